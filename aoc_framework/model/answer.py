"""What an answer is, and the one rule for comparing answers.

A part returns an `int` or a `str`, or a value that stands for one as aocd sees it (a
NumPy, SymPy or z3 integer, a whole float, `Decimal` or `Fraction`, `bytes`), or a tuple
or list of them, which the site writes joined with commas: anything else is the
solution's mistake, reported as `AnswerTypeError`.
Answers are compared the way adventofcode.com compares them, as text with surrounding
whitespace ignored on both sides; a drawing of capital letters (`#`/`.` grids) is
compared as the letters it shows.
`aoc run`, `status`, `time`, the pytest checks and submission all go through `canonical`.
"""

import operator
from functools import lru_cache
from typing import NamedTuple, Union

from aoc_framework.model.errors import AocError
from aoc_framework.model.puzzle import Part
from aoc_framework.model.text import is_plain

#: An answer as a part returns it; None means "not solved".
Answer = Union[int, str, None]  # noqa: UP007 (a runtime alias must work on Python 3.10)


class AnswerTypeError(AocError):
    """A part returned something that is not an answer (a dict, a set, a fraction...)."""


class CanonicalAnswer(NamedTuple):
    """An answer as it is compared and submitted: `text` (the letters, for a drawing
    that could be read), and the `drawing` it was read from, if any. A drawing that
    could not be read keeps its whole text and `unreadable` is set."""

    text: str
    drawing: str | None = None

    @property
    def unreadable(self) -> bool:
        """A drawing whose letters could not be read: compared as the drawing itself."""
        return self.drawing is not None and self.text == self.drawing


class JoinedAnswer(str):
    """An answer a part returned as a tuple or list, joined with commas as the site writes
    such answers (`231,227,14`); `note` says so beside the answer."""

    note: str

    def __new__(cls, text: str, note: str) -> "JoinedAnswer":
        joined = super().__new__(cls, text)
        joined.note = note
        return joined

    def __reduce__(self) -> tuple[type, tuple[str, str]]:  # across worker processes
        return JoinedAnswer, (str(self), self.note)


def check_answer(value: object, part: Part) -> Answer:
    """`value` as an answer: None (not solved), a str, or an int. Integer-likes (NumPy,
    SymPy, z3 numerals), whole floats, `Decimal`s and `Fraction`s, a one-element array
    and `bytes` convert as aocd converts them; a tuple or list of numbers or words is
    their comma-joined text (a `JoinedAnswer`). Raises `AnswerTypeError` naming the part
    and the type for anything else, and for text holding a control or bidirectional
    formatting character (`model/text`): shown, it would hide or reorder the answer."""
    if isinstance(value, str) and not is_plain(value):
        raise AnswerTypeError(
            f"{part.key} returned {value!a:.60}, which holds control or formatting "
            "characters no answer has; return the answer alone"
        )
    if value is None or isinstance(value, str):
        return value
    converted = _as_number(value)
    if converted is not None:
        return converted
    if isinstance(value, bytes):
        try:
            return check_answer(value.decode(), part)
        except UnicodeDecodeError:
            pass
    if isinstance(value, (tuple, list)):
        joined = _drawn_rows(value) or _joined(value)
        if joined is not None:
            return joined
    raise AnswerTypeError(_not_an_answer(value, part))


#: The fewest rows of a drawing of letters, and its narrowest row: the site's fonts are
#: 6 and 10 rows tall, a letter at least 4 columns wide.
_DRAWING_ROWS, _LETTER_WIDTH = 6, 4


def _drawn_rows(items: tuple[object, ...] | list[object]) -> JoinedAnswer | None:
    """The rows of a drawing returned as a list (`["#..#", "#..#", ...]`), one a line:
    a drawing of letters, which a comma-joined text would make a wrong answer. Rows:
    at least 6 texts of one length, in at most two characters, neither a letter or digit."""
    rows = [item for item in items if isinstance(item, str)]
    if len(rows) != len(items) or len(rows) < _DRAWING_ROWS or len({len(r) for r in rows}) != 1:
        return None
    if len(rows[0]) < _LETTER_WIDTH:  # six empty texts are no drawing
        return None
    glyphs = set("".join(rows))
    if len(glyphs) > 2 or any(g.isalnum() or g in "\n\r" for g in glyphs):
        return None
    return JoinedAnswer("\n".join(rows), "joined from a list of rows: a drawing")


def _as_number(value: object) -> int | None:
    """The int `value` stands for, if it is a whole number of any numeric type."""
    if isinstance(value, (bool, str, bytes, tuple, list, dict, set)):
        return None
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        pass
    size = getattr(value, "size", None)
    if size is not None and callable(getattr(value, "item", None)):  # NumPy's
        if size != 1:
            return None  # an array of many numbers is no answer
        item = value.item()  # type: ignore[attr-defined]  # an array of one, a scalar
        return None if item is value else _as_number(item)
    as_long = getattr(value, "as_long", None)  # z3's numerals (2018-23, 2023-24, ...)
    if callable(as_long):
        try:
            return int(as_long())
        except Exception:  # a z3 expression that is not a number: not an answer
            return None
    # A complex with no imaginary part (Python's, NumPy's) is its real part; every number
    # type has `imag` and `real` (0 and itself for a real one).
    if getattr(value, "imag", 0) != 0:
        return None
    value = getattr(value, "real", value)
    ratio = getattr(value, "as_integer_ratio", None)  # float, Decimal, Fraction, NumPy
    if callable(ratio):
        try:
            numerator, denominator = ratio()
        except (ValueError, OverflowError, TypeError):  # NaN, infinity
            return None
        return int(numerator) if denominator == 1 else None
    return None


