"""A README that keeps itself (`aoc readme`): the sections of the project's README that
show your years, each filled from what the project holds, without a request.

    <!-- aoc-stars:start -->     a badge of stars per year (a static shields.io badge)
    <!-- aoc-calendar:start -->  the calendar picture (written beside the README)
    <!-- aoc-stats:start -->     your times, ranks and scores (the copies aoc stats keeps)
    <!-- aoc-time:start -->      the timing table (timings.json, from aoc time --save)

Only the sections whose markers the README has are filled, and only once there is
something to show: a section with nothing yet (no stars, no kept stats, no
timings.json) is left as it is, so a table written by `aoc time --readme` stays (and is
said to be kept, not empty). Every
section depends only on what it shows, so a second run with nothing new changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from aoc_framework.model.errors import UsageError
from aoc_framework.project.layout import Project
from aoc_framework.project.readme_sections import (
    CALENDAR_SECTION,
    SECTIONS,
    STARS_SECTION,
    STATS_SECTION,
    TIME_SECTION,
    markers,
    rewrite_sections,
    section_texts,
)
from aoc_framework.showcase.calendar import YearPicture, calendar_years
from aoc_framework.showcase.svg import write_calendar
from aoc_framework.timing.baseline import load_baseline
from aoc_framework.views.site import stats_table
from aoc_framework.views.timing import readme_table


@dataclass(frozen=True)
class ReadmeUpdate:
    """What `fill_readme` did: the sections it filled, those it left as they were
    (nothing to show yet), those it kept as they were (holding what the project has no
    newer source for: a table `aoc time --readme` wrote without `--save`), whether the
    README changed, and the picture it wrote (None: no calendar section, or nothing to
    draw)."""

    filled: tuple[str, ...]
    left: tuple[str, ...]
    kept: tuple[str, ...]
    changed: bool
    picture: Path | None


def fill_readme(project: Project, shown_as: str | None = None) -> ReadmeUpdate:
    """Fill the sections the project's README has. `UsageError` when it has none (the
    message says which markers to add) or when it does not exist."""
    path = project.readme_path
    name = shown_as or str(path)
    held = section_texts(path, list(SECTIONS), name)
    present = list(held)
    if not present:
        wanted = ", ".join(markers(section)[0] for section in SECTIONS)
        raise UsageError(
            f"{name} has none of the sections aoc readme fills; add a start and end line "
            f"for each to show, e.g. {markers(STARS_SECTION)[0]} and {markers(STARS_SECTION)[1]} "
            f"(the sections: {wanted})"
        )
    years = calendar_years(project)
    makers: dict[str, Callable[[], str | None]] = {
        STARS_SECTION: lambda: star_badges(years),
        CALENDAR_SECTION: lambda: _picture(project, years),
        STATS_SECTION: lambda: _stats_tables(years),
        TIME_SECTION: lambda: _timing_table(project),
    }
    made = {section: makers[section]() for section in present}
    contents = {section: text for section, text in made.items() if text is not None}
    changed = rewrite_sections(project, contents)
    picture = project.calendar_path() if CALENDAR_SECTION in contents else None
    unfilled = [section for section in present if section not in contents]
    left = tuple(section for section in unfilled if not held[section].strip())
    kept = tuple(section for section in unfilled if held[section].strip())
    return ReadmeUpdate(tuple(contents), left, kept, changed, picture)


def _picture(project: Project, years: list[YearPicture]) -> str | None:
    """Draw the calendar beside the README (under its lock, as every shared file; the
    same picture is left untouched); the Markdown that shows it."""
    if not years:
        return None

    picture = project.calendar_path()
    write_calendar(project, picture, years)
    shown = picture.relative_to(project.readme_path.parent).as_posix()
    return f"![My Advent of Code calendar: the stars of each day]({shown})"


def star_badges(years: list[YearPicture]) -> str | None:
    """A static badge per year with stars, as shields.io draws them (no request to build
    it: the address holds the text): `2023 | 34/50 ⭐`."""
    badges = []
    for year in years:
        if year.recorded_stars:
            text = _badge_text(f"{year.recorded_stars}/{year.possible} ⭐")
            address = f"https://img.shields.io/badge/{year.year}-{text}-yellow"
            badges.append(
                f"![{year.year}: {year.recorded_stars} of {year.possible} stars]({address})"
            )
    return " ".join(badges) or None


def _badge_text(text: str) -> str:
    """Text in a static badge's address: dashes and underscores doubled (single ones
    are separators), the rest percent-encoded."""
    return quote(text.replace("-", "--").replace("_", "__"), safe="")


def _stats_tables(years: list[YearPicture]) -> str | None:
    """The kept stats of each year (latest first) as Markdown tables."""
    shown = [year.stats for year in sorted(years, key=lambda y: -y.year) if year.stats]
    return "\n".join(stats_table(stats).markdown() for stats in shown if stats.days) or None


def _timing_table(project: Project) -> str | None:
    """The timing table of the rows saved in timings.json."""
    path = project.timings_path
    if not path.is_file():
        return None
    saved = load_baseline(path, project.relative(path))
    return readme_table([saved[key] for key in sorted(saved)]).markdown()
