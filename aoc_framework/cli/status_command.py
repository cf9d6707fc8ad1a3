"""`aoc status [YEAR]`: the calendar of every year and day, a table per year."""

import sys
import textwrap
import time
from datetime import datetime, timezone
from typing import Annotated

import typer

from aoc_framework.cli.arguments import YearFilter
from aoc_framework.cli.day_options import (
    DayTimeout,
    Jobs,
    Memory,
    RetiredTimeout,
    day_timeout,
    many_day_settings,
)
from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.cli.output import paint, print_error, table_lines, terminal_lines
from aoc_framework.cli.progress import day_progress
from aoc_framework.engine.status import (
    DayStatus,
    YearStatus,
    calendar,
    plan_status,
    project_status,
)
from aoc_framework.model.durations import format_wait
from aoc_framework.model.results import PartVerdicts, Verdict
from aoc_framework.views.looks import LEGEND, look
from aoc_framework.views.plural import counted
from aoc_framework.views.table import Cell, Column, Table, cell

EPILOG = """Examples:

  aoc status                      every year: the started ones day by day

  aoc status 2023                 one year, every day

  aoc status --rerun              run every day again, ignoring remembered results

  aoc status -j 1 --day-timeout 300   one day at a time, each allowed five minutes

  aoc status | less -R            page through it
"""

ERROR_WIDTH = 40

#: The calendar's columns. The examples and answers cells hold two glyphs: part 1, then
#: part 2.
COLUMNS = [
    Column("Day", "right"),
    Column("Title", shrinks=True),
    Column("Solution", "center"),
    Column("Input", "center"),
    Column("Examples\n1 2", "center"),
    Column("Answers\n1 2", "center"),
    Column("Ran", "right"),
]


def status_command(
    ctx: typer.Context,
    year: YearFilter = None,
    rerun: Annotated[
        bool, typer.Option("--rerun", help="Run every day again; ignore remembered results.")
    ] = False,
    timeout: DayTimeout = None,
    retired_timeout: RetiredTimeout = None,
    jobs: Jobs = None,
    memory: Memory = None,
) -> None:
    """Show the calendar: for each day, whether its solution and input exist, and how
    its examples and verified answers (answers.toml) check out, with stars per year.

    **Status runs your solutions**, each day in its own process (killed after
    --day-timeout), --jobs at a time, on its examples and its cached input. Each day's
    result is remembered under .aoc-cache/ and reused until the day's code, a module
    it imports, its input or its answers change. Exits 1 if an answer is wrong or a
    day fails (error, timeout, out of memory).
    """
    timeout = day_timeout(timeout, retired_timeout)
    settings = many_day_settings(ctx.obj.settings, timeout, jobs, memory)
    project = settings.project()
    plan = plan_status(project, year)
    started = time.monotonic()
    statuses: list[DayStatus] = []

    def finished(status: DayStatus) -> None:
        statuses.append(status)
        progress.finished(status.puzzle, summary(status))

    limits = settings.limits()
    interrupted = False
    try:
        with day_progress("status", len(plan.puzzles), limits) as progress:
            shown_years = project_status(
                project,
                plan=plan,
                limits=limits,
                rerun=rerun,
                on_start=progress.started,
                on_day=finished,
            )
    except KeyboardInterrupt:
        # The workers are stopped already: show what is known, then exit 130.
        interrupted = True
        shown_years = calendar(project, plan.years, statuses, not_run=plan.puzzles)
    shown = shown_years if year is not None else [y for y in shown_years if y.started]
    idle = [] if year is not None else [y.year for y in shown_years if not y.started]
    for status in shown:
        # On a terminal, titles are cut to keep one line per day; piped, nothing is cut.
        print("\n".join(table_lines(year_table(status))))
        print(terminal_lines(year_summary(status), sys.stdout), end="\n\n")
    if idle:
        print(paint(f"not started: {format_years(idle)}", "dim"))
    if not shown:
        print("start a day with: aoc new YEAR DAY")
    else:
        print(
            paint(
                terminal_lines(run_summary(statuses, time.monotonic() - started), sys.stdout), "dim"
            )
        )
        print(paint(terminal_lines(LEGEND, sys.stdout, items="  "), "dim"))
    if interrupted:
        print_error(f"interrupted: {counted(len(statuses), 'day')} checked, the rest not run")
        raise typer.Exit(ExitCode.INTERRUPTED)
    if any(day.failed for status in shown for day in status.days):
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def year_table(status: YearStatus) -> Table:
    """One year as a table, a row per day (a day with neither a solution nor an input
    dimmed)."""
    rows = []
    for day in status.days:
        cells = day_cells(day)
        if not (day.solution or day.input_cached):
            cells = [tuple((text, color or "dim") for text, color in c) for c in cells]
        rows.append(cells)
    return Table(str(status.year), COLUMNS, rows)