def _joined(items: tuple[object, ...] | list[object]) -> JoinedAnswer | None:
    """The items as the site writes a list (`231,227,14`, `co,de,ka,ta`), if each is a
    whole number or a word."""
    texts = []
    for item in items:
        number = _as_number(item)
        if number is not None:
            texts.append(str(number))
        elif (
            isinstance(item, str)
            and item.strip()
            and is_plain(item)
            and not any(c in item for c in ",\n")
        ):
            texts.append(item.strip())
        else:
            return None
    if not texts:
        return None
    note = f"joined from a {type(items).__name__}"
    if len(texts) > 1 and all(len(text) == 1 and text.isalpha() for text in texts):
        # Letters one by one are a word in a hurry more often than a list ("fgij").
        note += ' with commas; for one word, return "".join(...)'
    return JoinedAnswer(",".join(texts), note)


def _points_or_grid(value: object) -> bool:
    """Whether `value` is points `{(x, y), ...}` or a grid `[[".", "#"], ...]`: what a
    day that draws letters holds before it writes them as rows."""
    if not isinstance(value, (set, frozenset, list, tuple)) or not value:
        return False
    items = list(value)[:50]
    pairs = all(isinstance(i, tuple) and len(i) == 2 for i in items)
    return pairs or all(isinstance(i, list) and all(isinstance(c, str) for c in i) for i in items)


def _not_an_answer(value: object, part: Part) -> str:
    if isinstance(value, bool):
        hint = "return the number or text the puzzle asks for"
    elif hasattr(value, "imag") and getattr(value, "size", 1) == 1:  # a fraction
        hint = "the site's answers are whole numbers: round it, or check the arithmetic"
    elif isinstance(value, bytes):
        hint = "it is not UTF-8 text: return the text the puzzle asks for"
    elif isinstance(value, (set, frozenset)) and len(value) == 1:  # `{root}` by mistake
        hint = "return its one element itself"
    elif _points_or_grid(value):  # a drawing in the making
        hint = "for letters drawn, return the drawing as rows of text ('#' and '.')"
    else:
        hint = "return one int or str per part (for both at once, define solve)"
    shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    kind = type(value).__name__
    article = "an" if kind[0].lower() in "aeiou" else "a"
    return f"{part.key} returned {article} {kind} ({shown}), not an int or a str; {hint}"


#: Texts that are never an answer, in any case: what `str(None)` and friends write by
#: mistake. Never sent to the site, never recorded.
NOT_ANSWERS = frozenset({"none", "null", "nan"})


def _says_no_answer(text: str) -> bool:
    """Whether `text` is one of `NOT_ANSWERS`."""
    return text.strip().lower() in NOT_ANSWERS


def is_no_answer(answer: Answer) -> bool:
    """Whether `answer` is no answer at all: None, blank, or one of `NOT_ANSWERS`
    (never judged, sent or recorded as an answer; a part returning it is not solved)."""
    text = answer_text(answer)
    return text is None or _says_no_answer(text)


def is_answer_text(text: str) -> bool:
    """Whether `text` is worth recording or sending as an answer, the one rule: not no
    answer (`is_no_answer`), and every character one that prints (none `model.text`
    hides: a control or bidirectional formatting character, what is no character; nor
    a line end, a tab, an invisible or a non-breaking space)."""
    return not is_no_answer(text) and is_plain(text) and text.isprintable()


@lru_cache(maxsize=1024)
def canonical(answer: Answer) -> CanonicalAnswer | None:
    """The comparable form of `answer` (None: not solved, or blank). Remembered: a
    drawing is read once, however often its answer is judged, shown and recorded."""
    if answer is None:
        return None
    # Only line ends come off the start: the first row of a drawing may begin with paper.
    text = str(answer).lstrip("\r\n").rstrip()
    if not text.strip():
        return None
    if "\n" not in text:
        return CanonicalAnswer(text.strip())
    drawing = "\n".join(line.rstrip() for line in text.splitlines())
    from aoc_framework.model.letters import read_letters  # only drawings pay for the font tables

    letters = read_letters(drawing)
    return CanonicalAnswer(letters or drawing, drawing)


def answers_match(answer: Answer, expected: Answer) -> bool:
    """Whether `answer` equals `expected` under the one rule: as text, surrounding
    whitespace ignored on both sides, a drawing of letters as its letters."""
    mine, theirs = canonical(answer), canonical(expected)
    return mine is not None and theirs is not None and mine.text == theirs.text


def answer_text(answer: Answer) -> str | None:
    """The text to record, submit and show for `answer` (the letters of a drawing)."""
    found = canonical(answer)
    return None if found is None else found.text
