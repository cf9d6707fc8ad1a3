"""A puzzle of the calendar (`PuzzleDay`: a year and a day, validated once at the edge)
and its parts (`Part`), with every conversion the framework needs in one place."""

from datetime import datetime
from enum import IntEnum
from typing import NamedTuple

from aoc_framework.puzzle_calendar import check_day, days_in_year, is_unlocked, unlock_time


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
