"""`aoc new YEAR DAY`: start a day from the template, with the examples of its page."""

from enum import Enum
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from aoc_framework.cli.options.arguments import Day, Year
from aoc_framework.cli.options.network_options import Timeout, Wait
from aoc_framework.cli.render.output import say, warn
from aoc_framework.cli.render.progress import retry_note, slow_step
from aoc_framework.cli.state import puzzle_of
from aoc_framework.model.plural import counted
from aoc_framework.project.layout import DAY_STYLES, Project

if TYPE_CHECKING:
    from aoc_framework.actions.new import NewReport

#: How `aoc new` writes a day (`DAY_STYLES`), as the choices of --style.
DayStyle = Enum("DayStyle", {style.upper(): style for style in DAY_STYLES}, type=str)  # type: ignore[misc]

EPILOG = """Examples:

  aoc new 2023 8                  create solutions/2023/day08.py, with the page's examples

  aoc new 2023 8 --offline        the template only, without asking adventofcode.com

  aoc new 2023 8 --fetch          ... and download inputs/2023/08.txt

  aoc new 2023 8 --force          start the day over, replacing its module

  aoc new 2023 8 --style functions   part_1 and part_2 as functions, no class

  aoc new 2025 5 --fetch --wait   just before midnight US Eastern: fetch at the unlock
"""


def new_command(
    ctx: typer.Context,
    year: Year,
    day: Day,
    force: Annotated[
        bool, typer.Option("--force", "-f", help="Overwrite the day's module if it exists.")
    ] = False,
    fetch: Annotated[
        bool, typer.Option("--fetch", help="Also download the input (needs a session token).")
    ] = False,
    offline: Annotated[
        bool, typer.Option("--offline", help="Do not fetch the puzzle page: the bare template.")
    ] = False,
    wait: Wait = False,
    timeout: Timeout = None,
    style: Annotated[
        Optional[DayStyle],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Option(
            "--style",
            metavar="STYLE",
            help="class (a Solution subclass) or functions (part_1 and part_2 at the "
            "module's level) (default: [tool.aoc] style, else as the latest day is "
            "written, else class).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Start a new day: write its solution module from a template.

    The module holds a Solution subclass (or, with --style functions, module-level
    functions) with the year and day filled in and parts that return None. With a
    session token, the puzzle's title and examples (with the answers the page gives)
    are taken from its page, marked as suggestions to check; otherwise there is an
    example to paste, and a line says why. Nothing else to wire up: aoc run
    YEAR DAY --example works at once and pytest collects the day's examples by itself.
    Refuses to overwrite a day without --force.
    """
    from aoc_framework.actions.new import NewRequest, write_day
    from aoc_framework.cli.render.progress import countdown

    project = ctx.obj.project()
    chosen = style.value if style is not None else None
    request = NewRequest(puzzle_of(year, day), force, offline, fetch, wait, chosen)
    report = write_day(
        project,
        request,
        ctx.obj.network(timeout),
        countdown=countdown,
        on_retry=retry_note(),
        slow=slow_step,
        on_written=lambda written: show_written(project, written),
        warn=warn,
    )
    if report.input is not None:
        say(f"input cached in {project.relative(project.input_path(request.puzzle))}")


def show_written(project: Project, report: "NewReport") -> None:
    """What became of the day's module, in a line or two, and what to do next."""
    for line in written_lines(project, report):
        say(line)


def written_lines(project: Project, report: "NewReport", hint: bool = True) -> list[str]:
    """What became of the day's module, in a line or two, and (with `hint`) what to do
    next (`aoc today` goes on by itself)."""
    from aoc_framework.actions.new import Written

    relative = project.relative(report.path)
    if report.written is Written.COMPLETED:
        return [f"completed {relative}: the {' and '.join(report.filled)} from the puzzle page"]
    if report.written is Written.WAITING:
        why = report.why_not or "it gives nothing new"
        return [f"{relative} still waits for the puzzle page: {why}"]
    lines = [f"{report.written.value} {relative}"]
    puzzle = report.puzzle
    command = f"aoc run {puzzle.year} {puzzle.day} --example"
    page = report.page
    if page is not None and page.examples:
        count, guesses = len(page.examples), sum(not e.sure for e in page.examples)
        how = "" if not guesses else " (guessed)" if count == 1 else f" ({guesses} guessed)"
        lines.append(
            f"{page.title}: {counted(count, 'example')} taken from the puzzle page{how}: "
            f"check {'it' if count == 1 else 'them'} against the text "
            f"(aoc read {puzzle.year} {puzzle.day})"
        )
        return [*lines, f"next: {command}"] if hint else lines
    fill = f"aoc examples {puzzle.year} {puzzle.day} --add fills them in from the page then"
    lines.append(f"template without examples: {report.why_not}; {fill}")
    if hint:
        lines.append(f"next: paste the example and its answers into it, then {command}")
    return lines
