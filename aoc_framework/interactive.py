"""A day used from Python, in a REPL or a notebook: `Day07.run()`, `Day07.input()` and
`Day07.time()` (the methods of `Solution`), and `day(2023, 7)` to find a day's class,
since a module named `2023` cannot be imported by hand.

A thin face over the engine that `aoc run` and `aoc time` use: the same runs (a fresh
instance per part), the same verdicts against the examples and answers.toml, the same
input cache, fetched once through aocd when missing. Results show as text in a REPL
and as a table in Jupyter (`_repr_markdown_`, `_repr_html_`).
"""

from __future__ import annotations

import sys
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from aoc_framework.actions.run import (
    EXAMPLES,
    OWN_INPUT,
    GivenInput,
    RunHooks,
    RunRequest,
    expected_answers,
    run_class,
)
from aoc_framework.engine.discovery import load_solution
from aoc_framework.model.errors import DayCodeError
from aoc_framework.model.puzzle import PARTS, Part, PuzzleDay
from aoc_framework.model.results import INPUT_SOURCE, RunResult
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Settings
from aoc_framework.site.fetch import ensure_input
from aoc_framework.site.session_token import has_token
from aoc_framework.timing.measure import RepeatPlan
from aoc_framework.timing.results import day_timing
from aoc_framework.timing.timing_task import measure_inputs
from aoc_framework.views.runs import runs_table
from aoc_framework.views.table import Table
from aoc_framework.views.timing import readme_table

if TYPE_CHECKING:
    from aoc_framework.engine.profile import StepProfile
    from aoc_framework.model.day import DayCode
    from aoc_framework.timing.results import DayTiming


def day(year: int, day: int) -> type[DayCode]:
    """The `Solution` class of `year`/`day` in the project (AOC_PROJECT_DIR, else the
    current folder or the nearest above it with a `solutions/` folder)."""
    return load_solution(Settings.from_environment().project(), PuzzleDay.of(year, day))


class _ShownAsTable:
    """Shown as its `table()`: text at a prompt, a table in Jupyter."""

    def table(self) -> Table:
        raise NotImplementedError

    def __repr__(self) -> str:
        return "\n".join(self.table().text_lines())

    def _repr_markdown_(self) -> str:
        return self.table().markdown()

    def _repr_html_(self) -> str:
        return self.table().html()


class DayResults(_ShownAsTable, Sequence[RunResult]):
    """What `Solution.run` returns: one `RunResult` per input run (the input, or each
    example), shown as `aoc run` shows them; `answers` by part number; `profiles` when
    the parts ran under cProfile."""

    def __init__(
        self, title: str, runs: Sequence[RunResult], profiles: Sequence[StepProfile] = ()
    ) -> None:
        self.title = title
        self.runs = tuple(runs)
        #: With `profile=True`: each step's profile (its file and its top functions).
        self.profiles = tuple(profiles)

    def __getitem__(self, index: int) -> RunResult:  # type: ignore[override]
        return self.runs[index]

    def __len__(self) -> int:
        return len(self.runs)

    def __iter__(self) -> Iterator[RunResult]:
        return iter(self.runs)

    @property
    def answers(self) -> dict[int, str | None]:
        """Each part's answer on the last input run that ran it, as the site takes it (the
        letters of a drawing); None for a part not solved. Not only the last run's: each
        example runs only the parts it has an answer for, and part 2's is often its own."""
        return {int(part.part): part.answer_text for run in self.runs for part in run.parts}

    @property
    def ok(self) -> bool:
        """No part failed or gave a wrong answer."""
        return all(run.ok for run in self.runs)

    def table(self) -> Table:
        """The runs as a table: a row per part of each input."""
        return runs_table(self.title, self.runs)


class DayTimes(_ShownAsTable):
    """What `Solution.time` returns: each step's timing, as `aoc time` measures them."""

    def __init__(self, rows: Sequence[DayTiming]) -> None:
        self.rows = tuple(rows)

    def table(self) -> Table:
        """The timings as the README's table (`aoc time --readme`)."""
        return readme_table(self.rows)


def run(
    solution_cls: type[DayCode],
    part: int | None = None,
    *,
    example: bool = False,
    input: str | None = None,
    profile: bool = False,
) -> DayResults:
    """See `Solution.run`: the run `aoc run` makes (`actions.run`), its results kept."""
    given = GivenInput(input, INPUT_SOURCE) if input is not None else None
    request = RunRequest(
        input=EXAMPLES if example else given or OWN_INPUT, parts=_parts(part), profile=profile
    )
    settings = Settings.from_environment()
    project, puzzle = _where(solution_cls, settings)
    with _day_errors():
        report = run_class(solution_cls, puzzle, request, project, _hooks(settings))
    return DayResults(report.heading, report.results, report.profiles)


def cached_input(solution_cls: type[DayCode]) -> str:
    """See `Solution.input`."""
    settings = Settings.from_environment()
    return _input(settings)(*_where(solution_cls, settings))


def time(
    solution_cls: type[DayCode],
    *,
    example: bool = False,
    budget: float | None = None,
    runs: int | None = None,
) -> DayTimes:
    """See `Solution.time`."""
    plan = RepeatPlan(runs=runs) if budget is None else RepeatPlan(budget, runs)
    settings = Settings.from_environment()
    project, puzzle = _where(solution_cls, settings)
    raw = None if example else _input(settings)(project, puzzle)
    expected = expected_answers(project, puzzle)
    measured = measure_inputs(solution_cls, puzzle, raw, expected, plan, project.root)
    title = solution_cls.title
    return DayTimes([day_timing(puzzle.year, puzzle.day, title, run) for run in measured])


def _parts(part: int | None) -> tuple[Part, ...]:
    if part is None:
        return PARTS
    if part not in (1, 2):
        raise ValueError(f"part is 1 or 2, not {part!r}")
    return (Part(part),)


def _where(solution_cls: type[DayCode], settings: Settings) -> tuple[Project, PuzzleDay]:
    """The project the day's module belongs to (else the one the settings point at) and
    the day's puzzle."""
    module = sys.modules.get(solution_cls.__module__)
    path = Path(getattr(module, "__file__", "") or ".")
    # Else a class written in the notebook itself.
    project = Project.of_day_file(path, settings.inputs_dir) or settings.project()
    return project, PuzzleDay.of(solution_cls.year, solution_cls.day)


def _input(settings: Settings) -> Callable[[Project, PuzzleDay], str]:
    """The cached input of a day, fetched once first when missing (needs the token)."""
    network = settings.network()
    return lambda project, puzzle: ensure_input(project, puzzle, network=network).text


def _hooks(settings: Settings) -> RunHooks:
    """How the Python API follows a run: nothing shown while it runs; without a session
    token, the examples run after a warning (as `aoc run` does)."""
    return RunHooks(
        input_of=_input(settings),
        has_token=has_token,
        note=lambda text: warnings.warn(text, stacklevel=4),
    )


@contextmanager
def _day_errors() -> Iterator[None]:
    """The day's own exception raised as itself (its traceback from the day's code on),
    with the framework's hint as a note where there is one."""
    try:
        yield
    except DayCodeError as error:
        inner = error.error
        if error.hint is not None:
            if sys.version_info >= (3, 11):
                inner.add_note(f"aoc: {error.hint}")
            else:  # no notes before 3.11: the hint goes just before the traceback
                warnings.warn(f"aoc: {error.hint}", stacklevel=3)
        raise inner from None
