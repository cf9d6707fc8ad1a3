"""What a worker process does for one day (see `workers`): check it, for `aoc status`
and pytest (`CheckDay`) or for `aoc watch` (`WatchDay`); timing it is
`timing.timing_task.TimeDay`.

Each task loads the day in the worker's fresh interpreter, runs it with the
semantics of `aoc_framework.engine.run`, and returns plain picklable results. The day's own
exceptions are caught here and described in one line naming the day's file and line;
the worker reports only what escapes (out of memory, a crash).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
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
from aoc_framework.engine.workers import Task
from aoc_framework.model.answer import Answer
from aoc_framework.model.day import DayCode, title_of
from aoc_framework.model.puzzle import Part
from aoc_framework.model.results import INPUT_SOURCE, RunResult, failing_parts


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


@dataclass(frozen=True)
class CheckDay(Task):
    """`aoc status` and pytest: the day on its cached input, judged against `expected`
    (the verified answers by part number), then on its examples."""

    expected: Mapping[int, str]

    def run(self) -> DayCheck:
        return _checked(self, self._runs)

    def _runs(self, solution: type[DayCode], again: _Again) -> _Runs:
        input_run = _input_run(self, solution, self.puzzle.answered_parts, used=False)
        if not solution.examples:
            return (), input_run
        if input_run is not None:
            again()
        return tuple(
            run_examples(solution, catch=True, root=self.project.root, used=input_run is not None)
        ), input_run


@dataclass(frozen=True)
class WatchDay(Task):
    """`aoc watch`: the examples first, then (with `own_input`) the cached input for
    only the parts whose examples did not fail; each run keeps what the day printed
    (`RunResult.output`), shown under its heading."""

    expected: Mapping[int, str]
    own_input: bool = True

    def run(self) -> DayCheck:
        return _checked(self, self._runs)

    def _runs(self, solution: type[DayCode], again: _Again) -> _Runs:
        wanted: Sequence[Part] = self.puzzle.answered_parts
        example_runs: tuple[RunResult, ...] = ()
        if solution.examples:
            example_runs = tuple(
                run_examples(solution, catch=True, root=self.project.root, keep_output=True)
            )
            held = failing_parts(example_runs, wanted, guessed_examples(solution))
            wanted = [p for p in wanted if p not in held]
        if not (self.own_input and wanted):
            return example_runs, None
        if example_runs:
            again()
        return example_runs, _input_run(self, solution, wanted, used=bool(example_runs))


#: Puts back what a run may have changed for the next (the recursion limit).
_Again = Callable[[], None]
#: The runs on the examples and on the input (None: not run).
_Runs = tuple[tuple[RunResult, ...], RunResult | None]


def _checked(task: CheckDay | WatchDay, runs: Callable[[type[DayCode], _Again], _Runs]) -> DayCheck:
    """The day loaded in the worker's fresh interpreter and run as `runs` says.

    The first run is in that fresh interpreter; the next run on new imports of the
    day's module (new module globals and class attributes), with the recursion limit
    reset, so state one run leaves behind cannot change another."""
    project = task.project
    recursion_limit = sys.getrecursionlimit()
    try:
        solution = load_solution(project, task.puzzle)
        example_runs, input_run = runs(solution, lambda: sys.setrecursionlimit(recursion_limit))
    except MemoryError:
        raise
    except Exception as error:
        return DayCheck(error=describe(error, project.root), modules=imported_files(project.root))
    return DayCheck(
        title_of(solution),
        example_runs,
        input_run,
        None,
        imported_files(project.root),
        guessed_examples(solution),
    )


def _input_run(
    task: CheckDay | WatchDay, solution: type[DayCode], parts: Sequence[Part], *, used: bool
) -> RunResult | None:
    """The day on its cached input (None: not cached, or no part to run)."""
    project, puzzle = task.project, task.puzzle
    if not parts or not project.input_path(puzzle).is_file():
        return None
    return run_day(
        solution,
        read_cached_input(project, puzzle),
        INPUT_SOURCE,
        parts,
        expected_of(task.expected),
        catch=True,
        root=project.root,
        used=used,
        keep_output=isinstance(task, WatchDay),
    )


def expected_of(expected: Mapping[int, str]) -> Expected:
    """The verified answers by part number as a run looks them up."""

    def answer(part: Part) -> Answer:
        return expected.get(int(part))

    return answer
