"""The typer application: global options and the registration of every command."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Optional

import typer
from typer._click import Command, Context
from typer.core import TyperGroup

from aoc_framework.project import Project

#: The commands, in help order. Each is a module `aoc_framework.cli.<name>` defining
#: `<name>_command` and its `EPILOG`, or a typer app `<name>_app` for a command group.
COMMANDS = ("run", "today", "new", "status", "fetch", "submit", "token", "time", "answers")

HELP = """Run, check, time and submit Advent of Code solutions.

Exit codes: 0 success, 1 a wrong answer, 2 bad usage, 3 a missing or malformed input,
4 a network failure, 5 a missing or expired session token, 6 answered too recently
(wait, then submit again), 7 wrong level, 8 already solved, 130 interrupted.
"""


class LazyCommands(TyperGroup):
    """The `aoc` group, importing and building a command only when it runs or when help
    lists it: building every command on each start would cost about 15 ms."""

    def list_commands(self, ctx: Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: Context, cmd_name: str) -> Command | None:
        return build_command(cmd_name) if cmd_name in COMMANDS else None


def build_command(name: str) -> Command:
    """The click command of `aoc <name>`, built from its module."""
    module = importlib.import_module(f"aoc_framework.cli.{name}")
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
    """Global options, shared by every command through the typer context."""

    project_dir: Path | None = None
    inputs_dir: Path | None = None

    def project(self) -> Project:
        """The project these options point at."""
        return Project.locate(self.project_dir, self.inputs_dir)


@app.callback()
def global_options(
    ctx: typer.Context,
    project_dir: Annotated[
        Optional[Path],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Option(
            "--project-dir",
            envvar="AOC_PROJECT_DIR",
            help="Folder holding solutions/ (default: found from the current folder).",
            show_default=False,
        ),
    ] = None,
    inputs_dir: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option(
            "--inputs-dir",
            envvar="AOC_INPUTS_DIR",
            help="Input cache folder (default: <project>/inputs).",
            show_default=False,
        ),
    ] = None,
) -> None:
    ctx.obj = CliState(project_dir, inputs_dir)
