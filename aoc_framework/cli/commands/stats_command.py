"""`aoc stats [YEAR]`: your times (and, until 2024, ranks and scores) per day and part."""

import json
import sys
from typing import Annotated, Optional

import typer

from aoc_framework.actions.leaderboard import show_stats
from aoc_framework.cli.options.network_options import Timeout
from aoc_framework.cli.render.output import say, table_lines
from aoc_framework.views.site import freshness, freshness_color, stats_table

EPILOG = """Examples:

  aoc stats                       the latest event: each part's time (rank, score)

  aoc stats 2019                  the 2019 event

  aoc stats 2019 --json | jq .    the same as JSON (schema: docs/site.md)

From your stats page on adventofcode.com (/YEAR/leaderboard/self), fetched at most once
every 15 minutes, as the site asks of leaderboards; in between, the copy kept in
.aoc-cache/ is shown, with its age. Times are from the unlock to the right answer. Needs
your session token (see aoc token).
"""


def stats_command(
    ctx: typer.Context,
    year: Annotated[
        Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Argument(
            metavar="YEAR", help="Event year (default: the latest event).", show_default=False
        ),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the stats as JSON (see docs/site.md).")
    ] = False,
    timeout: Timeout = None,
) -> None:
    """Show your personal stats: when you solved each part, with your rank and score.

    Until 2024 the site gives each part's time, rank and score; from 2025, times only.
    Exits 4 for a network failure or a page it cannot read, 5 for a missing or expired
    session token.
    """
    stats = show_stats(ctx.obj.project(), year, ctx.obj.network(timeout))
    age = freshness(stats.fetched_at, stats.fetched_now, stats.failure)
    if as_json:
        print(json.dumps(stats.to_json(), indent=2))
        say(age, stream=sys.stderr)
        return
    if not stats.days:
        say(f"{stats.year}: no stars yet")
    else:
        print("\n".join(table_lines(stats_table(stats))))
    say(age, freshness_color(stats.failure))
