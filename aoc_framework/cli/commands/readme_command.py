"""`aoc readme`: fill the sections of your README that show your years."""

import typer

from aoc_framework.cli.render.output import say
from aoc_framework.project.readme_sections import FILLED_FROM

EPILOG = """Examples:

  aoc readme                      fill every section the README has

Sections are marked by a start and an end line, anywhere in README.md:

  <!-- aoc-stars:start -->     a badge of stars per year
  <!-- aoc-stars:end -->

and likewise aoc-calendar (the picture, written as calendar.svg beside the README),
aoc-stats (the stats aoc stats keeps) and aoc-time (the timings aoc time --save keeps).
Nothing is fetched: run aoc stats YEAR and aoc time --save first to refresh them.
"""


def readme_command(ctx: typer.Context) -> None:
    """Fill the sections of README.md that show your years: stars, calendar, stats, times.

    Each comes from what the project holds (answers.toml, the copies aoc stats keeps,
    timings.json); a second run with nothing new changes nothing. Exits 2 when the
    README has none of the sections (the line says which markers to add).
    """
    from aoc_framework.actions.readme import fill_project_readme

    project = ctx.obj.project()
    report = fill_project_readme(project)
    update = report.update
    state = "updated" if update.changed else "already up to date"
    filled = ", ".join(update.filled) or "no section had anything new"
    lines = [f"{report.name}: {state} ({filled})"]
    if update.picture is not None:
        lines.append(f"the calendar picture: {project.relative(update.picture)}")
    if update.left:
        lines.append(f"left as they were, nothing to show yet: {_filled_by(update.left)}")
    if update.kept:
        lines.append(f"kept as they were, nothing newer to fill them: {_filled_by(update.kept)}")
    if report.absent:
        lines.append(f"sections it does not have: {', '.join(report.absent)}")
    for line in lines:
        say(line)


def _filled_by(sections: tuple[str, ...]) -> str:
    """`aoc-time (filled by aoc time --save), ...`: each section with what fills it."""
    return ", ".join(f"{section} (filled by {FILLED_FROM[section]})" for section in sections)
