"""Terminal output: colour only on a terminal and never with NO_COLOR set."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from aoc_framework.results import Verdict
from aoc_framework.settings import colour_allowed

if TYPE_CHECKING:
    from aoc_framework.errors import DayCodeError
    from aoc_framework.table import Table

_COLORS = {"red": 31, "green": 32, "yellow": 33, "dim": 2, "bold": 1}


def use_color(stream: TextIO) -> bool:
    """Whether to colour `stream`: a terminal, NO_COLOR unset or empty, TERM not dumb."""
    return colour_allowed() and is_terminal(stream)


def is_terminal(stream: TextIO) -> bool:
    """Whether `stream` is a terminal (a stream without `isatty` is not)."""
    return hasattr(stream, "isatty") and stream.isatty()


def paint(text: str, color: str, stream: TextIO | None = None) -> str:
    """`text` in `color` (one of red, green, yellow, dim, bold) when `stream` takes colour."""
    return colored(text, color) if use_color(stream or sys.stdout) else text


def mark(verdict: Verdict, text: str | None = None, stream: TextIO | None = None) -> str:
    """`verdict`'s glyph (or `text` about it) in its colour: the one look of a verdict
    on a line (a table's cell gives the same glyph and colour to `table_lines`)."""
    return paint(verdict.glyph if text is None else text, verdict.color, stream)


def colored(text: str, color: str) -> str:
    """`text` in `color` whatever the stream (for text already known to take colour)."""
    return f"\x1b[{_COLORS[color]}m{text}\x1b[0m"


def table_lines(table: Table, stream: TextIO | None = None) -> list[str]:
    """`table` as lines for `stream`: on a terminal, coloured (as `use_color` allows)
    and cut to its width; piped, plain and whole."""
    stream = stream or sys.stdout
    width = shutil.get_terminal_size().columns if is_terminal(stream) else None
    return table.text_lines(width, colored if use_color(stream) else None)


def print_error(message: str, prefix: str = "aoc: ") -> None:
    """One line on stderr: `aoc: error: <message>`."""
    label = paint("error:", "red", sys.stderr)
    print(f"{prefix}{label} {message}", file=sys.stderr)


def warn(message: str) -> None:
    """One line on stderr: `aoc: warning: <message>`."""
    label = paint("warning:", "yellow", sys.stderr)
    print(f"aoc: {label} {message}", file=sys.stderr)


def print_day_traceback(error: DayCodeError) -> None:
    """The traceback of what the day's code raised, on stderr, from the day's code on:
    the framework's frames that called it (and importlib's) are left out."""
    import importlib
    import traceback

    inner = error.error
    callers = (
        str(Path(__file__).resolve().parent.parent) + os.sep,
        str(Path(importlib.__file__).parent) + os.sep,
        "<frozen ",
    )
    frames = inner.__traceback__
    while frames is not None and frames.tb_frame.f_code.co_filename.startswith(callers):
        frames = frames.tb_next
    lines = traceback.format_exception(type(inner), inner, frames)
    print("".join(lines).rstrip("\n"), file=sys.stderr)
