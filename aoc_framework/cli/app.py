"""The typer application: global options and the registration of every command."""

import importlib
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from typer._click import Command, Context, HelpFormatter
from typer.core import TyperCommand

from aoc_framework.cli.render.help_format import HouseCommand, HouseGroup
from aoc_framework.cli.state import CliState
from aoc_framework.model.version import __version__
from aoc_framework.project.settings import INPUTS_DIR_ENV, PROJECT_DIR_ENV

#: The commands, in help order. Each is a module `aoc_framework.cli.<name>` defining
#: `<name>_command` and its `EPILOG`, or a typer app `<name>_app` for a command group.
#: These modules (and this one) do not postpone annotations (no `from __future__ import
#: annotations`): typer evaluates string annotations twice each time it builds a command,
#: a few milliseconds of every start.
COMMANDS = (
    "init",
    "run",
    "today",
    "watch",
    "new",
    "read",
    "examples",
    "status",
    "fetch",
    "submit",
    "token",
    "time",
    "answers",
    "leaderboard",
    "stats",
    "calendar",
    "readme",
    "history",
)

HELP = """Run, check, time and submit Advent of Code solutions.

Exit codes: 0 success, 1 a wrong answer (or a day that failed), 2 bad usage, 3 a missing
or malformed input (or puzzle page), 4 a network failure, 5 a missing or expired session token, 6
answered too recently (wait, then submit again), 7 wrong level, 8 already solved,
130 interrupted, 143 ended by SIGTERM.
"""


#: Each command's summary, the first line of its help: `aoc --help` lists these without
#: importing a single command module (a test checks they match the commands' own help).
SUMMARIES = {
    "init": "Start a solutions project of your own: pyproject.toml, solutions/, answers.toml, "
    "README, .gitignore and a CI workflow, in a git repository of its own.",
    "run": "Run one day and print each part's answer and time.",
    "today": "Start today's puzzle: wait for it, fetch it, write it, read it, watch it.",
    "watch": "Run one day again each time its module or a helper it imports is saved.",
    "new": "Start a new day: write its solution module from a template.",
    "read": "Show the puzzle text in the terminal, part 2 included once it is unlocked.",
    "examples": "Show the examples of the puzzle page, with the answers it gives.",
    "status": "Show the calendar: for each day, whether its solution and input exist, and "
    "how its examples and verified answers (answers.toml) check out, with stars per year.",
    "fetch": "Download puzzle inputs into the input cache (inputs/YYYY/DD.txt).",
    "submit": "Submit an answer to adventofcode.com and record it in answers.toml if right.",
    "token": "Show where the session token comes from and check it with adventofcode.com.",
    "time": "Time parse, part 1 and part 2 of every day that has a cached input.",
    "answers": "The verified answers in answers.toml.",
    "leaderboard": "Show a private leaderboard: stars per day and local scores.",
    "stats": "Show your personal stats: when you solved each part, with your rank and score.",
    "calendar": "Draw your calendar as an SVG picture: each day's stars, one row per year.",
    "readme": "Fill the sections of README.md that show your years: stars, calendar, stats, times.",
    "history": "Find puzzle inputs and puzzle text that git tracks or your history holds.",
}


class LazyCommands(HouseGroup):
    """The `aoc` group, importing and building a command only when it runs: building
    every command on each start would cost the imports of all of them."""

    listing = False

    def list_commands(self, ctx: Context) -> list[str]:
        return list(COMMANDS)

    def invoke(self, ctx: Context) -> Any:
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt as interrupted:
            # typer ends a Ctrl-C as exit 130 without a word; `main` says it in one line.
            raise typer.Abort() from interrupted

    def get_command(self, ctx: Context, cmd_name: str) -> Command | None:
        if cmd_name not in COMMANDS:
            return None
        if self.listing:  # help lists the commands: their summaries are enough
            # short_help is never cut: click shortens a help to fit one line.
            return TyperCommand(name=cmd_name, short_help=SUMMARIES[cmd_name])
        return build_command(cmd_name)

    def format_help(self, ctx: Context, formatter: HelpFormatter) -> None:
        self.listing = True
        try:
            super().format_help(ctx, formatter)
        finally:
            self.listing = False


def build_command(name: str) -> Command:
    """The click command of `aoc <name>`, built from its module `<name>_command`."""
    module = importlib.import_module(f"aoc_framework.cli.commands.{name}_command")
    group = getattr(module, f"{name}_app", None)
    if group is not None:
        command: Command = typer.main.get_group(group)
    else:
        # No --install-completion/--show-completion on each command: `aoc` has none.
        single = typer.Typer(rich_markup_mode=None, add_completion=False)
        cls = getattr(module, "COMMAND_CLASS", HouseCommand)
        single.command(name, epilog=module.EPILOG, cls=cls)(getattr(module, f"{name}_command"))
        command = typer.main.get_command(single)
    command.name = name
    return command


app = typer.Typer(
    cls=LazyCommands,
    help=HELP,
    no_args_is_help=True,
    # Plain help, as wide as the terminal, for `aoc --help` and every command's (their
    # contexts inherit these settings): rich's help renderer alone costs more than
    # typer's import.
    rich_markup_mode=None,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 10_000},
)


def _show_version(value: bool) -> None:
    if value:
        print(f"aoc-framework {__version__}")
        raise typer.Exit(0)


@app.callback()
def global_options(
    ctx: typer.Context,
    project_dir: Annotated[
        Optional[Path],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Option(
            "--project-dir",
            metavar="DIR",
            help=f"Folder holding solutions/ (default: {PROJECT_DIR_ENV}, else found from "
            "the current folder).",
            show_default=False,
        ),
    ] = None,
    inputs_dir: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option(
            "--inputs-dir",
            metavar="DIR",
            help=f"Input cache folder (default: {INPUTS_DIR_ENV}, else PROJECT/inputs).",
            show_default=False,
        ),
    ] = None,
    version: Annotated[
        bool,
        typer.Option("--version", callback=_show_version, is_eager=True, help="Print the version."),
    ] = False,
) -> None:
    ctx.obj = CliState.from_flags(project_dir, inputs_dir)
