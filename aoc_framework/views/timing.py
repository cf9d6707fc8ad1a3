"""How `aoc time`'s results look: the table of every step (`aoc time`, on a terminal
or piped) and the README's table of medians (`aoc time --readme`, `aoc readme`, the
Python API), as `Table`s the faces paint or write as Markdown or HTML.

The README table depends only on the results, so rewriting with the same results
leaves the file as it was (see `readme_sections`).
"""

from collections.abc import Sequence

from aoc_framework.model.durations import format_ns
from aoc_framework.model.puzzle import PARTS
from aoc_framework.model.results import INPUT_SOURCE, Verdict
from aoc_framework.model.units import format_bytes
from aoc_framework.timing.results import (
    STEP_LABELS,
    DayTiming,
    StepTiming,
    Total,
    labelled_totals,
)
from aoc_framework.views.looks import look, problem, verdict_words
from aoc_framework.views.table import Cell, Column, Table, cell

#: A step that did not run (the day failed, or it has no such step).
MISSING = "—"
#: The steps that have a column in the README table (a `solve` step is shown in part 1's).
_README_COLUMNS = ("parse", *(part.key for part in PARTS))

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
        # On 80 columns there is room for one of the two: --compare is about time.
        *([Column("vs saved", "right")] if compared else [Column("Memory", "right")]),
    ]
    table: list[list[Cell]] = []
    for row in rows:
        first = [str(row.year), str(row.day), row.title, *([row.source] if with_source else [])]
        for number, cells in enumerate(_row_lines(row, compared)):
            named = first if number == 0 else [""] * len(first)
            table.append([cell(text) for text in named] + cells)
    for label, total in labelled_totals(rows).items():
        texts = [label, "", "total", *([""] if with_source else []), "", "", ""]
        texts += [format_ns(total.min_ns), format_ns(total.median_ns), "", ""]
        table.append([cell(text, "bold") for text in texts])
    return Table("", columns, table)


def _row_lines(row: DayTiming, compared: bool) -> list[list[Cell]]:
    if row.failure is not None:
        return [[cell(MISSING), cell(row.failure.value, "red"), *[cell("")] * 5]]
    lines: list[list[Cell]] = []
    for name, step in row.steps.items():
        cells = [cell(STEP_LABELS[name]), _answer(step)]
        if step.error is None:
            times = (step.first_ns, step.min_ns, step.median_ns)
            # A part timed within its day's `solve` has no runs of its own: no count.
            cells += [*(_time(ns) for ns in times), cell(str(step.runs) if step.runs else "")]
        else:
            cells += [cell("")] * 4
        cells.append(_comparison(step) if compared else cell(_memory(step)))
        lines.append(cells)
    return lines


def _answer(step: StepTiming) -> Cell:
    verdict = step.verdict
    if step.error is not None:
        return cell("error", look(Verdict.ERROR).color)
    if verdict is None:
        return cell("")
    if verdict is Verdict.NOT_SOLVED:
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


def _memory(step: StepTiming) -> str:
    """The step's peak memory (`engine.memory.step_peak`), where it was measured."""
    return format_bytes(step.peak_bytes) if step.peak_bytes is not None else ""


def _comparison(step: StepTiming) -> Cell:
    if step.comparison is None:
        return cell("new" if step.error is None else "", "dim")
    if step.comparison.regression:
        return cell(f"{change_text(step)} ▲", "red")
    return cell(change_text(step), "green" if step.comparison.change < 0 else "dim")


def change_text(step: StepTiming) -> str:
    """A compared step's change against the baseline: `+12 %`."""
    assert step.comparison is not None
    return f"{step.comparison.change * 100:+.0f} %"


def readme_table(rows: Sequence[DayTiming]) -> Table:
    """The table of `aoc time --readme`: one line per row with each step's median time,
    its verdict and its peak memory, then a total per year and, for several years,
    overall."""
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
            texts += [_step_cell(row.steps.get(name)) for name in _README_COLUMNS]
            if "solve" in row.steps:  # both parts in one step: its time stands for both
                texts[-2] = f"{_step_cell(row.steps['solve'])} (solve: both parts)"
            texts.append(_total_cell(row))
        table.append([cell(text) for text in texts])
    blanks = [cell("")] * (4 if with_source else 3)
    for label, total in labelled_totals(rows).items():
        bold = [cell(label, "bold"), cell(""), cell("total", "bold")]
        table.append([*bold, *blanks, cell(_median(total), "bold")])
    title = f"Median time and peak memory of each step on {on}, measured by `aoc time`."
    return Table(title, columns, table)


def _step_cell(step: StepTiming | None) -> str:
    if step is None:
        return MISSING
    if step.error is not None:
        return "error"
    figures = [format_ns(step.median_ns)] if step.median_ns is not None else []
    figures += [format_bytes(step.peak_bytes)] if step.peak_bytes is not None else []
    texts = [", ".join(figures)] if figures else []
    verdict = step.verdict
    if verdict is not None and verdict is not Verdict.UNKNOWN:
        texts.append(
            look(verdict).glyph
            if verdict in (Verdict.CORRECT, Verdict.WRONG)
            else f"({look(verdict).word})"
        )
    return " ".join(texts)


def _total_cell(row: DayTiming) -> str:
    if any(step.error is not None for step in row.steps.values()):
        return ""  # a partial total would pass for the day's time
    return _median(row.total)


def _median(total: Total) -> str:
    return format_ns(total.median_ns)


def row_problems(row: DayTiming) -> list[str]:
    """One line per failure in a row of `aoc time`: the day's own, or each step's error
    or ✗."""
    if row.failure is not None:
        return [f"{row.failure.value}: {row.error}"]
    found = (
        problem(STEP_LABELS[name], step.error, step.verdict, step.answer or "", step.expected)
        for name, step in row.steps.items()
    )
    return [line for line in found if line is not None]
