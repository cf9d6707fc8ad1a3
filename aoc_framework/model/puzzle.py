"""A puzzle of the calendar (`PuzzleDay`: a year and a day, validated once at the edge)
and its parts (`Part`), with every conversion the framework needs in one place; and the
Advent of Code calendar: which years and days exist and when each one unlocks."""

from datetime import datetime, timedelta, timezone, tzinfo
from enum import IntEnum
from functools import cache
from typing import NamedTuple

from aoc_framework.model import clock
from aoc_framework.model.errors import UsageError

FIRST_YEAR = 2015
#: From 2025 on the event has 12 days instead of 25.
SHORT_EVENT_FROM = 2025


@cache
def aoc_timezone() -> tzinfo:
    """US Eastern time, in which puzzles unlock at midnight (loaded on first use: the
    time zone database costs start-up time that `aoc run` does not need)."""
    from zoneinfo import ZoneInfo  # start-up time: see above

    return ZoneInfo("America/New_York")


def days_in_year(year: int) -> int:
    """How many puzzles the event of `year` has."""
    return 12 if year >= SHORT_EVENT_FROM else 25


def free_star_earned(year: int, other_stars: int) -> bool:
    """Whether the final day's part 2 of `year`, the free star, is earned: it comes with
    every other star of the year (49, or 23 from 2025), as the site gives it."""
    return other_stars == 2 * days_in_year(year) - 1


def last_year() -> int:
    """The last year `aoc` takes: the coming event's, whose puzzles one may wait for
    (their days are "not unlocked yet"); anything later is a typo. Until December that
    is this year's: it said next year's, a year too far ("the years are 2015 to 2027"
    on 29 November 2026, and of 2027 "not started yet; the latest is 2025")."""
    # Its first unlock is 05:00 UTC (midnight EST, never summer time in December): no
    # zone database to load, for `aoc run`'s start.
    now = clock.now().astimezone(timezone.utc)
    started = now >= datetime(now.year, 12, 1, 5, tzinfo=timezone.utc)
    return now.year + 1 if started else now.year


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


def is_on_calendar(year: int, day: int) -> bool:
    """Whether `year`/`day` is a puzzle of an event (past, current or the next)."""
    return is_event_year(year) and 1 <= day <= days_in_year(year)


def check_day(year: int, day: int) -> None:
    """Raise a `UsageError` naming the valid range unless `year`/`day` is on the calendar."""
    check_year(year)
    last = days_in_year(year)
    if not is_on_calendar(year, day):
        raise UsageError(f"day {day} is not in the {year} event; valid days are 1-{last}")


def unlock_time(year: int, day: int) -> datetime:
    """When the puzzle unlocks: midnight US Eastern on December `day` (timezone-aware)."""
    return datetime(year, 12, day, tzinfo=aoc_timezone())


def latest_event_year(at: datetime | None = None) -> int:
    """The most recent year whose event has started (December 1st, US Eastern)."""
    local = (at or clock.now()).astimezone(aoc_timezone())
    return local.year if local.month == 12 else local.year - 1


def is_unlocked(year: int, day: int, at: datetime | None = None) -> bool:
    """Whether the puzzle of `year`/`day` is out at the given time (default: now)."""
    return (at or clock.now()) >= unlock_time(year, day)


def unlocked_days(year: int, at: datetime | None = None) -> list[int]:
    """The days of `year` that are out at the given time (default: now), in order."""
    return [puzzle.day for puzzle in puzzles_of(year) if is_unlocked(year, puzzle.day, at)]


def puzzles_of(year: int) -> "list[PuzzleDay]":
    """Every puzzle of the `year` event, in order."""
    return [PuzzleDay(year, day) for day in range(1, days_in_year(year) + 1)]


#: The days of an event, as help texts say them.
DAYS_HELP = "1-25 (1-12 from 2025)"


def todays_puzzle(at: datetime | None = None) -> tuple[int, int] | None:
    """The (year, day) of the puzzle of the day during the event, judged in US Eastern
    time at the given time (default: now); None outside the event."""
    local = (at or clock.now()).astimezone(aoc_timezone())
    if local.month == 12 and local.year >= FIRST_YEAR and local.day <= days_in_year(local.year):
        return local.year, local.day
    return None


def next_puzzle(within: timedelta, at: datetime | None = None) -> tuple[int, int] | None:
    """The (year, day) of the puzzle that unlocks within `within` of the given time
    (default: now), if one does: the evening before a December puzzle, US Eastern."""
    moment = at or clock.now()
    ahead = todays_puzzle(moment + within)
    if ahead is not None and not is_unlocked(*ahead, moment):
        return ahead
    return None


class Part(IntEnum):
    """Part 1 or part 2 of a puzzle. Equal to its number, so `part == 1` still reads well."""

    ONE = 1
    TWO = 2

    @classmethod
    def from_key(cls, key: str) -> "Part | None":
        """The part a key like `part_1` (answers.toml, JSON documents) names, else None."""
        return next((part for part in cls if part.key == key), None)

    @property
    def key(self) -> str:
        """The key that names it in files: `part_1`, also the name of its method."""
        return f"part_{self.value}"

    @property
    def letter(self) -> str:
        """The letter aocd uses for it: `a` or `b`."""
        return "ab"[self.value - 1]

    @classmethod
    def from_letter(cls, letter: str) -> "Part | None":
        """The part aocd's letter (`a`, `b`) names, else None."""
        return next((part for part in cls if part.letter == letter), None)

    @property
    def label(self) -> str:
        """How messages name it: `part 1`."""
        return f"part {self.value}"

    def __str__(self) -> str:
        # Python 3.10's IntEnum would say `Part.ONE`; messages want the number.
        return str(self.value)


#: Both parts, in order.
PARTS: tuple[Part, Part] = (Part.ONE, Part.TWO)


class PuzzleDay(NamedTuple):
    """One puzzle of the calendar. Build it with `PuzzleDay.of`, which checks it is on
    the calendar; everything inward of the command line takes it as it is. A named
    tuple: `year, day = puzzle` works, and it sorts in calendar order."""

    year: int
    day: int

    @classmethod
    def of(cls, year: int, day: int) -> "PuzzleDay":
        """The puzzle of `year`/`day`; `UsageError` naming the valid range when it is not
        on the calendar."""
        check_day(year, day)
        return cls(year, day)

    @property
    def is_last(self) -> bool:
        """Whether it is the event's final day, whose part 2 is the free star."""
        return self.day == days_in_year(self.year)

    @property
    def following(self) -> "PuzzleDay | None":
        """The event's next puzzle (None after its final day)."""
        return None if self.is_last else PuzzleDay(self.year, self.day + 1)

    @property
    def answered_parts(self) -> tuple[Part, ...]:
        """The parts that take an answer: only part 1 on the final day."""
        return (Part.ONE,) if self.is_last else PARTS

    @property
    def slug(self) -> str:
        """A short stable name for ids and file names: `2023-07`."""
        return f"{self.year}-{self.day:02d}"

    @property
    def url(self) -> str:
        """The puzzle's page on adventofcode.com."""
        return f"https://adventofcode.com/{self.year}/day/{self.day}"

    def unlock_time(self) -> datetime:
        """When the puzzle unlocks (midnight US Eastern)."""
        return unlock_time(self.year, self.day)

    def is_unlocked(self, at: datetime | None = None) -> bool:
        """Whether the puzzle is out at `at` (default: now)."""
        return is_unlocked(self.year, self.day, at)

    def __str__(self) -> str:  # type: ignore[override]
        return f"{self.year} day {self.day}"
