"""`aoc fetch [YEAR [DAY]]`: download puzzle inputs into the input cache."""

from typing import Annotated, Optional

import typer

from aoc_framework.cli.arguments import YearFilter
from aoc_framework.cli.network_options import Timeout, Wait
from aoc_framework.cli.progress import tracked
from aoc_framework.cli.state import puzzle_of
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay, unlocked_days
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network

EPILOG = """Examples:

  aoc fetch                       every day that has a solution module (CI does this)

  aoc fetch 2023 7                download inputs/2023/07.txt (if not cached yet)

  aoc fetch 2023                  every unlocked day of 2023 not cached yet

  aoc fetch 2025 1 --wait         count down to the unlock at midnight US Eastern, then fetch

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
) -> None:
    """Download puzzle inputs into the input cache (inputs/YYYY/DD.txt).

    Without YEAR, the inputs of every day that has a solution module. Cached days are
    skipped: an input never changes, so it is fetched once. Requests go
    through aocd, which adds its user agent and slows down bursts of requests.
    """
    # Imported here: fetching loads aocd only when a download is needed.
    from aoc_framework.cli.progress import countdown, retry_note
    from aoc_framework.site.fetch import check_unlocked, ensure_input

    project = ctx.obj.project()
    network = ctx.obj.network(timeout)
    if year is None:
        if wait:
            raise UsageError("--wait needs a DAY: aoc fetch YEAR DAY --wait")
        _fetch_all(project, _solved_days(project), "the days in solutions/", network)
        return
    puzzle = puzzle_of(year, day or 1)
    if day is not None:
        found = ensure_input(
            project,
            puzzle,
            wait=countdown(puzzle) if wait else None,
            network=network,
            on_retry=retry_note(),
        )
        path = project.relative(project.input_path(puzzle))
        print(f"{'fetched' if found.fetched else 'already cached'}: {path}")
        return
    if wait:
        raise UsageError("--wait needs a DAY: aoc fetch YEAR DAY --wait")
    check_unlocked(puzzle)
    days = [PuzzleDay(year, unlocked) for unlocked in unlocked_days(year)]
    _fetch_all(project, days, str(year), network)


def _solved_days(project: Project) -> list[PuzzleDay]:
    """The unlocked days that have a solution module."""
    from aoc_framework.engine.discovery import discover_days

    return [puzzle for puzzle in discover_days(project) if puzzle.is_unlocked()]


def _fetch_all(project: Project, days: list[PuzzleDay], what: str, network: Network) -> None:
    """Fetch the inputs of `days` that are not cached yet, saying what each did."""
    from aoc_framework.site.fetch import ensure_input

    fetched = 0
    for puzzle in tracked(days, f"fetching {what}"):
        if ensure_input(project, puzzle, network=network).fetched:
            fetched += 1
            print(f"fetched: {project.relative(project.input_path(puzzle))}")
    folder = project.relative(project.inputs_dir)
    print(f"{what}: {fetched} fetched, {len(days) - fetched} already cached, in {folder}")
