"""Fetching puzzle inputs from adventofcode.com into the project's input cache.

A cached input (`inputs/YYYY/DD.txt`) is never fetched again. A missing one is fetched
through aocd (which keeps its own copy too) and written atomically, as served, under a lock file
beside it: several `aoc` processes started at once on a cold cache send one request,
and every one of them reads the input that request brought.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime

from aoc_framework.durations import format_wait
from aoc_framework.engine.puzzle_input import decode, read_input
from aoc_framework.errors import LockedPuzzleError
from aoc_framework.files import check_writable, fetch_lock
from aoc_framework.project import Project
from aoc_framework.puzzle import PuzzleDay, now
from aoc_framework.site.aocd_adapter import input_data, prepare_client
from aoc_framework.site.session_token import SessionToken, require_token

#: Told when a puzzle unlocks and the seconds left, every second of a wait; the seconds
#: are None once it is over (see `wait_for_unlock`).
Countdown = Callable[[datetime, "float | None"], None]


def ensure_input(
    project: Project,
    puzzle: PuzzleDay,
    *,
    timeout: float,
    wait: Countdown | None = None,
) -> str:
    """The decoded input of `puzzle`, fetched and cached first if missing.

    `wait`: for a puzzle not unlocked yet, wait until it unlocks (told to `wait` every
    second, see `wait_for_unlock`) instead of failing. `timeout`: seconds to wait for the
    server. Raises `AocError` subclasses: no token, not unlocked, network failure."""
    path = project.input_path(puzzle)
    if path.is_file():
        return read_input(path)
    if not wait:
        check_unlocked(puzzle)
    token = require_token()  # before a wait that may last hours
    check_writable(path)  # and before the site is asked for what could not be kept
    if wait is not None:
        wait_for_unlock(puzzle, wait)
    with fetch_lock(path, timeout):
        if path.is_file():  # fetched by another process while this one waited
            return read_input(path)
        text = download_input(token, puzzle, timeout)
        project.write_private(path, text + "\n")
    return text


def download_input(token: SessionToken, puzzle: PuzzleDay, timeout: float) -> str:
    """The input of `puzzle` as served (aocd removes the final newlines), from aocd's
    cache or adventofcode.com."""
    prepare_client(timeout)
    return decode(input_data(token, puzzle), f"the input of {puzzle} from adventofcode.com")


def check_unlocked(puzzle: PuzzleDay, how_to_wait: str | None = "add --wait") -> None:
    """Raise `LockedPuzzleError` with the unlock time and the wait (and `how_to_wait`
    instead, for a command that can wait), unless unlocked."""
    unlock = puzzle.unlock_time()
    remaining = (unlock - now()).total_seconds()
    if remaining > 0:
        raise LockedPuzzleError(
            f"{puzzle} is not unlocked yet: it unlocks {local_time(unlock)}, "
            f"in {format_wait(remaining)}; run again then"
            + (f", or {how_to_wait}" if how_to_wait else "")
        )


def wait_for_unlock(
    puzzle: PuzzleDay,
    countdown: Countdown,
    *,
    clock: Callable[[], datetime] = now,
    sleep: Callable[[float], None] = time.sleep,
) -> None:
    """Block until `puzzle` unlocks, telling `countdown` the unlock time and the seconds
    left every second, and `None` once the wait is over (also on Ctrl-C): the caller
    shows it (the library never prints)."""
    unlock = puzzle.unlock_time()
    try:
        while (remaining := (unlock - clock()).total_seconds()) > 0:
            countdown(unlock, remaining)
            sleep(min(1.0, remaining))
    finally:
        countdown(unlock, None)


def local_time(moment: datetime) -> str:
    """`moment` in the local time zone: `at 06:00 CET on Fri 1 Dec`."""
    local = moment.astimezone()
    return f"at {local:%H:%M %Z} on {local:%a} {local.day} {local:%b %Y}"
