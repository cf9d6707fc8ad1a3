"""`aoc time [YEAR] [DAY]`: time every day, each in its own process, and report."""

from typing import Annotated, Optional

import typer
from typer._click.core import ParameterSource

from aoc_framework.actions.time import DEFAULT_THRESHOLD, TimeRequest, plan_timing, time_planned
from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.cli.options.account_options import AccountName
from aoc_framework.cli.options.arguments import Number, OutputFormat, YearFilter
from aoc_framework.cli.options.day_options import (
    DayTimeout,
    Jobs,
    Memory,
    RetiredTimeout,
    day_timeout,
    many_day_settings,
)
from aoc_framework.cli.render.output import print_note
from aoc_framework.cli.render.progress import day_progress
from aoc_framework.cli.render.time_report import (
    note,
    print_results,
    report_problems,
    report_writes,
    skipped_message,
)
from aoc_framework.cli.state import account_project
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.settings import TIME_BUDGET_S
from aoc_framework.timing.results import DayTiming
from aoc_framework.views.timing import progress_word

EPILOG = """Examples:

  aoc time                        every day that has a cached input

  aoc time 2023 7                 one day, and its variants side by side
                                  (aoc time 2023: one year, main solutions)

  aoc time 2023 7 --example       time the published examples

  aoc time --runs 20 --save       20 runs of each day, saved as the baseline

  aoc time -j 1                   one day at a time: the steadiest figures

  aoc time --fail-on-regression   exit 1 if a step is 20 % slower than saved

  aoc time -f json > times.json   machine-readable (schema aoc-time/1)

  aoc time --readme               rewrite the table in README.md
"""

FormatOption = Annotated[
    OutputFormat,
    typer.Option(
        "--format",
        "-f",
        metavar="FORMAT",
        help="table (on a terminal, cut to fit), json (schema aoc-time/1) or markdown "
        "(the table of --readme) (default: table).",
        show_default=False,
    ),
]
#: The flags --format replaced (issue 22): still read, hidden, for one release, so that
#: scripts written for them keep working while they learn --format (issue 38); the
#: release after that drops them.
_RETIRED_FORMAT_FLAGS = {"--json": OutputFormat.JSON, "--markdown": OutputFormat.MARKDOWN}
RetiredJson = Annotated[bool, typer.Option("--json", hidden=True)]
RetiredMarkdown = Annotated[bool, typer.Option("--markdown", hidden=True)]
DEFAULT_THRESHOLD_PERCENT = DEFAULT_THRESHOLD * 100


