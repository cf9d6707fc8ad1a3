"""Terminal output: colour only on a terminal and never with NO_COLOR set."""

from __future__ import annotations

import os
import sys
from typing import TextIO

_COLORS = {"red": 31, "green": 32, "yellow": 33, "dim": 2, "bold": 1}


def use_color(stream: TextIO) -> bool:
    """Whether to colour `stream`: a terminal, NO_COLOR unset or empty, TERM not dumb."""
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return hasattr(stream, "isatty") and stream.isatty()


def paint(text: str, color: str, stream: TextIO | None = None) -> str:
    """`text` in `color` (one of red, green, yellow, dim, bold) when `stream` takes colour."""
    return colored(text, color) if use_color(stream or sys.stdout) else text


def colored(text: str, color: str) -> str:
    """`text` in `color` whatever the stream (for text already known to take colour)."""
    return f"\x1b[{_COLORS[color]}m{text}\x1b[0m"


def print_error(message: str, prefix: str = "aoc: ") -> None:
    """One line on stderr: `aoc: error: <message>`."""
    label = paint("error:", "red", sys.stderr)
    print(f"{prefix}{label} {message}", file=sys.stderr)
