"""Fixtures for `aoc time`: the fixture project and ways to time it.

`fixture_project/` holds small invented puzzles across two years: 2022 day 1 is fast and
right, 2022 day 2 raises in part 2, 2023 day 1 sleeps far past any timeout the tests
give, 2023 day 2 has a wrong part 1 (against its answers.toml), and 2023 day 3 has an
example but no cached input.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.forked_aoc import run_aoc_process

FIXTURE = Path(__file__).resolve().parent / "fixture_project"
#: The fixture project's days are data for `aoc time`, not checks: without this the aoc
#: pytest plugin would collect them (and wait out the endless day's timeout).
collect_ignore = ["fixture_project"]
#: The timeout the tests give the day that never finishes.
TIMEOUT_S = 1
#: What no test may see: the token, proxies, colour settings, and the settings of
#: `aoc time` that the tests give or check the defaults of.
PRIVATE_VARIABLES = frozenset(
    {
        "AOC_SESSION",
        "https_proxy",
        "http_proxy",
        "HTTPS_PROXY",
        "HTTP_PROXY",
        "NO_COLOR",
        "AOC_JOBS",
        "AOC_DAY_TIMEOUT",
        "AOC_MEMORY_GB",
        "AOC_TIMEOUT",
    }
)


@dataclass(frozen=True)
class TimeRun:
    """A finished `aoc time` process and how long it took."""

    returncode: int
    stdout: str
    stderr: str
    seconds: float

    def json(self) -> dict[str, Any]:
        return json.loads(self.stdout)

    def rows(self) -> dict[tuple[int, int, str], dict[str, Any]]:
        """The JSON document's rows by (year, day, source)."""
        return {(d["year"], d["day"], d["source"]): d for d in self.json()["days"]}


RunTime = Callable[..., TimeRun]


def run_time_in(project: Path, *args: str, env: Mapping[str, str] = os.environ) -> TimeRun:
    """Run `aoc time ARGS` (in a process of its own) on `project` and its inputs,
    in environment `env` (default: this process's)."""
    full_env = {
        **env,
        "AOC_PROJECT_DIR": str(project),
        "AOC_INPUTS_DIR": str(project / "inputs"),
    }
    start = time.perf_counter()
    done = run_aoc_process(["time", *args], env=full_env, cwd=project)
    return TimeRun(done.returncode, done.stdout, done.stderr, time.perf_counter() - start)


@pytest.fixture
def project_copy(tmp_path: Path) -> Path:
    """A copy of the fixture project that a test may write to (baseline, README)."""
    return Path(shutil.copytree(FIXTURE, tmp_path / "project"))


@pytest.fixture
def run_time(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> RunTime:
    """`run_time(*args, project=FIXTURE)`: `aoc time ARGS` on a project, called in this
    process (the days still run in their own worker processes)."""
    from aoc_framework.cli import main

    for name in PRIVATE_VARIABLES:
        monkeypatch.delenv(name, raising=False)

    def run(*args: str, project: Path = FIXTURE) -> TimeRun:
        monkeypatch.setenv("AOC_PROJECT_DIR", str(project))
        monkeypatch.setenv("AOC_INPUTS_DIR", str(project / "inputs"))
        capsys.readouterr()
        start = time.perf_counter()
        code = main(["time", *args])
        captured = capsys.readouterr()
        return TimeRun(code, captured.out, captured.err, time.perf_counter() - start)

    return run


@pytest.fixture(scope="module")
def every_day(tmp_path_factory: pytest.TempPathFactory) -> TimeRun:
    """`aoc time --format json` on every fixture day, run once per test module: it takes the
    timeout of the day that never finishes."""
    # Module scope comes before the autouse isolation: isolate this run by hand.
    home = tmp_path_factory.mktemp("aocd")
    env = {k: v for k, v in os.environ.items() if k not in PRIVATE_VARIABLES}
    env |= {"AOCD_DIR": str(home / "aocd"), "AOCD_CONFIG_DIR": str(home / "config")}
    return run_time_in(
        FIXTURE, "--format", "json", "--runs", "3", "--day-timeout", str(TIMEOUT_S), env=env
    )
