"""The `Solution` base class that every day subclasses, and the timed way to run one.

A day declares its year, day and published example(s), optionally a `parse` step that runs
once and is shared by both parts, and `part_1`/`part_2`. A part that is not written yet
(or returns None) is reported as "not solved".

    class Day07(Solution[list[Hand]]):
        year, day, title = 2023, 7, "Camel Cards"
        examples = (Example(EXAMPLE, part_1=6440, part_2=5905),)

        def parse(self, text: str) -> list[Hand]: ...
        def part_1(self, hands: list[Hand]) -> int: ...
        def part_2(self, hands: list[Hand]) -> int: ...

Parsed data is shared by both parts (and by repeated timing runs): treat it as read-only.
"""

from __future__ import annotations

import operator
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Literal, TypeVar, Union, cast

#: An answer as a part returns it; None means "not solved".
Answer = Union[int, str, None]  # noqa: UP007 (a runtime alias must work on Python 3.10)
Part = Literal[1, 2]
PARTS: tuple[Part, Part] = (1, 2)

ParsedT = TypeVar("ParsedT")
T = TypeVar("T")


@dataclass(frozen=True)
class Example:
    """A published example and the expected answer of each part (None: not known yet).

    An example that gives an expected answer for only one part is that part's example
    (some puzzles give part 2 its own): the other part is not run on it. An example with
    no expected answer at all runs both parts and reports "no expected answer".
    """

    input: str
    part_1: Answer = None
    part_2: Answer = None
    name: str = ""

    def expected(self, part: Part) -> Answer:
        """The expected answer of `part`, or None when it is not known."""
        return self.part_1 if part == 1 else self.part_2

    def applies_to(self, part: Part) -> bool:
        """Whether `part` is run on this example."""
        no_expectations = self.part_1 is None and self.part_2 is None
        return no_expectations or self.expected(part) is not None


class Solution(Generic[ParsedT]):
    """Base class of a day's solution. Subclasses set `year` and `day`."""

    year: ClassVar[int]
    day: ClassVar[int]
    #: The puzzle's title, shown in reports (optional).
    title: ClassVar[str] = ""
    #: The published example(s) with their expected answers.
    examples: ClassVar[Sequence[Example]] = ()

    def parse(self, text: str) -> ParsedT:
        """Turn the normalized input text into the data both parts use (default: the
        text itself). Raise `aoc_framework.InputError` for malformed input."""
        return cast(ParsedT, text)

    def part_1(self, data: ParsedT) -> Answer:
        """Part 1's answer; None (the default) means not solved yet."""
        return None

    def part_2(self, data: ParsedT) -> Answer:
        """Part 2's answer; None (the default) means not solved yet."""
        return None

    def part(self, part: Part) -> Callable[[ParsedT], Answer]:
        """The bound method solving `part`."""
        return self.part_1 if part == 1 else self.part_2


@dataclass(frozen=True)
class Timed(Generic[T]):
    """A value and the nanoseconds it took to compute."""

    value: T
    ns: int


def timed(function: Callable[..., T], *args: Any) -> Timed[T]:
    """Call `function(*args)` once, timed with `time.perf_counter_ns`."""
    start = time.perf_counter_ns()
    value = function(*args)
    return Timed(value, time.perf_counter_ns() - start)


@dataclass(frozen=True)
class PartResult:
    """One part's answer (None: not solved) and its time."""

    part: Part
    answer: Answer
    ns: int


@dataclass(frozen=True)
class SolveResult:
    """What one run of a solution gave: the parse time and each part's result."""

    parse_ns: int
    parts: tuple[PartResult, ...]


def solve(solution: Solution[Any], text: str, parts: Sequence[Part] = PARTS) -> SolveResult:
    """Parse `text` once, then run each of `parts` on the parsed data, timing each step."""
    parsed = timed(solution.parse, text)
    results = []
    for part in parts:
        result = timed(solution.part(part), parsed.value)
        results.append(PartResult(part, check_answer(result.value, part), result.ns))
    return SolveResult(parsed.ns, tuple(results))


def check_answer(value: object, part: Part) -> Answer:
    """Accept an int, a str or an integer-like value (e.g. a NumPy integer) as an answer;
    anything else is a bug in the solution and raises TypeError."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        raise TypeError(f"part_{part} returned a bool; return an int or a str")
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            f"part_{part} returned {type(value).__name__} {value!r}; return an int or a str"
        ) from None


def answers_match(answer: Answer, expected: Answer) -> bool:
    """Whether an answer equals an expected one, compared as AoC does: as text."""
    return answer is not None and expected is not None and str(answer) == str(expected).strip()
