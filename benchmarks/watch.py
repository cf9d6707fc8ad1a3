"""Save → verdict in `aoc watch`: how long from a save of the day's module to the line
that ends its run on the terminal.

    python benchmarks/watch.py [--saves 20]

A day whose parts take about 1 ms each, its example and a cached input; `aoc watch` runs
on a pseudo-terminal as a user has it. The module is saved as editors save (a new file
written, then renamed over the old one) once the watch shows it is following the files
again, `--saves` times; each save's latency is from the rename to the `ran in` line on
the terminal. Goal: median <= 60 ms and worst <= 100 ms beyond the day's own time (both
parts on the example and on the input: about 4 ms), on 2 cores.

What a latency is made of is measured apart, in this process, with the same code:
- the file event: from the rename to watchfiles handing the change over (`FileWatch`);
- the check: the worker's start, the day's import, its examples and input
  (`run_watched_day`, as the watch calls it on each save);
- the rest (reading the change, printing) is what the end-to-end figure leaves.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from goals import goal_line
from machine_info import load, machine
from screen import Screen

GOAL_MEDIAN_MS, GOAL_WORST_MS = 60.0, 100.0

#: About 1 ms a part on any input: a loop of fixed length, then the answer.
DAY = """\
from aoc_framework import Example, Solution


def busy() -> int:
    total = 0
    for number in range(25_000):
        total += number % 7
    return total


class Day01(Solution[str]):
    year, day = 2023, 1
    examples = (Example("3", part_1=3, part_2=6),)

    def part_1(self, text: str) -> int:
        busy()
        return int(text){edit}

    def part_2(self, text: str) -> int:
        busy()
        return 2 * int(text)
"""


def write_project(root: Path) -> Path:
    day = root / "solutions" / "2023" / "day01.py"
    day.parent.mkdir(parents=True)
    (root / "solutions" / "__init__.py").write_text("")
    (day.parent / "__init__.py").write_text("")
    day.write_text(DAY.format(edit=""))
    (root / "inputs" / "2023").mkdir(parents=True)
    (root / "inputs" / "2023" / "01.txt").write_text("5\n")
    return day


def save(path: Path, number: int) -> float:
    """Save the module as an editor does (a new text, so it runs again); the moment of the
    rename."""
    temporary = path.with_name(f".{path.name}.swp")
    temporary.write_text(DAY.format(edit=f" + 0 * {number}"))
    temporary.replace(path)
    return time.perf_counter()


def end_to_end(day: Path, saves: int) -> list[float]:
    """Each save's milliseconds from the rename to the watch's `ran in` line."""
    project = day.parents[2]
    env = {**os.environ, "AOC_PROJECT_DIR": str(project), "AOC_INPUTS_DIR": str(project / "inputs")}
    aoc = [sys.executable, "-m", "aoc_framework", "watch", "2023", "1"]
    screen = Screen(aoc, env, project)
    try:
        index, _ = screen.wait_for(r"^watching ", 0)
        latencies = []
        for number in range(1, saves + 1):
            time.sleep(0.3)  # a person types between saves
            saved = save(day, number)
            index, shown = screen.wait_for(r"ran in [\d.]+ s$", index + 1)
            latencies.append((shown - saved) * 1000)
            index, _ = screen.wait_for(r"^watching ", index)
        return latencies
    finally:
        screen.stop()


def file_events(day: Path, saves: int) -> list[float]:
    """Milliseconds from a rename to watchfiles handing the change over."""
    from aoc_framework.authoring.watch import FileWatch

    latencies = []
    with FileWatch() as files:
        files.follow({day})
        for number in range(saves):
            time.sleep(0.1)
            saved = save(day, number)
            files.next_change()
            latencies.append((time.perf_counter() - saved) * 1000)
    return latencies


def checks(day: Path, saves: int) -> tuple[list[float], list[float]]:
    """Milliseconds of each `run_watched_day` (worker, import, examples, input), and the
    day's own time in them (its parse and parts, as timed inside the worker)."""
    from aoc_framework.authoring.watch import run_watched_day
    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.project.layout import Project
    from aoc_framework.project.settings import Limits

    project = Project.at(day.parents[2])
    limits = Limits(timeout_s=30, memory_bytes=None, jobs=1)
    totals, own = [], []
    for _ in range(saves):
        start = time.perf_counter()
        run, _ = run_watched_day(project, PuzzleDay(2023, 1), limits)
        totals.append((time.perf_counter() - start) * 1000)
        assert run is not None and run.ok, run
        ns = sum(
            (timing.best_ns if timing else 0)
            for result in run.results
            for timing in [result.parse, *(part.time for part in result.parts)]
        )
        own.append(ns / 1e6)
    return totals, own


def spread(values: list[float]) -> str:
    return (
        f"median {statistics.median(values):6.1f} ms   worst {max(values):6.1f} ms   "
        f"best {min(values):6.1f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=20)
    options = parser.parse_args()
    print(f"machine: {machine()}; {load()}")
    with tempfile.TemporaryDirectory() as folder:
        day = write_project(Path(folder) / "project")
        latencies = end_to_end(day, options.saves)
        events = file_events(day, options.saves)
        day.write_text(DAY.format(edit=""))
        totals, own = checks(day, options.saves)
    own_ms = statistics.median(own)
    print(f"save -> verdict line        {spread(latencies)}")
    print(f"  file event (watchfiles)   {spread(events)}")
    print(f"  check (worker, import,    {spread(totals)}")
    print("         examples, input)")
    print(f"  the day's own time        median {own_ms:6.1f} ms")
    print(f"{load()} at the end")
    median = statistics.median(latencies) - own_ms
    worst = max(latencies) - own_ms
    for name, value, goal in (("median", median, GOAL_MEDIAN_MS), ("worst", worst, GOAL_WORST_MS)):
        print(goal_line(f"save -> verdict, {name} beyond the day's time", value, goal, "ms"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
