"""2023 day 7: Camel Cards. https://adventofcode.com/2023/day/7"""

from __future__ import annotations

from itertools import chain, count
from operator import itemgetter, mul

from aoc_framework import Example, InputError, Solution

Hand = tuple[str, int]  # (cards, bid)
TypeCounts = tuple[int, ...]

CARDS = frozenset("AKQJT98765432")
JOKER = "J"
# Card order turned into letters, so a translated hand compares card by card, left to right.
STRENGTH = str.maketrans("23456789TJQKA", "abcdefghijklm")
JOKER_STRENGTH = str.maketrans("J23456789TQKA", "abcdefghijklm")

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
    """The card counts, sorted high to low, of a hand whose missing cards (up to 5) are
    jokers: each joker joins the most common card, so `type_counts("")` is five of a kind.

    The number of distinct cards fixes the counts except in two cases, which one or
    three `str.count` calls settle: this is several times faster than a Counter.
    """
    distinct = len(set(cards))
    if distinct == 5:
        return HIGH_CARD
    if distinct == 4:
        return ONE_PAIR
    if distinct <= 1:
        return FIVE_OF_A_KIND
    if distinct == 3:
        # With a joker the jokers make a triple; without, a triple has a card among the
        # first three (only two positions lie outside them).
        if len(cards) < 5 or 3 in (
            cards.count(cards[0]),
            cards.count(cards[1]),
            cards.count(cards[2]),
        ):
            return THREE_OF_A_KIND
        return TWO_PAIR
    first = cards.count(cards[0])
    return FULL_HOUSE if min(first, len(cards) - first) == 2 else FOUR_OF_A_KIND


class Day07(Solution[list[Hand]]):
    """Rank Camel Cards hands and add up rank × bid."""

    year, day, title = 2023, 7, "Camel Cards"
    examples = (Example(EXAMPLE, part_1=6440, part_2=5905),)

    def parse(self, text: str) -> list[Hand]:
        hands: list[Hand] = []
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
            hands.append((cards, int(bid)))
        return hands

    def part_1(self, hands: list[Hand]) -> int:
        return self._solve(hands, joker=False)

    def part_2(self, hands: list[Hand]) -> int:
        return self._solve(hands, joker=True)

    def _solve(self, hands: list[Hand], joker: bool) -> int:
        """Total winnings: sort (type_counts, tiebreak, bid) tuples, weakest first, and
        add up rank × bid."""
        strength = JOKER_STRENGTH if joker else STRENGTH
        by_type: dict[TypeCounts, list[tuple[TypeCounts, str, int]]] = {t: [] for t in TYPES}
        for cards, bid in hands:
            counts = type_counts(cards.replace(JOKER, "") if joker else cards)
            by_type[counts].append((counts, cards.translate(strength), bid))
        # The tuples are sorted type by type: within one type they share type_counts and
        # differ in the tiebreak (hands are unique), so sorting on it sorts the tuples,
        # with fast string comparisons instead of tuple ones.
        tiebreak = itemgetter(1)
        for rows in by_type.values():
            rows.sort(key=tiebreak)
        ranked = chain.from_iterable(by_type[t] for t in TYPES)
        return sum(map(mul, count(1), map(itemgetter(2), ranked)))
