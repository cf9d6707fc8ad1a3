"""Durations in human units."""

from __future__ import annotations

_UNITS = ((1_000_000_000, "s"), (1_000_000, "ms"), (1_000, "µs"))


def format_ns(ns: int) -> str:
    """`ns` nanoseconds with three significant digits in ns, µs, ms or s: `'4.27 ms'`."""
    for scale, unit in _UNITS:
        if ns >= scale:
            value = ns / scale
            digits = 0 if value >= 100 else 1 if value >= 10 else 2
            return f"{value:.{digits}f} {unit}"
    return f"{ns} ns"
