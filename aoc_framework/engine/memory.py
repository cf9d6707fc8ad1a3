"""How much memory a day used, from the process's own accounting.

Three figures, each where it is accurate:

- `peak_rss`: the process's peak resident set size (`getrusage` `ru_maxrss`), a
  high-water mark of the whole process that never goes down. A day's worker is a fresh
  fork, so in `aoc status` and `aoc time` it is the day's process (the framework's few
  MiB included): the figure the memory cap is about.
- `PeakGrowth`: how far a run raised that mark, for `aoc run`'s day.
- `step_peak`: how far a step (parse, a part) raised it above what the process held
  when the step started, each step's mark reset as it starts (Linux's /proc: elsewhere
  none). Only while `measured`: `aoc time` measures its first timed run, which the
  reads of /proc around each step (outside its timing) do not slow. tracemalloc,
  which it replaced, slowed a day that allocates much several times over, and took a
  run of its own: days that ran within `--day-timeout` timed out.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path

#: The highest peak this process had before its mark was reset (`_reset_proc_peak`):
#: `ru_maxrss` is reset with it.
_peak_before_resets = 0
#: Whether each step's peak is measured (`measured`).
_measuring = False


def peak_rss() -> int | None:
    """The peak resident set size of this process so far, in bytes (None where the
    platform does not say: Windows)."""
    try:
        import resource  # here, for its ImportError: there is none on Windows
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return max(_peak_before_resets, peak if sys.platform == "darwin" else peak * 1024)


class PeakGrowth:
    """How far the process's peak resident set rises above what it holds now: made just
    before a run in `aoc`'s own process (`aoc run`), `bytes()` just after.

    `ru_maxrss` alone would not do: on Linux it keeps, across `exec`, the peak of the
    process that started `aoc` (a test runner holding 300 MiB hides a day's 200 MiB).
    There the peak is reset to what the process holds (`/proc/self/clear_refs`) and read
    back from `/proc/self/status`; elsewhere it is `ru_maxrss`'s growth. On Linux, what
    the process mapped of files meanwhile is left out (`RssFile`): a fork of `aoc` (`aoc
    run`'s day) maps again the interpreter's and the libraries' code as it runs, a MiB or
    two that is none of the day's."""

    __slots__ = ("_before", "_files", "_reset")

    @property
    def exact(self) -> bool:
        """Whether the mark was reset as it was made: the growth is its own, not only
        what went past an earlier peak."""
        return self._reset

    def __init__(self) -> None:
        held = _proc_status("VmRSS")
        self._reset = held is not None and _reset_proc_peak()
        self._before = held if self._reset else peak_rss()
        self._files = _proc_status("RssFile") if self._reset else None

    def bytes(self) -> int | None:
        """The growth (0 when it stayed under the mark; None where none is kept)."""
        after = _proc_status("VmHWM") if self._reset else peak_rss()
        if after is None or self._before is None:
            return None
        files = _proc_status("RssFile") if self._files is not None else None
        mapped = max(0, files - self._files) if files is not None and self._files else 0
        return max(0, after - self._before - mapped)


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
    """Set the process's peak (`VmHWM`) to what it holds now, keeping the peak it had
    for `peak_rss`; whether it could."""
    global _peak_before_resets
    _peak_before_resets = max(_peak_before_resets, _proc_status("VmHWM") or 0)
    try:
        # 5: reset the peak resident set size, nothing else
        Path("/proc/self/clear_refs").write_text("5", encoding="utf-8")
    except OSError:
        return False
    return True


@contextlib.contextmanager
def measured() -> Iterator[None]:
    """Measure each step's peak in the block (`step_started`, `step_peak`)."""
    global _measuring
    saved, _measuring = _measuring, True
    try:
        yield
    finally:
        _measuring = saved


def step_started() -> PeakGrowth | None:
    """Called just before a step, out of its timing: its mark, reset (None: not
    `measured`, or the platform cannot reset it). A global's look-up when not measured,
    since every timed step calls it."""
    if not _measuring:
        return None
    growth = PeakGrowth()
    return growth if growth.exact else None


def step_peak(started: PeakGrowth | None) -> int | None:
    """Called just after the step: how far it raised the process's peak above what the
    process held as it started (the mark `step_started` made; None: not measured)."""
    return started.bytes() if started is not None else None
