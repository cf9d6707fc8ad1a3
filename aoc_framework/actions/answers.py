"""`aoc answers`: the verified answers of one year or every year."""

from __future__ import annotations

from typing import NamedTuple

from aoc_framework.model.puzzle import PuzzleDay, check_year
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.layout import Project


class AnswersReport(NamedTuple):
    """The verified answers, and the days of them asked for, in calendar order."""

    known: KnownAnswers
    puzzles: list[PuzzleDay]


def list_answers(project: Project, year: int | None = None) -> AnswersReport:
    """The verified answers of `year` (None: every year); `UsageError` for a year not on
    the calendar."""
    if year is not None:
        check_year(year)
    known = KnownAnswers.of(project)
    return AnswersReport(known, [p for p in known.puzzles() if year in (None, p.year)])
