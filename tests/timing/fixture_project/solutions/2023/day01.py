"""Fixture: slower than any timeout a test gives (the tests kill it)."""

import time

from aoc_framework import Solution


class Day01(Solution[str]):
    year, day, title = 2023, 1, "Endless Wait"

    def part_1(self, text: str) -> int:
        time.sleep(600)
        return len(text)
