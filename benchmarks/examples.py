"""Example extractor benchmark: how often the first example offered for a puzzle nobody
has curated is right, against aocd-example-parser's default guess, on 134 real pages.

    python benchmarks/examples.py [--failures YEARS]

The pages are read from $AOC_EXAMPLE_PAGES, else ../shared/aoc-examples beside the
checkout; they never enter the repository. Each page is taken as a new year's puzzle (its
title's year made 2099), so neither extractor can use curated data. Over the pages with a
truth: right (the first example offered has the first truth example's input and part-1
answer), wrong but marked unsure, wrong and marked sure (aocd's guess is always
presented as sure), none offered. Rules were tuned on 2015, 2016, 2017 and 2019; 2018 and
2022 are held out. Goals: right >= 85 %, wrong-and-sure <= 2 %. --failures lists each
miss of the given years (comma-separated) with what was offered.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from aoc_framework.authoring.example_extractor import extract_examples  # noqa: E402

TUNED = ("2015", "2016", "2017", "2019")
HELD_OUT = ("2018", "2022")
OUTCOMES = ("right", "wrong-unsure", "wrong-sure", "none")
#: An offer: (input, part-1 answer, sure), or None when nothing is offered.
Offer = tuple[str, str | None, bool] | None


def folder() -> Path:
    return Path(os.environ.get("AOC_EXAMPLE_PAGES") or ROOT.parent / "shared" / "aoc-examples")


def as_new_puzzle(html: str) -> str:
    """The page titled as a 2099 puzzle: aocd reads year and day from the title
    ("Day 5 - Advent of Code 2099"), and has no curated data for 2099."""
    return re.sub(
        r"<title>Day (\d+) - Advent of Code( \d{4})?</title>",
        r"<title>Day \1 - Advent of Code 2099</title>",
        html,
        count=1,
    )


def ours(html: str) -> Offer:
    examples = extract_examples(html).examples
    if not examples:
        return None
    return examples[0].input, examples[0].part_1, examples[0].sure


def aocd_default(html: str) -> Offer:
    """aocd-example-parser's reference plugin (what aocd uses by default) on a page it
    cannot find curated data for (its guess is never marked unsure)."""
    from importlib.metadata import entry_points

    from aocd.examples import Page

    (plugin,) = entry_points(group="adventofcode.examples", name="reference")
    try:
        found = plugin.load()(Page.from_raw(html), [])
    except Exception:  # the plugin may fail in any way on a page it does not expect
        return None
    return (found[0].input_data, found[0].answer_a, True) if found else None


def outcome(offer: Offer, truth: dict) -> str:
    if offer is None:
        return "none"
    text, answer, sure = offer
    if text.rstrip() == truth["input"].rstrip() and answer == truth["part_1"]:
        return "right"
    return "wrong-sure" if sure else "wrong-unsure"


def cases() -> list[tuple[str, str, dict]]:
    """(year/day, page as a new puzzle, first truth example with an answer)."""
    base = folder()
    puzzles = json.loads((base / "truth.json").read_text(encoding="utf-8"))["puzzles"]
    found = []
    for key, entry in sorted(puzzles.items()):
        examples = [e for e in entry["examples"] or [] if e["part_1"] is not None]
        if examples:
            html = (base / "pages" / entry["page"]).read_text(encoding="utf-8")
            found.append((key, as_new_puzzle(html), examples[0]))
    return found


def measure(extractor: Callable[[str], Offer], pages: list) -> tuple[dict, float, dict]:
    """Outcomes per set, the mean time per page in ms, and each page's offer."""
    counts: dict[str, Counter] = {"tuned": Counter(), "held out": Counter(), "all": Counter()}
    offers = {}
    start = time.perf_counter()
    for key, html, truth in pages:
        offer = extractor(html)
        offers[key] = offer
        result = outcome(offer, truth)
        counts["tuned" if key[:4] in TUNED else "held out"][result] += 1
        counts["all"][result] += 1
    elapsed = (time.perf_counter() - start) / max(len(pages), 1) * 1000
    return counts, elapsed, offers


def report(name: str, counts: dict, elapsed: float) -> None:
    print(f"{name} ({elapsed:.1f} ms a page)")
    for subset, counter in counts.items():
        total = sum(counter.values())
        cells = "  ".join(
            f"{o} {counter[o]:3d} ({100 * counter[o] / max(total, 1):5.1f} %)" for o in OUTCOMES
        )
        print(f"  {subset:9s} {total:3d} pages: {cells}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--failures", default="", help="years whose misses to list")
    args = parser.parse_args()
    if not (folder() / "truth.json").is_file():
        sys.exit(f"no example pages in {folder()}: set AOC_EXAMPLE_PAGES")
    pages = cases()
    counts, elapsed, offers = measure(ours, pages)
    report("example_extractor", counts, elapsed)
    right = 100 * counts["all"]["right"] / len(pages)
    sure = 100 * counts["all"]["wrong-sure"] / len(pages)
    print(f"  right: {right:.1f} % (goal >= 85 %): {'ok' if right >= 85 else 'UNDER THE GOAL'}")
    print(f"  wrong and sure: {sure:.1f} % (goal <= 2 %): {'ok' if sure <= 2 else 'OVER'}")
    report(
        "aocd-example-parser default (reference, no curated data)",
        *measure(aocd_default, pages)[:2],
    )
    years = set(args.failures.split(",")) - {""}
    for key, _, truth in pages:
        if key[:4] in years and outcome(offers[key], truth) != "right":
            wanted = f"{truth['input'][:60]!r} -> {truth['part_1']!r}"
            print(f"\n{key} {outcome(offers[key], truth)}: truth {wanted}")
            offer = offers[key]
            print(f"  offered {offer[0][:60]!r} -> {offer[1]!r}" if offer else "  offered nothing")


if __name__ == "__main__":
    main()
