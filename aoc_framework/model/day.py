"""What a day's code is: `DayCode`, the base of `aoc_framework.Solution`, and `Example`.

A day declares its year, day and published example(s), optionally a `parse` step, and
either `part_1`/`part_2` or one `solve` that returns both answers at once (an example
is in `aoc_framework.solution`). Each part runs on a fresh instance of the day with its
own `parse` result (and its own import of the module), so a part may change its data,
`self` or module globals without changing the other part's answer; `aoc run`, `status`,
`time` and the pytest checks all do exactly this (see `aoc_framework.engine.run`). A day
whose parts only read their data can say `shares_parse = True` to be parsed once.
"""

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar, cast

from aoc_framework.model.answer import Answer
from aoc_framework.model.puzzle import Part
from aoc_framework.model.text import one_line

ParsedT = TypeVar("ParsedT")

#: No extra parameters: what a day sees on its real input.
NO_EXTRA: Mapping[str, Any] = MappingProxyType({})
#: The text a new day's template has for its example until the puzzle's is pasted in
#: (`aoc new --offline`): an example made of it is reported, never run.
UNPASTED_EXAMPLE = "paste the example here"


#: `Example.from_page` of an example the extractor took from the page without being sure.
GUESS = "guess"


class Example(NamedTuple):
    """A published example and the expected answer of each part (None: not known yet).

    An example that gives an expected answer for only one part is that part's example
    (some puzzles give part 2 its own): the other part is not run on it. An example with
    no expected answer at all runs both parts and reports "no expected answer".

    `from_page`: taken from the puzzle page (`aoc new`) and not checked by the user yet:
    True where the example extractor was sure of it, `GUESS` ("guess") where it was not
    (the page's other candidates are named in a comment above it). When the day gives
    a wrong answer on such an example, `aoc run` and `aoc watch` say so, and for a
    guess what the day gives on the page's other candidates; a guess that gets a wrong
    answer never holds back a part's answer silently: the watch runs the input, and
    names the command that submits it when another candidate backs the answer. A guess
    the day raised on lets the input run too (it may be no input at all), and nothing
    is sent; an example the user wrote, or the extractor was sure of, that fails holds
    its part back from the input.

    `extra` holds the parameters in which the example differs from the real puzzle
    besides its input (a smaller grid, fewer steps: `extra={"steps": 6}`). While the day
    runs on this example its parts read them as `self.extra`; on the real input
    `self.extra` is empty, so a part writes `self.extra.get("steps", 64)`.
    """

    input: str
    part_1: Answer = None
    part_2: Answer = None
    name: str = ""
    extra: Mapping[str, Any] = NO_EXTRA
    from_page: bool | str = False

    @property
    def guessed(self) -> bool:
        """Taken from the page by a guess of the extractor (`from_page=GUESS`)."""
        return self.from_page == GUESS

    def expected(self, part: Part) -> Answer:
        """The expected answer of `part`, or None when it is not known."""
        return self.part_1 if part == 1 else self.part_2

    def applies_to(self, part: Part) -> bool:
        """Whether `part` is run on this example."""
        no_expectations = self.part_1 is None and self.part_2 is None
        return no_expectations or self.expected(part) is not None


class DayCode(Generic[ParsedT]):
    """What the engine runs of a day: its declarations, `parse`, the parts.

    A day subclasses `aoc_framework.Solution`, which adds the methods to use it from
    Python (`run`, `input`, `time`); the engine, which those methods call, knows only
    this base, so it never imports them back."""

    year: ClassVar[int]
    day: ClassVar[int]
    #: The puzzle's title, shown in reports (optional).
    title: ClassVar[str] = ""
    #: The published example(s) with their expected answers.
    examples: ClassVar[Sequence[Example]] = ()
    #: True: `parse` gets the input exactly as served, bytes decoded (BOM and CRLF
    #: kept, final newline kept). False (the default): BOM removed, CRLF made LF, and
    #: the newlines at the end removed; spaces at the end of the last line stay.
    raw_input: ClassVar[bool] = False
    #: True: `parse` runs once and both parts share its result and one instance (the
    #: day promises its parts only read it). False (the default): each part gets its own
    #: parse, instance and import of the module, so it may change what it likes.
    shares_parse: ClassVar[bool] = False
    #: The extra parameters of the example being run (`Example.extra`); empty on the
    #: real input. Set on each instance before `parse` runs.
    extra: Mapping[str, Any] = NO_EXTRA

    def parse(self, text: str) -> ParsedT:
        """Turn the input text into the data a part uses (default: the text itself).
        Raise `aoc_framework.InputError` for malformed input."""
        return cast(ParsedT, text)

    def part_1(self, data: ParsedT) -> Answer:
        """Part 1's answer; None (the default) means not solved yet."""
        return None

    def part_2(self, data: ParsedT) -> Answer:
        """Part 2's answer; None (the default) means not solved yet."""
        return None

    # A day may define instead:
    #     def solve(self, data: ParsedT) -> tuple[Answer, Answer]:
    # computing both answers in one pass (part 2 continuing part 1's work). It is timed
    # as one step; `--part N` still shows only part N.

    @classmethod
    def solves_both(cls) -> bool:
        """Whether the day computes both parts in one `solve` step."""
        return callable(getattr(cls, "solve", None))

    def part(self, part: Part) -> Any:
        """The bound method solving `part`."""
        return getattr(self, part.key)


def title_of(cls: type[DayCode]) -> str:
    """The day's `title` as every report shows it: text on one line (it is the page's
    text, or the user's, and may hold a control character)."""
    return one_line(cls.title)


def odd_declaration(cls: type[DayCode]) -> str | None:
    """What `cls` declares that a day does not, in a line (a `title` that is not text,
    `examples` that are not a tuple of `Example`s of text); None when nothing is."""
    title, examples = getattr(cls, "title", ""), getattr(cls, "examples", ())
    if not isinstance(title, str):
        return f'title = {title!r:.40} is not text; write title = "..." or leave it out'
    if isinstance(examples, (str, bytes)) or not isinstance(examples, Sequence):
        return f"examples = {examples!r:.40} is not a tuple; write examples = (Example(...),)"
    for number, example in enumerate(examples, start=1):
        if not isinstance(example, Example):
            return f"example {number} of examples is {example!r:.40}, not an Example(...)"
        odd = next(
            (
                f"its {field} is {value!r:.40}, not {what}"
                for field, value, kind, what in (
                    ("input", example.input, str, "text"),
                    ("name", example.name, str, "text"),
                    ("extra", example.extra, Mapping, "a dict"),
                )
                if not isinstance(value, kind)
            ),
            None,
        )
        if odd is not None:
            return f"example {number}: {odd}"
    return None


class Variant(NamedTuple):
    """Which solution of a day: in the day's own file (`file` "") or in the variant file
    `file` beside it (`day07_fast.py`: "fast"), the day class `cls` ("": the file's
    first). The main solution, which every command but `aoc time YEAR DAY` runs, is
    `MAIN`: the first day class of the day's own file."""

    file: str = ""
    cls: str = ""

    @property
    def name(self) -> str | None:
        """How reports name it: None for the main solution; a further class of the
        day's own file by its class name (`Fast`); a variant file by its name (`fast`),
        a further class in it as `fast.Other`."""
        if not self.file:
            return self.cls or None
        return f"{self.file}.{self.cls}" if self.cls else self.file


#: The main solution of a day, and what reports call it beside the others.
MAIN = Variant()
MAIN_NAME = "main"
