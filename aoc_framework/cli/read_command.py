"""`aoc read YEAR DAY`: the puzzle text in the terminal, or the page in a browser."""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING, Annotated

import typer

from aoc_framework.cli.app import puzzle_of
from aoc_framework.cli.arguments import Day, Year
from aoc_framework.cli.network_options import Timeout
from aoc_framework.cli.progress import slow_step
from aoc_framework.errors import UsageError

if TYPE_CHECKING:
    from aoc_framework.project import Project
    from aoc_framework.puzzle import PuzzleDay
    from aoc_framework.puzzle_page import PuzzlePage

EPILOG = """Examples:

  aoc read 2023 1                 the puzzle text, part 2 included once unlocked

  aoc read 2023 1 | less          the Markdown text, no escape codes

  aoc read 2023 1 --browser       open the puzzle page in your browser instead

  aoc read 2023 1 --refresh       fetch the page again (after solving on the website)
"""

#: The widest the text is drawn on a terminal, for lines that stay readable.
TEXT_WIDTH = 100

Refresh = Annotated[
    bool,
    typer.Option(
        "--refresh",
        help="Fetch the page again even if cached (after solving a part on the website).",
    ),
]


def read_command(
    ctx: typer.Context,
    year: Year,
    day: Day,
    browser: Annotated[
        bool, typer.Option("--browser", "-b", help="Open the puzzle page in a web browser.")
    ] = False,
    refresh: Refresh = False,
    timeout: Timeout = None,
) -> None:
    """Show the puzzle text in the terminal, part 2 included once it is unlocked.

    The page is fetched once (with your session token) and cached beside the input
    (inputs/YYYY/DD.html, ignored by git), and fetched again once answers.toml records
    a part the cached page shows unsolved. On a terminal the text is drawn with rich;
    piped, it is the Markdown text.
    """
    puzzle = puzzle_of(year, day)
    if browser:
        import webbrowser

        if not webbrowser.open(puzzle.url):
            raise UsageError(f"no web browser could be started; open {puzzle.url} yourself")
        print(f"opened {puzzle.url}")
        return
    # Imported here: reading a page loads bs4 and markdownify, which no other command needs.
    from aoc_framework.read import page_markdown

    project = ctx.obj.project()
    page = page_of(project, puzzle, timeout=ctx.obj.network_timeout(timeout), refresh=refresh)
    show_markdown(page_markdown(page))


def page_of(
    project: Project, puzzle: PuzzleDay, *, timeout: float, refresh: bool = False
) -> PuzzlePage:
    """The puzzle page (cached, else fetched), said on stderr if fetching it is slow."""
    from aoc_framework.puzzle_page import load_page

    with slow_step(f"fetching the puzzle page of {puzzle}"):
        return load_page(project, puzzle, timeout=timeout, refresh=refresh)


def show_markdown(text: str, *, pager: bool = False) -> None:
    """`text` drawn with rich on a terminal (colour unless NO_COLOR; in the pager,
    $PAGER or less, when `pager`), else as it is."""
    if not sys.stdout.isatty():
        sys.stdout.write(text)
        return
    from rich.console import Console
    from rich.markdown import Markdown

    console = Console()
    console.width = min(console.width, TEXT_WIDTH)
    with console.pager(styles=True) if pager else contextlib.nullcontext():
        console.print(Markdown(text, hyperlinks=True))
