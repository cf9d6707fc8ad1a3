"""The straightforward 2023 day 7 (Camel Cards) prototype that the benchmark measures the
shipped solution against. It stands alone on purpose (standard library only, nothing
from this project), so that run as a script it costs what a one-file solution costs.

    python benchmarks/day07_2023_reference.py INPUT_FILE

Prints part 1's answer, then part 2's.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

Hands = list[tuple[str, int]]


def parse(text: str) -> Hands:
    hands = []
    for line in text.splitlines():
        hand, bid = line.split()
        hands.append((hand, int(bid)))
    return hands


def winnings(hands: Hands, joker: bool) -> int:
    """Sort (type, tiebreak, bid) tuples and add up rank × bid. The type is the card
    counts sorted high to low; with jokers they are weakest and join the largest group."""
    order = "J23456789TQKA" if joker else "23456789TJQKA"
    rows = []
    for hand, bid in hands:
        counts = Counter(hand.replace("J", "") if joker else hand)
        type_counts = sorted(counts.values(), reverse=True) or [0]
        if joker:
            type_counts[0] += hand.count("J")
        rows.append((tuple(type_counts), tuple(order.index(card) for card in hand), bid))
    rows.sort()
    return sum(rank * bid for rank, (_, _, bid) in enumerate(rows, start=1))


def main(path: str) -> None:
    hands = parse(Path(path).read_text(encoding="utf-8"))
    print(winnings(hands, joker=False))
    print(winnings(hands, joker=True))


if __name__ == "__main__":
    main(sys.argv[1])
