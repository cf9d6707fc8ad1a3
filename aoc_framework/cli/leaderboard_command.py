"""`aoc leaderboard [ID]`: a private leaderboard, members by local score, stars per day."""

from __future__ import annotations

import json
import sys
from datetime import datetime
from typing import Annotated, Optional

import typer

from aoc_framework.cli.network_options import Timeout
from aoc_framework.cli.output import paint, table_lines
from aoc_framework.model.durations import format_wait
from aoc_framework.model.puzzle import latest_event_year, now
from aoc_framework.site.kept_copy import FETCH_INTERVAL
from aoc_framework.site.leaderboard import (
    Leaderboard,
    Member,
    board_id_from,
    check_event_year,
    load_leaderboard,
    view_key_from,
)
from aoc_framework.views.table import Cell, Column, Table, cell

EPILOG = """Examples:

  aoc leaderboard 123456          the latest event's standings on leaderboard 123456

  aoc leaderboard --year 2023     the one set in AOC_LEADERBOARD or pyproject.toml

  aoc leaderboard --json | jq .   the leaderboard's JSON, as adventofcode.com sent it

  aoc leaderboard 123456 --view-key 0a1b2c3d
                                  one you may read through its read-only link

The ID is the number in the leaderboard's address (/leaderboard/private/view/ID). Set
it once with AOC_LEADERBOARD, or in the project's pyproject.toml, under [tool.aoc]:
leaderboard = 123456.

adventofcode.com asks for at most one fetch of a leaderboard every 15 minutes: a copy
younger than that is shown from .aoc-cache/ instead, with its age. Needs your session
token (see aoc token), or the view key of the leaderboard's read-only link (the site's
"?view_key=..." link, from 2025): --view-key KEY, or leaderboard_view_key = "KEY" under
[tool.aoc]; it is sent instead of the token, and never printed.
"""

#: How a day's cell shows the parts solved (0, 1 or 2): glyph and colour, as the site
#: shows them (gold: both stars, silver: the first only).
DAY_GLYPHS: tuple[tuple[str, str | None], ...] = (("·", "dim"), ("☆", None), ("★", "yellow"))
LEGEND = "★ both parts  ☆ first part only  · not yet"


def leaderboard_command(
    ctx: typer.Context,
    board_id: Annotated[
        Optional[str],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Argument(
            metavar="ID",
            help="Leaderboard ID (default: AOC_LEADERBOARD, else leaderboard under "
            "[tool.aoc] in pyproject.toml).",
            show_default=False,
        ),
    ] = None,
    year: Annotated[
        Optional[int],  # noqa: UP045
        typer.Option(
            metavar="YEAR", help="Event year (default: the latest event).", show_default=False
        ),
    ] = None,
    view_key: Annotated[
        Optional[str],  # noqa: UP045
        typer.Option(
            "--view-key",
            metavar="KEY",
            help="Read it through its read-only link, without a session token: the text "
            "after ?view_key= (default: leaderboard_view_key under [tool.aoc]).",
            show_default=False,
        ),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the leaderboard's JSON (the site's document).")
    ] = False,
    timeout: Timeout = None,
) -> None:
    """Show a private leaderboard: stars per day and local scores.

    Fetched from adventofcode.com at most once every 15 minutes, as the site asks; in
    between, the copy cached in .aoc-cache/ is shown, with its age. Exits 2 for a
    leaderboard you may not see, 4 for a network failure or a malformed reply, 5 for a
    missing or expired session token.
    """
    project = ctx.obj.project()
    event = year if year is not None else latest_event_year()
    check_event_year(event)
    found = board_id_from(board_id, ctx.obj.settings.leaderboard_id, project)
    key = view_key_from(view_key, project)
    network = ctx.obj.network(timeout)
    board = load_leaderboard(project, event, found, network=network, view_key=key)
    if as_json:
        print(json.dumps(board.document, indent=2))
        print(freshness(board.fetched_at, board.fetched_now), file=sys.stderr)
        return
    print("\n".join(table_lines(leaderboard_table(board))))
    print(paint(f"{LEGEND}\n{freshness(board.fetched_at, board.fetched_now)}", "dim"))


def leaderboard_table(board: Leaderboard) -> Table:
    """The standings as a table: rank, local score, stars, a glyph per day, name (cut
    on a narrow terminal)."""
    owner = next((m for m in board.members if m.id == board.owner_id), None)
    title = f"{board.year} private leaderboard {board.board_id}"
    if owner is not None:
        title += f" ({owner.display_name}'s)"
    columns = [
        Column("#", "right"),
        Column("Score", "right"),
        Column("Stars", "right"),
        Column(day_header(board.days)),
        Column("Member", shrinks=True),
    ]
    rows = []
    rank = 0
    for position, member in enumerate(board.members, start=1):
        # Members with the same score share a rank, as on the site.
        if position == 1 or member.local_score != board.members[position - 2].local_score:
            rank = position
        numbers = (f"{rank})", str(member.local_score), str(member.stars))
        rows.append([*map(cell, numbers), day_cells(member, board.days), cell(member.display_name)])
    return Table(title, columns, rows)


def day_header(days: int) -> str:
    """The day numbers written downwards, one character per day: tens over units."""
    tens = "".join(str(day // 10) if day >= 10 else " " for day in range(1, days + 1))
    units = "".join(str(day % 10) for day in range(1, days + 1))
    return f"{tens}\n{units}"


def day_cells(member: Member, days: int) -> Cell:
    """One glyph per day of the event for the parts `member` solved, in its colour."""
    return tuple(DAY_GLYPHS[member.parts_by_day.get(day, 0)] for day in range(1, days + 1))


def freshness(fetched_at: datetime, fetched_now: bool) -> str:
    """How old a shown copy of a leaderboard page (fetched at `fetched_at`) is, and when
    the site allows the next fetch."""
    minutes = int(FETCH_INTERVAL.total_seconds() // 60)
    if fetched_now:
        return f"fetched just now; the next fetch is allowed in {minutes} min"
    age = format_wait(max(0.0, (now() - fetched_at).total_seconds()))
    wait = format_wait(((fetched_at + FETCH_INTERVAL) - now()).total_seconds())
    return (
        f"cached copy, fetched {age} ago (adventofcode.com asks for one fetch every "
        f"{minutes} min; the next is allowed in {wait})"
    )
