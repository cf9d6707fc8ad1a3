"""Where things are on a puzzle page and what its sentences say: the page order of its
tags, the text around a value, the sentence that introduces a block, the final question,
the shape of an input, the parameters an example states (docs/examples.md)."""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from aoc_framework.site.soup import NavigableString, Tag

_T = TypeVar("_T")


def kept_on(tag: Tag, name: str, work: Callable[[], _T]) -> _T:
    """What `work()` gives, worked out once for `tag` and kept on it as `name`: a page's
    rules ask the same of one tag many times. Looked up in the tag's own attributes:
    bs4 answers an attribute it does not have by searching the tag's whole subtree for a
    child tag of that name (a seventh of the extractor's time, on the article). Kept in
    a 1-tuple, since a value may be None."""
    kept = vars(tag).get(name)
    if kept is None:
        kept = (work(),)
        setattr(tag, name, kept)
    return kept[0]


# Words that introduce an example block in the author's prose, across years.
INTRO = re.compile(
    r"\b(for example|for instance|example|suppose|consider|given|such as|like this|"
    r"following|imagine|here is|here's)\b",
    re.IGNORECASE,
)


STRONG_INTRO = re.compile(r"\b(for example|for instance|example|suppose|consider)\b", re.IGNORECASE)


# An intro to a picture of the example rather than to its text.
PICTURE = re.compile(r"\b(looks?( \w+)? like|would look|drawn|draw|visuali[sz]e)\b", re.IGNORECASE)


# An intro that speaks of the example already given ("In this example, after a step").
SAME_EXAMPLE = re.compile(
    r"\b(this|that|the|same|above|previous|earlier|first) example\b|\bexample (above|before)\b",
    re.IGNORECASE,
)


def new_example(intro: str) -> bool:
    """Whether `intro` introduces an example of its own (not a state of the last one)."""
    last = re.split(r"(?<=[.!?])\s+", intro)[-1]  # the sentence that leads to the block
    return bool(STRONG_INTRO.search(last) and not SAME_EXAMPLE.search(last))


# An intro to a drawing rather than to the input ("the input looks like this" is not).
DRAWING = re.compile(
    r"\b(visually|roughly|drawn|drawing|draw|diagram|visuali[sz]ed?|pictured?)\b", re.I
)


# An intro to a state reached later: "Eventually, after 2017 steps, it looks like this".
LATER = re.compile(r"\b(after|eventually|finally|at the end|by the end|now)\b", re.I)


# A list item that defines its code rather than working a case out.
DEFINES = re.compile(r"\s*(means|represents|stands for|indicates|denotes)\b", re.I)


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


# The words right before a value given as an example's input ("if it were `10`"); or the
# word "example" the value stands beside ("consider a larger example, `dabAcC...`:"): the
# value is named the example, and a block after it draws its working.
GIVEN = re.compile(
    r"\b(is|are|were|was|of|be|input|salt|number|string|id|key|passcode|lengths?|"
    r"sequence|starts? with|given|with|(?<!for )example,)\s*:?\s*$",
    re.IGNORECASE,
)


# A clause that supposes a value: "if the spinlock were to step `3`", "using `abc`".
SUPPOSING = re.compile(r"\b(if|suppose|using|given|with)\b[^,.;:()]*$", re.IGNORECASE)


# What the page calls its input: "an initial state (your puzzle input)", "the salt in
# your puzzle input" (the last word of the name: "state", "salt").
_INPUT_NAME = re.compile(
    r"\b([a-z]{3,})\s+(?:\((?:given as |provided as |as listed in )?your puzzle input|"
    r"(?:in|from|given in) your puzzle input)\b",
    re.IGNORECASE,
)
_NOT_A_NAME = frozenset(("code", "list", "data", "file", "instructions", "given", "input"))


def input_name(article: Tag) -> str | None:
    """The word the part's text names its input by ("Using the initial state in your
    puzzle input": "state"), lower case; None when it names none (worked out once)."""
    return kept_on(article, "_aoc_input_name", lambda: _input_name(article))


