"""Plain-text tables for the terminal: a title, headers over a rule, aligned columns.

`aoc status` draws its calendar with this rather than with rich: importing rich and
laying out its tables took longer than everything else a remembered `aoc status` does.
Colour goes through `paint`, so it follows the same rules as every other line of `aoc`.
"""

from typing import NamedTuple, TextIO

from aoc_framework.cli.output import colored, paint, use_color


class Column(NamedTuple):
    """A column: its header (one or more lines), how its cells align (`left`, `right`
    or `center`), and whether its cells may be cut to fit a narrow terminal."""

    header: str
    justify: str = "left"
    shrinks: bool = False


#: A cell: pieces of text, each with its colour (None: plain), e.g. two glyphs of two
#: colours.
Cell = tuple[tuple[str, "str | None"], ...]
#: Between two columns: a space of padding either side of a space.
_GAP = "   "


def cell(text: str, color: str | None = None) -> Cell:
    """A cell of one piece of text in one colour."""
    return ((text, color),)


def render_table(
    title: str,
    columns: list[Column],
    rows: list[list[Cell]],
    stream: TextIO,
    max_width: int | None = None,
) -> list[str]:
    """The lines of the table, coloured when `stream` takes colour. The cells of a
    column that `shrinks` are cut (ending in `…`) as far as needed for the lines to fit
    in `max_width`, never below the width of its header."""
    widths = [
        max([len(line) for line in column.header.splitlines()] + [_len(row[i]) for row in rows])
        for i, column in enumerate(columns)
    ]
    for i, column in enumerate(columns):
        over = _line_width(widths) - (max_width or _line_width(widths))
        if column.shrinks and over > 0:
            widths[i] = max(widths[i] - over, len(column.header))

    in_color = use_color(stream)

    def line(cells: list[Cell]) -> str:
        shown = zip(cells, columns, widths, strict=True)
        return " " + _GAP.join(_show(*each, in_color) for each in shown) + " "

    # A header of fewer lines than the others stands on the bottom line, by the rule.
    headers = [column.header.splitlines() for column in columns]
    height = max(len(lines) for lines in headers)
    headers = [[""] * (height - len(lines)) + lines for lines in headers]
    return [
        paint(title.center(_line_width(widths)).rstrip(), "bold", stream),
        *(line([cell(lines[n], "bold") for lines in headers]) for n in range(height)),
        "─" * _line_width(widths),
        *(line(row) for row in rows),
    ]


def _show(pieces: Cell, column: Column, width: int, in_color: bool) -> str:
    """The cell padded to `width` as its column aligns it, cut with `…` if too long."""
    if _len(pieces) > width:
        text, color = pieces[0]  # only cells of one piece (titles) are long
        pieces = ((text[: width - 1] + "…", color),)
    space = width - _len(pieces)
    left = {"left": 0, "right": space, "center": space // 2}[column.justify]
    body = "".join(
        colored(text, color) if in_color and color and text else text for text, color in pieces
    )
    return " " * left + body + " " * (space - left)


def _len(pieces: Cell) -> int:
    return sum(len(text) for text, _ in pieces)


def _line_width(widths: list[int]) -> int:
    """The width of a line whose columns have these widths."""
    return sum(widths) + len(_GAP) * (len(widths) - 1) + 2
