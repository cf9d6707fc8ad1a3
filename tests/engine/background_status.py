"""`aoc status` run in the background on a one-day project, for the tests that act on
a day while it runs (edit it, kill `aoc` under it)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from tests.forked_aoc import AocProcess, start_aoc

#: The one day: 2022 day 2, with an input.
DAY = "2022", "02"


def write_one_day_project(root: Path, source: str) -> Path:
    """A project at `root` whose one day (2022 day 2) is `source`, with an input; the
    day's path."""
    day = root / "solutions" / DAY[0] / f"day{DAY[1]}.py"
    day.parent.mkdir(parents=True)
    day.write_text(source)
    (root / "inputs" / DAY[0]).mkdir(parents=True)
    (root / "inputs" / DAY[0] / f"{DAY[1]}.txt").write_text("x\n")
    return day


#: The commands that run the one day: `aoc status` and `aoc run`, both supervised.
COMMANDS = {"status": ("status", DAY[0]), "run": ("run", DAY[0], DAY[1], "--part", "1")}


def status_in_background(root: Path, command: str = "status", **env: str) -> AocProcess:
    """`aoc status 2022` (or another of `COMMANDS`) on the project at `root`, with `env`
    on top of this process's: a process of its own (`tests.forked_aoc.start_aoc`)."""
    full_env = {**os.environ, "AOC_PROJECT_DIR": str(root), **env}
    return start_aoc(list(COMMANDS[command]), env=full_env, cwd=root)


def wait_until(ready: Callable[[], bool], what: str, seconds: float = 30) -> None:
    """Wait for `ready()`, failing with `what` after `seconds` (a busy machine is slow)."""
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, what
        time.sleep(0.02)
