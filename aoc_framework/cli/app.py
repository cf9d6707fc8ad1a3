"""The typer application: global options and the registration of every command."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Optional

import typer
from typer._click import Command, Context
from typer.core import TyperGroup

from aoc_framework import __version__
from aoc_framework.project import Project
from aoc_framework.puzzle import PuzzleDay
from aoc_framework.settings import Settings

#: The commands, in help order. Each is a module `aoc_framework.cli.<name>` defining
#: `<name>_command` and its `EPILOG`, or a typer app `<name>_app` for a command group.
COMMANDS = ("run", "today", "new", "status", "fetch", "submit", "token", "time", "answers")

HELP = """Run, check, time and submit Advent of Code solutions.

Exit codes: 0 success, 1 a wrong answer (or a day that failed), 2 bad usage, 3 a missing
or malformed input, 4 a network failure, 5 a missing or expired session token, 6
answered too recently (wait, then submit again), 7 wrong level, 8 already solved,
130 interrupted.
"""


class LazyCommands(TyperGroup):
    """The `aoc` group, importing and building a command only when it runs or when help
    lists it: building every command on each start would cost about 15 ms."""

    def list_commands(self, ctx: Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: Context, cmd_name: str) -> Command | None:
        return build_command(cmd_name) if cmd_name in COMMANDS else None


def build_command(name: str) -> Command:
    """The click command of `aoc <name>`, built from its module `<name>_command`."""
    module = importlib.import_module(f"aoc_framework.cli.{name}_command")
    group = getattr(module, f"{name}_app", None)
    if group is not None:
        command: Command = typer.main.get_group(group)
    else:
        single = typer.Typer(rich_markup_mode="markdown")
        single.command(name, epilog=module.EPILOG)(getattr(module, f"{name}_command"))
        command = typer.main.get_command(single)
    command.name = name
    return command


app = typer.Typer(
    cls=LazyCommands,
    help=HELP,
    no_args_is_help=True,
    rich_markup_mode="markdown",
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


@dataclass
class CliState:
    """The settings of this run (environment, then global options), shared by every
    command through the typer context."""

    settings: Settings

    def project(self) -> Project:
        """The project the settings point at."""
        return self.settings.project()

    def network_timeout(self, flag: float | None) -> float:
        """Seconds to wait for adventofcode.com: `--timeout`, else the settings'."""
        return flag if flag is not None else self.settings.network_timeout_s


def puzzle_of(year: int, day: int) -> PuzzleDay:
    """The puzzle the arguments name, checked against the calendar (a `UsageError`
    naming the valid days otherwise)."""
    return PuzzleDay.of(year, day)


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
            help="Folder holding solutions/ (default: AOC_PROJECT_DIR, else found from "
            "the current folder).",
            show_default=False,
        ),
    ] = None,
    inputs_dir: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option(
            "--inputs-dir",
            help="Input cache folder (default: AOC_INPUTS_DIR, else <project>/inputs).",
            show_default=False,
        ),
    ] = None,
    version: Annotated[
        bool,
        typer.Option("--version", callback=_show_version, is_eager=True, help="Print the version."),
    ] = False,
) -> None:
    settings = Settings.from_environment().with_flags(
        project_dir=project_dir, inputs_dir=inputs_dir
    )
    ctx.obj = CliState(settings)
