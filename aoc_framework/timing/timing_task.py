"""What a worker process does to time one day (see `workers`): `TimeDay` loads it in
the worker's fresh interpreter and measures each input it is timed on (`measure`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from aoc_framework.engine.day_tasks import DayTask, expected_of
from aoc_framework.engine.discovery import load_variants, pick_solution
from aoc_framework.engine.puzzle_input import read_cached_input
from aoc_framework.engine.run import Expected, describe, example_cases
from aoc_framework.model.day import MAIN, NO_EXTRA, DayCode, Variant, title_of
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import INPUT_SOURCE, RunResult
from aoc_framework.timing.measure import RepeatPlan, measure_run


class TimedDay(NamedTuple):
    """A day timed: its title and one result per input, or why it could not be timed;
    `others`: the names of the further day classes in the file it was loaded from, when
    it was that file's first (`Variant.cls`)."""

    title: str = ""
    runs: tuple[RunResult, ...] = ()
    error: str | None = None
    others: tuple[str, ...] = ()


@dataclass(frozen=True)
class TimeDay(DayTask):
    """`aoc time`: the day timed on its cached input, judged against `expected` (the
    verified answers by part number), or `on_examples`, on each of its examples;
    `variant`: which of the day's solutions (default: its main one)."""

    expected: Mapping[int, str]
    on_examples: bool
    plan: RepeatPlan
    variant: Variant = MAIN

    def run(self) -> TimedDay:
        project, variant = self.project, self.variant
        others: tuple[str, ...] = ()
        try:
            classes = load_variants(project, self.puzzle, variant.file)
            if not variant.cls:
                others = tuple(cls.__name__ for cls in classes[1:])
            solution = pick_solution(project, self.puzzle, variant, classes)
            raw = None if self.on_examples else read_cached_input(project, self.puzzle)
            expected = expected_of(self.expected)
            runs = measure_inputs(solution, self.puzzle, raw, expected, self.plan, project.root)
        except MemoryError:
            raise
        except Exception as error:
            return TimedDay(error=describe(error, project.root), others=others)
        return TimedDay(title_of(solution), tuple(runs), others=others)


def measure_inputs(
    solution: type[DayCode],
    puzzle: PuzzleDay,
    raw: str | None,
    expected: Expected,
    plan: RepeatPlan,
    root: Path,
) -> list[RunResult]:
    """Measure the day on the input text `raw`, judged against `expected`, or (`raw`
    None) on each of its examples, judged against theirs: one result per input."""
    if raw is None:
        inputs = [
            (case.text, case.label, case.parts, case.example.expected, case.example.extra)
            for case in example_cases(solution)
        ]
    else:
        inputs = [(raw, INPUT_SOURCE, puzzle.answered_parts, expected, NO_EXTRA)]
    return [
        measure_run(solution, text, source, parts, wanted, plan, root, number > 0, extra)
        for number, (text, source, parts, wanted, extra) in enumerate(inputs)
    ]
