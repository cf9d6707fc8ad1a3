"""A generated project of many days in the shapes real projects have, for the tests and
`benchmarks/many_days.py`: fast days with examples, inputs and recorded answers, plus one
day of each awkward kind.

Every answer is computed here from the numbers generated, never copied from a run.
"""

from __future__ import annotations

import itertools
import random
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from aoc_framework.model.puzzle import PuzzleDay, days_in_year
from aoc_framework.project.answers import record_answers
from aoc_framework.project.layout import Project

#: The awkward days, by the puzzle they take in every generated project.
SLOW = PuzzleDay(2016, 1)
HANGS = PuzzleDay(2016, 2)
ALLOCATES = PuzzleDay(2016, 3)
BROKEN_IMPORT = PuzzleDay(2016, 4)
MUTATES_PARSE = PuzzleDay(2016, 5)
CLASS_STATE = PuzzleDay(2016, 6)
RAISES_RECURSION_LIMIT = PuzzleDay(2016, 7)
CHECKS_RECURSION_LIMIT = PuzzleDay(2016, 8)
SHARED_HELPER = (PuzzleDay(2019, 2), PuzzleDay(2019, 5))
#: Days whose check fails by design (every other day is right).
FAILING = (HANGS, ALLOCATES, BROKEN_IMPORT)

FAST_DAY = """
from aoc_framework import Example, Solution


class Day(Solution[list[int]]):
    year, day = {year}, {day}
    examples = (Example("3\\n4\\n5", part_1=12, part_2=60),)

    def parse(self, text: str) -> list[int]:
        return [int(line) for line in text.splitlines()]

    def part_1(self, numbers: list[int]) -> int:
        return sum(numbers)

    def part_2(self, numbers: list[int]) -> int:
        product = 1
        for number in numbers:
            product = product * number % 1_000_003
        return product
"""

SPECIAL_DAYS = {
    SLOW: """
        import time
        from aoc_framework import Solution

        class Day(Solution[list[int]]):
            year, day = 2016, 1

            def parse(self, text):
                return [int(line) for line in text.splitlines()]

            def part_1(self, numbers):
                deadline = time.perf_counter() + {slow_seconds}
                while time.perf_counter() < deadline:  # busy, like a real slow day
                    pass
                return sum(numbers)
        """,
    HANGS: """
        from aoc_framework import Example, Solution

        class Day(Solution[str]):
            year, day = 2016, 2
            examples = (Example("x", part_1=1),)

            def part_1(self, text):
                import time

                # Waits for ever, as a day stuck on a lock or on input() does: a busy
                # loop would burn the test run's processor for the whole timeout
                # (tests/engine/test_no_survivors.py kills busy loops).
                while True:
                    time.sleep(60)
        """,
    ALLOCATES: """
        from aoc_framework import Example, Solution

        class Day(Solution[str]):
            year, day = 2016, 3
            examples = (Example("x", part_1=1),)

            def part_1(self, text):
                hoard = []
                while True:  # a GiB at a time: over the cap at once, however busy the machine
                    hoard.append(bytearray(2**30))
        """,
    BROKEN_IMPORT: """
        import a_module_that_does_not_exist
        """,
    MUTATES_PARSE: """
        from aoc_framework import Example, Solution

        class Day(Solution[list[int]]):
            year, day = 2016, 5
            examples = (Example("1\\n2\\n3", part_1=3, part_2=6),)

            def parse(self, text):
                return [int(line) for line in text.splitlines()]

            def part_1(self, numbers):
                count = 0
                while numbers:  # empties the parsed list
                    numbers.pop()
                    count += 1
                return count

            def part_2(self, numbers):
                return sum(numbers)
        """,
    CLASS_STATE: """
        from aoc_framework import Example, Solution

        class Day(Solution[list[int]]):
            year, day = 2016, 6
            examples = (Example("7\\n7\\n8", part_1=2),)
            seen = set()  # class-level: filled by whichever run comes first

            def parse(self, text):
                return [int(line) for line in text.splitlines()]

            def part_1(self, numbers):
                self.seen.update(numbers)
                return len(self.seen)
        """,
    RAISES_RECURSION_LIMIT: """
        import sys
        from aoc_framework import Example, Solution

        sys.setrecursionlimit(50_000)

        def depth(n):
            return 0 if n == 0 else 1 + depth(n - 1)

        class Day(Solution[str]):
            year, day = 2016, 7
            examples = (Example("x", part_1=20_000),)

            def part_1(self, text):
                return depth(20_000)
        """,
    CHECKS_RECURSION_LIMIT: """
        import sys
        from aoc_framework import Example, Solution

        class Day(Solution[str]):
            year, day = 2016, 8
            examples = (Example("x", part_1=1),)

            def part_1(self, text):
                # 1 only in a fresh interpreter: another day's limit must not leak in.
                return int(sys.getrecursionlimit() == 1000)
        """,
}

