"""`aoc examples YEAR DAY`: the examples of the puzzle page, and adding part 2's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from aoc_framework.cli.arguments import Day, Year
from aoc_framework.cli.network_options import Timeout
from aoc_framework.cli.output import print_error, say
from aoc_framework.cli.page_output import Refresh, page_of
from aoc_framework.cli.state import CliState, puzzle_of
from aoc_framework.model.errors import AocError, DayCodeError, PageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.views.plural import counted

if TYPE_CHECKING:
    from aoc_framework.authoring.example_extractor import FoundExample
    from aoc_framework.project.settings import Network

EPILOG = """Examples:

  aoc examples 2023 1             the page's examples and answers, and which the module lacks

  aoc examples 2023 1 --add       after solving part 1: add part 2's example to the module
"""

#: Lines of an example's text shown before "..." (the module gets all of it).
SHOWN_LINES = 8


def examples_command(
    ctx: typer.Context,
    year: Year,
    day: Day,
    add: Annotated[
        bool,
        typer.Option(
            "--add", help="Add to the day's module the examples of the parts it has none for."
        ),
    ] = False,
    refresh: Refresh = False,
    timeout: Timeout = None,
) -> None:
    """Show the examples of the puzzle page, with the answers it gives.

    They are found by the example extractor (docs/examples.md), which says how sure it
    is of each: "sure", or "guess" with the page's other candidates listed after them,
    each with its score (0 to 1). Check them against the text (aoc read). With --add, the
    examples of each part the day's module has no expected answer for are added to it
    (part 2's, once part 1 is solved and the page shows part 2), marked as taken from
    the page; nothing in the module is changed.
    """
    # Imported here: a page loads bs4 and aocd, which no quick command needs.
    from aoc_framework.authoring.page_examples import add_examples, missing_examples, page_examples
    from aoc_framework.engine.discovery import load_solution, require_solution_file

    puzzle = puzzle_of(year, day)
    project = ctx.obj.project()
    path = require_solution_file(project, puzzle) if add else project.solution_path(puzzle)
    page = page_of(project, puzzle, network=ctx.obj.network(timeout), refresh=refresh)
    extraction = page_examples(page)
    found = extraction.examples
    if not found:
        raise PageError(
            f"the example extractor found no example on the page of {puzzle}; "
            f"copy it from aoc read {year} {day}"
        )
    declared = load_solution(project, puzzle).examples if path.is_file() else ()
    missing = missing_examples(found, declared)
    print(f"{puzzle}: {page.title} · examples taken from the page: check them against the text")
    for number, example in enumerate(found, start=1):
        _show(f"example {number}", example)
    if any(not example.sure for example in found):
        for number, candidate in enumerate(extraction.alternatives, start=1):
            _show(f"other candidate {number}", candidate)
    print()
    relative = project.relative(path)
    locked = "" if page.part_2_unlocked else "; part 2's comes once part 1 is solved"
    if not path.is_file():
        print(f"{relative} does not exist yet: aoc new {year} {day} writes it with these")
    elif not missing:
        print(f"{relative} has an example for each part the page gives{locked}")
    elif add:
        add_examples(path, missing)
        print(f"added {counted(len(missing), 'example')} to {relative}{locked}")
    else:
        print(f"{relative} lacks {len(missing)} of them: aoc examples {year} {day} --add")


def add_part_2_example(state: CliState, puzzle: PuzzleDay, network: Network) -> None:
    """Part 2's example from the page, refreshed now that part 1 is solved, added to the
    day's module if it has none (`aoc today` once part 1 is solved). A page that cannot
    be had, or a module that cannot be read, is one line, and the morning goes on."""
    from aoc_framework.authoring.page_examples import add_missing_examples, page_examples

    project = state.project()
    try:
        page = page_of(project, puzzle, network=network)
        if not page.part_2_unlocked:
            return
        if add_missing_examples(project, puzzle, page_examples(page).examples):
            relative = project.relative(project.solution_path(puzzle))
            say(f"added part 2's example to {relative} from the puzzle page")
    except (AocError, DayCodeError) as error:
        print_error(f"{error} (going on without part 2's example)")


def _show(label: str, example: FoundExample) -> None:
    """One example: its answers, how sure the extractor is, and the start of its text."""
    answers = [
        f"part {part} = {answer}"
        for part, answer in ((1, example.part_1), (2, example.part_2))
        if answer is not None
    ]
    sure = "sure" if example.sure else "guess"
    extra = f" · extra {example.extra}" if example.extra else ""
    said = ", ".join(answers) or "no answer found"
    print(f"\n{label}: {said} · {sure}, score {example.score:.2f}{extra}")
    lines = example.input.splitlines()
    for line in lines[:SHOWN_LINES]:
        print(f"  {line}")
    if len(lines) > SHOWN_LINES:
        print(f"  ... ({len(lines) - SHOWN_LINES} more lines)")
