"""Options shared by the commands that talk to adventofcode.com."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from aoc_framework.project.settings import NETWORK_TIMEOUT_S, TIMEOUT_ENV

Timeout = Annotated[
    Optional[float],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
    typer.Option(
        "--timeout",
        metavar="SECONDS",
        help="Give up on adventofcode.com after this long "
        f"(default: {TIMEOUT_ENV}, else {NETWORK_TIMEOUT_S:g}).",
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
