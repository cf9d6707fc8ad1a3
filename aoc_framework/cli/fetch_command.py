"""`aoc fetch YEAR [DAY]`: download puzzle inputs into the input cache."""

from typing import Annotated, Optional

import typer

from aoc_framework.cli.app import puzzle_of
from aoc_framework.cli.arguments import Year
from aoc_framework.cli.network_options import Timeout, Wait
from aoc_framework.cli.progress import counted
from aoc_framework.errors import UsageError
from aoc_framework.puzzle import unlocked_days

EPILOG = """Examples:

  aoc fetch 2023 7                download inputs/2023/07.txt (if not cached yet)

  aoc fetch 2023                  every unlocked day of 2023 not cached yet

  aoc fetch 2025 1 --wait         count down to the unlock at midnight US Eastern, then fetch

Needs your session token: AOC_SESSION, or aocd's token file ~/.config/aocd/token
(see aoc token).
"""


def fetch_command(
    ctx: typer.Context,
    year: Year,
    day: Annotated[
        Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Argument(help="Day (default: every unlocked day of YEAR).", show_default=False),
    ] = None,
    wait: Wait = False,
    timeout: Timeout = None,
) -> None:
    """Download puzzle inputs into the input cache (inputs/YYYY/DD.txt).

    Cached days are skipped: an input never changes, so it is fetched once. Requests go
    through aocd, which adds its user agent and slows down bursts of requests.
    """
    # Imported here: fetching loads aocd only when a download is needed.
    from aoc_framework.cli.progress import countdown
    from aoc_framework.site.fetch import check_unlocked, ensure_input, missing_days

    puzzle = puzzle_of(year, day or 1)
    project = ctx.obj.project()
    seconds = ctx.obj.network_timeout(timeout)
    if day is not None:
        path = project.input_path(puzzle)
        cached = path.is_file()
        ensure_input(project, puzzle, wait=countdown(puzzle) if wait else None, timeout=seconds)
        print(f"{'already cached' if cached else 'fetched'}: {project.relative(path)}")
        return
    if wait:
        raise UsageError("--wait needs a DAY: aoc fetch YEAR DAY --wait")
    check_unlocked(puzzle)
    unlocked = unlocked_days(year)
    todo = missing_days(project, year)
    for missing in counted(todo, f"fetching {year}"):
        ensure_input(project, missing, timeout=seconds)
        print(f"fetched: {project.relative(project.input_path(missing))}")
    folder = project.relative(project.inputs_dir / str(year))
    print(f"{year}: {len(todo)} fetched, {len(unlocked) - len(todo)} already cached, in {folder}")
