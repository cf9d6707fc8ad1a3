"""Fetching puzzle inputs from adventofcode.com into the project's input cache.

A cached input (`inputs/YYYY/DD.txt`) is never fetched again. A missing one is fetched
through aocd (which keeps its own copy too) and written atomically, as served, under a lock file
beside it: several `aoc` processes started at once on a cold cache send one request,
and every one of them reads the input that request brought.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from aoc_framework.engine.puzzle_input import decode, read_input
from aoc_framework.model import clock as wall_clock
from aoc_framework.model.clock import local_time
from aoc_framework.model.durations import format_wait
from aoc_framework.model.errors import AocError, LockedPuzzleError, NetworkError, StoppedWaiting
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.files import check_writable, fetch_lock
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network

if TYPE_CHECKING:
    from aoc_framework.model.account import Account
    from aoc_framework.site.session_token import SessionToken

#: Told when a puzzle unlocks and the seconds left, every second of a wait; the seconds
#: are None once it is over (see `wait_for_unlock`).
Countdown = Callable[[datetime, "float | None"], None]
#: Told, before each new try at the unlock, what failed and the seconds until the try.
Retrying = Callable[[str, float], None]

#: How long after a puzzle unlocks a refusal or a failure (a 404, a server error, no
#: answer in time) is taken for the site catching up and asked again: in the first
#: seconds the site answers some requests 404 or 503 while it serves everyone at once.
UNLOCK_RETRY_S = 90.0
#: The gaps between tries, in throttle intervals (the throttle, `AOC_THROTTLE`, 1 s by default: the
#: site's automation rules ask for at most one request a second), growing as the wait
#: goes on.
RETRY_STEPS = (1, 1, 2, 2, 3, 5)
#: At most this many tries again, whatever the pace (`AOC_THROTTLE` may be 0).
MAX_RETRIES = 20
#: In that window, the seconds a request may go unanswered before it is given up and
#: asked again (`--timeout` when shorter): the site answers within a second unless a
#: request was lost in the crowd, and the minute after an unlock is the one that counts.
UNLOCK_TIMEOUT_S = 5.0

T = TypeVar("T")


class FoundInput(NamedTuple):
    """A day's input, decoded, and whether this call fetched it (False: it was cached,
    or another `aoc` fetched it meanwhile), so that a face can say so."""

    text: str
    fetched: bool


def check_token_before_the_wait(
    account: Account, network: Network, warn: Callable[[str], None], *, required: bool
) -> None:
    """Before a wait for an unlock, which may last hours: one request that finds a dead
    or mangled session token now (`AuthError`), not after the unlock; a site that
    cannot be reached is `warn`ed, and the wait goes on (it may be back by then).
    Without a token, `AuthError` when it is `required`, else nothing to check."""
    # start-up time: the aocd adapter and the token, only before a wait
    from aoc_framework.site.aocd.account import check_token_now
    from aoc_framework.site.session_token import find_token, require_token

    token = find_token(account)
    if token is None:
        if required:
            require_token(account)
        return
    try:
        check_token_now(token, network)
    except NetworkError as error:
        warn(f"the token could not be checked before the unlock: {error}")


def ensure_input(
    project: Project,
    puzzle: PuzzleDay,
    *,
    network: Network,
    wait: Countdown | None = None,
    on_retry: Retrying | None = None,
    warn: Callable[[str], None] = lambda message: None,
    once: bool = False,
) -> FoundInput:
    """The decoded input of `puzzle`, fetched and cached first if missing: the one place
    that decides "cached, else fetch" (callers never look at the cache first).

    `wait`: for a puzzle not unlocked yet, wait until it unlocks (told to `wait` every
    second, see `wait_for_unlock`) instead of failing, the token checked first
    (`check_token_before_the_wait`, a site out of reach `warn`ed). `network`: what each
    request needs (timeout, throttle, contact). Just after the unlock, what fails is tried
    again (`retried_at_unlock`, told to `on_retry`), unless asked `once`. Raises
    `AocError` subclasses: no token, not unlocked, network failure."""
    path = project.input_path(puzzle)
    if path.is_file():
        return FoundInput(read_input(path), fetched=False)
    if not wait:
        check_unlocked(puzzle)
    # Imported here: a cached input, the common case of `aoc run`, needs neither.
    from aoc_framework.site.session_token import require_token

    if wait is not None and not puzzle.is_unlocked():  # before a wait that may last hours
        check_token_before_the_wait(project.account, network, warn, required=True)
    token = require_token(project.account)
    check_writable(path)  # and before the site is asked for what could not be kept
    if wait is not None:
        wait_for_unlock(puzzle, wait)

    def fetch() -> FoundInput:
        with fetch_lock(path, network.timeout_s):
            if path.is_file():  # fetched by another process while this one waited
                return FoundInput(read_input(path), fetched=False)
            text = download_input(token, puzzle, at_unlock(puzzle, network))
            project.write_private(path, text + "\n")
        return FoundInput(text, fetched=True)

    return retried_at_unlock(puzzle, fetch, on_retry, interval=network.throttle_s, once=once)


def catching_up(puzzle: PuzzleDay, error: AocError) -> bool:
    """Whether `error` is one `retried_at_unlock` tries again after: the site still
    catching up just after `puzzle`'s unlock (a 404, a server error, no answer)."""
    return isinstance(error, (LockedPuzzleError, NetworkError)) and just_unlocked(puzzle)


