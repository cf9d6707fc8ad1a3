"""`aoc leaderboard [ID]`: a private leaderboard, members by local score, stars per day;
one day's race; its picture."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from aoc_framework.actions.leaderboard import LeaderboardRequest, show_leaderboard
from aoc_framework.cli.options.network_options import Timeout
from aoc_framework.cli.render.output import say, table_lines
from aoc_framework.model.errors import UsageError
from aoc_framework.model.plural import counted
from aoc_framework.project.settings import LEADERBOARD_ENV
from aoc_framework.views.leaderboard import (
    LEADERBOARD_LEGEND,
    day_footer,
    day_table,
    leaderboard_table,
)
from aoc_framework.views.site import freshness, freshness_color

EPILOG = """Examples:

  aoc leaderboard 123456          the latest event's standings on leaderboard 123456

  aoc leaderboard --year 2023     the one set in AOC_LEADERBOARD or pyproject.toml

  aoc leaderboard --day 3         day 3's race: each member's times, ranks, points

  aoc leaderboard --svg leaderboard.svg
                                  the race as a picture: positions over the days, each
                                  day's times, to commit beside your README

  aoc leaderboard --json | jq .   the leaderboard's JSON, as adventofcode.com sent it

  aoc leaderboard 123456 --view-key 0a1b2c3d
                                  one you may read through its read-only link

The ID is the number in the leaderboard's address (/leaderboard/private/view/ID). Set
it once with AOC_LEADERBOARD, or in the project's pyproject.toml, under [tool.aoc]:
leaderboard = 123456.

adventofcode.com asks for at most one fetch of a leaderboard every 15 minutes: a copy
younger than that is shown from .aoc-cache/ instead, with its age. A request the site
failed counts too: the last copy is shown meanwhile, saying why. Needs your session
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
            help=f"Leaderboard ID (default: {LEADERBOARD_ENV}, else leaderboard under "
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
    day: Annotated[
        Optional[int],  # noqa: UP045
        typer.Option(
            "--day",
            metavar="DAY",
            help="Show that day's race: each member's time to each star, rank and points.",
            show_default=False,
        ),
    ] = None,
    svg: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option(
            "--svg",
            metavar="FILE",
            help="Also draw the race as an SVG picture into FILE.",
            show_default=False,
        ),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the leaderboard's JSON (the site's document).")
    ] = False,
    timeout: Timeout = None,
) -> None:
    """Show a private leaderboard: stars per day and local scores.

    Each member's best delta (part 2's time after part 1) and podiums too; one day's
    race with --day, a picture of the whole race with --svg.

    Fetched from adventofcode.com at most once every 15 minutes, as the site asks; in
    between, the copy cached in .aoc-cache/ is shown, with its age, and the picture
    is drawn from it. Exits 2 for a leaderboard you may not see or a day not in the
    event, 4 for a network failure or a malformed reply, 5 for a missing or expired
    session token.
    """
    if as_json and day is not None:
        raise UsageError("--json and --day cannot be used together; pick one")
    settings = ctx.obj.settings
    request = LeaderboardRequest(
        ctx.obj.network(timeout), board_id, settings.leaderboard_id, year, view_key, day, svg
    )
    project = ctx.obj.project()
    report = show_leaderboard(project, request)
    board = report.board
    age = freshness(board.fetched_at, board.fetched_now, board.failure)
    if as_json:
        print(json.dumps(board.document, indent=2))
        say(age, stream=sys.stderr)
    elif report.day is not None:
        if report.day.finishes:  # else the footer's count says that no one has a star
            print("\n".join(table_lines(day_table(board, report.day))))
        say(day_footer(board, report.day), "dim")
        say(age, freshness_color(board.failure))
    else:
        print("\n".join(table_lines(leaderboard_table(board, report.race))))
        say(LEADERBOARD_LEGEND, "dim")
        say(age, freshness_color(board.failure))
    if report.svg is not None:
        where = project.relative(report.svg)
        say(
            f"wrote {where}: {counted(len(board.members), 'member')}",
            stream=sys.stderr if as_json else sys.stdout,
        )
