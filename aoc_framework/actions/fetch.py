"""`aoc fetch`: which inputs to fetch (one day, a year's unlocked days, or every day
that has a solution module), each through `site.fetch.ensure_input`."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay, unlocked_days
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.fetch import (
    Countdown,
    FoundInput,
    Retrying,
    check_unlocked,
    ensure_input,
)

#: The days to go through and what they are, back as the days to go through: the face
#: may wrap them in a progress bar.
Progress = Callable[[list[PuzzleDay], str], Iterable[PuzzleDay]]


@dataclass(frozen=True)
class FetchRequest:
    """The days to fetch: `day` of `year`; every unlocked day of `year` (no `day`); every
    day with a solution module (neither). `wait`: for one day, wait for its unlock."""

    year: int | None = None
    day: int | None = None
    wait: bool = False


@dataclass(frozen=True)
class FetchReport:
    """What was fetched and what was cached already, of the days `what` names; `one`
    when a single day was asked for by name."""

    what: str
    one: bool
    fetched: list[PuzzleDay] = field(default_factory=list)
    cached: list[PuzzleDay] = field(default_factory=list)


def fetch_inputs(
    project: Project,
    request: FetchRequest,
    network: Network,
    *,
    countdown: Callable[[PuzzleDay], Countdown] | None = None,
    on_retry: Retrying | None = None,
    progress: Progress = lambda days, what: days,
    on_input: Callable[[PuzzleDay, FoundInput], None] = lambda puzzle, found: None,
    warn: Callable[[str], None] = lambda message: None,
) -> FetchReport:
    """Fetch the inputs `request` names that are not cached yet, each told to `on_input`
    as it is done. `countdown(puzzle)` shows the wait of `request.wait`, the token
    checked before it (a site out of reach then `warn`ed); `on_retry` hears the tries
    again just after an unlock. Raises the `AocError`s of a fetch, and a `UsageError`
    for a wait without a day."""
    if request.wait and request.day is None:
        raise UsageError("--wait needs a DAY: aoc fetch YEAR DAY --wait")
    days, what = _days(project, request)
    report = FetchReport(what, one=request.day is not None)
    # One day has no bar to fill: its countdown and its line are all there is to see
    # (under the bar, the countdown's line was written again below it every second).
    for puzzle in days if report.one else progress(days, what):
        wait = countdown(puzzle) if request.wait and countdown is not None else None
        found = ensure_input(
            project, puzzle, network=network, wait=wait, on_retry=on_retry, warn=warn
        )
        (report.fetched if found.fetched else report.cached).append(puzzle)
        on_input(puzzle, found)
    return report


def _days(project: Project, request: FetchRequest) -> tuple[list[PuzzleDay], str]:
    """The days `request` names, and how to name them."""
    if request.year is None:
        from aoc_framework.engine.discovery import discover_days

        solved = [puzzle for puzzle in discover_days(project) if puzzle.is_unlocked()]
        return solved, "the days in solutions/"
    if request.day is not None:
        puzzle = PuzzleDay.of(request.year, request.day)
        return [puzzle], str(puzzle)
    check_unlocked(PuzzleDay.of(request.year, 1))
    return [PuzzleDay(request.year, day) for day in unlocked_days(request.year)], str(request.year)
