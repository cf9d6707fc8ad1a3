"""Options shared by the commands that run days in their own processes (`aoc status`,
`aoc time`, `aoc watch`), and the day's time limit, which `aoc run` takes too."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from aoc_framework.project.settings import (
    DAY_TIMEOUT_ENV,
    DAY_TIMEOUT_S,
    JOBS_ENV,
    MEMORY_ENV,
    Settings,
)

DayTimeout = Annotated[
    Optional[float],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
    typer.Option(
        "--day-timeout",
        metavar="SECONDS",
        help=f"Seconds a day may run before it is stopped (default: {DAY_TIMEOUT_ENV}, "
        f"else {DAY_TIMEOUT_S:g}).",
        show_default=False,
    ),
]
#: `--timeout` meant the day's limit in aoc status and aoc time until it came to mean
#: the network everywhere (issue 38): it still works there for one release, with a
#: note; the release after drops it.
RetiredTimeout = Annotated[
    Optional[float],  # noqa: UP045
    typer.Option("--timeout", metavar="SECONDS", hidden=True, show_default=False),
]
Jobs = Annotated[
    Optional[int],  # noqa: UP045
    typer.Option(
        "--jobs",
        "-j",
        metavar="N",
        help=f"Days run at once, each in its own process (default: {JOBS_ENV}, else the "
        "number of processors).",
        show_default=False,
    ),
]
Memory = Annotated[
    Optional[float],  # noqa: UP045
    typer.Option(
        "--memory",
        metavar="GIB",
        help=f"Memory cap of each day's process in GiB, 0 for none (default: {MEMORY_ENV}, "
        "else half the machine's memory divided by the days run at once; not on Windows).",
        show_default=False,
    ),
]


def day_timeout(given: float | None, retired: float | None) -> float | None:
    """The day's limit from `--day-timeout`, else from the retired `--timeout` (with a
    note naming what replaced it)."""
    if retired is None:
        return given
    from aoc_framework.cli.render.output import print_note

    print_note("--timeout is now --day-timeout here (--timeout is the network's, as elsewhere)")
    return given if given is not None else retired


def many_day_settings(
    settings: Settings, timeout: float | None, jobs: int | None, memory: float | None
) -> Settings:
    """`settings` with the many-day flags that were given on top."""
    return settings.with_flags(day_timeout_s=timeout, jobs=jobs, memory_gib=memory)
