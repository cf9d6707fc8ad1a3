"""Which day a command is about, and why: the day named (YEAR DAY), else the default
one (`authoring.today`: today's puzzle during the event, else the latest day that has a
solution; for `aoc today`, the coming puzzle first), with the line that says why."""

from typing import NamedTuple

from aoc_framework.authoring.today import morning_day, resolve_day, why_chosen
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project


class DayChoice(NamedTuple):
    """The day, and why it was taken when none was named (None: it was named)."""

    puzzle: PuzzleDay
    why: str | None = None


def which_day(
    project: Project, year: int | None, day: int | None, *, morning: bool = False
) -> DayChoice:
    """The day `year` and `day` name (both, checked against the calendar, or neither);
    for neither, the default day (`morning`: `aoc today`'s, the coming puzzle first) and
    why. `UsageError` for one without the other, or a day not on the calendar."""
    if year is None and day is None and morning:
        puzzle = morning_day(project)
    else:
        puzzle = resolve_day(project, year, day)
    named = year is not None or day is not None
    return DayChoice(puzzle, None if named else why_chosen(puzzle))
