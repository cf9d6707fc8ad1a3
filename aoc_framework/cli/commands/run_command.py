"""`aoc run YEAR DAY`: run one day on its input or its examples."""

from typing import Annotated, Optional

import typer

from aoc_framework.cli.options.account_options import AccountName, AllAccounts
from aoc_framework.cli.options.arguments import PART, TodaysDay, TodaysYear
from aoc_framework.cli.options.network_options import Timeout, Wait
from aoc_framework.cli.run_day import RunFlags, run_day

EPILOG = """Examples:

  aoc run 2023 7 --example        check the published examples

  aoc run 2023 7                  run on the cached input inputs/2023/07.txt

  aoc run 2023 7 --part 2 --input my.txt

  cat my.txt | aoc run 2023 7 --input -

  aoc run --example               today's puzzle, or your latest day

  aoc run 2023 7 --submit         fetch the input if needed, run, submit new answers

  aoc run 2023 7 --profile        each part under cProfile: its slowest functions

  aoc run 2023 7 --account bob    on the input of your account bob (aocd's tokens.json)

  aoc run 2023 7 --all-accounts   on every account's input: is the solution general?

  aoc run 2023 7 --variant fast   run solutions/2023/day07_fast.py instead
"""


def run_command(
    ctx: typer.Context,
    year: TodaysYear = None,
    day: TodaysDay = None,
    part: Annotated[
        Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Option(
            "--part",
            "-p",
            click_type=PART,
            metavar="PART",
            help="Run only part 1 or 2 (default: both).",
        ),
    ] = None,
    example: Annotated[
        bool,
        typer.Option("--example", "-e", help="Run on the published examples and check them."),
    ] = False,
    input_path: Annotated[
        Optional[str],  # noqa: UP045
        typer.Option(
            "--input", "-i", metavar="FILE", help="Read the input from this file (- for stdin)."
        ),
    ] = None,
    submit: Annotated[
        bool,
        typer.Option(
            "--submit", help="Submit answers not verified yet to adventofcode.com (see aoc submit)."
        ),
    ] = False,
    wait: Wait = False,
    timeout: Timeout = None,
    day_timeout: Annotated[
        Optional[float],  # noqa: UP045
        typer.Option(
            "--day-timeout",
            metavar="SECONDS",
            help="Stop the day after this long, with one line and exit 1 (default: no "
            "limit; Ctrl-C stops it).",
            show_default=False,
        ),
    ] = None,
    profile: Annotated[
        bool,
        typer.Option(
            "--profile",
            help="Run each part under cProfile: print its slowest functions and write "
            "its profile (for python -m pstats or snakeviz) under .aoc-cache/profiles/.",
        ),
    ] = False,
    variant: Annotated[
        Optional[str],  # noqa: UP045
        typer.Option(
            "--variant",
            metavar="NAME",
            help="Run another solution of the day, named as aoc time names it "
            "(day07_fast.py: fast; a second class: its name).",
        ),
    ] = None,
    account: AccountName = None,
    all_accounts: AllAccounts = False,
) -> None:
    """Run one day and print each part's answer and time.

    Answers are checked (✓/✗) against the example's expected answers, or against the
    verified answers in answers.toml for your cached input. Exits 1 on a wrong answer.
    With no YEAR DAY it runs today's puzzle during the event (December, US Eastern
    time), else the latest day that has a solution (the same as aoc today). Each part
    runs on a fresh instance with its own parse; an exception shows its traceback.
    """
    flags = RunFlags(
        year,
        day,
        part,
        example,
        input_path,
        submit,
        wait,
        timeout,
        day_timeout,
        profile,
        variant,
        account,
        all_accounts,
    )
    code = run_day(ctx.obj, flags)
    if code:
        raise typer.Exit(code)
