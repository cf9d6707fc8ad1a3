"""A puzzle page as the commands that show it get it (with progress on a slow fetch)
and show it (Markdown, drawn by rich on a terminal): `aoc read`, `aoc examples`,
`aoc today`."""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING, Annotated

import typer

from aoc_framework.cli.progress import slow_step

if TYPE_CHECKING:
    from aoc_framework.project import Project
    from aoc_framework.puzzle import PuzzleDay
    from aoc_framework.site.puzzle_page import PuzzlePage

TEXT_WIDTH = 100

Refresh = Annotated[
    bool,
    typer.Option(
        "--refresh",
        help="Fetch the page again even if cached (after solving a part on the website).",
    ),
]


def page_of(
    project: Project, puzzle: PuzzleDay, *, timeout: float, refresh: bool = False
) -> PuzzlePage:
    """The puzzle page (cached, else fetched), said on stderr if fetching it is slow."""
    from aoc_framework.cli.progress import retry_note
    from aoc_framework.site.puzzle_page import load_page

    with slow_step(f"fetching the puzzle page of {puzzle}"):
        return load_page(project, puzzle, timeout=timeout, refresh=refresh, on_retry=retry_note())


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
