"""Terminal output: colour only on a terminal and never with NO_COLOR set."""

from __future__ import annotations

import contextlib
import re
import sys
from typing import TYPE_CHECKING, TextIO

from aoc_framework.model.text import printable

if TYPE_CHECKING:
    from aoc_framework.model.errors import DayCodeError
    from aoc_framework.model.results import Verdict
    from aoc_framework.views.table import Table

_COLORS = {"red": 31, "green": 32, "yellow": 33, "dim": 2, "bold": 1}


def use_color(stream: TextIO) -> bool:
    """Whether to colour `stream`: a terminal, NO_COLOR unset or empty, TERM not dumb."""
    from aoc_framework.project.settings import colour_allowed  # not needed for `aoc --help`

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
    from aoc_framework.views.looks import look

    shown = look(verdict)
    return paint(shown.glyph if text is None else text, shown.color, stream)


def colored(text: str, color: str) -> str:
    """`text` in `color` whatever the stream (for text already known to take colour)."""
    return f"\x1b[{_COLORS[color]}m{text}\x1b[0m"


def table_lines(table: Table, stream: TextIO | None = None) -> list[str]:
    """`table` as lines for `stream`: on a terminal, coloured (as `use_color` allows)
    and cut to its width; piped, plain and whole."""
    stream = stream or sys.stdout
    return table.text_lines(_width(stream), colored if use_color(stream) else None)


def _width(stream: TextIO) -> int | None:
    """The columns a line on `stream` has: the terminal's; None when piped, where lines
    stay whole (for grep and logs)."""
    if not is_terminal(stream):
        return None
    import os
    import shutil  # here, not on `aoc run`'s start (piped, it has no width)

    if not os.environ.get("COLUMNS"):  # as set, it wins, as in shutil
        # The stream's own terminal: shutil asks stdout's, which may be piped while
        # stderr, where the countdown is drawn, is a terminal of its own width.
        with contextlib.suppress(AttributeError, ValueError, OSError):
            return os.get_terminal_size(stream.fileno()).columns
    return shutil.get_terminal_size().columns


#: An `aoc` command in a message ("aoc submit 2026 1 2 -56", "aoc answers sync 2025 1",
#: "aoc today --rehearse YEAR DAY"): its command words, then its arguments (numbers,
#: options, capitals, answers with a digit or a comma), up to the first plain word or
#: bracket. A user copies it from the screen: it is never broken over two lines.
_COMMAND = re.compile(
    r"\baoc(?: [a-z][a-z-]*)(?: [a-z][a-z-]*(?= (?:-|[A-Z0-9])))?"
    r"(?: (?:--?[\w-]+(?:=[^\s()]*)?|[A-Z0-9][^\s()]*|[^\s()]*[\d,][^\s()]*))*"
)

#: An amount and its unit ("23 h", "59 min", "4.27 ms", "212 MiB"): one word to a reader.
_AMOUNT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?) (?=(?:d|h|min|s|ms|µs|ns|B|KiB|MiB|GiB)\b)")


def wrapped(text: str, width: int, items: str = " ") -> list[str]:
    """`text` as lines of at most `width` characters, broken at spaces only: never
    inside a word, a path, an option such as --no-wait, an amount and its unit ("23 h")
    or an `aoc` command (a longer one stands alone). With `items` (say two spaces, or
    " · "), only there, after its mark: a legend's "○ not solved" stays whole."""
    import textwrap  # here, not on `aoc run`'s start: it wraps only long lines

    glue = "\0"  # stands for a space that must not break while textwrap runs
    text = _COMMAND.sub(lambda command: command[0].replace(" ", glue), text)
    text = _AMOUNT.sub(rf"\1{glue}", text)
    if items != " ":
        # A separator with a mark (" · ") breaks after its mark only: a line ends in it,
        # never the next begins with it (the calendar's totals did either, by width).
        mark = items.rstrip().replace(" ", glue) + items[len(items.rstrip()) :]
        text = mark.join(item.replace(" ", glue) for item in text.split(items))
    lines = textwrap.wrap(text, max(width, 20), break_on_hyphens=False, break_long_words=False)
    return [line.replace(glue, " ") for line in lines]


