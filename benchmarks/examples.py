"""Example extractor benchmark: how often the examples offered for a puzzle nobody has
curated are right, and how often "sure" is, for part 1 and part 2, against
aocd-example-parser's default guess.

    python benchmarks/examples.py [--failures YEARS] [--part 1|2]

Part 1: the 134 pages of $AOC_EXAMPLE_PAGES (else ../shared/aoc-examples) as at unlock.
Part 2: the 120 pages of $AOC_EXAMPLE_PAGES_PART2 (else ../shared/aoc-examples-part2) as
once part 1 is solved (both articles, "Your puzzle answer was ..." between them). They
never enter the repository. Each page is taken as a new year's puzzle (its title's year
made 2099), so neither extractor can use curated data. Scored as the corpora's READMEs say
(tests/example_corpus.py): over the pages with a truth, right (every example offered with
an answer for the part is one of the page's truth pairs), of them right and marked sure,
wrong but marked a guess, wrong and marked sure (aocd's guess is always presented as
sure), none offered; and the precision of "sure": of the examples marked sure, the share
that is right. Rules were tuned on 2015-2019 (2018 from 28 November 2026); 2022 is held out.
Goals, on the held-out pages: right >= 90 %, right and sure >= 75 %, wrong and sure <= 1 %.
Beside them, the ceiling any reading of the pages has: the pages that write a truth
example at all (each of its lines and its answer somewhere in the page's text); on the
others the example is not on the page as written (a count the reader makes, an input in
words), and no extractor can be right there.
Part 2 is also scored as the watch reads it once part 1 is accepted: the part-1
examples offered at unlock that the accepted part 1 answers right are borne out
(docs/examples.md, "Borne out"), that part 1 played by the page's part-1 truth.
--inputs DIR also scores the pages as on a morning with a session token: the extractor
given the user's real input, from DIR/YYYY/DD.txt (a project's inputs folder), on the
pages that have one. Those inputs are other people's: they never enter the repository or
CI, so this is a figure to measure by hand, and the CI floors are without it.
Every run also gives each page inputs of common shapes (a number, numbers on one line
split by tabs, a list split by commas, a number a line, the page's first block) and
counts the examples offered wrong and sure, a separator aside (the input's own tab or
comma joins a list as it does): what `--inputs` measures, without anyone's inputs.
--failures lists each miss of the given years (comma-separated) with what was offered.
"""

from __future__ import annotations

import argparse
import html
import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.example_corpus import (  # noqa: E402
    PARAMETER_OUTCOMES,
    Case,
    Offer,
    Tally,
    cases,
    in_the_watch,
    measure,
    ours,
    outcome,
    parameter_outcomes,
)
from tests.real_corpus import EXAMPLE_PAGES, EXAMPLE_PAGES_PART_2  # noqa: E402

COLUMNS = (
    ("right", "right"),
    ("right-sure", "right+sure"),
    ("wrong-unsure", "wrong-guess"),
    ("wrong-sure", "wrong-sure"),
    ("none", "none"),
)
#: Goals on the held-out pages (issue 45): (outcome, at least or at most, share).
GOALS = (("right", ">=", 0.90), ("right-sure", ">=", 0.75), ("wrong-sure", "<=", 0.01))


def aocd_default(case: Case) -> Offer:
    """aocd-example-parser's reference plugin (what aocd uses by default) on a page it
    cannot find curated data for (its guess is never marked unsure)."""
    from importlib.metadata import entry_points

    from aocd.examples import Page

    (plugin,) = entry_points(group="adventofcode.examples", name="reference")
    try:
        found = plugin.load()(Page.from_raw(case.html), [])
    except Exception:  # the plugin may fail in any way on a page it does not expect
        return []
    answers = ((e.input_data, e.answer_a if case.part == 1 else e.answer_b) for e in found)
    return [(text, answer, True) for text, answer in answers if answer is not None]


