"""An example extractor for puzzle pages nobody has curated (docs/examples.md).

aocd-example-parser finds examples through hand-written locations for past puzzles and
falls back to one fixed guess for a new one. This module reads the page the way a person
does: the block introduced by "For example", the sentence that states the result in the
wording of the part's final question, the value the author emphasises. It knows nothing
of years or days, so it works on the morning a puzzle unlocks, and says how sure it is.

Pure functions: no printing, no network. Not imported at the command's start-up (bs4 is
heavy), only by what extracts examples.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from bs4 import BeautifulSoup, NavigableString, Tag

from aoc_framework.authoring.example_extractor.candidate import (
    CASE,
    GIVEN_VALUE,
    INTRODUCED,
    PART_1_EXAMPLE,
    VERDICT,
    WHOLE_LIST,
    Candidate,
)
from aoc_framework.authoring.example_extractor.certainty import MISSING, Certainty, judge

if TYPE_CHECKING:
    from collections.abc import Sequence


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

    @property
    def doubt(self) -> str | None:
        """For a guess, the first certainty rule that did not hold ("missing: ...")."""
        return next((e for e in self.evidence if e.startswith(MISSING)), None)


@dataclass(frozen=True)
class Extraction:
    """What the extractor offers (best first) and the other candidates it considered."""

    examples: tuple[FoundExample, ...]
    alternatives: tuple[FoundExample, ...]


#: Nothing found (no article, no candidate, or markup the extractor cannot read).
EMPTY = Extraction((), ())

# Words that introduce an example block in the author's prose, across years.
_INTRO = re.compile(
    r"\b(for example|for instance|example|suppose|consider|given|such as|like this|"
    r"following|imagine|here is|here's)\b",
    re.IGNORECASE,
)
_STRONG_INTRO = re.compile(
    r"\b(for example|for instance|example|suppose|consider)\b", re.IGNORECASE
)
# An intro to a picture of the example rather than to its text.
_PICTURE = re.compile(r"\b(looks?( \w+)? like|would look|drawn|draw|visuali[sz]e)\b", re.IGNORECASE)
# An intro that speaks of the example already given ("In this example, after a step").
_SAME_EXAMPLE = re.compile(
    r"\b(this|that|the|same|above|previous|earlier|first) example\b|\bexample (above|before)\b",
    re.IGNORECASE,
)


def _new_example(intro: str) -> bool:
    """Whether `intro` introduces an example of its own (not a state of the last one)."""
    last = re.split(r"(?<=[.!?])\s+", intro)[-1]  # the sentence that leads to the block
    return bool(_STRONG_INTRO.search(last) and not _SAME_EXAMPLE.search(last))


# An intro to a drawing rather than to the input ("the input looks like this" is not).
_DRAWING = re.compile(
    r"\b(visually|roughly|drawn|drawing|draw|diagram|visuali[sz]ed?|pictured?)\b", re.I
)
# An intro to a state reached later: "Eventually, after 2017 steps, it looks like this".
_LATER = re.compile(r"\b(after|eventually|finally|at the end|by the end|now)\b", re.I)
# A list item that defines its code rather than working a case out.
_DEFINES = re.compile(r"\s*(means|represents|stands for|indicates|denotes)\b", re.I)
# An intro that refers back to the example already given.
_BACK = re.compile(
    r"\b(example above|above example|same example|the example|looks? like|again)\b", re.I
)
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
# Parameters the page states for the example and that differ from the real puzzle.
_EXTRA = re.compile(
    r"\bafter (?:(?:only|just|exactly) )?(?P<count>\d+) (?P<unit>steps?|rounds?|minutes?|"
    r"seconds?|iterations?|cycles?|generations?|days?|moves?|turns?|phases?|times?)\b",
    re.IGNORECASE,
)
_SIZE = re.compile(
    r"\b(?P<width>\d+) (?:tiles |cells |pixels |units )?wide and (?P<height>\d+) "
    r"(?:tiles |cells |pixels |units )?tall\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[a-z]{4,}")
_STOP = frozenset(
    re.findall(
        r"\w+",
        "what that this with from your have will when each into they their there these "
        "then than which would after before does some only also just",
    )
)
_NUMBER = re.compile(r"-?\d+")
# The words right before a value that state it as a result.
_STATING = re.compile(
    r"\b(is|are|was|be|of|total|sum|gives?|produces?|yields?|leaves?|results? in|get|"
    r"gets|becomes?|has|have|returns?|reaches)\s*:?\s*$",
    re.IGNORECASE,
)
# The words right before a value given as an example's input ("if it were `10`").
_GIVEN = re.compile(
    r"\b(is|are|were|was|of|be|input|salt|number|string|id|key|passcode|lengths?|"
    r"sequence|starts? with|given|with)\s*:?\s*$",
    re.IGNORECASE,
)
# A clause that supposes a value: "if the spinlock were to step `3`", "using `abc`".
_SUPPOSING = re.compile(r"\b(if|suppose|using|given|with)\b[^,.;:()]*$", re.IGNORECASE)


def _given(before: str) -> bool:
    """Whether the text `before` a value gives that value as an example's input."""
    return bool(_GIVEN.search(before[-50:]) or _SUPPOSING.search(before[-60:]))


# Question words asking for a number.
_COUNTING = frozenset(
    re.findall(
        r"\w+",
        "many much number total count fewest largest smallest minimum maximum amount sum "
        "product lowest highest steps",
    )
)


#: How much of a page is read (characters): the largest real puzzle page, both parts, is
#: 16 KB; a page made of thousands of examples would otherwise take minutes (issue 47).
MAX_PAGE = 128 * 1024


def extract_examples(html: str, real_input: str | None = None) -> Extraction:
    """The examples on the puzzle page `html` (a whole page, or its articles): the first
    `<article class="day-desc">` is part 1, a second one part 2. `real_input`, the user's
    input when it has been fetched, favours the block that looks like it. Reads the
    first `MAX_PAGE` characters, in time linear in them. Never raises: markup it cannot
    read gives an empty `Extraction`."""
    try:
        return _extract(html[:MAX_PAGE], real_input)
    except Exception:  # odd markup must never break `aoc new`; nothing found instead
        return EMPTY


