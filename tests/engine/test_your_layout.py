"""Your repository as it is: days written as functions (in each shape public repositories
hold them), and days where your layout keeps them (`[tool.aoc] solutions`), run,
checked, timed, watched and tested by pytest like the framework's own class days."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from aoc_framework.authoring.page_examples import add_examples
from aoc_framework.engine.discovery import load_solution
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import DayFiles, Project
from tests.conftest import RunAoc, RunPytest
from tests.watch_process import WatchProcess

#: The day of most tests.
DAY = PuzzleDay(2019, 5)
#: One puzzle for every shape: the sum of the input's numbers, and of their squares.
INPUT = "1\n2\n3\n"
RIGHT = ("6", "14")
EXAMPLE = 'examples = (Example("4\\n5", part_1=9, part_2=41),)\n'

#: The shapes a day written as functions takes.
SHAPES = {
    "part_1 and part_2, with parse": (
        "def parse(text):\n    return [int(line) for line in text.splitlines()]\n\n"
        "def part_1(numbers):\n    return sum(numbers)\n\n"
        "def part_2(numbers):\n    return sum(n * n for n in numbers)\n"
    ),
    "part1 and part2, on the text": (
        "def part1(text):\n    return sum(map(int, text.split()))\n\n"
        "def part2(text):\n    return sum(int(n) ** 2 for n in text.split())\n"
    ),
    "solve returning both": (
        "def parse(text):\n    return [int(line) for line in text.splitlines()]\n\n"
        "def solve(numbers):\n    return sum(numbers), sum(n * n for n in numbers)\n"
    ),
}
CLASS_DAY = (
    "from aoc_framework import Solution\n\n"
    "class Day05(Solution[str]):\n"
    "    year, day = 2019, 5\n"
    "    examples = (Example('4\\n5', part_1=9, part_2=41),)\n\n"
    "    def part_1(self, text):\n        return sum(map(int, text.split()))\n\n"
    "    def part_2(self, text):\n        return sum(int(n) ** 2 for n in text.split())\n"
)


def write_project(
    root: Path, source: str, pattern: str | None = None, puzzle: PuzzleDay = DAY
) -> Path:
    """A project (where `pattern` says, the default layout when None) with the day
    `puzzle` written as `source`, its input and answers; the day's path."""
    if pattern is not None:
        (root / "pyproject.toml").write_text(f'[tool.aoc]\nsolutions = "{pattern}"\n')
    else:
        (root / "solutions").mkdir(parents=True, exist_ok=True)
    day = root / DayFiles(pattern or DayFiles().pattern).path(puzzle)
    day.parent.mkdir(parents=True, exist_ok=True)
    day.write_text("from aoc_framework import Example\n" + source + EXAMPLE)
    inputs = root / "inputs" / str(puzzle.year)
    inputs.mkdir(parents=True, exist_ok=True)
    (inputs / f"{puzzle.day:02d}.txt").write_text(INPUT)
    with (root / "answers.toml").open("a") as answers:
        answers.write(f"[{puzzle.year}.day{puzzle.day:02d}]\n")
        answers.write(f'part_1 = "{RIGHT[0]}"\npart_2 = "{RIGHT[1]}"\n\n')
    return day


AocIn = Callable[..., subprocess.CompletedProcess]


@pytest.fixture
def aoc(aoc_in_process: RunAoc) -> AocIn:
    """`aoc ARGS` on the project at `root`, in this process (its days run in workers,
    as they do under `aoc`); the watch and pytest below run as processes of their own."""

    def run(root: Path, *args: str) -> subprocess.CompletedProcess:
        return aoc_in_process(*args, env={"AOC_PROJECT_DIR": str(root)})

    return run


