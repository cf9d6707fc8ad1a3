"""How `aoc time` reports: its results (a table, JSON or Markdown) on stdout, and
what failed, regressed or was skipped on stderr.

Like every command module, imported only when its command runs (or help lists it).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from aoc_framework.actions.time import TimeReport
from aoc_framework.cli.options.arguments import OutputFormat
from aoc_framework.cli.render.output import say, table_lines
from aoc_framework.model.plural import counted
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import INPUT_SOURCE
from aoc_framework.project.layout import Project
from aoc_framework.timing.baseline import regressions
from aoc_framework.timing.results import STEP_LABELS, DayTiming, to_document
from aoc_framework.views.timing import change_text, readme_table, results_table, row_problems


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
        for problem in row_problems(row):
            note(f"{_row_name(row)} {problem}")
    if failed:
        note(f"{len(failed)} of {counted(len(rows), 'row')} failed")
    slower = regressions(rows)
    if slower:
        listed = ", ".join(
            f"{_row_name(row)} {STEP_LABELS[name]} ({change_text(row.steps[name])})"
            for row, name in slower
        )
        note(
            f"{counted(len(slower), 'step')} over {threshold:g} % slower than "
            f"{baseline_name}: {listed}"
        )
    return bool(failed) or (fail_on_regression and bool(slower))


def report_writes(report: TimeReport, project: Project) -> None:
    """Say on stderr what the timing wrote: the README's table, the saved baseline."""
    readme = project.relative(project.readme_path)
    if report.readme_changed is not None:
        note(f"updated {readme}" if report.readme_changed else f"{readme} is already up to date")
    if report.saved is not None:
        timings, rows = project.relative(project.timings_path), len(report.rows)
        unsaved = " (rows that failed are not saved)" if report.saved < rows else ""
        note(f"saved {report.saved} of {counted(rows, 'row')} to {timings}{unsaved}")


def skipped_message(days: Sequence[PuzzleDay]) -> str:
    shown = ", ".join(str(puzzle) for puzzle in days[:5])
    more = f" and {len(days) - 5} more" if len(days) > 5 else ""
    return (
        f"skipped {counted(len(days), 'day')} with no cached input: {shown}{more} "
        "(--fetch downloads them)"
    )


def _row_name(row: DayTiming) -> str:
    """`2023 day 7`, with the example and the solution if not the main one:
    `2023 day 7 (example 1, fast)`."""
    named = [row.source] if row.source != INPUT_SOURCE else []
    named += [row.variant] if row.variant else []
    return f"{row.year} day {row.day}" + (f" ({', '.join(named)})" if named else "")


def note(message: str) -> None:
    say(f"aoc time: {message}", stream=sys.stderr)
