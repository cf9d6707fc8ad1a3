"""`aoc today --rehearse [YEAR DAY]`: a past puzzle replayed as its unlock morning, timed
(the rehearsal itself: `aoc_framework.authoring.rehearsal`)."""

from __future__ import annotations

import time
from datetime import timedelta
from typing import TYPE_CHECKING

from aoc_framework.cli.output import mark, say
from aoc_framework.cli.state import CliState
from aoc_framework.model import clock
from aoc_framework.model.durations import format_wait
from aoc_framework.model.puzzle import Part
from aoc_framework.model.results import Verdict

if TYPE_CHECKING:
    from aoc_framework.authoring.rehearsal import Rehearsal
    from aoc_framework.authoring.watch import DayRun
    from aoc_framework.project.settings import Network


def rehearse_morning(
    state: CliState, year: int | None, day: int | None, *, read: bool, network: Network
) -> None:
    """Lay out the rehearsal of `year` `day` (default: the last event's day 1,
    `rehearsed_day`), count down, show part 1's page as at the unlock (`read`), then
    watch the rehearsal's module, saying how long after the unlock each part was right;
    part 2 opens in the pager once part 1 is right."""
    from aoc_framework.actions.watch import WatchRequest
    from aoc_framework.authoring import rehearsal
    from aoc_framework.authoring.read import page_markdown
    from aoc_framework.cli.day_input import cached_or_fetched_input
    from aoc_framework.cli.day_options import many_day_settings
    from aoc_framework.cli.page_output import page_of, show_markdown
    from aoc_framework.cli.progress import countdown
    from aoc_framework.cli.watch_command import watch_day
    from aoc_framework.site.fetch import wait_for_unlock

    puzzle = rehearsal.rehearsed_day(year, day)
    project = state.project()
    page = page_of(project, puzzle, network=network)
    known = rehearsal.known_answers(project, page)  # before the input is fetched
    text = cached_or_fetched_input(project, puzzle, wait=False, network=network)
    rehearsed = rehearsal.prepare(project, page, text, known)
    say(
        f"rehearsal of {puzzle}: write it in {project.relative(rehearsed.module)} (your "
        "solutions/ is not touched); answers are checked against your earlier ones, "
        "never submitted"
    )
    wait_for_unlock(
        puzzle,
        countdown(puzzle, starts=f"the rehearsal of {puzzle} starts"),
        unlock=clock.now() + timedelta(seconds=rehearsal.COUNTDOWN_S),
    )
    started = time.monotonic()
    if read:
        show_markdown(page_markdown(rehearsal.page_at_unlock(page)), pager=True)
    limits = many_day_settings(state.settings, None, 1, None).limits()
    stopwatch = _Stopwatch(rehearsed, started, project.relative(rehearsed.module), read=read)
    watch_day(rehearsed.project, WatchRequest(puzzle), limits, network=network, after_run=stopwatch)
    say(stopwatch.summary())


class _Stopwatch:
    """After each run of the rehearsal: each part right for the first time is said with
    its time from the unlock; part 1 right opens part 2 (in the pager, with `read`)."""

    def __init__(self, rehearsed: Rehearsal, started: float, module: str, *, read: bool) -> None:
        self.rehearsed, self.started, self.module, self.read = rehearsed, started, module, read
        self.right: dict[int, float] = {}

    def __call__(self, run: DayRun) -> None:
        given = run.check.input
        for part in given.parts if given is not None else ():
            if part.verdict is Verdict.CORRECT and part.part not in self.right:
                self.right[part.part] = time.monotonic() - self.started
                say(f"{mark(Verdict.CORRECT)} {self._took(part.part)}")
                if part.part == 1:
                    self._open_part_2()
        since = format_wait(time.monotonic() - self.started)
        say(f"rehearsal, {since} since the unlock: the day is {self.module}")

    def _open_part_2(self) -> None:
        from aoc_framework.authoring.rehearsal import has_example_of, open_part_2

        if not open_part_2(self.rehearsed):
            return
        if has_example_of(self.rehearsed, Part.TWO):
            say(f"part 2 is open: its example is in {self.module}")
        else:
            say(f"part 2 is open: no example of it was found on the page for {self.module}")
        if self.read:
            from aoc_framework.authoring.read import page_markdown
            from aoc_framework.cli.page_output import show_markdown
            from aoc_framework.site.puzzle_page import cached_page

            opened = cached_page(self.rehearsed.project, self.rehearsed.puzzle)
            if opened is not None:
                show_markdown(page_markdown(opened), pager=True)

    def _took(self, part: int) -> str:
        return (
            f"{self.rehearsed.puzzle} part {part} right "
            f"{format_wait(self.right[part])} after the unlock"
        )

    def summary(self) -> str:
        """The rehearsal's times, for the line after the watch."""
        if not self.right:
            return f"rehearsal of {self.rehearsed.puzzle}: no part right yet"
        return "rehearsal: " + "; ".join(self._took(part) for part in sorted(self.right))
