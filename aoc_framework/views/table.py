"""The one table model of `aoc`, and its outputs: text lines for a terminal (coloured,
cut to its width) or a pipe (plain), and Markdown for a README.

Every table `aoc` shows is a `Table`, built in `views/`; how a table looks is decided
here alone. Text tables are laid out here rather than by rich: importing rich
and laying out its tables took longer than everything else a remembered `aoc status`
does. Colour is given as a name and applied by the caller's `paint` function, so it
follows the same rules as every other line of `aoc`.
"""

from collections.abc import Callable, Sequence
from typing import NamedTuple

from aoc_framework.model.text import one_line, printable


class Column(NamedTuple):
    """A column: its header (one or more lines), how its cells align (`left`, `right`
    or `center`), whether its cells may be cut to fit a narrow terminal, the width its
    cells are always cut to in text (None: no limit), and whether it is left out of text
    too narrow for the table (`drops`: before any cell is cut, the right-most first)."""

    header: str
    justify: str = "left"
    shrinks: bool = False
    limit: int | None = None
    drops: bool = False


#: A cell: pieces of text, each with its colour (None: plain), e.g. two glyphs of two
#: colours. The colour "bold" is bold in Markdown too.
Cell = tuple[tuple[str, "str | None"], ...]
#: Paints text in a named colour (or returns it as it is, where colour is not wanted).
Painter = Callable[[str, str], str]
#: Between two columns in text: a space of padding either side of a space; two spaces
#: when the table is still too wide once its shrinking columns are cut.
_GAP = "   "
_NARROW_GAP = "  "
_MARKDOWN_ALIGN = {"left": "---", "right": "---:", "center": ":---:"}


def cell(text: str, color: str | None = None) -> Cell:
    """A cell of one piece of text in one colour. Text in a cell may come from outside (a
    title, a name another user chose, an answer): it is made `printable` here."""
    return ((printable(text), color),)