def _extract(html: str, real_input: str | None) -> Extraction:
    soup = BeautifulSoup(html, "html.parser")
    for line_break in soup.find_all("br"):  # a value written over two lines keeps them,
        before = line_break.previous_sibling  # unless the break wraps a list ("1,2,<br>3")
        wrapped = isinstance(before, NavigableString) and str(before).endswith(",")
        line_break.replace_with("" if wrapped else "\n")
    articles = soup.find_all("article", class_="day-desc") or soup.find_all("article")
    if not articles:
        return EMPTY
    part_1 = articles[0]
    positions = _order(part_1)
    question = _question_words(part_1)
    candidates = _block_candidates(part_1, positions, question, real_input)
    candidates += _inline_candidates(part_1, positions, question, real_input)
    candidates = [c for c in candidates if c.input.strip()]
    if not candidates:
        return EMPTY
    ranked = _ranked(candidates)
    answered = [c for c in ranked if c.answer is not None]
    offered = answered[0] if answered else ranked[0]
    judged = judge(offered, ranked)
    found = [_found(c, judged if c is offered else None) for c in ranked]
    if len(articles) > 1:
        found = _with_part_2(found, articles[1], part_1, real_input)
    answers = [f for f in found if f.part_1 is not None or f.part_2 is not None]
    best = answers[:1] or found[:1]
    # Part 2's own example (a new block in its article) is offered beside part 1's.
    best += [f for f in found if f.part_1 is None and f.part_2 is not None][:1]
    others = tuple(f for f in found if f not in best)
    return Extraction(tuple(best), others)


def _ranked(candidates: list[Candidate]) -> list[Candidate]:
    """Best first; a tie goes to the earlier one (the page's first example)."""
    unique: dict[tuple[str, str | None], Candidate] = {}
    for candidate in candidates:
        key = (candidate.input.rstrip(), candidate.answer)
        if key not in unique or unique[key].points < candidate.points:
            unique[key] = candidate
    return sorted(unique.values(), key=lambda c: (-c.points, c.position))


def _found(candidate: Candidate, judged: Certainty | None) -> FoundExample:
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


def _squashed(points: float) -> float:
    """Points (unbounded) as a confidence between 0 and 1 (10 points: 0.67)."""
    return round(max(points, 0.0) / (max(points, 0.0) + 5.0), 3)


# --- part 1: the blocks -------------------------------------------------------------


@dataclass(frozen=True)
class _Blocks:
    """The blocks of an article and what weighing each one needs."""

    article: Tag
    positions: dict[int, int]
    question: set[str]
    real_input: str | None
    blocks: list[Tag]
    texts: list[str]  # each block's text, its label line dropped
    known: Sequence[str]  # the blocks before the article (part 1's, for part 2's)


def _block_candidates(
    article: Tag,
    positions: dict[int, int],
    question: set[str],
    real_input: str | None,
    known: Sequence[str] = (),
) -> list[Candidate]:
    """One candidate per `<pre>` block, with the answer stated after it. `known`: the
    texts of the blocks before the article (part 1's, for part 2's article)."""
    blocks = article.find_all("pre")
    texts = [_without_label(b.get_text()) for b in blocks]
    page = _Blocks(article, positions, question, real_input, blocks, texts, known)
    candidates = [_block_candidate(page, number) for number in range(len(blocks))]
    for candidate in candidates:  # the first block introduced as an example
        if candidate.tag is not None and _new_example(_intro_text(candidate.tag)):
            candidate.first_example = True
            candidate.after_prose_example = _example_in_prose_before(candidate.tag, article)
            break
    return candidates


def _block_candidate(page: _Blocks, number: int) -> Candidate:
    """Block `number` of the page weighed by the rules of a block, with its answer."""
    block = page.blocks[number]
    text = re.sub(r"\A([ \t]*\n)+", "", page.texts[number])
    candidate = Candidate(text, page.positions.get(id(block), 0), tag=block)
    intro = _intro_text(block)
    _weigh_intro(candidate, intro, number)
    _weigh_picture(candidate, block, intro)
    earlier = [e for e in page.known[:WINDOW] if e.strip() != text.strip()]  # part 1's: itself
    _weigh_repeat(candidate, text, earlier + page.texts[max(0, number - WINDOW) : number])
    _weigh_state(candidate, text)
    candidate.add(_shape_points(text, page.real_input), "looks like the input")
    following = _next_block(number, page.blocks, page.texts)
    _answer_block(candidate, following, page)
    candidate.extra = _extra(_following_text(block, following, page.article))
    return candidate


def _weigh_intro(candidate: Candidate, intro: str, number: int) -> None:
    """The sentence leading to the block: "For example" most, "like this" less; a
    drawing ("roughly like this") loses; the page's first block gains a little."""
    if _new_example(intro):
        candidate.add(3.0, "for example")
    elif _DRAWING.search(intro):
        candidate.add(-0.5, "a picture")  # "An orbit looks roughly like this:"
    elif _INTRO.search(intro):
        candidate.add(1.5, "introduced")
    if number == 0:
        candidate.add(0.5, "first block")


def _weigh_picture(candidate: Candidate, block: Tag, intro: str) -> None:
    """A block that draws a value the text gave, a later state, or holds emphasis is an
    illustration, not the input."""
    previous = block.find_previous(["p", "li"])
    if _gives_value(previous) or (_PICTURE.search(intro) and _codes(previous)):
        candidate.add(-2.5, "a picture of a value given in the text")
    elif _PICTURE.search(intro) and _LATER.search(intro):
        candidate.add(-2.0, "a later state drawn")
    if block.find("em") is not None:  # emphasis marks an illustration, not an input
        candidate.add(-2.0, "emphasis inside")


def _weigh_repeat(candidate: Candidate, text: str, earlier: Sequence[str]) -> None:
    """A block with the line lengths of an earlier one (a later state of the same grid),
    or drawing it again with a few marks added, is not a new input."""
    shape = _lengths(text)
    if any(_lengths(e) == shape for e in earlier):
        candidate.add(-3.0, "an earlier block again, or a later state of it")
    elif any(_derived(text, e) for e in earlier):
        candidate.add(-2.0, "an earlier block marked up")