def day_cells(day: DayStatus) -> list[Cell]:
    """The cells of one day's row."""
    # An error is cut to keep the calendar readable; `aoc run YEAR DAY` shows all of it.
    error = day.error and textwrap.shorten(f"error: {day.error}", ERROR_WIDTH, placeholder="…")
    title = cell("not run (interrupted)", "dim") if day.not_run else cell(day.title)
    return [
        cell(str(day.puzzle.day)),
        cell(error, "red") if error else title,
        _mark(day.solution),
        _mark(day.input_cached),
        part_glyphs(day.examples) if day.solution and not day.not_run else cell(""),
        part_glyphs(day.answers) if day.solution and not day.not_run else cell(""),
        ran(day),
    ]


def part_glyphs(verdicts: PartVerdicts) -> Cell:
    """Part 1's and part 2's verdicts as two coloured glyphs, e.g. `✓ ○`."""
    first, second = ((look(v).glyph, look(v).color) for v in verdicts)
    return (first, (" ", None), second)


def ran(day: DayStatus) -> Cell:
    """How long the day's check took, dimmed when it is remembered from earlier."""
    if day.seconds is None:
        return cell("")
    return cell(f"{day.seconds:.1f} s", "dim" if day.remembered_at is not None else None)


def summary(status: DayStatus) -> str:
    """One line for a finished day in the progress: glyphs, or its error."""
    if status.error is not None:
        return f"error: {status.error}"
    glyphs = " ".join(look(v).glyph for v in (*status.examples, *status.answers))
    how = "remembered" if status.remembered_at is not None else f"{status.seconds or 0:.1f} s"
    return f"examples/answers {glyphs} ({how})"


def year_summary(status: YearStatus) -> str:
    """The year's totals in one line."""
    days = len(status.days)
    examples, answers = status.example_verdicts, status.answer_verdicts
    right, wrong = look(Verdict.CORRECT).glyph, look(Verdict.WRONG).glyph
    fields = [
        f"stars {status.stars}/{status.max_stars}",
        f"solutions {status.solutions}/{days}",
        f"inputs {status.inputs}/{days}",
        f"examples {right} {examples[Verdict.CORRECT]} {wrong} {examples[Verdict.WRONG]}",
        f"answers {wrong} {answers[Verdict.WRONG]}",
    ]
    if status.errors:
        fields.append(paint(f"errors {status.errors}", "red"))
    return " · ".join(fields)


def run_summary(statuses: list[DayStatus], seconds: float) -> str:
    """How many days ran now and how many were remembered, and how old the oldest is."""
    remembered = [s.remembered_at for s in statuses if s.remembered_at is not None]
    text = f"ran {counted(len(statuses) - len(remembered), 'day')} in {seconds:.1f} s"
    if remembered:
        age = (datetime.now(timezone.utc) - min(remembered)).total_seconds()
        text += (
            f"; {len(remembered)} remembered from earlier runs (oldest {format_wait(age)} "
            "ago; --rerun runs them again)"
        )
    return text


def format_years(years: list[int]) -> str:
    """Years as comma-separated runs: `2015-2019, 2021`."""
    runs: list[list[int]] = []
    for year in years:
        if runs and year == runs[-1][-1] + 1:
            runs[-1].append(year)
        else:
            runs.append([year])
    return ", ".join(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs)


def _mark(present: bool) -> Cell:
    return cell("✓", "green") if present else cell("·")
