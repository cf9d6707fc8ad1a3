"""`aoc calendar`'s policy: which years to draw, where the picture goes."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import check_year
from aoc_framework.project.layout import Project
from aoc_framework.showcase.calendar import YearPicture, calendar_years
from aoc_framework.showcase.svg import write_calendar


@dataclass(frozen=True)
class CalendarRequest:
    """One year (None: every year the project has something of) drawn into `output`
    (None: calendar.svg, or calendar-YEAR.svg for one year, in the project), with each
    day's solve and run times if asked."""

    year: int | None = None
    output: Path | None = None
    solve_times: bool = False
    run_times: bool = False


@dataclass(frozen=True)
class CalendarReport:
    """The picture written, and the years it shows."""

    path: Path
    years: list[YearPicture]

    @property
    def recorded_stars(self) -> int:
        """The recorded stars of every year drawn (see `model.stars`)."""
        return sum(year.recorded_stars for year in self.years)


def draw_calendar(project: Project, request: CalendarRequest) -> CalendarReport:
    """Draw the calendar the request asks for from what the project records (nothing
    is run or fetched). `UsageError` for a year not on the calendar, or nothing to draw."""
    if request.year is not None:
        check_year(request.year)
    years = calendar_years(project, [request.year] if request.year is not None else None)
    if not years:
        raise UsageError(
            "nothing to draw yet: no solution, no verified answer and no stats; "
            "aoc new, aoc submit or aoc stats first"
        )
    path = request.output or project.calendar_path(request.year)
    write_calendar(
        project, path, years, solve_times=request.solve_times, run_times=request.run_times
    )
    return CalendarReport(path, years)
