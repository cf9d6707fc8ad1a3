"""`aoc today`: `aoc run` on today's puzzle, or on the latest day outside the event."""

import inspect
from typing import Any

import typer

from aoc_framework.cli import run_command as run

EPILOG = """Examples:

  aoc today                       today's puzzle, or your latest day

  aoc today --example             the same day, on its published example(s)

  aoc today --part 2
"""


def today_command(ctx: typer.Context, **options: Any) -> None:
    """Run today's puzzle: `aoc run` with no YEAR DAY.

    During the event (December, US Eastern time) that is today's day, whether or not
    it has a solution yet; at other times it is the latest day that has a solution.
    Takes every option of `aoc run`.
    """
    run.run_command(ctx, year=None, day=None, **options)


# `aoc today` takes exactly the options of `aoc run`: typer reads them from this
# signature, so an option added to `aoc run` appears here without a second definition.
_run_signature = inspect.signature(run.run_command, eval_str=True)
today_command.__signature__ = _run_signature.replace(  # type: ignore[attr-defined]
    parameters=[p for p in _run_signature.parameters.values() if p.name not in {"year", "day"}]
)
