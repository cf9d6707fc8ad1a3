"""`aoc token`: where the session token comes from, and whether the server accepts it."""

from typing import TYPE_CHECKING

import typer

from aoc_framework.cli.options.network_options import Timeout
from aoc_framework.cli.render.output import say

if TYPE_CHECKING:
    from aoc_framework.site.session_token import SessionToken

EPILOG = """Examples:

  aoc token                       check the token you have set up

  AOC_SESSION=53616c... aoc token  check another one

The token is the 'session' cookie of adventofcode.com once you are logged in (browser
developer tools → Storage/Application → Cookies). Keep it in AOC_SESSION, or in aocd's
token file ~/.config/aocd/token ($AOCD_CONFIG_DIR/token). Only its last 4 characters
are ever shown.
"""


def token_command(ctx: typer.Context, timeout: Timeout = None) -> None:
    """Show where the session token comes from and check it with adventofcode.com.

    The site is asked every time, never aocd's memory of an earlier answer. Exits 0 when
    the server accepts the token, 5 when there is none or it is expired, 4 when the server
    cannot be reached (one line, with what aocd remembers of the token, if anything).
    """
    from aoc_framework.actions.token import check_token

    def found(token: "SessionToken", agent: str) -> None:
        print(f"session {token}")
        say(f"user agent: {agent}")

    report = check_token(ctx.obj.network(timeout), on_found=found)
    say(f"accepted: {report.owner} (checked with adventofcode.com just now)")
