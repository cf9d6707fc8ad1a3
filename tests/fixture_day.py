"""The framework tests' own subject day: 2023 day 1, "Trebuchet?!", in a project of its own.

The tests never run the project's `solutions/`: the user may have replaced, broken or
deleted any day there. `write_fixture_project(root)` writes this day's module (`SOURCE`)
into a fresh project at `root`, and the constants below say what the day answers.

The puzzle: each line's calibration value is its first digit and its last digit, as a
two-digit number; part 1 adds them up counting 0-9 only, part 2 also counts the digits
spelled out ("one" to "nine"; overlapping words count, so "eightwo" is 8 then 2). A line
with no digit is malformed. Part 2's example has such lines for part 1 (like
"eightwothree"), so each example is for one part only.
"""

from __future__ import annotations

from pathlib import Path

from aoc_framework.model.puzzle import PuzzleDay

PUZZLE = PuzzleDay(2023, 1)
YEAR, DAY = PUZZLE.year, PUZZLE.day
TITLE = "Trebuchet?!"

#: The published examples and their answers (each example is for one part only).
PART_1_EXAMPLE = "1abc2\npqr3stu8vwx\na1b2c3d4e5f\ntreb7uchet\n"
PART_2_EXAMPLE = (
    "two1nine\neightwothree\nabcone2threexyz\nxtwone3four\n4nineeightseven2\nzoneight234\n"
    "7pqrstsixteen\n"
)
EXAMPLE_ANSWERS = ("142", "281")

#: A puzzle input both parts solve (every line has a digit 0-9), and its answers: the
#: input the fake adventofcode.com serves and a cached input for `aoc run`.
INPUT = (
    "1abc2\npqr3stu8vwx\na1b2c3d4e5f\ntreb7uchet\ntwo1nine\nabcone2threexyz\nxtwone3four\n"
    "4nineeightseven2\nzoneight234\n7pqrstsixteen\n"
)
ANSWERS = ("351", "340")

#: The puzzle text the fake adventofcode.com serves for the day, in the site's markup
#: (`<pre><code>` examples, the answer highlighted as `<code><em>142</em></code>`): our
#: own words around the published examples and answers. Part 1, then part 2.
PAGE_PART_1 = (
    "<p>The calibration document of the snow makers got doodled on. Every line once "
    "held a <em>calibration value</em>: its <em>first digit</em> followed by its "
    "<em>last digit</em>, read as one two-digit number.</p>\n"
    "<p>For example:</p>\n"
    f"<pre><code>{PART_1_EXAMPLE}</code></pre>\n"
    "<p>In this example, these lines hold <code>12</code>, <code>38</code>, <code>15</code> "
    "and <code>77</code>, which add up to <code><em>142</em></code> in total.</p>\n"
    "<p><em>What do the calibration values of your document add up to?</em></p>\n"
)
PAGE_PART_2 = (
    "<p>Some digits are <em>spelled out</em>: <code>one</code> to <code>nine</code> "
    "count as digits too.</p>\n"
    "<p>For example:</p>\n"
    f"<pre><code>{PART_2_EXAMPLE}</code></pre>\n"
    "<p>In this example, the values are <code>29</code>, <code>83</code>, <code>13</code>, "
    "<code>24</code>, <code>42</code>, <code>14</code> and <code>76</code>, so the sum is "
    "<code><em>281</em></code> in total.</p>\n"
    "<p><em>What do the calibration values add up to now?</em></p>\n"
)

SOURCE = '''\
"""2023 day 1: Trebuchet?! https://adventofcode.com/2023/day/1"""

from __future__ import annotations

import re

from aoc_framework import Example, InputError, Solution

PART_1_EXAMPLE = """\\
1abc2
pqr3stu8vwx
a1b2c3d4e5f
treb7uchet
"""

PART_2_EXAMPLE = """\\
two1nine
eightwothree
abcone2threexyz
xtwone3four
4nineeightseven2
zoneight234
7pqrstsixteen
"""

WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
DIGITS = {str(value): value for value in range(10)}
SPELLED = DIGITS | {word: value for value, word in enumerate(WORDS, start=1)}


def calibration_total(lines: list[str], digits: dict[str, int]) -> int:
    """The sum of each line's first digit and last digit, as a two-digit number."""
    # A lookahead matches at every position, so overlapping words ("eightwo") all count.
    finder = re.compile("(?=(" + "|".join(digits) + "))")
    total = 0
    for number, line in enumerate(lines, start=1):
        found = finder.findall(line)
        if not found:
            raise InputError("no digit in the line", line=number)
        total += 10 * digits[found[0]] + digits[found[-1]]
    return total


class Day01(Solution[list[str]]):
    """Recover the calibration values from the amended document."""

    year, day, title = 2023, 1, "Trebuchet?!"
    examples = (Example(PART_1_EXAMPLE, part_1=142), Example(PART_2_EXAMPLE, part_2=281))

    def parse(self, text: str) -> list[str]:
        return text.split("\\n")

    def part_1(self, lines: list[str]) -> int:
        return calibration_total(lines, DIGITS)

    def part_2(self, lines: list[str]) -> int:
        return calibration_total(lines, SPELLED)
'''

