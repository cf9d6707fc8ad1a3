"""`aoc submit YEAR DAY PART ANSWER`: submit one answer by hand."""

import sys
from typing import TYPE_CHECKING, Annotated

import typer

from aoc_framework.cli.app import puzzle_of
from aoc_framework.cli.arguments import Day, Year
from aoc_framework.cli.exit_codes import ExitCode, submission_code
from aoc_framework.cli.network_options import Timeout, Wait
from aoc_framework.cli.output import paint, warn
from aoc_framework.durations import format_wait
from aoc_framework.puzzle import Part

if TYPE_CHECKING:
    from aoc_framework.project import Project
    from aoc_framework.puzzle import PuzzleDay
    from aoc_framework.results import PartResult, RunResult
    from aoc_framework.submit import SubmitResult

EPILOG = """Examples:

  aoc submit 2023 7 1 250254244

  aoc submit 2023 7 2 250087440 --wait    wait out a "too recently" delay, then resubmit

  aoc run 2023 7 --submit                 run the day and submit what it computes

Exit codes: 0 right (or solved before with this answer), 1 wrong (or known wrong: not
sent), 5 token missing or expired, 6 answered too recently, 7 wrong level, 8 solved
before with a different answer.
"""


def submit_command(
    ctx: typer.Context,
    year: Year,
    day: Day,
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
    from aoc_framework.submit import submit_answer

    puzzle = puzzle_of(year, day)
    project = ctx.obj.project()
    result = submit_answer(
        project,
        puzzle,
        Part(part),
        answer,
        wait=wait,
        timeout=ctx.obj.network_timeout(timeout),
        on_wait=announce_wait,
    )
    print_submit_result(result)
    raise typer.Exit(int(submission_code(result)))


def print_submit_result(result: "SubmitResult") -> None:
    """One line: the part, a mark, the outcome's message, and whether it was recorded."""
    from aoc_framework.submit import Outcome

    marks = {
        Outcome.CORRECT: paint("✓", "green"),
        Outcome.WRONG: paint("✗", "red"),
        Outcome.KNOWN_WRONG: paint("✗", "red"),
        Outcome.ALREADY_SOLVED: paint("✓" if result.accepted == result.answer else "✗", "yellow"),
    }
    mark = marks.get(result.outcome, paint("…", "yellow"))
    recorded = " (recorded in answers.toml)" if result.recorded else ""
    print(f"{result.puzzle} {result.part.label}: {mark} {result.message}{recorded}")
    if result.not_recorded is not None:
        warn(f"not recorded in answers.toml: {result.not_recorded}")
    print_free_star(result)
    puzzle = result.puzzle
    if result.outcome is Outcome.CORRECT and result.part is Part.ONE and not puzzle.is_last:
        print(
            f"next: part 2 is unlocked: aoc read {puzzle.year} {puzzle.day} shows it, "
            f"aoc examples {puzzle.year} {puzzle.day} --add adds its example"
        )


def print_free_star(result: "SubmitResult") -> None:
    """The final day's free star, once its part 1 is accepted: earned (the year is
    complete), still to come, or not checked (a warning: the answer itself counted)."""
    from aoc_framework.submit import FreeStar

    year = result.puzzle.year
    if result.free_star is FreeStar.EARNED:
        print(f"{result.puzzle} part 2: {paint('★', 'yellow')} the free star: {year} is complete!")
    elif result.free_star is FreeStar.LATER:
        print(f"{result.puzzle} part 2: the free star comes once every other star of {year} is in")
    elif result.free_star is FreeStar.UNKNOWN:
        warn(
            f"the free star could not be checked ({result.free_star_problem}); "
            f"aoc status counts it once every other star of {year} is in"
        )


def announce_wait(seconds: int) -> None:
    """Say on stderr that `aoc` waits before resubmitting."""
    print(f"answered too recently: resubmitting in {format_wait(seconds)}", file=sys.stderr)


def submit_run(
    project: "Project", puzzle: "PuzzleDay", run: "RunResult", *, wait: bool, timeout: float
) -> ExitCode:
    """`aoc run --submit`: the library's submission policy, each step said in one line.
    Returns the exit code of the last submission (0 when none was needed)."""
    from aoc_framework.submit import submit_unverified

    last = submit_unverified(
        project,
        puzzle,
        run,
        timeout=timeout,
        wait=wait,
        on_wait=announce_wait,
        on_result=lambda part, result: print_part_submission(puzzle, part, result),
    )
    return ExitCode.OK if last is None else submission_code(last)


def print_part_submission(
    puzzle: "PuzzleDay", part: "PartResult", result: "SubmitResult | None"
) -> None:
    """One line for a part of a run: its submission's result, or why it was not sent."""
    from aoc_framework.results import Verdict

    if result is not None:
        print_submit_result(result)
    elif part.verdict is Verdict.NOT_SOLVED:
        print(f"{puzzle} {part.part.label}: not submitted (no answer)")
    elif part.verdict in (Verdict.CORRECT, Verdict.WRONG):
        state = "verified" if part.verdict is Verdict.CORRECT else "wrong"
        print(f"{puzzle} {part.part.label}: not submitted ({state} against answers.toml)")
    else:
        print(f"{puzzle} {part.part.label}: not submitted ({part.verdict.word})")
