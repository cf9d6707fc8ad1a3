"""`aoc init [DIR]`: start a solutions project of your own."""

import shlex
from pathlib import Path
from typing import Annotated, Optional

import typer

EPILOG = """Examples:

  aoc init advent                 a new project in ./advent, on the framework you run

  aoc init --framework git+https://github.com/OWNER/aoc-framework
                                  here, with the framework from git (CI can install it)

The project: pyproject.toml (the framework and pytest), solutions/, answers.toml, a
README with the markers aoc time --readme fills, a .gitignore, and a GitHub Actions
workflow that runs pytest on each push; a git repository of its own (git init), unless
the folder is in one already. Inputs and puzzle text never reach git.
"""


def init_command(
    folder: Annotated[
        Path,
        typer.Argument(
            metavar="DIR",
            help="Folder of the new project, created if missing (default: this folder).",
            show_default=False,
        ),
    ] = Path(),
    framework: Annotated[
        Optional[str],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Option(
            "--framework",
            metavar="SOURCE",
            help="Where the project installs the framework from: a folder, a wheel or a "
            "git+https:// URL (default: where this one was installed from).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Start a solutions project of your own: pyproject.toml, solutions/, answers.toml,
    README, .gitignore and a CI workflow, in a git repository of its own.

    Refuses to overwrite any of these files. The project depends on this framework and
    pytest: pip install -e . in a virtual environment installs both.
    """
    from aoc_framework.actions.init import InitRequest, init_project

    report = init_project(InitRequest(folder, framework))
    print(f"created in {report.folder}:")
    for name in report.written:
        print(f"  {name}")
    print(report.repository)
    print(f"the framework comes from {report.source.where}")
    if not report.source.reachable_from_ci:
        print("GitHub Actions cannot install it from there: see README.md")
    print("next:")
    if not report.here:
        print(f"  cd {shlex.quote(str(folder))}")
    print("  python3 -m venv .venv && . .venv/bin/activate && pip install -e .")
    print("  export AOC_SESSION=...      # the session token: see aoc token --help")
    print("  aoc token                   # checks it")
    if report.is_the_mornings:
        # As the README's December morning runs it: a right answer is sent at once.
        print(
            f"  aoc today --submit          # {report.first_day}; sends answers whose examples pass"
        )
    else:
        print(f"  aoc new {report.first_day.year} {report.first_day.day}")
