"""The rows `aoc time` produces, their totals, and their JSON form (schema `aoc-time/1`).

The JSON document is a stable interface (documented in the README); within schema
`aoc-time/1` fields are only ever added, never renamed or removed:

    {"schema": "aoc-time/1", "python": "3.11.9",
     "settings": {"examples": false, "budget_s": 1.0, "runs": null, "timeout_s": 60.0,
                  "jobs": 1, "memory_bytes": 4294967296},
     "days": [{"year": 2023, "day": 7, "title": "Camel Cards", "source": "input",
               "variant": null, "status": "ok", "error": null,
               "peak_rss_bytes": 31457280,
               "steps": {"parse": STEP, "part_1": STEP, "part_2": STEP}}],
     "totals": {"years": {"2023": {"min_ns": 1, "median_ns": 2}},
                "all": {"min_ns": 1, "median_ns": 2}}}

    STEP = {"answer": "6440", "expected": "6440", "verdict": "correct", "runs": 812,
            "min_ns": 30100, "median_ns": 31050, "error": null, "baseline": null,
            "peak_bytes": 52224}

A step that was not run (a day that failed as a whole, a part an example does not apply
to) is null. `variant` names the solution a row timed (`model.day.Variant.name`): null
for the day's main solution, else a further solution of it (`aoc time YEAR DAY` times
them all: docs/variants.md). The totals and the README's table count only the main
solutions.
"""

from __future__ import annotations

import platform
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from aoc_framework.engine.workers import FailureKind
from aoc_framework.model.puzzle import PARTS
from aoc_framework.model.records import integer, optional_integer, optional_text, text
from aoc_framework.model.results import INPUT_SOURCE, RunResult, Timing, Verdict

SCHEMA = "aoc-time/1"
#: The steps of a day, in order, as the JSON document names them (`solve`: both parts
#: in one step, for a day that defines `solve`).
STEPS = ("parse", "solve", *(part.key for part in PARTS))
#: How the README, the tables and the messages name each step.
STEP_LABELS = {"parse": "parse", "solve": "solve", **{part.key: part.label for part in PARTS}}
#: `source` of a row timed on the cached puzzle input (else the example's label).
#: `source` of the row of a day that failed as a whole while timing its examples.
EXAMPLES_SOURCE = "examples"


def whole_day_source(examples: bool) -> str:
    """The `source` of a row standing for the whole day (one that failed as a whole)."""
    return EXAMPLES_SOURCE if examples else INPUT_SOURCE


class Status(str, Enum):
    """The outcome of one row."""

    OK = "ok"  # every step ran and no answer is wrong
    WRONG = "wrong"  # a part gave an answer other than the known one (✗)
    ERROR = "error"  # a step raised, or the day could not be loaded or read
    TIMEOUT = "timeout"  # the day's process ran past the timeout and was killed
    OUT_OF_MEMORY = "out of memory"  # the day's process went over the memory cap
    CRASH = "crash"  # the day's process died without reporting

    @property
    def failed(self) -> bool:
        """Whether this outcome makes `aoc time` exit non-zero."""
        return self is not Status.OK


@dataclass(frozen=True)
class Comparison:
    """A step's time against the saved baseline."""

    baseline_min_ns: int
    baseline_median_ns: int
    #: Relative change of the minimum: 0.25 is 25 % slower, -0.5 twice as fast.
    change: float
    #: Whether the change is over the regression threshold.
    regression: bool


@dataclass(frozen=True)
class StepTiming:
    """One step (parse, part 1 or part 2): its answer and verdict (parts only), and its
    timing: the number of timed runs, their minimum and median. A step that raised has
    an `error` and no timing."""

    runs: int = 0
    min_ns: int | None = None
    median_ns: int | None = None
    #: The first (cold) run, fresh process and all.
    first_ns: int | None = None
    #: The most the step allocated above what was live before it (`engine.memory`).
    peak_bytes: int | None = None
    answer: str | None = None
    expected: str | None = None
    verdict: Verdict | None = None
    error: str | None = None
    comparison: Comparison | None = None


#: A row's identity: year, day, source, variant name ("": the main solution).
RowKey = tuple[int, int, str, str]


