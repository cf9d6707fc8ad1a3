"""Every published example of every day as separate checks, one per example and part.

This is what lets a test runner check each day's examples with no test file per day:
`tests/test_examples.py` parametrizes over `example_checks(project)`.
"""

from __future__ import annotations

from dataclasses import dataclass

from aoc_framework.discovery import discover_days, load_solution
from aoc_framework.project import Project
from aoc_framework.puzzle_input import normalize
from aoc_framework.runner import PartReport, run_on_text
from aoc_framework.solution import PARTS, Example, Part, Solution


@dataclass(frozen=True)
class ExampleCheck:
    """One part of one example of one day."""

    solution: type[Solution]
    number: int  # the example's position in `examples`, from 1
    example: Example
    part: Part

    @property
    def id(self) -> str:
        """A short stable name, e.g. `2023-07-example1-part1`."""
        return f"{self.solution.year}-{self.solution.day:02d}-example{self.number}-part{self.part}"

    def __str__(self) -> str:
        """`2023 day 7 example 1 part 1`, for messages."""
        label = self.example.name or f"example {self.number}"
        return f"{self.solution.year} day {self.solution.day} {label} part {self.part}"

    def run(self) -> PartReport:
        """Run this part on this example and judge it against the expected answer."""
        text = normalize(self.example.input, str(self))
        report = run_on_text(self.solution, text, str(self), [self.part], self.example.expected)
        return report.parts[0]


def example_checks(project: Project, year: int | None = None) -> list[ExampleCheck]:
    """The checks of every day with a solution in `project` (of `year` only, if given): each
    example with each part it applies to (see `Example.applies_to`), in calendar order."""
    checks = []
    for this_year, day in discover_days(project, year):
        solution = load_solution(project, this_year, day)
        for number, example in enumerate(solution.examples, start=1):
            checks.extend(
                ExampleCheck(solution, number, example, part)
                for part in PARTS
                if example.applies_to(part)
            )
    return checks
