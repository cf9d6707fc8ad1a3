"""How `aoc time`'s results look: the table of every step (`aoc time`, on a terminal
or piped) and the README's table of medians (`aoc time --readme`, `aoc readme`, the
Python API), as `Table`s the faces paint or write as Markdown or HTML.

The README table depends only on the results, so rewriting with the same results
leaves the file as it was (see `readme_sections`).
"""

from collections.abc import Sequence

from aoc_framework.model.day import MAIN_NAME
from aoc_framework.model.durations import format_ns
from aoc_framework.model.plural import counted
from aoc_framework.model.puzzle import PARTS
from aoc_framework.model.results import INPUT_SOURCE, Verdict
from aoc_framework.model.units import format_bytes
from aoc_framework.timing.results import (
    STEP_LABELS,
    DayTiming,
    Status,
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
VARIANT_WIDTH = 16
#: Beside a solution's answer that is not the main solution's (`disagrees`).
DISAGREES = "≠ main"


def progress_word(row: DayTiming) -> str:
    """How a timed row ended, in the progress: its status ("ok", "wrong", "timeout"),
    or "not solved" where it ran and no part gave an answer ("ok" said so of templates)."""
    verdicts = [step.verdict for step in row.steps.values() if step.verdict is not None]
    if row.status is Status.OK and verdicts and all(v is Verdict.NOT_SOLVED for v in verdicts):
        return look(Verdict.NOT_SOLVED).word
    return row.status.value


def results_table(rows: Sequence[DayTiming], compared: bool) -> Table:
    """A row per step of each day (the day named on its first), then the totals. With
    several solutions of a day (`DayTiming.variant`), each is named on its first row
    and each step's minimum is shown against the main solution's (`ratio_cell`)."""
    with_source = any(row.source != INPUT_SOURCE for row in rows)
    with_variants = any(not row.is_main for row in rows)
    mains = {row.key[:3]: row for row in rows if row.is_main}
    columns = [
        Column("Year", "right"),
        Column("Day", "right"),
        Column("Title", shrinks=True, limit=TITLE_WIDTH),
        *([Column("Input")] if with_source else []),
        *([Column("Solution", shrinks=True, limit=VARIANT_WIDTH)] if with_variants else []),
        Column("Step"),
        Column("Answer", shrinks=True, limit=ANSWER_WIDTH),
        *(Column(header, "right", drops=header in _DROPPED_FIRST) for header in _TIMES),
    ]
    named_width = len(columns) - 2 - len(_TIMES)
    table: list[list[Cell]] = []
    previous: DayTiming | None = None
    for row in rows:
        same_day = previous is not None and previous.key[:2] == row.key[:2]
        same_input = same_day and previous is not None and previous.source == row.source
        first = [*(["", "", ""] if same_day else [str(row.year), str(row.day), row.title])]
        first += ([""] if same_input else [row.source]) if with_source else []
        first += [row.variant or MAIN_NAME] if with_variants else []
        main = mains.get(row.key[:3])
        for number, cells in enumerate(_row_lines(row, main)):
            named = first if number == 0 else [""] * len(first)
            table.append([cell(text) for text in named] + cells)
        previous = row
    for label, total in labelled_totals(rows).items():
        texts = [label, "", "total", *[""] * (named_width - 3), "", _left_out_of(total), ""]
        texts += [_figure(total.min_ns, total), _figure(total.median_ns, total), *[""] * 4]
        table.append([cell(text, "bold") for text in texts])
    return Table("", columns, table).without(*_left_out(compared, with_variants, with_source))


#: The time columns every row has; `_left_out` says which a table shows.
_TIMES = ("First", "Min", "Median", "Runs", "Memory", "vs saved", "vs main")
#: The columns a terminal too narrow for the whole table loses before the titles and
#: the answers are cut (Runs, then First): the minimum and the median are what count.
_DROPPED_FIRST = ("First", "Runs")


def _left_out(compared: bool, with_variants: bool, with_source: bool) -> list[str]:
    """The time columns a table leaves out to fit in 80 columns: of the last, one only
    (--compare is about time, and so is a comparison of solutions); solutions compared
    leave no room for the first run (the runs after it compare) and, beside the inputs'
    names, for the median and runs (the minimum is what is compared)."""
    last = "vs saved" if compared else "vs main" if with_variants else "Memory"
    left_out = [name for name in ("Memory", "vs saved", "vs main") if name != last]
    if with_variants:
        left_out.append("First")
        if with_source:
            left_out += ["Median", "Runs"]
    return left_out


def _row_lines(row: DayTiming, main: DayTiming | None) -> list[list[Cell]]:
    """The lines of a row: a step each, with every one of `_TIMES` (`main`: the row of
    the main solution on the same input, which `vs main` compares with)."""
    if row.failure is not None:
        return [[cell(MISSING), cell(row.failure.value, "red"), *[cell("")] * len(_TIMES)]]
    lines: list[list[Cell]] = []
    for name, step in row.steps.items():
        main_step = main.steps.get(name) if main is not None else None
        cells = [cell(STEP_LABELS[name]), _answer(step, main_step)]
        if step.error is None:
            times = (step.first_ns, step.min_ns, step.median_ns)
            # A part timed within its day's `solve` has no runs of its own: no count.
            cells += [*(_time(ns) for ns in times), cell(str(step.runs) if step.runs else "")]
            cells.append(cell(_memory(step)))
        else:
            cells += [cell("")] * 5
        cells += [_comparison(step), ratio_cell(step, main_step)]
        lines.append(cells)
    return lines


def step_ratio(step: StepTiming, main: StepTiming | None) -> float | None:
    """A step's minimum time over the same step's of the main solution (0.25: four times
    as fast); None where either has no time to compare: not timed, raised, or gave a
    wrong answer (a wrong solution is never shown as a faster one)."""
    if main is None or step.min_ns is None or main.min_ns is None or main.min_ns <= 0:
        return None
    if any(s.error is not None or s.verdict is Verdict.WRONG for s in (step, main)):
        return None
    return None if disagrees(step, main) else step.min_ns / main.min_ns


def disagrees(step: StepTiming, main: StepTiming | None) -> bool:
    """Whether a solution's part gives another answer than the main solution's on the
    same input, where no verified answer says which is right: one of them is wrong, so
    neither is shown faster (`137` beside the main's `138` read as a 0.70x speed-up)."""
    return (
        main is not None
        and step is not main
        and step.verdict is Verdict.UNKNOWN
        and main.verdict is Verdict.UNKNOWN
        and step.answer != main.answer
    )


def ratio_cell(step: StepTiming, main: StepTiming | None) -> Cell:
    """The `vs main` cell of a step: its `step_ratio` (`0.25×`: a quarter of the main
    solution's time, in green; `1.50×`: half as long again), dim on the main solution's
    own rows; `✗` for a wrong answer, which is not compared."""
    if step.verdict is Verdict.WRONG:
        return cell(look(Verdict.WRONG).glyph, look(Verdict.WRONG).color)
    ratio = step_ratio(step, main)
    if ratio is None:
        return cell("")
    shown = f"{ratio:.0f}×" if ratio >= 10 else f"{ratio:.2f}×" if ratio >= 0.01 else "<0.01×"
    return cell(shown, "dim" if step is main else "green" if ratio < 1 else None)


def _answer(step: StepTiming, main: StepTiming | None = None) -> Cell:
    """The step's answer and its verdict (`≠ main` where it `disagrees` with the main
    solution's)."""
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
    if disagrees(step, main):
        return ((f"{answer} ", None), (f"{shown} {DISAGREES}", look(Verdict.WRONG).color))
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
    """The table of `aoc time --readme`: one line per row of a main solution with each
    step's median time, its verdict and its peak memory, then a total per year and, for
    several years, overall."""
    with_source = any(row.source != INPUT_SOURCE for row in rows)
    on = "the examples" if with_source else "the puzzle inputs"
    columns = [Column("Year", "right"), Column("Day", "right"), Column("Title")]
    columns += [Column("Input")] if with_source else []
    columns += [Column(name, "right") for name in ("Parse", "Part 1", "Part 2", "Total")]
    table = []
    for row in sorted(rows, key=lambda r: r.key):
        if not row.is_main:
            continue  # the README shows the main solutions: what the totals count
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
    figure = _figure(total.median_ns, total)
    return f"{figure} ({_left_out_of(total)})" if total.left_out else figure


def _figure(ns: int, total: Total) -> str:
    """A total's time; none where no day of it was timed (`0 ns` would pass for one)."""
    return format_ns(ns) if ns or not total.left_out else MISSING


def _left_out_of(total: Total) -> str:
    """What a total leaves out: "1 day not timed"."""
    if not total.left_out:
        return ""
    return f"{counted(total.left_out, 'day')} not timed"


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
