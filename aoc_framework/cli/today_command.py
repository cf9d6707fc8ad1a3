"""`aoc today`: the December morning, from the unlock to the watch, each step skippable."""

import sys
from typing import Annotated

import typer

from aoc_framework.authoring.today import morning_day, why_chosen
from aoc_framework.cli.arguments import TodaysDay, TodaysYear
from aoc_framework.cli.day_input import examples_only
from aoc_framework.cli.network_options import Timeout
from aoc_framework.cli.output import print_error, warn
from aoc_framework.cli.state import CliState
from aoc_framework.model.errors import AocError, NetworkError, UsageError
from aoc_framework.model.puzzle import PuzzleDay, is_unlocked
from aoc_framework.project.settings import Network
from aoc_framework.site.session_token import find_token

EPILOG = """Examples:

  aoc today                       unlock, new day, input, puzzle text, then watch

  aoc today --submit              ... and submit each new answer once its examples pass

  aoc today --no-read --no-watch  the day and its input ready, then one aoc run

  aoc today --example --no-fetch  the examples only: no input needed

  aoc today --rehearse 2024 3     replay 2024 day 3 as its morning, timed

Outside the event it is about your latest day (nothing to wait for or write).
"""


def _step(name: str, does: str) -> object:
    return typer.Option(f"--{name}/--no-{name}", help=f"{does.rstrip('.')} (default: on).")


def today_command(
    ctx: typer.Context,
    wait: Annotated[
        bool, _step("wait", "Wait for the unlock, counting down; without it, exit 3 while locked.")
    ] = True,
    new: Annotated[bool, _step("new", "Write the day's module if missing, as aoc new.")] = True,
    fetch: Annotated[bool, _step("fetch", "Fetch the input if missing.")] = True,
    read: Annotated[bool, _step("read", "Show the puzzle text (in a pager on a terminal).")] = True,
    watch: Annotated[bool, _step("watch", "Watch the day; without it, run it once.")] = True,
    example: Annotated[
        bool, typer.Option("--example", "-e", help="Run the examples only (no input needed).")
    ] = False,
    submit: Annotated[
        bool,
        typer.Option("--submit", help="Submit new answers whose examples pass (see aoc watch)."),
    ] = False,
    timeout: Timeout = None,
    rehearse: Annotated[
        bool,
        typer.Option(
            "--rehearse",
            help="Replay the past puzzle YEAR DAY (default: last year's day 1) as its "
            "morning: a short countdown, part 1's page as at the unlock, the examples "
            "found then, your input, the watch; answers are checked against your earlier "
            "ones, never submitted, with your time from the unlock to each.",
        ),
    ] = False,
    year: TodaysYear = None,
    day: TodaysDay = None,
) -> None:
    """Start today's puzzle: wait for it, write it, fetch it, read it, watch it.

    During the event (December, US Eastern time) that is today's puzzle, or the next one
    when it unlocks within the hour; at other times, the latest day that has a solution.
    Each step is skipped when done already (a module or input that exists is never
    touched) and can be turned off with its --no- option. Without a session token and
    a cached input, as for aoc run and aoc watch, the examples run instead of the input,
    after a warning saying how to set the token; the module gets the template and the
    text is skipped. --submit needs the token (exit 5 without it).
    Exits as aoc watch does (0 on Ctrl-C), or as aoc run with --no-watch.
    """
    state: CliState = ctx.obj
    if rehearse:
        from aoc_framework.cli.rehearsal_output import rehearse_morning

        rehearse_morning(state, year, day, read=read, network=state.network(timeout))
        return
    if year is not None or day is not None:
        raise UsageError(
            "aoc today is about today's puzzle; to replay a past one as its morning: "
            "aoc today --rehearse YEAR DAY"
        )
    project = state.project()
    puzzle = morning_day(project)
    print(why_chosen(puzzle), file=sys.stderr)
    network = state.network(timeout)
    if wait and not is_unlocked(puzzle.year, puzzle.day):
        _check_token(submit, network)
    _wait_for(puzzle, wait)
    if new:
        _write_or_complete(state, puzzle, network)
    example = example or examples_only(project, puzzle, submit=submit)
    if fetch and not example:
        _fetch(state, puzzle, network)
    if read:
        _read(state, puzzle, network)
    if watch:
        from aoc_framework.cli.watch_command import watch_command

        watch_command(ctx, puzzle.year, puzzle.day, example=example, submit=submit, timeout=timeout)
    else:
        from aoc_framework.cli.run_command import run_command

        run_command(ctx, puzzle.year, puzzle.day, example=example, submit=submit, timeout=timeout)


