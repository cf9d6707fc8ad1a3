"""Part 2's example, once part 1 is solved: part 2's own candidates weighed with part 1's
example answered again (docs/examples.md, "Part 2")."""

from __future__ import annotations

import re
from dataclasses import replace

from aoc_framework.authoring.example_extractor.answers import (
    BESIDE_QUESTION,
    CORRECTION,
    UNASKED,
    answers_in,
)
from aoc_framework.authoring.example_extractor.blocks import block_candidates, without_label
from aoc_framework.authoring.example_extractor.candidate import (
    ANSWER_AHEAD,
    ANSWER_BESIDE,
    ANSWER_LEAD,
    BLOCK,
    CASE,
    INTRODUCED,
    INTRODUCED_PLAINLY,
    NAMED_BY_ANSWER,
    NAMED_EXAMPLE,
    PART_1_EXAMPLE,
    PART_1_SURE,
    Candidate,
)
from aoc_framework.authoring.example_extractor.certainty import Certainty, judge
from aoc_framework.authoring.example_extractor.found import (
    FoundExample,
    fellow_cases,
    found_example,
    ranked_best_first,
)
from aoc_framework.authoring.example_extractor.inline import inline_candidates
from aoc_framework.authoring.example_extractor.page import (
    EXAMPLE_ABOVE,
    page_order,
    question_words,
)
from aoc_framework.site.soup import Tag


def with_part_2(
    found: list[FoundExample], article: Tag, part_1: Tag, real_input: str | None
) -> tuple[list[FoundExample], list[FoundExample]]:
    """`found` (part 1's examples, best first) with part 2's example from the part-2
    `article`: its own candidates (a block, a list of cases, a value it introduces as an
    example) weighed with part 1's example answered again in its text and with part 1's
    examples it names by their part-1 answers; part 1's offered example gets the part-2
    answer when it wins, else the winner is added (`found` may be empty); a case of a
    list brings the list's other cases (`fellow_cases`), added as part 2's examples. Then
    part 2's other candidates, best first (what a part-2 guess that fails is checked
    against)."""
    question = question_words(article)
    positions = page_order(article)
    known = [without_label(block.get_text()) for block in part_1.find_all("pre")]
    candidates = block_candidates(article, positions, question, real_input, known)
    candidates += inline_candidates(article, positions, question, real_input)
    candidates = [c for c in candidates if c.input.strip() and c.answer is not None]
    first = next((f for f in found if f.part_1 is not None), found[0] if found else None)
    drawn = {text.strip() for text in known}
    for candidate in candidates:  # part 1's example, or another block of part 1, again
        if first is not None and candidate.input.rstrip() == first.input.rstrip():
            candidate.add(2.0, "part 1's example")
        elif candidate.kind == BLOCK and candidate.input.strip() in drawn:
            candidate.add(3.0, "a block of part 1 again")  # "a copy of the second example"
    # Part 1's example written again as a case of part 2's ("`mjqjpq...`: first marker
    # after character `19`") has its answer there, not in the last value the text states.
    as_a_case = first is not None and any(
        c.kind == CASE and c.input.rstrip() == first.input.rstrip() for c in candidates
    )
    if first is not None and not as_a_case:
        own_first = min((c.position for c in candidates if _own_example(c)), default=None)
        again = _part_1_again(first, article, question, _claimed(candidates), own_first)
        own = any({INTRODUCED, INTRODUCED_PLAINLY} & set(c.reasons) for c in candidates)
        if again is not None and (INTRODUCED in again.reasons or not own):
            candidates.append(again)  # spoken of, or the article gives no example of its own
    candidates += _named_by_answer(found, article, question)
    if not candidates:
        return found, []
    ranked = ranked_best_first(candidates)
    best = ranked[0]
    judged = judge(best, ranked, part=2)
    fellows = fellow_cases(best, judged, ranked, part=2)
    offered = {id(c) for c, _ in fellows}
    others = [_part_2_found(c, None) for c in ranked[1:] if id(c) not in offered]
    fellows_found = [_part_2_found(c, verdict) for c, verdict in fellows]
    if first is not None and best.input.rstrip() == first.input.rstrip():
        extra = {**first.extra, **best.extra}
        both_sure = first.sure and judged.sure
        updated = replace(
            first, part_2=best.answer, extra=extra, sure=both_sure, part_1_sure=first.sure
        )
        updated = replace(updated, evidence=(*first.evidence, *judged.evidence))
        return [updated if f is first else f for f in found] + fellows_found, others
    return [*found, _part_2_found(best, judged), *fellows_found], others