def report(name: str, tallies: dict[str, Tally], elapsed: float | None) -> None:
    """The tallies of `name`, with its time a page (None: read again from the cache)."""
    print(name if elapsed is None else f"{name} ({elapsed:.1f} ms a page)")
    for subset, tally in tallies.items():
        cells = "  ".join(
            f"{label} {tally.count(o):3d} ({100 * tally.share(o):5.1f} %)" for o, label in COLUMNS
        )
        precision = tally.precision
        sure = "-" if precision is None else f"{100 * precision:.1f} % of {tally.sure}"
        print(f"  {subset:9s} {tally.pages:3d} pages: {cells}  sure precision {sure}")


def goal_lines(part: int, held_out: Tally) -> None:
    """One line per goal on the held-out pages (benchmarks/december.py reads "(goal ")."""
    for name, sense, goal in GOALS:
        value = held_out.share(name)
        met = value >= goal if sense == ">=" else value <= goal
        verdict = "ok" if met else "UNDER THE GOAL" if sense == ">=" else "OVER THE GOAL"
        print(
            f"  part {part} held out {name}: {100 * value:.1f} % "
            f"(goal {sense} {100 * goal:g} %): {verdict}"
        )


def parameter_line(pages: list[Case]) -> None:
    """The parameters (`extra`) of the right examples offered, by value, tuned and held
    out (`tests/example_corpus.parameter_outcomes`)."""
    cells = []
    for subset, held_out in (("tuned", False), ("held out", True)):
        found = Counter(
            o for case in pages if case.held_out == held_out for o in parameter_outcomes(case)
        )
        cells.append(f"{subset} " + " ".join(f"{o} {found[o]}" for o in PARAMETER_OUTCOMES))
    print(f"  parameters of the right examples offered: {'; '.join(cells)}")


def written_on_page(case: Case) -> bool:
    """Whether the page writes one of its truth examples: each line of its input and its
    answer (a whole word) somewhere in its text. A generous bound: a reader may still have
    to join, split or pick what is written."""
    text = html.unescape(re.sub(r"<[^>]+>", "", case.html))
    for example, answer in case.truth:
        lines = [line.strip() for line in example.splitlines() if line.strip()]
        stated = re.search(rf"(?<![\w.]){re.escape(answer)}(?!\w)", text)
        if stated and all(line in text for line in lines):
            return True
    return False


def ceiling_line(pages: list[Case]) -> None:
    """How many pages, tuned and held out, write a truth example (`written_on_page`)."""
    cells = []
    for subset, held_out in (("tuned", False), ("held out", True)):
        chosen = [case for case in pages if case.held_out == held_out]
        written = sum(map(written_on_page, chosen))
        cells.append(f"{subset} {written} of {len(chosen)} ({100 * written / len(chosen):.1f} %)")
    print(f"  ceiling: the page writes a truth example: {'; '.join(cells)}")


def timed(extractor, pages: list[Case]) -> tuple[dict[str, Tally], dict[str, Offer], float]:
    start = time.perf_counter()
    tallies, offers = measure(extractor, pages)
    return tallies, offers, (time.perf_counter() - start) / max(len(pages), 1) * 1000


def failures(pages: list[Case], offers: dict[str, Offer], years: set[str]) -> None:
    for case in pages:
        result = outcome(offers[case.key], case)
        if case.key[:4] in years and result not in ("right-sure",):
            wanted = "; ".join(f"{t[:50]!r} -> {a!r}" for t, a in sorted(case.truth))
            print(f"\n{case.key} part {case.part} {result}: truth {wanted}")
            for text, answer, sure in offers[case.key] or []:
                print(f"  offered {text[:50]!r} -> {answer!r} {'sure' if sure else 'guess'}")


