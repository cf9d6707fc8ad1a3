"""One worker process per day: crashes, timeouts and load errors stay in their own row."""

from __future__ import annotations

import textwrap
import time
from pathlib import Path

import pytest

from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits
from aoc_framework.timing.measure import RepeatPlan
from aoc_framework.timing.results import Status
from aoc_framework.timing.timed_days import TimingOptions, time_days

HEADER = "import os, subprocess, sys, time\nfrom aoc_framework import Solution\n\n"


def make_project(root: Path, days: dict[int, str]) -> Project:
    """A 2022 project whose day N has `part_1` running the body `days[N]`, and an input."""
    for day, body in days.items():
        module = root / "solutions" / "2022" / f"day{day:02d}.py"
        module.parent.mkdir(parents=True, exist_ok=True)
        module.write_text(
            HEADER
            + f"class Day{day:02d}(Solution[str]):\n"
            + f"    year, day = 2022, {day}\n\n"
            + "    def part_1(self, text):\n"
            + textwrap.indent(textwrap.dedent(body), " " * 8),
            encoding="utf-8",
        )
        (root / "inputs" / "2022").mkdir(parents=True, exist_ok=True)
        (root / "inputs" / "2022" / f"{day:02d}.txt").write_text("input\n", encoding="utf-8")
    return Project.at(root)


@pytest.mark.long
def test_a_crash_a_timeout_and_a_broken_module_each_lose_only_their_row(tmp_path: Path) -> None:
    project = make_project(
        tmp_path,
        {
            1: "return len(text)",
            2: "os._exit(3)",
            # A child the solution started keeps the worker's stderr open: the timeout
            # must kill it too, or the run would wait for it.
            3: """
               subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
               time.sleep(600)
               """,
            4: "return 1 +",
        },
    )
    start = time.perf_counter()
    rows = time_days(
        project,
        [PuzzleDay(2022, day) for day in (1, 2, 3, 4)],
        TimingOptions(Limits(timeout_s=2, memory_bytes=None, jobs=2), RepeatPlan(runs=2)),
    )
    assert time.perf_counter() - start < 60
    by_day = {row.day: row for row in rows}
    assert [row.day for row in rows] == [1, 2, 3, 4]
    assert by_day[1].status is Status.OK
    assert by_day[1].steps["part_1"].answer == "5"
    assert by_day[2].status is Status.CRASH
    assert by_day[2].error == "exited with code 3 without a result"
    assert by_day[3].status is Status.TIMEOUT
    assert by_day[4].status is Status.ERROR
    assert by_day[4].error is not None and by_day[4].error.startswith("SyntaxError")


def test_done_callbacks_report_every_day(tmp_path: Path) -> None:
    project = make_project(tmp_path, {1: "return 1", 2: "return 2"})
    started: list[PuzzleDay] = []
    finished: list[int] = []
    time_days(
        project,
        [PuzzleDay(2022, 1), PuzzleDay(2022, 2)],
        TimingOptions(Limits(timeout_s=30, memory_bytes=None, jobs=2), RepeatPlan(runs=1)),
        on_start=started.append,
        on_done=lambda rows: finished.extend(row.day for row in rows),
    )
    assert sorted(started) == [PuzzleDay(2022, 1), PuzzleDay(2022, 2)]
    assert sorted(finished) == [1, 2]
