"""Candidate inputs written as blocks: every `<pre>` of an article, weighed by the
sentence that introduces it and the marks of a picture, a later state or a walk-through,
with the answer stated after it (docs/examples.md, "Blocks")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aoc_framework.authoring.example_extractor.answers import answers_in, best_answer
from aoc_framework.authoring.example_extractor.candidate import INTRODUCED_PLAINLY, Candidate
from aoc_framework.authoring.example_extractor.page import (
    ANOTHER,
    DRAWING,
    GIVEN,
    INTRO,
    LATER,
    PICTURE,
    STRONG_INTRO,
    WINDOW,
    first_line_input,
    inline_codes,
    intro_text,
    kept_on,
    new_example,
    sentence_of,
    text_around,
    under,
    units_after,
)
from aoc_framework.site.soup import Tag

if TYPE_CHECKING:
    from collections.abc import Sequence


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


def block_candidates(
    article: Tag,
    positions: dict[int, int],
    question: set[str],
    real_input: str | None,
    known: Sequence[str] = (),
) -> list[Candidate]:
    """One candidate per `<pre>` block, with the answer stated after it. `known`: the
    texts of the blocks before the article (part 1's, for part 2's article)."""
    blocks = article.find_all("pre")
    texts = [without_label(b.get_text()) for b in blocks]
    if first_line_input(article):  # "the first row (your puzzle input)": the rest follow
        texts = [text.lstrip("\n").split("\n", 1)[0] + "\n" for text in texts]
    page = _Blocks(article, positions, question, real_input, blocks, texts, known)
    candidates = [_block_candidate(page, number) for number in range(len(blocks))]
    for candidate in candidates:  # the first block introduced as an example
        if candidate.tag is not None and new_example(intro_text(candidate.tag)):
            candidate.first_example = True
            break
    return candidates


def _block_candidate(page: _Blocks, number: int) -> Candidate:
    """Block `number` of the page weighed by the rules of a block, with its answer."""
    block = page.blocks[number]
    text = re.sub(r"\A([ \t]*\n)+", "", page.texts[number])
    # Part 1's block drawn again with a mark or two ("?" for the middle tile) stands for it.
    text = next((known for known in page.known if _marked_copy(text, known)), text)
    candidate = Candidate(text, page.positions.get(id(block), 0), tag=block)
    intro = intro_text(block)
    _weigh_intro(candidate, intro, number)
    _weigh_picture(candidate, block, intro)
    earlier = [e for e in page.known[:WINDOW] if e.strip() != text.strip()]  # part 1's: itself
    _weigh_repeat(candidate, text, earlier + page.texts[max(0, number - WINDOW) : number])
    _weigh_state(candidate, text)
    candidate.add_shape(text, page.real_input)
    following = _next_block(number, page.blocks, page.texts)
    _answer_block(candidate, block, following, page)
    following_text = _following_text(block, following, page.article)
    candidate.take_parameters(following_text, page.article)
    return candidate


def _weigh_intro(candidate: Candidate, intro: str, number: int) -> None:
    """The sentence leading to the block: "For example" most, "like this" less; a
    drawing ("roughly like this") loses; the page's first block gains a little."""
    if new_example(intro):
        candidate.add(3.0, "for example")
    elif DRAWING.search(intro):
        candidate.add(-0.5, "a picture")  # "An orbit looks roughly like this:"
    elif INTRO.search(intro):
        candidate.add(1.5, INTRODUCED_PLAINLY)
    if number == 0:
        candidate.add(0.5, "first block")


def _weigh_picture(candidate: Candidate, block: Tag, intro: str) -> None:
    """A block that draws a value the text gave, a later state, or holds emphasis is an
    illustration, not the input."""
    previous = block.find_previous(["p", "li"])
    if gives_value(previous) or (PICTURE.search(intro) and inline_codes(previous)):
        candidate.add(-2.5, "a picture of a value given in the text")
    elif PICTURE.search(intro) and LATER.search(intro):
        candidate.add(-2.0, "a later state drawn")
    if _emphasis_in(block, candidate.input):  # emphasis marks an illustration, not an input
        candidate.add(-2.0, "emphasis inside")


def _emphasis_in(block: Tag, taken: str) -> bool:
    """Whether `block` holds emphasis within the text `taken` as its input. Emphasis only
    in a section left out (the last state of a grid drawn again and again, its last cart
    emphasised) marks that state, not the input: the first state, taken, is plain."""
    if block.find("em") is None:
        return False
    full, taken = block.get_text(), taken.strip("\n")
    start = full.find(taken)
    if start < 0:  # not taken as written: any emphasis may be in it
        return True
    end, offset = start + len(taken), 0
    for string in block.find_all(string=True):
        length = len(string)
        if under(string, "em") and offset < end and offset + length > start:
            return True
        offset += length
    return False


