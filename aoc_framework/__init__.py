"""aoc_framework: run, check, time and submit Advent of Code solutions.

The public API for solution modules and for tools built on the framework.
"""

from aoc_framework.answer import Answer
from aoc_framework.errors import AocError, InputError, UsageError
from aoc_framework.puzzle import Part
from aoc_framework.solution import Example, Solution

__all__ = [
    "Answer",
    "AocError",
    "Example",
    "InputError",
    "Part",
    "Solution",
    "UsageError",
    "day",
]
__version__ = "0.2.0"


def __getattr__(name: str) -> object:
    # `aoc_framework.day(2023, 7)`, imported when first used: not every import of the
    # package (each day module's) pays for it.
    if name == "day":
        from aoc_framework.interactive import day

        return day
    raise AttributeError(f"module 'aoc_framework' has no attribute {name!r}")
