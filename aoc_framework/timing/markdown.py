"""The Markdown timing table, for a README's section between two markers:

    <!-- aoc-time:start -->
    | Year | Day | Title | Parse | Part 1 | Part 2 | Total |
    ...
    <!-- aoc-time:end -->

The table depends only on the results, so rewriting with the same results leaves the
file as it was (see `readme_sections`).
"""

from __future__ import annotations

from collections.abc import Sequence

from aoc_framework.model.durations import format_ns
from aoc_framework.model.results import Verdict
from aoc_framework.project.readme_sections import TIME_SECTION, markers
from aoc_framework.timing.results import (
    INPUT_SOURCE,
    DayTiming,
    StepTiming,
    Total,
    labelled_totals,
)
from aoc_framework.views.looks import look
from aoc_framework.views.table import Column, Table, cell

#: The steps that have a column (a `solve` step is shown in part 1's).
_COLUMNS = ("parse", "part_1", "part_2")
#: The markers of the README section `aoc time --readme` fills (see `readme_sections`).
START_MARKER, END_MARKER = markers(TIME_SECTION)


def readme_table(rows: Sequence[DayTiming]) -> Table:
    """The table of `aoc time --readme`: one line per row with each step's median time
    and its verdict, then a total per year and, for several years, overall."""
    with_source = any(row.source != INPUT_SOURCE for row in rows)
    on = "the examples" if with_source else "the puzzle inputs"
    columns = [Column("Year", "right"), Column("Day", "right"), Column("Title")]
    columns += [Column("Input")] if with_source else []
    columns += [Column(name, "right") for name in ("Parse", "Part 1", "Part 2", "Total")]
    table = []
    for row in sorted(rows, key=lambda r: r.key):
        texts = [str(row.year), str(row.day), row.title]
        texts += [row.source] if with_source else []
        if row.failure is not None:
            texts += [row.failure.value, "", "", ""]
        else:
            texts += [_step_cell(row.steps.get(name)) for name in _COLUMNS]
            if "solve" in row.steps:  # both parts in one step: its time stands for both
                texts[-2] = f"{_step_cell(row.steps['solve'])} (solve: both parts)"
            texts.append(_total_cell(row))
        table.append([cell(text) for text in texts])
    blanks = [cell("")] * (4 if with_source else 3)
    for label, total in labelled_totals(rows).items():
        bold = [cell(label, "bold"), cell(""), cell("total", "bold")]
        table.append([*bold, *blanks, cell(_median(total), "bold")])
    title = f"Median time of each step on {on}, measured by `aoc time`."
    return Table(title, columns, table)


def _step_cell(step: StepTiming | None) -> str:
    if step is None:
        return "—"
    if step.error is not None:
        return "error"
    time = format_ns(step.median_ns) if step.median_ns is not None else ""
    verdict = step.verdict
    if verdict is None or verdict is Verdict.UNKNOWN:
        return time
    mark = (
        look(verdict).glyph
        if verdict in (Verdict.CORRECT, Verdict.WRONG)
        else f"({look(verdict).word})"
    )
    return f"{time} {mark}"


def _total_cell(row: DayTiming) -> str:
    if any(step.error is not None for step in row.steps.values()):
        return ""  # a partial total would pass for the day's time
    return _median(row.total)


def _median(total: Total) -> str:
    return format_ns(total.median_ns)
