"""`aoc answers`: the verified answers in answers.toml; `aoc answers sync YEAR [DAY]`
imports them from adventofcode.com."""

from typing import Annotated, Optional

import typer

from aoc_framework.cli.options.account_options import AccountName
from aoc_framework.cli.options.arguments import Year
from aoc_framework.cli.options.network_options import Timeout
from aoc_framework.cli.render.help_format import HouseCommand, HouseGroup
from aoc_framework.cli.state import account_project, puzzle_of
from aoc_framework.model.errors import UsageError
from aoc_framework.model.plural import counted
from aoc_framework.model.puzzle import check_year

LIST_EPILOG = """Examples:
  aoc answers                     every verified answer
  aoc answers --year 2023         those of 2023
  aoc answers sync 2023           import 2023's from adventofcode.com
  aoc answers --account google    those of your account google (aocd's tokens.json)
"""

SYNC_EPILOG = """Examples:

  aoc answers sync 2023 7         the answers of 2023 day 7

  aoc answers sync 2023           every 2023 day that has a solution in solutions/2023/

  aoc answers sync 2023 --account google
                                  into inputs/accounts/google/answers.toml, with that
                                  account's token

Answers come from aocd's cache when it has them, else from the puzzle page ("Your
puzzle answer was ..."), one request per day.
"""

answers_app = typer.Typer(cls=HouseGroup, rich_markup_mode=None, add_completion=False)


@answers_app.callback(invoke_without_command=True, epilog=LIST_EPILOG)
def list_command(
    ctx: typer.Context,
    year: Annotated[
        Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Option(metavar="YEAR", help="Only this event year.", show_default=False),
    ] = None,
    account: AccountName = None,
) -> None:
    """The verified answers in answers.toml.

    Lists them, a day a line; aoc answers sync imports them from adventofcode.com.
    """
    if ctx.invoked_subcommand is not None:
        return
    from aoc_framework.actions.answers import list_answers
    from aoc_framework.cli.render.output import say, table_lines
    from aoc_framework.views.answers import answers_table

    project = account_project(ctx.obj.project(), account)
    known, puzzles = list_answers(project, year)
    where = project.relative(project.answers_path)
    if not puzzles:
        say(
            f"{where}: no verified answers{f' for {year}' if year else ''} yet; "
            "aoc submit and aoc answers sync YEAR record them"
        )
        return
    for line in table_lines(answers_table(known, puzzles, str(where))):
        print(line)


@answers_app.command("sync", epilog=SYNC_EPILOG, cls=HouseCommand)
def sync_command(
    ctx: typer.Context,
    year: Year,
    day: Annotated[
        Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Argument(
            help="Day (default: every day of YEAR with a solution).", show_default=False
        ),
    ] = None,
    timeout: Timeout = None,
    account: AccountName = None,
) -> None:
    """Record in answers.toml the answers adventofcode.com accepted from you.

    aoc run then marks each part ✓ or ✗ against them, and pytest checks every cached
    day against them.
    """
    from aoc_framework.cli.render.output import say
    from aoc_framework.engine.discovery import discover_days
    from aoc_framework.site.answer_sync import sync_answers

    check_year(year)
    project = account_project(ctx.obj.project(), account)
    days = [puzzle_of(year, day)] if day is not None else discover_days(project, year)
    if not days:
        raise UsageError(
            f"no solution for {year} in {project.relative(project.solutions_dir / str(year))}; "
            f"name the day: aoc answers sync {year} DAY"
        )
    changed = 0
    for synced in sync_answers(project, days, network=ctx.obj.network(timeout)):
        label = f"{synced.puzzle} {synced.part.label}"
        if synced.answer is None:
            say(f"{label}: not solved yet")
            continue
        if synced.previous is None:
            status = "new"
        elif synced.changed:
            status = f"changed, was {synced.previous}"
        else:
            status = "unchanged"
        changed += synced.changed
        say(f"{label}: {synced.answer} ({status})")
    say(f"{project.relative(project.answers_path)}: {counted(changed, 'answer')} added or changed")
