"""Which day `aoc run`, `aoc watch` and `aoc today` mean when given no year or day."""

from __future__ import annotations

from datetime import datetime, timedelta

from aoc_framework.engine.discovery import discover_days
from aoc_framework.model import clock
from aoc_framework.model.durations import format_wait
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay, next_puzzle, todays_puzzle
from aoc_framework.project.layout import Project

#: How long before a puzzle unlocks `aoc today` takes it for today's and waits for it
#: (the evening before it, while the day's own puzzle is out).
AHEAD = timedelta(hours=1)
#: How long before an event's first unlock `aoc today` waits for it (there is no
#: puzzle of the day yet to start instead): on 1 December 2026 at 03:30 UTC, day 1.
EVE = timedelta(hours=24)


def default_day(project: Project, at: datetime | None = None) -> PuzzleDay:
    """Today's puzzle during the event (US Eastern time), else the latest day that has a
    solution in `project`. `at` is the time to judge by (default: now)."""
    today = todays_puzzle(at)
    if today is not None:
        return PuzzleDay(*today)
    days = discover_days(project)
    if not days:
        raise UsageError(
            "no puzzle today and no solutions yet; start a day with aoc new YEAR DAY, "
            "or run one with aoc run YEAR DAY"
        )
    return days[-1]


def coming_puzzle(at: datetime | None = None) -> PuzzleDay | None:
    """The puzzle `aoc today` waits for at `at` (default: now), if any: the one that
    unlocks within the hour; with no puzzle out today (before the event), the one that
    unlocks within a day."""
    coming = next_puzzle(AHEAD, at)
    if coming is None and todays_puzzle(at) is None:
        coming = next_puzzle(EVE, at)
    return PuzzleDay(*coming) if coming is not None else None


def mornings_puzzle(at: datetime | None = None) -> PuzzleDay | None:
    """The morning's puzzle at `at` (default: now): the `coming_puzzle`, else today's;
    None outside the event and its eve."""
    today = todays_puzzle(at)
    return coming_puzzle(at) or (PuzzleDay(*today) if today is not None else None)


def morning_day(project: Project, at: datetime | None = None) -> PuzzleDay:
    """The day `aoc today` is about: the `mornings_puzzle` (to wait for, or out today),
    else the latest day that has a solution (`default_day`)."""
    return mornings_puzzle(at) or default_day(project, at)


def why_chosen(puzzle: PuzzleDay, at: datetime | None = None) -> str:
    """Why `morning_day` (or `default_day`) took `puzzle`, for the line that says so when
    no day is named: today's puzzle, the next one, or the latest day outside the event."""
    # No time of its own: what follows says it, the countdown or the error ("within
    # the hour", said 9 s before the unlock, read as an hour to wait; a time said once
    # here went stale beside the countdown below it).
    if next_puzzle(AHEAD, at) == puzzle:
        return f"{puzzle}: the next puzzle"
    if coming_puzzle(at) == puzzle:
        return f"{puzzle}: the next puzzle, the event's first"
    if todays_puzzle(at) == puzzle:
        return f"{puzzle}: today's puzzle"
    return f"{puzzle}: your latest day (there is no puzzle today)"


def both_stars(puzzle: PuzzleDay) -> str:
    """Both stars of `puzzle`, and when and how the next puzzle comes: `aoc today` waits
    for it from `AHEAD` before its unlock (before that, it takes today's puzzle)."""
    following = puzzle.following
    if following is None:
        return f"{puzzle}: both stars"
    unlock = following.unlock_time()
    wait = (unlock - clock.now()).total_seconds()
    if wait <= 0:
        today = f"aoc today {following.year} {following.day}"
        return f"{puzzle}: both stars; {following} is out: {today}"
    waits = "aoc today waits for it"
    if wait > AHEAD.total_seconds():
        waits = f"from {clock.time_of_day(unlock - AHEAD)}, {waits}"
    return (
        f"{puzzle}: both stars; {following} unlocks at {clock.local_time(unlock)}, "
        f"in {format_wait(wait)}: {waits}"
    )


def resolve_day(
    project: Project, year: int | None, day: int | None, at: datetime | None = None
) -> PuzzleDay:
    """The puzzle `year`/`day` when both are given (checked to be on the calendar), the
    `default_day` when neither is."""
    if year is None and day is None:
        return default_day(project, at)
    if year is None or day is None:
        raise UsageError(
            "give both YEAR and DAY, or neither for today's puzzle (else your latest day)"
        )
    return PuzzleDay.of(year, day)
