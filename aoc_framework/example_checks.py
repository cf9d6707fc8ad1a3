"""Every published example of every day as separate checks, one per example and part.

This is what lets a test runner check each day's examples with no test file per day:
`tests/test_examples.py` parametrizes over `example_checks(project)`.
"""

from __future__ import annotations

from dataclasses import dataclass

from aoc_framework.discovery import discover_days, load_solution
from aoc_framework.project import Project
from aoc_framework.runner import ExampleCase, PartReport, example_cases, run_on_text
from aoc_framework.solution import Part, Solution


@dataclass(frozen=True)
class ExampleCheck:
    """One part of one example of one day."""

    solution: type[Solution]
    case: ExampleCase
    part: Part

    @property
    def id(self) -> str:
        """A short stable name, e.g. `2023-07-example1-part1`."""
        year, day = self.solution.year, self.solution.day
        return f"{year}-{day:02d}-example{self.case.number}-part{self.part}"

    def __str__(self) -> str:
        """`2023 day 7 example 1 part 1`, for messages."""
        return f"{self.solution.year} day {self.solution.day} {self.case.label} part {self.part}"

    def run(self) -> PartReport:
        """Run this part on this example and judge it against the expected answer."""
        expected = self.case.example.expected
        report = run_on_text(self.solution, self.case.text, str(self), [self.part], expected)
        return report.parts[0]


def example_checks(project: Project, year: int | None = None) -> list[ExampleCheck]:
    """The checks of every day with a solution in `project` (of `year` only, if given): each
    example with each part it applies to (see `Example.applies_to`), in calendar order. A
    day without examples has no checks."""
    checks = []
    for this_year, day in discover_days(project, year):
        solution = load_solution(project, this_year, day)
        if solution.examples:
            checks.extend(
                ExampleCheck(solution, case, part)
                for case in example_cases(solution)
                for part in case.parts
            )
    return checks