def _weigh_state(candidate: Candidate, text: str) -> None:
    """A block that opens on a step ("After 1 round") or shows walk-through marks."""
    if re.match(r"\s*(after|before|step|round|minute|==)", text, re.I):
        candidate.add(-1.5, "a state shown")
    elif _walkthrough(text):
        candidate.add(-1.0, "marks of a walk-through")


def _answer_block(candidate: Candidate, following: Tag | None, page: _Blocks) -> None:
    """The block's answer: the best value stated after it (up to the `following`
    example), or the one its list item states when the item is a case of its own."""
    block = candidate.tag
    assert block is not None
    found = _best_answer(block, following, page.article, page.question)
    answer, points, evidence, unit = found
    item = block.find_parent("li")
    if item is not None and _case_with_block(item):
        # "<li>Max signal `43210` (from ...): <pre>...</pre></li>": the item states it
        listed = _STRONG_INTRO.search(_intro_text(item.find_parent(["ul", "ol"])))
        if listed and "for example" not in candidate.reasons:
            candidate.add(2.0, "for example")  # a case of a list of examples
        own = [(v, p) for v, p, _ in _answers_in(item, page.question, page.article)]
        answer, points, evidence, unit = (None, 0.0, frozenset(), None)
        if own:
            answer, points = max(own, key=lambda a: a[1])
    if unit is not None and unit.name == "li" and len(_codes(unit)) >= 2:
        candidate.add(-3.0, "its answer belongs to a case of its own")
    if answer is not None:
        candidate.answer = answer
        candidate.add(points, "answer stated")
    candidate.answer_evidence = evidence


# Marks of a walk-through rather than an input: a current place marked "[.]" or "(3)",
# a line that names a step ("After 2 rounds", "== Minute 1 ==").
_WALKTHROUGH = re.compile(
    r"[\[(]\S[\])]|^\s*(after|before|step|round|minute|turn|cycle|initial|==)\b",
    re.IGNORECASE | re.MULTILINE,
)


def _example_in_prose_before(block: Tag, article: Tag) -> bool:
    """Whether the text before `block` gives an example of its own: a sentence with a
    value that says "for example" or supposes one ("if the key were `abc`")."""
    order = _order(article)
    place = order.get(id(block), 0)
    for unit in article.find_all(["p", "li"]):
        if order.get(id(unit), 0) >= place:
            break
        for code in _codes(unit):
            sentence = _sentence_of(code, unit)
            if _STRONG_INTRO.search(sentence) or _SUPPOSING.search(_around(code, unit)[0][-60:]):
                return True
    return False


def _walkthrough(text: str) -> bool:
    """Whether a block shows the steps of an example rather than its input."""
    return bool(_WALKTHROUGH.search(text))


_STEP = re.compile(r"\s*(after|step|round|minute|turn|cycle|==)\b", re.IGNORECASE)


def _without_label(text: str) -> str:
    """A block that shows a labelled state ("Initial state:" then a grid, then more
    states) stands for its first state: the example's input."""
    lines = text.split("\n")
    if len(lines) > 2 and re.fullmatch(r"[A-Z][\w ]*:", lines[0].strip()) and "" in lines[1:]:
        return "\n".join(lines[1 : lines.index("", 1)]) + "\n"
    # An input, a blank line, then its steps ("After 1 step:"): the input alone.
    sections = re.split(r"\n[ \t]*\n", text.strip("\n"))
    if len(sections) > 1 and not _STEP.match(sections[0]) and _STEP.match(sections[1]):
        return sections[0] + "\n"
    return text


