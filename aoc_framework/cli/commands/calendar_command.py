"""`aoc calendar [YEAR]`: your years as an SVG picture of stars, to show."""

from pathlib import Path
from typing import Annotated, Optional

import typer

from aoc_framework.actions.calendar import CalendarRequest, draw_calendar
from aoc_framework.cli.options.arguments import YearFilter
from aoc_framework.cli.render.output import say
from aoc_framework.model.plural import counted

EPILOG = """Examples:

  aoc calendar                    every year, into calendar.svg

  aoc calendar 2023 --solve-times
                                  2023 with each day's solve time (from aoc stats)

  aoc calendar --run-times -o docs/years.svg
                                  with each day's run time (from aoc time --save)

A command of its own rather than a flag of aoc status: status runs every day, where
the picture needs only what is recorded (answers.toml, the copy aoc stats keeps,
timings.json), so it takes no time and makes no request. aoc readme puts it in your
README.
"""


def calendar_command(
    ctx: typer.Context,
    year: YearFilter = None,
    output: Annotated[
        Optional[Path],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Option(
            "--output",
            "-o",
            metavar="FILE",
            help="Where to write the picture (default: calendar.svg, or calendar-YEAR.svg "
            "for one year, in the project).",
            show_default=False,
        ),
    ] = None,
    solve_times: Annotated[
        bool,
        typer.Option("--solve-times", help="Add each day's solve time (from aoc stats' copy)."),
    ] = False,
    run_times: Annotated[
        bool,
        typer.Option("--run-times", help="Add each day's run time (from aoc time --save)."),
    ] = False,
) -> None:
    """Draw your calendar as an SVG picture: each day's stars, one row per year.

    Stars come from answers.toml and from the stats page aoc stats keeps; the final
    day's part 2 is the free star, earned with every other. Nothing is fetched.
    """
    project = ctx.obj.project()
    request = CalendarRequest(year, output, solve_times, run_times)
    report = draw_calendar(project, request)
    stars = counted(report.recorded_stars, "recorded star")
    shown = f"{counted(len(report.years), 'year')}, {stars}"
    say(f"wrote {project.relative(report.path)}: {shown}")
