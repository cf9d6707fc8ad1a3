"""`aoc today --rehearse`: a past puzzle replayed as its unlock morning, timed (the
rehearsal's layout: `authoring.rehearsal`). The day laid out, a short countdown, part
1's page as at the unlock, then the watch of the rehearsal's module; each part right
for the first time is timed from the unlock, and part 1 right opens part 2."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta

from aoc_framework.actions.page import page_of
from aoc_framework.actions.progress import SlowStep, unnoticed
from aoc_framework.actions.watch import WatchRequest
from aoc_framework.authoring.rehearsal import Rehearsal
from aoc_framework.authoring.watch import DayRun
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import Verdict
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.fetch import Countdown, Retrying
from aoc_framework.site.puzzle_page import PuzzlePage


def _silent(*args: object) -> None:
    """A callback that is told nothing worth saying."""


#: The face's watch of a project's day until Ctrl-C, each run told to the callback.
Watch = Callable[[Project, WatchRequest, Callable[[DayRun], None]], None]


@dataclass(frozen=True)
class RehearsalRequest:
    """The past puzzle to replay (neither: the last event's day 1), and whether its
    pages are shown (`read`)."""

    year: int | None = None
    day: int | None = None
    read: bool = True


@dataclass(frozen=True)
class RehearsalCalls:
    """What the face does and is told: its watch (which shows each run); the rehearsal
    laid out; the countdown; a page to show (part 1's at the unlock, part 2's once
    open, with `read`); a part right for the first time (seconds from the unlock); part
    2 opened (whether the page had an example of it); after each run, the seconds since
    the unlock; the input fetched now; the tries again after an unlock; a slow step."""

    watch: Watch
    laid_out: Callable[[Rehearsal], None] = _silent
    countdown: Callable[[PuzzleDay], Countdown] = lambda puzzle: _silent
    page: Callable[[PuzzlePage], None] = _silent
    right: Callable[[int, float], None] = _silent
    part_2_opened: Callable[[bool], None] = _silent
    after_run: Callable[[float], None] = _silent
    fetched: Callable[[PuzzleDay], None] = _silent
    on_retry: Retrying | None = None
    slow: SlowStep = field(default=unnoticed)


@dataclass(frozen=True)
class RehearsalReport:
    """The rehearsal, and the seconds from the unlock to each part first right."""

    rehearsal: Rehearsal
    right: dict[int, float]


def rehearse(
    project: Project, request: RehearsalRequest, network: Network, calls: RehearsalCalls
) -> RehearsalReport:
    """Lay out the rehearsal (your solutions/ untouched), count down, show part 1's page
    as at the unlock, then watch the rehearsal's module until Ctrl-C, timing each part.
    Raises the `AocError`s of the page and the input."""
    from aoc_framework.authoring import rehearsal
    from aoc_framework.model import clock
    from aoc_framework.site.fetch import ensure_input, wait_for_unlock

    puzzle = rehearsal.rehearsed_day(request.year, request.day)
    page = page_of(project, puzzle, network, on_retry=calls.on_retry, slow=calls.slow)
    known = rehearsal.known_answers(project, page)  # before the input is fetched
    found = ensure_input(project, puzzle, network=network, on_retry=calls.on_retry)
    if found.fetched:
        calls.fetched(puzzle)
    rehearsed = rehearsal.prepare(project, page, found.text, known)
    calls.laid_out(rehearsed)
    unlock = clock.now() + timedelta(seconds=rehearsal.COUNTDOWN_S)
    wait_for_unlock(puzzle, calls.countdown(puzzle), unlock=unlock)
    stopwatch = _Stopwatch(rehearsed, time.monotonic(), calls, read=request.read)
    if request.read:
        calls.page(rehearsal.page_at_unlock(page))
    calls.watch(rehearsed.project, WatchRequest(puzzle, open_part_2=False), stopwatch)
    return RehearsalReport(rehearsed, dict(stopwatch.right))


class _Stopwatch:
    """After each run of the rehearsal: each part right for the first time is told with
    its time from the unlock; part 1 right opens part 2 (its page shown, with `read`)."""

    def __init__(
        self, rehearsed: Rehearsal, started: float, calls: RehearsalCalls, *, read: bool
    ) -> None:
        self.rehearsed, self.started, self.calls, self.read = rehearsed, started, calls, read
        self.right: dict[int, float] = {}

    def __call__(self, run: DayRun) -> None:
        given = run.check.input
        for part in given.parts if given is not None else ():
            if part.verdict is Verdict.CORRECT and part.part not in self.right:
                self.right[part.part] = time.monotonic() - self.started
                self.calls.right(part.part, self.right[part.part])
                if part.part == 1:
                    self._open_part_2()
        self.calls.after_run(time.monotonic() - self.started)

    def _open_part_2(self) -> None:
        from aoc_framework.authoring.rehearsal import has_example_of, open_part_2
        from aoc_framework.site.puzzle_page import cached_page

        if not open_part_2(self.rehearsed):
            return
        self.calls.part_2_opened(has_example_of(self.rehearsed, Part.TWO))
        if self.read:
            opened = cached_page(self.rehearsed.project, self.rehearsed.puzzle)
            if opened is not None:
                self.calls.page(opened)
