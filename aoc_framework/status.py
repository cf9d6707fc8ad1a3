"""The status calendar: for every year and day, what exists and what checks out.

For each day: whether a solution and a cached input exist, and each part's verdict on the
examples and against the verified answer in answers.toml. The verdicts come from running
the solutions (on their examples, and on the cached input when there is one), so building
the calendar takes as long as running every day once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime

from aoc_framework.answers import KnownAnswers
from aoc_framework.discovery import discover_days, load_solution
from aoc_framework.errors import AocError
from aoc_framework.project import Project
from aoc_framework.puzzle_calendar import (
    FIRST_YEAR,
    check_year,
    days_in_year,
    latest_event_year,
)
from aoc_framework.puzzle_input import read_cached_input
from aoc_framework.runner import Verdict, run_examples, run_on_own_input
from aoc_framework.solution import PARTS, Solution

#: One verdict per part (part 1, part 2); None where there is nothing to check.
PartVerdicts = tuple["Verdict | None", "Verdict | None"]
NOTHING_TO_CHECK: PartVerdicts = (None, None)

# When a part's examples disagree, the summary shows the first of these that occurs.
_SEVERITY = (Verdict.WRONG, Verdict.NOT_SOLVED, Verdict.UNKNOWN, Verdict.CORRECT)


@dataclass(frozen=True)
class DayStatus:
    """What exists for one day and how its answers check out."""

    year: int
    day: int
    solution: bool = False
    input_cached: bool = False
    title: str = ""
    #: Each part's verdict over all its examples (None: no example for that part).
    examples: PartVerdicts = NOTHING_TO_CHECK
    #: Each part's verdict on the cached input against answers.toml (None: no input).
    answers: PartVerdicts = NOTHING_TO_CHECK
    #: Why the solution could not be checked (it failed to load, crashed, bad input).
    error: str | None = None

    @property
    def failed(self) -> bool:
        """A wrong answer (example or verified) or an error."""
        return self.error is not None or Verdict.WRONG in (*self.examples, *self.answers)


@dataclass(frozen=True)
class YearStatus:
    """Every day of one event."""

    year: int
    days: tuple[DayStatus, ...]

    @property
    def solutions(self) -> int:
        """How many days have a solution."""
        return sum(day.solution for day in self.days)

    @property
    def inputs(self) -> int:
        """How many days have a cached input."""
        return sum(day.input_cached for day in self.days)

    @property
    def example_verdicts(self) -> Counter[Verdict]:
        """How many parts have each example verdict."""
        return Counter(v for day in self.days for v in day.examples if v is not None)

    @property
    def answer_verdicts(self) -> Counter[Verdict]:
        """How many parts have each verdict against the verified answers (CORRECT: stars)."""
        return Counter(v for day in self.days for v in day.answers if v is not None)

    @property
    def errors(self) -> int:
        """How many days could not be checked."""
        return sum(day.error is not None for day in self.days)

    @property
    def started(self) -> bool:
        """Whether any day has a solution or a cached input."""
        return any(day.solution or day.input_cached for day in self.days)


def project_status(
    project: Project,
    year: int | None = None,
    at: datetime | None = None,
    on_day: Callable[[int, int], None] | None = None,
) -> list[YearStatus]:
    """The status of `year`, or of every year from 2015 to the latest event at time `at`
    (default: now) plus any later year that has solutions. Runs every solution; `on_day`
    is called with (year, day) before each one runs (for progress)."""
    if year is not None:
        check_year(year)
        years: Iterable[int] = [year]
    else:
        solved_years = {found_year for found_year, _ in discover_days(project)}
        years = sorted(set(range(FIRST_YEAR, latest_event_year(at) + 1)) | solved_years)
    known = KnownAnswers.load(project.answers_path)
    return [year_status(project, this_year, known, on_day) for this_year in years]


def year_status(
    project: Project,
    year: int,
    known: KnownAnswers,
    on_day: Callable[[int, int], None] | None = None,
) -> YearStatus:
    """The status of every day of `year`'s event."""
    days = []
    for day in range(1, days_in_year(year) + 1):
        if on_day is not None and project.solution_path(year, day).is_file():
            on_day(year, day)
        days.append(day_status(project, year, day, known))
    return YearStatus(year, tuple(days))


def day_status(project: Project, year: int, day: int, known: KnownAnswers) -> DayStatus:
    """The status of one day, running its solution on its examples and cached input."""
    input_cached = project.input_path(year, day).is_file()
    if not project.solution_path(year, day).is_file():
        return DayStatus(year, day, input_cached=input_cached)
    title = ""
    try:
        solution = load_solution(project, year, day)
        title = solution.title
        examples = example_verdicts(solution)
        answers = answer_verdicts(project, solution, known) if input_cached else NOTHING_TO_CHECK
    except Exception as error:  # one day's bug must not hide the rest of the calendar
        return DayStatus(year, day, True, input_cached, title, error=_describe(error))
    return DayStatus(year, day, True, input_cached, title, examples, answers)


def example_verdicts(solution: type[Solution]) -> PartVerdicts:
    """Each part's verdict over every example it applies to (None: no such example)."""
    if not solution.examples:
        return NOTHING_TO_CHECK
    by_part: dict[int, list[Verdict]] = {part: [] for part in PARTS}
    for report in run_examples(solution):
        for part in report.parts:
            by_part[part.part].append(part.verdict)
    return (_summary(by_part[1]), _summary(by_part[2]))


def answer_verdicts(
    project: Project, solution: type[Solution], known: KnownAnswers
) -> PartVerdicts:
    """Each part's verdict on the cached input against the verified answers."""
    text = read_cached_input(project, solution.year, solution.day)
    report = run_on_own_input(project, solution, text, known)
    return (report.parts[0].verdict, report.parts[1].verdict)


def _summary(verdicts: list[Verdict]) -> Verdict | None:
    return next((v for v in _SEVERITY if v in verdicts), None)


def _describe(error: Exception) -> str:
    if isinstance(error, AocError):
        return str(error)
    return f"{type(error).__name__}: {error}"
