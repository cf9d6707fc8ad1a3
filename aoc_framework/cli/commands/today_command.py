"""`aoc today`: the December morning, from the unlock to the watch, each step skippable."""

import sys
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from aoc_framework.cli.options.arguments import TodaysDay
from aoc_framework.cli.options.day_options import DayTimeout
from aoc_framework.cli.options.network_options import Timeout
from aoc_framework.cli.render.output import print_error, say, warn
from aoc_framework.cli.state import CliState
from aoc_framework.model.errors import UsageError

if TYPE_CHECKING:
    from aoc_framework.actions.new import NewReport
    from aoc_framework.actions.today import MorningCalls
    from aoc_framework.authoring.example_extractor import FoundExample
    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.project.layout import Project

EPILOG = """Examples:

  aoc today                       unlock, new day, input, puzzle text, then watch

  aoc today --submit              ... and submit each new answer once its examples pass

  aoc today --no-read --no-watch  the day and its input ready, then one aoc run

  aoc today --example --no-fetch  the examples only: no input needed

  aoc today 2026 1 --submit       catch up on a day that is out: the same morning,
                                  no countdown

  aoc today --rehearse 2024 3     replay 2024 day 3 as its morning, timed

Outside the event, with no YEAR DAY, it is about your latest day (nothing to wait for
or write).
"""


#: YEAR, as `aoc today` takes it: a day to catch up on, or to rehearse.
MorningYear = Annotated[
    Optional[int],  # noqa: UP045
    typer.Argument(
        metavar="YEAR",
        help="Event year of a day that is out, to catch up on it (default: today's "
        "puzzle); with --rehearse, of the past puzzle to replay.",
        show_default=False,
    ),
]


def _step(name: str, does: str) -> object:
    return typer.Option(f"--{name}/--no-{name}", help=f"{does.rstrip('.')} (default: on).")


def today_command(
    ctx: typer.Context,
    wait: Annotated[
        bool, _step("wait", "Wait for the unlock, counting down; without it, exit 3 while locked.")
    ] = True,
    fetch: Annotated[bool, _step("fetch", "Fetch the input if missing.")] = True,
    new: Annotated[bool, _step("new", "Write the day's module if missing, as aoc new.")] = True,
    read: Annotated[bool, _step("read", "Show the puzzle text (in a pager on a terminal).")] = True,
    watch: Annotated[bool, _step("watch", "Watch the day; without it, run it once.")] = True,
    example: Annotated[
        bool, typer.Option("--example", "-e", help="Run the examples only (no input needed).")
    ] = False,
    submit: Annotated[
        bool,
        typer.Option("--submit", help="Submit new answers whose examples pass (see aoc watch)."),
    ] = False,
    timeout: Timeout = None,
    day_timeout: DayTimeout = None,
    rehearse: Annotated[
        bool,
        typer.Option(
            "--rehearse",
            help="Replay the past puzzle YEAR DAY (default: the last event's day 1) as its "
            "morning: a short countdown, part 1's page as at the unlock, the examples "
            "found then, your input, the watch; answers are checked against your earlier "
            "ones, never submitted, with your time from the unlock to each.",
        ),
    ] = False,
    year: MorningYear = None,
    day: TodaysDay = None,
) -> None:
    """Start today's puzzle: wait for it, fetch it, write it, read it, watch it.

    During the event (December, US Eastern time) that is today's puzzle, or the next one
    when it unlocks within the hour (within 24 hours before the event's first); at other
    times, the latest day that has a solution. YEAR DAY names a day that is out instead
    (catching up: the same steps, no countdown, --submit as today's); with --rehearse,
    the past puzzle to replay.
    Each step is skipped when done already (a module or input that exists is never
    touched) and can be turned off with its --no- option. Without a session token and
    a cached input, as for aoc run and aoc watch, the examples run instead of the input,
    after a warning saying how to set the token; the module gets the template and the
    text is skipped. --submit needs the token (exit 5 without it).
    Exits as aoc watch does (0 on Ctrl-C), or as aoc run with --no-watch; Ctrl-C
    during the countdown exits 130, saying what it waited for.
    """
    state: CliState = ctx.obj
    if rehearse:
        if not watch or submit:  # a rehearsal is timed by its watch, and never submits
            raise UsageError(
                "--rehearse watches the rehearsal, never submitting: drop "
                + ("--no-watch" if not watch else "--submit")
            )
        from aoc_framework.cli.render.rehearsal_output import rehearse_morning

        rehearse_morning(state, year, day, read=read, network=state.network(timeout))
        return
    from aoc_framework.actions.today import TodayRequest, morning

    project = state.project()
    request = TodayRequest(year, day, wait, new, fetch, read, example, submit)
    network = state.network(timeout)
    news: list[str] = []  # what became of the module, said again under the watch's start
    report = morning(project, request, network, _calls(project, news, watch))
    puzzle = report.puzzle
    if watch:
        from aoc_framework.actions.watch import WatchAsked
        from aoc_framework.cli.commands.watch_command import ready, watch_day
        from aoc_framework.cli.options.day_options import many_day_settings

        asked = WatchAsked(puzzle.year, puzzle.day, report.example, submit)
        limits = many_day_settings(state.settings, day_timeout, 1, None).limits()
        watched = ready(project, asked, network)
        watch_day(project, watched, limits, network=network, read=read, first=news)
    else:
        # One run, as `aoc run` does it (its hooks, --submit), with today's limit for
        # the day (AOC_DAY_TIMEOUT, else 60 s), not aoc run's none.
        from aoc_framework.cli.options.day_options import many_day_settings
        from aoc_framework.cli.run_day import RunFlags, run_day

        limit = many_day_settings(state.settings, day_timeout, 1, None).day_timeout_s
        flags = RunFlags(
            puzzle.year,
            puzzle.day,
            example=report.example,
            submit=submit,
            timeout=timeout,
            day_timeout=limit,
        )
        code = run_day(state, flags)
        if code:
            raise typer.Exit(code)


