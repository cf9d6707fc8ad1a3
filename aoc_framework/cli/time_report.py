"""How `aoc time` reports: its results (a rich table, JSON or Markdown) on stdout, and
what failed, regressed or was skipped on stderr.

Like every command module, imported only when its command runs (or help lists it).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from aoc_framework.durations import format_ns
from aoc_framework.puzzle import PuzzleDay
from aoc_framework.results import Verdict
from aoc_framework.timing.baseline import regressions
from aoc_framework.timing.markdown import markdown_table
from aoc_framework.timing.results import (
    INPUT_SOURCE,
    STEP_LABELS,
    DayTiming,
    StepTiming,
    labelled_totals,
    to_document,
)

#: A time over 1 s is shown in yellow, and over AoC's own "15 seconds on ten-year-old
#: hardware" in red.
SLOW_NS = 1_000_000_000
TOO_SLOW_NS = 15_000_000_000
ANSWER_WIDTH = 32
#: Width of the table when piped: wide enough that nothing is squeezed or wrapped.
PIPE_WIDTH = 200


def print_table(rows: Sequence[DayTiming], compared: bool) -> None:
    """Print the results table on stdout."""
    console = Console(highlight=False)
    if not console.is_terminal:
        console = Console(highlight=False, width=PIPE_WIDTH)
    console.print(_table(rows, compared))


def _table(rows: Sequence[DayTiming], compared: bool) -> Table:
    """A row per step of each day, then the totals."""
    with_source = any(row.source != INPUT_SOURCE for row in rows)
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
    table.add_column("Year", justify="right")
    table.add_column("Day", justify="right")
    table.add_column("Title", max_width=20, overflow="ellipsis", no_wrap=True)
    if with_source:
        table.add_column("Input", no_wrap=True)
    table.add_column("Step", no_wrap=True)
    table.add_column("Answer", max_width=ANSWER_WIDTH, no_wrap=True, overflow="ellipsis")
    table.add_column("First", justify="right", no_wrap=True)
    table.add_column("Min", justify="right", no_wrap=True)
    table.add_column("Median", justify="right", no_wrap=True)
    table.add_column("Runs", justify="right", no_wrap=True)
    if compared:
        table.add_column("vs saved", justify="right", no_wrap=True)
    for row in rows:
        first = [str(row.year), str(row.day), row.title, *([row.source] if with_source else [])]
        blank = [""] * len(first)
        lines = _row_lines(row, compared)
        for number, cells in enumerate(lines):
            table.add_row(
                *(first if number == 0 else blank), *cells, end_section=number == len(lines) - 1
            )
    for label, total in labelled_totals(rows).items():
        cells = [label, "", "total", *([""] if with_source else []), "", "", ""]
        cells += [format_ns(total.min_ns), format_ns(total.median_ns), ""]
        table.add_row(*cells, *([""] if compared else []), style="bold")
    return table


def _row_lines(row: DayTiming, compared: bool) -> list[list[Text | str]]:
    if row.failure is not None:
        message = Text(row.failure.value, style="red")
        return [["—", message, "", "", "", "", *([""] if compared else [])]]
    lines: list[list[Text | str]] = []
    for name, step in row.steps.items():
        cells: list[Text | str] = [STEP_LABELS[name], _answer(step)]
        if step.error is None:
            runs = str(step.runs) + (" (one run)" if step.runs == 1 else "")
            cells += [_time(step.first_ns), _time(step.min_ns), _time(step.median_ns), runs]
        else:
            cells += ["", "", "", ""]
        if compared:
            cells.append(_comparison(step))
        lines.append(cells)
    return lines


def _answer(step: StepTiming) -> Text:
    verdict = step.verdict
    if step.error is not None:
        return Text("error", style=Verdict.ERROR.color)
    if verdict is None:
        return Text("")
    if verdict in (Verdict.NOT_SOLVED, Verdict.FREE_STAR, Verdict.FREE_STAR_LATER):
        return Text(verdict.word, style=verdict.color)
    answer = step.answer or ""
    if "\n" in answer:
        answer = f"{answer.splitlines()[0]} …"
    wrong = f"{verdict.glyph} expected {step.expected}"
    shown = wrong if verdict is Verdict.WRONG else verdict.glyph
    return Text.assemble(answer, " ", (shown, verdict.color))


def _time(ns: int | None) -> Text:
    if ns is None:
        return Text("")
    style = "red" if ns > TOO_SLOW_NS else "yellow" if ns > SLOW_NS else ""
    return Text(format_ns(ns), style=style)


def _comparison(step: StepTiming) -> Text:
    if step.comparison is None:
        return Text("new" if step.error is None else "", style="dim")
    if step.comparison.regression:
        return Text(f"{change_text(step)} ▲", style="red")
    return Text(change_text(step), style="green" if step.comparison.change < 0 else "dim")


def change_text(step: StepTiming) -> str:
    assert step.comparison is not None
    return f"{step.comparison.change * 100:+.0f} %"


def print_results(
    rows: Sequence[DayTiming],
    settings: dict[str, object],
    as_json: bool,
    markdown: bool,
    compared: bool,
) -> None:
    """The results on stdout: JSON, a Markdown table or (by default) a rich table."""
    if as_json:
        print(json.dumps(to_document(rows, settings), indent=2, ensure_ascii=False))
    elif markdown:
        print(markdown_table(rows), end="")
    else:
        print_table(rows, compared)


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
