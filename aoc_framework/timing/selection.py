"""Which days `aoc time` times: every day with a solution, filtered by year and day,
that has a cached input (or, on examples, every such day)."""

from __future__ import annotations

from dataclasses import dataclass, field

from aoc_framework.engine.discovery import discover_days, require_solution_file
from aoc_framework.model.errors import InputError, UsageError
from aoc_framework.model.plural import counted
from aoc_framework.model.puzzle import PuzzleDay, check_year
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network

Day = PuzzleDay


@dataclass(frozen=True)
class Selection:
    """The days to time, and the days left out because they have no cached input."""

    days: list[Day]
    without_input: list[Day] = field(default_factory=list)


def select_days(
    project: Project,
    year: int | None = None,
    day: int | None = None,
    need_input: bool = True,
    fetch: Network | None = None,
) -> Selection:
    """The days with a solution in `year` (default: every year) and `day` (default: every
    day). With `need_input`, days without a cached input are left out, or fetched first
    with `fetch`, the network to fetch them with (puzzles not unlocked yet are left
    out).

    Raises `UsageError` when nothing has a solution, `InputError` when a single day was
    asked for and its input is not cached, or when no selected day has one."""
    if year is not None:
        check_year(year)
    if day is not None:
        assert year is not None, "a day is always given with its year"
        puzzle = PuzzleDay.of(year, day)
        require_solution_file(project, puzzle)
        days = [puzzle]
    else:
        days = discover_days(project, year)
    if not days:
        folder = project.solutions_dir / str(year) if year else project.solutions_dir
        where = project.relative(folder)
        raise UsageError(f"no solutions in {where}; aoc new YEAR DAY scaffolds one")
    if not need_input:
        return Selection(days)
    if fetch is not None:
        _fetch_missing(project, days, fetch)
    cached = [d for d in days if project.input_path(d).is_file()]
    missing = [d for d in days if d not in cached]
    if not cached:
        what = (
            f"{year} day {day}"
            if day is not None
            else f"the {counted(len(days), 'day')} with solutions"
        )
        raise InputError(
            f"no cached input for {what} in {project.relative(project.inputs_dir)}; "
            "pass --fetch to download inputs, or --example to time the examples"
        )
    return Selection(cached, missing)


def _fetch_missing(project: Project, days: list[Day], network: Network) -> None:
    # Imported here: fetching loads aocd, which only this path needs.
    from aoc_framework.site.fetch import ensure_input

    for puzzle in days:
        if puzzle.is_unlocked():
            ensure_input(project, puzzle, network=network)