def _calls(project: "Project", news: list[str], watch: bool) -> "MorningCalls":
    """How the morning's steps are shown: lines on stderr, the countdown, what the new
    module got, the page in a pager, its first line saying how to leave it (a newcomer
    who does not know less is stuck there at the unlock: Ctrl-C does nothing in it).
    What the module got is added to `news` too: the pager, then the watch's cleared
    screen, hid it (a newcomer's morning). `watch`: the watch follows the pager."""
    from aoc_framework.actions.today import MorningCalls
    from aoc_framework.authoring.read import newest_part_markdown
    from aoc_framework.cli.commands.new_command import written_lines
    from aoc_framework.cli.day_input import said, say_fetched
    from aoc_framework.cli.render.page_output import show_markdown
    from aoc_framework.cli.render.progress import countdown, retry_note, slow_step

    then = "on to the watch, which runs the day each time you save it" if watch else "on to the run"

    def part_2_example(puzzle: "PuzzleDay", added: "list[FoundExample]") -> None:
        relative = project.relative(project.solution_path(puzzle))
        guessed = (
            f" (guessed): check it against the text (aoc read {puzzle.year} {puzzle.day})"
            if any(not example.sure for example in added)
            else ""
        )
        line = f"added part 2's example to {relative} from the puzzle page{guessed}"
        say(line)
        news.append(line)

    def written(report: "NewReport") -> None:
        lines = written_lines(project, report, hint=False)
        for line in lines:
            say(line)
        news.extend(lines)

    return MorningCalls(
        said=said,
        warning=warn,
        failed=print_error,
        countdown=countdown,
        written=written,
        part_2_example=part_2_example,
        fetched=lambda puzzle: say_fetched(project, puzzle, sys.stdout),
        page=lambda page: show_markdown(newest_part_markdown(page), then=then),
        on_retry=retry_note(),
        slow=slow_step,
    )
