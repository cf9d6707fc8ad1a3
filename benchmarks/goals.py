"""How a benchmark states a figure against its goal: one line, which
benchmarks/december.py gathers (it looks for "(goal " and for `MISSED`)."""

from __future__ import annotations

#: What a line says of a figure past its goal.
MISSED = "OVER THE GOAL"


def goal_line(figure: str, value: float, goal: float, unit: str) -> str:
    """`figure: 39.5 ms (goal <= 60 ms): ok`, for a goal that is a most."""
    verdict = "ok" if value <= goal else MISSED
    return f"{figure}: {value:.1f} {unit} (goal <= {goal:g} {unit}): {verdict}"
