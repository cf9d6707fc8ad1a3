"""A private leaderboard's race as an SVG picture (`aoc leaderboard --svg FILE`): each
member's position after each day, as lines, over a grid of each day's times.

Members stand in rows by their standing, best first, their names on the left; the
days are columns. The top of the picture follows each member's position from day to
day (their line ends on their row); below, each day's cell holds the time from the
unlock to the first star and, under it, part 2's delta, in gold, silver or bronze for
the first three to that star. Its colours and font are the calendar's (`svg`), on the
site's dark background, so it reads the same in GitHub's light and dark themes. Names
are other users' text: `text_element` keeps them text.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from aoc_framework.project.files import update_file
from aoc_framework.project.layout import Project
from aoc_framework.showcase.svg import BACKGROUND, CELL, DIM, EDGE, FONT, GOLD, TEXT, text_element
from aoc_framework.site.leaderboard import Leaderboard
from aoc_framework.site.leaderboard_race import DayRace, Finish, Race, Standing
from aoc_framework.views.leaderboard import short_time
from aoc_framework.views.table import cut

_MARGIN, _NAME_W, _SCORE_W, _TITLE_H, _HEADER_H = 12, 176, 48, 24, 44
#: The height of a member's row in the positions and in the grid (two lines of text).
_LINE_ROW, _GRID_ROW = 16, 28
#: The size of the cells' text, and the width of one of its characters (monospace).
_CELL_FONT, _CHAR_W = 10, 6.0
#: Gold, silver and bronze: the first three to a star.
_MEDALS = ("#ffd700", "#c0c0c0", "#cd7f32")
#: Each member's line, by standing (cycled): distinct on the dark background.
_PALETTE = (
    "#ffff66", "#66ccff", "#ff6666", "#66ff99", "#ff99ff", "#ffaa33",
    "#99ffff", "#cc99ff", "#ccff66", "#ff6699", "#33aaff", "#ffcc99",
)  # fmt: skip
#: Up to this many members, their lines are thick.
_THICK_LINES = 30
#: The longest name shown whole; longer ones are cut, ending in "…".
_NAME_CHARS = 22
#: Every text in the font the picture names once.
_text = partial(text_element, font=False)


def leaderboard_svg(board: Leaderboard, race: Race) -> str:
    """The picture of `board`'s `race` (see the module's docstring)."""
    days = len(race.days)
    cell_w = 37 if days > 12 else 64
    members = len(race.standings)
    width = 2 * _MARGIN + _NAME_W + days * cell_w + _SCORE_W
    lines_top = _MARGIN + _TITLE_H + _HEADER_H
    grid_top = lines_top + members * _LINE_ROW + _HEADER_H
    height = grid_top + members * _GRID_ROW + 34
    title = f"Advent of Code {board.year} · private leaderboard {board.board_id}"
    left = _MARGIN + _NAME_W
    parts = [
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
        f"viewBox='0 0 {width} {height}' role='img' aria-label='Advent of Code leaderboard' "
        f"{FONT}>",
        f"<rect width='{width}' height='{height}' rx='8' fill='{BACKGROUND}'/>",
        _text(_MARGIN, _MARGIN + 16, title, GOLD, 15, bold=True),
        _text(_MARGIN, lines_top - 26, "Position after each day", TEXT, 12, bold=True),
        _day_numbers(left, lines_top - 6, days, cell_w),
        *_positions(board, race, left, lines_top, cell_w),
        _text(
            _MARGIN, grid_top - 26, "Each day: time to part 1, then part 2's Δ", TEXT, 12, bold=True
        ),
        _day_numbers(left, grid_top - 6, days, cell_w),
        _text(width - _MARGIN, grid_top - 6, "score", DIM, 10, end=True),
        *_grid(board, race, left, grid_top, cell_w),
        _legend(_MARGIN, height - 14),
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


def _day_numbers(left: int, y: int, days: int, cell_w: int) -> str:
    return "".join(
        _text(left + (day - 0.5) * cell_w + 3, y, str(day), DIM, 10, end=True)
        for day in range(1, days + 1)
    )


def _positions(board: Leaderboard, race: Race, left: int, top: int, cell_w: int) -> list[str]:
    """Each member's name on their row, and their line through their position after
    each day with a star, ending on that row."""
    shapes = []
    stroke = 2 if len(race.standings) <= _THICK_LINES else 1
    ranks = board.ranks
    for row, standing in enumerate(race.standings):
        colour = _PALETTE[row % len(_PALETTE)]
        y = top + row * _LINE_ROW + _LINE_ROW / 2
        shapes.append(_name(ranks[row], standing, y + 4, colour, 11))
        points = " ".join(
            f"{left + (day - 0.5) * cell_w:.1f},{top + (place - 0.5) * _LINE_ROW:.1f}"
            for day, place in enumerate(standing.positions[: race.last_day], start=1)
        )
        if points:
            shapes.append(
                f"<polyline points='{points}' fill='none' stroke='{colour}' "
                f"stroke-width='{stroke}' stroke-linejoin='round' opacity='0.85'/>"
            )
            last = points.rsplit(" ", 1)[-1].split(",")
            shapes.append(f"<circle cx='{last[0]}' cy='{last[1]}' r='3' fill='{colour}'/>")
    return shapes


def _grid(board: Leaderboard, race: Race, left: int, top: int, cell_w: int) -> list[str]:
    """A row per member: their name, a cell per day, their local score."""
    finishes = {(f.member.id, d.day): (d, f) for d in race.days for f in d.finishes}
    shapes = []
    right = left + len(race.days) * cell_w
    ranks = board.ranks
    for row, (member, standing) in enumerate(zip(board.members, race.standings, strict=True)):
        y = top + row * _GRID_ROW
        colour = _PALETTE[row % len(_PALETTE)]
        shapes.append(_name(ranks[row], standing, y + _GRID_ROW / 2 + 4, colour, 11))
        for day in race.days:
            x = left + (day.day - 1) * cell_w
            found = finishes.get((member.id, day.day))
            shapes.append(_cell(x, y, cell_w, *found) if found else _empty(x, y, cell_w))
        shapes.append(
            _text(
                right + _SCORE_W, y + _GRID_ROW / 2 + 4, str(member.local_score), GOLD, 11, end=True
            )
        )
    return shapes


def _name(rank: int, standing: Standing, y: float, colour: str, size: int) -> str:
    """A member's rank (shared with those of the same score) and name, cut to fit."""
    name = cut(standing.member.display_name, _NAME_CHARS)
    number = _text(_MARGIN + 22, y, str(rank), DIM, size, end=True)
    return number + _text(_MARGIN + 28, y, name, colour, size)


