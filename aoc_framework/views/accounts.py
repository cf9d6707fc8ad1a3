"""How `--all-accounts` looks: each account's verdicts side by side, a column per
account (`aoc run`: a day's parts; `aoc status`: a year's days)."""

from collections.abc import Sequence

from aoc_framework.engine.status import DayStatus, YearStatus
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import RunResult
from aoc_framework.model.text import one_line
from aoc_framework.views.looks import ABSENT, look
from aoc_framework.views.status import part_glyphs
from aoc_framework.views.table import Cell, Column, Table, cell

#: The widest an account's column of a run is (its verdict and answer): an answer cut
#: to fit ends in `…` (`aoc run` shows each whole above).
RUN_COLUMN_WIDTH = 26
#: The column of an account the day could not run on (no input, no token): why is
#: a line of its own above the table, too long for a column.
NOT_RUN = "! not run, see above"


def run_table(
    puzzle: PuzzleDay, heading: str, runs: "Sequence[tuple[str, RunResult | None]]"
) -> Table:
    """The parts of `puzzle`, a row each, with each account's verdict and answer in its
    column; `runs`: each account's name and its run on its own input, None where the day
    did not run there (why is said whole before the table: too long for a column)."""
    columns = [Column("Part"), *(Column(name, limit=RUN_COLUMN_WIDTH) for name, _ in runs)]
    rows = [
        [cell(part.label), *(_part_cell(result, part) for _, result in runs)]
        for part in puzzle.answered_parts
    ]
    return Table(f"{heading}, on every account", columns, rows)


def _part_cell(result: "RunResult | None", part: Part) -> Cell:
    """One account's verdict and answer of `part`."""
    if result is None:
        return cell(NOT_RUN, "red")
    found = result.part(part)
    if found is None:
        shown = result.parse_error and f"parse failed: {result.parse_error}"
        return cell(one_line(shown or ""), "red")
    looks = look(found.verdict)
    answer = one_line(found.answer_text or found.error or "")
    return ((looks.glyph, looks.color), (f" {answer}", None))


def status_table(year: int, statuses: Sequence[tuple[str, YearStatus]]) -> Table:
    """One year, a row per day with a solution or an input on some account: its title,
    then each account's verdicts on that account's input (parts 1 and 2; `·`: no input
    there), a column per account."""
    columns = [
        Column("Day", "right"),
        Column("Title", shrinks=True),
        *(Column(f"{name}\n1 2", "center") for name, _ in statuses),
    ]
    rows = []
    for number in range(len(statuses[0][1].days)):
        days = [status.days[number] for _, status in statuses]
        if not any(day.solution or day.input_cached for day in days):
            continue
        title = next((day.title for day in days if day.title), "")
        error = next((day.error for day in days if day.error), None)
        rows.append(
            [
                cell(str(days[0].puzzle.day)),
                cell(f"error: {error}", "red") if error else cell(title),
                *(_verdicts(day) for day in days),
            ]
        )
    return Table(f"{year}, on every account", columns, rows)


def _verdicts(day: DayStatus) -> Cell:
    """A day's verdicts on one account's input, or `·` without one."""
    if not day.input_cached:
        return cell(ABSENT.glyph, ABSENT.color)
    return part_glyphs(day.answers)
