"""Timing days in isolation: one worker process per day, each with a timeout.

A day that hangs, crashes the interpreter or runs out of memory only loses its own row:
it is killed at the timeout (with any processes it started) or reported as a crash, and
the other days carry on. Days can run in parallel, at the cost of noisier timings.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from aoc_framework.answers import KnownAnswers
from aoc_framework.project import Project
from aoc_framework.solution import PARTS
from aoc_framework.timing.measure import RepeatPlan, failed_day
from aoc_framework.timing.results import DayTiming, Status, day_from_dict, whole_day_source

#: A callback given the year and day a worker starts on, or the rows it produced.
OnStart = Callable[[int, int], None]
OnDone = Callable[[list[DayTiming]], None]


@dataclass(frozen=True)
class TimingOptions:
    """How to time the days: repetition, on examples or inputs, timeout, parallel jobs."""

    plan: RepeatPlan = field(default_factory=RepeatPlan)
    examples: bool = False
    timeout_s: float = 60.0
    jobs: int = 1

    def settings(self) -> dict[str, object]:
        """These options as the JSON document's `settings` object."""
        return {
            "examples": self.examples,
            "budget_s": None if self.plan.runs else self.plan.budget_s,
            "runs": self.plan.runs,
            "timeout_s": self.timeout_s,
            "jobs": self.jobs,
        }


def time_days(
    project: Project,
    days: Sequence[tuple[int, int]],
    options: TimingOptions,
    known: KnownAnswers | None = None,
    on_start: OnStart | None = None,
    on_done: OnDone | None = None,
) -> list[DayTiming]:
    """Time each of `days` in its own worker process, `options.jobs` at a time, judging
    answers on inputs against `known`. Returns every row sorted by year, day and source.

    `on_start` is called from a worker thread as each day starts, `on_done` from this
    thread as each day finishes. On an interrupt every worker is killed."""
    workers = _Workers()
    rows: list[DayTiming] = []
    pool = ThreadPoolExecutor(max_workers=options.jobs)
    try:
        futures = [
            pool.submit(_time_one, project, year, day, options, known, workers, on_start)
            for year, day in days
        ]
        for future in as_completed(futures):
            day_rows = future.result()
            rows.extend(day_rows)
            if on_done is not None:
                on_done(day_rows)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
        workers.kill_all()
        pool.shutdown(wait=True)
    return sorted(rows, key=lambda row: row.key)


@dataclass
class _Workers:
    """The worker processes still running, so an interrupt can kill them all."""

    running: set[subprocess.Popen] = field(default_factory=set)
    closed: bool = False
    lock: threading.Lock = field(default_factory=threading.Lock)

    def start(self, command: list[str]) -> subprocess.Popen:
        with self.lock:
            if self.closed:
                raise _CancelledError
            process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                errors="replace",
                # Its own process group, so a timeout kills whatever the solution started.
                start_new_session=True,
            )
            self.running.add(process)
            return process

    def finish(self, process: subprocess.Popen) -> None:
        with self.lock:
            self.running.discard(process)

    def kill_all(self) -> None:
        with self.lock:
            self.closed = True
            for process in self.running:
                _kill(process)


class _CancelledError(Exception):
    """The run was stopped before this day's worker started."""


def _time_one(
    project: Project,
    year: int,
    day: int,
    options: TimingOptions,
    known: KnownAnswers | None,
    workers: _Workers,
    on_start: OnStart | None,
) -> list[DayTiming]:
    import tempfile  # here: only the timing command needs it

    if on_start is not None:
        on_start(year, day)
    source = whole_day_source(options.examples)
    with tempfile.TemporaryDirectory(prefix="aoc-time-") as folder:
        result = Path(folder) / "result.json"
        request = {
            "root": str(project.root),
            "inputs_dir": str(project.inputs_dir),
            "year": year,
            "day": day,
            "examples": options.examples,
            "expected": _expected(known, year, day),
            "budget_s": options.plan.budget_s,
            "runs": options.plan.runs,
            "result": str(result),
        }
        try:
            process = workers.start([sys.executable, "-m", "aoc_framework.timing.worker"])
        except _CancelledError:
            return []
        try:
            _, stderr = process.communicate(json.dumps(request), timeout=options.timeout_s)
        except subprocess.TimeoutExpired:
            _kill(process)
            process.communicate()
            message = f"still running after the {options.timeout_s:g} s timeout; killed"
            return [failed_day(year, day, source, Status.TIMEOUT, message)]
        finally:
            workers.finish(process)
        if process.returncode == 0 and result.is_file():
            return [day_from_dict(row) for row in json.loads(result.read_text("utf-8"))]
        return [failed_day(year, day, source, Status.CRASH, _crash(process.returncode, stderr))]


def _expected(known: KnownAnswers | None, year: int, day: int) -> dict[str, str]:
    if known is None:
        return {}
    answers = {str(part): known.get(year, day, part) for part in PARTS}
    return {part: answer for part, answer in answers.items() if answer is not None}


def _crash(returncode: int, stderr: str) -> str:
    """Why a worker died: its signal or exit code, and the last line it wrote to stderr."""
    if returncode < 0:
        try:
            how = f"killed by {signal.Signals(-returncode).name}"
        except ValueError:
            how = f"killed by signal {-returncode}"
    else:
        how = f"exited with code {returncode} without a result"
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    return f"{how}: {lines[-1]}" if lines else how


def _kill(process: subprocess.Popen) -> None:
    """Kill the worker and, on POSIX, its whole process group: a process the solution
    started would otherwise keep the worker's stderr open and the timeout would hang."""
    if hasattr(os, "killpg"):
        # The group outlives its leader while any member runs, so kill it even when the
        # worker itself has exited.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)
    elif process.poll() is None:
        process.kill()
