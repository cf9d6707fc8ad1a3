"""Candidate inputs written in the text: listed cases, verdicts, whole lists and values
given in prose, each with its stated answer (docs/examples.md)."""

from __future__ import annotations

import re

from aoc_framework.authoring.example_extractor.answers import (
    NAMES_THE_VALUE,
    UNASKED,
    answers_in,
    of_the_kind_asked,
    states_it,
)
from aoc_framework.authoring.example_extractor.blocks import gives_value
from aoc_framework.authoring.example_extractor.candidate import (
    CASE,
    GIVEN_VALUE,
    INTRODUCED_PLAINLY,
    NAMED_AS_INPUT,
    SEPARATOR_KNOWN,
    SETS_UP_BLOCK,
    VERDICT,
    WHOLE_LIST,
    Candidate,
)
from aoc_framework.authoring.example_extractor.page import (
    DEFINES,
    EXAMPLE_ABOVE,
    GIVEN,
    INTRO,
    SAME_EXAMPLE,
    STRONG_INTRO,
    ends_sentence,
    gives_input,
    in_the_inputs_form,
    inline_codes,
    input_name,
    intro_text,
    named_as_input,
    question_sentence,
    sentence_of,
    text_around,
    text_between,
    units_after,
)
from aoc_framework.site.soup import Tag


def _enumeration(codes: list[Tag], index: int, unit: Tag) -> list[Tag]:
    """`codes[index]` and the values listed with it after it: "`0`, `2`, `7`, and `0`"."""
    listed = [codes[index]]
    while index + 1 < len(codes) and re.fullmatch(
        r"\s*(,|,?\s*and)\s*", text_between(codes[index], codes[index + 1], unit)
    ):
        index += 1
        listed.append(codes[index])
    return listed if len(listed) >= 3 else listed[:1]


def _joined(values: list[str], real_input: str | None) -> str:
    """Values listed in prose as an input: one a line, or as the real input separates
    its values (a tab, a comma) when it is one line; one value in the input's form."""
    if len(values) == 1:
        return in_the_inputs_form(values[0], real_input)
    separator = "\n"
    if real_input and "\n" not in real_input.strip():
        line = real_input.strip()
        separator = next((s for s in (", ", ",", "\t", " ") if s in line), "\n")
    return separator.join(values)


def _separator_known(real_input: str | None) -> bool:
    """Whether the real input says how a list's cases are joined (`_joined`): one a line
    when it has several lines, or the separator found on its one line."""
    if not real_input or not real_input.strip():
        return False
    line = real_input.strip()
    return "\n" in line or any(s in line for s in (",", "\t", " "))


def _second_value(paragraph: Tag, sentence: str) -> tuple[Tag, Tag] | None:
    """When `sentence` gives the first of two parts ("if the first wire's path is `a`"),
    the paragraph after it that gives the second ("if the second wire's path is `b`")
    and that value."""
    if not re.search(r"\bfirst\b", sentence, re.IGNORECASE):
        return None
    for later in paragraph.find_next_siblings(["p", "ul", "ol"], limit=2):
        if later.name != "p":
            return None
        for code in inline_codes(later):
            before, _ = text_around(code, later)
            if re.search(r"\bsecond\b", sentence_of(code, later), re.I) and gives_input(before):
                return later, code
    return None


