"""`aoc fetch [YEAR [DAY]]`: download puzzle inputs into the input cache."""

from typing import TYPE_CHECKING, Annotated, Optional

import typer

from aoc_framework.cli.options.account_options import AccountName
from aoc_framework.cli.options.arguments import YearFilter
from aoc_framework.cli.options.network_options import Timeout, Wait
from aoc_framework.cli.render.output import say, warn
from aoc_framework.cli.state import account_project

if TYPE_CHECKING:
    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.site.fetch import FoundInput

EPILOG = """Examples:

  aoc fetch                       every day that has a solution module (CI does this)

  aoc fetch 2023 7                download inputs/2023/07.txt (if not cached yet)

  aoc fetch 2023                  every unlocked day of 2023 not cached yet

  aoc fetch 2025 1 --wait         count down to the unlock at midnight US Eastern, then fetch

  aoc fetch --account google      into inputs/accounts/google/, with the token of your
                                  account google (aocd's tokens.json)

Needs your session token: AOC_SESSION, or aocd's token file ~/.config/aocd/token
(see aoc token).
"""


def fetch_command(
    ctx: typer.Context,
    year: YearFilter = None,
    day: Annotated[
        Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Argument(help="Day (default: every unlocked day of YEAR).", show_default=False),
    ] = None,
    wait: Wait = False,
    timeout: Timeout = None,
    account: AccountName = None,
) -> None:
    """Download puzzle inputs into the input cache (inputs/YYYY/DD.txt).

    Without YEAR, the inputs of every day that has a solution module. Cached days are
    skipped: an input never changes, so it is fetched once. Requests go
    through aocd, which adds its user agent and slows down bursts of requests.
    """
    from aoc_framework.actions.fetch import FetchRequest, fetch_inputs
    from aoc_framework.cli.render.progress import countdown, retry_note, tracked

    project = account_project(ctx.obj.project(), account)

    def said(puzzle: "PuzzleDay", found: "FoundInput") -> None:
        path = project.relative(project.input_path(puzzle))
        if found.fetched or day is not None:
            say(f"{'fetched' if found.fetched else 'already cached'}: {path}")

    report = fetch_inputs(
        project,
        FetchRequest(year, day, wait),
        ctx.obj.network(timeout),
        countdown=countdown,
        on_retry=retry_note(),
        progress=lambda days, what: tracked(days, f"fetching {what}"),
        on_input=said,
        warn=warn,
    )
    if not report.one:
        folder = project.relative(project.inputs_dir)
        say(
            f"{report.what}: {len(report.fetched)} fetched, "
            f"{len(report.cached)} already cached, in {folder}"
        )
