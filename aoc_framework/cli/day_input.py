"""The input a command runs a day on: the cached one, else fetched, with a line saying
so (`aoc run`, `aoc watch`)."""

import sys

from aoc_framework.engine.puzzle_input import read_input
from aoc_framework.project import Project
from aoc_framework.puzzle import PuzzleDay


def cached_or_fetched_input(
    project: Project, puzzle: PuzzleDay, *, wait: bool, timeout: float, otherwise: str
) -> str:
    """The cached input of the day, fetched first when missing (which loads aocd), with a
    line saying so; `otherwise` is what the command can do without it (see
    `fetch.ensure_input`, which decides what a missing token means)."""
    path = project.input_path(puzzle)
    if path.is_file():
        return read_input(path)
    from aoc_framework.cli.progress import countdown
    from aoc_framework.site.fetch import ensure_input

    countdown_ = countdown(puzzle) if wait else None
    raw = ensure_input(project, puzzle, wait=countdown_, timeout=timeout, otherwise=otherwise)
    print(f"fetched {project.relative(path)}", file=sys.stderr)
    return raw