def _input_name(article: Tag) -> str | None:
    match = _INPUT_NAME.search(article.get_text(" "))
    word = match[1].lower() if match else None
    return None if word in _NOT_A_NAME else word


# The input named as the first line of what a block shows: "the safe tiles and traps in
# the first row (your puzzle input)"; the rows after it are worked out from it.
_FIRST_LINE_INPUT = re.compile(
    r"\bfirst (?:row|line)\s+(?:\(|in |of |from )your puzzle input", re.IGNORECASE
)


def first_line_input(article: Tag) -> bool:
    """Whether the part's text names its input as the first row or line (worked out
    once): a block of rows then shows the input and the rows worked out from it."""
    return kept_on(
        article, "_aoc_first_line", lambda: bool(_FIRST_LINE_INPUT.search(article.get_text(" ")))
    )


def named_as_input(before: str, name: str | None) -> bool:
    """Whether the text `before` a value names it as the input ("an initial state of
    `10000`", "the salt `abc`", "the state is `10000`")."""
    if name is None:
        return False
    pattern = rf"\b{re.escape(name)}s?\s*(?:of|is|were|was|would be|:)?\s*$"
    return bool(re.search(pattern, before[-40:], re.IGNORECASE))


def gives_input(before: str) -> bool:
    """Whether the text `before` a value gives that value as an example's input."""
    return bool(GIVEN.search(before[-50:]) or SUPPOSING.search(before[-60:]))


def intro_text(tag: Tag) -> str:
    """The sentence before `tag`: the end of the previous paragraph (or list item)."""
    previous = tag.find_previous(["p", "li"])
    if previous is None or is_within(tag, previous):
        previous = tag.find_previous(["p"])
    text = previous.get_text(" ", strip=True) if previous is not None else ""
    return text[-200:]


# What a later block's intro says when it gives another example ("Consider" and
# "Suppose" there more often walk through the one already given).
ANOTHER = re.compile(r"\b(for example|for instance|examples?)\b", re.IGNORECASE)


#: How far the extractor looks from a candidate, so that a page's cost grows with its
#: length, not its square (issue 47: 400 example blocks took 13 s): an answer is sought
#: in the 40 paragraphs and list items after its example, the example's end in the 40
#: blocks after it, and a block is compared with the 40 blocks before it. Real pages
#: state an example's answer within a few paragraphs.
WINDOW = 40
#: How many paragraphs and list items are read at most after a candidate, a list's
#: items counting as one paragraph towards `WINDOW`.
LIST_WINDOW = 5 * WINDOW


def units_after(start: Tag, stop: Tag | None, article: Tag) -> list[Tag]:
    """The paragraphs and list items of `article` after `start`, up to `stop` (a later
    block), in page order: at most `WINDOW` of them."""
    order = page_order(article)
    first = order.get(id(start), -1)
    last = order.get(id(stop), len(order)) if stop is not None else len(order)
    units, places = _units(article)
    found: list[Tag] = []
    counted, listing = 0, None
    for unit in units[bisect.bisect_right(places, first) :]:
        if order[id(unit)] >= last or counted == WINDOW or len(found) == LIST_WINDOW:
            break
        if not is_within(unit, start):
            found.append(unit)
            # The items of one list count as one: a walk-through of 65 steps, then
            # "This path takes a total of 396 steps".
            parent = unit.parent if unit.name == "li" else None
            counted += parent is None or parent is not listing
            listing = parent
    return found


def _units(article: Tag) -> tuple[list[Tag], list[int]]:
    """The paragraphs and list items of `article` and their places, computed once."""
    return kept_on(article, "_aoc_units", lambda: _placed_units(article))


def _placed_units(article: Tag) -> tuple[list[Tag], list[int]]:
    order = page_order(article)
    units = article.find_all(["p", "li"])
    return units, [order[id(u)] for u in units]


