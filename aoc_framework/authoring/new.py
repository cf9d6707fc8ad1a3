"""Starting a new day: its solution module, written from a template.

The new module runs at once (`aoc run YEAR DAY --example` reports "not solved") and its
examples are collected by the test suite without any other wiring.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from aoc_framework.authoring.page_examples import answer_literal, example_source, header_comment
from aoc_framework.errors import FileError, InputError, UsageError
from aoc_framework.files import write_atomically
from aoc_framework.project import Project
from aoc_framework.puzzle import PuzzleDay
from aoc_framework.solution import UNPASTED_EXAMPLE

if TYPE_CHECKING:
    from aoc_framework.authoring.example_extractor import Extraction, FoundExample

# The example is a placeholder, which running the day reports in one line saying what
# to paste where (see `UNPASTED_EXAMPLE`).
PLACEHOLDER_EXAMPLES = (
    '''\
# The puzzle's example, pasted between the quotes.
EXAMPLE = """\\
{UNPASTED_EXAMPLE}
"""
''',
    """\
    # Fill in the expected answers from the puzzle text; add an Example(..., part_2=...)
    # if part 2 has its own example.
    examples = (Example(EXAMPLE, part_1=None, part_2=None),)
""",
)

TEMPLATE = '''\
"""{heading} https://adventofcode.com/{year}/day/{day}"""

from __future__ import annotations

from aoc_framework import Answer, Example, Solution

{constants}

class Day{day:02d}(Solution[str]):
    year, day, title = {year}, {day}, {title}

{declaration}
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


@dataclass(frozen=True)
class FromPage:
    """What the puzzle page gives a new day: its title and what the extractor found."""

    title: str
    extraction: Extraction

    @property
    def examples(self) -> Sequence[FoundExample]:
        """The examples offered, best first."""
        return self.extraction.examples


def render_day(puzzle: PuzzleDay, page: FromPage | None = None) -> str:
    """The source of a new day's solution module: with the title and examples taken from
    the puzzle `page` when given (marked as such), else with a placeholder to fill in."""
    if page is None or not page.examples:
        constants, declaration = PLACEHOLDER_EXAMPLES
        constants = constants.replace("{UNPASTED_EXAMPLE}", UNPASTED_EXAMPLE)
    else:
        source = example_source(page.examples, {})
        constants = header_comment(puzzle, page.extraction) + "\n".join(source.constants)
        declaration = source.declaration()
    title = page.title if page else ""
    # The title goes into the docstring only when it cannot end or escape it.
    plain = title and '"' not in title and "\\" not in title
    return TEMPLATE.format(
        year=puzzle.year,
        day=puzzle.day,
        heading=f"{puzzle}: {title}" if plain else f"{puzzle}.",
        title=answer_literal(title) if title else '""  # the puzzle\'s name, shown in reports',
        constants=constants,
        declaration=declaration,
    )


def new_day(
    project: Project, puzzle: PuzzleDay, *, force: bool = False, page: FromPage | None = None
) -> Path:
    """Write the solution module of `puzzle` from the template (with what the puzzle
    `page` gives, if any) and return its path.

    Creates the `solutions` and year packages' `__init__.py` when missing. Raises
    `UsageError` when the module exists and not `force`, or when it cannot be written."""
    path = project.solution_path(puzzle)
    check_new(project, puzzle, force=force)
    try:
        _ensure_package(project.solutions_dir, SOLUTIONS_PACKAGE)
        _ensure_package(path.parent, YEAR_PACKAGE.format(year=puzzle.year))
        write_atomically(path, render_day(puzzle, page))
    except FileError as error:
        raise UsageError(
            f"cannot write {project.relative(path)} ({error.reason}); check the solutions/ folder"
        ) from None
    return path


def check_new(project: Project, puzzle: PuzzleDay, *, force: bool = False) -> None:
    """`UsageError` when the module of `puzzle` exists and not `force` (checked before the
    puzzle page is fetched, and again before writing)."""
    path = project.solution_path(puzzle)
    if path.exists() and not force:
        raise UsageError(f"{project.relative(path)} already exists; pass --force to overwrite it")


def _ensure_package(folder: Path, docstring: str) -> None:
    init = folder / "__init__.py"
    if not init.exists():
        write_atomically(init, docstring)


def from_page(project: Project, puzzle: PuzzleDay, *, timeout: float) -> FromPage:
    """The title and examples of `puzzle` from its page (fetched and cached if needed),
    helped by the input where it is cached already. Raises the `AocError`s of
    `load_page`."""
    # Imported here: a page loads bs4 and aocd, which `aoc new` offline never needs.
    from aoc_framework.authoring.page_examples import page_examples
    from aoc_framework.engine.puzzle_input import read_cached_input
    from aoc_framework.site.puzzle_page import load_page

    page = load_page(project, puzzle, timeout=timeout)
    try:
        real_input: str | None = read_cached_input(project, puzzle)
    except InputError:  # not fetched yet: the page alone decides
        real_input = None
    return FromPage(page.title, page_examples(page, real_input))
