"""Fixture: part 1 works, part 2 raises."""

from aoc_framework import Solution


class Day02(Solution[list[int]]):
    year, day, title = 2022, 2, "Raising Part"

    def parse(self, text: str) -> list[int]:
        return [int(line) for line in text.split("\n")]

    def part_1(self, numbers: list[int]) -> int:
        return len(numbers)

    def part_2(self, numbers: list[int]) -> int:
        return sum(numbers) // (len(numbers) - len(numbers))