def _part_2_found(candidate: Candidate, judged: Certainty | None) -> FoundExample:
    """`candidate` as a found example of part 2 alone (None: not judged, a guess)."""
    return replace(found_example(candidate, judged), part_1=None, part_2=candidate.answer)


def _own_example(candidate: Candidate) -> bool:
    """Whether `candidate` is a new example of part 2's own: a block it introduces as an
    example ("Here is a more interesting example:"), not part 1's drawn again."""
    return (
        candidate.kind == BLOCK
        and INTRODUCED in candidate.reasons
        and not {"part 1's example", "a block of part 1 again"} & set(candidate.reasons)
    )


def _claimed(candidates: list[Candidate]) -> set[str]:
    """The answers of part 2's own new examples (`_own_example`)."""
    return {c.answer for c in candidates if c.answer is not None and _own_example(c)}


#: The example nearest above, unqualified ("In the example above", "the above example"):
#: after an example of part 2's own, that example.
_NEAREST_EXAMPLE = re.compile(r"\bthe (example above|above example)\b", re.IGNORECASE)


def _speaks_of_part_1(article: Tag, own_first: int | None) -> bool:
    """Whether part 2's text speaks of the example already given ("In the example above",
    "the same example"). After a block part 2 introduces as an example of its own (at
    `own_first` in page order; None: none), "In the example above" is that block ("For
    example, given the following box IDs:" ... "(In the example above, ... `fgij`.)"):
    read as part 1's, part 1's example was offered as a rival answered by the new block's
    value. A qualified one ("In the large example above", "the same example") still
    names part 1's."""
    if own_first is None:
        return bool(EXAMPLE_ABOVE.search(article.get_text(" ", strip=True)))
    order = page_order(article)
    for unit in article.find_all(["p", "li"]):
        text = unit.get_text(" ")
        if order.get(id(unit), 0) > own_first:
            text = _NEAREST_EXAMPLE.sub("", text)
        if EXAMPLE_ABOVE.search(text):
            return True
    return False


def _part_1_again(
    first: FoundExample, article: Tag, question: set[str], claimed: set[str], own_first: int | None
) -> Candidate | None:
    """Part 1's example with the answer part 2's text states for it ("In the example
    above, ... is now `56`"), weighed by that answer; its parameters carried over. Not
    a value `claimed` as the answer of a new example of part 2: that example's result."""
    stated = _part_2_answer(article, question, claimed)
    if stated is None:
        return None
    answer, points, evidence, lead, beside = stated
    if UNASKED in evidence:  # "!" where the question counts: no answer of part 2's
        return None
    # Placed after the article's own candidates: a tie goes to the article's example.
    candidate = Candidate(first.input, 1 << 30, kind=PART_1_EXAMPLE, extra=dict(first.extra))
    text = article.get_text(" ", strip=True)
    if _speaks_of_part_1(article, own_first):
        candidate.add(3.0, "for example")  # the text speaks of the example already given
    if first.sure:
        candidate.add(1.0, PART_1_SURE)
    candidate.answer = answer
    candidate.answer_evidence = evidence
    candidate.add(points, "answer stated")
    if lead >= ANSWER_LEAD:
        candidate.reasons.append(ANSWER_AHEAD)  # evidence for sureness, not points
    if beside:
        candidate.reasons.append(ANSWER_BESIDE)  # evidence for sureness, not points
    candidate.take_parameters(text, article)
    return candidate


