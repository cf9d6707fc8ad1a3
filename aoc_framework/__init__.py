"""aoc_framework: run, check, time and submit Advent of Code solutions.

The public API for solution modules and for tools built on the framework.
"""

from aoc_framework.answer import Answer
from aoc_framework.errors import AocError, InputError, UsageError
from aoc_framework.puzzle import Part
from aoc_framework.solution import Example, Solution

__all__ = ["Answer", "AocError", "Example", "InputError", "Part", "Solution", "UsageError"]
__version__ = "0.2.0"
