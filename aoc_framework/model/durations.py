"""Durations: said in human units, and a deadline that interrupts what runs past it."""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator

from aoc_framework.model.units import in_units

_UNITS = ((1_000_000_000, "s"), (1_000_000, "ms"), (1_000, "µs"))


def format_ns(ns: int) -> str:
    """`ns` nanoseconds with three significant digits in ns, µs, ms or s: `'4.27 ms'`."""
    return in_units(ns, _UNITS, "ns")


def format_wait(seconds: float) -> str:
    """A wait in its largest unit and the next, rounded up to the second: `'3 h 12 min'`,
    `'4 min 5 s'`, `'45 s'`, `'2 d'`."""
    remaining = max(0, int(-(-seconds // 1)))
    units = ((86_400, "d"), (3_600, "h"), (60, "min"), (1, "s"))
    first = next(i for i, (size, _) in enumerate(units) if remaining >= size or size == 1)
    (big, big_unit), *rest = units[first : first + 2]
    text = f"{remaining // big} {big_unit}"
    if rest and remaining % big // rest[0][0]:
        text += f" {remaining % big // rest[0][0]} {rest[0][1]}"
    return text


@contextlib.contextmanager
def interrupted_after(seconds: float | None, error: Callable[[], BaseException]) -> Iterator[None]:
    """Raise `error()` in the block once it has run `seconds` (None: never): a timer
    signal interrupts whatever the main thread does, a wait or a loop. Only in the main
    thread, where timer signals exist (POSIX), and when no timer is set already (an
    outer deadline stays the one); elsewhere the block runs unbounded."""
    usable = (
        seconds is not None
        and hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
        and signal.getitimer(signal.ITIMER_REAL)[0] == 0
    )
    if not usable:
        yield
        return

    def expired(signum: int, frame: object) -> None:
        raise error()

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