SOLUTIONS_PACKAGE = '"""Solutions, one module per day: solutions/YYYY/dayDD.py."""\n'
YEAR_PACKAGE = '"""Advent of Code 2023."""\n'


def write_fixture_project(root: Path) -> Path:
    """Write a project holding only the fixture day at `root` (created if missing):
    `solutions/__init__.py`, `solutions/2023/__init__.py`, `solutions/2023/day01.py`.
    Returns `root`."""
    year_dir = root / "solutions" / str(YEAR)
    year_dir.mkdir(parents=True, exist_ok=True)
    (root / "solutions" / "__init__.py").write_text(SOLUTIONS_PACKAGE, encoding="utf-8")
    (year_dir / "__init__.py").write_text(YEAR_PACKAGE, encoding="utf-8")
    (year_dir / f"day{DAY:02d}.py").write_text(SOURCE, encoding="utf-8")
    return root


#: A second day of the tests' own, 2023 day 7 ("Camel Cards") written the plain way
#: (`Counter`, `str.index`): what docs/python.md's session shows runs on it, not on the
#: project's `solutions/2023/day07.py`, which the user may have replaced or removed.
CAMEL_CARDS_EXAMPLE = "32T3K 765\nT55J5 684\nKK677 28\nKTJJT 220\nQQQJA 483\n"
CAMEL_CARDS_SOURCE = f'''\
"""2023 day 7: Camel Cards. https://adventofcode.com/2023/day/7"""

from __future__ import annotations

from collections import Counter

from aoc_framework import Example, Solution

EXAMPLE = """\\
{CAMEL_CARDS_EXAMPLE}"""

Hand = tuple[str, int]


def strength(cards: str, joker: bool) -> tuple[list[int], list[int]]:
    """A hand's type (its card counts, high to low, the jokers joining the largest) and
    its cards' ranks, compared in that order."""
    order = "J23456789TQKA" if joker else "23456789TJQKA"
    counts = sorted(Counter(cards.replace("J", "") if joker else cards).values(), reverse=True)
    counts = counts or [0]
    if joker:
        counts[0] += cards.count("J")
    return counts, [order.index(card) for card in cards]


def winnings(hands: list[Hand], joker: bool) -> int:
    ranked = sorted(hands, key=lambda hand: strength(hand[0], joker))
    return sum(rank * bid for rank, (_, bid) in enumerate(ranked, start=1))


class Day07(Solution[list[Hand]]):
    """Rank Camel Cards hands and add up rank × bid."""

    year, day, title = 2023, 7, "Camel Cards"
    examples = (Example(EXAMPLE, part_1=6440, part_2=5905),)

    def parse(self, text: str) -> list[Hand]:
        return [(cards, int(bid)) for cards, bid in map(str.split, text.split("\\n"))]

    def part_1(self, hands: list[Hand]) -> int:
        return winnings(hands, joker=False)

    def part_2(self, hands: list[Hand]) -> int:
        return winnings(hands, joker=True)
'''


def write_camel_cards_project(root: Path) -> Path:
    """Write a project holding only the Camel Cards day at `root`, its example cached as
    its input (`inputs/2023/07.txt`). Returns `root`."""
    year_dir = root / "solutions" / "2023"
    year_dir.mkdir(parents=True, exist_ok=True)
    (root / "solutions" / "__init__.py").write_text(SOLUTIONS_PACKAGE, encoding="utf-8")
    (year_dir / "__init__.py").write_text(YEAR_PACKAGE, encoding="utf-8")
    (year_dir / "day07.py").write_text(CAMEL_CARDS_SOURCE, encoding="utf-8")
    (root / "inputs" / "2023").mkdir(parents=True, exist_ok=True)
    (root / "inputs" / "2023" / "07.txt").write_text(CAMEL_CARDS_EXAMPLE, encoding="utf-8")
    return root
