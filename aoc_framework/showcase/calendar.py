"""Your years as a calendar to show (`aoc calendar`, `aoc readme`): each day's stars,
and optionally when you solved it and how fast your code runs.

Everything comes from what the project already holds, without a request: the stars
from answers.toml and from the kept copy of your stats page (`aoc stats`), the solve
times from that copy, the run times from `aoc time --save`'s timings.json. The final
day's part 2 is the free star: earned once every other star of the year is in.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from aoc_framework.engine.discovery import discover_days
from aoc_framework.model.puzzle import PuzzleDay, days_in_year, free_star_earned
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.layout import Project
from aoc_framework.site.stats import YearStats, kept_stats, kept_stats_years
from aoc_framework.timing.results import INPUT_SOURCE


class Star(Enum):
    """One part's star."""

    EARNED = "earned"
    MISSING = "missing"
    FREE = "free"  # the final day's part 2, earned with every other star
    FREE_LATER = "free later"  # ... not yet: some other star is missing


@dataclass(frozen=True)
class DayPicture:
    """One day of the calendar: its two stars, the seconds from its unlock to its last
    star (from the stats page), and its code's median run time on the input."""

    day: int
    stars: tuple[Star, Star]
    solve_seconds: int | None = None
    run_ns: int | None = None


@dataclass(frozen=True)
class YearPicture:
    """One event's days, in order, and the kept stats they were drawn from (if any)."""

    year: int
    days: tuple[DayPicture, ...]
    stats: YearStats | None = None

    @property
    def earned(self) -> int:
        """The stars earned, the free one included."""
        return sum(star in (Star.EARNED, Star.FREE) for day in self.days for star in day.stars)

    @property
    def possible(self) -> int:
        """The stars of the event: 50, or 24 from 2025."""
        return 2 * len(self.days)


def calendar_years(project: Project, years: list[int] | None = None) -> list[YearPicture]:
    """The calendar of `years` (default: every year with a solution module, a verified
    answer or a kept stats page), from what the project holds."""
    known = KnownAnswers.of(project)
    if years is None:
        found = {p.year for p in known.puzzles()} | {p.year for p in discover_days(project)}
        found |= set(kept_stats_years(project))
        years = sorted(found)
    run_times = _run_times(project)
    return [_year(project, year, known, run_times) for year in years]


def _year(
    project: Project, year: int, known: KnownAnswers, run_times: dict[tuple[int, int], int]
) -> YearPicture:
    stats = kept_stats(project, year)
    last = days_in_year(year)
    parts: dict[int, set[int]] = {}
    for day in range(1, last + 1):
        solved = set(known.for_day(PuzzleDay(year, day)))
        if stats is not None:
            solved |= set(stats.days.get(day, {}))
        parts[day] = solved
    others = sum(len(p) for d, p in parts.items() if d < last) + (1 in parts[last])
    free = Star.FREE if free_star_earned(year, others) else Star.FREE_LATER
    days = []
    for day in range(1, last + 1):
        first = Star.EARNED if 1 in parts[day] else Star.MISSING
        second = free if day == last else Star.EARNED if 2 in parts[day] else Star.MISSING
        days.append(
            DayPicture(day, (first, second), _solve_seconds(stats, day), run_times.get((year, day)))
        )
    return YearPicture(year, tuple(days), stats)


def _solve_seconds(stats: YearStats | None, day: int) -> int | None:
    """The time of the day's last star (part 2's, else part 1's)."""
    if stats is None or day not in stats.days:
        return None
    parts = stats.days[day]
    return parts[max(parts)].seconds


def _run_times(project: Project) -> dict[tuple[int, int], int]:
    """Each day's median run time on its input (all steps), from timings.json; none
    when there is no baseline (or it cannot be read)."""
    from aoc_framework.model.errors import UsageError
    from aoc_framework.timing.baseline import load_baseline

    try:
        baseline = load_baseline(project.timings_path)
    except UsageError:
        return {}
    times = {}
    for (year, day, source), row in baseline.items():
        if source != INPUT_SOURCE or row.failure is not None:
            continue
        times[(year, day)] = row.total.median_ns
    return times
