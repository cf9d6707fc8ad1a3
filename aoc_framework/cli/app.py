"""The typer application: global options and the registration of every command."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Optional

import typer

from aoc_framework.cli import fetch, new, run, status, submit, today, token
from aoc_framework.cli.answers import answers_app
from aoc_framework.cli.time import EPILOG as TIME_EPILOG
from aoc_framework.cli.time import time_command
from aoc_framework.project import Project

HELP = """Run, check, time and submit Advent of Code solutions.

Exit codes: 0 success, 1 a wrong answer, 2 bad usage, 3 a missing or malformed input,
4 a network failure, 5 a missing or expired session token, 6 answered too recently
(wait, then submit again), 7 wrong level, 8 already solved, 130 interrupted.
"""

app = typer.Typer(
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


app.command("run", epilog=run.EPILOG)(run.run_command)
app.command("today", epilog=today.EPILOG)(today.today_command)
app.command("new", epilog=new.EPILOG)(new.new_command)
app.command("status", epilog=status.EPILOG)(status.status_command)
app.command("fetch", epilog=fetch.EPILOG)(fetch.fetch_command)
app.command("submit", epilog=submit.EPILOG)(submit.submit_command)
app.command("token", epilog=token.EPILOG)(token.token_command)
app.command("time", epilog=TIME_EPILOG)(time_command)
app.add_typer(answers_app, name="answers")