def page_order(article: Tag) -> dict[int, int]:
    """Each tag's place in `article`, computed once per article."""
    return kept_on(article, "_aoc_order", lambda: _places(article))


def _places(article: Tag) -> dict[int, int]:
    return {id(tag): number for number, tag in enumerate(article.find_all(True))}


def text_between(code: Tag, following: Tag, unit: Tag) -> str:
    """The text of `unit` between `code` and a `following` value."""
    start = len(text_around(code, unit)[0]) + len(code.get_text())
    return text_around(following, unit)[0][start:]


def ends_sentence(code: Tag, following: Tag, unit: Tag) -> bool:
    """Whether a sentence ends between `code` and the `following` value of `unit`."""
    return bool(re.search(r"[.!?](\s|$)", text_between(code, following, unit)))


def closing_units(article: Tag) -> list[Tag]:
    """The paragraph of the final question and the one before it."""
    return kept_on(article, "_aoc_closing", lambda: _last_paragraphs(article))


def _last_paragraphs(article: Tag) -> list[Tag]:
    return article.find_all("p", recursive=False)[-2:] or article.find_all("p")[-2:]


def under(tag: Tag, name: str) -> bool:
    """Whether a `name` element holds `tag` (find_parent, without its filter's cost)."""
    return any(parent.name == name for parent in tag.parents)


def is_within(piece: Tag | NavigableString, ancestor: Tag) -> bool:
    """Whether `ancestor` holds `piece` (by identity: bs4 compares tags by content)."""
    return any(parent is ancestor for parent in piece.parents)


def text_around(tag: Tag, unit: Tag) -> tuple[str, str]:
    """The text of `unit` before `tag` and after it."""
    strings, ids, around = kept_on(unit, "_aoc_text", lambda: _strings_of(unit))
    known = around.get(id(tag))
    if known is not None:
        return known
    inside = {id(s) for s in tag.descendants if isinstance(s, NavigableString)}
    places = [number for number, key in enumerate(ids) if key in inside]
    if not places:
        found = "".join(strings), ""
    else:
        found = "".join(strings[: places[0]]), "".join(strings[places[-1] + 1 :])
    around[id(tag)] = found
    return found


def _strings_of(unit: Tag) -> tuple[list[str], list[int], dict[int, tuple[str, str]]]:
    """The texts of `unit`, their ids, and the text around each tag asked about so far."""
    pieces = [s for s in unit.descendants if isinstance(s, NavigableString)]
    return [str(s) for s in pieces], [id(s) for s in pieces], {}


def sentence_of(tag: Tag, unit: Tag) -> str:
    """The sentence of `unit` that holds `tag` (the text around it, to the full stops)."""
    before, after = text_around(tag, unit)
    head = re.split(r"(?<=[.!?:])\s+(?=[A-Z(])", before)[-1]
    tail = re.split(r"(?<=[.!?])\s", after, maxsplit=1)[0]
    return f"{head} {tag.get_text()} {tail}"


def inline_codes(unit: Tag | None) -> list[Tag]:
    """The inline code elements of `unit` (not those of a block)."""
    if unit is None:
        return []
    return [c for c in unit.find_all("code") if not under(c, "pre")]


def question_words(article: Tag) -> set[str]:
    """The words of the part's final question ("What is the sum of ...?"), but what it
    says it does not ask ("the actual path, not just the length": no length)."""
    return content_words(_NOT_ASKED.sub("", question_sentence(article)))


#: What a question says it does not ask for: "not just the length", "not the count".
_NOT_ASKED = re.compile(r"\bnot (just |only |merely )?(the |a |its )?\w+", re.IGNORECASE)


def question_sentence(article: Tag) -> str:
    """The part's final question, the text of its last sentence with a "?"."""
    return kept_on(article, "_aoc_question", lambda: _last_question(article))


def _last_question(article: Tag) -> str:
    for paragraph in reversed(article.find_all("p")):
        text = paragraph.get_text(" ", strip=True)
        if "?" in text:
            sentences = re.split(r"(?<=[.!?])\s+", text)
            return next((s for s in reversed(sentences) if "?" in s), text)
    return ""