def _part_2_answer(
    article: Tag, question: set[str], claimed: set[str]
) -> tuple[str, float, frozenset[str], float, bool] | None:
    """The value part 2's text states for the example (the best stated answer not
    `claimed`), its points, what states it, its lead in points over every other value
    the text states (at their best; not those a sentence corrects, `_superseded`), and
    whether it is the only value stated beside the question's words."""
    # The question's own paragraph too: its sentence is passed over ("?"), but what
    # follows it may state the answer ("(In the above example, the answer would be ...)").
    stated = [
        [a for a in answers_in(unit, question, article) if a[0] not in claimed]
        for unit in article.find_all(["p", "li"])
    ]
    best: tuple[str, float, frozenset[str]] | None = None
    values: dict[str, float] = {}
    beside: set[str] = set()
    for distance, unit_values in enumerate(stated):
        for value, points, evidence in unit_values:
            values[value] = max(points, values.get(value, points))
            if BESIDE_QUESTION in evidence:
                beside.add(value)
            ranking = points + 0.02 * distance  # the last stated value is the usual answer
            if best is None or ranking >= best[1]:
                best = (value, ranking, evidence)
    if best is None:
        return None
    rivals = set(values) - {best[0]} - _superseded(stated, best[0])
    lead = values[best[0]] - max((values[value] for value in rivals), default=0.0)
    return (*best, lead, beside == {best[0]})


def _superseded(stated: list[list[tuple[str, float, frozenset[str]]]], answer: str) -> set[str]:
    """The values of the sentence that the sentence stating `answer` corrects ("In the
    above example, ... a total of `40` steps." then "However, the top-right intersection
    is better: ... a total of `30` steps."): the text says which is the answer, so the
    corrected values are no second reading of it. The corrected sentence is the one
    before: the unit's values before the correction, or, when it opens its unit, the
    previous unit's."""
    for number, unit_values in enumerate(stated):
        names = [value for value, _, _ in unit_values]
        corrects = [CORRECTION in evidence for _, _, evidence in unit_values]
        if answer not in names or not corrects[names.index(answer)]:
            continue
        before = names[: corrects.index(True)]
        if before or number == 0:
            return set(before)
        return {value for value, _, _ in stated[number - 1]}
    return set()


#: How far before "example" the answer that names an example may stand, in one clause
#: ("The `13312` ORE-per-FUEL example could produce ..."); an answer of fewer characters
#: names nothing ("the 2 ... example").
_NAMING_REACH, _NAMING_LENGTH = 30, 3
_EXAMPLE_WORD = re.compile(r"\bexample\b", re.IGNORECASE)


def _named_by_answer(
    found: list[FoundExample], article: Tag, question: set[str]
) -> list[Candidate]:
    """Part 1's examples that part 2's text names by their part-1 answer, each with the
    other value the naming paragraph or item states (its part-2 answer)."""
    named = []
    order = page_order(article)
    naming = _naming_words(article)
    answers: dict[str, FoundExample] = {}  # an answer names the best example stating it
    for example in found:
        if example.part_1 is not None and len(example.part_1) >= _NAMING_LENGTH:
            answers.setdefault(example.part_1, example)
    for answer, example in answers.items():
        unit = naming.get(answer)
        stated = [a for a in answers_in(unit, question, article) if a[0] != answer] if unit else []
        if stated:
            value, points, evidence = max(stated, key=lambda a: a[1])
            candidate = Candidate(example.input, order[id(unit)], value, kind=NAMED_EXAMPLE)
            candidate.extra = dict(example.extra)
            candidate.add(3.0, INTRODUCED)  # spoken of as an example
            candidate.add(3.0, NAMED_BY_ANSWER)
            candidate.answer_evidence = evidence
            candidate.add(points, "answer stated")
            named.append(candidate)
    return named


def _naming_words(article: Tag) -> dict[str, Tag]:
    """The words that stand a little before "example" in one clause of `article`, each
    with the first paragraph or list item that holds it (read once: linear in the text)."""
    words: dict[str, Tag] = {}
    for unit in article.find_all(["p", "li"]):
        text = unit.get_text(" ")
        for match in _EXAMPLE_WORD.finditer(text):
            clause = re.split(r"[.?!,;:]\s", text[max(0, match.start() - 80) : match.start()])[-1]
            for word in re.finditer(r"\S+", clause):
                if len(clause) - word.end() <= _NAMING_REACH:
                    words.setdefault(word.group(), unit)
    return words