def assert_every_command_takes_them(
    aoc: AocIn, user_pytest: RunPytest, root: Path, puzzles: list[PuzzleDay]
) -> None:
    # aoc run and aoc watch on two of them (each a process); status, time and pytest on
    # every one.
    for puzzle in puzzles[:2]:
        day = [str(puzzle.year), str(puzzle.day)]
        run = aoc(root, "run", *day)
        assert run.returncode == 0, run.stdout + run.stderr
        assert f"part 1  {RIGHT[0]}  ✓" in run.stdout and f"part 2  {RIGHT[1]}  ✓" in run.stdout
        example = aoc(root, "run", *day, "--example")
        assert example.returncode == 0 and "part 2  41  ✓" in example.stdout, example.stdout
        with WatchProcess(*day, env={"AOC_PROJECT_DIR": str(root)}, cwd=root) as watch:
            first = watch.next_run()
        assert f"part 1  {RIGHT[0]}  ✓" in first and f"part 2  {RIGHT[1]}  ✓" in first, first
    status = aoc(root, "status", "2019")
    stars = f"checked stars {2 * len(puzzles)}/50"
    assert status.returncode == 0 and stars in status.stdout, status.stdout
    timed = aoc(root, "time", "2019", "--runs", "2", "--format", "json")
    assert timed.returncode == 0, timed.stdout + timed.stderr
    rows = json.loads(timed.stdout)["days"]
    assert {(row["year"], row["day"]) for row in rows} == set(puzzles)
    assert all(row["status"] == "ok" for row in rows), rows
    tested = user_pytest(root, "-q")
    passed = f"{2 * len(puzzles)} passed"
    assert tested.ret == 0 and passed in tested.stdout.str(), tested.stdout.str()


@pytest.mark.long
def test_days_written_as_functions_are_days(
    tmp_path: Path, aoc: AocIn, user_pytest: RunPytest
) -> None:
    # One day of each shape, beside a class day, in one project.
    puzzles = [PuzzleDay(2019, day) for day in range(5, 5 + len(SHAPES) + 1)]
    for puzzle, source in zip(puzzles, [*SHAPES.values(), CLASS_DAY], strict=True):
        write_project(tmp_path, source.replace("2019, 5", f"2019, {puzzle.day}"), None, puzzle)
    assert_every_command_takes_them(aoc, user_pytest, tmp_path, puzzles)


@pytest.mark.long
def test_days_where_your_layout_keeps_them(
    tmp_path: Path, aoc: AocIn, user_pytest: RunPytest
) -> None:
    pattern = "src/aoc{year}/day{day:02d}.py"
    day = write_project(tmp_path, CLASS_DAY, pattern)
    write_project(tmp_path, SHAPES["solve returning both"], pattern, PuzzleDay(2019, 6))
    assert day == tmp_path / "src" / "aoc2019" / "day05.py"
    assert not (tmp_path / "solutions").exists()
    assert_every_command_takes_them(aoc, user_pytest, tmp_path, [DAY, PuzzleDay(2019, 6)])


def test_a_function_days_parts_each_run_on_a_fresh_import(tmp_path: Path, aoc: AocIn) -> None:
    # Part 1 changes a module global; part 2 must not see it, as with a class day.
    write_project(
        tmp_path,
        "SEEN = []\n\n"
        "def part_1(text):\n    SEEN.append(1)\n    return 6\n\n"
        "def part_2(text):\n    return 14 if not SEEN else 0\n",
    )
    run = aoc(tmp_path, "run", "2019", "5")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "part 2  14  ✓" in run.stdout


def test_a_day_in_a_folder_of_its_own_is_watched(tmp_path: Path) -> None:
    day = write_project(tmp_path, SHAPES["solve returning both"], "{year}/day{day:02d}/solution.py")
    with WatchProcess("2019", "5", env={"AOC_PROJECT_DIR": str(tmp_path)}, cwd=tmp_path) as watch:
        assert f"part 2  {RIGHT[1]}  ✓" in watch.next_run()
        day.write_text(day.read_text().replace("n * n", "n * n * n"))
        assert "part 2  189  ✗ expected 41" in watch.next_run()  # the example caught it


def test_only_the_patterns_files_are_days(tmp_path: Path) -> None:
    write_project(tmp_path, SHAPES["solve returning both"], "src/aoc{year}/day{day}.py")
    project = Project.at(tmp_path)
    assert project.solution_path(PuzzleDay(2019, 5)).name == "day5.py"
    assert project.day_of_file(tmp_path / "src" / "aoc2019" / "day5.py") == PuzzleDay(2019, 5)
    for other in ("day05.py", "day26.py", "day5.txt", "helpers.py"):
        assert project.day_of_file(tmp_path / "src" / "aoc2019" / other) is None, other
    assert project.day_of_file(tmp_path / "src" / "aoc1999" / "day5.py") is None