def is_question(unit: Tag, article: Tag) -> bool:
    paragraphs = article.find_all("p")
    return bool(paragraphs) and unit is paragraphs[-1] and "?" in unit.get_text()


def content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


def shape_points(text: str, real_input: str | None) -> float:
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


#: What separates the values of a one-line example written in prose ("`+1, -2, +3`").
_PROSE_SEPARATORS = (", ", ",", " ")


def in_the_inputs_form(text: str, real_input: str | None) -> str:
    """`text`, a one-line list of values written in prose ("`+1, -2, +3, +1`"), one value
    a line when that is the real input's form: every line of it one value (no comma or
    space inside), and each value of `text` of the shape of one of its lines (`_shape`).
    Otherwise `text` as it is: the day's code reads the example as it reads the input
    (it splits lines)."""
    lines = real_input.strip("\n").split("\n") if real_input else []
    value = text.strip()
    if len(lines) < 2 or "\n" in value or any(_separated(line) for line in lines):
        return text
    separator = next((s for s in _PROSE_SEPARATORS if s in value), None)
    if separator is None:
        return text
    parts = [part.strip() for part in value.split(separator)]
    shapes = {_shape(line) for line in lines[:200]}
    if len(parts) < 2 or not all(part and _shape(part) in shapes for part in parts):
        return text
    return "\n".join(parts)


#: A number (its minus sign with it), a run of small letters or of capital letters, in
#: a value's shape.
_RUN = re.compile(r"-?\d+|[a-z]+|[A-Z]+")


def _shape(value: str) -> str:
    """`value` with each number, run of small and run of capital letters folded to one
    character ("+13" and "+1" are "+0", "-7" is "0"; "R4" is "A0", which "R" alone is
    not)."""
    return _RUN.sub(_folded, value)


def _folded(run: re.Match[str]) -> str:
    return "a" if run[0].islower() else "A" if run[0].isupper() else "0"


def _separated(line: str) -> bool:
    """Whether an input line holds several values (or none)."""
    return not line.strip() or "," in line or " " in line.strip()


def _line_pattern(lines: list[str]) -> str:
    """The most common `_shape` of the first lines (the first of equals)."""
    shapes = Counter(map(_shape, lines[:50]))
    return shapes.most_common(1)[0][0] if shapes else ""


# A sentence about the user's own input or the real puzzle, not the example: the
# question, "The image you received is 25 pixels wide", "you should instead use 256".
_ABOUT_THE_REAL = re.compile(
    r"\b(your|you (?:have|received)|instead|(?:the )?(?:real|actual))\b", re.IGNORECASE
)
_ABOUT_AN_EXAMPLE = re.compile(r"\b(examples?|suppose|if)\b", re.IGNORECASE)


def _about_the_real(sentence: str) -> bool:
    """Whether `sentence` speaks of the real puzzle rather than of an example."""
    if "?" in sentence:
        return True
    return bool(_ABOUT_THE_REAL.search(sentence)) and not _ABOUT_AN_EXAMPLE.search(sentence)


def _sentences(text: str) -> list[str]:
    """The sentences of `text` ("... 16 bits.) After 40 million pairs" is two)."""
    return re.split(r"(?<=[.!?])\)?\s+(?=[A-Z(])", text)


_NUMBER_WORDS = {
    word: number
    for number, word in enumerate(
        re.findall(
            r"\w+",
            "two three four five six seven eight nine ten eleven twelve thirteen fourteen "
            "fifteen sixteen seventeen eighteen nineteen twenty",
        ),
        start=2,
    )
}


# A count of a noun ("ten rows", "5 workers") or a measure ("a disk of length 20").
_COUNT = re.compile(
    rf"(?<![\w.,+-])(?P<count>\d+|{'|'.join(_NUMBER_WORDS)}) (?P<noun>[a-z]{{3,}})\b"
    r"|\b(?P<measure>length|size) (?:of )?(?P<amount>\d+)\b",
    re.IGNORECASE,
)


