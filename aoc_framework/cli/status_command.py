"""`aoc status [YEAR]`: the calendar of every year and day, drawn with rich."""

from __future__ import annotations

import textwrap
import time
from datetime import datetime, timezone
from typing import Annotated

import typer
from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from aoc_framework.cli.arguments import YearFilter
from aoc_framework.cli.day_options import DayTimeout, Jobs, Memory, many_day_settings
from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.cli.output import print_error
from aoc_framework.cli.progress import day_progress
from aoc_framework.discovery import discover_days
from aoc_framework.durations import format_wait
from aoc_framework.puzzle_calendar import check_year
from aoc_framework.results import NOTHING, Verdict
from aoc_framework.status import (
    DayStatus,
    PartVerdicts,
    YearStatus,
    calendar,
    project_status,
    status_years,
)

EPILOG = """Examples:

  aoc status                      every year: the started ones day by day

  aoc status 2023                 one year, every day

  aoc status --rerun              run every day again, ignoring remembered results

  aoc status -j 1 --timeout 300   one day at a time, each allowed five minutes

  aoc status | less -R            page through it
"""

ERROR_WIDTH = 40
PIPE_WIDTH = 160
LEGEND = "  ".join(f"{v.glyph} {v.word}" for v in Verdict) + f"  {NOTHING[0]} {NOTHING[2]}"


def status_command(
    ctx: typer.Context,
    year: YearFilter = None,
    rerun: Annotated[
        bool, typer.Option("--rerun", help="Run every day again; ignore remembered results.")
    ] = False,
    timeout: DayTimeout = None,
    jobs: Jobs = None,
    memory: Memory = None,
) -> None:
    """Show the calendar: for each day, whether its solution and input exist, and how
    its examples and verified answers (answers.toml) check out, with stars per year.

    **Status runs your solutions**, each day in its own process (killed after
    --timeout), --jobs at a time, on its examples and its cached input. Each day's
    result is remembered under .aoc-cache/ and reused until the day's code, a module
    it imports, its input or its answers change. Exits 1 if an answer is wrong or a
    day fails (error, timeout, out of memory).
    """
    settings = many_day_settings(ctx.obj.settings, timeout, jobs, memory)
    project = settings.project()
    if year is not None:
        check_year(year)
    started = time.monotonic()
    statuses: list[DayStatus] = []

    def finished(status: DayStatus) -> None:
        statuses.append(status)
        progress.finished(status.puzzle, summary(status))

    limits = settings.limits()
    interrupted = False
    try:
        with day_progress("status", len(discover_days(project, year)), limits) as progress:
            shown_years = project_status(
                project,
                year,
                limits=limits,
                rerun=rerun,
                on_start=progress.started,
                on_day=finished,
            )
    except KeyboardInterrupt:
        # The workers are stopped already: show what is known, then exit 130.
        interrupted = True
        shown_years = calendar(project, status_years(project, year), statuses)
    console = Console(highlight=False)
    if not console.is_terminal:  # piped: wide enough that no cell wraps
        console = Console(highlight=False, width=PIPE_WIDTH)
    shown = shown_years if year is not None else [y for y in shown_years if y.started]
    idle = [] if year is not None else [y.year for y in shown_years if not y.started]
    for status in shown:
        console.print(year_table(status))
        console.print(year_totals(status), end="\n\n")
    if idle:
        console.print(f"not started: {format_years(idle)}", style="dim")
    if not shown:
        console.print("start a day with: aoc new YEAR DAY")
    else:
        console.print(run_summary(statuses, time.monotonic() - started), style="dim")
        console.print(LEGEND, style="dim")
    if interrupted:
        print_error(f"interrupted: {len(statuses)} days checked, the rest not")
        raise typer.Exit(ExitCode.INTERRUPTED)
    if any(day.failed for status in shown for day in status.days):
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def year_table(status: YearStatus) -> Table:
    """One year as a table, a row per day."""
    table = Table(
        title=str(status.year),
        title_style="bold",
        box=box.SIMPLE_HEAD,
        show_edge=False,
    )
    table.add_column("day", justify="right", no_wrap=True, min_width=3)
    table.add_column("title")
    # The examples and answers cells hold two glyphs: part 1, then part 2.
    for header in ("solution", "input", "examples\n1 2", "answers\n1 2"):
        width = max(len(line) for line in header.splitlines())
        table.add_column(header, justify="center", no_wrap=True, min_width=width)
    table.add_column("ran", justify="right", no_wrap=True)
    for day in status.days:
        table.add_row(*day_cells(day), style=None if day.solution or day.input_cached else "dim")
    return table


def day_cells(day: DayStatus) -> tuple[str, ...]:
    """The cells of one day's row, in rich markup."""
    # An error is cut to keep the calendar readable; `aoc run YEAR DAY` shows all of it.
    error = day.error and textwrap.shorten(f"error: {day.error}", ERROR_WIDTH, placeholder="…")
    title = f"[red]{escape(error)}[/]" if error else escape(day.title)
    return (
        str(day.puzzle.day),
        title,
        _mark(day.solution),
        _mark(day.input_cached),
        part_glyphs(day.examples) if day.solution else "",
        part_glyphs(day.answers) if day.solution else "",
        ran(day),
    )


def part_glyphs(verdicts: PartVerdicts) -> str:
    """Part 1's and part 2's verdicts as two coloured glyphs, e.g. `✓ ○`."""
    styles = [(v.glyph, v.color) if v is not None else NOTHING[:2] for v in verdicts]
    return " ".join(f"[{color}]{glyph}[/]" for glyph, color in styles)


def ran(day: DayStatus) -> str:
    """How long the day's check took, dimmed when it is remembered from earlier."""
    if day.seconds is None:
        return ""
    took = f"{day.seconds:.1f} s"
    return f"[dim]{took}[/]" if day.remembered_at is not None else took


def summary(status: DayStatus) -> str:
    """One line for a finished day in the progress: glyphs, or its error."""
    if status.error is not None:
        return f"error: {status.error}"
    glyphs = " ".join(v.glyph if v else NOTHING[0] for v in (*status.examples, *status.answers))
    how = "remembered" if status.remembered_at is not None else f"{status.seconds or 0:.1f} s"
    return f"examples/answers {glyphs} ({how})"


def year_totals(status: YearStatus) -> str:
    """The year's totals in one line (rich markup)."""
    days = len(status.days)
    examples, answers = status.example_verdicts, status.answer_verdicts
    fields = [
        f"stars {status.stars}/{status.max_stars}",
        f"solutions {status.solutions}/{days}",
        f"inputs {status.inputs}/{days}",
        f"examples ✓ {examples[Verdict.CORRECT]} ✗ {examples[Verdict.WRONG]}",
        f"answers ✗ {answers[Verdict.WRONG]}",
    ]
    if status.errors:
        fields.append(f"[red]errors {status.errors}[/]")
    return " · ".join(fields)


def run_summary(statuses: list[DayStatus], seconds: float) -> str:
    """How many days ran now and how many were remembered, and how old the oldest is."""
    remembered = [s.remembered_at for s in statuses if s.remembered_at is not None]
    text = f"ran {len(statuses) - len(remembered)} days in {seconds:.1f} s"
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


def _mark(present: bool) -> str:
    return "[green]✓[/]" if present else "·"
