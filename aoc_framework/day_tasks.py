"""What a worker process does for one day (see `workers`): check it, or time it.

Each function loads the day in the worker's fresh interpreter, runs it with the
semantics of `aoc_framework.run`, and returns plain picklable results. The day's own
exceptions are caught here and described in one line naming the day's file and line;
the worker reports only what escapes (out of memory, a crash).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from aoc_framework.answer import Answer
from aoc_framework.discovery import load_solution, project_modules
from aoc_framework.project import Project
from aoc_framework.puzzle import Part, PuzzleDay
from aoc_framework.puzzle_input import read_cached_input
from aoc_framework.results import RunResult
from aoc_framework.run import Expected, describe, example_cases, run_day, run_examples
from aoc_framework.solution import NO_EXTRA


@dataclass(frozen=True)
class DayCheck:
    """A day run once on its examples and on its cached input.

    `examples` holds one result per example (empty: the day declares none); `input` the
    result on the cached input (None: no input cached). `error` says why the day could
    not be run at all (it did not import, a malformed example). `modules` are the
    project's files the day imported, which decide when a remembered check is stale."""

    title: str = ""
    examples: tuple[RunResult, ...] = ()
    input: RunResult | None = None
    error: str | None = None
    modules: tuple[str, ...] = ()


def day_check(
    root: str,
    inputs_dir: str,
    year: int,
    day: int,
    expected: Mapping[int, str],
    examples: bool = True,
    own_input: bool = True,
    parts: Sequence[int] | None = None,
) -> DayCheck:
    """Run the day on its cached input (judged against `expected`, the verified answers
    by part number), then on its examples. `parts` limits the parts run on the input
    (default: every part the puzzle answers).

    The input runs first, in the worker's fresh interpreter; the examples then run on new
    imports of the day's module (new module globals and class attributes), with the
    recursion limit reset, so state one run leaves behind cannot change another."""
    project = Project.at(Path(root), Path(inputs_dir))
    puzzle = PuzzleDay(year, day)
    recursion_limit = sys.getrecursionlimit()
    try:
        solution = load_solution(project, puzzle)
        input_run = None
        if own_input and project.input_path(puzzle).is_file():
            raw = read_cached_input(project, puzzle)
            input_run = run_day(
                solution,
                raw,
                "input",
                [p for p in puzzle.answered_parts if parts is None or p in parts],
                _lookup(expected),
                catch=True,
                root=project.root,
            )
        example_runs: tuple[RunResult, ...] = ()
        if examples and solution.examples:
            sys.setrecursionlimit(recursion_limit)
            example_runs = tuple(
                run_examples(solution, catch=True, root=project.root, used=input_run is not None)
            )
    except MemoryError:
        raise
    except Exception as error:
        return DayCheck(error=describe(error, project.root), modules=_project_modules(project))
    return DayCheck(solution.title, example_runs, input_run, None, _project_modules(project))


def time_day(
    root: str,
    inputs_dir: str,
    year: int,
    day: int,
    expected: Mapping[int, str],
    examples: bool,
    budget_s: float,
    runs: int | None,
) -> tuple[str, list[RunResult]] | str:
    """Time the day on its cached input (or each of its examples): its title and one
    result per input, or the one line saying why it could not be timed."""
    from aoc_framework.timing.measure import RepeatPlan, measure_run

    project = Project.at(Path(root), Path(inputs_dir))
    puzzle = PuzzleDay(year, day)
    plan = RepeatPlan(budget_s, runs)
    try:
        solution = load_solution(project, puzzle)
        if examples:
            inputs = [
                (case.text, case.label, case.parts, case.example.expected, case.example.extra)
                for case in example_cases(solution)
            ]
        else:
            raw = read_cached_input(project, puzzle)
            inputs = [(raw, "input", puzzle.answered_parts, _lookup(expected), NO_EXTRA)]
    except MemoryError:
        raise
    except Exception as error:
        return describe(error, project.root)
    return solution.title, [
        measure_run(solution, text, source, parts, wanted, plan, project.root, number > 0, extra)
        for number, (text, source, parts, wanted, extra) in enumerate(inputs)
    ]


def _lookup(expected: Mapping[int, str]) -> Expected:
    def answer(part: Part) -> Answer:
        return expected.get(int(part))

    return answer


def _project_modules(project: Project) -> tuple[str, ...]:
    """The files of the project that this process has imported (see `project_modules`)."""
    return tuple(sorted(set(project_modules(project.root).values())))
