"""Starting a new day: its solution module, written from a template.

The new module runs at once (`aoc run YEAR DAY --example` reports "not solved") and its
examples are collected by the test suite without any other wiring.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from aoc_framework.authoring.page_examples import (
    answer_literal,
    example_source,
    header_comment,
    names_in_use,
    one_per_text,
    placeholder_examples,
)
from aoc_framework.model.errors import FileError, UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.files import update_file, write_atomically
from aoc_framework.project.layout import DayFiles, Project

if TYPE_CHECKING:
    from aoc_framework.authoring.example_extractor import Extraction, FoundExample
    from aoc_framework.project.settings import Network
    from aoc_framework.site.fetch import Retrying

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

#: The same day written as functions (`[tool.aoc] style = "functions"`, `--style`).
FUNCTIONS_TEMPLATE = '''\
"""{heading} https://adventofcode.com/{year}/day/{day}"""

from __future__ import annotations

from aoc_framework import Answer, Example

title = {title}

{constants}
{declaration}

def parse(text: str) -> str:
    """The data both parts use, made from the normalized input text. Raise
    aoc_framework.InputError(message, line=number) on malformed input."""
    return text


def part_1(data: str) -> Answer:
    return None


def part_2(data: str) -> Answer:
    return None
'''
#: The ways `aoc new` writes a day: a `Solution` subclass, or module-level functions.
STYLES = {"class": TEMPLATE, "functions": FUNCTIONS_TEMPLATE}

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
        """The examples offered, best first, one per text (`one_per_text`), as the
        module holds them."""
        return one_per_text(self.extraction.examples)


#: The title a module written without the page holds, for the page to fill in.
NO_TITLE = '""  # the puzzle\'s name, shown in reports'
#: The template's line that holds it, as written, in a class or as a module global.
_NO_TITLE_LINE = re.compile(
    r"^(    year, day, title = \d+, \d+, |title = )" + re.escape(NO_TITLE) + "$", re.MULTILINE
)


def render_day(puzzle: PuzzleDay, page: FromPage | None = None, style: str = "class") -> str:
    """The source of a new day's solution module in `style` (see `STYLES`): with the title
    and examples taken from the puzzle `page` when given (marked as such), else with a
    placeholder to fill in."""
    if page is None or not page.examples:
        constants, declaration = placeholder_examples()
    else:
        constants, declaration = _page_examples(puzzle, page)
    if style == "functions":  # the class body's declaration, at the module's level
        declaration = textwrap.dedent(declaration)
    title = page.title if page else ""
    return STYLES[style].format(
        year=puzzle.year,
        day=puzzle.day,
        heading=_heading(puzzle, title),
        title=answer_literal(title) if title else NO_TITLE,
        constants=constants,
        declaration=declaration,
    )


def _heading(puzzle: PuzzleDay, title: str) -> str:
    """The module docstring's start: the day and its title (only a title that cannot end
    or escape the docstring)."""
    plain = title and '"' not in title and "\\" not in title
    return f"{puzzle}: {title}" if plain else f"{puzzle}."


def _page_examples(
    puzzle: PuzzleDay, page: FromPage, in_use: Iterable[str] = ()
) -> tuple[str, str]:
    """The page's examples as a module holds them: the constants under their comment
    (named apart from the names `in_use`), and the `examples` declaration."""
    source = example_source(page.examples, {}, in_use=in_use)
    constants = header_comment(puzzle, page.extraction) + "\n".join(source.constants)
    return constants, source.declaration()


def waits_for_the_page(path: Path) -> bool:
    """Whether the module at `path` still holds what the template left for the page to
    fill: the example to paste, or the empty title."""
    source = path.read_text(encoding="utf-8")
    return _placeholder_in(source) is not None or bool(_NO_TITLE_LINE.search(source))


def _placeholder_in(source: str) -> str | None:
    """The declaration of the example to paste as `source` holds it (in a class, or at
    the module's level), if it holds the template's example still."""
    constants, declaration = placeholder_examples()
    if constants not in source:
        return None
    return next((d for d in (declaration, textwrap.dedent(declaration)) if d in source), None)


def complete_day(
    project: Project, path: Path, puzzle: PuzzleDay, page: FromPage
) -> tuple[str, ...]:
    """Fill in the module at `path` what the template left for `page`: its examples,
    where the example to paste is still there as written, and its title, where it is
    still empty. Nothing else changes: what the user wrote stays as it is (and the
    module is changed under its lock, as every file `aoc` changes). Returns what was
    filled ("examples", "title")."""
    filled: list[str] = []

    def completed(source: str | None) -> str | None:
        filled.clear()
        if source is None:
            return None
        constants, _ = placeholder_examples()
        held = _placeholder_in(source)
        if page.examples and held is not None:
            # The user's names, not the template's example the page's replace.
            mine = names_in_use(source.replace(constants, "").replace(held, ""))
            page_constants, page_declaration = _page_examples(puzzle, page, mine)
            if held != placeholder_examples()[1]:  # a day written as functions
                page_declaration = textwrap.dedent(page_declaration)
            source = source.replace(constants, page_constants, 1)
            source = source.replace(held, page_declaration, 1)
            filled.append("examples")
        if page.title and _NO_TITLE_LINE.search(source):
            title = answer_literal(page.title).replace("\\", "\\\\")  # literal in re.sub
            source = _NO_TITLE_LINE.sub(rf"\g<1>{title}", source, count=1)
            # The docstring as the template wrote it without the title, if it still is.
            untitled = f'"""{_heading(puzzle, "")} {puzzle.url}"""'
            titled = f'"""{_heading(puzzle, page.title)} {puzzle.url}"""'
            source = source.replace(untitled, titled, 1)
            filled.append("title")
        if filled:  # only text the template wrote was replaced (a BOM first is Python's)
            compile(source.removeprefix("\ufeff"), str(path), "exec")
        return source

    update_file(project, path, completed)
    return tuple(filled)


def new_day(
    project: Project,
    puzzle: PuzzleDay,
    *,
    force: bool = False,
    page: FromPage | None = None,
    style: str | None = None,
) -> Path:
    """Write the solution module of `puzzle` from the template of `style` (default: the
    project's, `Project.day_style`), with what the puzzle `page` gives, if any, and
    return its path.

    Creates the `solutions` and year packages' `__init__.py` when missing. Raises
    `UsageError` when the module exists and not `force`, or when it cannot be written."""
    path = project.solution_path(puzzle)
    if path.exists() and not force:
        raise UsageError(f"{project.relative(path)} already exists; pass --force to overwrite it")
    try:
        project.check_inside(path)
        if project.days == DayFiles():  # a layout of one's own keeps its own packages
            _ensure_package(project.solutions_dir, SOLUTIONS_PACKAGE)
            _ensure_package(path.parent, YEAR_PACKAGE.format(year=puzzle.year))
        write_atomically(path, render_day(puzzle, page, style or project.day_style))
    except FileError as error:
        raise UsageError(
            f"cannot write {project.relative(path)} ({error.reason}); check the solutions/ folder"
        ) from None
    return path


def check_new(project: Project, puzzle: PuzzleDay, *, force: bool = False) -> None:
    """`UsageError` when the module of `puzzle` exists, has nothing left for the page to
    fill (`waits_for_the_page`), and not `force` (checked before the puzzle page is
    fetched)."""
    path = project.solution_path(puzzle)
    if path.exists() and not force and not waits_for_the_page(path):
        raise UsageError(
            f"{project.relative(path)} already exists; pass --force to overwrite it "
            f"(aoc examples {puzzle.year} {puzzle.day} --add adds part 2's example)"
        )


def _ensure_package(folder: Path, docstring: str) -> None:
    init = folder / "__init__.py"
    if not init.exists():
        write_atomically(init, docstring)


def from_page(
    project: Project, puzzle: PuzzleDay, *, network: Network, on_retry: Retrying | None = None
) -> FromPage:
    """The title and examples of `puzzle` from its page (fetched and cached if needed),
    helped by the input where it is cached already. Raises the `AocError`s of
    `load_page`."""
    # Imported here: a page loads bs4 and aocd, which `aoc new` offline never needs.
    from aoc_framework.authoring.page_examples import page_examples
    from aoc_framework.site.puzzle_page import load_page

    page = load_page(project, puzzle, network=network, on_retry=on_retry)
    return FromPage(page.title, page_examples(project, page))
