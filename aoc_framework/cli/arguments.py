"""The YEAR and DAY arguments, as every command takes them."""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Optional

import typer

Year = Annotated[int, typer.Argument(help="Event year, 2015 on.", show_default=False)]
Day = Annotated[int, typer.Argument(help="Day, 1-25 (1-12 from 2025).", show_default=False)]
YearFilter = Annotated[
    Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
    typer.Argument(help="Only this event year (default: every year).", show_default=False),
]
TodaysYear = Annotated[
    Optional[int],  # noqa: UP045
    typer.Argument(help="Event year, 2015 on (default: today's puzzle).", show_default=False),
]
TodaysDay = Annotated[
    Optional[int],  # noqa: UP045
    typer.Argument(help="Day, 1-25 (1-12 from 2025).", show_default=False),
]


class OutputFormat(str, Enum):
    """What a command that reports prints on stdout."""

    TABLE = "table"
    JSON = "json"
    MARKDOWN = "markdown"