def real_inputs(folder: Path | None, pages: list[Case]) -> dict[str, str]:
    """The real input of each page in `folder` (YYYY/DD.txt), by the page's key."""
    if folder is None:
        return {}
    found = {}
    for case in pages:
        year, day = case.key.split("/")
        path = folder / year / f"{int(day):02d}.txt"
        if path.is_file():
            found[case.key] = path.read_text()
    return found


def with_real_inputs(part: int, pages: list[Case], inputs: dict[str, str]) -> None:
    """The extractor given each page's real input, on the pages that have one (part 2 in
    the watch, as the morning reads it), beside its figures without it on those pages."""
    chosen = [case for case in pages if case.key in inputs]
    if not chosen:
        return
    if part == 1:
        given = timed(lambda case: ours(case, None, inputs[case.key]), chosen)
        without = timed(ours, chosen)
    else:
        given, without = timed(in_the_watch(inputs), chosen), timed(in_the_watch(), chosen)
    report(f"with the real input ({len(chosen)} pages with one)", given[0], given[2])
    report("the same pages without it", without[0], None)  # extracted above: cached


#: Inputs of common shapes (`shaped_inputs`), none of them a page's.
SHAPES = {
    "a number": "3017957\n",
    "tab-separated numbers": "14\t0\t15\t12\t11\n",
    "a comma list": "s2,x5/15,pf/a,x12/10\n",
    "a number a line": "-1\n-19\n+7\n+3\n",
}


def _unseparated(text: str) -> str:
    return re.sub(r"[\t,]\s*", "\n", text.strip())


def shaped_inputs(part: int, pages: list[Case]) -> None:
    """The examples offered wrong and sure when each page is given an input of each of
    `SHAPES` and its own first block (three times over), a separator aside."""
    wrong = Counter()
    for case in pages:
        block = re.search(r"<pre><code>(.*?)</code></pre>", case.html, re.S)
        given = dict(SHAPES)
        if block:
            given["its first block"] = html.unescape(re.sub(r"<[^>]+>", "", block[1])) * 3
        truth = {(_unseparated(text), answer) for text, answer in case.truth}
        for shape, real_input in given.items():
            extractor = in_the_watch({case.key: real_input}) if part == 2 else None
            offer = extractor(case) if extractor else ours(case, None, real_input)
            if any(sure and (_unseparated(t), a) not in truth for t, a, sure in offer):
                wrong[shape] += 1
    counts = ", ".join(f"{shape} {wrong[shape]}" for shape in [*SHAPES, "its first block"])
    print(f"  inputs of common shapes, wrong and sure (a separator aside): {counts}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--failures", default="", help="years whose misses to list")
    parser.add_argument("--part", type=int, choices=(1, 2), help="only this part")
    parser.add_argument("--inputs", type=Path, help="real inputs, DIR/YYYY/DD.txt (not in CI)")
    args = parser.parse_args()
    years = set(args.failures.split(",")) - {""}
    for part, corpus in ((1, EXAMPLE_PAGES), (2, EXAMPLE_PAGES_PART_2)):
        if args.part not in (None, part):
            continue
        if not (corpus.folder / "truth.json").is_file():
            sys.exit(f"no example pages in {corpus.folder}: set {corpus.variable}")
        pages = cases(part)
        print(f"== part {part}: {corpus.folder.name}")
        tallies, offers, elapsed = timed(ours, pages)
        report("example_extractor", tallies, elapsed)
        goal_lines(part, tallies["held out"])
        ceiling_line(pages)
        parameter_line(pages)
        if part == 2:
            watched, _, elapsed = timed(in_the_watch(), pages)
            report("example_extractor in the watch, part 1's examples borne out", watched, elapsed)
            goal_lines(part, watched["held out"])
        with_real_inputs(part, pages, real_inputs(args.inputs, pages))
        shaped_inputs(part, pages)
        reference, _, elapsed = timed(aocd_default, pages)
        report("aocd-example-parser default (reference, no curated data)", reference, elapsed)
        failures(pages, offers, years)


if __name__ == "__main__":
    main()