def terminal_lines(text: str, stream: TextIO, indent: str = "  ", items: str = " ") -> str:
    """`text` wrapped at spaces (or between `items`, see `wrapped`) to the terminal's
    width, each of its lines apart, continued lines indented, when `stream` is a
    terminal; as it is (one line, for grep and logs) when piped."""
    width = _width(stream)
    if width is None:
        return text
    if "\n" in text:  # lines of their own stay so (textwrap takes a line end for a space)
        return "\n".join(terminal_lines(line, stream, indent, items) for line in text.split("\n"))
    first, *rest = wrapped(text, width, items) or [text]
    if not rest:
        return first
    rest = wrapped(items.join(rest), width - len(indent), items)
    return "\n".join([first, *(indent + line for line in rest)])


def terminal_line(text: str, stream: TextIO, less: int = 0) -> str:
    """`text` cut to one line of the terminal (`less` columns short of it), ending in `…`
    (the terminal would put its end alone on the next line), when `stream` is a
    terminal; whole when piped."""
    from aoc_framework.views.table import cut  # the one way a line is cut

    width = _width(stream)
    return text if width is None else cut(text, width - less)


def rewrite_line(text: str | None, stream: TextIO, color: str | None = None) -> None:
    """`text` over the terminal line the cursor is on (a countdown, each second), in
    `color` where `stream` takes colour; None wipes the line. Cut to the terminal's width
    less one column: a line that fills or passes the width leaves the cursor on the next
    row, and each rewrite then added a row (a countdown in a split pane of 50 columns
    printed one a second)."""
    line = ""
    if text is not None:
        shown = terminal_line(text, stream, less=1)
        line = paint(shown, color, stream) if color else shown
    stream.write(f"\r{line}\x1b[K")
    stream.flush()


def say(
    text: str, color: str | None = None, stream: TextIO | None = None, items: str = " "
) -> None:
    """A message on `stream` (default stdout): wrapped between words (or between
    `items`, see `wrapped`) at the terminal's width, continued lines indented
    (`terminal_lines`; whole when piped), in `color` where the stream takes colour. The
    one way `aoc` prints a message or a hint."""
    out = stream or sys.stdout
    shown = terminal_lines(text, out, items=items)
    print(paint(shown, color, out) if color else shown, file=out, flush=True)


def after_ctrl_c() -> None:
    """End the line a terminal echoed `^C` on, so what follows starts on its own line."""
    if is_terminal(sys.stderr):
        print(file=sys.stderr)


def print_error(message: str, prefix: str = "aoc: ") -> None:
    """A line on stderr, `aoc: error: <message>`, wrapped at spaces on a terminal."""
    _print_labelled(f"{prefix}error: ", message, "red")


def warn(message: str) -> None:
    """A line on stderr, `aoc: warning: <message>`, wrapped at spaces on a terminal."""
    _print_labelled("aoc: warning: ", message, "yellow")


def print_note(message: str) -> None:
    """A line on stderr, `aoc: note: <message>`, wrapped at spaces on a terminal."""
    _print_labelled("aoc: note: ", message, "yellow")


def _print_labelled(label: str, message: str, color: str) -> None:
    # A message may quote the site, a day or a file: printed as text, never as controls.
    text = terminal_lines(label + printable(message), sys.stderr)
    # The label ends in a space, so the wrap never cuts it: colour it where it stands.
    head = label.rstrip()
    shown = head.rpartition(" ")
    coloured = shown[0] + shown[1] + paint(shown[2], color, sys.stderr)
    with contextlib.suppress(OSError):  # stderr full: the line is lost, the exit code says
        print(coloured + text[len(head) :], file=sys.stderr)


def print_day_traceback(error: DayCodeError) -> None:
    """The traceback of what the day's code raised, on stderr, from the day's code on
    (`DayCodeError.traceback_text`)."""
    print(printable(error.traceback_text()), file=sys.stderr)
    if error.hint is not None:
        print_note(error.hint)
