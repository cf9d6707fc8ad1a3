"""Starting a new day: its solution module, written from a template.

The new module runs at once (`aoc run YEAR DAY --example` reports "not solved") and its
examples are collected by the test suite without any other wiring.
"""

from __future__ import annotations

from pathlib import Path

from aoc_framework.errors import UsageError
from aoc_framework.files import write_atomically
from aoc_framework.project import Project
from aoc_framework.puzzle import PuzzleDay

# The example is a placeholder rather than empty: an empty example is an input error,
# and the new day must run on its example straight away.
TEMPLATE = '''\
"""{year} day {day}. https://adventofcode.com/{year}/day/{day}"""

from __future__ import annotations

from aoc_framework import Answer, Example, Solution

# The puzzle's example, pasted between the quotes.
EXAMPLE = """\\
paste the example here
"""


class Day{day:02d}(Solution[str]):
    year, day, title = {year}, {day}, ""  # title: the puzzle's name, shown in reports

    # Fill in the expected answers from the puzzle text; add an Example(..., part_2=...)
    # if part 2 has its own example.
    examples = (Example(EXAMPLE, part_1=None, part_2=None),)

    def parse(self, text: str) -> str:
        """The data both parts use, made from the normalized input text. Raise
        aoc_framework.InputError(message, line=number) on malformed input."""
        return text

    def part_1(self, data: str) -> Answer:
        return None

    def part_2(self, data: str) -> Answer:
        return None
'''

YEAR_PACKAGE = '"""Advent of Code {year}."""\n'
SOLUTIONS_PACKAGE = (
    '"""Solutions, one module per day, grouped by year: solutions/YYYY/dayDD.py."""\n'
)


def render_day(puzzle: PuzzleDay) -> str:
    """The source of a new day's solution module."""
    return TEMPLATE.format(year=puzzle.year, day=puzzle.day)


def new_day(project: Project, puzzle: PuzzleDay, *, force: bool = False) -> Path:
    """Write the solution module of `puzzle` from the template and return its path.

    Creates the `solutions` and year packages' `__init__.py` when missing. Raises
    `UsageError` when the module exists and not `force`, or when it cannot be written."""
    path = project.solution_path(puzzle)
    if path.exists() and not force:
        raise UsageError(f"{project.relative(path)} already exists; pass --force to overwrite it")
    try:
        _ensure_package(project.solutions_dir, SOLUTIONS_PACKAGE)
        _ensure_package(path.parent, YEAR_PACKAGE.format(year=puzzle.year))
        write_atomically(path, render_day(puzzle))
    except OSError as error:
        raise UsageError(
            f"cannot write {project.relative(path)} ({error}); check the solutions/ folder"
        ) from None
    return path


def _ensure_package(folder: Path, docstring: str) -> None:
    init = folder / "__init__.py"
    if not init.exists():
        write_atomically(init, docstring)
