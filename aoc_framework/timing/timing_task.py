"""What a worker process does to time one day (see `workers`): load it in the worker's
fresh interpreter and measure each input it is timed on (`measure`)."""

from __future__ import annotations

from collections.abc import Mapping

from aoc_framework.engine.day_tasks import expected_of
from aoc_framework.engine.discovery import load_solution
from aoc_framework.engine.puzzle_input import read_cached_input
from aoc_framework.engine.run import describe, example_cases
from aoc_framework.project import Project
from aoc_framework.puzzle import PuzzleDay
from aoc_framework.results import RunResult
from aoc_framework.solution import NO_EXTRA
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
        if examples:
            inputs = [
                (case.text, case.label, case.parts, case.example.expected, case.example.extra)
                for case in example_cases(solution)
            ]
        else:
            raw = read_cached_input(project, puzzle)
            inputs = [(raw, "input", puzzle.answered_parts, expected_of(expected), NO_EXTRA)]
    except MemoryError:
        raise
    except Exception as error:
        return describe(error, project.root)
    return solution.title, [
        measure_run(solution, text, source, parts, wanted, plan, project.root, number > 0, extra)
        for number, (text, source, parts, wanted, extra) in enumerate(inputs)
    ]
