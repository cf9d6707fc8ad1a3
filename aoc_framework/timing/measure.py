"""Measuring a day in the current process (a worker's): repeated runs from fresh state.

Every repetition is a whole `aoc_framework.engine.run.run_day`: a new import of the day's
module, a fresh instance and a fresh `parse` for each part, so memoization inside a day
(a `functools.cache` in the module, a class-level dict) cannot hide its cost. The first (cold)
run counts like any other and is reported on its own; more runs follow while the
repetitions fit in the budget, so a day whose first run already takes most of the budget
is reported from that one run.

Each step's peak memory comes from the first run: how far the step raised the process's
resident set above what it held as the step started (`engine.memory.step_peak`), read
around the step, out of its timing. No run of its own: a day runs no slower nor longer
for it.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aoc_framework.engine.memory import measured
from aoc_framework.engine.run import Expected, run_day
from aoc_framework.model.day import NO_EXTRA, DayCode
from aoc_framework.model.puzzle import Part
from aoc_framework.model.results import PartResult, RunResult, Timing, Verdict
from aoc_framework.project.settings import TIME_BUDGET_S

#: Upper bound on the runs of one day, so a no-op day does not fill the memory with
#: millions of samples within its budget.
MAX_RUNS = 10_000


@dataclass(frozen=True)
class RepeatPlan:
    """How often to run: `runs` times when given, else while the next run is expected to
    end within `budget_s` seconds of the start (at least once, at most `MAX_RUNS`)."""

    budget_s: float = TIME_BUDGET_S
    runs: int | None = None


def measure_run(
    solution_cls: type[DayCode],
    raw: str,
    source: str,
    parts: Sequence[Part],
    expected: Expected,
    plan: RepeatPlan,
    root: Path,
    used: bool = False,
    extra: Mapping[str, Any] = NO_EXTRA,
) -> RunResult:
    """Run the day on `raw` as `plan` says; the first run's answers and verdicts, with
    every step's timing over all runs. A part whose answer changes between runs is an
    error naming the run: the day keeps state between runs. `used`: the day's module
    has run before in this process (its first run then starts from a new import).
    `extra`: an example's extra parameters (`Example.extra`). Each step's peak memory
    is measured on the first run."""
    start = time.perf_counter()
    options = {"catch": True, "root": root, "extra": extra}
    with measured():
        first = run_day(solution_cls, raw, source, parts, expected, used=used, **options)
    runs = [first]
    # A day that raised is reported from its one run; a wrong answer is still timed.
    if first.parse_error is None and not any(p.error for p in first.parts):
        wanted = plan.runs or MAX_RUNS
        while len(runs) < wanted:
            if plan.runs is None:
                elapsed = time.perf_counter() - start
                if elapsed + elapsed / len(runs) > plan.budget_s:
                    break
            runs.append(run_day(solution_cls, raw, source, parts, expected, used=True, **options))
    return _combine(runs)


def _combine(runs: list[RunResult]) -> RunResult:
    """The first run, with each step's timing over `runs` (its peak memory, the first
    run's)."""
    first = runs[0]
    parts = tuple(_combine_part(result, runs) for result in first.parts)
    return first._replace(
        parts=parts,
        parse=_timing([run.parse for run in runs]),
        solve=_timing([run.solve for run in runs]),
    )


def _combine_part(result: PartResult, runs: list[RunResult]) -> PartResult:
    later = [run.part(result.part) for run in runs]
    for number, other in enumerate(later[1:], start=2):
        if other is not None and other.answer_text != result.answer_text:
            return result._replace(
                verdict=Verdict.ERROR,
                time=None,
                error=(
                    f"answer changed from {result.answer_text!r} on the first run to "
                    f"{other.answer_text!r} on run {number}: the day keeps state between "
                    "runs (module globals or class attributes)"
                ),
            )
    times = [p.time for p in later if p is not None]
    return result._replace(time=_timing(times))


def _timing(timings: Sequence[Timing | None]) -> Timing | None:
    """The step's timing over its runs, with the peak memory of the first."""
    measured = [t for t in timings if t is not None]
    if not measured:
        return None
    samples = [t.first_ns for t in measured]
    peak = measured[0].peak_bytes
    return Timing(samples[0], len(samples), min(samples), statistics.median_low(samples), peak)
