"""Fixture: a day with an example but no cached input."""

from aoc_framework import Example, Solution


class Day03(Solution[str]):
    year, day, title = 2023, 3, "No Input"
    examples = (Example("abc", part_1=3),)

    def part_1(self, text: str) -> int:
        return len(text)
