"""Fixture: a fast day with both answers right (largest and total of a list)."""

from aoc_framework import Example, Solution


class Day01(Solution[list[int]]):
    year, day, title = 2022, 1, "Fast Sums"
    examples = (Example("3\n1\n2", part_1=3, part_2=6),)

    def parse(self, text: str) -> list[int]:
        return [int(line) for line in text.split("\n")]

    def part_1(self, numbers: list[int]) -> int:
        return max(numbers)

    def part_2(self, numbers: list[int]) -> int:
        return sum(numbers)
