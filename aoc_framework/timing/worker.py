"""The worker process that times one day: `python -m aoc_framework.timing.worker`.

`isolation` starts one per day and writes a JSON request to its standard input:

    {"root": "...", "inputs_dir": "...", "year": 2023, "day": 7, "examples": false,
     "expected": {"1": "6440"}, "budget_s": 1.0, "runs": null, "result": "/tmp/.../r.json"}

The worker writes the day's rows (the `days` entries of the JSON schema) to `result`.
Its standard output is the solution's (the parent discards it), so the result goes to a
file of its own; a worker that dies leaves no result, which the parent reports as a crash.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from aoc_framework.project import Project
from aoc_framework.timing.measure import RepeatPlan, time_day
from aoc_framework.timing.results import day_to_dict


def run(request: dict[str, Any]) -> None:
    """Time the requested day and write its rows to the request's `result` file."""
    project = Project.at(Path(request["root"]), Path(request["inputs_dir"]))
    rows = time_day(
        project,
        request["year"],
        request["day"],
        RepeatPlan(request["budget_s"], request["runs"]),
        examples=request["examples"],
        expected={int(part): answer for part, answer in request["expected"].items()},  # type: ignore[misc]
    )
    # A plain write, not an atomic one: the parent reads the file only after this process
    # exited with 0, and an fsync per day would only add disk waits to the run.
    Path(request["result"]).write_text(
        json.dumps([day_to_dict(row) for row in rows]), encoding="utf-8"
    )


if __name__ == "__main__":
    run(json.loads(sys.stdin.read()))
