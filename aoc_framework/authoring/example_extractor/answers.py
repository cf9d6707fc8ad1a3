"""Candidate answers: the values a paragraph or list item states, each weighed by named
facts a reader can check (emphasised, in a sentence stating a result, just before the
question, ...), and the best one stated after an example (docs/examples.md)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from aoc_framework.authoring.example_extractor.candidate import POINTS_DIGITS
from aoc_framework.authoring.example_extractor.page import (
    closing_units,
    content_words,
    ends_sentence,
    is_within,
    kept_on,
    page_order,
    question_sentence,
    sentence_of,
    text_around,
    text_between,
    under,
    units_after,
)
from aoc_framework.site.soup import Tag

# Sentences that state a result.
_RESULT = re.compile(
    r"\b(in this example|in the (above )?example|in total|the answer|total|would be|"
    r"result|so the|therefore|thus|final|after all|which is|is|are|there are|there is|"
    r"produces?|gives?|leaves?)\b",
    re.IGNORECASE,
)


_STRONG_RESULT = re.compile(
    r"\b(in this example|in the (above |same )?example|in total|the answer|so,? the|"
    r"therefore|thus|in the end|after all|ultimately)\b",
    re.IGNORECASE,
)


#: The fact of a value whose sentence names the example it is the result of ("So, in this
#: example, the code is `1985`"): evidence for which block it answers, never points.
NAMES_THE_EXAMPLE = "in a sentence naming the example"
_NAMING_EXAMPLE = re.compile(r"\b(in|for) (this|the above|the) example\b", re.IGNORECASE)


#: The fact of a value in prose whose answer is stated in a sentence that names the value
#: too (`inline`): evidence, never points.
NAMES_THE_VALUE = "in a sentence naming the value it answers"


#: The fact of a value beside the question's words: one of them among the three words
#: just before it or the word just after it ("the original message, `advent`" under "what
#: is the original message?"; "`2` groups" under "How many groups ...?"). Evidence only.
BESIDE_QUESTION = "beside the question's words"
#: A value the text calls the answer ("the answer would be `4455`").
CALLED_THE_ANSWER = "called the answer"
_BESIDE_BEFORE = 3


#: The fact of a value whose sentence restates the question, sharing `RESTATING` of its
#: words or more ("To move from `K` to `I`, a minimum of `4` orbital transfers are
#: required" under "What is the minimum number of orbital transfers required to move
#: ...?"). Three made a drawing's value sure on the tuned pages ("the Elf that sits in
#: position `3` gets all the presents"); four and five took the same right answers.
RESTATES_QUESTION = "in a sentence restating the question"
RESTATING = 5


#: A whole number, as the site writes an answer.
NUMBER = re.compile(r"-?\d+")


# The words right before a value that state it as a result.
_STATING = re.compile(
    r"\b(is|are|was|were|be|of|total|sum|gives?|produces?|yields?|leaves?|results? in|get|"
    r"gets|becomes?|has|have|returns?|reaches)(\s+(also|still|now|then|only|just|exactly))?"
    r"\s*:?\s*$",
    re.IGNORECASE,
)


# Question words asking for a number.
_COUNTING = frozenset(
    re.findall(
        r"\w+",
        "many much number total count fewest largest smallest minimum maximum amount sum "
        "product lowest highest steps length",
    )
)


#: What a question asks for, named right after "what" or "which" ("In what order should
#: the steps be completed?", "What is the X,Y coordinate of ...?").
_ASKED_HEAD = re.compile(
    r"\b(?:what|which)\s+(?:(?:is|are|was|were|will|would|be|the|a|an)\s+)*([a-z]+)",
    re.IGNORECASE,
)
#: Things asked for that are not counts, whatever count words the question holds besides
#: ("In what order should the steps ..." asks for an order, not a number of steps).
_NOT_COUNTS = frozenset(
    (
        "order",
        "position",
        "coordinate",
        "coordinates",
        "identifier",
        "id",
        "name",
        "password",
        "code",
        "message",
        "letters",
        "word",
        "string",
        "sequence",
    )
)


def asks_a_count(question_text: str, question: set[str]) -> bool:
    """Whether the question asks for a number: it holds a word that counts ("how many",
    "sum", "steps") and does not name another kind of thing it asks for right after
    "what" or "which" ("In what order should the steps ...": an order)."""
    head = _ASKED_HEAD.search(question_text)
    if head is not None and head[1].lower() in _NOT_COUNTS:
        return False
    return bool(question & _COUNTING)


def of_the_kind_asked(text: str, question: set[str]) -> bool:
    """Whether the value `text` states is of the kind the question asks: a number when
    it counts ("how many", "sum"), else any value."""
    value = _stated_value(text)
    return bool(value) and (bool(NUMBER.fullmatch(value)) or not question & _COUNTING)


_FAR = 0.1  # points off an answer per paragraph between it and its block


def best_answer(
    block: Tag, stop: Tag | None, article: Tag, question: set[str]
) -> tuple[str | None, float, frozenset[str], Tag | None]:
    """The value the paragraphs after `block` state as the result, its points, whether
    the evidence is strong, and the paragraph or list item that states it."""
    best: tuple[float, str | None, frozenset[str], Tag | None, float]
    best = (0.0, None, frozenset(), None, 0.0)
    for distance, unit in enumerate(units_after(block, stop, article)):
        item = (
            unit if unit.name == "li" else next((p for p in unit.parents if p.name == "li"), None)
        )
        if item is not None and _holds_block(item) and not is_within(block, item):
            continue  # a case with a block of its own: its values are that block's
        for value, points, evidence in answers_in(unit, question, article):
            # The total is stated after the steps leading to it; but an answer far
            # from the block is less surely this block's.
            ranking = points + 0.05 * distance
            if ranking > best[0]:
                best = (ranking, value, evidence, unit, points - _FAR * min(distance, 10))
    return best[1], best[4], best[2], best[3]


def _holds_block(item: Tag) -> bool:
    """Whether list item `item` holds a `<pre>` (worked out once an item)."""
    return kept_on(item, "_aoc_holds_block", lambda: item.find("pre") is not None)


def answers_in(
    unit: Tag, question: set[str], article: Tag, skip: int = 0
) -> list[tuple[str, float, frozenset[str]]]:
    """The values in `unit` (a paragraph or list item) that could be a stated answer,
    with their points: emphasised code, right after words that state a result, in a
    sentence in the question's words. `skip` leaves out the unit's first codes."""
    # Each unit is weighed once per article, whichever block asks.
    memory: dict[tuple[int, int, frozenset[str]], Any] = kept_on(article, "_aoc_answers", dict)
    key = (id(unit), skip, frozenset(question))  # part 2 weighs by its own question
    if key not in memory:
        memory[key] = _weighed_answers(unit, question, article, skip)
    return memory[key]


#: The fact of a value in a sentence that corrects the one before it ("However, the
#: top-right intersection is better: ... `30` steps" after "a total of `40` steps").
CORRECTION = "in a sentence correcting the one before"
_CORRECTING = re.compile(
    r"^\W*(however|but|instead)\b.*\b(better|lower|fewer|smaller|shorter|closer|higher|"
    r"larger|greater|faster)\b",
    re.IGNORECASE,
)

#: The fact of a value that is not the number the question asks for.
UNASKED = "not the number the question asks for"
#: The fact of a value stated as where the working starts, not where it ends ("their
#: second dance would begin with the order `baedc`"): no answer. With the real input,
#: part 1's example borne out, that start read as part 2's answer was sure and wrong.
STARTING = "stated as where it starts"
_STARTS = re.compile(
    r"\b(begins?|starts?|starting|started|beginning|initially)\s+(with|at|from|as)?"
    r"(\s+(the|an?)(\s+\w+)?)?\s*:?\s*$",
    re.IGNORECASE,
)
#: The points each fact about a stated value adds to it as an answer (`_answer_facts`).
_ANSWER_POINTS = {
    "emphasised": 3.0,
    "a result sentence": 2.0,  # "In this example", "in total", "so the"
    "a result word": 0.5,  # "is", "gives", "total"
    "stating words": 1.5,  # right before it: "is", "total of", "leaves"
    "in parentheses": -1.5,  # an aside explaining a step
    CALLED_THE_ANSWER: 3.0,  # "(In the above example, the answer would be `4455`.)"
    "glued to a word": -2.0,  # "64th"
    "named in the question": -3.0,  # a name the question uses, not its answer
    "named among several": -1.0,  # "`a`, `b`, and `c`"
    "ends its sentence": 0.8,  # a sentence ends on its result: "leaving a at 42."
    CORRECTION: 2.0,  # "However, the top-right one is better: ... a total of 30"
    "before the question": 2.0,  # the example's result is stated just before it
    "a number": 0.3,
    "a number the question counts": 0.7,
    UNASKED: -2.0,
}


#: The points each word of the part's final question in a value's sentence adds (up to 4).
QUESTION_WORD = 0.5
#: The facts a reader takes for evidence that a value is the example's answer.
_ANSWER_EVIDENCE = frozenset(
    (
        "emphasised",
        "alone emphasised",
        CALLED_THE_ANSWER,
        "a result sentence",
        "stating words",
        "before the question",
        "the question's words",
        UNASKED,
        NAMES_THE_EXAMPLE,
        BESIDE_QUESTION,
        RESTATES_QUESTION,
        CORRECTION,  # which value a correction prefers (part 2's lead), not a sign
    )
)


@dataclass(frozen=True)
class _Unit:
    """A paragraph or list item whose values are weighed, and what weighing needs."""

    tag: Tag
    codes: list[Tag]  # its values, in page order
    question: set[str]
    question_text: str
    closing: bool  # the paragraph before the question (or the question's)
    emphases: int  # how many of its values are emphasised


def _weighed_answers(
    unit: Tag, question: set[str], article: Tag, skip: int
) -> list[tuple[str, float, frozenset[str]]]:
    codes = [c for c in unit.find_all("code") if not under(c, "pre")][skip:]
    codes += [  # a number emphasised in plain text: "the answer is <em>31</em>"
        e
        for e in unit.find_all("em")
        if e.find("code") is None
        and not under(e, "code")
        and _COUNTED.fullmatch(e.get_text().strip())
    ]
    codes.sort(key=lambda tag: page_order(article).get(id(tag), 0))
    closing = any(unit is last for last in closing_units(article))  # (bs4's == reads the tags)
    emphases = sum(1 for c in codes if _emphasised(c))
    weighing = _Unit(unit, codes, question, question_sentence(article), closing, emphases)
    found = []
    for index, code in enumerate(codes):
        value = _stated_value(_count_of(code))
        sentence = sentence_of(code, unit)
        if not value or len(value) > 60 or "?" in sentence:  # "?": the question itself
            continue
        facts, overlap = _answer_facts(weighing, index, value, sentence)
        if STARTING in facts:  # where the working starts: never its result
            continue
        # Summed in the table's order, not the set's: a set of strings iterates in an
        # order that changes with each process's hash seed, and so would the last bits
        # of the sum, and which of two equal candidates wins.
        points = 1.0 + sum(p for fact, p in _ANSWER_POINTS.items() if fact in facts)
        points += min(overlap, 4) * QUESTION_WORD  # the words of the question
        points = round(points, POINTS_DIGITS)
        found.append((value, points, frozenset(facts & _ANSWER_EVIDENCE)))
    return found


#: A number emphasised with the noun it counts: "the resulting polymer contains <em>10
#: units</em>" states 10, as "<em>10</em> units" would.
_COUNTED = re.compile(r"(-?\d+)(\s+[A-Za-z]+){0,2}")


def _count_of(code: Tag) -> str:
    """The text of value `code`: a number emphasised in plain text with the noun it
    counts (`_COUNTED`) is the number alone."""
    text = code.get_text()
    if code.name == "em" and not under(code, "code"):
        return _COUNTED.fullmatch(text.strip())[1]
    return text


def _emphasised(code: Tag) -> bool:
    """Whether value `code` is emphasised (worked out once a tag: asked of each value
    by each weighing)."""
    return kept_on(
        code,
        "_aoc_emphasised",
        lambda: code.name == "em" or code.find("em") is not None or under(code, "em"),
    )


def _answer_facts(unit: _Unit, index: int, value: str, sentence: str) -> tuple[set[str], int]:
    """What is true of value `index` of `unit` as a possible answer (the names of
    `_ANSWER_POINTS` and `_ANSWER_EVIDENCE`), and how many question words its sentence
    shares."""
    code = unit.codes[index]
    before, after = text_around(code, unit.tag)
    overlap = len(unit.question & content_words(sentence))
    number = bool(NUMBER.fullmatch(value))
    counting = asks_a_count(unit.question_text, unit.question)
    last = index == len(unit.codes) - 1
    facts = {
        "emphasised": _emphasised(code),
        "alone emphasised": _emphasised(code) and unit.emphases == 1,
        "a result sentence": bool(_STRONG_RESULT.search(sentence)),
        "a result word": bool(_RESULT.search(sentence)) and not _STRONG_RESULT.search(sentence),
        "stating words": bool(_STATING.search(before[-40:])) or _named_before(unit, before),
        "in parentheses": _aside(before),
        CALLED_THE_ANSWER: bool(_CALLED_THE_ANSWER.search(before[-60:])),
        "glued to a word": bool(re.match(r"[A-Za-z]", after)),
        "named in the question": _named_in(value, unit.question_text),
        "named among several": _enumerated(unit.codes, index, unit.tag),
        "ends its sentence": last or ends_sentence(code, unit.codes[index + 1], unit.tag),
        CORRECTION: bool(_CORRECTING.match(sentence)),
        "before the question": unit.closing,
        "the question's words": overlap >= 2,
        "a number": number,
        "a number the question counts": number and counting,
        UNASKED: counting and not number,
        STARTING: bool(_STARTS.search(before[-40:])),
        NAMES_THE_EXAMPLE: bool(_NAMING_EXAMPLE.search(sentence)),
        BESIDE_QUESTION: _beside_question(before, after, unit.question),
        RESTATES_QUESTION: overlap >= RESTATING,
    }
    return {name for name, holds in facts.items() if holds}, overlap


def _beside_question(before: str, after: str, question: set[str]) -> bool:
    """Whether one of the question's words is among the three words just before a value
    (in its sentence) or is the word just after it."""
    head = re.split(r"[.!?;:(]\s", before)[-1].split()[-_BESIDE_BEFORE:]
    tail = after.split()[:1]
    return bool(content_words(" ".join(head + tail)) & question)


def states_it(code: Tag, unit: Tag) -> bool:
    """Whether the words right before value `code` state it as a result ("would produce
    `24`", "is `7`"), not as a step's count ("it goes right `8`")."""
    return bool(_STATING.search(text_around(code, unit)[0][-40:]))


#: The words that call a value the example's answer, right before it: "the answer would
#: be `4455`", "the answer is `7`".
_CALLED_THE_ANSWER = re.compile(r"\bthe answer (would be|is|was|will be)\b[^.?!]*$", re.IGNORECASE)


def _aside(before: str) -> bool:
    """Whether the value is inside parentheses that open within its sentence (an aside
    on a step), not around a whole sentence: "(In the above example, the answer would
    be `4455`.)" states the answer."""
    if before.count("(") <= before.count(")"):
        return False
    start = before.rfind("(")
    preceding = before[:start].rstrip()
    whole = (not preceding or preceding[-1] in ".!?") and re.match(r"\(\s*[A-Z]", before[start:])
    return not whole


#: The last two words before a value, then a comma or colon: "the original message, `x`".
_NAMING = re.compile(r"([a-z]+)\W+([a-z]+)\s*[,:]\s*$", re.IGNORECASE)


def _named_before(unit: _Unit, before: str) -> bool:
    """Whether the value follows the thing the question asks for, named in its words
    ("produces the original message, `advent`" under "What is the original message?")."""
    match = _NAMING.search(before[-60:])
    return bool(match) and {match[1].lower(), match[2].lower()} <= unit.question


def _named_in(value: str, text: str) -> bool:
    """Whether `text` holds `value` as a word of its own (not inside "64th" or "a-b")."""
    start = text.find(value)
    while start >= 0:
        end = start + len(value)
        before = text[start - 1] if start else " "
        after = text[end] if end < len(text) else " "
        if not (before.isalnum() or before in "_-" or after.isalnum() or after in "_-"):
            return True
        start = text.find(value, start + 1)
    return False


def _enumerated(codes: list[Tag], index: int, unit: Tag) -> bool:
    """Whether `codes[index]` is listed with its neighbours: "`a`, `b`, and `c`"."""
    return any(
        re.fullmatch(r"\s*(,|,?\s*(and|or))\s*", text_between(codes[i], codes[i + 1], unit))
        for i in (index - 1, index)
        if 0 <= i < len(codes) - 1
    )


def _stated_value(text: str) -> str:
    """The value a code element states: "8 + 4 + 6 = 18" states 18, "time=5" states 5."""
    text = text.strip()
    if "\n" in text:
        return ""
    if "=" in text and not text.endswith("="):
        head, last = text.rsplit("=", 1)
        # "x=-2, y=0, z=3" is a triple, not the value 3: a list of settings states them all.
        if NUMBER.fullmatch(last.strip()) and "," not in head.rsplit("=", 1)[-1]:
            return last.strip()
    return text
