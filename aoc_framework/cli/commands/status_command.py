"""`aoc status [YEAR]`: the calendar of every year and day, a table per year."""

from typing import TYPE_CHECKING, Annotated

import typer

from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.cli.options.account_options import AccountName, AllAccounts
from aoc_framework.cli.options.arguments import YearFilter
from aoc_framework.cli.options.day_options import (
    DayTimeout,
    Jobs,
    Memory,
    RetiredTimeout,
    day_timeout,
    many_day_settings,
)
from aoc_framework.cli.render.output import paint, print_error, say, table_lines, warn
from aoc_framework.cli.render.progress import day_progress
from aoc_framework.cli.state import account_projects
from aoc_framework.model.plural import counted
from aoc_framework.views.looks import LEGEND
from aoc_framework.views.status import (
    SUMMARY_SEPARATOR,
    error_lines,
    format_years,
    run_summary,
    year_summary,
    year_table,
)
from aoc_framework.views.table import Cell

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    from aoc_framework.actions.status import AccountsReport
    from aoc_framework.cli.render.progress import DayProgress
    from aoc_framework.engine.status import YearStatus

EPILOG = """Examples:

  aoc status                      every year: the started ones day by day

  aoc status 2023                 one year, every day

  aoc status --rerun              run every day again, ignoring remembered results

  aoc status -j 1 --day-timeout 300   one day at a time, each allowed five minutes

  aoc status | less -R            page through it

  aoc status --account google     on the inputs and answers of your account google

  aoc status --all-accounts       every account's verdicts side by side, a column each
"""


def status_command(
    ctx: typer.Context,
    year: YearFilter = None,
    rerun: Annotated[
        bool, typer.Option("--rerun", help="Run every day again; ignore remembered results.")
    ] = False,
    timeout: DayTimeout = None,
    retired_timeout: RetiredTimeout = None,
    jobs: Jobs = None,
    memory: Memory = None,
    account: AccountName = None,
    all_accounts: AllAccounts = False,
) -> None:
    """Show the calendar: for each day, whether its solution and input exist, and how
    its examples and verified answers (answers.toml) check out, with stars per year.

    Status runs your solutions, each day in its own process (killed after
    --day-timeout), --jobs at a time, on its examples and its cached input. Each day's
    result is remembered under .aoc-cache/ and reused until the day's code, a module
    it imports, its input or its answers change. Exits 1 if an answer is wrong or a
    day fails (error, timeout, out of memory).
    """
    from aoc_framework.actions.status import (
        StatusRequest,
        accounts_statuses,
        project_statuses,
    )

    timeout = day_timeout(timeout, retired_timeout)
    settings = many_day_settings(ctx.obj.settings, timeout, jobs, memory)
    projects = account_projects(settings.project(), account, all_accounts)
    limits = settings.limits()
    request = StatusRequest(year, rerun)

    def progress(command: str, count: int) -> "AbstractContextManager[DayProgress]":
        return day_progress(command, count, limits)

    if all_accounts:
        try:
            accounts = accounts_statuses(projects, request, limits, progress)
        except KeyboardInterrupt:
            print_error("interrupted: the accounts' statuses are not all known")
            raise typer.Exit(ExitCode.INTERRUPTED) from None
        _print_accounts(accounts)
        _note_tracked_private(accounts.tracked)
        return
    report = project_statuses(projects[0], request, limits, progress)
    ran = run_summary(report.statuses, report.seconds, limits.memory_bytes)
    _print_years(report.shown, report.idle, ran)
    _note_tracked_private(report.tracked)
    if report.interrupted:
        done = counted(len(report.statuses), "day")
        print_error(f"interrupted: {done} checked, the rest not run")
        raise typer.Exit(ExitCode.INTERRUPTED)
    if report.failed:
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def _note_tracked_private(tracked: tuple[str, ...]) -> None:
    """One line on stderr when git tracks puzzle inputs or text in the project."""
    from aoc_framework.model.text import one_line

    if tracked:
        warn(
            f"git tracks {counted(len(tracked), 'file')} of puzzle inputs or text "
            f"({one_line(tracked[0])}...): aoc history says how to remove them"
        )


def _print_accounts(report: "AccountsReport") -> None:
    """A table per year shown with a column per account, the legend; exit 1 if any
    account's day failed."""
    from aoc_framework.views.accounts import status_table

    for at in report.shown:
        rows = [(name, years[at]) for name, years in report.by_account]
        table = status_table(report.by_account[0][1][at].year, rows)
        print("\n".join(table_lines(table)), end="\n\n")
    say(LEGEND, "dim", items="  ")
    if report.failed:
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def _print_years(shown: "list[YearStatus]", idle: list[int], ran: str) -> None:
    """Each shown year's table and summary, the years not started, how the run went
    and the legend."""
    for status in shown:
        # On a terminal, titles are cut to keep one line per day; piped, nothing is cut.
        print("\n".join(table_lines(year_table(status))))
        say(_painted(year_summary(status)), items=SUMMARY_SEPARATOR)
        for line in error_lines(status):
            say(line, "red")
        print()
    if idle:
        say(f"not started: {format_years(idle)}", "dim")
    if not shown:
        say("start a day with: aoc new YEAR DAY")
        return
    say(ran, "dim")
    say(LEGEND, "dim", items="  ")


def _painted(pieces: Cell) -> str:
    return "".join(paint(text, color) if color else text for text, color in pieces)
