"""Capital letters drawn in an answer, as some Advent of Code parts have them.

A few parts (2016 day 8, 2018 day 10, 2019 days 8 and 11, 2021 day 13, 2022 day 10) are
answered by letters that the solution draws on a grid: 6 rows high in most years, 10 rows
high in 2018. Solutions return the drawing; `read_letters` turns it into the letters.

The glyph tables and the matching come from the `aococr` package, the one library on PyPI
that has both fonts. It is imported only when `read_letters` meets something shaped like a
drawing: `aoc` start-up time matters.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

# Font height -> aococr's font size (height, width of most glyphs).
_FONT_SIZES = {6: (6, 4), 10: (10, 6)}

_INK, _PAPER = "#", "."  # the glyph pair aococr matches against


def read_letters(drawing: str) -> str | None:
    """The capital letters drawn in `drawing` in the Advent of Code 6-row or 10-row font.

    Ink and paper may be any two glyphs (`#`/`.`, `█`/space, `1`/`0`...); blank rows and
    columns around the letters, blank lines around the drawing, ragged line lengths and
    trailing spaces are ignored, and so is a separator between the pixels (`# . # # .`:
    the same glyph in every other column), whether a row starts with a pixel or with the
    separator (` # # . #`, as 2018 day 10's sky is often printed). None when `drawing`
    is not a drawing of letters, or when any inked pixel is not part of a recognised
    letter: a partly read drawing is never an answer.
    """
    lines = _lines(drawing)
    for rows in (lines, *_unseparated(lines)):
        letters = _read_rows(_rows(rows)) if rows else None
        if letters is not None:
            return letters
    return None


def _read_rows(rows: list[str]) -> str | None:
    if len(rows) < 2:
        return None
    pair = _glyph_pair(rows)
    if pair is None:
        return None
    for ink in _ink_candidates(rows, pair):
        bitmap = _bitmap(rows, ink)
        letters = _read_bitmap(bitmap)
        if letters is None and _doubled(bitmap):  # `██` for a pixel, as 2022's screens
            letters = _read_bitmap([row[::2] for row in bitmap])
        if letters is not None:
            return letters
    return None


def _doubled(bitmap: list[list[bool]]) -> bool:
    """Whether every pixel is drawn twice side by side (columns come in equal pairs)."""
    return bool(bitmap) and all(len(row) % 2 == 0 and row[::2] == row[1::2] for row in bitmap)


def _lines(text: str) -> list[str]:
    # Trailing whitespace carries no pixels: where paper is a space, rows are padded back
    # with paper; elsewhere it is editor or print noise.
    rows = [line.rstrip() for line in text.splitlines()]
    while rows and not rows[0]:
        rows.pop(0)
    while rows and not rows[-1]:
        rows.pop()
    return rows


def _unseparated(rows: list[str]) -> list[list[str]]:
    """The rows without a separator between their pixels (`# . #`, `#|.|#`, ` # . #`):
    for each column the first pixel may sit in (0 or 1), the rows with every other
    column dropped, if the dropped columns hold one glyph and nothing else."""
    readings = []
    for first in (0, 1):
        between = {row[column] for row in rows for column in range(1 - first, len(row), 2)}
        if len(between) == 1:
            readings.append([row[first::2] for row in rows])
    return readings


def _rows(rows: list[str]) -> list[str]:
    glyphs = set("".join(rows))
    if " " in glyphs and len(glyphs) > 2:
        # Paper of spaces and ink of several glyphs (2018's sky plotted with the count of
        # stars on each point): everything visible is ink.
        rows = ["".join(" " if char == " " else "#" for char in row) for row in rows]
    return rows


def _glyph_pair(rows: Sequence[str]) -> tuple[str, str] | None:
    glyphs = set("".join(rows))
    if len(glyphs) == 2:
        first, second = sorted(glyphs)
        return first, second
    # One glyph on ragged rows: the paper was spaces, stripped from the line ends (a lone
    # `L` drawn with `#` and spaces).
    if len(glyphs) == 1 and " " not in glyphs and len({len(row) for row in rows}) > 1:
        return next(iter(glyphs)), " "
    return None


def _ink_candidates(rows: Sequence[str], pair: tuple[str, str]) -> list[str]:
    # Ink must be visible, so a space is always paper. Otherwise try the rarer glyph as ink
    # first, as letters leave more paper than ink; but a short word of dense letters (`BE`
    # is 29 ink pixels to 25 paper) inverts that, so the other reading is tried too. That
    # is safe because the negative of letters does not read as letters (the tests try
    # every two-letter word of both fonts).
    if " " in pair:
        return [pair[0] if pair[1] == " " else pair[1]]
    counts = Counter("".join(rows))
    return sorted(pair, key=lambda glyph: (counts[glyph], glyph))


def _bitmap(rows: Sequence[str], ink: str) -> list[list[bool]]:
    width = max(len(row) for row in rows)
    # Short rows are padded with paper: only paper can have been stripped off or left out.
    bitmap = [[char == ink for char in row] + [False] * (width - len(row)) for row in rows]
    inked = [y for y, row in enumerate(bitmap) if any(row)]
    # Only the rows need trimming, to tell the font by its height: aococr walks across
    # columns of paper on its own.
    return bitmap[inked[0] : inked[-1] + 1] if inked else []


def _read_bitmap(bitmap: list[list[bool]]) -> str | None:
    font_size = _FONT_SIZES.get(len(bitmap))
    if font_size is None:
        return None
    from aococr import aococr  # its font tables: only for an answer drawn in letters

    pixels = [[_INK if pixel else _PAPER for pixel in row] for row in bitmap]
    letters = aococr(pixels, pixel_on_off_values=(_INK, _PAPER), fontsize=font_size)
    # aococr skips what it does not recognise and returns the rest. Its matches are exact
    # (paper included) and do not overlap, so the drawing is read whole exactly when the
    # matched letters hold all of its ink.
    drawn_ink = sum(row.count(True) for row in bitmap)
    glyph_ink = _glyph_ink(font_size)
    if not letters or sum(glyph_ink[letter] for letter in letters) != drawn_ink:
        return None
    return letters


def _glyph_ink(font_size: tuple[int, int]) -> dict[str, int]:
    # aococr.resources.read_resource is the table aococr itself matches with (and caches);
    # it is not re-exported by the package, hence the upper bound on aococr in pyproject.
    from aococr.resources import read_resource

    return {
        letter: sum(row.count(_INK) for row in glyph) for letter, glyph in read_resource(font_size)
    }
