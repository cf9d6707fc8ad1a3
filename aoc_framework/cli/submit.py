"""`aoc submit YEAR DAY PART ANSWER`: submit one answer by hand."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated

import typer

from aoc_framework.cli.network_options import Timeout, Wait
from aoc_framework.cli.output import paint
from aoc_framework.durations import format_wait
from aoc_framework.errors import ExitCode

if TYPE_CHECKING:
    from aoc_framework.project import Project
    from aoc_framework.runner import RunReport
    from aoc_framework.submitting import SubmitResult

EPILOG = """Examples:

  aoc submit 2023 7 1 250254244

  aoc submit 2023 7 2 250087440 --wait    wait out a "too recently" delay, then resubmit

  aoc run 2023 7 --submit                 run the day and submit what it computes

Exit codes: 0 right, 1 wrong (or known wrong: not sent), 5 token missing or expired,
6 answered too recently, 7 wrong level, 8 already solved.
"""


def submit_command(
    ctx: typer.Context,
    year: Annotated[int, typer.Argument(help="Event year, 2015 on.", show_default=False)],
    day: Annotated[int, typer.Argument(help="Day, 1-25 (1-12 from 2025).", show_default=False)],
    part: Annotated[int, typer.Argument(min=1, max=2, help="Part, 1 or 2.", show_default=False)],
    answer: Annotated[str, typer.Argument(help="The answer to submit.", show_default=False)],
    wait: Wait = False,
    timeout: Timeout = None,
) -> None:
    """Submit an answer to adventofcode.com and record it in answers.toml if right.

    Submission goes through aocd, which never sends the same answer twice, nor one above
    an answer judged too high or below one judged too low, nor a part 2 answer equal to
    part 1's, and checks an already solved part locally instead of posting. No browser
    is opened.
    """
    from aoc_framework.submitting import submit_answer

    project = ctx.obj.project()
    result = submit_answer(
        project, year, day, part, answer, wait=wait, timeout=timeout, on_wait=announce_wait
    )
    print_submit_result(result)
    raise typer.Exit(int(result.outcome.exit_code))


def print_submit_result(result: SubmitResult) -> None:
    """One line: the part, a mark, the outcome's message, and whether it was recorded."""
    from aoc_framework.submitting import Outcome

    marks = {
        Outcome.CORRECT: paint("✓", "green"),
        Outcome.WRONG: paint("✗", "red"),
        Outcome.KNOWN_WRONG: paint("✗", "red"),
        Outcome.ALREADY_SOLVED: paint("✓" if result.accepted == result.answer else "✗", "yellow"),
    }
    mark = marks.get(result.outcome, paint("…", "yellow"))
    recorded = " (recorded in answers.toml)" if result.recorded else ""
    print(f"{result.year} day {result.day} part {result.part}: {mark} {result.message}{recorded}")


def announce_wait(seconds: int) -> None:
    """Say on stderr that `aoc` waits before resubmitting."""
    print(f"answered too recently: resubmitting in {format_wait(seconds)}", file=sys.stderr)


def submit_report(
    project: Project, year: int, day: int, report: RunReport, *, wait: bool, timeout: float | None
) -> ExitCode:
    """Submit the parts of `report` whose answer is not verified yet, part 1 first, and
    stop at the first one that is not right. Returns the exit code of the outcome."""
    from aoc_framework.runner import Verdict
    from aoc_framework.submitting import Outcome, submit_answer

    for part in report.parts:
        label = f"{year} day {day} part {part.part}"
        if part.verdict is Verdict.NOT_SOLVED:
            print(f"{label}: not submitted (no answer)")
            continue
        if part.verdict is not Verdict.UNKNOWN:
            state = "verified" if part.verdict is Verdict.CORRECT else "wrong"
            print(f"{label}: not submitted ({state} against answers.toml)")
            continue
        result = submit_answer(
            project,
            year,
            day,
            part.part,
            part.answer,
            wait=wait,
            timeout=timeout,
            on_wait=announce_wait,
        )
        print_submit_result(result)
        solved = result.outcome is Outcome.CORRECT or (
            result.outcome is Outcome.ALREADY_SOLVED and result.accepted == result.answer
        )
        if not solved:
            return result.outcome.exit_code
    return ExitCode.OK
