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
from typing import NamedTuple

from aoc_framework.engine.discovery import Imported, imported_files, load_solution
from aoc_framework.engine.puzzle_input import read_cached_input
from aoc_framework.engine.run import (
    Expected,
    describe,
    example_cases,
    guessed,
    guessed_examples,
    run_candidates,
    run_day,
    run_examples,
    taken_from_page,
    without_extra,
)
from aoc_framework.engine.workers import report_progress
from aoc_framework.model.answer import Answer
from aoc_framework.model.day import DayCode, Example, title_of
from aoc_framework.model.puzzle import PARTS, Part, PuzzleDay
from aoc_framework.model.results import INPUT_SOURCE, RunResult, failing_parts, wrong_guesses
from aoc_framework.project.layout import Project


@dataclass(frozen=True)
class DayTask:
    """A worker's task on one day of a project (`workers.Task`): the kinds of work of
    status, pytest, the watch and `aoc time` add what each needs."""

    project: Project
    puzzle: PuzzleDay

    def run(self) -> object:
        """The work, in the worker; its return value goes back to `aoc`."""
        raise NotImplementedError


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
    #: Each example taken from the page and not checked yet (`Example.from_page`): its
    #: label, and whether the extractor only guessed it (`engine.run.taken_from_page`).
    taken: tuple[tuple[str, bool], ...] = ()
    #: `aoc watch`: where a guessed example got a wrong answer, the day's runs on the
    #: page's other candidates (`engine.run.run_candidates`).
    candidates: tuple[RunResult, ...] = ()
    #: Those of `taken` that hold no `extra` (`engine.run.without_extra`).
    no_extra: tuple[str, ...] = ()

    @property
    def guesses(self) -> tuple[str, ...]:
        """The labels of the examples guessed from the page."""
        return guessed(self.taken)


@dataclass(frozen=True)
class CheckDay(DayTask):
    """`aoc status` and pytest: the day on its cached input, judged against `expected`
    (the verified answers by part number), then on its examples."""

    expected: Mapping[int, str]

    def run(self) -> DayCheck:
        return _checked(self, self._runs)

    def _runs(self, solution: type[DayCode], again: _Again) -> _Runs:
        input_run = _input_run(self, solution, self.puzzle.answered_parts, used=False)
        if not solution.examples:
            return (), input_run, ()
        if input_run is not None:
            again()
        return (
            tuple(
                run_examples(
                    solution, catch=True, root=self.project.root, used=input_run is not None
                )
            ),
            input_run,
            (),
        )


class WatchProgress(NamedTuple):
    """How far a watched run is, sent as it goes (`workers.report_progress`): the day's
    title, the input it runs (`source`, as `RunResult.source`), the parts it runs on
    it, and its result so far (None: it has just started; else each part as it ends,
    with what the day printed since)."""

    title: str
    source: str
    parts: tuple[Part, ...]
    result: RunResult | None = None
    #: The day's examples taken from the page (`DayCheck.taken`).
    taken: tuple[tuple[str, bool], ...] = ()

    @property
    def guesses(self) -> tuple[str, ...]:
        """The labels of the day's examples guessed from the page."""
        return guessed(self.taken)


@dataclass(frozen=True)
class WatchDay(DayTask):
    """`aoc watch`: the examples first, then (with `own_input`) the cached input for
    only the parts whose examples did not fail; each run keeps what the day printed
    (`RunResult.output`), shown under its heading. Each input's start and each part's
    end are sent as they happen (`WatchProgress`)."""

    expected: Mapping[int, str]
    own_input: bool = True
    #: The page's other candidates (`page_examples.page_candidates`), run last, for the
    #: parts that got a wrong answer on a guessed example.
    candidates: tuple[Example, ...] = ()

    def run(self) -> DayCheck:
        return _checked(self, self._runs)

    def _runs(self, solution: type[DayCode], again: _Again) -> _Runs:
        examples, input_run = self._examples_then_input(solution, again)
        guesses = guessed_examples(solution)
        doubted = [p for p in PARTS if wrong_guesses(examples, p, guesses)]
        if not (doubted and self.candidates):
            return examples, input_run, ()
        again()
        return (
            examples,
            input_run,
            run_candidates(solution, self.candidates, doubted, root=self.project.root),
        )

    def _examples_then_input(
        self, solution: type[DayCode], again: _Again
    ) -> tuple[tuple[RunResult, ...], RunResult | None]:
        wanted: Sequence[Part] = self.puzzle.answered_parts
        example_runs: tuple[RunResult, ...] = ()
        if solution.examples:
            parts = {case.label: case.parts for case in example_cases(solution, keep_unpasted=True)}
            example_runs = tuple(
                run_examples(
                    solution,
                    catch=True,
                    root=self.project.root,
                    keep_output=True,
                    **_told(solution, parts),
                )
            )
            held = failing_parts(example_runs, wanted, guessed_examples(solution))
            wanted = [p for p in wanted if p not in held]
        if not (self.own_input and wanted):
            return example_runs, None
        if example_runs:
            again()
        follow = _told(solution, {INPUT_SOURCE: tuple(wanted)})
        return example_runs, _input_run(self, solution, wanted, used=bool(example_runs), **follow)


def _told(solution: type[DayCode], parts: Mapping[str, tuple[Part, ...]]) -> dict[str, Callable]:
    """The `on_start` and `on_part` of a watched run: each sent to `aoc` as it happens,
    with the parts (`parts`, by source) the input runs."""
    title, taken = title_of(solution), tuple(taken_from_page(solution).items())

    def started(source: str) -> None:
        report_progress(WatchProgress(title, source, parts.get(source, ()), None, taken))

    def ended(result: RunResult) -> None:
        told = parts.get(result.source, ())
        report_progress(WatchProgress(title, result.source, told, result, taken))

    return {"on_start": started, "on_part": ended}


#: Puts back what a run may have changed for the next (the recursion limit).
_Again = Callable[[], None]
#: The runs on the examples, on the input (None: not run), on the page's candidates.
_Runs = tuple[tuple[RunResult, ...], RunResult | None, tuple[RunResult, ...]]


def _checked(task: CheckDay | WatchDay, runs: Callable[[type[DayCode], _Again], _Runs]) -> DayCheck:
    """The day loaded in the worker's fresh interpreter and run as `runs` says.

    The first run is in that fresh interpreter; the next run on new imports of the
    day's module (new module globals and class attributes), with the recursion limit
    reset, so state one run leaves behind cannot change another."""
    project = task.project
    recursion_limit = sys.getrecursionlimit()
    try:
        solution = load_solution(project, task.puzzle)
        example_runs, input_run, candidates = runs(
            solution, lambda: sys.setrecursionlimit(recursion_limit)
        )
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
        tuple(taken_from_page(solution).items()),
        candidates,
        without_extra(solution),
    )


def _input_run(
    task: CheckDay | WatchDay,
    solution: type[DayCode],
    parts: Sequence[Part],
    *,
    used: bool,
    on_start: Callable[[str], None] | None = None,
    on_part: Callable[[RunResult], None] | None = None,
) -> RunResult | None:
    """The day on its cached input (None: not cached, or no part to run); `on_start`
    and `on_part` as for `run_day`."""
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
        on_start=on_start,
        on_part=on_part,
    )


def expected_of(expected: Mapping[int, str]) -> Expected:
    """The verified answers by part number as a run looks them up."""

    def answer(part: Part) -> Answer:
        return expected.get(int(part))

    return answer