def _counts(text: str) -> dict[str, set[int]]:
    """The counts `text` gives each noun (by its singular) and measure."""
    counts: dict[str, set[int]] = {}
    for match in _COUNT.finditer(text):
        noun, count = _counted(match)
        counts.setdefault(noun, set()).add(count)
    return counts


def _counted(match: re.Match[str]) -> tuple[str, int]:
    """What a `_COUNT` match counts (a noun by its singular, or a measure) and how many."""
    if match["measure"]:
        return match["measure"].lower(), int(match["amount"])
    word = match["count"].lower()
    return _singular(match["noun"].lower()), _NUMBER_WORDS.get(word) or int(word)


def _singular(noun: str) -> str:
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


def _real_counts(article: Tag) -> dict[str, set[int]]:
    """The counts the part's text gives the real puzzle (its question, what it says of
    the user's input): "With 5 workers ..., how long ...?" (worked out once)."""
    return kept_on(article, "_aoc_real_counts", lambda: _counts(" ".join(_real_sentences(article))))


def _real_sentences(article: Tag) -> list[str]:
    """The sentences of the part's text about the real puzzle: its question's paragraph,
    and what it says of the user's input or of the real puzzle (worked out once)."""

    def found() -> list[str]:
        real = []
        for unit in article.find_all(["p", "li"]):
            sentences = _sentences(unit.get_text(" ", strip=True))
            question = "?" in sentences[-1]  # the question's paragraph: all of it
            real += (s for s in sentences if _about_the_real(s) or question)
        return real

    return kept_on(article, "_aoc_real_sentences", found)


def _changed_counts(text: str, real: dict[str, set[int]]) -> dict[str, int]:
    """The example's own count of each noun the real puzzle gives another count: "a total
    of two workers" beside "With 5 workers ...?" is {"workers": 2}."""
    changed = {}
    about_examples = (s for s in _sentences(text) if _ABOUT_AN_EXAMPLE.search(s))
    for noun, counts in _counts(" ".join(about_examples)).items():
        if len(counts) == 1 and len(real.get(noun, ())) == 1 and counts != real[noun]:
            key = noun if noun in ("length", "size") else noun + "s"
            changed[key] = counts.pop()
    return changed


def stated_parameters(text: str, article: Tag | None = None) -> dict[str, Any]:
    """Parameters the text states for the example: "after 6 steps", "11 wide and 7 tall";
    not those of a sentence about the real puzzle ("The image you received is ..."); and,
    given the part's `article`, the example's count of a noun the real puzzle counts
    otherwise ("In ten rows, this larger example ..." beside "in a total of 40 rows").
    A count the real puzzle gives too ("after 20 generations" in both) is no parameter
    of the example's own."""
    extra: dict[str, Any] = {}
    text = " ".join(s for s in _sentences(text) if not _about_the_real(s))
    if match := _EXTRA.search(text):
        unit = match["unit"].lower()
        extra[unit if unit.endswith("s") else unit + "s"] = int(match["count"])
    if match := _SIZE.search(text):
        extra["width"], extra["height"] = int(match["width"]), int(match["height"])
    if article is None:
        return extra
    real = _real_counts(article)
    extra = {key: value for key, value in extra.items() if real.get(_singular(key)) != {value}}
    changed = _changed_counts(text, real)
    return extra | {noun: count for noun, count in changed.items() if noun not in extra}


_WORD_OR_NUMBER = re.compile(r"[a-z]+|\d+", re.IGNORECASE)


