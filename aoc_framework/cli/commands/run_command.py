"""`aoc run YEAR DAY`: run one day on its input or its examples."""

import sys
from collections.abc import Callable
from typing import Annotated, Optional

import typer

from aoc_framework.actions.run import (
    EXAMPLES,
    OWN_INPUT,
    AccountRun,
    GivenInput,
    RunHooks,
    RunReport,
    RunRequest,
    run,
    run_on_every_account,
)
from aoc_framework.cli.day_input import cached_or_fetched_input, has_token, note, said
from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.cli.options.account_options import AccountName, AllAccounts, account_projects
from aoc_framework.cli.options.arguments import PART, TodaysDay, TodaysYear
from aoc_framework.cli.options.network_options import Timeout, Wait
from aoc_framework.cli.render.day_output import ResultPrinter, peak_memory_line, print_doubts
from aoc_framework.cli.render.output import mark, say, table_lines, warn
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PARTS, Part
from aoc_framework.model.results import Verdict
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network, Settings

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
    request = _request(year, day, part, example, input_path, submit, day_timeout, profile, variant)
    state = ctx.obj
    projects = account_projects(state.project(), account, all_accounts)
    if all_accounts:
        _run_every_account(request, projects, lambda: state.network(timeout), wait)
        return
    project = projects[0]
    # `aoc run` has no time limit but the one asked for.
    stopped_by = "Ctrl-C stops it"
    if day_timeout is not None:
        stopped_by = f"stopped at {day_timeout:g} s (--day-timeout), or by Ctrl-C"
    printer = ResultPrinter(stopped_by=stopped_by)
    hooks = _hooks(project, printer, wait, lambda: state.network(timeout))
    try:
        report = run(request, project, hooks)
    finally:
        printer.stop()
    printer.finish(list(report.results))
    show_report(report)
    show_profiles(report, project)
    code = ExitCode.OK if report.ok else ExitCode.WRONG_ANSWER
    if submit:
        from aoc_framework.cli.render.submission_output import submit_run

        submitted = submit_run(
            project,
            report.puzzle,
            report.results[0],
            wait=wait,
            network=state.network(timeout),
        )
        code = code or submitted
    if code:
        raise typer.Exit(code)


def _hooks(
    project: Project, printer: ResultPrinter, wait: bool, network: Callable[[], Network]
) -> RunHooks:
    """The hooks of a run on `project`'s account: the input cached, else fetched with
    that account's token, each part printed as it ends."""
    return RunHooks(
        # --timeout is checked when there is a request to bound, not before an example
        input_of=lambda project, puzzle: cached_or_fetched_input(
            project, puzzle, wait=wait, network=network()
        ),
        has_token=lambda: has_token(project.account),
        note=note,
        said=said,
        on_heading=lambda heading: setattr(printer, "heading", heading),
        on_start=printer.start,
        on_part=printer,
    )


def _run_every_account(
    request: RunRequest, projects: list[Project], network: Callable[[], Network], wait: bool
) -> None:
    """The day on each account's input in turn, each part shown as it ends, then every
    account's verdicts side by side; exit 1 if any failed."""
    from aoc_framework.views.accounts import run_table

    printers: dict[str, ResultPrinter] = {}

    def hooks_of(project: Project) -> RunHooks:
        printer = printers.setdefault(project.account.name, ResultPrinter())
        return _hooks(project, printer, wait, network)

    def done(ran: AccountRun) -> None:
        if ran.report is None:
            say(f"account {ran.account}: {ran.error}", "red", sys.stderr)
        else:
            printers[ran.account].finish(list(ran.report.results))

    report = run_on_every_account(request, projects, hooks_of, on_done=done)
    results = [(ran.account, ran.report.results[0] if ran.report else None) for ran in report.runs]
    print()
    print("\n".join(table_lines(run_table(report.puzzle, report.heading, results))))
    if not report.ok:
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def _request(
    year: int | None,
    day: int | None,
    part: int | None,
    example: bool,
    input_path: str | None,
    submit: bool,
    day_timeout: float | None,
    profile: bool,
    variant: str | None,
) -> RunRequest:
    """The run the flags ask for; `UsageError` for flags that do not go together."""
    if example and input_path is not None:
        raise UsageError("--example and --input cannot be used together; pick one")
    Settings().with_flags(day_timeout_s=day_timeout)  # its bounds, as everywhere
    if submit and (example or input_path is not None):
        raise UsageError("--submit sends the answers for your own input; drop --example/--input")
    if submit and variant is not None:
        raise UsageError("--submit sends the main solution's answers; drop --variant")
    given = GivenInput.from_file(input_path) if input_path is not None else None
    return RunRequest(
        year,
        day,
        EXAMPLES if example else given or OWN_INPUT,
        (Part(part),) if part else PARTS,
        day_timeout,
        submit,
        profile,
        variant,
    )


def show_profiles(report: RunReport, project: Project) -> None:
    """Each profiled step's slowest functions, and the file its whole profile is in."""
    if not report.profiles:
        return
    from aoc_framework.views.profile import profile_table  # only with --profile

    for profile in report.profiles:
        print()
        print("\n".join(table_lines(profile_table(profile))))
        where = project.relative(profile.path)
        opened = "open it with python -m pstats or snakeviz"
        say(f"profile written to {where}: {opened}", "dim")


def show_report(report: RunReport) -> None:
    """What the parts' lines did not say: doubts on examples taken from the page, the
    final day's free star, the memory the run took."""
    print_doubts(report.puzzle, report.doubts, warn, sys.stderr)
    if report.free_star:
        say(
            f"part 2  {mark(Verdict.FREE_STAR)}  "
            "the free star: it comes with every other star of the year"
        )
    if (memory := peak_memory_line(report.peak_rss_growth)) is not None:
        say(memory, "dim")
