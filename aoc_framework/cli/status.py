"""`aoc status [YEAR]`: the calendar of every year and day, drawn with rich."""

from __future__ import annotations

import contextlib
import textwrap
from collections.abc import Callable, Iterator
from typing import Annotated, Optional

import typer
from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from aoc_framework.errors import ExitCode
from aoc_framework.runner import Verdict
from aoc_framework.status import DayStatus, PartVerdicts, YearStatus, project_status

EPILOG = """Examples:

  aoc status                      every year: the started ones day by day

  aoc status 2023                 one year, every day

  aoc status | less -R            page through it
"""

# Each part's verdict as one glyph and its colour (rich style).
_GLYPHS = {
    Verdict.CORRECT: ("✓", "green"),
    Verdict.WRONG: ("✗", "red"),
    Verdict.UNKNOWN: ("?", "yellow"),
    Verdict.NOT_SOLVED: ("○", "dim"),
    None: ("–", "dim"),
}
ERROR_WIDTH = 32
LEGEND = "✓ right  ✗ wrong  ? no known answer  ○ not solved  – nothing to check"


def status_command(
    ctx: typer.Context,
    year: Annotated[
        Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Argument(help="Only this event year (default: every year).", show_default=False),
    ] = None,
) -> None:
    """Show the calendar: for each day, whether its solution and input exist, and how
    its examples and verified answers (answers.toml) check out, with totals per year.

    **Status runs your solutions**: each one on its examples and on its cached input, so
    it takes as long as running every day once. Exits 1 if an answer is wrong or a
    solution fails to run.
    """
    project = ctx.obj.project()
    console = Console(highlight=False)
    with _progress(Console(stderr=True)) as on_day:
        years = project_status(project, year, on_day=on_day)
    # Every day of a year asked for; otherwise the started years, the others on one line.
    shown = years if year is not None else [status for status in years if status.started]
    idle = [] if year is not None else [status.year for status in years if not status.started]
    for status in shown:
        console.print(year_table(status))
        console.print(year_totals(status), end="\n\n")
    if idle:
        console.print(f"not started: {format_years(idle)}", style="dim")
    if not shown:
        console.print("start a day with: aoc new YEAR DAY")
    else:
        console.print(LEGEND, style="dim")
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
    for day in status.days:
        table.add_row(*day_cells(day), style=None if day.solution or day.input_cached else "dim")
    return table


def day_cells(day: DayStatus) -> tuple[str, ...]:
    """The cells of one day's row, in rich markup."""
    # An error is cut to keep the calendar readable; `aoc run YEAR DAY` shows all of it.
    error = day.error and textwrap.shorten(f"error: {day.error}", ERROR_WIDTH, placeholder="…")
    title = f"[red]{escape(error)}[/]" if error else escape(day.title)
    return (
        str(day.day),
        title,
        _mark(day.solution),
        _mark(day.input_cached),
        part_glyphs(day.examples) if day.solution else "",
        part_glyphs(day.answers) if day.solution else "",
    )


def part_glyphs(verdicts: PartVerdicts) -> str:
    """Part 1's and part 2's verdicts as two coloured glyphs, e.g. `✓ ○`."""
    return " ".join(f"[{_GLYPHS[v][1]}]{_GLYPHS[v][0]}[/]" for v in verdicts)


def year_totals(status: YearStatus) -> str:
    """The year's totals in one line (rich markup)."""
    days = len(status.days)
    examples, answers = status.example_verdicts, status.answer_verdicts
    fields = [
        f"solutions {status.solutions}/{days}",
        f"inputs {status.inputs}/{days}",
        f"examples ✓ {examples[Verdict.CORRECT]} ✗ {examples[Verdict.WRONG]}",
        f"answers ✓ {answers[Verdict.CORRECT]}/{2 * days} ✗ {answers[Verdict.WRONG]}",
    ]
    if status.errors:
        fields.append(f"[red]errors {status.errors}[/]")
    return " · ".join(fields)


def format_years(years: list[int]) -> str:
    """Years as comma-separated runs: `2015-2019, 2021`."""
    runs: list[list[int]] = []
    for year in years:
        if runs and year == runs[-1][-1] + 1:
            runs[-1].append(year)
        else:
            runs.append([year])
    return ", ".join(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs)


@contextlib.contextmanager
def _progress(console: Console) -> Iterator[Callable[[int, int], None] | None]:
    # A spinner naming the day being run, on a terminal only: piped output stays clean.
    if not console.is_terminal:
        yield None
        return
    with console.status("checking…") as spinner:
        yield lambda year, day: spinner.update(f"running {year} day {day}…")


def _mark(present: bool) -> str:
    return "[green]✓[/]" if present else "·"
