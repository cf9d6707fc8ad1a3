"""The timing baseline: results saved by `aoc time --save`, compared with by `--compare`.

The baseline is a JSON document of the `aoc-time/1` schema (the same as `aoc time
--format json` prints), kept in the project as `timings.json`. Saving merges: the rows just
timed without a failure replace their earlier entries, and every other entry stays, so
timing one day does not forget the others.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from aoc_framework.model.errors import UsageError
from aoc_framework.project.files import read_text, update_file
from aoc_framework.project.layout import Project
from aoc_framework.timing.results import (
    SCHEMA,
    Comparison,
    DayTiming,
    RowKey,
    StepTiming,
    day_from_dict,
    to_document,
)

Baseline = dict[RowKey, DayTiming]


def load_baseline(path: Path, shown_as: str | None = None) -> Baseline:
    """The rows saved at `path`, by row key. Raises `UsageError` when there is no
    baseline or it was not written by `aoc time --save` (`shown_as` names the file)."""
    name = shown_as or str(path)
    text = read_text(path)
    if text is None:
        raise UsageError(f"no timing baseline at {name}; save one with aoc time --save")
    return _parse(text, name)


def _parse(text: str, name: str) -> Baseline:
    try:
        document = json.loads(text)
        if document.get("schema") != SCHEMA:
            raise ValueError(f"schema is {document.get('schema')!r}, not {SCHEMA!r}")
        rows = [day_from_dict(entry) for entry in document["days"]]
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise UsageError(
            f"{name} is not a baseline written by aoc time --save ({error}); "
            "delete it and save a new one"
        ) from None
    return {row.key: row for row in rows}


def save_baseline(project: Project, rows: Iterable[DayTiming], settings: Mapping[str, Any]) -> int:
    """Merge the rows that did not fail into the project's baseline (created if missing)
    as it is then (`files.update_file`, under its lock); return how many rows were
    saved."""
    path = project.timings_path
    fresh = [_without_comparisons(row) for row in rows if not row.status.failed]

    def merged(text: str | None) -> str:
        saved = _parse(text, project.relative(path)) if text is not None else {}
        saved.update((row.key, row) for row in fresh)
        return json.dumps(to_document(saved.values(), settings), indent=2) + "\n"

    update_file(project, path, merged)
    return len(fresh)


def compare(rows: Iterable[DayTiming], baseline: Baseline, threshold: float) -> list[DayTiming]:
    """`rows` with each timed step compared with its baseline entry, if any: a regression
    is a minimum time more than `threshold` (a fraction: 0.2 is 20 %) above the
    baseline's. The minimum is compared as the least noisy figure of a step's cost."""
    compared = []
    for row in rows:
        before = baseline.get(row.key)
        steps = {
            name: _compare_step(step, before.steps.get(name) if before else None, threshold)
            for name, step in row.steps.items()
        }
        compared.append(replace(row, steps=steps))
    return compared


def regressions(rows: Iterable[DayTiming]) -> list[tuple[DayTiming, str]]:
    """Every (row, step name) whose comparison is a regression."""
    return [
        (row, name)
        for row in rows
        for name, step in row.steps.items()
        if step.comparison is not None and step.comparison.regression
    ]


def _compare_step(step: StepTiming, before: StepTiming | None, threshold: float) -> StepTiming:
    if (
        before is None
        or before.min_ns is None
        or before.median_ns is None
        or step.min_ns is None
        or before.min_ns <= 0
    ):
        return replace(step, comparison=None)
    change = step.min_ns / before.min_ns - 1
    comparison = Comparison(before.min_ns, before.median_ns, change, change > threshold)
    return replace(step, comparison=comparison)


def _without_comparisons(row: DayTiming) -> DayTiming:
    steps = {name: replace(step, comparison=None) for name, step in row.steps.items()}
    return replace(row, steps=steps)
