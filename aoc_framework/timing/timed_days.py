"""Timing many days, each in a worker process of its own (see `aoc_framework.engine.workers`).

A day that hangs, crashes or runs out of memory only loses its own row; the others
carry on. Days run `jobs` at a time: parallel runs compete for the processor and its
caches, so `--jobs 1` gives the steadiest figures.

With `TimingOptions.variants`, every solution of each day is timed, each in a worker
of its own like a day (docs/variants.md): the main one and the variant files beside
it first; the further classes those workers found in their files then.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from aoc_framework.engine.workers import TaskOutcome, run_tasks
from aoc_framework.model.day import Variant
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

#: A callback given the puzzle a worker starts on, or the rows it produced, or how many
#: more workers were found to run (further solutions of a day).
OnStart = Callable[[PuzzleDay], None]
OnDone = Callable[[list[DayTiming]], None]
OnMore = Callable[[int], None]


@dataclass(frozen=True)
class TimingOptions:
    """How to time the days: repetition, on examples or inputs, and the worker limits."""

    limits: Limits
    plan: RepeatPlan = field(default_factory=RepeatPlan)
    examples: bool = False
    #: Time every solution of each day, not only its main one.
    variants: bool = False

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
            # Every solution of each day was timed (docs/variants.md).
            "variants": self.variants,
        }


def time_days(
    project: Project,
    puzzles: Sequence[PuzzleDay],
    options: TimingOptions,
    known: KnownAnswers | None = None,
    on_start: OnStart | None = None,
    on_done: OnDone | None = None,
    on_more: OnMore | None = None,
) -> list[DayTiming]:
    """Time each of `puzzles` in its own worker (each of its solutions, with
    `options.variants`), judging answers on inputs against `known`. Returns every row
    sorted by year, day, source and variant; `on_done` is called with each worker's rows
    as it finishes, `on_more` with the number of workers added for the further
    solutions found in the files."""
    tasks = [
        _task(project, puzzle, options, known, Variant(name))
        for puzzle in puzzles
        for name in ["", *(project.variant_files(puzzle) if options.variants else ())]
    ]
    rows: list[DayTiming] = []
    started = on_start and (lambda task: on_start(task.puzzle))
    while tasks:
        further: list[TimeDay] = []
        for outcome in run_tasks(tasks, options.limits, started):
            day_rows = _rows(outcome, options.examples)
            rows.extend(day_rows)
            if on_done is not None:
                on_done(day_rows)
            if options.variants and outcome.value is not None:
                task, file = outcome.task, outcome.task.variant.file
                further += [
                    _task(project, task.puzzle, options, known, Variant(file, name))
                    for name in outcome.value.others
                ]
        if further and on_more is not None:
            on_more(len(further))
        tasks = further
    return sorted(rows, key=lambda row: row.key)


def _task(
    project: Project,
    puzzle: PuzzleDay,
    options: TimingOptions,
    known: KnownAnswers | None,
    variant: Variant,
) -> TimeDay:
    expected = known.for_day(puzzle) if known is not None else {}
    return TimeDay(project, puzzle, expected, options.examples, options.plan, variant)


def _rows(outcome: TaskOutcome[TimeDay], examples: bool) -> list[DayTiming]:
    puzzle, variant = outcome.task.puzzle, outcome.task.variant.name
    source = whole_day_source(examples)
    rss = outcome.peak_rss
    year, day = puzzle
    if outcome.failure is not None:
        status = FAILURE_STATUS[outcome.failure.kind]
        message = outcome.failure.message
        return [failed_day(year, day, source, status, message, "", rss, variant)]
    timed: TimedDay = outcome.value
    if timed.error is not None:
        return [failed_day(year, day, source, Status.ERROR, timed.error, "", rss, variant)]
    return [day_timing(year, day, timed.title, run, rss, variant) for run in timed.runs]
