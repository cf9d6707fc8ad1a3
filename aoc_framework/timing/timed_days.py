"""Timing many days, each in a worker process of its own (see `aoc_framework.engine.workers`).

A day that hangs, crashes or runs out of memory only loses its own row; the others
carry on. Days run `jobs` at a time: parallel runs compete for the processor and its
caches, so `--jobs 1` gives the steadiest figures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from aoc_framework.engine.workers import TaskOutcome, run_tasks
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits
from aoc_framework.timing.measure import RepeatPlan
from aoc_framework.timing.results import (
    FAILURE_STATUS,
    DayTiming,
    Status,
    day_timing,
    failed_day,
    whole_day_source,
)
from aoc_framework.timing.timing_task import TimeDay, TimedDay

#: A callback given the puzzle a worker starts on, or the rows it produced.
OnStart = Callable[[PuzzleDay], None]
OnDone = Callable[[list[DayTiming]], None]


@dataclass(frozen=True)
class TimingOptions:
    """How to time the days: repetition, on examples or inputs, and the worker limits."""

    limits: Limits
    plan: RepeatPlan = field(default_factory=RepeatPlan)
    examples: bool = False

    def settings(self) -> dict[str, object]:
        """These options as the JSON document's `settings` object."""
        return {
            "examples": self.examples,
            "budget_s": None if self.plan.runs else self.plan.budget_s,
            "runs": self.plan.runs,
            "timeout_s": self.limits.timeout_s,
            "jobs": self.limits.jobs,
            # The cap each day's peak_rss_bytes is held to (None: none).
            "memory_bytes": self.limits.memory_bytes,
        }


def time_days(
    project: Project,
    puzzles: Sequence[PuzzleDay],
    options: TimingOptions,
    known: KnownAnswers | None = None,
    on_start: OnStart | None = None,
    on_done: OnDone | None = None,
) -> list[DayTiming]:
    """Time each of `puzzles` in its own worker, judging answers on inputs against
    `known`. Returns every row sorted by year, day and source; `on_done` is called with
    each day's rows as it finishes."""
    tasks = [_task(project, puzzle, options, known) for puzzle in puzzles]
    rows: list[DayTiming] = []
    started = on_start and (lambda task: on_start(task.puzzle))
    for outcome in run_tasks(tasks, options.limits, started):
        day_rows = _rows(outcome, options.examples)
        rows.extend(day_rows)
        if on_done is not None:
            on_done(day_rows)
    return sorted(rows, key=lambda row: row.key)


def _task(
    project: Project, puzzle: PuzzleDay, options: TimingOptions, known: KnownAnswers | None
) -> TimeDay:
    expected = known.for_day(puzzle) if known is not None else {}
    return TimeDay(project, puzzle, expected, options.examples, options.plan)


def _rows(outcome: TaskOutcome[TimeDay], examples: bool) -> list[DayTiming]:
    puzzle = outcome.task.puzzle
    source = whole_day_source(examples)
    rss = outcome.peak_rss
    if outcome.failure is not None:
        status = FAILURE_STATUS[outcome.failure.kind]
        message = outcome.failure.message
        return [failed_day(puzzle.year, puzzle.day, source, status, message, "", rss)]
    timed: TimedDay = outcome.value
    if timed.error is not None:
        return [failed_day(puzzle.year, puzzle.day, source, Status.ERROR, timed.error, "", rss)]
    return [day_timing(puzzle.year, puzzle.day, timed.title, run, rss) for run in timed.runs]
