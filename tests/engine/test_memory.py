"""How much memory a day used: its process's peak in `aoc status` (beside the memory cap,
and said by a day that runs out of it), and the growth of `aoc run`'s own peak."""

from __future__ import annotations

import os
import re
from pathlib import Path

from aoc_framework.engine.status import check_days
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits
from tests.forked_aoc import run_aoc_process

#: What the allocating day holds at its peak.
BLOCK = 200 * 2**20
SMALL, ALLOCATES, RUNS_OUT = PuzzleDay(2022, 1), PuzzleDay(2022, 2), PuzzleDay(2022, 3)
DAYS = {
    SMALL: "return 1",
    ALLOCATES: f"return len(bytearray({BLOCK}))",  # freed on return: a peak only
    RUNS_OUT: f"return len([bytearray({BLOCK}) for _ in range(100)])",
}


def write_days(root: Path) -> Project:
    """A project whose days (2022 days 1 to 3) each do what `DAYS` says, with an input."""
    for puzzle, body in DAYS.items():
        day = root / "solutions" / "2022" / f"day{puzzle.day:02d}.py"
        day.parent.mkdir(parents=True, exist_ok=True)
        day.write_text(
            "from aoc_framework import Solution\n\n"
            f"class Day(Solution[str]):\n    year, day = 2022, {puzzle.day}\n\n"
            f"    def part_1(self, text):\n        {body}\n"
        )
        (root / "inputs" / "2022").mkdir(parents=True, exist_ok=True)
        (root / "inputs" / "2022" / f"{puzzle.day:02d}.txt").write_text("x\n")
    return Project.at(root)


def test_status_reports_each_days_peak_and_what_a_day_out_of_memory_held(
    tmp_path: Path,
) -> None:
    project = write_days(tmp_path)
    limits = Limits(timeout_s=60, memory_bytes=1 << 30, jobs=2)
    statuses = {s.puzzle: s for s in check_days(project, DAYS, limits, rerun=True)}

    small, allocates = statuses[SMALL].peak_rss, statuses[ALLOCATES].peak_rss
    assert small is not None and allocates is not None
    # Each day's process holds the framework too: the day's own share is the difference.
    assert abs((allocates - small) - BLOCK) < BLOCK / 10
    error = statuses[RUNS_OUT].error or ""
    assert error.startswith("out of memory: used more than the 1 GiB memory cap"), error
    held = re.search(r"it held ([\d.]+) MiB at its peak$", error)
    assert held and BLOCK / 2**20 <= float(held[1]) <= 1024, error


def test_aoc_run_reports_how_much_its_peak_grew(tmp_path: Path) -> None:
    write_days(tmp_path)
    env = {**os.environ, "AOC_PROJECT_DIR": str(tmp_path)}
    result = run_aoc_process(["run", "2022", "2"], env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    growth = re.search(r"^peak memory \+([\d.]+) MiB ", result.stdout, re.M)
    assert growth, result.stdout
    assert abs(float(growth[1]) * 2**20 - BLOCK) < BLOCK / 10