def _check_token(submit: bool, network: Network) -> None:
    """Before the countdown, one request that finds a dead or mangled token now, not
    after the unlock (exit 5); without a token, --submit exits 5 now. A site that
    cannot be reached is said, and the wait goes on: it may be back by the unlock."""
    from aoc_framework.site.aocd_adapter import check_token_now
    from aoc_framework.site.session_token import require_token

    token = find_token()
    if token is None:
        if submit:
            require_token()
        return
    try:
        check_token_now(token, network)
    except NetworkError as error:
        warn(f"the token could not be checked before the unlock: {error}")


def _wait_for(puzzle: PuzzleDay, wait: bool) -> None:
    """Return once `puzzle` is unlocked: at once, after a countdown, or (not `wait`)
    with the one-line error saying when it unlocks."""
    if is_unlocked(puzzle.year, puzzle.day):
        return
    from aoc_framework.cli.progress import countdown
    from aoc_framework.site.fetch import check_unlocked, wait_for_unlock

    if not wait:
        check_unlocked(puzzle, how_to_wait="drop --no-wait")
    wait_for_unlock(puzzle, countdown(puzzle))


def _write_or_complete(state: CliState, puzzle: PuzzleDay, network: Network) -> None:
    """The day's module, written from the page if missing; completed if it was written
    without the page (the evening before, without a token, the page refused); given
    part 2's example once part 1 is solved. What the user wrote is never touched."""
    from aoc_framework.authoring.new import waits_for_the_page
    from aoc_framework.cli.new_command import scaffold_day
    from aoc_framework.site.puzzle_page import recorded_parts

    path = state.project().solution_path(puzzle)
    if not path.exists():
        scaffold_day(state, puzzle, network=network)
    elif find_token() is None:
        return  # the page cannot be read: the first run said so
    elif waits_for_the_page(path):
        scaffold_day(state, puzzle, network=network)
    elif recorded_parts(state.project(), puzzle) >= 1:
        from aoc_framework.cli.examples_command import add_part_2_example

        add_part_2_example(state, puzzle, network)


def _fetch(state: CliState, puzzle: PuzzleDay, network: Network) -> None:
    """The day's input in the cache (fetched now if missing, saying so)."""
    from aoc_framework.cli.progress import retry_note, slow_step
    from aoc_framework.site.fetch import ensure_input

    project = state.project()
    with slow_step(f"fetching the input of {puzzle}"):
        found = ensure_input(project, puzzle, network=network, on_retry=retry_note())
    if found.fetched:
        print(f"fetched {project.relative(project.input_path(puzzle))}")


def _read(state: CliState, puzzle: PuzzleDay, network: Network) -> None:
    """The puzzle text, in a pager on a terminal (the watch clears the screen after it).
    A page that cannot be had is one line, and the morning goes on: it is not needed to
    solve."""
    from aoc_framework.authoring.read import page_markdown
    from aoc_framework.cli.page_output import page_of, show_markdown
    from aoc_framework.site.puzzle_page import cached_page

    project = state.project()
    if find_token() is None and cached_page(project, puzzle) is None:
        print("no session token: the puzzle text is not shown (see aoc token)", file=sys.stderr)
        return
    try:
        page = page_of(project, puzzle, network=network)
    except AocError as error:
        print_error(f"{error} (going on without the puzzle text)")
        return
    show_markdown(page_markdown(page), pager=True)
