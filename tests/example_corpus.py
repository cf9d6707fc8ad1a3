"""How an example extractor is scored on the real pages of the two example corpora (their
READMEs): one rule, read by the floor tests and by benchmarks/examples.py.

- part 1: `aoc-examples`, each page as it is at unlock (part 1's article);
- part 2: `aoc-examples-part2`, each page as it is once part 1 is solved: both articles,
  with what the real site shows between them ("Your puzzle answer was ...", "The first
  half of this puzzle is complete!").

Every page is served as a 2099 puzzle, so nothing keyed by its year or day can help. Over
the pages with a truth, a page is `right` when every example offered with an answer for
the part is one of the page's truth pairs (input and that part's answer); otherwise
`wrong-sure` when a wrong one is marked sure, `wrong-unsure` when not, `none` when nothing
is offered for the part. `right` pages whose offered examples are all marked sure are also
`right-sure`. Rules were tuned on 2015, 2016, 2017 and 2019, then also on 2018 (from 28
November 2026: docs/examples.md, "How the held-out pages were held out"); 2022, the
year nearest the morning's puzzles in style, is held out.
"""

from __future__ import annotations

import functools
import json
import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tests.real_corpus import EXAMPLE_PAGES, EXAMPLE_PAGES_PART_2, Corpus

if TYPE_CHECKING:
    from aoc_framework.authoring.example_extractor import Extraction

TUNED = ("2015", "2016", "2017", "2018", "2019")
HELD_OUT = ("2022",)
OUTCOMES = ("right", "right-sure", "wrong-unsure", "wrong-sure", "none")
#: An offer: (input, answer for the part, sure) for each example offered for the part.
Offer = list[tuple[str, str, bool]]
#: What the real site shows between the articles once part 1 is solved (the answer is the
#: user's, for their own input: never an example's).
SOLVED = (
    "</article>\n<p>Your puzzle answer was <code>7305</code>.</p>"
    '<p class="day-success">The first half of this puzzle is complete! '
    "It provides one gold star: *</p>\n<article"
)


@dataclass(frozen=True)
class Case:
    """One page with a truth: its key (year/day), the page served as a new puzzle, the
    part it is scored on, the right (input, answer) pairs, and each truth input's
    parameters (`extra`) as the values they hold, sorted (the curators' key names are
    their own: only the values can be scored)."""

    key: str
    html: str
    part: int
    truth: frozenset[tuple[str, str]]
    parameters: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def held_out(self) -> bool:
        return self.key[:4] in HELD_OUT


def as_new_puzzle(html: str) -> str:
    """The page titled as a 2099 puzzle: aocd reads year and day from the title
    ("Day 5 - Advent of Code 2099"), and has no curated data for 2099."""
    return re.sub(
        r"<title>Day (\d+) - Advent of Code( \d{4})?</title>",
        r"<title>Day \1 - Advent of Code 2099</title>",
        html,
        count=1,
    )


def as_solved(html: str) -> str:
    """The two-article page as the real site serves it once part 1 is solved."""
    return html.replace("</article>\n<article", SOLVED, 1).replace("</article><article", SOLVED, 1)


def cases(part: int) -> list[Case]:
    """The pages of `part`'s corpus that have a truth, in key order (fails or skips as
    `tests/real_corpus.py` says when the corpus is missing)."""
    corpus: Corpus = EXAMPLE_PAGES if part == 1 else EXAMPLE_PAGES_PART_2
    base = corpus.need_folder()
    puzzles = json.loads((base / "truth.json").read_text(encoding="utf-8"))["puzzles"]
    answer = f"part_{part}"
    found = []
    for key, entry in sorted(puzzles.items()):
        truth = frozenset(
            (e["input"].rstrip(), e[answer])
            for e in entry["examples"] or []
            if e[answer] is not None
        )
        if truth:
            html = as_new_puzzle((base / "pages" / entry["page"]).read_text(encoding="utf-8"))
            html = html if part == 1 else as_solved(html)
            found.append(Case(key, html, part, truth, _parameters(entry, answer)))
    return found