def _empty(x: float, y: float, width: int) -> str:
    return (
        f"<rect x='{x + 1}' y='{y + 1}' width='{width - 2}' height='{_GRID_ROW - 2}' "
        f"rx='3' fill='{BACKGROUND}' stroke='{CELL}'/>"
    )


def _cell(x: float, y: float, width: int, day: DayRace, finish: Finish) -> str:
    """A member's day: the time to part 1 on top (silver, as the site's first star),
    part 2's delta below (gold; "free" for the final day's free star), each after a
    medal for a place on that star's podium."""
    first, second = finish.seconds
    edge = EDGE if second is not None else CELL
    shapes = [
        f"<rect x='{x + 1}' y='{y + 1}' width='{width - 2}' height='{_GRID_ROW - 2}' "
        f"rx='3' fill='{CELL}' stroke='{edge}'/>"
    ]
    if day.free_second_star and second is not None:
        below = "free"
    else:
        below = short_time(finish.delta) if finish.delta is not None else "–"
    lines = (short_time(first) if first is not None else "–", below)
    for part, (shown, colour) in enumerate(zip(lines, (TEXT, GOLD), strict=True)):
        baseline = y + 12 + 12 * part
        shapes.append(_text(x + width - 3, baseline, shown, colour, _CELL_FONT, end=True))
        rank = finish.ranks[part]
        if rank is not None and rank <= len(_MEDALS):
            medal = _MEDALS[rank - 1]
            cx = x + width - 7 - _CHAR_W * len(shown)
            shapes.append(f"<circle cx='{cx:.1f}' cy='{baseline - 3}' r='2.5' fill='{medal}'/>")
    return "".join(shapes)


def _legend(x: int, y: int) -> str:
    """What the cells say: their times, and the podium's colours."""
    words = "top: time from the unlock to part 1 (2m31, 16m, 3h05, 2d); below: part 2's Δ"
    shapes = [_text(x, y, words, DIM, 10)]
    left = x + 6 * len(words) + 16
    for colour, word in zip(_MEDALS, ("1st", "2nd", "3rd to the star"), strict=True):
        shapes.append(f"<circle cx='{left + 4}' cy='{y - 4}' r='4' fill='{colour}'/>")
        shapes.append(_text(left + 12, y, word, DIM, 10))
        left += 24 + 6 * len(word)
    return "".join(shapes)


def write_leaderboard(project: Project, path: Path, board: Leaderboard, race: Race) -> None:
    """Draw `board`'s `race` into the picture at `path`, under its lock as every shared
    file; the same picture is left untouched."""
    picture = leaderboard_svg(board, race)
    update_file(project, path, lambda _: picture)
