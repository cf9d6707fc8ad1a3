"""The status calendar: for every year and day, what exists and what checks out.

Each day with a solution is run in a worker of its own (see `workers`) on its examples
and on its cached input, judged against answers.toml. A day's result is remembered
(see `status_memory`) and reused while nothing it depends on has changed, so a second
`aoc status` answers at once and a changed day runs again on its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from aoc_framework.engine.discovery import Imported, discover_days
from aoc_framework.engine.status_memory import STOPPED_BY_MEMORY, STOPPED_BY_TIME, StatusMemory
from aoc_framework.model.puzzle import (
    FIRST_YEAR,
    PuzzleDay,
    check_year,
    latest_event_year,
    puzzles_of,
)
from aoc_framework.model.records import flag, number, optional_integer, optional_text, text
from aoc_framework.model.results import PartVerdicts, Verdict, part_verdicts
from aoc_framework.model.stars import max_stars, stars, with_free_star
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.layout import Project

if TYPE_CHECKING:
    from aoc_framework.engine.day_tasks import CheckDay, DayCheck
    from aoc_framework.engine.workers import DayFailure
    from aoc_framework.project.settings import Limits

#: One verdict per part (part 1, part 2); None where there is nothing to check.
NOTHING_TO_CHECK: PartVerdicts = (None, None)


@dataclass(frozen=True)
class DayStatus:
    """What exists for one day and how its answers check out."""

    puzzle: PuzzleDay
    solution: bool = False
    input_cached: bool = False
    title: str = ""
    #: Each part's verdict over all its examples (None: no example for that part).
    examples: PartVerdicts = NOTHING_TO_CHECK
    #: Each part's verdict on the cached input against answers.toml (None: no input).
    answers: PartVerdicts = NOTHING_TO_CHECK
    #: Why the day could not be checked (it failed to load, hung, crashed), or the first
    #: error of one of its parts (the verdicts then show which), in one line.
    error: str | None = None
    #: Seconds the check took (None: not run).
    seconds: float | None = field(default=None, compare=False)
    #: The peak resident set size of the day's process, in bytes (`engine.memory`;
    #: None: not run, or it died without saying).
    peak_rss: int | None = field(default=None, compare=False)
    #: When the check ran, if this result was remembered from an earlier run.
    remembered_at: datetime | None = field(default=None, compare=False)
    #: A day with a solution whose check never ran: the status was interrupted first.
    not_run: bool = False

    @property
    def failed(self) -> bool:
        """A wrong answer (example or verified) or an error."""
        verdicts = (*self.examples, *self.answers)
        return self.error is not None or any(v is not None and v.failed for v in verdicts)

    def to_record(self) -> dict[str, Any]:
        """This status as JSON-able data, to remember (see `from_record`)."""
        data = asdict(self)
        del data["puzzle"], data["remembered_at"], data["not_run"]
        data["examples"] = [v.value if v else None for v in self.examples]
        data["answers"] = [v.value if v else None for v in self.answers]
        return data

    @classmethod
    def from_record(cls, puzzle: PuzzleDay, data: dict[str, Any], at: datetime) -> DayStatus:
        """The status `to_record` gave, remembered from a check at `at`; each field's
        type checked (KeyError, TypeError or ValueError: the memory is not one this
        version wrote, and the day is checked again)."""

        def verdicts(values: object) -> PartVerdicts:
            if not isinstance(values, list):
                raise TypeError(f"expected a list, got {values!r:.40}")
            first, second = (Verdict(optional_text(v)) if v is not None else None for v in values)
            return (first, second)

        seconds = data["seconds"]
        return cls(
            puzzle,
            solution=flag(data["solution"]),
            input_cached=flag(data["input_cached"]),
            title=text(data["title"]),
            examples=verdicts(data["examples"]),
            answers=verdicts(data["answers"]),
            error=optional_text(data["error"]),
            seconds=None if seconds is None else number(seconds),
            peak_rss=optional_integer(data.get("peak_rss")),  # absent: remembered before it was
            remembered_at=at,
        )


class YearStatus(NamedTuple):
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
        """How many parts have each verdict against the verified answers."""
        return Counter(v for day in self.days for v in day.answers if v is not None)

    @property
    def checked_stars(self) -> int:
        """The checked stars (see `model.stars`): parts whose answer today's code
        reproduces against answers.toml, the free star included once earned."""
        return stars(day.answers for day in self.days)

    @property
    def max_stars(self) -> int:
        """The stars the event has."""
        return max_stars(self.year)

    @property
    def errors(self) -> int:
        """How many days could not be checked."""
        return sum(day.error is not None for day in self.days)

    @property
    def started(self) -> bool:
        """Whether any day has a solution or a cached input."""
        return any(day.solution or day.input_cached for day in self.days)


class StatusPlan(NamedTuple):
    """What a status covers: its years, and the days with a solution among them."""

    years: list[int]
    puzzles: list[PuzzleDay]


def plan_status(
    project: Project, year: int | None = None, at: datetime | None = None
) -> StatusPlan:
    """`year` (checked against the calendar), or every year from 2015 to the latest event
    at `at` (default: now) plus any later year that has solutions; the project's days
    are discovered once, here."""
    if year is not None:
        check_year(year)
    found = discover_days(project, year)
    if year is not None:
        years = [year]
    else:
        years = sorted(set(range(FIRST_YEAR, latest_event_year(at) + 1)) | {p.year for p in found})
    return StatusPlan(years, [p for p in found if p.year in years])


def project_status(
    project: Project,
    year: int | None = None,
    at: datetime | None = None,
    *,
    limits: Limits,
    plan: StatusPlan | None = None,
    rerun: bool = False,
    on_start: Callable[[PuzzleDay], None] | None = None,
    on_day: Callable[[DayStatus], None] | None = None,
) -> list[YearStatus]:
    """The status of the days of `plan` (default: `plan_status(project, year, at)`), each
    day with a solution checked in its own worker, bounded by `limits`.
    `on_start` hears of each day as its worker starts, `on_day` of each status as it is
    known."""
    plan = plan or plan_status(project, year, at)
    statuses = []
    for status in check_days(project, plan.puzzles, limits, rerun=rerun, on_start=on_start):
        statuses.append(status)
        if on_day is not None:
            on_day(status)
    return calendar(project, plan.years, statuses)


def check_days(
    project: Project,
    puzzles: Iterable[PuzzleDay],
    limits: Limits,
    *,
    rerun: bool = False,
    on_start: Callable[[PuzzleDay], None] | None = None,
) -> Iterator[DayStatus]:
    """The status of each of `puzzles` that has a solution, yielded as it is known:
    remembered ones first (unless `rerun`), then each as its worker finishes."""
    known = KnownAnswers.of(project)
    memory = StatusMemory(project, limits)
    tasks = []
    for puzzle in puzzles:
        expected = known.for_day(puzzle)
        remembered = None if rerun else memory.recall(puzzle, expected)
        status = _recalled(puzzle, remembered)
        if status is not None:
            yield status
        else:
            tasks.append(check_task(project, puzzle, expected))
    if not tasks:  # all remembered: no worker, not even multiprocessing, is needed
        return
    from aoc_framework.engine.workers import run_tasks  # multiprocessing: only if a day runs

    def started(task: CheckDay) -> None:
        memory.snapshot(task.puzzle)  # what the day is judged on, before it starts
        if on_start is not None:
            on_start(task.puzzle)

    for outcome in run_tasks(tasks, limits, started):
        puzzle = outcome.task.puzzle
        expected = outcome.task.expected
        status = day_status(
            project, puzzle, outcome.value, outcome.failure, outcome.seconds, outcome.peak_rss
        )
        # A day that hung or died is remembered too (it would again), with every module
        # of its year as what it may depend on: it could not say what it imported.
        modules = (
            outcome.value.modules
            if outcome.failure is None
            else tuple(Imported(name) for name in _year_modules(project, puzzle))
        )
        memory.remember(puzzle, status.to_record(), expected, modules, _stopped_by(outcome.failure))
        yield status


def _stopped_by(failure: DayFailure | None) -> str | None:
    """What stopped the day, as its memory says it (None: it ended of itself)."""
    from aoc_framework.engine.workers import FailureKind  # loaded: the day ran

    limits = {FailureKind.TIMEOUT: STOPPED_BY_TIME, FailureKind.OUT_OF_MEMORY: STOPPED_BY_MEMORY}
    return None if failure is None else limits.get(failure.kind)


def _recalled(
    puzzle: PuzzleDay, remembered: tuple[dict[str, Any], datetime] | None
) -> DayStatus | None:
    """The remembered status, if any and readable (another layout: not remembered)."""
    if remembered is None:
        return None
    try:
        return DayStatus.from_record(puzzle, *remembered)
    except (KeyError, TypeError, ValueError):
        return None


def calendar(
    project: Project,
    years: Iterable[int],
    statuses: Iterable[DayStatus],
    not_run: Iterable[PuzzleDay] = (),
) -> list[YearStatus]:
    """Every day of each of `years`, from the statuses of the days with solutions (in
    any order) and what exists on disk for the others, with the free stars given.
    `not_run`: days with a solution and no status (an interrupted status)."""
    by_puzzle = {
        puzzle: DayStatus(puzzle, True, project.input_path(puzzle).is_file(), not_run=True)
        for puzzle in not_run
    }
    by_puzzle.update((status.puzzle, status) for status in statuses)
    result = []
    for year in years:
        days = []
        for puzzle in puzzles_of(year):
            days.append(
                by_puzzle.get(puzzle)
                or DayStatus(puzzle, input_cached=project.input_path(puzzle).is_file())
            )
        result.append(YearStatus(year, _with_free_star(days)))
    return result


def day_status(
    project: Project,
    puzzle: PuzzleDay,
    check: DayCheck | None,
    failure: DayFailure | None,
    seconds: float,
    peak_rss: int | None = None,
) -> DayStatus:
    """The status of a day from what its worker returned (or why it returned nothing),
    and its process's peak memory."""
    status = DayStatus(
        puzzle,
        True,
        project.input_path(puzzle).is_file(),
        seconds=round(seconds, 3),
        peak_rss=peak_rss,
    )
    if failure is not None:
        return replace(status, error=str(failure))
    assert check is not None
    status = replace(status, title=check.title)
    if check.error is not None:
        return replace(status, error=check.error)
    examples = part_verdicts(check.examples)
    answers = part_verdicts([check.input]) if check.input is not None else NOTHING_TO_CHECK
    return replace(status, examples=examples, answers=answers, error=_first_error(check))


