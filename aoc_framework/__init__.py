"""aoc_framework: run, check, time and submit Advent of Code solutions.

The public API for solution modules and for tools built on the framework.
"""

from aoc_framework.errors import AocError, ExitCode, InputError, UsageError
from aoc_framework.solution import Answer, Example, Solution

__all__ = ["Answer", "AocError", "Example", "ExitCode", "InputError", "Solution", "UsageError"]
__version__ = "0.1.0"
