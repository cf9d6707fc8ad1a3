"""2023 day 7: Camel Cards. https://adventofcode.com/2023/day/7"""

from __future__ import annotations

import gc
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from itertools import chain, count, repeat
from operator import itemgetter, mul
from typing import NamedTuple

from aoc_framework import Example, InputError, Solution

TypeCounts = tuple[int, ...]
Row = tuple[TypeCounts, int, int]  # (type_counts, tiebreak, bid)

CARDS = frozenset("AKQJT98765432")
JOKER = "J"
# Cards as hex digits in strength order (2-9 stand for themselves), so that a hand read as
# a base-16 number compares as its cards do, left to right: that number is the tiebreak.
HEX = str.maketrans("TJQKA", "abcde")
JOKER_HEX = str.maketrans("TJQKA", "a1cde")
# A line break not followed by a hand and a bid as the puzzle writes them: one search of
# "\n" + text clears a whole input (and is quick, as it looks for "\n" before anything
# else), and only an input it flags is checked line by line.
MALFORMED_LINE = re.compile(r"\n(?![2-9TJQKA]{5} [0-9]+(?:\n|\Z))")

# Hand types, weakest first, as their card counts sorted high to low.
HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND = (1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1)
FULL_HOUSE, FOUR_OF_A_KIND, FIVE_OF_A_KIND = (3, 2), (4, 1), (5,)
TYPES: tuple[TypeCounts, ...] = (
    HIGH_CARD,
    ONE_PAIR,
    TWO_PAIR,
    THREE_OF_A_KIND,
    FULL_HOUSE,
    FOUR_OF_A_KIND,
    FIVE_OF_A_KIND,
)

EXAMPLE = """\
32T3K 765
T55J5 684
KK677 28
KTJJT 220
QQQJA 483
"""


def type_counts(cards: str) -> TypeCounts:
    """The card counts of a five-card hand, sorted high to low.

    The number of distinct cards fixes the counts except in two cases, which one or
    three `str.count` calls settle: this is several times faster than a Counter.
    """
    distinct = len(set(cards))
    if distinct == 5:
        return HIGH_CARD
    if distinct == 4:
        return ONE_PAIR
    if distinct == 1:
        return FIVE_OF_A_KIND
    if distinct == 3:
        # A triple has a card among the first three (only two positions lie outside them).
        if 3 in (cards.count(cards[0]), cards.count(cards[1]), cards.count(cards[2])):
            return THREE_OF_A_KIND
        return TWO_PAIR
    return FULL_HOUSE if cards.count(cards[0]) in (2, 3) else FOUR_OF_A_KIND


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off in the block (and on again after it, if it
    was): for objects that hold no cycle, made and freed inside it."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@cache  # 7 types and a few joker counts: each pair is worked out once
def with_jokers(counts: TypeCounts, jokers: int) -> TypeCounts:
    """The type of a hand of type `counts` once its `jokers` jokers (one of its groups)
    join its largest other group, the best that jokers can do."""
    if jokers in (0, 5):
        return counts
    rest = list(counts)
    rest.remove(jokers)
    rest[0] += jokers
    return tuple(rest)


class Hands(NamedTuple):
    """The hands in input order: their cards, bids, and types without and with jokers."""

    cards: list[str]
    bids: list[int]
    types: list[TypeCounts]
    joker_types: list[TypeCounts]


class Day07(Solution[Hands]):
    """Rank Camel Cards hands and add up rank × bid."""

    year, day, title = 2023, 7, "Camel Cards"
    examples = (Example(EXAMPLE, part_1=6440, part_2=5905),)
    # Both parts only read the hands: one parse serves both.
    shares_parse = True

    def parse(self, text: str) -> Hands:
        """The hands with both parts' types: a hand's joker type follows from its plain
        type and its number of jokers, so the cards are counted once for both parts."""
        fields = text.split()
        cards = fields[0::2]
        if MALFORMED_LINE.search("\n" + text) or len(set(cards)) < len(cards):
            check_lines(text)
        types = list(map(type_counts, cards))
        joker_types = [
            with_jokers(counts, hand.count(JOKER)) if JOKER in hand else counts
            for counts, hand in zip(types, cards, strict=True)
        ]
        return Hands(cards, list(map(int, fields[1::2])), types, joker_types)

    def part_1(self, hands: Hands) -> int:
        return self._solve(hands, joker=False)

    def part_2(self, hands: Hands) -> int:
        return self._solve(hands, joker=True)

    def _solve(self, hands: Hands, joker: bool) -> int:
        """Total winnings: sort (type_counts, tiebreak, bid) tuples, weakest first, and
        add up rank × bid."""
        types, hex_table = (hands.joker_types, JOKER_HEX) if joker else (hands.types, HEX)
        # The rows are made and freed with the collector paused: they hold no cycle, and
        # it would walk all of them at least once (a tenth of the time on all hands).
        with collector_paused():
            by_type: dict[TypeCounts, list[Row]] = {counts: [] for counts in TYPES}
            for row in zip(types, tiebreaks(hands.cards, hex_table), hands.bids, strict=True):
                by_type[row[0]].append(row)
            # The tuples are sorted type by type: within one type they share type_counts
            # and differ in the tiebreak (hands are unique), so sorting on it sorts the
            # tuples, with integer comparisons instead of tuple ones. sorted() rather than
            # sort(): the grouped lists keep the rows in memory order, and freeing them in
            # that order at the end is markedly faster on large inputs than in sorted order.
            tiebreak = itemgetter(1)
            ranked = chain.from_iterable(sorted(by_type[t], key=tiebreak) for t in TYPES)
            total = sum(map(mul, count(1), map(itemgetter(2), ranked)))
            del by_type, ranked  # freed before the collector resumes
        return total


def tiebreaks(cards: list[str], hex_table: dict[int, str]) -> Iterator[int]:
    """Each hand's tiebreak, in order: one `str.translate` call for all the hands.

    (An int sorts faster than the hex string when there are many hands, as it is smaller.)"""
    return map(int, " ".join(cards).translate(hex_table).split(), repeat(16))


def check_lines(text: str) -> None:
    """Raise InputError naming the first malformed line. The thorough check, run when
    the quick one flags the input: lines with extra whitespace pass it, as they always have."""
    first_seen: dict[str, int] = {}
    for number, line in enumerate(text.split("\n"), start=1):
        fields = line.split()
        if len(fields) != 2:
            raise InputError(
                f"expected a hand and a bid like '32T3K 765', got {line!r}", line=number
            )
        cards, bid = fields
        if len(cards) != 5:
            raise InputError(f"hand {cards!r} has {len(cards)} cards, not 5", line=number)
        if not CARDS.issuperset(cards):
            bad = sorted(set(cards) - CARDS)
            raise InputError(
                f"hand {cards!r} has card {bad[0]!r}; cards are AKQJT98765432", line=number
            )
        if not (bid.isascii() and bid.isdigit()):
            raise InputError(f"bid {bid!r} is not a non-negative integer", line=number)
        if cards in first_seen:
            raise InputError(
                f"hand {cards} already appears on line {first_seen[cards]}; "
                "its rank would be undefined",
                line=number,
            )
        first_seen[cards] = number