HELPER_MODULE = """
def total(numbers):
    return sum(numbers)
"""

HELPER_DAY = """
from aoc_framework import Example, Solution

from .helper import total


class Day(Solution[list[int]]):
    year, day = {year}, {day}
    examples = (Example("1\\n2", part_1=3),)

    def parse(self, text):
        return [int(line) for line in text.splitlines()]

    def part_1(self, numbers):
        return total(numbers)
"""


@dataclass
class ScaleProject:
    """The generated project and what was put in it."""

    project: Project
    puzzles: list[PuzzleDay] = field(default_factory=list)

    @property
    def healthy(self) -> list[PuzzleDay]:
        """The days whose every check is right."""
        return [p for p in self.puzzles if p not in FAILING]


def write_scale_project(
    root: Path, days: int = 300, *, slow_seconds: float = 1.0, seed: int = 2015
) -> ScaleProject:
    """A project of `days` days (the 10 awkward ones among them) under `root`, inputs in
    `root/inputs`."""
    rng = random.Random(seed)
    project = Project.at(root, root / "inputs")
    answers = {}
    scale = ScaleProject(project)
    for puzzle in _calendar(days):
        numbers = [rng.randrange(1, 1000) for _ in range(rng.randrange(50, 200))]
        source, day_answers = _day(puzzle, numbers, slow_seconds)
        _write(project.solution_path(puzzle), source)
        _write(project.input_path(puzzle), "\n".join(map(str, numbers)) + "\n")
        for part, answer in day_answers.items():
            if part in puzzle.answered_parts:
                answers[(puzzle, part)] = answer  # one write at the end
        scale.puzzles.append(puzzle)
    _write(project.solutions_dir / "2019" / "helper.py", HELPER_MODULE)
    record_answers(project, answers)
    return scale


def _calendar(days: int) -> list[PuzzleDay]:
    """The awkward days, then fast days from 2017 on, up to `days` in all."""
    special = [*SPECIAL_DAYS, *SHARED_HELPER]
    fast = (
        PuzzleDay(year, day)
        for year in range(2017, 2040)
        for day in range(1, days_in_year(year) + 1)
        if PuzzleDay(year, day) not in special
    )
    return sorted([*special, *itertools.islice(fast, max(0, days - len(special)))])


def _day(puzzle: PuzzleDay, numbers: list[int], slow_seconds: float) -> tuple[str, dict]:
    total = sum(numbers)
    if puzzle in SPECIAL_DAYS:
        source = textwrap.dedent(SPECIAL_DAYS[puzzle]).replace("{slow_seconds}", str(slow_seconds))
        answers = {
            SLOW: {1: total},
            MUTATES_PARSE: {1: len(numbers), 2: total},
            CLASS_STATE: {1: len(set(numbers))},
            RAISES_RECURSION_LIMIT: {1: 20_000},
            CHECKS_RECURSION_LIMIT: {1: 1},
        }.get(puzzle, {})
        return source, answers
    if puzzle in SHARED_HELPER:
        return HELPER_DAY.format(year=puzzle.year, day=puzzle.day), {1: total}
    product = 1
    for number in numbers:
        product = product * number % 1_000_003
    return FAST_DAY.format(year=puzzle.year, day=puzzle.day), {1: total, 2: product}


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
