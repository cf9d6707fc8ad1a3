"""What the extractor offers: `FoundExample`, `Extraction`, and how candidates are
ranked and turned into found examples."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, replace
from typing import Any

from aoc_framework.authoring.example_extractor.answers import UNASKED
from aoc_framework.authoring.example_extractor.candidate import CASE, Candidate
from aoc_framework.authoring.example_extractor.certainty import (
    MISSING,
    VALUES_READ,
    Certainty,
    judge,
)


@dataclass(frozen=True)
class FoundExample:
    """An example found on a puzzle page, with the answers the page states for it."""

    input: str  # the example's text, ending in exactly one "\n"
    part_1: str | None  # the answer the page states for part 1 (None: none found)
    part_2: str | None  # same for part 2 (only from a part-2 article)
    extra: dict[str, Any]  # parameters the page states for the example ({"steps": 6})
    sure: bool  # True only when every rule of `certainty` holds
    score: float  # 0..1, its points squashed (ranks candidates; not a probability)
    #: Why it is sure, or not: the certainty rules that held, then "missing: <rule>".
    evidence: tuple[str, ...] = ()
    #: Part 2's answer added to part 1's example: whether part 1 alone was sure (`sure`
    #: is then both's); None otherwise.
    part_1_sure: bool | None = None

    @property
    def doubt(self) -> str | None:
        """For a guess, the first certainty rule that did not hold ("missing: ...")."""
        return next((e for e in self.evidence if e.startswith(MISSING)), None)

    @property
    def own_values(self) -> str:
        """For a guess for want of the values the page gives it alone in its extra (and
        only for that: every other rule held), those values as its evidence says them
        ("less than 32 (yours: 10000)"); else ""."""
        doubt, said = self.doubt, f"{MISSING}{VALUES_READ}: "
        return doubt[len(said) :] if doubt is not None and doubt.startswith(said) else ""

    @property
    def lacks_its_values(self) -> bool:
        """A guess for want of the values the page gives it alone (`own_values`)."""
        return bool(self.own_values)

    @property
    def why_a_guess(self) -> str | None:
        """For a guess, why, as the module's comment, the watch and `aoc examples` say
        it: the rule that did not hold, named as it reads when it holds ("3 points ahead
        of ..."); for want of the values the page gives it alone, those values and how
        to give them (`extra_hint`)."""
        doubt, own = self.doubt, self.own_values
        if own:
            hint = extra_hint(own)
            return f"the page gives it values of its own, not in its extra: {own}; {hint}"
        return None if doubt is None else f"this rule does not hold: {doubt[len(MISSING) :]}"


#: A value the page gives an example beside the real puzzle's ("less than 32 (yours:
#: 10000)"), with the words before it.
_OWN_VALUE = re.compile(r"(?P<words>[A-Za-z][\w ]*?)?\s*(?P<mine>-?\d+) \(yours: (?P<yours>-?\d+)")
#: Words before a value that name no parameter ("less than 32").
_NO_NAME = frozenset(
    ("a", "an", "the", "of", "to", "at", "in", "for", "with", "than", "less", "more", "most")
) | {"least", "is", "be", "over", "under", "above", "below", "up", "after"}


def extra_hint(values: str) -> str:
    """How a day gives an example the values the page gives it alone (`values`, as
    `FoundExample.own_values` says them), with the first of them: `give it them in
    extra, e.g. extra={"y": 10}, read as self.extra.get("y", 2000000)`, its name the
    word before the value where one names it."""
    found = _OWN_VALUE.search(values)
    if found is None:
        return 'give it them in extra, e.g. extra={"size": 5}, read as self.extra.get("size", 256)'
    words = [w for w in (found["words"] or "").lower().split() if w not in _NO_NAME]
    name = words[-1] if words and words[-1].isidentifier() else "n"
    given = f'extra={{"{name}": {found["mine"]}}}'
    read = f'self.extra.get("{name}", {found["yours"]})'
    return f"give it them in extra, e.g. {given}, read as {read}"


@dataclass(frozen=True)
class Extraction:
    """What the extractor offers (best first) and the other candidates it considered."""

    examples: tuple[FoundExample, ...]
    alternatives: tuple[FoundExample, ...]


#: Nothing found (no article, no candidate, or markup the extractor cannot read).
EMPTY = Extraction((), ())


def ranked_best_first(candidates: list[Candidate]) -> list[Candidate]:
    """Best first; a tie goes to the earlier one (the page's first example)."""
    unique: dict[tuple[str, str | None], Candidate] = {}
    for candidate in candidates:
        key = (candidate.input.rstrip(), candidate.answer)
        if key not in unique or unique[key].points < candidate.points:
            unique[key] = candidate
    return sorted(unique.values(), key=lambda c: (-c.points, c.position))


def fellow_cases(
    offered: Candidate, verdict: Certainty, ranked: list[Candidate], part: int = 1
) -> list[tuple[Candidate, Certainty]]:
    """When `offered` (judged `verdict`) is a case of a list of cases, the list's other
    cases whose items state an answer of the kind asked, each judged for `part`, those
    judged as it is (a guess beside sure cases is only an alternative), in page order.
    Offered beside it, each checks the day where one case alone may pass a wrong part
    ("`14` gives `2`", as `12` does, whether the fuel's fuel is counted or not)."""
    if offered.kind != CASE or offered.listing is None:
        return []
    fellows = (
        c
        for c in sorted(ranked, key=lambda c: c.position)
        if c is not offered
        and c.listing is offered.listing
        and c.answer is not None
        and UNASKED not in c.answer_evidence
    )
    judged = ((c, judge(c, ranked, part)) for c in fellows)
    return [(c, j) for c, j in judged if j.sure == verdict.sure]


def found_example(candidate: Candidate, judged: Certainty | None) -> FoundExample:
    """The example `candidate` is, sure as `judged` says (None: not the one offered)."""
    return FoundExample(
        input=candidate.input.rstrip("\n") + "\n",
        part_1=candidate.answer,
        part_2=None,
        extra=dict(candidate.extra),
        sure=judged is not None and judged.sure,
        score=_squashed(candidate.points),
        evidence=judged.evidence if judged is not None else (),
    )


#: The evidence of an example the user's accepted part 1 answers as the page states.
BORNE_OUT = "borne out by your part 1, which the site accepted"


def bearing_out(
    found: list[FoundExample], borne_out: Collection[tuple[str, str]]
) -> list[FoundExample]:
    """`found` with the examples `borne_out` names (input, part-1 answer) sure and first:
    a part 1 the site accepted that gives an example's stated answer on its input is a
    check no reading of the page can match (a wrong block, or a wrong value read as its
    answer, would give another number)."""
    pairs = {(text.rstrip(), answer) for text, answer in borne_out}
    confirmed = [
        replace(f, sure=True, evidence=(BORNE_OUT,))
        for f in found
        if (f.input.rstrip(), f.part_1) in pairs
    ]
    return confirmed + [f for f in found if (f.input.rstrip(), f.part_1) not in pairs]


def _squashed(points: float) -> float:
    """Points (unbounded) as a confidence between 0 and 1 (10 points: 0.67)."""
    return round(max(points, 0.0) / (max(points, 0.0) + 5.0), 3)
