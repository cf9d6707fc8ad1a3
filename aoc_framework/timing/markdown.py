"""The Markdown timing table, and rewriting it inside a README between two markers.

    <!-- aoc-time:start -->
    | Year | Day | Title | Parse | Part 1 | Part 2 | Total |
    ...
    <!-- aoc-time:end -->

The markers count only on lines of their own. Only the text between them changes, and
the table depends only on the results,
so rewriting with the same results leaves the file as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from aoc_framework.durations import format_ns
from aoc_framework.errors import UsageError
from aoc_framework.files import read_text, update_file
from aoc_framework.results import Verdict
from aoc_framework.table import Column, Table, cell
from aoc_framework.timing.results import (
    INPUT_SOURCE,
    DayTiming,
    StepTiming,
    Total,
    labelled_totals,
)

#: The steps that have a column (a `solve` step is shown in part 1's).
_COLUMNS = ("parse", "part_1", "part_2")
START_MARKER = "<!-- aoc-time:start -->"
END_MARKER = "<!-- aoc-time:end -->"


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


def rewrite_readme(path: Path, lock: Path, table: str, shown_as: str | None = None) -> bool:
    """Put `table` between the marker lines of the README at `path`, leaving the rest as
    it is then (`files.update_file`, under `lock`); return whether the file changed.
    Raises `UsageError` as `check_readme` does."""

    def with_table(text: str | None) -> str:
        lines, start, end = _split_readme(text, shown_as or str(path))
        # Blank lines around the table, so no Markdown renderer runs it into the markers.
        return "".join([*lines[: start + 1], "\n", table, "\n", *lines[end:]])

    return update_file(path, lock, with_table)


def check_readme(path: Path, shown_as: str | None = None) -> None:
    """Raise `UsageError` unless the README at `path` exists and has one start marker
    line followed by one end marker line (`shown_as` names the file in messages)."""
    _split_readme(read_text(path), shown_as or str(path))


def _split_readme(text: str | None, name: str) -> tuple[list[str], int, int]:
    """The README's lines and the indices of its start and end marker lines. Markers
    count only on lines of their own, so a mention of them in the text does not."""
    if text is None:
        raise UsageError(f"{name} does not exist; create it with the timing markers")
    lines = text.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if line.strip() == START_MARKER]
    ends = [i for i, line in enumerate(lines) if line.strip() == END_MARKER]
    if not (len(starts) == 1 and len(ends) == 1 and starts[0] < ends[0]):
        raise UsageError(
            f"{name} needs one {START_MARKER} line followed by one {END_MARKER} line; "
            "add them where the timing table goes"
        )
    return lines, starts[0], ends[0]


def _step_cell(step: StepTiming | None) -> str:
    if step is None:
        return "—"
    if step.error is not None:
        return "error"
    time = format_ns(step.median_ns) if step.median_ns is not None else ""
    verdict = step.verdict
    if verdict is None or verdict is Verdict.UNKNOWN:
        return time
    mark = verdict.glyph if verdict in (Verdict.CORRECT, Verdict.WRONG) else f"({verdict.word})"
    return f"{time} {mark}"


def _total_cell(row: DayTiming) -> str:
    if any(step.error is not None for step in row.steps.values()):
        return ""  # a partial total would pass for the day's time
    total = Total()
    for step in row.steps.values():
        total = total.add(step)
    return _median(total)


def _median(total: Total) -> str:
    return format_ns(total.median_ns)
