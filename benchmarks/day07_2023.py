"""Benchmark of 2023 day 7 (Camel Cards) against a straightforward reference.

    python benchmarks/day07_2023.py [--repeats 5]

Both parts are timed in one run, on a generated input of 1,000 unique hands and on all
371,293 possible hands (shuffled, as a real input is in no order). The reference is the
textbook version: `collections.Counter` sorted counts plus `str.index` tiebreak tuples.
Each figure is the best of --repeats runs; the two implementations alternate.
Target: the solution at least 3x faster than the reference at both sizes.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
day07 = importlib.import_module("solutions.2023.day07")

Hands = list[tuple[str, int]]
TARGET = 3.0


def reference(hands: Hands, joker: bool) -> int:
    """Total winnings, the straightforward way."""
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


def solution(hands: Hands, joker: bool) -> int:
    """The shipped solution's shared helper."""
    return day07.Day07()._solve(hands, joker)


def both_parts(implementation: Callable[[Hands, bool], int], hands: Hands) -> tuple[int, int]:
    return implementation(hands, False), implementation(hands, True)


def one_run(implementation: Callable[[Hands, bool], int], hands: Hands) -> float:
    start = time.perf_counter()
    both_parts(implementation, hands)
    return time.perf_counter() - start


def generated_inputs() -> dict[str, Hands]:
    rng = random.Random(2023)
    every_hand = ["".join(cards) for cards in itertools.product("AKQJT98765432", repeat=5)]
    rng.shuffle(every_hand)
    with_bids = [(hand, rng.randint(1, 1000)) for hand in every_hand]
    return {"1,000 hands": with_bids[:1000], "371,293 hands": with_bids}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    repeats = parser.parse_args().repeats
    ok = True
    for name, hands in generated_inputs().items():
        runs = repeats * (20 if len(hands) <= 1000 else 1)
        assert both_parts(solution, hands) == both_parts(reference, hands), "answers differ"
        times: dict[str, list[float]] = {"solution": [], "reference": []}
        for _ in range(runs):
            times["reference"].append(one_run(reference, hands))
            times["solution"].append(one_run(solution, hands))
        fastest = {label: min(values) for label, values in times.items()}
        ratio = fastest["reference"] / fastest["solution"]
        ok = ok and ratio >= TARGET
        print(
            f"{name:>14}: solution {fastest['solution'] * 1000:8.2f} ms   "
            f"reference {fastest['reference'] * 1000:8.2f} ms   "
            f"ratio {ratio:4.1f}x  (best of {runs}, both parts)"
        )
    print(f"target: >= {TARGET}x at both sizes: {'ok' if ok else 'NOT MET'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
