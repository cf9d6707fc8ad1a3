"""`aoc status`, `pytest` and `aoc time` on a generated project of many days.

    python benchmarks/many_days.py                 # 300 days, one of them 40 s
    python benchmarks/many_days.py --days 60 --slow 5 --timeout 10
    python benchmarks/many_days.py --project ~/aoc --timeout 60   # your own days

The project (tests/scale_project.py) has fast days plus one of each awkward kind: a
slow day, one that hangs, one that allocates without end, a broken import, a day that
mutates its parsed input, class-level state, a raised recursion limit, a helper module
shared by two days. With --project, a copy of that project is measured instead (its
remembered results left out, so the first status is cold; the project is not touched).
Prints each figure with its goal; every figure comes from this run.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from machine_info import machine  # noqa: E402

from tests.scale_project import FAILING, write_scale_project  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=300)
    parser.add_argument("--slow", type=float, default=40.0, help="seconds of the slow day")
    parser.add_argument("--timeout", type=float, default=45.0, help="per-day timeout")
    parser.add_argument("--memory", type=float, default=1.0, help="GiB cap per day")
    parser.add_argument("--project", type=Path, help="measure a copy of this project instead")
    args = parser.parse_args()
    jobs = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="aoc-scale-") as folder:
        if args.project is None:
            scale = write_scale_project(Path(folder), args.days, slow_seconds=args.slow)
            days = len(scale.puzzles)
            print(f"project: {days} days, slow day {args.slow:g} s, ", end="")
            # What the scale project's days are known to do, beside the figures.
            by_design = f" (1 is right: {len(FAILING)} days fail by design)"
            time_goal = f" of the {days - len(FAILING)} that finish inside the timeout (goal: all)"
        else:
            ignore = shutil.ignore_patterns(".aoc-cache", ".git", ".venv", "__pycache__")
            shutil.copytree(args.project, folder, dirs_exist_ok=True, ignore=ignore)
            days = len(list(Path(folder).glob("solutions/*/day*.py")))
            print(f"project: a copy of {args.project}, {days} days, ", end="")
            by_design = time_goal = ""
        print(f"timeout {args.timeout:g} s, memory cap {args.memory:g} GiB, jobs {jobs}")
        env = {
            **os.environ,
            "AOC_PROJECT_DIR": folder,
            "AOC_INPUTS_DIR": str(Path(folder) / "inputs"),
            "AOC_DAY_TIMEOUT": str(args.timeout),
            "AOC_MEMORY_GB": str(args.memory),
            "NO_COLOR": "1",
        }
        aoc = [sys.executable, "-m", "aoc_framework"]
        cold = timed_run([*aoc, "status"], env, folder)
        # Each day's own run time, as its worker measured it (remembered by status).
        seconds = [
            json.loads(path.read_text())["status"]["seconds"] or 0.0
            for path in (Path(folder) / ".aoc-cache" / "status").glob("*.json")
        ]
        ideal = max(sum(seconds) / jobs, max(seconds, default=0.0))
        print(
            f"aoc status, cold: {cold.wall:.1f} s; first output after {cold.first:.2f} s "
            f"(goal <= 5 s); the days' run times sum to {sum(seconds):.1f} s, "
            f"{ideal:.1f} s over {jobs} workers: ratio {cold.wall / ideal:.2f} (goal <= 1.10)"
        )
        verdict_lines = [line for line in cold.stderr if line.startswith("aoc status: [")]
        print(f"  days with a verdict: {len(verdict_lines)} of {days}; exit {cold.code}{by_design}")
        largest, own = cold.peak_rss
        print(
            f"  peak memory: the largest process {largest / 2**20:.0f} MiB, "
            f"aoc {own / 2**20:.0f} MiB"
        )
        warm = timed_run([*aoc, "status"], env, folder)
        print(
            f"aoc status, warm (nothing changed): {warm.wall:.2f} s (goal <= 2 s); "
            f"first output after {warm.first:.2f} s"
        )

        tests = timed_run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "solutions"],
            env,
            folder,
        )
        print(
            f"pytest: {tests.wall:.1f} s, ratio {tests.wall / ideal:.2f} (goal <= 1.10); "
            f"first output after {tests.first:.2f} s; {tests.summary}"
        )
        largest, pytest_own = tests.peak_rss
        print(
            f"  peak memory: the largest process {largest / 2**20:.0f} MiB (the allocating "
            f"days are capped at {args.memory * 1024:.0f} MiB), pytest itself "
            f"{pytest_own / 2**20:.0f} MiB"
        )

        timing = timed_run([*aoc, "time", "--format", "json"], env, folder)
        rows = json.loads(timing.stdout)["days"] if timing.stdout.strip() else []
        timed_ok = sum(row["status"] in ("ok", "wrong") for row in rows)
        print(
            f"aoc time: {timing.wall:.1f} s; first output after {timing.first:.2f} s; "
            f"{timed_ok} days timed{time_goal}, {len(rows)} rows in all"
        )


class Run:
    """A finished command: wall time, time to its first line on stderr, its output, and
    the peak resident memory of its largest process and of itself (bytes, sampled)."""

    def __init__(
        self,
        wall: float,
        first: float,
        code: int,
        stdout: str,
        stderr: list[str],
        peak_rss: tuple[int, int],
    ):
        self.wall, self.first, self.code, self.stdout, self.stderr = (
            wall,
            first,
            code,
            stdout,
            stderr,
        )
        self.peak_rss = peak_rss

    @property
    def summary(self) -> str:
        lines = [line for line in self.stdout.splitlines() if line.strip()]
        return lines[-1].strip("= ") if lines else ""


def timed_run(command: list[str], env: dict[str, str], cwd: str) -> Run:
    start = time.perf_counter()
    process = subprocess.Popen(
        command, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert process.stderr is not None and process.stdout is not None
    first = None
    out: list[str] = []
    # stdout is read beside stderr: a full pipe would otherwise stall the command.
    reader = threading.Thread(target=lambda: out.append(process.stdout.read()))  # type: ignore[union-attr]
    reader.start()
    peaks = [0, 0]
    sampler = threading.Thread(target=sample_memory, args=(process, peaks), daemon=True)
    sampler.start()
    stderr = []
    for line in process.stderr:
        if first is None:
            first = time.perf_counter() - start
        stderr.append(line.rstrip("\n"))
    reader.join()
    stdout = out[0] if out else ""
    code = process.wait()
    wall = time.perf_counter() - start
    sampler.join()
    return Run(wall, first if first is not None else wall, code, stdout, stderr, tuple(peaks))


def sample_memory(process: subprocess.Popen, peaks: list[int]) -> None:
    """Every 0.1 s until `process` ends: the resident memory of it and of every process
    descending from it (the workers are the forkserver's children), from /proc."""
    while process.poll() is None:
        parents = {}
        rss = {}
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                parents[int(entry.name)] = int(fields[1])
                rss[int(entry.name)] = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
            except (OSError, IndexError, ValueError):
                continue
        for pid, size in rss.items():
            ancestor = pid
            while ancestor not in (0, 1, process.pid) and ancestor in parents:
                ancestor = parents[ancestor]
            if ancestor == process.pid:
                peaks[0] = max(peaks[0], size)
                if pid == process.pid:
                    peaks[1] = max(peaks[1], size)
        time.sleep(0.1)


if __name__ == "__main__":
    main()
