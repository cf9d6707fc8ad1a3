"""aoc_framework: run, check, time and submit Advent of Code solutions.

The public API for solution modules and for tools built on the framework.
"""

from typing import TYPE_CHECKING

from aoc_framework.model.version import __version__ as __version__  # re-exported

if TYPE_CHECKING:
    from aoc_framework.interactive import day
    from aoc_framework.model.answer import Answer
    from aoc_framework.model.errors import AocError, InputError, UsageError
    from aoc_framework.model.puzzle import Part
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

#: Where each public name lives. They are imported when first used (`from aoc_framework
#: import Solution` in a day module): `aoc --help` and the command's start need none.
_HOMES = {
    "Answer": "aoc_framework.model.answer",
    "AocError": "aoc_framework.model.errors",
    "Example": "aoc_framework.solution",
    "InputError": "aoc_framework.model.errors",
    "Part": "aoc_framework.model.puzzle",
    "Solution": "aoc_framework.solution",
    "UsageError": "aoc_framework.model.errors",
    "day": "aoc_framework.interactive",
}


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'aoc_framework' has no attribute {name!r}")
    from importlib import import_module  # start-up time: `aoc --help` never asks

    value = getattr(import_module(home), name)
    globals()[name] = value  # found once
    return value