def _weigh_repeat(candidate: Candidate, text: str, earlier: Sequence[str]) -> None:
    """A block with the line lengths of an earlier one (a later state of the same grid),
    or drawing it again with a few marks added, is not a new input."""
    shape = _lengths(text)
    if any(_lengths(e) == shape for e in earlier):
        candidate.add(-3.0, "an earlier block again, or a later state of it")
    elif any(_derived(text, e) for e in earlier):
        candidate.add(-2.0, "an earlier block marked up")


#: A line that names a step of a walk-through opens on the step's word and its number or
#: label ("Step 1:", "Round 2", "== Minute 3 =="); "Step C must be finished before step A
#: can begin." opens a line of data (the steps are the puzzle's own words), and so does
#: "Turn left".
_COUNTED_STEP = r"(steps?|rounds?|minutes?|turns?|cycles?)\s*(\d|:|=)"


def _weigh_state(candidate: Candidate, text: str) -> None:
    """A block that opens on a step ("After 1 round") or shows walk-through marks."""
    if re.match(rf"\s*(after|before|{_COUNTED_STEP}|==)", text, re.I):
        candidate.add(-1.5, "a state shown")
    elif _walkthrough(text):
        candidate.add(-1.0, "marks of a walk-through")


def _answer_block(candidate: Candidate, block: Tag, following: Tag | None, page: _Blocks) -> None:
    """The block's answer: the best value stated after it (up to the `following`
    example), or the one its list item states when the item is a case of its own."""
    answer, points, evidence, unit = best_answer(block, following, page.article, page.question)
    item = block.find_parent("li")
    if item is not None and _case_with_block(item):
        # "<li>Max signal `43210` (from ...): <pre>...</pre></li>": the item states it
        listed = STRONG_INTRO.search(intro_text(item.find_parent(["ul", "ol"])))
        if listed and "for example" not in candidate.reasons:
            candidate.add(2.0, "for example")  # a case of a list of examples
        own = [(v, p) for v, p, _ in answers_in(item, page.question, page.article)]
        answer, points, evidence, unit = (None, 0.0, frozenset(), None)
        if own:
            answer, points = max(own, key=lambda a: a[1])
    if unit is not None and unit.name == "li" and len(inline_codes(unit)) >= 2:
        candidate.add(-3.0, "its answer belongs to a case of its own")
    if answer is not None:
        candidate.answer = answer
        candidate.add(points, "answer stated")
    candidate.answer_evidence = evidence


# Marks of a walk-through rather than an input: a current place marked "[.]" or "(3)",
# a line that names a step ("After 2 rounds", "== Minute 1 =="), a label line alone
# naming the first state ("Initial state:"; "initial state: #..#.#" with its data on the
# line is the input's own).
_WALKTHROUGH = re.compile(
    rf"[\[(]\S[\])]|^\s*(after\b|before\b|{_COUNTED_STEP}|==)"
    r"|^\s*initial\b[^:\n]*:\s*$",
    re.IGNORECASE | re.MULTILINE,
)


def _walkthrough(text: str) -> bool:
    """Whether a block shows the steps of an example rather than its input."""
    return bool(_WALKTHROUGH.search(text))


#: A line that names a step of a walk-through ("After 1 minute:", "== Round 2 ==").
STEP = re.compile(rf"\s*(after\b|{_COUNTED_STEP}|==)", re.IGNORECASE)


#: A line that only labels what follows it: "Initial state:", "Immune System:".
_LABEL = re.compile(r"[A-Z][\w ]*:")


def without_label(text: str) -> str:
    """The input a block holds: a block that shows a labelled state ("Initial state:"
    then a grid, then more states) stands for its first state; an input followed by its
    steps ("After 1 step:"), or by later states of the same grid, for the input alone;
    a line of data with rules drawn under it (`A-----`, `  B--- C---`), for the data."""
    lines = text.split("\n")
    if len(lines) > 2 and _LABEL.fullmatch(lines[0].strip()) and "" in lines[1:]:
        if labelled_sections(sections_of(text)):  # the input's own labels: kept
            return _data_above_rules(text)
        return "\n".join(lines[1 : lines.index("", 1)]) + "\n"
    return the_data_alone(text)


def the_data_alone(text: str) -> str:
    """`text` without its later states, the maps it draws or the rules drawn under it
    (no label line left out: is the example that section, or its first part?)."""
    sections = sections_of(text)
    if _first_state_alone(sections):
        return sections[0] + "\n"
    return _data_above_rules(text)


def _first_state_alone(sections: Sequence[str]) -> bool:
    """Whether the first section is the input and the others its steps ("After 1
    step:") or its later states."""
    if len(sections) < 2 or STEP.match(sections[0]):
        return False
    return bool(STEP.match(sections[1])) or _states_of_one_grid(sections) or _maps_of(sections)


