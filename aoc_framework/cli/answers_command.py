"""`aoc answers sync YEAR [DAY]`: import verified answers into answers.toml."""

from typing import Annotated, Optional

import typer

from aoc_framework.cli.app import puzzle_of
from aoc_framework.cli.arguments import Year
from aoc_framework.cli.network_options import Timeout
from aoc_framework.errors import UsageError
from aoc_framework.puzzle import check_year

SYNC_EPILOG = """Examples:

  aoc answers sync 2023 7         the answers of 2023 day 7

  aoc answers sync 2023           every 2023 day that has a solution in solutions/2023/

Answers come from aocd's cache when it has them, else from the puzzle page ("Your
puzzle answer was ..."), one request per day.
"""

answers_app = typer.Typer(
    help="The verified answers in answers.toml.",
    no_args_is_help=True,
    rich_markup_mode="markdown",
)


@answers_app.command("sync", epilog=SYNC_EPILOG)
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
) -> None:
    """Record in answers.toml the answers adventofcode.com accepted from you.

    `aoc run` then marks each part ✓ or ✗ against them, and pytest checks every cached
    day against them.
    """
    from aoc_framework.engine.discovery import discover_days
    from aoc_framework.site.answer_sync import sync_answers

    check_year(year)
    project = ctx.obj.project()
    days = [puzzle_of(year, day)] if day is not None else discover_days(project, year)
    if not days:
        raise UsageError(
            f"no solution for {year} in {project.relative(project.solutions_dir / str(year))}; "
            f"name the day: aoc answers sync {year} DAY"
        )
    changed = 0
    for synced in sync_answers(project, days, timeout=ctx.obj.network_timeout(timeout)):
        label = f"{synced.puzzle} {synced.part.label}"
        if synced.answer is None:
            print(f"{label}: not solved yet")
            continue
        if synced.previous is None:
            status = "new"
        elif synced.changed:
            status = f"changed, was {synced.previous}"
        else:
            status = "unchanged"
        changed += synced.changed
        print(f"{label}: {synced.answer} ({status})")
    print(f"{project.relative(project.answers_path)}: {changed} answer(s) added or changed")