class Table(NamedTuple):
    """A titled table: its columns and its rows of cells (one cell per column)."""

    title: str
    columns: Sequence[Column]
    rows: Sequence[Sequence[Cell]]

    def without(self, *headers: str) -> "Table":
        """This table less the columns headed `headers`."""
        kept = [column.header not in headers for column in self.columns]
        return self._replace(
            columns=[column for column, keep in zip(self.columns, kept, strict=True) if keep],
            rows=[[c for c, keep in zip(row, kept, strict=True) if keep] for row in self.rows],
        )

    def text_lines(self, max_width: int | None = None, paint: Painter | None = None) -> list[str]:
        """The table as lines of text: the title centred, the headers over a rule, the
        rows in aligned columns. To fit in `max_width`, the columns that `drops` are left
        out and the columns drawn closer, as far as needed; then the cells of a column
        that `shrinks` are cut (ending in `…`), never below the width of the header.
        `paint` colours the pieces that have a colour. No line ends in spaces."""
        table = self._fitting(max_width) if max_width else self
        gap = _GAP
        if max_width and _line_width(table._widths(None, gap), gap) > max_width:
            gap = _NARROW_GAP  # closer columns before any cell is cut
        widths = table._widths(max_width, gap)

        def line(cells: Sequence[Cell]) -> str:
            shown = zip(cells, table.columns, widths, strict=True)
            return (" " + gap.join(_show(*each, paint) for each in shown)).rstrip()

        # A header of fewer lines than the others stands on the bottom line, by the rule.
        headers = [column.header.splitlines() for column in table.columns]
        height = max(len(lines) for lines in headers)
        headers = [[""] * (height - len(lines)) + lines for lines in headers]
        shown = cut(table.title, max_width) if max_width else table.title
        title = " " * max(0, (_line_width(widths, gap) - display_width(shown)) // 2) + shown
        return [
            *([paint(title, "bold") if paint else title] if table.title else []),
            *(line([cell(lines[n], "bold") for lines in headers]) for n in range(height)),
            "─" * _line_width(widths, gap),
            *(line(row) for row in table.rows),
        ]

    def _fitting(self, max_width: int) -> "Table":
        """This table less the columns that `drops`, the right-most first, as long as
        its cells, whole, are wider than `max_width`."""
        table, dropping = self, [c.header for c in reversed(self.columns) if c.drops]
        while dropping and _line_width(table._widths(None, _NARROW_GAP), _NARROW_GAP) > max_width:
            table = table.without(dropping.pop(0))
        return table

    def html(self) -> str:
        """The table in HTML (for Jupyter): its title as the caption, text escaped."""
        from html import escape  # only a notebook's table (start-up time)

        def row(cells: Sequence[str], tag: str) -> str:
            return "<tr>" + "".join(f"<{tag}>{escape(c)}</{tag}>" for c in cells) + "</tr>"

        caption = f"<caption>{escape(self.title)}</caption>" if self.title else ""
        head = row([" ".join(column.header.split()) for column in self.columns], "th")
        body = "".join(row(["".join(t for t, _ in c) for c in cells], "td") for cells in self.rows)
        return f"<table>{caption}<thead>{head}</thead><tbody>{body}</tbody></table>"

    def markdown(self) -> str:
        """The table in Markdown, after its title as a paragraph; cells in "bold" are
        bold, and `|` is escaped."""
        header = [" ".join(column.header.split()) for column in self.columns]
        align = [_MARKDOWN_ALIGN[column.justify] for column in self.columns]
        lines = [self.title, ""] if self.title else []
        lines += [_markdown_line(header), _markdown_line(align)]
        lines += [_markdown_line([_markdown_cell(c) for c in row]) for row in self.rows]
        return "\n".join(lines) + "\n"

    def _widths(self, max_width: int | None, gap: str) -> list[int]:
        headers = [max(map(len, column.header.splitlines() or [""])) for column in self.columns]
        widths = []
        for i, (column, header) in enumerate(zip(self.columns, headers, strict=True)):
            width = max([header] + [_len(row[i]) for row in self.rows])
            widths.append(min(width, max(column.limit, header)) if column.limit else width)
        for i, column in enumerate(self.columns):
            over = _line_width(widths, gap) - (max_width or _line_width(widths, gap))
            if column.shrinks and over > 0:
                widths[i] = max(widths[i] - over, headers[i])
        return widths


def _show(pieces: Cell, column: Column, width: int, paint: Painter | None) -> str:
    """The cell padded to `width` as its column aligns it, cut with `…` if too long."""
    if _len(pieces) > width:
        pieces = _cut(pieces, width)
    space = width - _len(pieces)
    left = {"left": 0, "right": space, "center": space // 2}[column.justify]
    body = "".join(
        paint(text, color) if paint and color and text else text for text, color in pieces
    )
    return " " * left + body + " " * (space - left)


def cut(text: str, width: int) -> str:
    """`text` in at most `width` columns, ending in `…` where it is cut: the one way a
    name or a title is cut (a cell of a table, a name in a picture)."""
    return text if display_width(text) <= width else _cut(cell(text), width)[0][0]


def display_width(text: str) -> int:
    """The columns `text` takes on a terminal: two for a wide character (CJK, most
    emoji), none for a combining mark or a joiner. A name of 22 CJK characters counted
    22 and took 44: its row wrapped, and in a picture it ran over the next column."""
    if text.isascii():
        return len(text)
    return sum(map(_char_width, text))


def _char_width(char: str) -> int:
    import unicodedata  # a C module: beyond ASCII only

    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def _taken(text: str, room: int) -> str:
    """The longest start of `text` that takes at most `room` columns."""
    if text.isascii():
        return text[:room]
    used = 0
    for index, char in enumerate(text):
        used += _char_width(char)
        if used > room:
            return text[:index]
    return text


def _cut(pieces: Cell, width: int) -> Cell:
    """The cell cut to `width` columns, ending in `…`, each piece kept in its colour."""
    kept: list[tuple[str, str | None]] = []
    room = width - 1
    for text, color in pieces:
        if room > 0:
            kept.append((_taken(text, room), color))
            room -= display_width(kept[-1][0])
    last, color = kept[-1] if kept else ("", None)
    return (*kept[:-1], (last + "…", color))


def _len(pieces: Cell) -> int:
    return sum(display_width(text) for text, _ in pieces)


def _line_width(widths: list[int], gap: str) -> int:
    """The width of a line whose columns have these widths, `gap` apart."""
    return sum(widths) + len(gap) * (len(widths) - 1) + 2


def _markdown_cell(pieces: Cell) -> str:
    """A cell as Markdown: its text is text, never markup (a title from the site may
    hold `<img>`, `<script>`, a `[link](javascript:...)`, backticks or `|`), on one line."""
    escaped = ((_markdown_text(t), color) for t, color in pieces)
    return "".join(f"**{t}**" if color == "bold" and t else t for t, color in escaped)


#: What makes Markdown of text in a table cell: HTML's characters, as entities (raw HTML
#: passes through Markdown), and the marks of code, emphasis, strikethrough, links and
#: cells, each escaped with a backslash.
_HTML_ENTITIES = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}
_MARKDOWN_MARKS = "\\`*_[]~|"


def _markdown_text(text: str) -> str:
    text = one_line(text).translate(str.maketrans(_HTML_ENTITIES))
    return "".join(f"\\{c}" if c in _MARKDOWN_MARKS else c for c in text)


def _markdown_line(cells: Sequence[str]) -> str:
    return "| " + " | ".join(cells) + " |"