def _derived(text: str, earlier: str) -> bool:
    """Whether `text` draws the `earlier` block again with marks added: the same
    characters and a few more ("O" for a path, "[ ]" for a position), about its size."""
    old, new = set(earlier) - {"\n", " "}, set(text) - {"\n", " "}
    if len(old) < 2 or not old <= new or len(new - old) > 3:
        return False
    old_lines, new_lines = earlier.strip("\n").split("\n"), text.strip("\n").split("\n")
    same_height = abs(len(old_lines) - len(new_lines)) <= max(1, len(old_lines) // 4)
    width = max(map(len, old_lines))
    same_width = abs(max(map(len, new_lines)) - width) <= max(2, width // 4)
    return same_height and same_width


def _lengths(text: str) -> list[int]:
    """The length of each line: a grid redrawn after a step keeps them."""
    return [len(line) for line in text.strip("\n").split("\n")]


def _intro_text(tag: Tag) -> str:
    """The sentence before `tag`: the end of the previous paragraph (or list item)."""
    previous = tag.find_previous(["p", "li"])
    if previous is None or _within(tag, previous):
        previous = tag.find_previous(["p"])
    text = previous.get_text(" ", strip=True) if previous is not None else ""
    return text[-200:]


# What a later block's intro says when it gives another example ("Consider" and
# "Suppose" there more often walk through the one already given).
_ANOTHER = re.compile(r"\b(for example|for instance|examples?)\b", re.IGNORECASE)


def _case_with_block(item: Tag) -> bool:
    """Whether list item `item` is a case of its own: a sentence and one block."""
    codes = _codes(item)
    opens_with_code = bool(codes) and item.get_text().lstrip().startswith(codes[0].get_text())
    # "<li>`rect 3x2` creates ...: <pre>" draws what its code does: not a case's block
    return len(item.find_all("pre")) == 1 and not opens_with_code


#: How far the extractor looks from a candidate, so that a page's cost grows with its
#: length, not its square (issue 47: 400 example blocks took 13 s): an answer is sought
#: in the 40 paragraphs and list items after its example, the example's end in the 40
#: blocks after it, and a block is compared with the 40 blocks before it. Real pages
#: state an example's answer within a few paragraphs.
WINDOW = 40


def _next_block(number: int, blocks: Sequence[Tag], texts: Sequence[str]) -> Tag | None:
    """The next `<pre>` after `blocks[number]` introduced as another example ("For
    example", "a larger example"), not a state of this one (`texts`: the blocks' texts):
    its answer ends this one's."""
    shape = _lengths(texts[number])
    for later in range(number + 1, min(number + 1 + WINDOW, len(blocks))):
        if _another_example(blocks[later]) and _lengths(texts[later]) != shape:
            return blocks[later]  # (the same line lengths: a later state of this one)
    return None


def _another_example(block: Tag) -> bool:
    """Whether `block`'s intro says it is another example (worked out once a block)."""
    cached = getattr(block, "_aoc_another", None)
    if cached is None:
        intro = _intro_text(block)
        cached = block._aoc_another = bool(_new_example(intro) and _ANOTHER.search(intro))  # type: ignore[attr-defined]
    return cached


def _after(start: Tag, stop: Tag | None, article: Tag) -> list[Tag]:
    """The paragraphs and list items of `article` after `start`, up to `stop` (a later
    block), in page order: at most `WINDOW` of them."""
    order = _order(article)
    first = order.get(id(start), -1)
    last = order.get(id(stop), len(order)) if stop is not None else len(order)
    units, places = _units(article)
    found = []
    for unit in units[bisect.bisect_right(places, first) :]:
        if order[id(unit)] >= last or len(found) == WINDOW:
            break
        if not _within(unit, start):
            found.append(unit)
    return found


def _units(article: Tag) -> tuple[list[Tag], list[int]]:
    """The paragraphs and list items of `article` and their places, computed once."""
    cached = getattr(article, "_aoc_units", None)
    if cached is None:
        order = _order(article)
        units = article.find_all(["p", "li"])
        cached = (units, [order[id(u)] for u in units])
        article._aoc_units = cached  # type: ignore[attr-defined]
    return cached


def _order(article: Tag) -> dict[int, int]:
    """Each tag's place in `article`, computed once per article."""
    cached = getattr(article, "_aoc_order", None)
    if cached is None:
        cached = {id(tag): number for number, tag in enumerate(article.find_all(True))}
        article._aoc_order = cached  # type: ignore[attr-defined]
    return cached


def _following_text(block: Tag, stop: Tag | None, article: Tag) -> str:
    return " ".join(t.get_text(" ", strip=True) for t in _after(block, stop, article)[:6])


_FAR = 0.1  # points off an answer per paragraph between it and its block


def _best_answer(
    block: Tag, stop: Tag | None, article: Tag, question: set[str]
) -> tuple[str | None, float, frozenset[str], Tag | None]:
    """The value the paragraphs after `block` state as the result, its points, whether
    the evidence is strong, and the paragraph or list item that states it."""
    best: tuple[float, str | None, frozenset[str], Tag | None, float]
    best = (0.0, None, frozenset(), None, 0.0)
    for distance, unit in enumerate(_after(block, stop, article)):
        item = (
            unit if unit.name == "li" else next((p for p in unit.parents if p.name == "li"), None)
        )
        if item is not None and _holds_block(item) and not _within(block, item):
            continue  # a case with a block of its own: its values are that block's
        for value, points, evidence in _answers_in(unit, question, article):
            # The total is stated after the steps leading to it; but an answer far
            # from the block is less surely this block's.
            ranking = points + 0.05 * distance
            if ranking > best[0]:
                best = (ranking, value, evidence, unit, points - _FAR * min(distance, 10))
    return best[1], best[4], best[2], best[3]


def _holds_block(item: Tag) -> bool:
    """Whether list item `item` holds a `<pre>` (worked out once an item)."""
    cached = getattr(item, "_aoc_holds_block", None)
    if cached is None:
        cached = item._aoc_holds_block = item.find("pre") is not None  # type: ignore[attr-defined]
    return cached


def _answers_in(
    unit: Tag, question: set[str], article: Tag, skip: int = 0
) -> list[tuple[str, float, frozenset[str]]]:
    """The values in `unit` (a paragraph or list item) that could be a stated answer,
    with their points: emphasised code, right after words that state a result, in a
    sentence in the question's words. `skip` leaves out the unit's first codes."""
    memory = getattr(article, "_aoc_answers", None)
    if memory is None:  # each unit is weighed once per article, whichever block asks
        memory = article._aoc_answers = {}  # type: ignore[attr-defined]
    key = (id(unit), skip)
    if key not in memory:
        memory[key] = _weighed_answers(unit, question, article, skip)
    return memory[key]


#: The points each fact about a stated value adds to it as an answer (`_answer_facts`).
_ANSWER_POINTS = {
    "emphasised": 3.0,
    "a result sentence": 2.0,  # "In this example", "in total", "so the"
    "a result word": 0.5,  # "is", "gives", "total"
    "stating words": 1.5,  # right before it: "is", "total of", "leaves"
    "in parentheses": -1.5,  # an aside explaining a step
    "glued to a word": -2.0,  # "64th"
    "named in the question": -3.0,  # a name the question uses, not its answer
    "named among several": -1.0,  # "`a`, `b`, and `c`"
    "ends its sentence": 0.8,  # a sentence ends on its result: "leaving a at 42."
    "before the question": 2.0,  # the example's result is stated just before it
    "a number": 0.3,
    "a number the question counts": 0.7,
    "not the number the question asks for": -2.0,
}
#: The facts a reader takes for evidence that a value is the example's answer.
_ANSWER_EVIDENCE = frozenset(
    (
        "emphasised",
        "alone emphasised",
        "a result sentence",
        "stating words",
        "before the question",
        "the question's words",
        "not the number the question asks for",
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
    codes = [c for c in unit.find_all("code") if not _under(c, "pre")][skip:]
    codes += [  # a number emphasised in plain text: "the answer is <em>31</em>"
        e
        for e in unit.find_all("em")
        if e.find("code") is None
        and not _under(e, "code")
        and _NUMBER.fullmatch(e.get_text().strip())
    ]
    codes.sort(key=lambda tag: _order(article).get(id(tag), 0))
    closing = any(unit is last for last in _closing(article))  # (bs4's == reads the tags)
    emphases = sum(1 for c in codes if _emphasised(c))
    weighing = _Unit(unit, codes, question, _question_sentence(article), closing, emphases)
    found = []
    for index, code in enumerate(codes):
        value = _stated_value(code.get_text())
        sentence = _sentence_of(code, unit)
        if not value or len(value) > 60 or "?" in sentence:  # "?": the question itself
            continue
        facts, overlap = _answer_facts(weighing, index, value, sentence)
        points = 1.0 + sum(_ANSWER_POINTS.get(fact, 0.0) for fact in facts)
        points += min(overlap, 4) * 0.5  # the words of the question
        found.append((value, points, frozenset(facts & _ANSWER_EVIDENCE)))
    return found


def _emphasised(code: Tag) -> bool:
    return code.name == "em" or code.find("em") is not None or _under(code, "em")


def _answer_facts(unit: _Unit, index: int, value: str, sentence: str) -> tuple[set[str], int]:
    """What is true of value `index` of `unit` as a possible answer (the names of
    `_ANSWER_POINTS` and `_ANSWER_EVIDENCE`), and how many question words its sentence
    shares."""
    code = unit.codes[index]
    before, after = _around(code, unit.tag)
    overlap = len(unit.question & _words(sentence))
    number, counting = bool(_NUMBER.fullmatch(value)), bool(unit.question & _COUNTING)
    last = index == len(unit.codes) - 1
    facts = {
        "emphasised": _emphasised(code),
        "alone emphasised": _emphasised(code) and unit.emphases == 1,
        "a result sentence": bool(_STRONG_RESULT.search(sentence)),
        "a result word": bool(_RESULT.search(sentence)) and not _STRONG_RESULT.search(sentence),
        "stating words": bool(_STATING.search(before[-40:])),
        "in parentheses": before.count("(") > before.count(")"),
        "glued to a word": bool(re.match(r"[A-Za-z]", after)),
        "named in the question": _named_in(value, unit.question_text),
        "named among several": _enumerated(unit.codes, index, unit.tag),
        "ends its sentence": last or _ends_sentence(code, unit.codes[index + 1], unit.tag),
        "before the question": unit.closing,
        "the question's words": overlap >= 2,
        "a number": number,
        "a number the question counts": number and counting,
        "not the number the question asks for": counting and not number,
    }
    return {name for name, holds in facts.items() if holds}, overlap


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
        re.fullmatch(r"\s*(,|,?\s*(and|or))\s*", _between(codes[i], codes[i + 1], unit))
        for i in (index - 1, index)
        if 0 <= i < len(codes) - 1
    )


def _between(code: Tag, following: Tag, unit: Tag) -> str:
    """The text of `unit` between `code` and a `following` value."""
    start = len(_around(code, unit)[0]) + len(code.get_text())
    return _around(following, unit)[0][start:]


def _enumeration(codes: list[Tag], index: int, unit: Tag) -> list[Tag]:
    """`codes[index]` and the values listed with it after it: "`0`, `2`, `7`, and `0`"."""
    listed = [codes[index]]
    while index + 1 < len(codes) and re.fullmatch(
        r"\s*(,|,?\s*and)\s*", _between(codes[index], codes[index + 1], unit)
    ):
        index += 1
        listed.append(codes[index])
    return listed if len(listed) >= 3 else listed[:1]


def _joined(values: list[str], real_input: str | None) -> str:
    """Values listed in prose as an input: one a line, or as the real input separates
    its values (a tab, a comma) when it is one line."""
    if len(values) == 1:
        return values[0]
    separator = "\n"
    if real_input and "\n" not in real_input.strip():
        line = real_input.strip()
        separator = next((s for s in (", ", ",", "\t", " ") if s in line), "\n")
    return separator.join(values)


def _ends_sentence(code: Tag, following: Tag, unit: Tag) -> bool:
    """Whether a sentence ends between `code` and the `following` value of `unit`."""
    return bool(re.search(r"[.!?](\s|$)", _between(code, following, unit)))


def _closing(article: Tag) -> list[Tag]:
    """The paragraph of the final question and the one before it."""
    cached = getattr(article, "_aoc_closing", None)
    if cached is None:
        cached = article.find_all("p", recursive=False)[-2:] or article.find_all("p")[-2:]
        article._aoc_closing = cached  # type: ignore[attr-defined]
    return cached


def _second_value(paragraph: Tag, sentence: str) -> tuple[Tag, Tag] | None:
    """When `sentence` gives the first of two parts ("if the first wire's path is `a`"),
    the paragraph after it that gives the second ("if the second wire's path is `b`")
    and that value."""
    if not re.search(r"\bfirst\b", sentence, re.IGNORECASE):
        return None
    for later in paragraph.find_next_siblings(["p", "ul", "ol"], limit=2):
        if later.name != "p":
            return None
        for code in _codes(later):
            before, _ = _around(code, later)
            if re.search(r"\bsecond\b", _sentence_of(code, later), re.I) and _given(before):
                return later, code
    return None


def _gives_value(paragraph: Tag | None) -> bool:
    """Whether `paragraph` introduces an example by a value in its text ("For example,
    if the key is `abc`:"): what follows it then illustrates that value."""
    if paragraph is None or paragraph.name != "p":
        return False
    for code in _codes(paragraph):
        before, _ = _around(code, paragraph)
        if _STRONG_INTRO.search(_sentence_of(code, paragraph)) and _GIVEN.search(before[-50:]):
            return True
    return False


def _stated_value(text: str) -> str:
    """The value a code element states: "8 + 4 + 6 = 18" states 18, "time=5" states 5."""
    text = text.strip()
    if "\n" in text:
        return ""
    if "=" in text and not text.endswith("="):
        last = text.rsplit("=", 1)[1].strip()
        if _NUMBER.fullmatch(last):
            return last
    return text


def _under(tag: Tag, name: str) -> bool:
    """Whether a `name` element holds `tag` (find_parent, without its filter's cost)."""
    return any(parent.name == name for parent in tag.parents)


def _within(piece: Tag | NavigableString, ancestor: Tag) -> bool:
    """Whether `ancestor` holds `piece` (by identity: bs4 compares tags by content)."""
    return any(parent is ancestor for parent in piece.parents)


def _around(tag: Tag, unit: Tag) -> tuple[str, str]:
    """The text of `unit` before `tag` and after it."""
    strings = getattr(unit, "_aoc_strings", None)
    if strings is None:
        strings = [str(s) for s in unit.descendants if isinstance(s, NavigableString)]
        unit._aoc_strings = strings  # type: ignore[attr-defined]
        unit._aoc_ids = [  # type: ignore[attr-defined]
            id(s) for s in unit.descendants if isinstance(s, NavigableString)
        ]
        unit._aoc_around = {}  # type: ignore[attr-defined]
    known = unit._aoc_around.get(id(tag))
    if known is not None:
        return known
    ids = unit._aoc_ids
    inside = {id(s) for s in tag.descendants if isinstance(s, NavigableString)}
    places = [number for number, key in enumerate(ids) if key in inside]
    if not places:
        found = "".join(strings), ""
    else:
        found = "".join(strings[: places[0]]), "".join(strings[places[-1] + 1 :])
    unit._aoc_around[id(tag)] = found
    return found


def _sentence_of(tag: Tag, unit: Tag) -> str:
    """The sentence of `unit` that holds `tag` (the text around it, to the full stops)."""
    before, after = _around(tag, unit)
    head = re.split(r"(?<=[.!?:])\s+(?=[A-Z(])", before)[-1]
    tail = re.split(r"(?<=[.!?])\s", after, maxsplit=1)[0]
    return f"{head} {tag.get_text()} {tail}"


# --- part 1: inline examples --------------------------------------------------------


def _codes(unit: Tag | None) -> list[Tag]:
    """The inline code elements of `unit` (not those of a block)."""
    if unit is None:
        return []
    return [c for c in unit.find_all("code") if not _under(c, "pre")]


def _inline_candidates(
    article: Tag, positions: dict[int, int], question: set[str], real_input: str | None
) -> list[Candidate]:
    """Examples written in the text: list items that each state a case (`<code>input
    </code> gives <code>answer</code>`), and a value given in an example's sentence
    ("For example, if your number were `10`, ...") whose answer comes later."""
    candidates = []
    for listing in article.find_all(["ul", "ol"]):
        verdict = _verdict_case(listing, article, positions, real_input)
        if verdict is not None:  # its codes explain the verdicts: not answers
            candidates.append(verdict)
        else:
            candidates += _listed_cases(listing, article, positions, question, real_input)
        whole = _whole_list(listing, article, positions, question, real_input)
        if whole is not None:
            candidates.append(whole)
    for paragraph in article.find_all("p"):
        candidate = _given_value(paragraph, article, positions, question, real_input)
        if candidate is not None:
            candidates.append(candidate)
    return candidates


def _listed_cases(
    listing: Tag,
    article: Tag,
    positions: dict[int, int],
    question: set[str],
    real_input: str | None,
) -> list[Candidate]:
    """One candidate per item of a list of cases; all share the list's best points
    (less a little per item), so its first case is offered: the page's first example."""
    intro = _intro_text(listing)
    cases = []
    for item in listing.find_all("li", recursive=False):
        codes = _codes(item)
        if len(codes) < 2:
            continue
        candidate = Candidate(codes[0].get_text(), positions.get(id(codes[0]), 0), kind=CASE)
        if _STRONG_INTRO.search(intro):
            candidate.add(2.0, "for example")
        elif _INTRO.search(intro):
            candidate.add(0.8, "introduced")
        else:
            candidate.add(-1.0, "no introduction")
        candidate.add(_shape_points(candidate.input, real_input), "looks like the input")
        if _DEFINES.match(_around(codes[0], item)[1]):
            candidate.add(-2.0, "a definition, not a case")  # "`x -> y` means that ..."
        answers = [
            a
            for a in _answers_in(item, question, article, skip=1)
            if a[0] != candidate.input.strip()
        ]
        if not answers:
            continue
        if _gives_value(listing.find_previous("p")):
            candidate.add(-2.5, "steps of a value given in the text")
        value, points, evidence = max(answers, key=lambda a: a[1])
        candidate.answer = value
        candidate.answer_evidence = evidence
        candidate.add(points - 1.0, "answer stated")
        candidate.extra = _extra(item.get_text(" ", strip=True))
        cases.append(candidate)
    if len(cases) >= 2:
        best = max(c.points for c in cases)
        for number, candidate in enumerate(cases):
            candidate.points = best + 0.5 - 0.01 * number  # several cases: a list of examples
    return cases


def _leading_codes(listing: Tag) -> list[Tag]:
    """The `<code>` each item of `listing` opens with (`ab` is nice), or [] unless every
    item opens with one: the items are then cases of the input, one line each."""
    leading = []
    for item in listing.find_all("li", recursive=False):
        codes = _codes(item)
        text = item.get_text().lstrip()
        if not codes or not text.startswith(codes[0].get_text().strip() or "\x00"):
            return []
        leading.append(codes[0])
    return leading if len(leading) >= 2 else []


# A verdict's negation: "is not valid", "doesn't support", "invalid".
_NEGATION = re.compile(r"\b(not|no|never|cannot|none|neither|nor)\b|n't\b", re.IGNORECASE)
_VERDICT_END = re.compile(r"[,.;:(\u2014]|\s-\s|\b(because|since|as|but|even|while)\b")
_FILLER = frozenset(
    re.findall(r"\w+", "the and are has have does did was were its it can this that these a an")
)


def _stems(text: str) -> set[str]:
    """The words of `text`, cut to four letters ("supports" and "support" meet)."""
    words = re.findall(r"[a-z]{3,}", text.lower())
    return {w[:4] for w in words if w not in _FILLER}


def _verdict(phrase: str, question: set[str]) -> bool | None:
    """Whether `phrase` ("is valid", "does not support TLS") says yes to the question's
    property, no, or neither (None)."""
    stems = _stems(phrase)
    if _NEGATION.search(phrase):
        return False
    for word in re.findall(r"[a-z]{5,}", phrase.lower()):
        for prefix in ("non", "un", "in", "im"):
            if word.startswith(prefix) and word[len(prefix) :][:4] in question:
                return False  # "invalid" against "valid"
    return True if stems & question else None


def _verdict_case(
    listing: Tag, article: Tag, positions: dict[int, int], real_input: str | None
) -> Candidate | None:
    """The first case of a list of verdicts ("`abc` is valid.", "`abd` is not valid.")
    when the question asks how many pass: its answer is 1 if it passes, else 0."""
    question_text = _question_sentence(article)
    if not re.search(r"\bhow many\b", question_text, re.IGNORECASE):
        return None
    if not _STRONG_INTRO.search(_intro_text(listing)):
        return None
    question = _stems(question_text.split("?")[0])
    verdicts = []
    for code in _leading_codes(listing):
        _, after = _around(code, code.find_parent("li"))
        after = re.sub(r"^\s*(:|-|\u2014|\u2013)\s*", " ", after)  # "`abc`: valid"
        phrase = _VERDICT_END.split(after, maxsplit=1)[0]
        if len(phrase.split()) > 6 or not phrase.strip() or re.search(r"\d", phrase):
            return None  # not a verdict: "is 2 characters long" states a value
        verdicts.append(_verdict(phrase, question))
    if not verdicts or verdicts[0] is None or True not in verdicts:
        return None
    first = _leading_codes(listing)[0]
    candidate = Candidate(first.get_text(), positions.get(id(first), 0), kind=VERDICT)
    candidate.add(3.0, "for example")
    candidate.add(4.0, "a verdict on a case the question counts")
    candidate.add(_shape_points(candidate.input, real_input), "looks like the input")
    candidate.answer = "1" if verdicts[0] else "0"
    return candidate


# A sentence after a list of cases that states the result of all of them together.
_SUMMARY = re.compile(
    r"\b(above|after (these|this|all|finishing|the)|all of (these|them)|in total|"
    r"given (these|the \w+ \w+ above)|(of|from|in|with|using|for) (these|those|all)( \w+)?)\b",
    re.IGNORECASE,
)


def _whole_list(
    listing: Tag,
    article: Tag,
    positions: dict[int, int],
    question: set[str],
    real_input: str | None,
) -> Candidate | None:
    """A list whose items each open with a case ("`abc` is 5 characters") followed by a
    sentence that states the result for the whole list ("given the four strings above,
    ... is `12`"; "After these steps, ... is `decab`"): the cases, one a line, are the
    example's input."""
    leading = _leading_codes(listing)
    if any(_DEFINES.match(_around(code, code.find_parent("li"))[1]) for code in leading):
        return None  # definitions of the input's parts, not cases of an example
    if not leading or not _STRONG_INTRO.search(_intro_text(listing)):
        return None  # "the following path": steps through something shown above
    later = listing.find_next_siblings(["p", "pre", "ul", "ol"], limit=3)
    for unit in later:
        if unit.name != "p":
            break
        if not _SUMMARY.search(unit.get_text(" ", strip=True)):
            continue
        answers = _answers_in(unit, question, article)
        if not answers:
            continue
        value, points, _ = max(answers, key=lambda a: a[1])  # derived: never sure
        text = _joined([code.get_text().strip() for code in leading], real_input)
        candidate = Candidate(text, positions.get(id(leading[0]), 0), kind=WHOLE_LIST)
        candidate.add(3.0, "for example")
        candidate.add(3.0, "a result for the whole list")
        candidate.add(_shape_points(text, real_input), "looks like the input")
        candidate.answer = value
        candidate.add(points, "answer stated")
        candidate.extra = _extra(unit.get_text(" ", strip=True))
        return candidate
    return None


def _given_value(
    paragraph: Tag,
    article: Tag,
    positions: dict[int, int],
    question: set[str],
    real_input: str | None,
) -> Candidate | None:
    """The value an example's sentence gives ("if the number were `10`"), with the
    answer stated after it (in the same paragraph or the following ones)."""
    for code in _codes(paragraph):
        sentence = _sentence_of(code, paragraph)
        before, _ = _around(code, paragraph)
        if not _STRONG_INTRO.search(sentence) or not _given(before):
            continue
        if _SAME_EXAMPLE.search(sentence) or _EXAMPLE_ABOVE.search(sentence):
            # "In this example, the values are `29`", "in the above instructions, ... `10`"
            continue  # a value of the example already given, not a new one
        codes = _codes(paragraph)
        listed = _enumeration(codes, codes.index(code), paragraph)
        value = _joined([c.get_text().strip() for c in listed], real_input)
        if len(value.strip()) < 2 and not value.strip().isdigit():
            continue
        candidate = Candidate(value, positions.get(id(code), 0), kind=GIVEN_VALUE)
        candidate.add(2.0, "for example")
        following = paragraph.find_next_sibling(True)
        if following is not None and following.name == "pre" and not _GIVEN.search(before[-50:]):
            # "suppose only `0` through `9` were valid, and this list:" then the list
            candidate.add(-2.0, "a parameter of the block it introduces")
        start, skip = paragraph, codes.index(listed[-1]) + 1
        second = _second_value(paragraph, sentence)
        if second is not None:  # "if the first path is `a`, ..." "if the second is `b`"
            start, other = second
            value = f"{value.strip()}\n{other.get_text().strip()}"
            candidate.input = value
            candidate.add(1.0, "its second part given too")
            skip = _codes(start).index(other) + 1
        candidate.add(_shape_points(value, real_input), "looks like the input")
        best = _answer_after_value(value, start, skip, article, question)
        if best[1] is None:
            return None
        candidate.answer = best[1]
        candidate.add(best[0] - 1.0, "answer stated")
        candidate.answer_evidence = best[2]
        candidate.extra = _extra(sentence)
        return candidate
    return None


def _answer_after_value(
    value: str, start: Tag, skip: int, article: Tag, question: set[str]
) -> tuple[float, str | None, frozenset[str]]:
    """The best answer stated for a `value` given in prose, from `start` (its paragraph,
    past its first `skip` values) on: its points, the answer (None: none) and evidence.
    A value built from the given one ("hash `abcD`" after `abc`) is a step, not it."""
    best: tuple[float, str | None, frozenset[str]] = (0.0, None, frozenset())
    units = [start, *_after(start, None, article)]
    for distance, unit in enumerate(units):
        for answer, points, evidence in _answers_in(
            unit, question, article, skip if unit is start else 0
        ):
            if len(value.strip()) > 2 and value.strip() in answer:
                continue
            if points + 0.05 * distance > best[0]:
                best = (points + 0.05 * distance, answer, evidence)
    return best


# --- the question, the shape of the input, extra parameters -------------------------


def _question_words(article: Tag) -> set[str]:
    """The words of the part's final question ("What is the sum of ...?")."""
    return _words(_question_sentence(article))


def _question_sentence(article: Tag) -> str:
    """The part's final question, the text of its last sentence with a "?"."""
    cached = getattr(article, "_aoc_question", None)
    if cached is None:
        cached = ""
        for paragraph in reversed(article.find_all("p")):
            text = paragraph.get_text(" ", strip=True)
            if "?" in text:
                sentences = re.split(r"(?<=[.!?])\s+", text)
                cached = next((s for s in reversed(sentences) if "?" in s), text)
                break
        article._aoc_question = cached  # type: ignore[attr-defined]
    return cached


def _is_question(unit: Tag, article: Tag) -> bool:
    paragraphs = article.find_all("p")
    return bool(paragraphs) and unit is paragraphs[-1] and "?" in unit.get_text()


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


def _shape_points(text: str, real_input: str | None) -> float:
    """How much `text` looks like the user's input: the same characters, lines of a
    similar length (0 without an input)."""
    if not real_input or not text.strip():
        return 0.0
    alphabet = set(real_input) - {"\n"}
    chars = set(text) - {"\n"}
    if not chars:
        return 0.0
    same = len(chars & alphabet) / len(chars)
    lines = text.strip("\n").split("\n")
    real_lines = real_input.strip("\n").split("\n")
    points = 2.0 * same - 1.0
    if (len(lines) > 1) == (len(real_lines) > 1):
        points += 0.5
    if _line_pattern(lines) == _line_pattern(real_lines):
        points += 1.0
    return points


def _line_pattern(lines: list[str]) -> str:
    """A line's shape: its digits, letters and spaces folded (most common shape)."""
    shapes: dict[str, int] = {}
    for line in lines[:50]:
        shape = re.sub(r"[a-z]+", "a", re.sub(r"-?\d+", "9", line.lower()))
        shapes[shape] = shapes.get(shape, 0) + 1
    return max(shapes, key=shapes.__getitem__) if shapes else ""


def _extra(text: str) -> dict[str, Any]:
    """Parameters the text states for the example: "after 6 steps", "11 wide and 7 tall"."""
    extra: dict[str, Any] = {}
    if match := _EXTRA.search(text):
        unit = match["unit"].lower()
        extra[unit if unit.endswith("s") else unit + "s"] = int(match["count"])
    if match := _SIZE.search(text):
        extra["width"], extra["height"] = int(match["width"]), int(match["height"])
    return extra


# --- part 2 -------------------------------------------------------------------------


def _with_part_2(
    found: list[FoundExample], article: Tag, part_1: Tag, real_input: str | None
) -> list[FoundExample]:
    """`found` (part 1's examples, best first) with part 2's example from the part-2
    `article`: its own candidates (a block, a list of cases, a value it introduces as an
    example) weighed with part 1's example answered again in its text; part 1's example
    gets the part-2 answer when it wins, else the winner is added."""
    question = _question_words(article)
    positions = _order(article)
    known = [_without_label(block.get_text()) for block in part_1.find_all("pre")]
    candidates = _block_candidates(article, positions, question, real_input, known)
    candidates += _inline_candidates(article, positions, question, real_input)
    candidates = [c for c in candidates if c.input.strip() and c.answer is not None]
    first = next((f for f in found if f.part_1 is not None), found[0] if found else None)
    if first is not None:
        for candidate in candidates:  # the example of part 1, again: its input is known
            if candidate.input.rstrip() == first.input.rstrip():
                candidate.add(2.0, "part 1's example")
        again = _part_1_again(first, article, question)
        own = any(INTRODUCED in c.reasons for c in candidates)
        if again is not None and (INTRODUCED in again.reasons or not own):
            candidates.append(again)  # spoken of, or the article gives no example of its own
    if not candidates:
        return found
    ranked = _ranked(candidates)
    best = ranked[0]
    judged = judge(best, ranked, part=2)
    if first is not None and best.input.rstrip() == first.input.rstrip():
        extra = {**first.extra, **best.extra}
        both_sure = first.sure and judged.sure
        updated = replace(first, part_2=best.answer, extra=extra, sure=both_sure)
        updated = replace(updated, evidence=(*first.evidence, *judged.evidence))
        return [updated if f is first else f for f in found]
    return [*found, replace(_found(best, judged), part_1=None, part_2=best.answer)]


# Part 2's text speaking of part 1's example: "In the example above", "the same example".
_EXAMPLE_ABOVE = re.compile(
    r"\b(above|same example|previous example|earlier example|"
    r"(the|that|this) (first|original|larger|last) example)\b",
    re.IGNORECASE,
)


def _part_1_again(first: FoundExample, article: Tag, question: set[str]) -> Candidate | None:
    """Part 1's example with the answer part 2's text states for it ("In the example
    above, ... is now `56`"), weighed by that answer; its parameters carried over."""
    stated = _part_2_answer(article, question)
    if stated is None:
        return None
    answer, points, evidence = stated
    # Placed after the article's own candidates: a tie goes to the article's example.
    candidate = Candidate(first.input, 1 << 30, kind=PART_1_EXAMPLE, extra=dict(first.extra))
    text = article.get_text(" ", strip=True)
    if _EXAMPLE_ABOVE.search(text):
        candidate.add(3.0, "for example")  # the text speaks of the example already given
    if first.sure:
        candidate.add(1.0, "part 1's example, sure")
    candidate.answer = answer
    candidate.answer_evidence = evidence
    candidate.add(points, "answer stated")
    candidate.extra.update(_extra(text))
    return candidate


def _part_2_answer(article: Tag, question: set[str]) -> tuple[str, float, frozenset[str]] | None:
    """The value part 2's text states for the example (the best stated answer), its points
    and what states it."""
    units = article.find_all(["p", "li"])
    if units and _is_question(units[-1], article):
        units = units[:-1]
    best: tuple[str, float, frozenset[str]] | None = None
    for distance, unit in enumerate(units):
        for value, points, evidence in _answers_in(unit, question, article):
            ranking = points + 0.02 * distance  # the last stated value is the usual answer
            if best is None or ranking >= best[1]:
                best = (value, ranking, evidence)
    return best


# --- aocd's example parser plugin ---------------------------------------------------


def aocd_plugin(page: Any, datas: list[str]) -> list[Any]:
    """aocd's example parser entry point (group `adventofcode.examples`): the examples
    of aocd's `Page`, as aocd `Example`s. `datas` are the user's real inputs, if any."""
    from aocd.examples import Example

    extraction = extract_examples(page.raw_html, datas[0] if datas else None)
    return [
        Example(example.input.rstrip("\n"), example.part_1, example.part_2, example.extra or None)
        for example in extraction.examples
    ]
