"""How the site's pages look: your stats (`aoc stats`, the README's stats section) and a
private leaderboard (`aoc leaderboard`), as tables and words the faces paint, and how
old a kept copy of either is.

A leaderboard's day shows how many parts a member solved, as the site does with gold
and silver stars; its glyphs are not the free star's (★ ☆, see `looks`), which means
something else.
"""

from datetime import datetime

from aoc_framework.model import clock
from aoc_framework.model.durations import format_wait
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.site.kept_copy import FETCH_INTERVAL, next_fetch_at
from aoc_framework.site.leaderboard import Leaderboard, Member
from aoc_framework.site.stats import YearStats
from aoc_framework.views.looks import Look
from aoc_framework.views.table import Cell, Column, Table, cell

#: A day on a leaderboard by the parts a member solved (0, 1 or 2), as the site
#: shows them: nothing yet, the first star only (silver: plain, "" is no colour), both
#: (gold).
PARTS_DONE = (
    Look("·", "dim", "not yet"),
    Look("◐", "", "first part only"),
    Look("●", "yellow", "both parts"),
)
#: The leaderboard's legend, most done first.
LEADERBOARD_LEGEND = "  ".join(f"{look.glyph} {look.word}" for look in reversed(PARTS_DONE))
#: A part the stats page does not list: not solved.
UNSOLVED = "-"


def stats_table(stats: YearStats) -> Table:
    """A row per day solved, latest first as on the site: each part's time, and its
    rank and score when the page gives them."""
    per_part = ("Time", "Rank", "Score") if stats.ranked else ("Time",)
    columns = [Column("Day", "right")]
    for part in (1, 2):
        headers = [
            f"Part {part}\n{name}" if n == 0 else f"\n{name}" for n, name in enumerate(per_part)
        ]
        columns += [Column(header, "right") for header in headers]
    rows = []
    for day in sorted(stats.days, reverse=True):
        row = [cell(str(day))]
        for part in (1, 2):
            found = stats.days[day].get(part)
            if found is None:
                row += [cell(UNSOLVED, "dim")] + [cell("")] * (len(per_part) - 1)
                continue
            row.append(cell(found.time_text))
            if stats.ranked:
                row += [cell(str(found.rank)), cell(str(found.score))]
        rows.append(row)
    title = f"{stats.year}: {stats.stars} stars, your times"
    return Table(title, columns, rows)


def leaderboard_table(board: Leaderboard) -> Table:
    """The standings as a table: rank, local score, stars, a glyph per day, name (cut
    on a narrow terminal)."""
    owner = next((m for m in board.members if m.id == board.owner_id), None)
    title = f"{board.year} private leaderboard {board.board_id}"
    if owner is not None:
        title += f" ({owner.display_name}'s)"
    puzzles = [PuzzleDay(board.year, day) for day in range(1, board.days + 1)]
    columns = [
        Column("#", "right"),
        Column("Score", "right"),
        Column("Stars", "right"),
        Column(day_header(puzzles)),
        Column("Member", shrinks=True),
    ]
    rows = []
    rank = 0
    for position, member in enumerate(board.members, start=1):
        # Members with the same score share a rank, as on the site.
        if position == 1 or member.local_score != board.members[position - 2].local_score:
            rank = position
        numbers = (f"{rank})", str(member.local_score), str(member.stars))
        rows.append([*map(cell, numbers), day_cells(member, puzzles), cell(member.display_name)])
    return Table(title, columns, rows)


def day_header(puzzles: list[PuzzleDay]) -> str:
    """The day numbers written downwards, one character per day: tens over units."""
    tens = "".join(str(p.day // 10) if p.day >= 10 else " " for p in puzzles)
    units = "".join(str(p.day % 10) for p in puzzles)
    return f"{tens}\n{units}"


def day_cells(member: Member, puzzles: list[PuzzleDay]) -> Cell:
    """One glyph per day for the parts `member` solved, in its colour."""
    looks = (PARTS_DONE[member.parts_by_day.get(p.day, 0)] for p in puzzles)
    return tuple((look.glyph, look.color or None) for look in looks)


def freshness(fetched_at: datetime, fetched_now: bool) -> str:
    """How old a shown copy of a leaderboard page (fetched at `fetched_at`) is, and when
    the site allows the next fetch."""
    minutes = int(FETCH_INTERVAL.total_seconds() // 60)
    if fetched_now:
        return f"fetched just now; the next fetch is allowed in {minutes} min"
    age = format_wait(max(0.0, (clock.now() - fetched_at).total_seconds()))
    wait = format_wait((next_fetch_at(fetched_at) - clock.now()).total_seconds())
    return (
        f"cached copy, fetched {age} ago (adventofcode.com asks for one fetch every "
        f"{minutes} min; the next is allowed in {wait})"
    )
