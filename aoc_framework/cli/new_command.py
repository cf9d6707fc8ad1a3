"""`aoc new YEAR DAY`: start a day from the template, with the examples of its page."""

from typing import Annotated

import typer

from aoc_framework.authoring.new import FromPage, check_new, complete_day, from_page, new_day
from aoc_framework.cli.arguments import Day, Year
from aoc_framework.cli.network_options import Timeout, Wait
from aoc_framework.cli.output import say
from aoc_framework.cli.progress import retry_note, slow_step
from aoc_framework.cli.state import CliState, puzzle_of
from aoc_framework.model.errors import AocError, UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.settings import Network
from aoc_framework.views.plural import counted

EPILOG = """Examples:

  aoc new 2023 8                  create solutions/2023/day08.py, with the page's examples

  aoc new 2023 8 --offline        the template only, without asking adventofcode.com

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
    offline: Annotated[
        bool, typer.Option("--offline", help="Do not fetch the puzzle page: the bare template.")
    ] = False,
    wait: Wait = False,
    timeout: Timeout = None,
) -> None:
    """Start a new day: write its solution module from a template.

    The module holds a Solution subclass with the year and day filled in and parts that
    return None. With a session token, the puzzle's title and examples (with the answers
    the page gives) are taken from its page, marked as suggestions to check; otherwise
    there is an example to paste, and a line says why. Nothing else to wire up: `aoc run
    YEAR DAY --example` works at once and pytest collects the day's examples by itself.
    Refuses to overwrite a day without --force.
    """
    if wait and not fetch:
        raise UsageError("--wait waits to fetch the input; add --fetch")
    puzzle = puzzle_of(year, day)
    project = ctx.obj.project()
    network = ctx.obj.network(timeout)
    if wait:
        # Imported here: fetching loads aocd, which `aoc new` offline never needs.
        from aoc_framework.cli.progress import countdown
        from aoc_framework.site.fetch import wait_for_unlock
        from aoc_framework.site.session_token import require_token

        check_new(project, puzzle, force=force)
        require_token()  # before a wait that may last hours
        wait_for_unlock(puzzle, countdown(puzzle))
    scaffold_day(ctx.obj, puzzle, force=force, offline=offline, network=network)
    if fetch:
        from aoc_framework.site.fetch import ensure_input

        ensure_input(project, puzzle, network=network, on_retry=retry_note())
        print(f"input cached in {project.relative(project.input_path(puzzle))}")


def scaffold_day(
    state: CliState,
    puzzle: PuzzleDay,
    *,
    force: bool = False,
    offline: bool = False,
    network: Network,
    hint: bool = True,
) -> None:
    """Write the module of `puzzle` with what its page gives (unless `offline`, or no
    token, or the page cannot be had: then the template and a line saying why), or
    complete one written without the page (`complete_day`); say what to do next (with
    `hint`; `aoc today` goes on by itself). Shared with `aoc today`."""
    project = state.project()
    check_new(project, puzzle, force=force)
    path = project.solution_path(puzzle)
    if path.exists() and not force:
        _complete(state, puzzle, offline=offline, network=network)
        return
    page, why_not = _page_or_reason(state, puzzle, offline=offline, network=network)
    replaced = path.exists()
    new_day(project, puzzle, force=force, page=page)
    print(f"{'replaced' if replaced else 'created'} {project.relative(path)}")
    command = f"aoc run {puzzle.year} {puzzle.day} --example"
    if page is not None and page.examples:
        count, guesses = len(page.examples), sum(not e.sure for e in page.examples)
        how = "" if not guesses else " (guessed)" if count == 1 else f" ({guesses} guessed)"
        say(
            f"{page.title}: {counted(count, 'example')} taken from the puzzle page{how}: "
            f"check {'it' if count == 1 else 'them'} against the text "
            f"(aoc read {puzzle.year} {puzzle.day})"
        )
        if hint:
            print(f"next: {command}")
        return
    say(f"template without examples: {why_not}")
    if hint:
        say(f"next: paste the example and its answers into it, then {command}")


def _complete(state: CliState, puzzle: PuzzleDay, *, offline: bool, network: Network) -> None:
    """Fill in a module written without the page (no token, the page refused, before
    the unlock) what the page gives now, touching nothing the user wrote."""
    project = state.project()
    relative = project.relative(project.solution_path(puzzle))
    page, why_not = _page_or_reason(state, puzzle, offline=offline, network=network)
    filled = complete_day(project.solution_path(puzzle), puzzle, page) if page else ()
    if filled:
        say(f"completed {relative}: the {' and '.join(filled)} from the puzzle page")
    else:
        say(f"{relative} still waits for the puzzle page: {why_not or 'it gives nothing new'}")


def _page_or_reason(
    state: CliState, puzzle: PuzzleDay, *, offline: bool, network: Network
) -> tuple[FromPage | None, str]:
    """What the page gives the new day, or None and why not."""
    from aoc_framework.site.session_token import find_token

    if offline:
        return None, "--offline"
    if find_token() is None:
        return None, "no session token to fetch the puzzle page (see aoc token)"
    try:
        with slow_step(f"fetching the puzzle page of {puzzle}"):
            page = from_page(
                state.project(),
                puzzle,
                network=network,
                on_retry=retry_note(),
            )
    except AocError as error:
        return None, str(error)
    if not page.examples:
        why = "the example extractor found none on the puzzle page; copy it from aoc read"
        return page, why
    return page, ""