def _parameters(entry: dict, answer: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple(
        (e["input"].rstrip(), tuple(sorted(map(str, (e.get("extra") or {}).values()))))
        for e in entry["examples"] or []
        if e[answer] is not None
    )


#: What the parameters of a right example offered are, against the truth's values.
PARAMETER_OUTCOMES = ("right", "missing", "extra", "wrong")


def parameter_outcomes(case: Case) -> list[str]:
    """For each example offered for the case's part that is one of its truth pairs, its
    parameters (`extra`) by value: `right`, `missing` (none where the truth has some),
    `extra` (some where the truth has none) or `wrong`."""
    wanted = dict(case.parameters)
    found = []
    for example in extracted(case.html).examples:
        answer = example.part_1 if case.part == 1 else example.part_2
        text = example.input.rstrip()
        if answer is None or (text, answer) not in case.truth:
            continue
        want, got = wanted.get(text, ()), tuple(sorted(map(str, example.extra.values())))
        found.append(
            "right" if want == got else "missing" if not got else "extra" if not want else "wrong"
        )
    return found


def outcome(offer: Offer, case: Case) -> str:
    """`right`, `right-sure`, `wrong-unsure`, `wrong-sure` or `none` for one page."""
    if not offer:
        return "none"
    wrong = [sure for text, answer, sure in offer if (text.rstrip(), answer) not in case.truth]
    if not wrong:
        return "right-sure" if all(sure for _, _, sure in offer) else "right"
    return "wrong-sure" if any(wrong) else "wrong-unsure"


@dataclass
class Tally:
    """The outcomes over a set of pages, and the examples marked sure (right or not)."""

    outcomes: Counter = field(default_factory=Counter)
    sure: int = 0
    sure_right: int = 0

    @property
    def pages(self) -> int:
        return sum(self.outcomes.values())

    def count(self, name: str) -> int:
        """Pages with outcome `name`; `right` counts the right-and-sure ones too."""
        if name == "right":
            return self.outcomes["right"] + self.outcomes["right-sure"]
        return self.outcomes[name]

    def share(self, name: str) -> float:
        return self.count(name) / max(self.pages, 1)

    @property
    def precision(self) -> float | None:
        """Of the examples marked sure, the share that is right (None: none marked)."""
        return self.sure_right / self.sure if self.sure else None

    def add(self, offer: Offer, case: Case) -> None:
        self.outcomes[outcome(offer, case)] += 1
        for text, answer, sure in offer:
            if sure:
                self.sure += 1
                self.sure_right += (text.rstrip(), answer) in case.truth


def in_the_watch(real_inputs: Mapping[str, str] | None = None) -> Callable[[Case], Offer]:
    """Part 2 as the watch reads it once part 1 is accepted (`ours` with `borne_out`):
    of the examples offered at unlock (the module's), those a part 1 the site accepted
    answers as stated are borne out. Such a part 1 is the puzzle's rule, so it is played
    by the page's part-1 truth (aoc-examples' truth.json): it gives a truth pair's answer
    on its input, and on another text (another block, a state of the example) its own
    result, not the value the extractor read beside it. Counted as not borne out when it
    would agree by chance: a conservative reading. `real_inputs`: the user's input of
    each page that has one, by key, given to both readings (the morning with a token)."""
    at_unlock = {case.key: case for case in cases(1)}  # part 1's pages, with a truth
    inputs = real_inputs or {}

    def extractor(case: Case) -> Offer:
        page = at_unlock.get(case.key)
        real_input = inputs.get(case.key)
        module = extracted(page.html, (), real_input).examples if page is not None else ()
        borne_out = [
            (example.input, example.part_1)
            for example in module
            if page is not None and (example.input.rstrip(), example.part_1) in page.truth
        ]
        return ours(case, borne_out, real_input)

    return extractor


def measure(
    extractor: Callable[[Case], Offer], pages: list[Case]
) -> tuple[dict[str, Tally], dict[str, Offer]]:
    """The tallies of the tuned, held-out and all pages, and each page's offer."""
    tallies = {"tuned": Tally(), "held out": Tally(), "all": Tally()}
    offers = {}
    for case in pages:
        offer = extractor(case)
        offers[case.key] = offer
        tallies["held out" if case.held_out else "tuned"].add(offer, case)
        tallies["all"].add(offer, case)
    return tallies, offers


def extracted(
    html: str, borne_out: tuple[tuple[str, str], ...] = (), real_input: str | None = None
) -> Extraction:
    """`extract_examples` on `html` (without a real input unless given), kept: the floors
    of both parts, of their parameters and the watch's measure, in one test worker, read
    the same pages."""
    return _extracted(html, borne_out, real_input)  # one key however it is called


@functools.cache
def _extracted(
    html: str, borne_out: tuple[tuple[str, str], ...], real_input: str | None
) -> Extraction:
    from aoc_framework.authoring.example_extractor import extract_examples

    return extract_examples(html, real_input, borne_out)


def ours(
    case: Case, borne_out: list[tuple[str, str]] | None = None, real_input: str | None = None
) -> Offer:
    """What `extract_examples` offers for the case's part (with the examples
    `borne_out`, and the user's `real_input`)."""
    offered = []
    for example in extracted(case.html, tuple(borne_out or ()), real_input).examples:
        answer = example.part_1 if case.part == 1 else example.part_2
        if answer is not None:
            offered.append((example.input, answer, example.sure))
    return offered
