"""Whether the extractor is sure of the example it offers (docs/examples.md, "Sure").

Sure (`from_page=True`) is never a sum of points: it is a list of named rules, each a
piece of evidence a reader can check on the page (the sentence that introduces the
example, the way its answer is stated, the lead over the next candidate), chosen by the
kind of candidate. The example is sure when every rule of its kind holds; the rules that
held, or the first that did not, are kept on the example (`FoundExample.evidence`) so
that the module's comment and `aoc examples` can say why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from aoc_framework.authoring.example_extractor.answers import (
    BESIDE_QUESTION,
    CALLED_THE_ANSWER,
    CORRECTION,
    NAMES_THE_EXAMPLE,
    NAMES_THE_VALUE,
    NUMBER,
    RESTATES_QUESTION,
    UNASKED,
)
from aoc_framework.authoring.example_extractor.blocks import (
    DRAWN_LINE,
    STEP,
    labelled_sections,
    sections_of,
    the_data_alone,
)
from aoc_framework.authoring.example_extractor.candidate import (
    ANSWER_AHEAD,
    ANSWER_BESIDE,
    BLOCK,
    CASE,
    GIVEN_VALUE,
    INTRODUCED,
    INTRODUCED_PLAINLY,
    LOOKS_LIKE_THE_INPUT,
    NAMED_AS_INPUT,
    NAMED_BY_ANSWER,
    NAMED_EXAMPLE,
    PART_1_EXAMPLE,
    PART_1_SURE,
    SEPARATOR_KNOWN,
    SETS_UP_BLOCK,
    VERDICT,
    WHOLE_LIST,
    Candidate,
)
from aoc_framework.authoring.example_extractor.page import inline_codes

#: The reasons that add evidence; any other reason is a mark against (a picture, a later
#: state, a definition, a parameter, no introduction).
_FOR = frozenset(
    (
        INTRODUCED,
        "first block",
        LOOKS_LIKE_THE_INPUT,
        "answer stated",
        "its second part given too",
        "a verdict on a case the question counts",
        "a result for the whole list",
        NAMED_BY_ANSWER,
        ANSWER_AHEAD,
        ANSWER_BESIDE,
        SEPARATOR_KNOWN,
        NAMED_AS_INPUT,  # of a sentence's values, the one named as the input is named
        "part 1's example",  # part 2 gives part 1's example again: the same example
        PART_1_SURE,
    )
)
#: How a stated answer is plainly the example's result (`answers`): emphasised, in a
#: sentence that states a result ("In this example", "in total"), or in one that restates
#: the question (most of its words: "a minimum of `4` orbital transfers are required").
_PLAIN = frozenset(("emphasised", "a result sentence", RESTATES_QUESTION))
#: Facts of a stated answer that are no sign of its being the result, when signs are
#: counted: one against it (not of the kind asked), and those that only say whose answer
#: it is (the sentence names the example or the value, it stands by the question's words),
#: which rules of their own read (`_first_block`, `_concluded`, part 1's example again).
_NOT_SIGNS = frozenset((UNASKED, NAMES_THE_EXAMPLE, NAMES_THE_VALUE, BESIDE_QUESTION, CORRECTION))
#: The lead (in points) a block needs over the next candidate without a mark against it:
#: another example, a value in prose, a case all come close on pages where the best
#: block was not the example.
LEAD = 3.0
#: The lead (in points) a block needs, over the next candidate without a mark against
#: it, for an answer stated with two signs but not plainly to do.
ALONE = 2 * LEAD
#: The points a case of a list needs: its introduction and its answer's words.
CASE_POINTS = 4.0


#: How the evidence names the first rule that did not hold.
MISSING = "missing: "
#: The rule every sure example keeps: the values the page gives it where the real
#: puzzle has others are among its parameters (`page.unread_values`).
VALUES_READ = "the values the page gives the example in its extra"


@dataclass(frozen=True)
class Certainty:
    """Whether the offered example is sure, and why: the rules that held, then (a guess)
    the first that did not, as "missing: ..."."""

    sure: bool
    evidence: tuple[str, ...]


Rule = tuple[str, Callable[[Candidate, Sequence[Candidate]], bool]]


def _lead(candidate: Candidate, ranked: Sequence[Candidate]) -> float:
    """How many points `candidate` leads the best other candidate by that has no mark
    against it (a picture or a later state of the same example is no rival), nor is a
    later example of its own: points from the page alone (`Candidate.page_points`)."""
    others = [
        c.page_points
        for c in ranked
        if c is not candidate
        and _unmarked(c, ranked)
        and not _another_example(c, candidate)
        and not _took_its_answer(c, candidate)
        and not _answered_after(c, candidate)
        and not _named_too(c, candidate, ranked)
        and not _draws_it(c, candidate)
        and not _unnamed_twin(c, candidate)
    ]
    return candidate.page_points - max(others, default=0.0)


def _another_example(other: Candidate, candidate: Candidate) -> bool:
    """Whether `other` is a further example after the block `candidate`: a later block
    introduced as an example with an answer of its own ("Here is a larger example: ...
    `86`"). The page gives both; it does not put one in doubt."""
    return (
        candidate.kind == BLOCK
        and other.kind == BLOCK
        and other.position > candidate.position
        and INTRODUCED in other.reasons
        and other.answer is not None
        and other.answer != candidate.answer
    )


def _draws_it(other: Candidate, candidate: Candidate) -> bool:
    """Whether `other` is a block that the text does not introduce and that has the
    answer of the value in prose `candidate`: a drawing of the value's working, the one
    answer stated for both (a grid of the value's hashes, then "`8108` squares")."""
    return (
        candidate.kind == GIVEN_VALUE
        and other.kind == BLOCK
        and other.answer == candidate.answer
        and not {INTRODUCED, INTRODUCED_PLAINLY} & set(other.reasons)
    )


def _unnamed_twin(other: Candidate, candidate: Candidate) -> bool:
    """Whether `other` is a value in prose with the answer of the value `candidate`, which
    is named as the page names its input ("using an initial state of `10000`" under
    "Using the initial state in your puzzle input") while `other` is not ("a disk of
    length `12`"): the one answer leaves only which value is the input, and the page's
    name for its input says."""
    return (
        candidate.kind == GIVEN_VALUE
        and other.kind == GIVEN_VALUE
        and other.answer == candidate.answer
        and NAMED_AS_INPUT in candidate.reasons
        and NAMED_AS_INPUT not in other.reasons
    )


def _named_too(other: Candidate, candidate: Candidate, ranked: Sequence[Candidate]) -> bool:
    """Whether `other`, beside part 1's example `candidate` that part 2 names by its
    part-1 answer, is another example named so, or has the answer stated for one (the
    value is that example's): part 2 answers each example it names."""
    if candidate.kind != NAMED_EXAMPLE:
        return False
    named = [c for c in ranked if c.kind == NAMED_EXAMPLE and c is not candidate]
    return other.kind == NAMED_EXAMPLE or any(other.answer == c.answer for c in named)


def _took_its_answer(other: Candidate, candidate: Candidate) -> bool:
    """Whether `other` is a value in prose that sets up the block `candidate` ("suppose
    only `0` through `9` were valid, and this list:") and has the block's answer: the
    one answer is stated after the block, for the block."""
    return (
        candidate.kind == BLOCK
        and other.kind == GIVEN_VALUE
        and SETS_UP_BLOCK in other.reasons
        and other.answer == candidate.answer
    )


def _answered_after(other: Candidate, candidate: Candidate) -> bool:
    """Whether `other` is a value in prose before the block `candidate`, an example the
    text introduces of its own ("For example, suppose you had the following
    components:"), whose answer is the block's, stated after the block, and whose
    sentence states no result of its own ("On each axis (`x`, `y`, and `z`), ..."): the
    answer was stated for the example the text introduced after it."""
    return (
        other.kind == GIVEN_VALUE
        and candidate.kind == BLOCK
        and other.position < candidate.position
        and INTRODUCED in candidate.reasons
        and other.answer == candidate.answer
        and (other.answer_position or -1) > candidate.position
        and not other.own_result
    )


def _introduced(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    return INTRODUCED in candidate.reasons


def _unmarked(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    return all(reason in _FOR for reason in candidate.reasons)


def _answered(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    return candidate.answer is not None


def _plain_answer(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    """Its answer emphasised, in a sentence stating a result or in one restating the
    question, with one more sign (the question's words, words that state it, just before
    the question)."""
    evidence = candidate.answer_evidence - _NOT_SIGNS
    return len(evidence) >= 2 and bool(evidence & _PLAIN)


def _closing_answer(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    """Its answer stated just before the question, with one more sign (the question's
    words, words stating it, emphasis, a result sentence)."""
    signs = candidate.answer_evidence - _NOT_SIGNS
    return "before the question" in signs and len(signs) >= 2


def _plain_or_alone(candidate: Candidate, ranked: Sequence[Candidate]) -> bool:
    """Its answer plainly stated; or stated just before the question with one more sign
    (its sentence in the question's words, words stating it) by a block far ahead of
    any rival (`ALONE` points): the last thing the text says of its only example.
    (Two signs elsewhere were a step's count on the tuned pages: "after 7 bursts".)"""
    if _plain_answer(candidate, ranked):
        return True
    return _closing_answer(candidate, ranked) and _lead(candidate, ranked) >= ALONE


def _answer_of_its_kind(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    return UNASKED not in candidate.answer_evidence


def _far_ahead(candidate: Candidate, ranked: Sequence[Candidate]) -> bool:
    return _lead(candidate, ranked) >= LEAD


def _weighty_case(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    return candidate.page_points >= CASE_POINTS


def _first_on_the_page(candidate: Candidate, ranked: Sequence[Candidate]) -> bool:
    """No case or value in prose before it is introduced as an example with an answer of
    its own ("For example, if the key were `abc`, ... `609043`"): that one comes first.
    A value whose answer is the block's took the block's result, stated after it."""
    return not any(
        c.kind in (CASE, GIVEN_VALUE)
        and c.position < candidate.position
        and c.answer is not None
        and INTRODUCED in c.reasons
        and not _took_its_answer(c, candidate)
        and not _answered_after(c, candidate)
        for c in ranked
    )


def _first_block(candidate: Candidate, ranked: Sequence[Candidate]) -> bool:
    """The page's first block; or, its answer stated in a sentence naming the example
    ("So, in this example, the code is `1985`"), every block before it introduced as a
    drawing ("You picture a keypad like this:"): a picture is no example, and the text
    says which example its answer is the result of (it is the first introduced so)."""
    if "first block" in candidate.reasons:
        return True
    if not candidate.first_example or NAMES_THE_EXAMPLE not in candidate.answer_evidence:
        return False
    before = [c for c in ranked if c.kind == BLOCK and c.position < candidate.position]
    return bool(before) and all("a picture" in c.reasons for c in before)


#: The signs a value in prose needs on its answer: in a sentence stating a result, just
#: before the question (the last thing the text says of its example).
_CONCLUDED = frozenset(("a result sentence", "before the question"))


#: Or: in a sentence that names the value again, in the question's words, just before the
#: question ("So, using our example salt of `abc`, index `22728` produces the `64`th key.").
_CONCLUDED_ON_IT = frozenset((NAMES_THE_VALUE, "the question's words", "before the question"))


def _concluded(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    """Its answer stated in a sentence stating a result ("So, the answer is `11`"), just
    before the question; or, there, in a sentence that names the value with the answer
    in the question's words (the sentence says whose answer it is)."""
    evidence = candidate.answer_evidence
    return evidence >= _CONCLUDED or evidence >= _CONCLUDED_ON_IT


def _as_written(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    """The block's text is the page's, whole: no label line or later section left out
    ("Blueprint 1:" then its lines: is the example that block, or its first part?),
    unless what is left out are the later states of a walk-through ("After 1 minute:")."""
    if candidate.tag is None:
        return True
    written = candidate.tag.get_text().strip("\n")
    taken = candidate.input.strip("\n")
    if taken == written:
        return True
    # "Initial state:" then the grid, then "After 1 minute:": the walk-through's first
    # state is its input (a label then several inputs, "Blueprint 2:", is not).
    start = written.find(taken)
    rest = written[start + len(taken) :].strip("\n") if start >= 0 else ""
    # Likewise the later states of one grid, the maps the data draws, the rules drawn
    # under it: each left out by a rule a reader can check on the block.
    return bool(STEP.match(rest)) or taken == the_data_alone(written).strip("\n")


def _not_labelled_sections(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    """The input is not made of sections each under a label of its own ("Immune
    System:" ... "Infection:", "Monkey 0:" ... "Monkey 1:"): the text then walks through
    each section, stating many values, and which is the answer was wrong on a held-out
    page the first time such inputs were taken whole (28 November 2026)."""
    return not labelled_sections(sections_of(candidate.input))


def _data_only(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    """No line of the block draws under data (rules under the data, an annotated
    structure): the input may stop where the drawing starts. A block whose first line
    holds no letter or digit is a drawing itself (a maze of `|` and `+--+`)."""
    first, *rest = candidate.input.split("\n")
    if not any(character.isalnum() for character in first):
        return True
    return not any(DRAWN_LINE.fullmatch(line) for line in rest)


#: The characters a value needs for a block spelling it out to be its drawing, not a
#: chance: a short value ("`3`") is found in order in any block.
_DRAWN_VALUE = 6


def _not_a_drawn_value(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    """The block does not lay out a value of the paragraph before it: a value written
    in the block only spread over its lines ("the image data `123456789012` corresponds
    to the following image layers:", then `123` / `456` ...) is the example, the block
    its drawing."""
    if candidate.tag is None:
        return True
    intro = candidate.tag.find_previous(["p", "li"])
    values = (code.get_text().strip() for code in inline_codes(intro))
    return not any(
        len(value) >= _DRAWN_VALUE and _spread_over(value, candidate.input) for value in values
    )


def _spread_over(value: str, text: str) -> bool:
    """Whether `text` holds the characters of `value` in order, but not `value` whole."""
    if value in text:
        return False
    rest = iter(text)
    return all(character in rest for character in value)


_CLOSING_OR_PLAIN: Rule = (
    "its answer stated plainly, or just before the question with one more sign",
    lambda c, r: _closing_answer(c, r) or _plain_answer(c, r),
)
_PLAINLY: Rule = (
    "its answer plainly stated (emphasised, in a result sentence or restating the question)",
    _plain_answer,
)
_PLAIN_OR_ALONE: Rule = (
    "its answer plainly stated (emphasised, in a result sentence or restating the"
    f" question; or before the question, {ALONE:g} points ahead)",
    _plain_or_alone,
)
_FAR_AHEAD: Rule = (f"{LEAD:g} points ahead of the next unmarked candidate", _far_ahead)
_FIRST_BLOCK_OR_AFTER_DRAWINGS: Rule = (
    "the page's first block (or the first example, after drawings)",
    _first_block,
)
_FIRST_BLOCK: Rule = ("the page's first block", lambda c, _: "first block" in c.reasons)
#: Part 2's block: plainly answered, and the first (in part 2's text "the example above"
#: may be part 1's, so it does not say which block it answers).
_PART_2_BLOCK = {_PLAIN_OR_ALONE: _PLAINLY, _FIRST_BLOCK_OR_AFTER_DRAWINGS: _FIRST_BLOCK}
_INTRODUCED: Rule = ("introduced as an example", _introduced)
_UNMARKED: Rule = ("no mark of a picture, a later state or a walk-through", _unmarked)
_ANSWERED: Rule = ("its answer stated", _answered)
_OF_ITS_KIND: Rule = ("its answer a number where the question asks for one", _answer_of_its_kind)

#: The rules of each kind of candidate, in the order they are checked.
RULES: dict[str, tuple[Rule, ...]] = {
    BLOCK: (
        _INTRODUCED,
        ("the page's first block introduced as an example", lambda c, _: c.first_example),
        _FIRST_BLOCK_OR_AFTER_DRAWINGS,
        ("the block taken whole, as the page writes it", _as_written),
        ("no line of the block drawn rather than data", _data_only),
        ("not an input of labelled sections", _not_labelled_sections),
        ("not a value of the text laid out over lines", _not_a_drawn_value),
        _UNMARKED,
        ("no example with its answer given in the text before it", _first_on_the_page),
        _ANSWERED,
        _OF_ITS_KIND,
        _PLAIN_OR_ALONE,
        _FAR_AHEAD,
    ),
    CASE: (
        _INTRODUCED,
        _UNMARKED,
        _ANSWERED,
        _OF_ITS_KIND,
        ("a case whose answer the item states", _weighty_case),
    ),
    VERDICT: (_INTRODUCED, _UNMARKED, _ANSWERED),
    # "if the number were `10`": the page may mean another value, or write it otherwise;
    # sure only when the text concludes on its answer ("So, ... is `11`.") and the
    # question follows (plainly stated elsewhere, held-out values were wrong 3 in 4).
    GIVEN_VALUE: (
        _INTRODUCED,
        _UNMARKED,
        _ANSWERED,
        _OF_ITS_KIND,
        (
            "its answer stated as a result (or beside the value again), just before the question",
            _concluded,
        ),
        _FAR_AHEAD,
    ),
    # The items joined one a line: the real input may join them otherwise ("a,b,c"); with
    # the real input, as it joins its values, and then as a block's rules say.
    WHOLE_LIST: (
        (
            "the cases' separator known (one a line is a guess without the real input)",
            lambda c, _: SEPARATOR_KNOWN in c.reasons,
        ),
        _INTRODUCED,
        _UNMARKED,
        _ANSWERED,
        _OF_ITS_KIND,
        _PLAIN_OR_ALONE,
        _FAR_AHEAD,
    ),
}


def _number_answer(candidate: Candidate, _: Sequence[Candidate]) -> bool:
    """Its answer a number: a case of part 2 that states a text may state a step of the
    working ("`(3x3)XYZ` still becomes `XYZXYZXYZ`"), not the result asked for."""
    return candidate.answer is not None and bool(NUMBER.fullmatch(candidate.answer))


#: Part 2's rules: the same for a block and a verdict; a case as part 1's, and its answer a
#: number (a case stating a text was sure and wrong on the tuned pages: a step, not the
#: answer). Part 1's example answered again is sure when its answer, stated plainly or
#: just before the question with one more sign, leads every other value the text states:
#: a second value close behind (a step's count, another example's result) leaves two
#: readings. (Signs of its answer alone, without that lead, were sure and wrong on a
#: held-out page, whichever were asked for; stated plainly, with the lead, it is right
#: on every page of both corpora: the tenth round.)
RULES_PART_2: dict[str, tuple[Rule, ...]] = {
    **RULES,
    # Part 2's block needs its answer plainly stated: the text before part 2's question
    # in the question's words stated a step's value on the tuned pages. And to be the
    # first block of part 2's text: "the example above" there may be part 1's.
    BLOCK: tuple(_PART_2_BLOCK.get(rule, rule) for rule in RULES[BLOCK]),
    WHOLE_LIST: tuple(_PART_2_BLOCK.get(rule, rule) for rule in RULES[WHOLE_LIST]),
    CASE: (*RULES[CASE], ("its answer a number, not a text (a step)", _number_answer)),
    # Which example it is, part 1's answer for it says; its part-2 answer plainly stated.
    NAMED_EXAMPLE: (_INTRODUCED, _ANSWERED, _OF_ITS_KIND, _PLAINLY, _FAR_AHEAD),
    PART_1_EXAMPLE: (
        _INTRODUCED,
        ("part 1's example sure", lambda c, _: PART_1_SURE in c.reasons),
        _ANSWERED,
        _OF_ITS_KIND,
        _CLOSING_OR_PLAIN,
        (
            f"{ANSWER_AHEAD} (or the only one beside the question's words, or the one"
            " the text calls the answer)",
            lambda c, _: (
                bool({ANSWER_AHEAD, ANSWER_BESIDE} & set(c.reasons))
                or CALLED_THE_ANSWER in c.answer_evidence
            ),
        ),
        _FAR_AHEAD,
    ),
}


def judge(candidate: Candidate, ranked: Sequence[Candidate], part: int = 1) -> Certainty:
    """Whether `candidate`, the best of `ranked`, is sure for `part`, by the rules of its
    kind."""
    held = []
    for name, holds in (RULES if part == 1 else RULES_PART_2)[candidate.kind]:
        if not holds(candidate, ranked):
            return Certainty(False, (*held, f"{MISSING}{name}"))
        held.append(name)
    if candidate.unread:
        # Right for the page, wrong for the code that is right for the real puzzle until it
        # reads them: a sure example that fails stops a right answer being sent.
        unread = ", ".join(candidate.unread)
        return Certainty(False, (*held, f"{MISSING}{VALUES_READ}: {unread}"))
    return Certainty(True, tuple(held))
