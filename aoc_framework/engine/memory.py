"""How much memory a day used, from the process's own accounting.

Three figures, each where it is accurate:

- `peak_rss`: the process's peak resident set size (`getrusage` `ru_maxrss`), a
  high-water mark of the whole process that never goes down. A day's worker is a fresh
  fork, so in `aoc status` and `aoc time` it is the day's process (the framework's few
  MiB included): the figure the memory cap is about.
- `PeakGrowth`: how far a run raised that mark, for a day run in `aoc`'s own process.
- `step_peak`: the most a step (parse, a part) had allocated through Python's allocators
  above what was live when it started (tracemalloc's peak, reset for each step). Only
  while tracemalloc traces (`traced`), which slows allocation: `aoc time` traces one
  extra, untimed run.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path


def peak_rss() -> int | None:
    """The peak resident set size of this process so far, in bytes (None where the
    platform does not say: Windows)."""
    try:
        import resource  # here, for its ImportError: there is none on Windows
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024  # Linux says KiB


class PeakGrowth:
    """How far the process's peak resident set rises above what it holds now: made just
    before a run in `aoc`'s own process (`aoc run`), `bytes()` just after.

    `ru_maxrss` alone would not do: on Linux it keeps, across `exec`, the peak of the
    process that started `aoc` (a test runner holding 300 MiB hides a day's 200 MiB).
    There the peak is reset to what the process holds (`/proc/self/clear_refs`) and read
    back from `/proc/self/status`; elsewhere it is `ru_maxrss`'s growth."""

    __slots__ = ("_before", "_reset")

    def __init__(self) -> None:
        held = _proc_status("VmRSS")
        self._reset = held is not None and _reset_proc_peak()
        self._before = held if self._reset else peak_rss()

    def bytes(self) -> int | None:
        """The growth (0 when it stayed under the mark; None where none is kept)."""
        after = _proc_status("VmHWM") if self._reset else peak_rss()
        if after is None or self._before is None:
            return None
        return max(0, after - self._before)


def _proc_status(field: str) -> int | None:
    """A size in bytes from Linux's /proc/self/status (`VmRSS`, `VmHWM`), or None."""
    try:
        # utf-8, not ascii: its codec is loaded already (ascii's would be imported)
        with Path("/proc/self/status").open(encoding="utf-8") as status:
            for line in status:
                if line.startswith(f"{field}:"):
                    return int(line.split()[1]) * 1024  # "VmHWM:   12345 kB"
    except (OSError, ValueError, IndexError):
        pass
    return None


def _reset_proc_peak() -> bool:
    """Set the process's peak (`VmHWM`) to what it holds now; whether it could."""
    try:
        # 5: reset the peak resident set size, nothing else
        Path("/proc/self/clear_refs").write_text("5", encoding="ascii")
    except OSError:
        return False
    return True


@contextlib.contextmanager
def traced() -> Iterator[None]:
    """Trace Python's allocations in the block (each `step_peak` then measures), unless
    something traces already: then it is left as it is."""
    import tracemalloc  # only `aoc time` traces: `step_started` relies on its absence

    if tracemalloc.is_tracing():
        yield
        return
    tracemalloc.start()
    try:
        yield
    finally:
        tracemalloc.stop()


def step_started() -> int | None:
    """Called just before a step: tracemalloc's peak reset, and what is live now (None:
    nothing traces). Two look-ups when nothing traces, since every timed step calls it;
    tracemalloc is found in `sys.modules`, so a run that does not trace never imports it."""
    tracemalloc = sys.modules.get("tracemalloc")
    if tracemalloc is None or not tracemalloc.is_tracing():
        return None
    tracemalloc.reset_peak()
    return int(tracemalloc.get_traced_memory()[0])


def step_peak(live_before: int | None) -> int | None:
    """Called just after the step: its peak above what was live before it (the value of
    `step_started`; None: not traced)."""
    if live_before is None:
        return None
    return max(0, sys.modules["tracemalloc"].get_traced_memory()[1] - live_before)
