"""How a step's profile looks (`aoc run --profile`): its top functions by own and by
cumulative time, in a table that fits 80 columns."""

from aoc_framework.engine.profile import StepProfile
from aoc_framework.model.durations import format_ns
from aoc_framework.timing.results import STEP_LABELS
from aoc_framework.views.table import Column, Table, cell

#: The function column's width: with the figures' columns, 80 in all.
FUNCTION_WIDTH = 44

COLUMNS = [
    Column("Own", "right"),
    Column("Cumulative", "right"),
    Column("Calls", "right"),
    Column("Function", shrinks=True, limit=FUNCTION_WIDTH),
]


def profile_table(profile: StepProfile) -> Table:
    """The step's top functions, slowest cumulative first (see `StepProfile`)."""
    rows = [
        [
            cell(format_ns(round(row.own_s * 1e9))),
            cell(format_ns(round(row.cumulative_s * 1e9))),
            cell(str(row.calls)),
            cell(row.function),
        ]
        for row in profile.top
    ]
    return Table(f"{STEP_LABELS[profile.step]} under cProfile", COLUMNS, rows)
