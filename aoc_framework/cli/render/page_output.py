"""A puzzle page as the commands that show it show it (Markdown, drawn by rich on a
terminal): `aoc read`, `aoc examples`, `aoc today`."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import sys
import threading
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Annotated, ClassVar

import typer

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderResult
    from rich.markdown import Markdown


TEXT_WIDTH = 100

Refresh = Annotated[
    bool,
    typer.Option(
        "--refresh",
        help="Fetch the page again even if cached (after solving a part on the website).",
    ),
]


def show_markdown(text: str, *, then: str | None = None, ctrl_c_stops: bool = True) -> None:
    """`text` drawn with rich on a terminal (colour unless NO_COLOR), else as it is.
    With `then` (what comes once it is left: "on to the watch"), in the pager ($PAGER
    or less), its first line saying how to leave it: a newcomer who does not know less
    was stuck there at the unlock (Ctrl-C does nothing in it). A Ctrl-C pressed in the
    pager stops what was to follow once it is left (`StoppedWaiting`), unless not
    `ctrl_c_stops` (nothing follows): the pager ignores it, and the watch had started."""
    if not sys.stdout.isatty():
        sys.stdout.write(text)
        return
    pager = then is not None
    if pager:
        text = f"*(q: {then})*\n\n{text}"
    from rich.console import Console

    console = Console()
    console.width = min(console.width, TEXT_WIDTH)
    less = os.environ.get("LESS", "")
    if pager and not re.search(r"(^|\s)-\w*[Rr]", less):
        # `less` (pydoc's pager, and the usual $PAGER) shows colours' escape codes as
        # text unless told -R (or -r): added to the user's own LESS options, if any.
        os.environ["LESS"] = f"{less} -R".strip()
    paging = console.pager(styles=True) if pager else contextlib.nullcontext()
    with _ctrl_c_kept(pager and ctrl_c_stops) as pressed, paging:
        # Not cropped: an example's line wider than the terminal is shown whole.
        console.print(_markdown_class()(text, hyperlinks=True), crop=False)
    if pressed:
        from aoc_framework.model.errors import StoppedWaiting

        raise StoppedWaiting("stopped: Ctrl-C was pressed while the puzzle was shown")


@contextlib.contextmanager
def _ctrl_c_kept(keep: bool) -> Iterator[list[int]]:
    """While the pager runs (`keep`), a Ctrl-C noted in the list yielded rather than
    raised: the pager (pydoc's) would swallow it, to leave the terminal to less."""
    pressed: list[int] = []
    if not keep or threading.current_thread() is not threading.main_thread():
        yield pressed
        return
    before = signal.signal(signal.SIGINT, lambda number, frame: pressed.append(number))
    try:
        yield pressed
    finally:
        signal.signal(signal.SIGINT, before)


@cache
def _markdown_class() -> type[Markdown]:
    """rich's Markdown, with code blocks as the page has them (made on first use: rich
    is imported only by the commands that draw a page)."""
    from rich.markdown import CodeBlock, Markdown
    from rich.text import Text

    class _CodeAsOnThePage(CodeBlock):
        """rich pads a code block with a space on the left and spaces to the full width
        on the right, which a grid copied from the terminal keeps: the lines alone here,
        neither wrapped nor cut, in the code block's colours."""

        def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
            code = str(self.text).rstrip("\n")
            yield Text(code, style=self.style_name, no_wrap=True, overflow="ignore")

    class _PageMarkdown(Markdown):
        elements: ClassVar = {
            **Markdown.elements,
            "fence": _CodeAsOnThePage,
            "code_block": _CodeAsOnThePage,
        }

    return _PageMarkdown