def _maps_of(sections: Sequence[str]) -> bool:
    """Whether the sections after the first are maps it draws (a grid of `#`, `|` and
    `.`, no space inside, one `X` where it starts), while the first holds data (letters
    or digits). Rules of symbols (`..#.# => #`) have spaces: they are data."""

    def marks(section: str) -> int:
        return sum(character.isalnum() for character in section)

    def drawn(section: str) -> bool:
        return marks(section) <= 1 and not re.search(r"[ \t]", section)

    return marks(sections[0]) > 1 and all(drawn(later) for later in sections[1:])


def sections_of(text: str) -> list[str]:
    """The parts of a block's `text` that blank lines separate."""
    return re.split(r"\n[ \t]*\n", text.strip("\n"))


def labelled_sections(sections: Sequence[str]) -> bool:
    """Whether every section opens with a label that names no step ("Immune System:",
    then "Infection:"): the labels are the input's own, not the names of its states."""
    firsts = [section.lstrip("\n").split("\n", 1)[0].strip() for section in sections]
    return len(sections) > 1 and all(_LABEL.fullmatch(f) and not STEP.match(f) for f in firsts)


def _states_of_one_grid(sections: Sequence[str]) -> bool:
    """Whether the sections draw one grid again and again, a few marks moved each time
    (carts on a track after each tick, some crashed and gone), as the same example's
    states: the same line lengths, each within a quarter of its characters of the first.
    Inputs of several grids differ more: two patterns of mirrors by half their
    characters, locks and keys by more (a lock like another comes with keys unlike it)."""
    first = sections[0]
    return all(
        _lengths(later) == _lengths(first)
        and sum(a != b for a, b in zip(first, later, strict=False)) <= len(first) // 4
        for later in sections[1:]
    )


#: A line that draws rather than holds data: only rules and their labels ("A-----",
#: "  B----- C-----"), under a block's input (an annotated tree, a ruler).
DRAWN_LINE = re.compile(r"\s*(\w?[-=~^|+*]{4,}\s*)+")


def _data_above_rules(text: str) -> str:
    """`text` without the rules drawn under its data (every line from some line on a
    drawn one), unless its first line is a drawing itself (a maze of `+--+`)."""
    lines = text.rstrip("\n").split("\n")
    if not any(character.isalnum() for character in lines[0]):
        return text
    end = len(lines)
    while end > 1 and DRAWN_LINE.fullmatch(lines[end - 1]):
        end -= 1
    return text if end == len(lines) else "\n".join(lines[:end]) + "\n"


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


#: How many characters a copy of a block may mark (at most, and per 100 characters).
_MARKS, _MARKS_PER_100 = 2, 2


def _marked_copy(text: str, earlier: str) -> bool:
    """Whether `text` is the `earlier` block with a few characters marked: the same
    lines and lengths, at most `_MARKS` characters changed (more for a large block)."""
    if text == earlier or _lengths(text) != _lengths(earlier):
        return False
    changed = sum(a != b for a, b in zip(text, earlier, strict=False))
    return changed <= max(_MARKS, len(text) * _MARKS_PER_100 // 100)


def _lengths(text: str) -> list[int]:
    """The length of each line: a grid redrawn after a step keeps them."""
    return [len(line) for line in text.strip("\n").split("\n")]


def _case_with_block(item: Tag) -> bool:
    """Whether list item `item` is a case of its own: a sentence and one block."""
    codes = inline_codes(item)
    opens_with_code = bool(codes) and item.get_text().lstrip().startswith(codes[0].get_text())
    # "<li>`rect 3x2` creates ...: <pre>" draws what its code does: not a case's block
    return len(item.find_all("pre")) == 1 and not opens_with_code


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
    return kept_on(block, "_aoc_another", lambda: _says_another(intro_text(block)))


def _says_another(intro: str) -> bool:
    return bool(new_example(intro) and ANOTHER.search(intro))


def _following_text(block: Tag, stop: Tag | None, article: Tag) -> str:
    """The text after `block` that may state its parameters: up to the next example
    (`stop`), without the paragraph introducing it ("Here's a larger example with ten
    tiles per row and ten rows:" states the next example's)."""
    units = units_after(block, stop, article)
    if stop is not None and units and units[-1] is stop.find_previous(["p", "li"]):
        units = units[:-1]
    return " ".join(t.get_text(" ", strip=True) for t in units[:6])


def gives_value(paragraph: Tag | None) -> bool:
    """Whether `paragraph` introduces an example by a value in its text ("For example,
    if the key is `abc`:"): what follows it then illustrates that value."""
    if paragraph is None or paragraph.name != "p":
        return False
    for code in inline_codes(paragraph):
        before, _ = text_around(code, paragraph)
        if STRONG_INTRO.search(sentence_of(code, paragraph)) and GIVEN.search(before[-50:]):
            return True
    return False