def _first_error(check: DayCheck) -> str | None:
    """The first error of a part (or a parse) in `check`, naming the input it ran on."""
    runs = [check.input, *check.examples] if check.input is not None else check.examples
    for run in runs:
        if run.parse_error is not None:
            return f"{run.source}, parse: {run.parse_error}"
        for result in run.parts:
            if result.error is not None:
                return f"{run.source}, {result.part.label}: {result.error}"
    return None


def check_task(project: Project, puzzle: PuzzleDay, expected: dict[int, str]) -> CheckDay:
    """The check of `puzzle` that a worker runs for `aoc status` and pytest."""
    from aoc_framework.engine.day_tasks import CheckDay  # only a day not remembered runs

    return CheckDay(project, puzzle, expected)


def _year_modules(project: Project, puzzle: PuzzleDay) -> tuple[str, ...]:
    folder = project.solution_path(puzzle).parent
    return tuple(project.relative(path) for path in sorted(folder.glob("*.py")))


def _with_free_star(days: list[DayStatus]) -> tuple[DayStatus, ...]:
    """The final day's part 2 as the free star (see `model.stars`), once the day can be
    checked at all (it has an input or a verdict)."""
    last = days[-1]
    if last.answers == NOTHING_TO_CHECK and not last.input_cached:
        return tuple(days)
    free = with_free_star(last.puzzle.year, [day.answers for day in days])[-1]
    return (*days[:-1], replace(last, answers=free))
