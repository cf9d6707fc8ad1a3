"""How `aoc time` reports: its results (a table, JSON or Markdown) on stdout, and
what failed, regressed or was skipped on stderr.

Like every command module, imported only when its command runs (or help lists it).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from aoc_framework.cli.arguments import OutputFormat
from aoc_framework.cli.output import table_lines
from aoc_framework.model.durations import format_ns
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import Verdict
from aoc_framework.timing.baseline import regressions
from aoc_framework.timing.markdown import readme_table
from aoc_framework.timing.results import (
    INPUT_SOURCE,
    STEP_LABELS,
    DayTiming,
    StepTiming,
    labelled_totals,
    to_document,
)
from aoc_framework.views.looks import look, verdict_words
from aoc_framework.views.table import Cell, Column, Table, cell

#: A time over 1 s is shown in yellow, and over AoC's own "15 seconds on ten-year-old
#: hardware" in red.
SLOW_NS = 1_000_000_000
TOO_SLOW_NS = 15_000_000_000
TITLE_WIDTH = 20
ANSWER_WIDTH = 32


def results_table(rows: Sequence[DayTiming], compared: bool) -> Table:
    """A row per step of each day (the day named on its first), then the totals."""
    with_source = any(row.source != INPUT_SOURCE for row in rows)
    columns = [
        Column("Year", "right"),
        Column("Day", "right"),
        Column("Title", shrinks=True, limit=TITLE_WIDTH),
        *([Column("Input")] if with_source else []),
        Column("Step"),
        Column("Answer", shrinks=True, limit=ANSWER_WIDTH),
        Column("First", "right"),
        Column("Min", "right"),
        Column("Median", "right"),
        Column("Runs", "right"),
        *([Column("vs saved", "right")] if compared else []),
    ]
    table: list[list[Cell]] = []
    for row in rows:
        first = [str(row.year), str(row.day), row.title, *([row.source] if with_source else [])]
        for number, cells in enumerate(_row_lines(row, compared)):
            named = first if number == 0 else [""] * len(first)
            table.append([cell(text) for text in named] + cells)
    for label, total in labelled_totals(rows).items():
        texts = [label, "", "total", *([""] if with_source else []), "", "", ""]
        texts += [format_ns(total.min_ns), format_ns(total.median_ns), ""]
        table.append([cell(text, "bold") for text in texts + ([""] if compared else [])])
    return Table("", columns, table)


def _row_lines(row: DayTiming, compared: bool) -> list[list[Cell]]:
    if row.failure is not None:
        return [[cell("—"), cell(row.failure.value, "red"), *[cell("")] * (4 + compared)]]
    lines: list[list[Cell]] = []
    for name, step in row.steps.items():
        cells = [cell(STEP_LABELS[name]), _answer(step)]
        if step.error is None:
            times = (step.first_ns, step.min_ns, step.median_ns)
            # A part timed within its day's `solve` has no runs of its own: no count.
            cells += [*(_time(ns) for ns in times), cell(str(step.runs) if step.runs else "")]
        else:
            cells += [cell("")] * 4
        if compared:
            cells.append(_comparison(step))
        lines.append(cells)
    return lines


def _answer(step: StepTiming) -> Cell:
    verdict = step.verdict
    if step.error is not None:
        return cell("error", look(Verdict.ERROR).color)
    if verdict is None:
        return cell("")
    if verdict in (Verdict.NOT_SOLVED, Verdict.FREE_STAR, Verdict.FREE_STAR_LATER):
        return cell(look(verdict).word, look(verdict).color)
    answer = step.answer or ""
    if "\n" in answer:
        answer = f"{answer.splitlines()[0]} …"
    shown = (
        verdict_words(verdict, step.expected) if verdict is Verdict.WRONG else look(verdict).glyph
    )
    return ((f"{answer} ", None), (shown, look(verdict).color))


def _time(ns: int | None) -> Cell:
    if ns is None:
        return cell("")
    return cell(format_ns(ns), "red" if ns > TOO_SLOW_NS else "yellow" if ns > SLOW_NS else None)


def _comparison(step: StepTiming) -> Cell:
    if step.comparison is None:
        return cell("new" if step.error is None else "", "dim")
    if step.comparison.regression:
        return cell(f"{change_text(step)} ▲", "red")
    return cell(change_text(step), "green" if step.comparison.change < 0 else "dim")


def change_text(step: StepTiming) -> str:
    assert step.comparison is not None
    return f"{step.comparison.change * 100:+.0f} %"


def print_results(
    rows: Sequence[DayTiming], settings: dict[str, object], form: OutputFormat, compared: bool
) -> None:
    """The results on stdout: a table of every step (on a terminal, cut to fit), JSON,
    or the Markdown table of `aoc time --readme`."""
    if form is OutputFormat.JSON:
        print(json.dumps(to_document(rows, settings), indent=2, ensure_ascii=False))
    elif form is OutputFormat.MARKDOWN:
        print(readme_table(rows).markdown(), end="")
    else:
        print("\n".join(table_lines(results_table(rows, compared))))


def report_problems(
    rows: Sequence[DayTiming], threshold: float, baseline_name: str, fail_on_regression: bool
) -> bool:
    """Say on stderr what failed and what regressed; whether to exit non-zero."""
    failed = [row for row in rows if row.status.failed]
    for row in failed:
        for problem in row.problems():
            note(f"{_row_name(row)} {problem}")
    if failed:
        note(f"{len(failed)} of {count(len(rows), 'row')} failed")
    slower = regressions(rows)
    if slower:
        listed = ", ".join(
            f"{_row_name(row)} {STEP_LABELS[name]} ({change_text(row.steps[name])})"
            for row, name in slower
        )
        note(
            f"{count(len(slower), 'step')} over {threshold:g} % slower than "
            f"{baseline_name}: {listed}"
        )
    return bool(failed) or (fail_on_regression and bool(slower))


def skipped_message(days: Sequence[PuzzleDay]) -> str:
    shown = ", ".join(str(puzzle) for puzzle in days[:5])
    more = f" and {len(days) - 5} more" if len(days) > 5 else ""
    return (
        f"skipped {count(len(days), 'day')} with no cached input: {shown}{more} "
        "(--fetch downloads them)"
    )


def count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _row_name(row: DayTiming) -> str:
    source = "" if row.source == INPUT_SOURCE else f" ({row.source})"
    return f"{row.year} day {row.day}{source}"


def note(message: str) -> None:
    print(f"aoc time: {message}", file=sys.stderr)
