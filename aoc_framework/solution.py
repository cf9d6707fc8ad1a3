"""The `Solution` base class that every day subclasses.

A day declares its year, day and published example(s), optionally a `parse` step, and
either `part_1`/`part_2` or one `solve` that returns both answers at once:

    class Day07(Solution[list[Hand]]):
        year, day, title = 2023, 7, "Camel Cards"
        examples = (Example(EXAMPLE, part_1=6440, part_2=5905),)

        def parse(self, text: str) -> list[Hand]: ...
        def part_1(self, hands: list[Hand]) -> int: ...
        def part_2(self, hands: list[Hand]) -> int: ...

What a day is (its declarations, `Example`, the part methods) lives in
`aoc_framework.model.day`; this class adds the day used from Python, through the same
engine as `aoc run` and `aoc time`.
"""

from typing import TYPE_CHECKING

from aoc_framework.model.day import GUESS, NO_EXTRA, UNPASTED_EXAMPLE, DayCode, Example, ParsedT

if TYPE_CHECKING:
    from aoc_framework.interactive import DayResults, DayTimes

__all__ = ["GUESS", "NO_EXTRA", "UNPASTED_EXAMPLE", "Example", "Solution"]


class Solution(DayCode[ParsedT]):
    """Base class of a day's solution. Subclasses set `year` and `day`."""

    # The day from Python (a REPL, a notebook): what `aoc run` and `aoc time` do, through
    # the same engine (see `aoc_framework.interactive`, imported only when called).

    @classmethod
    def run(
        cls,
        part: int | None = None,
        *,
        example: bool = False,
        input: str | None = None,
        profile: bool = False,
    ) -> "DayResults":
        """Run the day as `aoc run` does and return its results: on the cached input
        (fetched once when missing, with the session token), each part checked against
        answers.toml; `example=True`: on the examples, checked against their answers;
        `input`: on this text. `part`: 1 or 2 only. `profile=True`: each part under
        cProfile, as `aoc run --profile` (the results' `profiles`). An exception of the
        day's code is raised as itself."""
        # start-up time: the Python API, which a day run by `aoc` or pytest never loads
        from aoc_framework.interactive import run

        return run(cls, part, example=example, input=input, profile=profile)

    @classmethod
    def input(cls) -> str:
        """The day's input text, from the cache (fetched once when missing)."""
        # start-up time: the Python API, which a day run by `aoc` or pytest never loads
        from aoc_framework.interactive import cached_input

        return cached_input(cls)

    @classmethod
    def time(
        cls, *, example: bool = False, budget: float | None = None, runs: int | None = None
    ) -> "DayTimes":
        """Time the day as `aoc time` does (each run from fresh state), in this process:
        for `budget` seconds (default: aoc time's), or exactly `runs` times; on the
        cached input, or on the examples."""
        # start-up time: the Python API, which a day run by `aoc` or pytest never loads
        from aoc_framework.interactive import time

        return time(cls, example=example, budget=budget, runs=runs)