@dataclass(frozen=True)
class DayTiming:
    """One row: a day timed on its input or on one of its examples.

    `steps` maps the names in `STEPS` to their timings; a step that was not run is
    absent. `failure` and `error` are set when the day failed as a whole (it could not
    be loaded, timed out or crashed)."""

    year: int
    day: int
    title: str
    source: str
    steps: Mapping[str, StepTiming] = field(default_factory=dict)
    failure: Status | None = None
    error: str | None = None
    #: The peak resident set size of the day's process, every input of the day
    #: included (`engine.memory.peak_rss`; None: not known).
    peak_rss: int | None = None
    #: Which of the day's solutions was timed (`Variant.name`; None: its main one).
    variant: str | None = None

    @property
    def status(self) -> Status:
        """The row's outcome: the day's failure, else a step's error, else a ✗."""
        if self.failure is not None:
            return self.failure
        if any(step.error is not None for step in self.steps.values()):
            return Status.ERROR
        if any(step.verdict is Verdict.WRONG for step in self.steps.values()):
            return Status.WRONG
        return Status.OK

    @property
    def total(self) -> Total:
        """The sum of its steps' times."""
        total = Total()
        for step in self.steps.values():
            total = total.add(step)
        return total

    @property
    def key(self) -> RowKey:
        """What identifies the row across runs (and in the baseline): a variant's
        timing is never another's, nor the main solution's."""
        return (self.year, self.day, self.source, self.variant or "")

    @property
    def is_main(self) -> bool:
        """Whether the row times the day's main solution (what the totals count)."""
        return self.variant is None


@dataclass(frozen=True)
class Total:
    """The sum of the minimum and of the median times of a set of steps; `left_out`, how
    many of the days it stands for were not wholly timed (a timeout, a crash, a step
    that raised), so that the sum does not pass for theirs."""

    min_ns: int = 0
    median_ns: int = 0
    left_out: int = 0

    def add(self, step: StepTiming) -> Total:
        """This total with `step` added (a step without timing adds nothing)."""
        if step.min_ns is None or step.median_ns is None:
            return self
        min_ns, median_ns = self.min_ns + step.min_ns, self.median_ns + step.median_ns
        return replace(self, min_ns=min_ns, median_ns=median_ns)


def step_timing(time: Timing | None, **fields: Any) -> StepTiming:
    """A step of the JSON document from a `Timing` (None: not timed) and its answer."""
    if time is None:
        return StepTiming(**fields)
    return StepTiming(
        time.runs, time.min_ns, time.median_ns, time.first_ns, time.peak_bytes, **fields
    )


def day_timing(
    year: int,
    day: int,
    title: str,
    run: RunResult,
    peak_rss: int | None = None,
    variant: str | None = None,
) -> DayTiming:
    """The row of a day (its solution `variant`) timed on one input; `peak_rss`: its
    process's peak memory."""
    steps: dict[str, StepTiming] = {}
    if run.parse_error is not None:
        steps["parse"] = StepTiming(error=run.parse_error)
    else:
        steps["parse"] = step_timing(run.parse)
    if run.solve is not None:
        steps["solve"] = step_timing(run.solve)
    for part in run.parts:
        steps[part.part.key] = step_timing(
            None if run.solve is not None else part.time,
            answer=part.answer_text,
            expected=part.expected,
            verdict=part.verdict,
            error=part.error,
        )
    return DayTiming(year, day, title, run.source, steps, peak_rss=peak_rss, variant=variant)


def failed_day(
    year: int,
    day: int,
    source: str,
    failure: Status,
    error: str,
    title: str = "",
    peak_rss: int | None = None,
    variant: str | None = None,
) -> DayTiming:
    """The row of a day (its solution `variant`) that failed as a whole."""
    return DayTiming(year, day, title, source, {}, failure, error, peak_rss, variant)


#: The row status of each way a day's worker can fail.
FAILURE_STATUS = {
    FailureKind.ERROR: Status.ERROR,
    FailureKind.TIMEOUT: Status.TIMEOUT,
    FailureKind.OUT_OF_MEMORY: Status.OUT_OF_MEMORY,
    FailureKind.CRASH: Status.CRASH,
}


def labelled_totals(rows: Iterable[DayTiming]) -> dict[str, Total]:
    """The total of each year by its label, then `all` when there are several years."""
    totals: dict[str, Total] = {str(year): t for year, t in year_totals(rows).items()}
    if len(totals) > 1:
        totals["all"] = _sum(totals.values())
    return totals


