"""Fixtures for the authoring tests: a temporary solutions project."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from tests.conftest import ROOT


@pytest.fixture
def project(tmp_path: Path, inputs_dir: Path) -> Project:
    """An empty project in tmp: a `solutions/` folder and the test's input cache."""
    (tmp_path / "project" / "solutions").mkdir(parents=True)
    return Project.at(tmp_path / "project", inputs_dir)


@pytest.fixture
def project_env(project: Project) -> dict[str, str]:
    """The environment that points `aoc` (and pytest's example collection) at `project`."""
    return {"AOC_PROJECT_DIR": str(project.root)}


def write_day(project: Project, year: int, day: int, source: str) -> Path:
    """Write a day's solution module (dedented), creating the packages it needs."""
    path = project.solution_path(PuzzleDay(year, day))
    path.parent.mkdir(parents=True, exist_ok=True)
    for package in (project.solutions_dir, path.parent):
        (package / "__init__.py").touch()
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


def write_input(project: Project, year: int, day: int, text: str) -> None:
    """Cache an input for a day."""
    path = project.input_path(PuzzleDay(year, day))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


#: A solved toy day (part 1 counts the words, part 2 adds them up) with three examples:
#: one expecting a right part 1 and a wrong part 2 (6 is right), one for part 2 only,
#: and one with no expected answer yet.
COUNTING_DAY = """
from aoc_framework import Example, Solution


class Day09(Solution[list[str]]):
    year, day, title = 2023, 9, "Counting"
    examples = (
        Example("1 2 3", part_1=3, part_2=7),
        Example("4 5", part_2=9),
        Example("6"),
    )

    def parse(self, text: str) -> list[str]:
        return text.split()

    def part_1(self, words: list[str]) -> int:
        return len(words)

    def part_2(self, words: list[str]) -> int:
        return sum(map(int, words))
"""


def assert_passes_ruff(path: Path) -> None:
    """The module at `path` passes the project's `ruff check` and `ruff format --check`
    (written days live in solutions/, which CI lints with the project's settings)."""
    config = str(ROOT / "pyproject.toml")
    for command in (["check"], ["format", "--check"]):
        result = subprocess.run(
            [sys.executable, "-m", "ruff", *command, "--config", config, str(path)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr
