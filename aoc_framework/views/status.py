"""How `aoc status` looks: a table per year, its summary line, the progress line of
a finished day and the run's closing line, as tables, cells and words (the CLI paints
them)."""

import textwrap
from collections.abc import Sequence

from aoc_framework.engine.status import DayStatus, YearStatus
from aoc_framework.model import clock
from aoc_framework.model.durations import format_wait
from aoc_framework.model.plural import counted
from aoc_framework.model.puzzle import is_unlocked, unlock_time
from aoc_framework.model.results import PartVerdicts, Verdict
from aoc_framework.model.units import format_bytes
from aoc_framework.project.settings import LONGER_DAY_HINT
from aoc_framework.views.looks import ABSENT, PRESENT, look
from aoc_framework.views.table import Cell, Column, Table, cell

ERROR_WIDTH = 40

#: The calendar's columns. The examples and answers cells hold two glyphs: part 1, then
#: part 2. On a terminal too narrow for them all (a split pane), the days' time and
#: memory are left out first: the table wrapped, each row on two lines.
COLUMNS = [
    Column("Day", "right"),
    Column("Title", shrinks=True),
    Column("Solution", "center"),
    Column("Input", "center"),
    Column("Examples\n1 2", "center"),
    Column("Answers\n1 2", "center"),
    Column("Ran", "right", drops=True),
]
#: The column of the days' peak memory, where any is known.
MEMORY_COLUMN = Column("Memory", "right", drops=True)


def shown_years(years: list[YearStatus], asked: int | None) -> tuple[list[YearStatus], list[int]]:
    """The years to show as tables and those only listed as not started: a year asked
    for is shown whatever it holds; otherwise the started years are."""
    if asked is not None:
        return years, []
    return [y for y in years if y.started], [y.year for y in years if not y.started]


def year_table(status: YearStatus) -> Table:
    """One year as a table, a row per day (a day with neither a solution nor an input
    dimmed), with a column of the days' peak memory where any is known."""
    with_memory = any(day.peak_rss is not None for day in status.days)
    days, coming = _coming(status.days)
    rows = []
    for day in days:
        cells = day_cells(day) + ([memory(day)] if with_memory else [])
        if not (day.solution or day.input_cached):
            cells = [tuple((text, color or "dim") for text, color in c) for c in cells]
        rows.append(cells)
    if coming:  # one row: the event's days to come, when the first of them opens
        first, last = coming[0].puzzle.day, coming[-1].puzzle.day
        when = f"next in {_until_unlock(coming[0])}"  # within an 80-column calendar's titles
        row = [cell(f"{first}-{last}", "dim"), cell(when, "dim")]
        rows.append(row + [cell("")] * (len(COLUMNS) - len(row) + with_memory))
    return Table(str(status.year), [*COLUMNS, *([MEMORY_COLUMN] if with_memory else [])], rows)


def _coming(days: Sequence[DayStatus]) -> tuple[Sequence[DayStatus], Sequence[DayStatus]]:
    """`days`, then the last of them that are still to open and hold nothing yet, when
    there are two or more: eleven rows of "opens in" pushed the morning's day off an
    80x24 terminal."""
    at = len(days)
    while at and _to_come(days[at - 1]):
        at -= 1
    return (days, []) if len(days) - at < 2 else (days[:at], days[at:])


def _to_come(day: DayStatus) -> bool:
    return not (day.solution or day.input_cached) and not is_unlocked(*day.puzzle)


def day_cells(day: DayStatus) -> list[Cell]:
    """The cells of one day's row."""
    # An error is cut to keep the calendar readable; `error_lines` says it whole below.
    error = day.error and textwrap.shorten(f"error: {day.error}", ERROR_WIDTH, placeholder="…")
    title = cell("interrupted", "dim") if day.not_run else cell(day.title or _unlocks(day))
    checked = day.solution and not day.not_run
    return [
        cell(str(day.puzzle.day)),
        cell(error, "red") if error else title,
        _presence(day.solution),
        _presence(day.input_cached),
        part_glyphs(day.examples) if checked else cell(""),
        part_glyphs(day.answers) if checked else cell(""),
        ran(day),
    ]


def _unlocks(day: DayStatus) -> str:
    """For a day not unlocked yet, when it unlocks ("opens in 23 h 59 min"): in the
    event's calendar it is not a day left undone; else nothing."""
    if is_unlocked(*day.puzzle):
        return ""
    # "opens": the shortest word, for the title column of an 80-column calendar.
    return f"opens in {_until_unlock(day)}"


