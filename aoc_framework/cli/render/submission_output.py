"""How submissions are told: one line each, the final day's free star, the waits."""

import sys
from typing import TYPE_CHECKING

from aoc_framework.cli.exit_codes import ExitCode, submission_code
from aoc_framework.cli.render.output import mark, paint, say, warn
from aoc_framework.model.durations import format_wait
from aoc_framework.model.puzzle import Part
from aoc_framework.model.results import Verdict
from aoc_framework.views.looks import NOT_JUDGED, look

if TYPE_CHECKING:
    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.model.results import PartResult, RunResult
    from aoc_framework.project.layout import Project
    from aoc_framework.project.settings import Network
    from aoc_framework.site.submit import SubmitResult


def submission_line(result: "SubmitResult") -> str:
    """The part, a mark, the outcome's message, and whether it was recorded."""
    if not result.outcome.judged:
        shown = paint(NOT_JUDGED.glyph, NOT_JUDGED.color)
    else:
        shown = mark(Verdict.CORRECT if result.solved else Verdict.WRONG)
    recorded = " (recorded in answers.toml)" if result.recorded else ""
    return f"{result.puzzle} {result.part.label}: {shown} {result.message}{recorded}"


def print_submit_result(
    result: "SubmitResult", *, has_module: bool = True, opens_part_2: bool = False
) -> None:
    """`submission_line`, then what it leads to (the free star, `next_lines`)."""
    say(submission_line(result))
    if result.not_recorded is not None:
        warn(f"not recorded in answers.toml: {result.not_recorded}")
    print_free_star(result)
    for line in next_lines(result, has_module=has_module, opens_part_2=opens_part_2):
        say(line)


def next_lines(
    result: "SubmitResult", *, has_module: bool = True, opens_part_2: bool = False
) -> list[str]:
    """What a right answer leads to: part 2 (how to read it and add its example) or the
    next day. `has_module`: whether the day's module exists (to add part 2's example
    to); `opens_part_2`: the caller opens part 2 itself (a watch), so it is not told
    how."""
    from aoc_framework.site.submit import Outcome

    puzzle = result.puzzle
    if result.outcome is not Outcome.CORRECT:
        return []
    if result.part is Part.TWO:
        from aoc_framework.authoring.today import both_stars

        return [both_stars(puzzle)]
    if puzzle.is_last or opens_part_2:
        return []
    example = (
        f"aoc examples {puzzle.year} {puzzle.day} --add adds its example"
        if has_module
        else f"aoc new {puzzle.year} {puzzle.day} writes the day with its examples"
    )
    return [f"next: part 2 is unlocked: aoc read {puzzle.year} {puzzle.day} shows it, {example}"]


def print_free_star(result: "SubmitResult") -> None:
    """The final day's free star, once its part 1 is accepted: earned (the year is
    complete), still to come, or not checked (a warning: the answer itself counted)."""
    year = result.puzzle.year
    if result.free_star is Verdict.FREE_STAR:
        star = mark(Verdict.FREE_STAR)
        say(f"{result.puzzle} part 2: {star} the free star: {year} is complete!")
    elif result.free_star is Verdict.FREE_STAR_LATER:
        say(f"{result.puzzle} part 2: the free star comes once every other star of {year} is in")
    elif result.free_star_problem is not None:
        warn(
            f"the free star could not be checked ({result.free_star_problem}); "
            f"aoc status counts it once every other star of {year} is in"
        )


def announce_wait(result: "SubmitResult") -> None:
    """Say on stderr that `aoc` waits before sending `result`'s answer (again, after
    "too recently"; or first, while the site's wait after a wrong answer runs)."""
    if result.held_after is None:
        why, again = "answered too recently", " again"
    else:
        why, again = f"the site's wait after the wrong answer {result.held_after}", ""
    from aoc_framework.site.submit import resend_after

    sending = f"sending {result.answer}{again} in {format_wait(resend_after(result))}"
    say(f"{result.puzzle} {result.part.label}: {why}: {sending}", stream=sys.stderr)


def submit_run(
    project: "Project", puzzle: "PuzzleDay", run: "RunResult", *, wait: bool, network: "Network"
) -> ExitCode:
    """`aoc run --submit`: the library's submission policy, each step said in one line.
    Returns the exit code of the last submission (0 when none was needed)."""
    from aoc_framework.site.submit import submit_unverified

    last = submit_unverified(
        project,
        puzzle,
        run,
        network=network,
        wait=wait,
        on_wait=announce_wait,
        # A run with part 2's answer is at part 2 already: not told how to open it.
        on_result=lambda part, result: print_part_submission(
            puzzle, part, result, opens_part_2=_has_part_2(run)
        ),
    )
    return ExitCode.OK if last is None else submission_code(last)


def _has_part_2(run: "RunResult") -> bool:
    return any(part.part is Part.TWO and part.answer is not None for part in run.parts)


def print_part_submission(
    puzzle: "PuzzleDay",
    part: "PartResult",
    result: "SubmitResult | None",
    *,
    opens_part_2: bool = False,
) -> None:
    """One line for a part of a run: its submission's result, or why it was not sent
    (`opens_part_2` as for `print_submit_result`)."""
    from aoc_framework.model.results import Verdict

    if result is not None:
        print_submit_result(result, opens_part_2=opens_part_2)
    elif part.verdict is Verdict.NOT_SOLVED:
        say(f"{puzzle} {part.part.label}: not submitted (no answer)")
    elif part.unreadable:
        from aoc_framework.site.submit import letters_by_hand

        say(f"{puzzle} {part.part.label}: not submitted ({letters_by_hand(puzzle, part.part)})")
    elif part.judged_wrong is not None:
        say(f"{puzzle} {part.part.label}: not submitted (judged wrong by the site before)")
    elif part.verdict in (Verdict.CORRECT, Verdict.WRONG):
        state = "verified" if part.verdict is Verdict.CORRECT else "wrong"
        say(f"{puzzle} {part.part.label}: not submitted ({state} against answers.toml)")
    else:
        say(f"{puzzle} {part.part.label}: not submitted ({look(part.verdict).word})")
