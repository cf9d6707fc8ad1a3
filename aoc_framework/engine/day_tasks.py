"""What a worker process does for one day (see `workers`): check it (timing it is
`timing.timing_task`).

Each function loads the day in the worker's fresh interpreter, runs it with the
semantics of `aoc_framework.engine.run`, and returns plain picklable results. The day's own
exceptions are caught here and described in one line naming the day's file and line;
the worker reports only what escapes (out of memory, a crash).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from aoc_framework.engine.discovery import Imported, imported_files, load_solution
from aoc_framework.engine.puzzle_input import read_cached_input
from aoc_framework.engine.run import (
    Expected,
    describe,
    guessed_examples,
    run_day,
    run_examples,
)
from aoc_framework.model.answer import Answer
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import RunResult, failing_parts
from aoc_framework.project.layout import Project


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
    modules: tuple[Imported, ...] = ()
    #: The labels of the examples guessed from the page (`Example.from_page`).
    guesses: tuple[str, ...] = ()


def day_check(
    project: Project,
    puzzle: PuzzleDay,
    expected: Mapping[int, str],
    examples: bool = True,
    own_input: bool = True,
    parts: Sequence[int] | None = None,
    examples_first: bool = False,
) -> DayCheck:
    """Run the day on its cached input (judged against `expected`, the verified answers
    by part number), then on its examples. `parts` limits the parts run on the input
    (default: every part the puzzle answers). `examples_first` (`aoc watch`): the
    examples first, then the input for only the parts whose examples did not fail,
    each run keeping what the day printed (`RunResult.output`), shown under its heading.

    The first run is in the worker's fresh interpreter; the next run on new imports of
    the day's module (new module globals and class attributes), with the recursion
    limit reset, so state one run leaves behind cannot change another."""
    recursion_limit = sys.getrecursionlimit()
    wanted = [p for p in puzzle.answered_parts if parts is None or p in parts]
    try:
        solution = load_solution(project, puzzle)
        example_runs: tuple[RunResult, ...] = ()
        if examples and solution.examples and examples_first:
            example_runs = tuple(
                run_examples(solution, catch=True, root=project.root, keep_output=True)
            )
            held = failing_parts(example_runs, wanted, guessed_examples(solution))
            wanted = [p for p in wanted if p not in held]
        input_run = None
        if own_input and wanted and project.input_path(puzzle).is_file():
            if example_runs:  # the input then runs on a new import, which sets its own
                sys.setrecursionlimit(recursion_limit)
            input_run = run_day(
                solution,
                read_cached_input(project, puzzle),
                "input",
                wanted,
                expected_of(expected),
                catch=True,
                root=project.root,
                used=bool(example_runs),
                keep_output=examples_first,
            )
        if examples and solution.examples and not examples_first:
            if input_run is not None:
                sys.setrecursionlimit(recursion_limit)
            example_runs = tuple(
                run_examples(solution, catch=True, root=project.root, used=input_run is not None)
            )
    except MemoryError:
        raise
    except Exception as error:
        return DayCheck(error=describe(error, project.root), modules=imported_files(project.root))
    return DayCheck(
        solution.title,
        example_runs,
        input_run,
        None,
        imported_files(project.root),
        guessed_examples(solution),
    )


def expected_of(expected: Mapping[int, str]) -> Expected:
    """The verified answers by part number as a run looks them up."""

    def answer(part: Part) -> Answer:
        return expected.get(int(part))

    return answer
