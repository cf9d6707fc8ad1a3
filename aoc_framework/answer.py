"""What an answer is, and the one rule for comparing answers.

A part returns an `int`, a `str` or an integer-like value (a NumPy or SymPy integer, a
z3 numeral): anything else is the solution's mistake, reported as `AnswerTypeError`.
Answers are compared the way adventofcode.com compares them, as text with surrounding
whitespace ignored on both sides; a drawing of capital letters (`#`/`.` grids) is
compared as the letters it shows.
`aoc run`, `status`, `time`, the pytest checks and submission all go through `canonical`.
"""

import operator
from functools import lru_cache
from typing import NamedTuple, Union

from aoc_framework.errors import AocError
from aoc_framework.puzzle import Part

#: An answer as a part returns it; None means "not solved".
Answer = Union[int, str, None]  # noqa: UP007 (a runtime alias must work on Python 3.10)


class AnswerTypeError(AocError):
    """A part returned something that is not an answer (a tuple, a float, a list...)."""


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


def check_answer(value: object, part: Part) -> Answer:
    """`value` as an answer: None (not solved), a str, or an int (from any integer-like).
    Raises `AnswerTypeError` naming the part and the type for anything else."""
    if value is None or isinstance(value, str):
        return value
    if not isinstance(value, (bool, float, bytes, tuple, list, dict, set)):
        try:
            return operator.index(value)  # type: ignore[arg-type]
        except TypeError:
            pass
        as_long = getattr(value, "as_long", None)  # z3's numerals (2018-23, 2023-24, ...)
        if callable(as_long):
            try:
                return int(as_long())
            except Exception:  # a z3 expression that is not a number: not an answer
                pass
    hint = {
        bool: "return the number or text the puzzle asks for",
        float: "round it, or return int(...) if it is whole",
        bytes: "decode it with .decode()",
    }.get(type(value), "return one int or str per part (for both at once, define solve)")
    shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    kind = type(value).__name__
    article = "an" if kind[0].lower() in "aeiou" else "a"
    raise AnswerTypeError(
        f"{part.key} returned {article} {kind} ({shown}), not an int or a str; {hint}"
    )


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
    from aoc_framework.letters import read_letters  # only drawings pay for the font tables

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
