"""The values the commands take, named one way in every help: a value is a word in
capitals (YEAR, DAY, PART, SECONDS, N), its default is said in its help as
"(default: ...)", and its bounds by its help's words, never as `[1<=x<=2]`."""

from __future__ import annotations

import math
import re
from enum import Enum
from typing import Annotated, Optional

import typer
from typer._click.core import Context, Parameter
from typer._click.types import ParamType

from aoc_framework.cli.render.help_format import HouseCommand
from aoc_framework.model.puzzle import DAYS_HELP

Year = Annotated[
    int, typer.Argument(metavar="YEAR", help="Event year, 2015 on.", show_default=False)
]
Day = Annotated[int, typer.Argument(metavar="DAY", help=f"Day, {DAYS_HELP}.", show_default=False)]
YearFilter = Annotated[
    Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
    typer.Argument(
        metavar="YEAR", help="Only this event year (default: every year).", show_default=False
    ),
]
TodaysYear = Annotated[
    Optional[int],  # noqa: UP045
    typer.Argument(
        metavar="YEAR",
        help="Event year, 2015 on (default: today's puzzle).",
        show_default=False,
    ),
]
TodaysDay = Annotated[
    Optional[int],  # noqa: UP045
    typer.Argument(metavar="DAY", help=f"Day, {DAYS_HELP}.", show_default=False),
]


class Number(ParamType):
    """A number from `low` to `high`, checked when the command line is read. Unlike
    click's ranges it adds nothing to the help: the help's words give the bounds."""

    def __init__(self, kind: type[int] | type[float], low: float, high: float = math.inf):
        self.kind = kind
        self.low = low
        self.high = high
        self.name = kind.__name__

    def convert(self, value: object, param: Parameter | None, ctx: Context | None) -> object:
        if isinstance(value, self.kind):
            number: float = value
        else:
            try:
                number = self.kind(str(value))
            except ValueError:
                self.fail(f"{value!r} is not {'an integer' if self.kind is int else 'a number'}")
        if not math.isfinite(number):  # inf, nan: no limit, no time, no percent
            self.fail(f"{value} is not a finite number", param, ctx)
        if not self.low <= number <= self.high:
            bound = (
                f"from {self.low:g} to {self.high:g}"
                if self.high < math.inf
                else (f"at least {self.low:g}")
            )
            self.fail(f"{value} is not {bound}", param, ctx)
        return number


#: A part of a puzzle, 1 or 2.
PART = Number(int, 1, 2)


class OutputFormat(str, Enum):
    """What a command that reports prints on stdout."""

    TABLE = "table"
    JSON = "json"
    MARKDOWN = "markdown"


#: A negative number (an answer such as -56), not an option.
_NEGATIVE = re.compile(r"-\d+(\.\d+)?")


class AnswerCommand(HouseCommand):
    """A command whose last argument is an answer, which may be negative: `-56` is that
    answer, not an option (click reads every word starting with "-" as one), wherever
    it stands among the options."""

    def parse_args(self, ctx: Context, args: list[str]) -> list[str]:
        numbers = [arg for arg in args if _NEGATIVE.fullmatch(arg)]
        if numbers and "--" not in args:
            args = [arg for arg in args if arg not in numbers] + ["--", *numbers]
        return super().parse_args(ctx, args)