def inline_candidates(
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


#: The mark of a list item that draws what it says (a block inside it): a step of a
#: walk-through, its values the step's, not a case of the input and its answer.
A_DRAWN_STEP = "a step drawn in its item"


def _listed_cases(
    listing: Tag,
    article: Tag,
    positions: dict[int, int],
    question: set[str],
    real_input: str | None,
) -> list[Candidate]:
    """One candidate per item of a list of cases; all share the list's best points
    (less a little per item), so its first case is offered: the page's first example."""
    intro = intro_text(listing)
    cases = []
    for item in listing.find_all("li", recursive=False):
        codes = inline_codes(item)
        if len(codes) < 2:
            continue
        case = in_the_inputs_form(codes[0].get_text(), real_input)
        candidate = Candidate(case, positions.get(id(codes[0]), 0), kind=CASE, listing=listing)
        if STRONG_INTRO.search(intro):
            candidate.add(2.0, "for example")
        elif INTRO.search(intro):
            candidate.add(0.8, INTRODUCED_PLAINLY)
        else:
            candidate.add(-1.0, "no introduction")
        candidate.add_shape(candidate.input, real_input)
        if DEFINES.match(text_around(codes[0], item)[1]):
            candidate.add(-2.0, "a definition, not a case")  # "`x -> y` means that ..."
        if item.find("pre") is not None:  # "Elf `3` leaves the circle:" then a drawing
            candidate.add(-2.0, A_DRAWN_STEP)
        answers = [
            a
            for a in answers_in(item, question, article, skip=1)
            if a[0] != candidate.input.strip()
        ]
        if not answers:
            continue
        if gives_value(listing.find_previous("p")):
            candidate.add(-2.5, "steps of a value given in the text")
        value, points, evidence = max(answers, key=lambda a: a[1])
        candidate.answer = value
        candidate.answer_evidence = evidence
        candidate.add(points - 1.0, "answer stated")
        candidate.take_parameters(item.get_text(" ", strip=True), article)
        cases.append(candidate)
    if len(cases) >= 2:
        _as_one_list(cases)
    return cases


def _as_one_list(cases: list[Candidate]) -> None:
    """The cases of one list share its best points, less a little per item, so its first
    case is offered, unless its answer is not of the kind the question asks ("becomes
    `XYZXYZXYZ`" where it asks a length): then the next."""
    best = max(cases, key=lambda c: c.points)
    points, shape = best.points, best.shape
    for number, candidate in enumerate(cases):
        candidate.points = points + 0.5 - 0.01 * number  # several cases: a list of examples
        candidate.shape = shape
        if UNASKED in candidate.answer_evidence:
            candidate.points -= 1.0


def _leading_codes(listing: Tag) -> list[Tag]:
    """The `<code>` each item of `listing` opens with (`ab` is nice), or [] unless every
    item opens with one: the items are then cases of the input, one line each."""
    leading = []
    for item in listing.find_all("li", recursive=False):
        codes = inline_codes(item)
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
    question_text = question_sentence(article)
    if not re.search(r"\bhow many\b", question_text, re.IGNORECASE):
        return None
    if not STRONG_INTRO.search(intro_text(listing)):
        return None
    question = _stems(question_text.split("?")[0])
    verdicts = []
    for code in _leading_codes(listing):
        _, after = text_around(code, code.find_parent("li"))
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
    candidate.add_shape(candidate.input, real_input)
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
    if any(DEFINES.match(text_around(code, code.find_parent("li"))[1]) for code in leading):
        return None  # definitions of the input's parts, not cases of an example
    if not leading or not STRONG_INTRO.search(intro_text(listing)):
        return None  # "the following path": steps through something shown above
    later = listing.find_next_siblings(["p", "pre", "ul", "ol"], limit=3)
    for unit in later:
        if unit.name != "p":
            break
        if not _SUMMARY.search(unit.get_text(" ", strip=True)):
            continue
        answers = answers_in(unit, question, article)
        if not answers:
            continue
        value, points, evidence = max(answers, key=lambda a: a[1])
        text = _joined([code.get_text().strip() for code in leading], real_input)
        candidate = Candidate(text, positions.get(id(leading[0]), 0), kind=WHOLE_LIST)
        candidate.add(3.0, "for example")
        candidate.add(3.0, "a result for the whole list")
        if _separator_known(real_input):
            candidate.reasons.append(SEPARATOR_KNOWN)  # evidence for sureness, not points
        candidate.add_shape(text, real_input)
        candidate.answer = value
        candidate.answer_evidence = evidence
        candidate.add(points, "answer stated")
        candidate.take_parameters(unit.get_text(" ", strip=True), article)
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
    for code in _named_first(paragraph, article):
        sentence = sentence_of(code, paragraph)
        before, _ = text_around(code, paragraph)
        if not STRONG_INTRO.search(sentence) or not gives_input(before):
            continue
        if SAME_EXAMPLE.search(sentence) or EXAMPLE_ABOVE.search(sentence):
            # "In this example, the values are `29`", "in the above instructions, ... `10`"
            continue  # a value of the example already given, not a new one
        codes = inline_codes(paragraph)
        listed = _enumeration(codes, codes.index(code), paragraph)
        value = _joined([c.get_text().strip() for c in listed], real_input)
        if len(value.strip()) < 2 and not value.strip().isdigit():
            continue
        candidate = Candidate(value, positions.get(id(code), 0), kind=GIVEN_VALUE)
        candidate.add(2.0, "for example")
        if _named_among_given(code, paragraph, article):
            candidate.add(1.0, NAMED_AS_INPUT)
        following = paragraph.find_next_sibling(True)
        if following is not None and following.name == "pre" and not GIVEN.search(before[-50:]):
            # "suppose only `0` through `9` were valid, and this list:" then the list
            candidate.add(-2.0, SETS_UP_BLOCK)
        start, skip = paragraph, codes.index(listed[-1]) + 1
        second = _second_value(paragraph, sentence)
        if second is not None:  # "if the first path is `a`, ..." "if the second is `b`"
            start, other = second
            value = f"{value.strip()}\n{other.get_text().strip()}"
            candidate.input = value
            candidate.add(1.0, "its second part given too")
            skip = inline_codes(start).index(other) + 1
        candidate.add_shape(value, real_input)
        after = codes[codes.index(listed[-1]) + 1 :]
        candidate.own_result = _own_result(listed[-1], after, paragraph, question) is not None
        best = _answer_after_value(value, start, skip, article, question)
        own = _stated_in_its_sentence(listed[-1], after, paragraph, question)
        best = own if own is not None and own[1] != best[1] else best
        if best[1] is None or _supposed_again(start, skip, best[1]):
            return None
        candidate.answer = best[1]
        candidate.add(best[0] - 1.0, "answer stated")
        candidate.answer_evidence = best[2]
        candidate.answer_position = positions.get(id(best[3]))
        if _names_the_value(best[3], best[1], code.get_text().strip()):
            candidate.answer_evidence |= {NAMES_THE_VALUE}  # evidence, not points
        candidate.take_parameters(sentence, article)
        return candidate
    return None


def _stated_in_its_sentence(
    given: Tag, after: list[Tag], paragraph: Tag, question: set[str]
) -> tuple[float, str | None, frozenset[str], Tag | None] | None:
    """The answer of a value in prose whose own sentence states its result ("if you have
    a bank like `12345` and ..., the bank would produce `24` jolts"), as
    `_answer_after_value` gives one; None where it states none: a total stated later is
    then the value's, else another's."""
    own = _own_result(given, after, paragraph, question, stated=True)
    return None if own is None else (1.0, own.get_text().strip(), frozenset(), paragraph)


def _own_result(
    given: Tag, after: list[Tag], paragraph: Tag, question: set[str], stated: bool = False
) -> Tag | None:
    """The value the sentence of a value `given` in prose states after it, of the kind
    the question asks ("if a tray were `1 1`, it would hold `2` buns"): a result of its
    own (None: none). `after`: the paragraph's values after the given one. `stated`:
    only a value the words before it state as a result ("would produce `24`", not "it
    goes right `8`")."""
    previous = given
    for code in after:
        if ends_sentence(previous, code, paragraph):
            return None  # the sentence ended: what follows is another's
        if of_the_kind_asked(code.get_text(), question) and (
            not stated or states_it(code, paragraph)
        ):
            return code
        previous = code
    return None


def _names_the_value(unit: Tag | None, answer: str, value: str) -> bool:
    """Whether a sentence of `unit` states `answer` and names the given `value` too ("So,
    using our example salt of `abc`, index `22728` produces ..."; "if your instructions
    are `R8, R4`, the first location ... is `4` blocks away"): the answer is that
    value's, whatever else the text supposes."""
    if unit is None:
        return False
    named = re.compile(rf"(?<!\w){re.escape(value)}(?!\w)")  # "5" is not named in "15"
    for code in unit.find_all(["code", "em"]):
        stated = code.get_text().strip()
        if stated != value and (stated == answer or stated.endswith(f"= {answer}")):
            return bool(named.search(sentence_of(code, unit)))
    return False


def _named_first(paragraph: Tag, article: Tag) -> list[Tag]:
    """The values of `paragraph`, those named as the puzzle's input is named first."""
    codes = inline_codes(paragraph)
    name = input_name(article)
    named = [c for c in codes if named_as_input(text_around(c, paragraph)[0], name)]
    return named + [c for c in codes if c not in named]


def _named_among_given(code: Tag, paragraph: Tag, article: Tag) -> bool:
    """Whether `code` is named as the puzzle's input is named and its sentence gives
    another value too (the name then says which of them is the input)."""
    if not named_as_input(text_around(code, paragraph)[0], input_name(article)):
        return False
    codes = inline_codes(paragraph)
    at = codes.index(code)
    return any(
        other.get_text() != code.get_text()
        and not ends_sentence(*sorted((code, other), key=codes.index), paragraph)
        and gives_input(text_around(other, paragraph)[0])
        for other in codes[max(0, at - 3) : at + 4]
    )


#: A clause that supposes another value before the answer: "Or, if the offset were `7`".
_ANOTHER_SUPPOSITION = re.compile(r"\bif\b[^,.;:()]*\b(were|was|is|are)\s*$", re.IGNORECASE)


def _supposed_again(start: Tag, skip: int, answer: str) -> bool:
    """Whether the paragraph that gives a value supposes another one ("Or, if the
    offset were `7` ...") before it states `answer`: the answer is that one's."""
    for code in inline_codes(start)[skip:]:
        if _ANOTHER_SUPPOSITION.search(text_around(code, start)[0][-60:]):
            return True  # the value supposed next (or its answer, after it)
        if code.get_text().strip() == answer:
            return False
    return False


def _answer_after_value(
    value: str, start: Tag, skip: int, article: Tag, question: set[str]
) -> tuple[float, str | None, frozenset[str], Tag | None]:
    """The best answer stated for a `value` given in prose, from `start` (its paragraph,
    past its first `skip` values) on: its points, the answer (None: none), evidence and
    the paragraph or item that states it.
    A value built from the given one ("hash `abcD`" after `abc`) is a step, not it."""
    best: tuple[float, str | None, frozenset[str], Tag | None] = (0.0, None, frozenset(), None)
    units = [start, *units_after(start, None, article)]
    for distance, unit in enumerate(units):
        for answer, points, evidence in answers_in(
            unit, question, article, skip if unit is start else 0
        ):
            if len(value.strip()) > 2 and value.strip() in answer:
                continue
            if points + 0.05 * distance > best[0]:
                best = (points + 0.05 * distance, answer, evidence, unit)
    return best
