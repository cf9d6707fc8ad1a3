"""The Advent of Code calendar: which years and days exist and when each one unlocks."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone, tzinfo
from functools import cache

from aoc_framework.errors import UsageError

FIRST_YEAR = 2015
#: From 2025 on the event has 12 days instead of 25.
SHORT_EVENT_FROM = 2025


@cache
def aoc_timezone() -> tzinfo:
    """US Eastern time, in which puzzles unlock at midnight (loaded on first use: the
    time zone database costs start-up time that `aoc run` does not need)."""
    from zoneinfo import ZoneInfo

    return ZoneInfo("America/New_York")


def days_in_year(year: int) -> int:
    """How many puzzles the event of `year` has."""
    return 12 if year >= SHORT_EVENT_FROM else 25


def last_year() -> int:
    """The last year `aoc` takes: next year's event, whose puzzles one may wait for
    (their days are "not unlocked yet"); anything later is a typo."""
    # The calendar year in UTC, at or ahead of US Eastern's: no zone database to load.
    return now().year + 1


def is_event_year(year: int) -> bool:
    """Whether `year` had an event, has one, or has the next."""
    return FIRST_YEAR <= year <= last_year()


def check_year(year: int) -> None:
    """Raise a `UsageError` unless `year` had (or has, or will next have) an event."""
    if year < FIRST_YEAR:
        raise UsageError(f"year {year} is not an Advent of Code year; the first was {FIRST_YEAR}")
    if not is_event_year(year):
        raise UsageError(
            f"year {year} has no event yet; the years are {FIRST_YEAR} to {last_year()}"
        )


def check_day(year: int, day: int) -> None:
    """Raise a `UsageError` naming the valid range unless `year`/`day` is on the calendar."""
    check_year(year)
    last = days_in_year(year)
    if not 1 <= day <= last:
        raise UsageError(f"day {day} is not in the {year} event; valid days are 1-{last}")


def unlock_time(year: int, day: int) -> datetime:
    """When the puzzle unlocks: midnight US Eastern on December `day` (timezone-aware)."""
    return datetime(year, 12, day, tzinfo=aoc_timezone())


def now() -> datetime:
    """The current time, timezone-aware (a function so callers have one clock)."""
    return datetime.now(timezone.utc)


def latest_event_year(at: datetime | None = None) -> int:
    """The most recent year whose event has started (December 1st, US Eastern)."""
    local = (at or now()).astimezone(aoc_timezone())
    return local.year if local.month == 12 else local.year - 1


def is_unlocked(year: int, day: int, at: datetime | None = None) -> bool:
    """Whether the puzzle of `year`/`day` is out at the given time (default: now)."""
    return (at or now()) >= unlock_time(year, day)


def unlocked_days(year: int, at: datetime | None = None) -> list[int]:
    """The days of `year` that are out at the given time (default: now), in order."""
    return [day for day in range(1, days_in_year(year) + 1) if is_unlocked(year, day, at)]


def todays_puzzle(at: datetime | None = None) -> tuple[int, int] | None:
    """The (year, day) of the puzzle of the day during the event, judged in US Eastern
    time at the given time (default: now); None outside the event."""
    local = (at or now()).astimezone(aoc_timezone())
    if local.month == 12 and local.year >= FIRST_YEAR and local.day <= days_in_year(local.year):
        return local.year, local.day
    return None


def next_puzzle(within: timedelta, at: datetime | None = None) -> tuple[int, int] | None:
    """The (year, day) of the puzzle that unlocks within `within` of the given time
    (default: now), if one does: the evening before a December puzzle, US Eastern."""
    moment = at or now()
    ahead = todays_puzzle(moment + within)
    if ahead is not None and not is_unlocked(*ahead, moment):
        return ahead
    return None
