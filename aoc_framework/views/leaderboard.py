"""How a private leaderboard looks (`aoc leaderboard`, its picture): the standings, one
day's race, and the one way each of its times is written.

A leaderboard's day shows how many parts a member solved, as the site does with gold
and silver stars; its glyphs are not the free star's (★ ☆, see `looks`), which means
something else. Its times are durations from a day's unlock (midnight US Eastern), the
same in every zone; the one moment shown, a day's unlock, is written by `clock.local_time`.
"""

from __future__ import annotations

from aoc_framework.model import clock
from aoc_framework.model.puzzle import PuzzleDay, unlock_time
from aoc_framework.site.leaderboard import Leaderboard, Member
from aoc_framework.site.leaderboard_race import PARTS, PODIUM, DayRace, Finish, Race
from aoc_framework.views.looks import Look
from aoc_framework.views.table import Cell, Column, Table, cell, cut

#: A day on a leaderboard by the parts a member solved (0, 1 or 2), as the site
#: shows them: nothing yet, the first star only (silver: plain, "" is no colour), both
#: (gold).
PARTS_DONE = (
    Look("·", "dim", "not yet"),
    Look("◐", "", "first part only"),
    Look("●", "yellow", "both parts"),
)
#: The standings' legend, most done first, then the race's two columns.
LEADERBOARD_LEGEND = (
    "  ".join(f"{look.glyph} {look.word}" for look in reversed(PARTS_DONE))
    + "\nBest Δ: fastest part 2 after part 1  Top 3: podiums (see --day N)"
)
#: A star not got (yet).
NO_STAR = "-"
#: The most of a member's name shown, piped too: a name of 300 characters (the site
#: takes them) made every line of the table 364 columns wide.
NAME_LIMIT = 40


def leaderboard_table(board: Leaderboard, race: Race) -> Table:
    """The standings as a table: rank, local score, stars, a glyph per day, the best
    delta and the podiums, name (cut on a narrow terminal)."""
    owner = next((m for m in board.members if m.id == board.owner_id), None)
    title = f"{board.year} private leaderboard {board.board_id}"
    if owner is not None:
        title += f" ({cut(owner.display_name, NAME_LIMIT)}'s)"
    puzzles = [PuzzleDay(board.year, day) for day in range(1, board.days + 1)]
    columns = [
        Column("#", "right"),
        Column("Score", "right"),
        # Left out on a terminal too narrow for a row, before a name is cut (a split
        # pane of 50 columns wrapped each row onto two lines).
        Column("Stars", "right", drops=True),
        Column(day_header(puzzles)),
        Column("Best\nΔ", "right", drops=True),
        Column("Top\n3", "right", drops=True),
        Column("Member", shrinks=True, limit=NAME_LIMIT),
    ]
    rows = []
    for rank, member, standing in zip(board.ranks, board.members, race.standings, strict=True):
        numbers = (f"{rank})", str(member.local_score), str(member.stars))
        best = short_time(standing.best_delta) if standing.best_delta is not None else NO_STAR
        rows.append(
            [
                *map(cell, numbers),
                day_cells(member, puzzles),
                cell(best),
                cell(str(standing.podiums)),
                cell(member.display_name),
            ]
        )
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


def day_table(board: Leaderboard, day: DayRace) -> Table:
    """One day's race: each member with a star of it, fastest first (by the second
    star, then the first), with the time from the unlock to each star and its rank
    among the members (the first three in colour: the podium), part 2's delta, and the
    points the day earned."""
    columns = [
        Column("Part 1", "right"),
        Column("Rank", "right"),
        Column("Part 2", "right"),
        Column("Rank", "right"),
        Column("Δ", "right", drops=True),
        Column("Points", "right", drops=True),
        Column("Member", shrinks=True, limit=NAME_LIMIT),
    ]
    rows = [_finish_row(finish, day) for finish in day.finishes]
    title = f"{board.year} day {day.day}, private leaderboard {board.board_id}"
    return Table(title, columns, rows)


def _finish_row(finish: Finish, day: DayRace) -> list[Cell]:
    row: list[Cell] = []
    for part, seconds, rank in zip(PARTS, finish.seconds, finish.ranks, strict=True):
        row.append(cell(race_time(seconds) if seconds is not None else NO_STAR))
        podium = finish.member in day.podium(part)
        row.append(cell(str(rank) if rank is not None else "", "yellow" if podium else None))
    if day.free_second_star and finish.seconds[1] is not None:
        row.append(cell("free", "dim"))
    else:
        row.append(cell(race_time(finish.delta) if finish.delta is not None else NO_STAR))
    return [*row, cell(str(finish.points)), cell(finish.member.display_name)]


def day_footer(board: Leaderboard, day: DayRace) -> str:
    """What the day's table does not say: when the day unlocked, who has no star of it,
    what its columns mean."""
    unlock = unlock_time(board.year, day.day)
    unlocked = "unlocks" if unlock > clock.now() else "unlocked"
    missing = len(board.members) - len(day.finishes)
    lines = [
        f"Day {day.day} {unlocked} at {clock.local_time(unlock)}; times are from the unlock",
        f"Rank: among the members, the first {PODIUM} the podium; Δ: part 2's time after part 1",
    ]
    if day.free_second_star:
        lines.append("Part 2 of the final day is the free star, given with every other star")
    if missing:
        lines.append(f"without a star of day {day.day}: {missing} of {len(board.members)} members")
    return "\n".join(lines)


def race_time(seconds: int) -> str:
    """A time from the unlock (or between two stars) in full, as the site writes it:
    `00:02:31`; a day or more, `1d 03:12:00`."""
    days, rest = divmod(max(0, seconds), 86_400)
    hours, rest = divmod(rest, 3600)
    clock = f"{hours:02d}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{days}d {clock}" if days else clock


def short_time(seconds: int) -> str:
    """The same in four characters at most, for narrow columns and the picture: `2m31`
    (under 10 minutes), `16m`, `3h05` (under 10 hours), `13h`, `2d`."""
    seconds = max(0, seconds)
    minutes, hours, days = seconds // 60, seconds // 3600, seconds // 86_400
    if minutes < 10:
        return f"{minutes}m{seconds % 60:02d}"
    if hours < 1:
        return f"{minutes}m"
    if hours < 10:
        return f"{hours}h{minutes % 60:02d}"
    return f"{hours}h" if days < 1 else f"{days}d"
