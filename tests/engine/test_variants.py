"""Several solutions of one day: the variant-file rule (`layout.DayFiles`) and which
classes of a file are solutions, the main one first (`discovery.load_variants`)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from aoc_framework.engine.discovery import discover_days, load_solution, load_variants
from aoc_framework.engine.run import run_day
from aoc_framework.model.day import MAIN, Variant
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import DayFiles, Project

DAY = PuzzleDay(2022, 1)

CLASSES = """
    from aoc_framework import Solution

    class Common(Solution[str]):  # a base declaring no day: not a solution
        def parse(self, text):
            return text.split()

    class Slow(Common):
        year, day = 2022, 1

        def part_1(self, words):
            return len(words)

    class Fast(Slow):
        def part_1(self, words):
            return 100 + len(words)

    class Elsewhere(Common):
        year, day = 2022, 2
"""
FUNCTIONS = """
    def part_1(text):
        return "functions"
"""


def write(root: Path, files: dict[str, str], pattern: str | None = None) -> Project:
    if pattern is not None:
        (root / "pyproject.toml").write_text(f'[tool.aoc]\nsolutions = "{pattern}"\n')
    for name, source in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(source), encoding="utf-8")
    return Project.at(root)


def test_the_variant_rule_names_the_files_beside_a_day_and_only_those() -> None:
    days = DayFiles("src/aoc{year}/day{day}.py")
    assert str(days.path(DAY, "fast")) == "src/aoc2022/day1_fast.py"
    assert days.module_name(DAY, "fast") == "src.aoc2022.day1_fast"
    assert days.variant_of(DAY, "src/aoc2022/day1_fast.py") == "fast"
    assert days.variant_of(DAY, "src/aoc2022/day1_numpy_v2.py") == "numpy_v2"
    for other in ("src/aoc2022/day1.py", "src/aoc2022/day11.py", "src/aoc2022/day1_.py"):
        assert days.variant_of(DAY, other) is None, other
    assert days.variant_of(DAY, "src/aoc2022/day1__x.py") is None
    assert days.variant_of(DAY, "src/aoc2023/day1_fast.py") is None  # another year's
    assert days.puzzle_of("src/aoc2022/day1_fast.py") is None  # a variant is no day


def test_a_project_lists_a_days_variant_files_and_finds_no_day_in_them(tmp_path: Path) -> None:
    project = write(
        tmp_path,
        {
            "solutions/2022/day01.py": CLASSES,
            "solutions/2022/day01_fast.py": FUNCTIONS,
            "solutions/2022/day01_a.py": FUNCTIONS,
            "solutions/2022/day11_fast.py": FUNCTIONS,
            "solutions/2022/day01-x.py": FUNCTIONS,
        },
    )
    assert list(project.variant_files(DAY)) == ["a", "fast"]
    assert list(project.variant_files(PuzzleDay(2022, 11))) == ["fast"]
    assert discover_days(project) == [DAY]


def test_the_main_solution_is_the_first_class_that_declares_the_day(tmp_path: Path) -> None:
    project = write(tmp_path, {"solutions/2022/day01.py": CLASSES})
    assert [cls.__name__ for cls in load_variants(project, DAY)] == ["Slow", "Fast", "Elsewhere"]
    assert load_solution(project, DAY).__name__ == "Slow"
    assert load_solution(project, DAY, Variant(cls="Fast")).__name__ == "Fast"
    assert (
        run_day(load_solution(project, DAY, Variant(cls="Fast")), "a b", "in").parts[0].answer
        == 102
    )
    with pytest.raises(UsageError, match=r"Elsewhere in solutions/2022/day01\.py declares"):
        load_solution(project, DAY, Variant(cls="Elsewhere"))
    with pytest.raises(UsageError, match="has no day class Nope"):
        load_solution(project, DAY, Variant(cls="Nope"))


def test_a_variant_file_may_be_written_as_functions(tmp_path: Path) -> None:
    project = write(
        tmp_path, {"solutions/2022/day01.py": CLASSES, "solutions/2022/day01_f.py": FUNCTIONS}
    )
    variant = load_solution(project, DAY, Variant("f"))
    assert variant.__module__ == "solutions.2022.day01_f"
    assert run_day(variant, "x", "in").parts[0].answer == "functions"
    assert load_solution(project, DAY, MAIN).__name__ == "Slow"  # the main one is unchanged


def test_each_solution_has_a_name_and_the_main_one_none() -> None:
    names = [MAIN, Variant(cls="Fast"), Variant("fast"), Variant("fast", "Other")]
    assert [variant.name for variant in names] == [None, "Fast", "fast", "fast.Other"]
