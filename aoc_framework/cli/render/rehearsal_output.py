"""`aoc today --rehearse [YEAR DAY]`: a past puzzle replayed as its unlock morning, timed
(the policy: `actions.rehearsal`); here, how it is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from aoc_framework.cli.render.output import mark, say
from aoc_framework.cli.state import CliState
from aoc_framework.model.durations import format_wait
from aoc_framework.model.results import Verdict

if TYPE_CHECKING:
    from aoc_framework.actions.rehearsal import RehearsalReport
    from aoc_framework.authoring.rehearsal import Rehearsal
    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.project.settings import Network
    from aoc_framework.site.fetch import Countdown
    from aoc_framework.site.puzzle_page import PuzzlePage


def rehearse_morning(
    state: CliState, year: int | None, day: int | None, *, read: bool, network: Network
) -> None:
    """The rehearsal of `year` `day` (`actions.rehearsal.rehearse`): what it lays out,
    its countdown, its pages in the pager (`read`), its watch, and how long after the
    unlock each part was right."""
    from aoc_framework.actions.rehearsal import RehearsalCalls, RehearsalRequest, rehearse
    from aoc_framework.authoring.read import newest_part_markdown
    from aoc_framework.cli.commands.watch_command import watch_day
    from aoc_framework.cli.day_input import say_fetched
    from aoc_framework.cli.options.day_options import many_day_settings
    from aoc_framework.cli.render.page_output import show_markdown
    from aoc_framework.cli.render.progress import countdown, retry_note, slow_step

    project = state.project()
    limits = many_day_settings(state.settings, None, 1, None).limits()
    module, puzzle = "", None

    def laid_out(rehearsed: Rehearsal) -> None:
        nonlocal module, puzzle
        module, puzzle = project.relative(rehearsed.module), rehearsed.puzzle
        say(
            f"rehearsal of {rehearsed.puzzle}: write it in {module} (your solutions/ is not "
            "touched); answers are checked against your earlier ones, never submitted"
        )

    def starts(puzzle: PuzzleDay) -> Countdown:
        return countdown(puzzle, starts=f"the rehearsal of {puzzle} starts")

    def page(shown: PuzzlePage) -> None:
        show_markdown(newest_part_markdown(shown), then="to the watch")

    def part_2_opened(has_example: bool) -> None:
        if has_example:
            say(f"part 2 is open: its example is in {module}")
        else:
            say(f"part 2 is open: no example of it was found on the page for {module}")

    kept: list[str] = []  # each part's time, shown again under each run's stamp

    def right(part: int, seconds: float) -> None:
        line = f"{mark(Verdict.CORRECT)} {_took(puzzle, part, seconds)}"
        say(line)
        kept.append(line)

    calls = RehearsalCalls(
        watch=lambda rehearsal, request, after_run: watch_day(
            rehearsal, request, limits, network=network, after_run=after_run, kept=kept
        ),
        laid_out=laid_out,
        countdown=starts,
        page=page,
        right=right,
        part_2_opened=part_2_opened,
        after_run=lambda seconds: say(
            f"rehearsal, {format_wait(seconds)} since the unlock: the day is {module}"
        ),
        fetched=lambda puzzle: say_fetched(project, puzzle),
        on_retry=retry_note(),
        slow=slow_step,
    )
    say(_summary(rehearse(project, RehearsalRequest(year, day, read), network, calls)))


def _took(puzzle: PuzzleDay | None, part: int, seconds: float) -> str:
    """`2023 day 1 part 1 right 4 min after the unlock`."""
    return f"{puzzle} part {part} right {format_wait(seconds)} after the unlock"


def _summary(report: RehearsalReport) -> str:
    """The rehearsal's times, for the line after the watch."""
    puzzle = report.rehearsal.puzzle
    if not report.right:
        return f"rehearsal of {puzzle}: no part right yet"
    took = (_took(puzzle, part, report.right[part]) for part in sorted(report.right))
    return "rehearsal: " + "; ".join(took)