def time_command(
    ctx: typer.Context,
    year: YearFilter = None,
    day: Annotated[
        Optional[int],  # noqa: UP045
        typer.Argument(help="Only this day of YEAR (default: every day).", show_default=False),
    ] = None,
    example: Annotated[
        bool, typer.Option("--example", "-e", help="Time the published examples.")
    ] = False,
    fetch: Annotated[
        bool, typer.Option("--fetch", help="Download missing inputs first (needs a token).")
    ] = False,
    budget: Annotated[
        Optional[float],  # noqa: UP045
        typer.Option(
            "--budget",
            click_type=Number(float, 0),
            metavar="SECONDS",
            help="Seconds a day is run again and again, from fresh state each time, "
            f"counting its first run (default: {TIME_BUDGET_S:g}).",
            show_default=False,
        ),
    ] = None,
    runs: Annotated[
        Optional[int],  # noqa: UP045
        typer.Option(
            "--runs",
            "-n",
            click_type=Number(int, 1),
            metavar="N",
            help="Exactly N runs of each day (no budget).",
        ),
    ] = None,
    timeout: DayTimeout = None,
    retired_timeout: RetiredTimeout = None,
    jobs: Jobs = None,
    memory: Memory = None,
    form: FormatOption = OutputFormat.TABLE,
    old_json: RetiredJson = False,
    old_markdown: RetiredMarkdown = False,
    readme: Annotated[
        bool,
        typer.Option(
            "--readme",
            help="Rewrite the table of README.md between its aoc-time:start and "
            "aoc-time:end markers.",
        ),
    ] = False,
    save: Annotated[
        bool, typer.Option("--save", help="Save the results as the baseline (timings.json).")
    ] = False,
    compare_baseline: Annotated[
        bool, typer.Option("--compare", help="Show each step's change against the baseline.")
    ] = False,
    threshold: Annotated[
        float,
        typer.Option(
            "--threshold",
            click_type=Number(float, 0),
            metavar="PERCENT",
            help="Percent slower that counts as a regression "
            f"(default: {DEFAULT_THRESHOLD_PERCENT:g}).",
            show_default=False,
        ),
    ] = DEFAULT_THRESHOLD_PERCENT,
    fail_on_regression: Annotated[
        bool,
        typer.Option("--fail-on-regression", help="Exit 1 on a regression (implies --compare)."),
    ] = False,
    account: AccountName = None,
    variants: Annotated[
        Optional[bool],  # noqa: UP045
        typer.Option(
            "--variants/--main-only",
            help="Time every solution of each day (the classes of its file, the "
            "dayDD_NAME.py files beside it) or only its main one (default: every one "
            "when one day is asked).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Time parse, part 1 and part 2 of every day that has a cached input.

    Each day runs in its own process, --jobs at a time (1 gives the steadiest figures).
    Every run starts from fresh state (a new instance and a new parse for each part),
    and the first, cold, run counts: a day is run again while the runs fit in --budget
    seconds (or exactly --runs times), so a slow day is timed from its one run. The
    table shows each answer (right or wrong against answers.toml), the first, minimum and median
    time and the number of runs; medians over 1 s are yellow, over 15 s red. Exits 1 if
    a part gave a wrong answer, raised, crashed, ran out of memory or timed out, or
    (with --fail-on-regression) got slower.

    For one day (or with --variants), every solution of it is timed and checked the
    same way, side by side: the classes of its file and the dayDD_NAME.py files beside
    it, each against the main one (the first class of the day's own file).
    """
    _check_flags(budget, runs, example, fetch)
    form = _format_of_retired_flags(ctx, form, {"--json": old_json, "--markdown": old_markdown})
    timeout = day_timeout(timeout, retired_timeout)
    settings = many_day_settings(ctx.obj.settings, timeout, jobs, memory)
    project = account_project(settings.project(), account)
    request = TimeRequest(
        settings.limits(),
        settings.network(),
        year,
        day,
        examples=example,
        fetch=fetch,
        budget_s=budget,
        runs=runs,
        compare=compare_baseline or fail_on_regression,
        threshold=threshold / 100,
        readme=readme,
        save=save,
        variants=variants,
    )
    plan = plan_timing(project, request)
    if plan.without_input:
        note(skipped_message(plan.without_input))
    unit = "solution" if plan.options.variants else "day"
    with day_progress("time", plan.workers, request.limits, unit) as progress:

        def done(day_rows: list[DayTiming]) -> None:
            row = day_rows[0]
            named = f"{row.variant} " if row.variant else ""
            progress.finished(PuzzleDay(row.year, row.day), named + progress_word(row))

        report = time_planned(project, plan, progress.started, done, progress.more)
    print_results(report.rows, report.settings, form, compared=report.compared)
    report_writes(report, project)
    timings_name = project.relative(project.timings_path)
    if report_problems(report.rows, threshold, timings_name, fail_on_regression):
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def _format_of_retired_flags(
    ctx: typer.Context, form: OutputFormat, given: dict[str, bool]
) -> OutputFormat:
    """The format asked for, by --format or by a retired flag (`given`: whether each was
    on the command line), with a note naming what replaced each retired flag used."""
    retired = [flag for flag, used in given.items() if used]
    asked = {flag: _RETIRED_FORMAT_FLAGS[flag] for flag in retired}
    if ctx.get_parameter_source("form") is ParameterSource.COMMANDLINE:
        asked["--format"] = form
    if len(set(asked.values())) > 1:
        raise UsageError(f"{' and '.join(asked)} ask for different formats; pick one")
    for flag in retired:
        print_note(f"{flag} is now --format {asked[flag].value}")
    return next(iter(asked.values()), form)


def _check_flags(budget: float | None, runs: int | None, example: bool, fetch: bool) -> None:
    """Reject combinations of flags that make no sense together."""
    if budget is not None and runs is not None:
        raise UsageError("--budget and --runs cannot be used together; pick one")
    if budget == 0:
        raise UsageError("--budget must be more than 0 seconds")
    if example and fetch:
        raise UsageError("--fetch downloads inputs, which --example does not use; pick one")
