"""`aoc today`: the December morning up to the watch. The day chosen, the token checked
before the countdown, the wait for the unlock, the input fetched, the module written
(or completed, or given part 2's example) and the page read, each step skipped when
done already or turned off; what the face runs next (the watch, or one run) is in the
report."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aoc_framework.actions.day import which_day
from aoc_framework.actions.examples import add_part_2_example
from aoc_framework.actions.new import NewReport, NewRequest, write_day
from aoc_framework.actions.page import page_of
from aoc_framework.actions.progress import SlowStep, unnoticed
from aoc_framework.actions.run import examples_for_want_of_token
from aoc_framework.authoring.new import waits_for_the_page
from aoc_framework.authoring.today import AHEAD, both_stars, coming_puzzle
from aoc_framework.model.errors import AocError, DayCodeError, InputError, NetworkError
from aoc_framework.model.puzzle import PuzzleDay, is_unlocked, next_puzzle
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.fetch import (
    Countdown,
    Retrying,
    catching_up,
    check_token_before_the_wait,
    check_unlocked,
    ensure_input,
    problem_of,
    wait_for_unlock,
)
from aoc_framework.site.puzzle_page import PuzzlePage, cached_page, recorded_parts
from aoc_framework.site.session_token import has_token

if TYPE_CHECKING:
    from aoc_framework.authoring.example_extractor import FoundExample


@dataclass(frozen=True)
class TodayRequest:
    """The day (`year` and `day`: one named, to catch up on it; neither: today's,
    `actions.day.which_day`), the steps to take (each on by default) and how the day
    will run."""

    year: int | None = None
    day: int | None = None
    wait: bool = True
    new: bool = True
    fetch: bool = True
    read: bool = True
    example: bool = False
    submit: bool = False


def _silent(*args: object) -> None:
    """A callback that is told nothing worth saying."""


@dataclass(frozen=True)
class MorningCalls:
    """What the face is told as the morning goes (each optional): a line to say (the day
    chosen and why, a step skipped); a warning; a step that failed, and the morning goes
    on; the countdown of the unlock; the module written; part 2's example added; the
    input fetched; the page to show."""

    said: Callable[[str], None] = _silent
    warning: Callable[[str], None] = _silent
    failed: Callable[[str], None] = _silent
    countdown: Callable[[PuzzleDay], Countdown] = lambda puzzle: _silent
    written: Callable[[NewReport], None] = _silent
    part_2_example: Callable[[PuzzleDay, list[FoundExample]], None] = _silent
    fetched: Callable[[PuzzleDay], None] = _silent
    page: Callable[[PuzzlePage], None] = _silent
    on_retry: Retrying | None = None
    slow: SlowStep = field(default=unnoticed)


@dataclass(frozen=True)
class TodayReport:
    """The day of the morning, and whether it runs on its examples only."""

    puzzle: PuzzleDay
    example: bool


def morning(
    project: Project, request: TodayRequest, network: Network, calls: MorningCalls
) -> TodayReport:
    """Take the morning's steps for the day named, else today's puzzle
    (`authoring.today.morning_day`), and say what the day runs on. Raises
    `LockedPuzzleError` while locked without `request.wait` (and for a day named that is
    locked: only the coming one is waited for), `AuthError` for a dead token
    (before the countdown) and for `request.submit` without a token, and the errors of
    fetching the input."""
    puzzle = _the_day(project, request, calls)
    if not is_unlocked(puzzle.year, puzzle.day):
        if not request.wait:
            check_unlocked(puzzle, how_to_wait="drop --no-wait")
        check_token_before_the_wait(
            project.account, network, calls.warning, required=request.submit
        )
        wait_for_unlock(puzzle, calls.countdown(puzzle))
    example = request.example or examples_for_want_of_token(
        project,
        puzzle,
        submit=request.submit,
        note=calls.warning,
    )
    # The input first, then the module: the page's examples are put in the input's form
    # where they are written otherwise ("+1, -2, +3" for an input of one change a line).
    # But one try only: while the site catches up after the unlock, the module and the
    # text come first and the input is asked for again once the text is read (its tries
    # had kept the page back for up to a minute and a half). An input that cannot be
    # had still leaves the module written and the text shown; its failure last.
    unfetched: AocError | None = None
    again = False  # asked for again once the text is read (however long that takes)
    if request.fetch and not example:
        try:
            _fetch(project, puzzle, network, calls, once=True)
        except AocError as error:
            unfetched, again = error, catching_up(puzzle, error)
            if again:
                calls.said(f"{problem_of(error)}: the puzzle first, then the input again")
    if request.new:
        _write_or_complete(project, puzzle, network, calls)
    if request.read and recorded_parts(project, puzzle) >= 2:  # read, both parts solved
        calls.said(f"its text is not shown again: aoc read {puzzle.year} {puzzle.day} shows it")
    elif request.read:
        _read(project, puzzle, network, calls, stops=unfetched is not None)
    if again:
        try:
            _fetch(project, puzzle, network, calls)
            unfetched = None
        except AocError as error:
            unfetched = error
    if unfetched is not None:
        raise _what_to_do(unfetched)
    return TodayReport(puzzle, example)


def _the_day(project: Project, request: TodayRequest, calls: MorningCalls) -> PuzzleDay:
    """The day named, else the morning's, said with why; a day named that is locked and
    not the coming one is a `LockedPuzzleError` (only the coming one is waited for)."""
    choice = which_day(project, request.year, request.day, morning=True)
    puzzle = choice.puzzle
    if choice.why is not None:
        calls.said(choice.why)
        if recorded_parts(project, puzzle) >= 2:  # done: when the next one comes, then
            calls.said(both_stars(puzzle))
        elif puzzle == coming_puzzle() and next_puzzle(AHEAD) is None:  # the eve: hours
            calls.said(  # to wait, where a newcomer saw nothing to do (tenth round)
                "until then, aoc today --rehearse plays a day you have solved as its morning"
            )
    elif puzzle != coming_puzzle():
        check_unlocked(puzzle, how_to_wait=None)
    return puzzle


def _what_to_do(unfetched: AocError) -> AocError:
    """The input's failure, ending the morning, with what to do then where it is the
    same command again (the site down, or still catching up: 404, 503, no answer)."""
    again = "the module is ready: aoc today again fetches the input, then watches"
    if isinstance(unfetched, NetworkError):
        return NetworkError(unfetched.problem, again)
    if isinstance(unfetched, InputError):  # a 404 past the unlock's tries
        return type(unfetched)(f"{unfetched}; {again}")
    return unfetched


def _write_or_complete(
    project: Project, puzzle: PuzzleDay, network: Network, calls: MorningCalls
) -> None:
    """The day's module, written from the page if missing; completed if it was written
    without the page (the evening before, without a token, the page refused); given
    part 2's example once part 1 is solved. What the user wrote is never touched."""
    path = project.solution_path(puzzle)
    if path.exists() and not has_token(project.account):
        return  # the page cannot be read: the first run said so
    if not path.exists() or waits_for_the_page(path):
        write_day(
            project,
            NewRequest(puzzle),
            network,
            on_retry=calls.on_retry,
            slow=calls.slow,
            on_written=calls.written,
        )
    elif recorded_parts(project, puzzle) >= 1:
        try:
            added = add_part_2_example(
                project, puzzle, network, on_retry=calls.on_retry, slow=calls.slow
            )
            if added:
                calls.part_2_example(puzzle, added)
        except (AocError, DayCodeError) as error:
            calls.failed(f"{error} (going on without part 2's example)")


def _fetch(
    project: Project,
    puzzle: PuzzleDay,
    network: Network,
    calls: MorningCalls,
    *,
    once: bool = False,
) -> None:
    """The day's input in the cache (fetched now if missing, told to `calls.fetched`),
    tried again while the site catches up unless asked `once`."""
    with calls.slow(f"fetching the input of {puzzle}"):
        found = ensure_input(project, puzzle, network=network, on_retry=calls.on_retry, once=once)
    if found.fetched:
        calls.fetched(puzzle)


def _read(
    project: Project, puzzle: PuzzleDay, network: Network, calls: MorningCalls, *, stops: bool
) -> None:
    """The puzzle page, for the face to show. A page that cannot be had is said, and the
    morning goes on (it is not needed to solve), unless it `stops` (no input either)."""
    if not has_token(project.account) and cached_page(project, puzzle) is None:
        calls.said("no session token: the puzzle text is not shown (see aoc token)")
        return
    try:
        page = page_of(project, puzzle, network, on_retry=calls.on_retry, slow=calls.slow)
    except AocError as error:
        calls.failed(
            f"{error} ({'no puzzle text either' if stops else 'going on without the puzzle text'})"
        )
        return
    calls.page(page)
