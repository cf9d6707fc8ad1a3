"""Options shared by the commands that talk to adventofcode.com."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from aoc_framework.adventofcode import DEFAULT_TIMEOUT, TIMEOUT_ENV

Timeout = Annotated[
    Optional[float],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
    typer.Option(
        "--timeout",
        envvar=TIMEOUT_ENV,
        metavar="SECONDS",
        help=f"Give up on adventofcode.com after this long (default {DEFAULT_TIMEOUT:g}).",
        show_default=False,
    ),
]

Wait = Annotated[
    bool,
    typer.Option(
        "--wait",
        help="Wait for a puzzle that is not unlocked yet (with a countdown), or for the "
        "server's 'answered too recently' delay, instead of exiting.",
    ),
]