def _until_unlock(day: DayStatus) -> str:
    """How long until `day` unlocks: `23 h 59 min`."""
    return format_wait((unlock_time(*day.puzzle) - clock.now()).total_seconds())


def part_glyphs(verdicts: PartVerdicts) -> Cell:
    """Part 1's and part 2's verdicts as two coloured glyphs, e.g. `✓ ○`."""
    first, second = ((look(v).glyph, look(v).color) for v in verdicts)
    return (first, (" ", None), second)


def ran(day: DayStatus) -> Cell:
    """How long the day's check took, dimmed when it is remembered from earlier."""
    if day.seconds is None:
        return cell("")
    return cell(f"{day.seconds:.1f} s", "dim" if day.remembered_at is not None else None)


def memory(day: DayStatus) -> Cell:
    """The peak memory of the day's process, dimmed when it is remembered from earlier."""
    if day.peak_rss is None:
        return cell("")
    return cell(format_bytes(day.peak_rss), "dim" if day.remembered_at is not None else None)


def day_summary(status: DayStatus) -> str:
    """One line for a finished day in the progress: glyphs, or its error; each saying
    whether it is remembered from an earlier run."""
    how = "remembered" if status.remembered_at is not None else f"{status.seconds or 0:.1f} s"
    if status.error is not None:
        return f"error: {status.error} ({how})"
    glyphs = " ".join(look(v).glyph for v in (*status.examples, *status.answers))
    if status.peak_rss is not None:
        how += f", {format_bytes(status.peak_rss)}"
    return f"examples/answers {glyphs} ({how})"


def error_lines(status: YearStatus) -> list[str]:
    """Each of the year's errors whole, by day (the calendar cuts them to a column:
    `error: input, part…` said nothing of 29 errors among 252 days)."""
    return [f"day {day.puzzle.day}: {day.error}" for day in status.days if day.error]


#: What separates the fields of a year's summary: a line is wrapped only there.
SUMMARY_SEPARATOR = " · "


def year_summary(status: YearStatus) -> Cell:
    """The year's totals in one line (its errors in red). Its stars are the checked
    ones (see `model.stars`)."""
    days = len(status.days)
    examples, answers = status.example_verdicts, status.answer_verdicts
    right, wrong = look(Verdict.CORRECT).glyph, look(Verdict.WRONG).glyph
    fields = [
        f"checked stars {status.checked_stars}/{status.max_stars}",
        f"solutions {status.solutions}/{days}",
        f"inputs {status.inputs}/{days}",
        f"examples {right} {examples[Verdict.CORRECT]} {wrong} {examples[Verdict.WRONG]}",
        f"answers {right} {answers[Verdict.CORRECT]} {wrong} {answers[Verdict.WRONG]}",
    ]
    line = cell(SUMMARY_SEPARATOR.join(fields))
    return (
        (*line, (SUMMARY_SEPARATOR, None), (f"errors {status.errors}", "red"))
        if status.errors
        else line
    )


def run_summary(statuses: list[DayStatus], seconds: float, memory_cap: int | None = None) -> str:
    """How many days ran now (under which memory cap, if any) and how many were
    remembered, and how old the oldest is."""
    remembered = [s.remembered_at for s in statuses if s.remembered_at is not None]
    text = f"ran {counted(len(statuses) - len(remembered), 'day')} in {seconds:.1f} s"
    if memory_cap is not None:
        text += f" (memory cap {format_bytes(memory_cap)} a day)"
    if remembered:
        age = (clock.now() - min(remembered)).total_seconds()
        text += (
            f"; {len(remembered)} remembered from earlier runs (oldest {format_wait(age)} "
            "ago; --rerun runs them again)"
        )
    return text + _out_of_time(statuses)


def _out_of_time(statuses: list[DayStatus]) -> str:
    """What to do about a day that ran out of time (the table cuts its error short)."""
    errors = [status.error for status in statuses if status.error]
    if not errors:
        return ""
    from aoc_framework.engine.workers import FailureKind  # start-up time: errors only

    if not any(error.startswith(FailureKind.TIMEOUT.value) for error in errors):
        return ""
    return f"; {LONGER_DAY_HINT}"


def format_years(years: list[int]) -> str:
    """Years as comma-separated runs: `2015-2019, 2021`."""
    runs: list[list[int]] = []
    for year in years:
        if runs and year == runs[-1][-1] + 1:
            runs[-1].append(year)
        else:
            runs.append([year])
    return ", ".join(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs)


def _presence(present: bool) -> Cell:
    shown = PRESENT if present else ABSENT
    return cell(shown.glyph, shown.color)
