"""The day and the input `aoc run`, `aoc watch` and `aoc today` run: the day named, or
the default one with a line saying which and why; the cached input, else fetched with a
line saying so, else (without a session token) the examples."""

import sys

from aoc_framework.authoring.today import resolve_day, why_chosen
from aoc_framework.engine.puzzle_input import read_input
from aoc_framework.model.errors import AuthError
from aoc_framework.model.puzzle import PuzzleDay, is_unlocked
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network


def day_to_run(project: Project, year: int | None, day: int | None) -> PuzzleDay:
    """The day `year` and `day` name (both or neither); for neither, the default day,
    after a line on stderr saying which and why."""
    puzzle = resolve_day(project, year, day)
    if year is None and day is None:
        print(why_chosen(puzzle), file=sys.stderr)
    return puzzle


def examples_only(project: Project, puzzle: PuzzleDay, *, submit: bool) -> bool:
    """Whether `aoc run`, `aoc watch` and `aoc today` must keep to the day's examples:
    its input is not cached and there is no session token to fetch it.

    The one behaviour of the three without a token: the examples are what can be
    checked (on a new machine, or before the token is set up), so they run, after a
    warning saying why and how to set a token. Submitting needs the token itself:
    with `submit`, `AuthError` (exit 5)."""
    if project.input_path(puzzle).is_file() or not is_unlocked(puzzle.year, puzzle.day):
        return False  # a locked day has no examples yet: the unlock's rules come first
    from aoc_framework.cli.output import warn
    from aoc_framework.site.session_token import find_token, how_to_set

    if find_token() is not None:
        return False
    if submit:
        raise AuthError(
            f"no session token to fetch the input of {puzzle} and submit; {how_to_set()}"
        )
    warn(f"no session token to fetch the input of {puzzle}: its examples only; {how_to_set()}")
    return True


def cached_or_fetched_input(
    project: Project, puzzle: PuzzleDay, *, wait: bool, network: Network
) -> str:
    """The cached input of the day, fetched first when missing (which loads aocd), with a
    line saying so."""
    path = project.input_path(puzzle)
    if path.is_file():
        return read_input(path)
    from aoc_framework.cli.progress import countdown, retry_note
    from aoc_framework.site.fetch import ensure_input

    countdown_ = countdown(puzzle) if wait else None
    raw = ensure_input(
        project, puzzle, wait=countdown_, network=network, on_retry=retry_note()
    ).text
    print(f"fetched {project.relative(path)}", file=sys.stderr)
    return raw
