"""`aoc status`: every day of the years asked for checked (each in its own worker, or
remembered), for one account or for each account in turn; which years are shown."""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Protocol

from aoc_framework.engine.status import (
    DayStatus,
    StatusPlan,
    YearStatus,
    calendar,
    plan_status,
    project_status,
)
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits
from aoc_framework.views.status import day_summary, shown_years


class DaysProgress(Protocol):
    """What the face shows of many days checked: a day started, a day done (its line)."""

    def started(self, puzzle: PuzzleDay, /) -> None: ...

    def finished(self, puzzle: PuzzleDay, summary: str, /) -> None: ...


#: The face's progress of `count` days, named as `aoc <command>`'s, entered around a
#: check: `(command, count) -> context of a DaysProgress`.
Progress = Callable[[str, int], AbstractContextManager[DaysProgress]]


@dataclass(frozen=True)
class StatusRequest:
    """The year to check (None: every year), and whether to run every day again rather
    than reuse remembered results."""

    year: int | None = None
    rerun: bool = False


@dataclass(frozen=True)
class StatusReport:
    """The years to show as tables, the years only listed as not started, each day's
    status as it came (the days run and remembered), the seconds it took, and whether
    Ctrl-C stopped it (the days not run are shown not run), and the files of puzzle
    inputs or text git tracks in the project (`tracked_private_files`)."""

    shown: list[YearStatus]
    idle: list[int]
    statuses: list[DayStatus] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: bool = False
    tracked: tuple[str, ...] = ()

    @property
    def failed(self) -> bool:
        """Whether a day shown is wrong or failed (error, timeout, out of memory)."""
        return any(day.failed for status in self.shown for day in status.days)


@dataclass(frozen=True)
class AccountsReport:
    """Each account's name and its years, in order, and the years to show (their
    positions in each account's list: a year asked for, else one some account started)."""

    by_account: list[tuple[str, list[YearStatus]]]
    shown: list[int]
    tracked: tuple[str, ...] = ()

    @property
    def failed(self) -> bool:
        """Whether a day of any account is wrong or failed."""
        return any(
            day.failed for _, years in self.by_account for status in years for day in status.days
        )


def project_statuses(
    project: Project, request: StatusRequest, limits: Limits, progress: Progress
) -> StatusReport:
    """The status of `request`'s years on `project`'s account. Ctrl-C stops the workers
    and reports what is known (`interrupted`), the rest not run."""
    plan = plan_status(project, request.year)
    started = time.monotonic()
    statuses: list[DayStatus] = []
    interrupted = False
    try:
        years = _checked(project, plan, limits, request.rerun, "status", progress, statuses.append)
    except KeyboardInterrupt:
        # The workers are stopped already: what is known is the report.
        interrupted = True
        years = calendar(project, plan.years, statuses, not_run=plan.puzzles)
    shown, idle = shown_years(years, request.year)
    seconds = time.monotonic() - started
    return StatusReport(shown, idle, statuses, seconds, interrupted, tracked_private_files(project))


def accounts_statuses(
    projects: list[Project], request: StatusRequest, limits: Limits, progress: Progress
) -> AccountsReport:
    """Each account's status in turn, each on its own inputs and answers (remembered
    apart). KeyboardInterrupt goes to the caller: the accounts are not all known."""
    plan = plan_status(projects[0], request.year)
    by_account = []
    for project in projects:
        name = project.account.name
        command = f"status ({name})"
        years = _checked(project, plan, limits, request.rerun, command, progress, lambda _: None)
        by_account.append((name, years))
    shown = [
        at
        for at in range(len(by_account[0][1]))
        if request.year is not None or any(years[at].started for _, years in by_account)
    ]
    return AccountsReport(by_account, shown, tracked_private_files(projects[0]))


def tracked_private_files(project: Project) -> tuple[str, ...]:
    """The files of puzzle inputs or text that git tracks in `project` now (its index
    only: one quick git call; `aoc history` looks through the history too); none where
    there is no git."""
    from aoc_framework.model.errors import UsageError
    from aoc_framework.project.history import tracked_private

    try:
        found = tracked_private(project, history=False)
    except UsageError:  # no git here: nothing git could publish
        return ()
    return tuple(found.now) if found is not None else ()


def _checked(
    project: Project,
    plan: StatusPlan,
    limits: Limits,
    rerun: bool,
    command: str,
    progress: Progress,
    on_day: Callable[[DayStatus], None],
) -> list[YearStatus]:
    """The status of `plan` on `project`'s account, its progress shown as `aoc
    <command>`'s; `on_day` hears of each day's status as it is known."""
    with progress(command, len(plan.puzzles)) as shown:

        def finished(status: DayStatus) -> None:
            on_day(status)
            shown.finished(status.puzzle, day_summary(status))

        return project_status(
            project,
            plan=plan,
            limits=limits,
            rerun=rerun,
            on_start=shown.started,
            on_day=finished,
        )
