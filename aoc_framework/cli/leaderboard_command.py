"""`aoc leaderboard [ID]`: a private leaderboard, members by local score, stars per day."""

from __future__ import annotations

import json
import sys
from typing import Annotated, Optional

import typer

from aoc_framework.actions.leaderboard import LeaderboardRequest, show_leaderboard
from aoc_framework.cli.network_options import Timeout
from aoc_framework.cli.output import say, table_lines
from aoc_framework.views.site import LEADERBOARD_LEGEND, freshness, leaderboard_table

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
    request = LeaderboardRequest(
        ctx.obj.network(timeout), board_id, ctx.obj.settings.leaderboard_id, year, view_key
    )
    board = show_leaderboard(ctx.obj.project(), request)
    if as_json:
        print(json.dumps(board.document, indent=2))
        say(freshness(board.fetched_at, board.fetched_now), stream=sys.stderr)
        return
    print("\n".join(table_lines(leaderboard_table(board))))
    say(LEADERBOARD_LEGEND, "dim")
    say(freshness(board.fetched_at, board.fetched_now), "dim")