def year_totals(rows: Iterable[DayTiming]) -> dict[int, Total]:
    """The total of every year's timed steps of the main solutions, by year in order."""
    totals: dict[int, Total] = {}
    for row in sorted(rows, key=lambda r: r.key):
        if not row.is_main:
            continue
        total = totals.get(row.year, Total())
        for step in row.steps.values():
            total = total.add(step)
        if row.status not in (Status.OK, Status.WRONG):  # a wrong answer was timed
            total = replace(total, left_out=total.left_out + 1)
        totals[row.year] = total
    return totals


def overall_total(rows: Iterable[DayTiming]) -> Total:
    """The total of every timed step of the main solutions."""
    return _sum(year_totals(rows).values())


def _sum(totals: Iterable[Total]) -> Total:
    totals = list(totals)
    return Total(
        sum(t.min_ns for t in totals),
        sum(t.median_ns for t in totals),
        sum(t.left_out for t in totals),
    )


def to_document(rows: Iterable[DayTiming], settings: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON document (schema `aoc-time/1`) of `rows` timed with `settings`."""
    rows = sorted(rows, key=lambda r: r.key)
    return {
        "schema": SCHEMA,
        "python": platform.python_version(),
        "settings": dict(settings),
        "days": [day_to_dict(row) for row in rows],
        "totals": {
            "years": {str(year): _total(t) for year, t in year_totals(rows).items()},
            "all": _total(overall_total(rows)),
        },
    }


def day_to_dict(row: DayTiming) -> dict[str, Any]:
    """One row as the JSON document's `days` entry."""
    return {
        "year": row.year,
        "day": row.day,
        "title": row.title,
        "source": row.source,
        "variant": row.variant,
        "status": row.status.value,
        "error": row.error,
        "peak_rss_bytes": row.peak_rss,
        "steps": {name: _step(row.steps[name]) if name in row.steps else None for name in STEPS},
    }


def day_from_dict(data: Mapping[str, Any]) -> DayTiming:
    """The row back from its `days` entry; raises KeyError, TypeError or ValueError when
    `data` does not follow the schema."""
    status = Status(data["status"])
    steps = {
        name: _step_from_dict(step) for name, step in data["steps"].items() if step is not None
    }
    if set(steps) - set(STEPS):
        raise ValueError(f"unknown steps {sorted(set(steps) - set(STEPS))}")
    error = optional_text(data["error"])
    row = DayTiming(
        year=integer(data["year"]),
        day=integer(data["day"]),
        title=text(data["title"]),
        source=text(data["source"]),
        steps=steps,
        # A row-level error is a failure of the whole day; other outcomes follow from steps.
        failure=status if error is not None else None,
        error=error,
        peak_rss=optional_integer(data.get("peak_rss_bytes")),  # added within aoc-time/1
        variant=optional_text(data.get("variant")) or None,  # added within aoc-time/1
    )
    if row.status is not status:
        raise ValueError(f"status {status.value!r} does not match the steps")
    return row


def _step(step: StepTiming) -> dict[str, Any]:
    comparison = step.comparison
    return {
        "answer": step.answer,
        "expected": step.expected,
        "verdict": step.verdict.value if step.verdict else None,
        "runs": step.runs,
        "min_ns": step.min_ns,
        "median_ns": step.median_ns,
        "first_ns": step.first_ns,
        "peak_bytes": step.peak_bytes,
        "error": step.error,
        "baseline": None
        if comparison is None
        else {
            "min_ns": comparison.baseline_min_ns,
            "median_ns": comparison.baseline_median_ns,
            "change": comparison.change,
            "regression": comparison.regression,
        },
    }


def _step_from_dict(data: Mapping[str, Any]) -> StepTiming:
    verdict = data["verdict"]
    return StepTiming(
        runs=integer(data["runs"]),
        min_ns=optional_integer(data["min_ns"]),
        median_ns=optional_integer(data["median_ns"]),
        first_ns=optional_integer(data.get("first_ns")),
        peak_bytes=optional_integer(data.get("peak_bytes")),  # added within aoc-time/1
        answer=optional_text(data["answer"]),
        expected=optional_text(data["expected"]),
        verdict=Verdict(verdict) if verdict is not None else None,
        error=optional_text(data["error"]),
    )


def _total(total: Total) -> dict[str, int]:
    return {"min_ns": total.min_ns, "median_ns": total.median_ns}
