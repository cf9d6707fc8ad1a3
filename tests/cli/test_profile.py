"""`aoc run --profile` and `Day.run(profile=True)`: each part under cProfile, its slowest
functions shown and its profile written where pstats (and snakeviz) open it."""

from __future__ import annotations

import os
import pstats
import subprocess
import sys
from pathlib import Path

import pytest

import aoc_framework
from aoc_framework.model.account import Account
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from tests.forked_aoc import run_aoc_process

#: A day whose part 1 spends its time in one function of its own, `crawl`.
SLOW_DAY = """
from aoc_framework import Example, Solution


def crawl(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * i % 7
    return total


class Day03(Solution[int]):
    year, day = 2022, 3
    examples = (Example("200000", part_1=399999, part_2=2),)

    def parse(self, text: str) -> int:
        return int(text)

    def part_1(self, n: int) -> int:
        return crawl(n)

    def part_2(self, n: int) -> int:
        if n < 0:
            raise ValueError("no negative input")
        return 2
"""


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    day = tmp_path / "solutions" / "2022" / "day03.py"
    day.parent.mkdir(parents=True)
    day.write_text(SLOW_DAY)
    (tmp_path / "inputs" / "2022").mkdir(parents=True)
    (tmp_path / "inputs" / "2022" / "03.txt").write_text("300000\n")
    monkeypatch.setenv("AOC_PROJECT_DIR", str(tmp_path))
    return tmp_path


def aoc(*args: str) -> subprocess.CompletedProcess[str]:
    return run_aoc_process(args, env=os.environ.copy(), cwd=Path.cwd())


def function_names(path: Path) -> set[str]:
    """The functions of the profile at `path`, as pstats loads it."""
    return {name for (_, _, name) in pstats.Stats(str(path)).stats}  # type: ignore[attr-defined]


@pytest.mark.parametrize("example", [False, True], ids=["input", "examples"])
def test_profile_names_the_hot_function_and_writes_a_loadable_profile(
    project: Path, example: bool
) -> None:
    result = aoc("run", "2022", "3", "--profile", *(["--example"] if example else []))

    assert result.returncode == 0, result.stderr
    out = result.stdout
    part_1 = out[out.index("part 1 under cProfile") :].splitlines()
    header, _, hottest = part_1[1:4]
    assert header.split() == ["Own", "Cumulative", "Calls", "Function"]
    # part_1 calls crawl, which spends all the time: first by cumulative time, then crawl.
    assert "solutions/2022/day03.py:19(part_1)" in hottest
    assert "solutions/2022/day03.py:5(crawl)" in part_1[4]
    assert max(len(line) for line in part_1[:-1] if "written to" not in line) <= 80
    assert "part 2 under cProfile" in out
    folder = project / ".aoc-cache" / "profiles"
    inputs = "examples-" if example else ""
    for part in (1, 2):
        path = folder / f"2022-03-{inputs}part_{part}.prof"
        assert f"profile written to .aoc-cache/profiles/{path.name}:" in out
        assert ("crawl" in function_names(path)) is (part == 1)
    ignored = (project / ".aoc-cache" / ".gitignore").read_text().splitlines()
    assert ignored[-1] == "*"  # git never stages a profile


def test_without_profile_nothing_is_profiled(project: Path) -> None:
    result = aoc("run", "2022", "3", "--example")
    assert result.returncode == 0, result.stderr
    assert "cProfile" not in result.stdout
    assert not (project / ".aoc-cache" / "profiles").exists()


def test_the_python_api_profiles_too_and_stops_when_the_day_raises(project: Path) -> None:
    day = aoc_framework.day(2022, 3)
    results = day.run(example=True, profile=True)

    assert [profile.step for profile in results.profiles] == ["part_1", "part_2"]
    top = results.profiles[0].top
    assert any(row.function.endswith("(crawl)") for row in top)
    assert max(top, key=lambda row: row.own_s).function.endswith("(crawl)")
    assert "crawl" in function_names(results.profiles[0].path)
    assert day.run(example=True).profiles == ()

    with pytest.raises(ValueError, match="no negative input"):
        day.run(input="-1", profile=True)
    assert sys.getprofile() is None  # the profiler went with the exception


def test_each_solution_and_account_keeps_its_own_profile(tmp_path: Path) -> None:
    project = Project.at(tmp_path)
    google = project.for_account(Account("google"))
    puzzle = PuzzleDay(2022, 3)
    paths = [
        project.profile_path(puzzle, "part_1", False),
        project.profile_path(puzzle, "part_1", False, "fast"),
        google.profile_path(puzzle, "part_1", False),
        google.profile_path(puzzle, "part_1", False, "fast"),
        project.profile_path(puzzle, "part_1", True),
        project.profile_path(puzzle, "part_1", True, "fast"),
        # Names that met: an account and a variant both Fast, an account named examples.
        project.for_account(Account("Fast")).profile_path(puzzle, "part_1", False),
        project.profile_path(puzzle, "part_1", False, "Fast"),
        project.for_account(Account("examples")).profile_path(puzzle, "part_1", False),
    ]
    assert len(set(paths)) == len(paths), paths  # none replaces another's
    # The examples are every account's: their profile is one.
    assert google.profile_path(puzzle, "part_1", True) == paths[4]
    assert {path.parent for path in paths} == {project.cache_dir / "profiles"}