@pytest.mark.parametrize(
    "pattern",
    ["days/day{day}.py", "{year}/day{day}.txt", "/abs/{year}/day{day}.py", "../{year}/{day}.py", 7],
)
def test_a_pattern_that_names_no_day_is_one_line(
    tmp_path: Path, pattern: object, aoc: AocIn
) -> None:
    value = f'"{pattern}"' if isinstance(pattern, str) else pattern
    (tmp_path / "pyproject.toml").write_text(f"[tool.aoc]\nsolutions = {value}\n")
    result = aoc(tmp_path, "status")
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1 and "solutions" in result.stderr, result.stderr
    assert "Traceback" not in result.stderr


def test_a_module_without_a_day_says_what_a_day_is(tmp_path: Path, aoc: AocIn) -> None:
    write_project(tmp_path, "def helper(text):\n    return 1\n")
    result = aoc(tmp_path, "run", "2019", "5")
    assert result.returncode == 2
    assert "must define a Solution subclass (or the functions part_1" in result.stderr
    # A script ported as it was (its answers printed as it is imported): where to look.
    assert "a script that prints its answers is a day in three lines" in result.stderr


def test_new_writes_a_day_as_functions_where_the_project_says(tmp_path: Path, aoc: AocIn) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.aoc]\nsolutions = "aoc/{year}/{day:02d}.py"\nstyle = "functions"\n'
    )
    new = aoc(tmp_path, "new", "2019", "5", "--offline")
    assert new.returncode == 0, new.stderr
    day = tmp_path / "aoc" / "2019" / "05.py"
    source = day.read_text()
    assert "class " not in source and "\ndef part_1(data: str) -> Answer:" in source
    assert not (tmp_path / "aoc" / "__init__.py").exists()  # your layout, your packages
    klass = aoc(tmp_path, "new", "2019", "6", "--offline", "--style", "class")
    assert "class Day06(Solution[str]):" in (tmp_path / "aoc" / "2019" / "06.py").read_text()
    assert klass.returncode == 0
    # The template's example, as a class day's: one line saying what to paste where.
    example = aoc(tmp_path, "run", "2019", "5", "--example")
    assert example.returncode == 3 and "paste the puzzle's example in" in example.stderr


def test_new_writes_a_day_as_the_latest_day_is_written(tmp_path: Path, aoc: AocIn) -> None:
    # A project of days written as functions got a class from aoc new (a newcomer's
    # morning, tenth round): with no [tool.aoc] style, the latest day decides.
    (tmp_path / "pyproject.toml").write_text('[tool.aoc]\nsolutions = "aoc/{year}/{day:02d}.py"\n')
    assert aoc(tmp_path, "new", "2019", "5", "--offline").returncode == 0
    assert "class Day05(Solution[str]):" in (tmp_path / "aoc" / "2019" / "05.py").read_text()
    (tmp_path / "aoc" / "2019" / "05.py").write_text("def part_1(text):\n    return 1\n")
    assert aoc(tmp_path, "new", "2019", "6", "--offline").returncode == 0
    source = (tmp_path / "aoc" / "2019" / "06.py").read_text()
    assert "class " not in source and "\ndef part_1(data: str) -> Answer:" in source


def test_the_pages_examples_go_into_a_day_written_as_functions(tmp_path: Path) -> None:
    from aoc_framework.authoring.example_extractor import FoundExample

    day = write_project(tmp_path, SHAPES["part1 and part2, on the text"])
    found = FoundExample("7\n8\n", "15", "113", {}, sure=True, score=1.0)
    add_examples(Project.at(tmp_path), day, [found])
    cls = load_solution(Project.at(tmp_path), PuzzleDay(2019, 5))
    assert [(e.input, e.part_1, e.part_2) for e in cls.examples][-1] == ("7\n8\n", 15, 113)
