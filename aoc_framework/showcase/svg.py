"""The calendar as an SVG picture: a row of days per year, each with its two stars, and
optionally its solve time and its run time.

The picture carries its own dark background (the site's), so it reads the same in
GitHub's light and dark themes; stars are drawn as shapes, not as font glyphs, so they
look alike in every renderer. Gold: a star earned; an outline: missing; the free star
of the final day is gold with a ring once earned, dashed until then.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from math import cos, pi, sin
from pathlib import Path

from aoc_framework.model.durations import format_ns
from aoc_framework.model.results import Verdict
from aoc_framework.model.text import one_line
from aoc_framework.project.files import update_file
from aoc_framework.project.layout import Project
from aoc_framework.showcase.calendar import DayPicture, YearPicture
from aoc_framework.site.stats import PartStats

BACKGROUND, CELL, EDGE = "#0f0f23", "#1a1a33", "#333355"
TEXT, DIM, GOLD, EMPTY = "#cccccc", "#8f8fa8", "#ffff66", "#55557a"
FONT = "font-family='Source Code Pro, DejaVu Sans Mono, monospace'"
_CELL_W, _CELL_H, _GAP, _MARGIN, _LABEL_W, _TITLE_H = 44, 44, 4, 12, 60, 22
_LINE_H = 12


def calendar_svg(
    years: Sequence[YearPicture], *, solve_times: bool = False, run_times: bool = False
) -> str:
    """The picture of `years`, one row each, with the solve and run time lines asked
    for; a legend below."""
    lines = int(solve_times) + int(run_times)
    cell_h = _CELL_H + lines * _LINE_H
    widest = max((len(year.days) for year in years), default=0)
    width = 2 * _MARGIN + _LABEL_W + widest * (_CELL_W + _GAP)
    height = 2 * _MARGIN + _TITLE_H + len(years) * (cell_h + _GAP) + 20
    parts = [
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
        f"viewBox='0 0 {width} {height}' role='img' aria-label='Advent of Code calendar'>",
        f"<rect width='{width}' height='{height}' rx='8' fill='{BACKGROUND}'/>",
        text_element(_MARGIN, _MARGIN + 14, "Advent of Code", GOLD, 14, bold=True),
    ]
    top = _MARGIN + _TITLE_H
    for row, year in enumerate(years):
        y = top + row * (cell_h + _GAP)
        parts.append(text_element(_MARGIN, y + 18, str(year.year), TEXT, 13, bold=True))
        parts.append(
            text_element(_MARGIN, y + 32, f"{year.recorded_stars}/{year.possible}", GOLD, 10)
        )
        for index, day in enumerate(year.days):
            x = _MARGIN + _LABEL_W + index * (_CELL_W + _GAP)
            parts.append(_day(x, y, cell_h, day, solve_times, run_times))
    parts.append(_legend(_MARGIN, height - _MARGIN - 4))
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _day(x: int, y: int, height: int, day: DayPicture, solve: bool, run: bool) -> str:
    shapes = [
        f"<rect x='{x}' y='{y}' width='{_CELL_W}' height='{height}' rx='4' fill='{CELL}' "
        f"stroke='{EDGE}'/>",
        text_element(x + 4, y + 12, str(day.puzzle.day), DIM, 10),
    ]
    for part, star in enumerate(day.stars):
        shapes.append(_star(x + 13 + part * 18, y + 29, star))
    line = y + _CELL_H
    if solve:
        seconds = day.solve_seconds
        shown = PartStats(seconds).time_text if seconds is not None else ""
        shapes.append(text_element(x + 3, line + 6, shown, TEXT, 8))
        line += _LINE_H
    if run:
        shown = format_ns(day.run_ns) if day.run_ns is not None else ""
        shapes.append(text_element(x + 3, line + 6, shown, DIM, 8))
    return "".join(shapes)


def _star(cx: float, cy: float, star: Verdict | None, radius: float = 7.5) -> str:
    """A five-pointed star centred on (cx, cy), drawn for a part's recorded verdict."""
    points = " ".join(
        f"{cx + r * sin(k * pi / 5):.1f},{cy - r * cos(k * pi / 5):.1f}"
        for k in range(10)
        for r in [radius if k % 2 == 0 else radius * 0.45]
    )
    if star is Verdict.CORRECT:
        return f"<polygon points='{points}' fill='{GOLD}'/>"
    if star is Verdict.FREE_STAR:
        ring = f"<circle cx='{cx}' cy='{cy}' r='{radius + 2}' fill='none' stroke='{GOLD}'/>"
        return f"<polygon points='{points}' fill='{GOLD}'/>{ring}"
    dash = " stroke-dasharray='2 2'" if star is Verdict.FREE_STAR_LATER else ""
    return f"<polygon points='{points}' fill='none' stroke='{EMPTY}'{dash}/>"


def _legend(x: int, y: int) -> str:
    entries = [(Verdict.CORRECT, "earned"), (None, "missing"), (Verdict.FREE_STAR, "free star")]
    shapes = []
    for index, (star, word) in enumerate(entries):
        left = x + index * 110
        shapes.append(_star(left + 6, y - 4, star, radius=5))
        shapes.append(text_element(left + 20, y, word, DIM, 10))
    return "".join(shapes)


def text_element(
    x: float,
    y: float,
    text: str,
    fill: str,
    size: int,
    *,
    bold: bool = False,
    end: bool = False,
    font: bool = True,
) -> str:
    """A line of text at (x, y) (its end there with `end`), in the pictures' font (or
    the one it inherits, without `font`: a picture of thousands of texts names it
    once). The text may be another user's (a leaderboard name): it is made `one_line`
    and escaped, so it is only ever text, never markup."""
    weight = " font-weight='bold'" if bold else ""
    anchor = " text-anchor='end'" if end else ""
    family = f" {FONT}" if font else ""
    where = f"x='{x}' y='{y}' fill='{fill}' font-size='{size}'{family}{weight}{anchor}"
    return f"<text {where}>{escape(one_line(text))}</text>"


def write_calendar(
    project: Project,
    path: Path,
    years: Sequence[YearPicture],
    *,
    solve_times: bool = True,
    run_times: bool = True,
) -> None:
    """Draw `years` into the picture at `path`, under its lock as every shared file
    (`aoc calendar`, and `aoc readme` beside the README); the same picture is left
    untouched."""
    picture = calendar_svg(years, solve_times=solve_times, run_times=run_times)
    update_file(project, path, lambda _: picture)