def just_unlocked(puzzle: PuzzleDay, at: datetime | None = None) -> bool:
    """Whether `at` (default: now) is within `UNLOCK_RETRY_S` of `puzzle`'s unlock,
    while the site catches up: the one window every rule of the unlock's tries uses."""
    since = ((at or wall_clock.now()) - puzzle.unlock_time()).total_seconds()
    return 0 <= since <= UNLOCK_RETRY_S


def problem_of(error: AocError) -> str:
    """What the site did, said of a request the unlock's tries ask again: a 404 as its
    error says it, a network failure without its advice (it is asked again already)."""
    return error.problem if isinstance(error, NetworkError) else str(error)


def at_unlock(puzzle: PuzzleDay, network: Network, at: datetime | None = None) -> Network:
    """`network` for a request about `puzzle` at `at` (default: now): within
    `UNLOCK_RETRY_S` of its unlock, where what goes unanswered is asked again
    (`retried_at_unlock`), a request is given up after `UNLOCK_TIMEOUT_S`; the timeout
    as it is otherwise."""
    if just_unlocked(puzzle, at) and network.timeout_s > UNLOCK_TIMEOUT_S:
        return network._replace(timeout_s=UNLOCK_TIMEOUT_S)
    return network


def retried_at_unlock(
    puzzle: PuzzleDay,
    attempt: Callable[[], T],
    on_retry: Retrying | None = None,
    *,
    interval: float,
    clock: Callable[[], datetime] = lambda: wall_clock.now(),
    sleep: Callable[[float], None] = time.sleep,
    once: bool = False,
) -> T:
    """`attempt()`, tried again while the site catches up after `puzzle` unlocks: within
    `UNLOCK_RETRY_S` of the unlock, a 404 (`LockedPuzzleError`), a server error or no
    answer in time (`NetworkError`) is told to `on_retry` and tried again after the next
    of `RETRY_STEPS` (in steps of `interval`, the throttle: the pace of every request),
    unless asked `once`. Any other error, and any error after that window, is raised; a
    Ctrl-C in that window is `StoppedWaiting`."""
    deadline = puzzle.unlock_time() + timedelta(seconds=UNLOCK_RETRY_S)
    steps = itertools.chain(RETRY_STEPS, itertools.repeat(RETRY_STEPS[-1]))
    gaps = itertools.islice((step * interval for step in steps), MAX_RETRIES)
    try:
        while True:
            try:
                return attempt()
            except (LockedPuzzleError, NetworkError) as error:
                gap = None if once else next(gaps, None)
                if gap is None or clock() + timedelta(seconds=gap) > deadline:
                    raise
                if on_retry is not None:
                    on_retry(problem_of(error), gap)
                sleep(gap)
    except KeyboardInterrupt:
        if not just_unlocked(puzzle, clock()):
            raise
        # Ctrl-C while the site catches up, as during the countdown: the user's choice.
        raise StoppedWaiting(
            f"stopped asking for {puzzle}, which unlocked at "
            f"{local_time(puzzle.unlock_time())} (the site may still be catching up)"
        ) from None


def download_input(token: SessionToken, puzzle: PuzzleDay, network: Network) -> str:
    """The input of `puzzle` as served (aocd removes the final newlines), from aocd's
    cache or adventofcode.com."""
    # start-up time: the aocd adapter and the token, only when a request is made
    from aoc_framework.site.aocd.client import prepare_client
    from aoc_framework.site.aocd.puzzles import input_data

    prepare_client(network)
    return decode(input_data(token, puzzle), f"the input of {puzzle} from adventofcode.com")


def check_unlocked(puzzle: PuzzleDay, how_to_wait: str | None = "add --wait") -> None:
    """Raise `LockedPuzzleError` with the unlock time and the wait (and `how_to_wait`
    instead, for a command that can wait), unless unlocked."""
    unlock = puzzle.unlock_time()
    remaining = (unlock - wall_clock.now()).total_seconds()
    if remaining > 0:
        raise LockedPuzzleError(
            f"{puzzle} is not unlocked yet: it unlocks at {local_time(unlock)}, "
            f"in {format_wait(remaining)}; run again then"
            + (f", or {how_to_wait}" if how_to_wait else "")
        )


def wait_for_unlock(
    puzzle: PuzzleDay,
    countdown: Countdown,
    *,
    clock: Callable[[], datetime] = lambda: wall_clock.now(),
    sleep: Callable[[float], None] = time.sleep,
    unlock: datetime | None = None,
) -> None:
    """Block until `puzzle` unlocks (at `unlock` instead, for a rehearsal), telling
    `countdown` the unlock time and the seconds left every second, and `None` once the
    wait is over (also on Ctrl-C): the caller shows it (the library never prints)."""
    verb = "unlocks" if unlock is None else "starts"  # a rehearsal's start
    unlock = unlock or puzzle.unlock_time()
    try:
        while (remaining := (unlock - clock()).total_seconds()) > 0:
            countdown(unlock, remaining)
            sleep(min(1.0, remaining))
    except KeyboardInterrupt:
        raise StoppedWaiting(
            f"stopped waiting for {puzzle} ({verb} at {local_time(unlock)})"
        ) from None
    finally:
        countdown(unlock, None)