def _numbers_after_words(sentences: list[str]) -> list[tuple[tuple[str, str], int, str]]:
    """Each number of `sentences` that follows a word, with the two words before it (a
    number among them as "#", so "0 through 9" and "0 through 255" share theirs), its
    value, and the three as written ("value-5" is "value 5": "comparing value 5")."""
    found = []
    for sentence in sentences:
        tokens = [token.lower() for token in _WORD_OR_NUMBER.findall(sentence)]
        masked = ["#" if token.isdigit() else token for token in tokens]
        for at in range(2, len(tokens)):
            # After a word: "12,12,12" beside "0,0,0" is a point, not a value in words.
            if tokens[at].isdigit() and masked[at - 1] != "#":
                found.append(
                    (
                        (masked[at - 2], masked[at - 1]),
                        int(tokens[at]),
                        " ".join(tokens[at - 2 : at + 1]),
                    )
                )
    return found


def _real_numbers(article: Tag) -> dict[tuple[str, str], set[int]]:
    """The numbers the part's text gives the real puzzle (its question, what it says of
    the user's input), by the two words before each (worked out once)."""

    def numbered() -> dict[tuple[str, str], set[int]]:
        found: dict[tuple[str, str], set[int]] = {}
        for words, value, _ in _numbers_after_words(_real_sentences(article)):
            found.setdefault(words, set()).add(value)
        return found

    return kept_on(article, "_aoc_real_numbers", numbered)


def unread_values(
    text: str, article: Tag | None, extra: dict[str, Any], example: str = ""
) -> tuple[str, ...]:
    """The values the text gives the example in the words in which the real puzzle has
    another ("comparing value-5 microchips" where the question asks of "comparing
    value-61 microchips"; "0 through 9" beside "0 through 4294967295"), or in a sentence
    that says the example is set up otherwise ("Suppose we instead only had a circular
    list containing five elements"), which `extra` does not hold: the example's answer
    depends on them, and the code that is right for the real puzzle gives another answer
    on the example until it reads them. Not the `example`'s text itself ("if the input
    is `5`" beside "your puzzle input is 361527": the input, no parameter)."""
    if article is None:
        return ()
    held = {str(value) for value in _flat(extra.values())} | {example.strip()}
    sentences = [s for s in _sentences(text) if not _about_the_real(s)]
    unread = _in_the_real_words(sentences, _real_numbers(article), held)
    unread += _set_up_otherwise(sentences, held)
    return tuple(dict.fromkeys(unread))


def _in_the_real_words(
    sentences: list[str], real: dict[tuple[str, str], set[int]], held: set[str]
) -> list[str]:
    """`unread_values`' values in the real puzzle's words, as "the words N (yours: M)"."""
    unread = []
    for words, value, written in _numbers_after_words(sentences):
        theirs = real.get(words, set())
        if theirs and value not in theirs and str(value) not in held:
            unread.append(f"{written} (yours: {', '.join(map(str, sorted(theirs)))})")
    return unread


#: What an example's sentence says is set up otherwise than in the real puzzle: "instead"
#: and the rest of its clause ("Suppose we instead only had a circular list containing
#: five elements, ..."), not what follows a colon ("the armies would instead look like
#: this:" and the block). Not "fewer" or "smaller": "in range of fewer than five
#: nanobots" compares within the example.
_INSTEAD = re.compile(r"\binstead\b(?P<clause>[^:;]*)", re.IGNORECASE)


def _set_up_otherwise(sentences: list[str], held: set[str]) -> list[str]:
    """`unread_values`' counts that a sentence sets up otherwise, as "five elements (the
    example's own)"."""
    unread = []
    for instead in filter(None, map(_INSTEAD.search, sentences)):
        for match in _COUNT.finditer(instead["clause"]):
            if str(_counted(match)[1]) not in held:
                unread.append(f"{match[0]} (the example's own)")
    return unread


def _flat(values: Any) -> list[Any]:
    """Parameter values, those in a list or tuple one by one."""
    return [v for value in values for v in (value if isinstance(value, (list, tuple)) else [value])]


# Part 2's text speaking of part 1's example: "In the example above", "the same example".
EXAMPLE_ABOVE = re.compile(
    r"\b(above|same example|previous example|earlier example|"
    r"(the|that|this) (first|original|larger|last) example)\b",
    re.IGNORECASE,
)
