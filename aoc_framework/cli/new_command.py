"""`aoc new YEAR DAY`: start a day from the template."""

from typing import Annotated

import typer

from aoc_framework.cli.app import puzzle_of
from aoc_framework.cli.arguments import Day, Year
from aoc_framework.cli.network_options import Timeout, Wait
from aoc_framework.errors import UsageError
from aoc_framework.new import new_day

EPILOG = """Examples:

  aoc new 2023 8                  create solutions/2023/day08.py

  aoc new 2023 8 --fetch          ... and download inputs/2023/08.txt

  aoc new 2023 8 --force          start the day over, replacing its module

  aoc new 2025 5 --fetch --wait   just before midnight US Eastern: fetch at the unlock
"""


def new_command(
    ctx: typer.Context,
    year: Year,
    day: Day,
    force: Annotated[
        bool, typer.Option("--force", "-f", help="Overwrite the day's module if it exists.")
    ] = False,
    fetch: Annotated[
        bool, typer.Option("--fetch", help="Also download the input (needs a session token).")
    ] = False,
    wait: Wait = False,
    timeout: Timeout = None,
) -> None:
    """Start a new day: write its solution module from a template.

    The module holds a Solution subclass with the year and day filled in, an example to
    paste with its expected answers, and parts that return None. Nothing else to wire up:
    `aoc run YEAR DAY --example` works at once (reporting "not solved") and pytest
    collects the day's examples by itself. Refuses to overwrite a day without --force.
    """
    if wait and not fetch:
        raise UsageError("--wait waits to fetch the input; add --fetch")
    puzzle = puzzle_of(year, day)
    project = ctx.obj.project()
    path = project.solution_path(puzzle)
    replaced = path.exists()
    new_day(project, puzzle, force=force)
    print(f"{'replaced' if replaced else 'created'} {project.relative(path)}")
    if fetch:
        # Imported here: fetching loads aocd, which `aoc new` without --fetch never needs.
        from aoc_framework.fetch import ensure_input

        ensure_input(project, puzzle, wait=wait, timeout=ctx.obj.network_timeout(timeout))
        print(f"input cached in {project.relative(project.input_path(puzzle))}")
    print(f"next: paste the example and its answers into it, then aoc run {year} {day} --example")
