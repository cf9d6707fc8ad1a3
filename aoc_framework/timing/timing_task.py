"""What a worker process does to time one day (see `workers`): load it in the worker's
fresh interpreter and measure each input it is timed on (`measure`)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from aoc_framework.engine.day_tasks import expected_of
from aoc_framework.engine.discovery import load_solution
from aoc_framework.engine.puzzle_input import read_cached_input
from aoc_framework.engine.run import Expected, describe, example_cases
from aoc_framework.model.day import NO_EXTRA, DayCode
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import RunResult
from aoc_framework.project.layout import Project
from aoc_framework.timing.measure import RepeatPlan, measure_run


def time_day(
    project: Project,
    puzzle: PuzzleDay,
    expected: Mapping[int, str],
    examples: bool,
    plan: RepeatPlan,
) -> tuple[str, list[RunResult]] | str:
    """Time the day on its cached input (or each of its examples): its title and one
    result per input, or the one line saying why it could not be timed."""
    try:
        solution = load_solution(project, puzzle)
        raw = None if examples else read_cached_input(project, puzzle)
        runs = measure_inputs(solution, puzzle, raw, expected_of(expected), plan, project.root)
    except MemoryError:
        raise
    except Exception as error:
        return describe(error, project.root)
    return solution.title, runs


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
        inputs = [(raw, "input", puzzle.answered_parts, expected, NO_EXTRA)]
    return [
        measure_run(solution, text, source, parts, wanted, plan, root, number > 0, extra)
        for number, (text, source, parts, wanted, extra) in enumerate(inputs)
    ]
