"""Measuring a day in the current process: each step warmed up, then repeated.

Every timed run goes through `solution.timed`, the `time.perf_counter_ns` measurement that
`aoc run` uses, so `aoc time` and `aoc run` time the same thing. The parse step's result
(from its warm-up run) is shared by every run of both parts, as in `aoc run`.
"""

from __future__ import annotations

import statistics
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from aoc_framework.discovery import load_solution
from aoc_framework.errors import AocError
from aoc_framework.project import Project
from aoc_framework.puzzle_input import read_cached_input
from aoc_framework.runner import example_cases, judge
from aoc_framework.solution import PARTS, Answer, Part, Solution, check_answer, timed
from aoc_framework.timing.results import (
    INPUT_SOURCE,
    DayTiming,
    Status,
    StepTiming,
    whole_day_source,
)

T = TypeVar("T")
A = TypeVar("A")

#: Upper bound on the timed runs of one step, so a no-op part does not fill the memory
#: with millions of samples within its budget.
MAX_RUNS = 100_000


@dataclass(frozen=True)
class RepeatPlan:
    """How often to repeat each step: `runs` times when given, else until `budget_s`
    seconds have passed (at least once, at most `MAX_RUNS` times)."""

    budget_s: float = 1.0
    runs: int | None = None


@dataclass(frozen=True)
class Measurement(Generic[T]):
    """A step's result (from its warm-up run) and the times of its timed runs."""

    value: T
    runs: int
    min_ns: int
    median_ns: int


class AnswerChangedError(Exception):
    """A part gave a different answer on a later run than on its warm-up run."""


def measure(
    function: Callable[[A], T],
    argument: A,
    plan: RepeatPlan,
    validate: Callable[[T], T] | None = None,
) -> Measurement[T]:
    """Call `function(argument)` once to warm up, then time it as `plan` says.

    `validate` turns the warm-up result into the reported value (raising if it is not
    acceptable); when given, every timed run must give that same value, else
    `AnswerChangedError` (a part that alters the shared parsed data times other work on each
    run)."""
    value = function(argument)
    if validate is not None:
        value = validate(value)
    wanted = plan.runs or MAX_RUNS
    deadline = time.perf_counter_ns() + int(plan.budget_s * 1e9)
    samples: list[int] = []
    while len(samples) < wanted:
        run = timed(function, argument)
        samples.append(run.ns)
        if validate is not None and run.value != value:
            raise AnswerChangedError(
                f"answer changed from {value!r} to {run.value!r} on run {len(samples) + 1}; "
                "parts must not modify the parsed data"
            )
        if plan.runs is None and time.perf_counter_ns() >= deadline:
            break
    return Measurement(value, len(samples), min(samples), statistics.median_low(samples))


def time_solution(
    solution_cls: type[Solution],
    text: str,
    source: str,
    plan: RepeatPlan,
    parts: Sequence[Part] = PARTS,
    expected: Callable[[Part], Answer] = lambda part: None,
    root: Path | None = None,
) -> DayTiming:
    """Time the parse step and each of `parts` of a fresh solution on `text`, and judge
    each answer against `expected`. A step that raises becomes an error naming the line
    of code under `root` (default: the working folder) it came from; a parse error
    leaves the parts unrun."""
    solution = solution_cls()
    root = root or Path.cwd()
    steps: dict[str, StepTiming] = {}
    try:
        parsed = measure(solution.parse, text, plan)
    except Exception as error:
        steps["parse"] = StepTiming(error=describe(error, root))
    else:
        steps["parse"] = StepTiming(parsed.runs, parsed.min_ns, parsed.median_ns)
        for part in parts:
            steps[f"part_{part}"] = _time_part(
                solution, part, parsed.value, plan, expected(part), root
            )
    return DayTiming(solution_cls.year, solution_cls.day, solution_cls.title, source, steps)


def time_day(
    project: Project,
    year: int,
    day: int,
    plan: RepeatPlan,
    examples: bool = False,
    expected: Mapping[Part, str] | None = None,
) -> list[DayTiming]:
    """Time a day in this process: on its cached input, judged against `expected`, or
    on each of its examples, judged against the example's answers. A day that cannot
    be loaded or read gives a single error row."""
    source = whole_day_source(examples)
    try:
        solution_cls = load_solution(project, year, day)
    except Exception as error:
        return [failed_day(year, day, source, Status.ERROR, describe(error, project.root))]
    try:
        if examples:
            return [
                time_solution(
                    solution_cls,
                    case.text,
                    case.label,
                    plan,
                    case.parts,
                    case.example.expected,
                    project.root,
                )
                for case in example_cases(solution_cls)
            ]
        text = read_cached_input(project, year, day)
    except AocError as error:
        return [failed_day(year, day, source, Status.ERROR, str(error), solution_cls.title)]
    known = expected or {}
    return [time_solution(solution_cls, text, INPUT_SOURCE, plan, PARTS, known.get, project.root)]


def failed_day(
    year: int, day: int, source: str, failure: Status, error: str, title: str = ""
) -> DayTiming:
    """The row of a day that failed as a whole."""
    return DayTiming(year, day, title, source, {}, failure, error)


def describe(error: BaseException, root: Path) -> str:
    """One line for an exception raised by a solution: its type and message, and the
    innermost line of the project's code it came from (user errors: just the message)."""
    if isinstance(error, AocError):
        return str(error)
    text = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    frames = traceback.extract_tb(error.__traceback__)
    inside = [frame for frame in frames if _is_under(frame.filename, root)]
    if inside:
        frame = inside[-1]
        text += f" ({Path(frame.filename).resolve().relative_to(root.resolve())}:{frame.lineno})"
    return text


def _time_part(
    solution: Solution[Any],
    part: Part,
    parsed: Any,
    plan: RepeatPlan,
    expected: Answer,
    root: Path,
) -> StepTiming:
    expected_text = None if expected is None else str(expected).strip()
    try:
        result = measure(solution.part(part), parsed, plan, lambda v: check_answer(v, part))
    except Exception as error:
        return StepTiming(expected=expected_text, error=describe(error, root))
    answer = result.value
    return StepTiming(
        runs=result.runs,
        min_ns=result.min_ns,
        median_ns=result.median_ns,
        answer=None if answer is None else str(answer),
        expected=expected_text,
        verdict=judge(answer, expected),
    )


def _is_under(filename: str, root: Path) -> bool:
    try:
        Path(filename).resolve().relative_to(root.resolve())
    except ValueError:
        return False
    return True
