"""`aoc status [YEAR]`: the calendar of every year and day, a table per year."""

import time
from collections.abc import Callable
from typing import Annotated

import typer

from aoc_framework.cli.account_options import AccountName, AllAccounts, account_projects
from aoc_framework.cli.arguments import YearFilter
from aoc_framework.cli.day_options import (
    DayTimeout,
    Jobs,
    Memory,
    RetiredTimeout,
    day_timeout,
    many_day_settings,
)
from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.cli.output import paint, print_error, say, table_lines, warn
from aoc_framework.cli.progress import day_progress
from aoc_framework.engine.status import (
    DayStatus,
    StatusPlan,
    YearStatus,
    calendar,
    plan_status,
    project_status,
)
from aoc_framework.model.plural import counted
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits
from aoc_framework.views.looks import LEGEND
from aoc_framework.views.status import (
    SUMMARY_SEPARATOR,
    day_summary,
    format_years,
    run_summary,
    shown_years,
    year_summary,
    year_table,
)
from aoc_framework.views.table import Cell

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
    timeout = day_timeout(timeout, retired_timeout)
    settings = many_day_settings(ctx.obj.settings, timeout, jobs, memory)
    projects = account_projects(settings.project(), account, all_accounts)
    if all_accounts:
        _every_account(projects, year, settings.limits(), rerun)
        _note_tracked_private(projects[0])
        return
    project = projects[0]
    plan = plan_status(project, year)
    started = time.monotonic()
    statuses: list[DayStatus] = []
    limits = settings.limits()
    interrupted = False
    try:
        years = _checked(project, plan, limits, rerun, "status", statuses.append)
    except KeyboardInterrupt:
        # The workers are stopped already: show what is known, then exit 130.
        interrupted = True
        years = calendar(project, plan.years, statuses, not_run=plan.puzzles)
    shown, idle = shown_years(years, year)
    ran = run_summary(statuses, time.monotonic() - started, limits.memory_bytes)
    _print_years(shown, idle, ran)
    _note_tracked_private(project)
    if interrupted:
        print_error(f"interrupted: {counted(len(statuses), 'day')} checked, the rest not run")
        raise typer.Exit(ExitCode.INTERRUPTED)
    if any(day.failed for status in shown for day in status.days):
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def _note_tracked_private(project: Project) -> None:
    """One line on stderr when git tracks puzzle inputs or text in the project (its index
    only, one quick git call; `aoc history` looks through the history too)."""
    from aoc_framework.model.errors import UsageError
    from aoc_framework.model.text import one_line
    from aoc_framework.project.history import tracked_private

    try:
        found = tracked_private(project, history=False)
    except UsageError:  # no git here: nothing git could publish
        return
    if found is not None and found.now:
        warn(
            f"git tracks {counted(len(found.now), 'file')} of puzzle inputs or text "
            f"({one_line(found.now[0])}...): aoc history says how to remove them"
        )


def _checked(
    project: Project,
    plan: StatusPlan,
    limits: Limits,
    rerun: bool,
    command: str,
    on_day: Callable[[DayStatus], None],
) -> list[YearStatus]:
    """The status of `plan` on `project`'s account, its progress shown as `aoc
    <command>`'s; `on_day` hears of each day's status as it is known."""
    with day_progress(command, len(plan.puzzles), limits) as progress:

        def finished(status: DayStatus) -> None:
            on_day(status)
            progress.finished(status.puzzle, day_summary(status))

        return project_status(
            project,
            plan=plan,
            limits=limits,
            rerun=rerun,
            on_start=progress.started,
            on_day=finished,
        )


def _every_account(projects: list[Project], year: int | None, limits: Limits, rerun: bool) -> None:
    """Each account's status in turn (each on its own inputs and answers, remembered
    apart), then a table per year with a column per account; exit 1 if any failed."""
    from aoc_framework.views.accounts import status_table

    plan = plan_status(projects[0], year)
    by_account = []
    try:
        for project in projects:
            name = project.account.name
            years = _checked(project, plan, limits, rerun, f"status ({name})", lambda _: None)
            by_account.append((name, years))
    except KeyboardInterrupt:
        print_error("interrupted: the accounts' statuses are not all known")
        raise typer.Exit(ExitCode.INTERRUPTED) from None
    for at, status in enumerate(by_account[0][1]):
        if year is not None or any(years[at].started for _, years in by_account):
            table = status_table(status.year, [(name, years[at]) for name, years in by_account])
            print("\n".join(table_lines(table)), end="\n\n")
    say(LEGEND, "dim", items="  ")
    if any(day.failed for _, years in by_account for status in years for day in status.days):
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def _print_years(shown: list[YearStatus], idle: list[int], ran: str) -> None:
    """Each shown year's table and summary, the years not started, how the run went
    and the legend."""
    for status in shown:
        # On a terminal, titles are cut to keep one line per day; piped, nothing is cut.
        print("\n".join(table_lines(year_table(status))))
        say(_painted(year_summary(status)), items=SUMMARY_SEPARATOR)
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
