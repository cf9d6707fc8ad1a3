"""`aoc run`'s work between its command line and its exit code, without typer: what
the flags ask checked and made a request, the run with its hooks, its report painted,
`--submit`. Called by the typer command (`cli.commands.run_command`), by its quick
reading (`cli.quick_run`, which starts `aoc run` without importing typer) and by
`aoc today --no-watch`."""

import sys
from collections.abc import Callable
from typing import NamedTuple, Optional

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
from aoc_framework.cli.render.day_output import ResultPrinter, peak_memory_line, print_doubts
from aoc_framework.cli.render.output import mark, say, table_lines, warn
from aoc_framework.cli.state import CliState, account_projects
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PARTS, Part
from aoc_framework.model.results import Verdict
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network, Settings


class RunFlags(NamedTuple):
    """What `aoc run`'s command line asks, named as its parameters are (None, False:
    not given)."""

    # Optional, not `X | None`: NamedTuple evaluates its annotations, on Python 3.10 too.
    year: Optional[int] = None  # noqa: UP045
    day: Optional[int] = None  # noqa: UP045
    part: Optional[int] = None  # noqa: UP045
    example: bool = False
    input_path: Optional[str] = None  # noqa: UP045
    submit: bool = False
    wait: bool = False
    timeout: Optional[float] = None  # noqa: UP045
    day_timeout: Optional[float] = None  # noqa: UP045
    profile: bool = False
    variant: Optional[str] = None  # noqa: UP045
    account: Optional[str] = None  # noqa: UP045
    all_accounts: bool = False


def run_day(state: CliState, flags: RunFlags) -> int:
    """Run the day `flags` ask for, each part printed as it ends, then the report;
    submit with --submit; the exit code."""
    request = _request(flags)
    projects = account_projects(state.project(), flags.account, flags.all_accounts)
    network = lambda: state.network(flags.timeout)  # noqa: E731 (asked only if needed)
    if flags.all_accounts:
        return _run_every_account(request, projects, network, flags.wait)
    project = projects[0]
    # `aoc run` has no time limit but the one asked for.
    stopped_by = "Ctrl-C stops it"
    if flags.day_timeout is not None:
        stopped_by = f"stopped at {flags.day_timeout:g} s (--day-timeout), or by Ctrl-C"
    printer = ResultPrinter(stopped_by=stopped_by, limit_s=flags.day_timeout)
    hooks = _hooks(project, printer, flags.wait, network)
    try:
        report = run(request, project, hooks)
    finally:
        printer.stop()
    printer.finish(list(report.results))
    _show_report(report)
    _show_profiles(report, project)
    code = ExitCode.OK if report.ok else ExitCode.WRONG_ANSWER
    if flags.submit:
        from aoc_framework.cli.render.submission_output import submit_run

        submitted = submit_run(
            project, report.puzzle, report.results[0], wait=flags.wait, network=network()
        )
        code = code or submitted
    return int(code)


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
) -> int:
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
    return ExitCode.OK if report.ok else ExitCode.WRONG_ANSWER


def _request(flags: RunFlags) -> RunRequest:
    """The run the flags ask for; `UsageError` for flags that do not go together."""
    if flags.example and flags.input_path is not None:
        raise UsageError("--example and --input cannot be used together; pick one")
    Settings().with_flags(day_timeout_s=flags.day_timeout)  # its bounds, as everywhere
    if flags.submit and (flags.example or flags.input_path is not None):
        raise UsageError("--submit sends the answers for your own input; drop --example/--input")
    if flags.submit and flags.variant is not None:
        raise UsageError("--submit sends the main solution's answers; drop --variant")
    given = GivenInput.from_file(flags.input_path) if flags.input_path is not None else None
    return RunRequest(
        flags.year,
        flags.day,
        EXAMPLES if flags.example else given or OWN_INPUT,
        (Part(flags.part),) if flags.part else PARTS,
        flags.day_timeout,
        flags.submit,
        flags.profile,
        flags.variant,
    )


def _show_profiles(report: RunReport, project: Project) -> None:
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


def _show_report(report: RunReport) -> None:
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
