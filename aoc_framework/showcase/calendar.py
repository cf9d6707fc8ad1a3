"""Your years as a calendar to show (`aoc calendar`, `aoc readme`): each day's stars,
and optionally when you solved it and how fast your code runs.

Everything comes from what the project already holds, without a request: the stars
from answers.toml and from the kept copy of your stats page (`aoc stats`), the solve
times from that copy, the run times from `aoc time --save`'s timings.json. These are
the **recorded** stars (see `model.stars`, which also gives the final day's free star);
`aoc status` counts the checked ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from aoc_framework.engine.discovery import discover_days
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay, puzzles_of
from aoc_framework.model.results import INPUT_SOURCE, PartVerdicts, Verdict
from aoc_framework.model.stars import max_stars, stars, with_free_star
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.layout import Project
from aoc_framework.site.stats import YearStats, kept_stats, kept_stats_years
from aoc_framework.timing.baseline import load_baseline


@dataclass(frozen=True)
class DayPicture:
    """One day of the calendar: its two parts' recorded verdicts (`CORRECT`: a star;
    None: none yet; the final day's part 2 `FREE_STAR` or `FREE_STAR_LATER`), the
    seconds from its unlock to its last star (from the stats page), and its code's
    median run time on the input."""

    puzzle: PuzzleDay
    stars: PartVerdicts
    solve_seconds: int | None = None
    run_ns: int | None = None


@dataclass(frozen=True)
class YearPicture:
    """One event's days, in order, and the kept stats they were drawn from (if any)."""

    year: int
    days: tuple[DayPicture, ...]
    stats: YearStats | None = None

    @property
    def recorded_stars(self) -> int:
        """The recorded stars (see `model.stars`), the free one included once earned."""
        return stars(day.stars for day in self.days)

    @property
    def possible(self) -> int:
        """The stars of the event."""
        return max_stars(self.year)


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
    project: Project, year: int, known: KnownAnswers, run_times: dict[PuzzleDay, int]
) -> YearPicture:
    stats = kept_stats(project, year)
    puzzles = puzzles_of(year)
    recorded = [_recorded(puzzle, known, stats) for puzzle in puzzles]
    days = (
        DayPicture(puzzle, verdicts, _solve_seconds(stats, puzzle.day), run_times.get(puzzle))
        for puzzle, verdicts in zip(puzzles, with_free_star(year, recorded), strict=True)
    )
    return YearPicture(year, tuple(days), stats)


def _recorded(puzzle: PuzzleDay, known: KnownAnswers, stats: YearStats | None) -> PartVerdicts:
    """Each part of `puzzle`: `CORRECT` when answers.toml or the stats page has it."""
    solved = set(known.for_day(puzzle)) | set(stats.days.get(puzzle.day, {}) if stats else ())
    first, second = (Verdict.CORRECT if part in solved else None for part in (1, 2))
    return (first, second)


def _solve_seconds(stats: YearStats | None, day: int) -> int | None:
    """The time of the day's last star (part 2's, else part 1's)."""
    if stats is None or day not in stats.days:
        return None
    parts = stats.days[day]
    return parts[max(parts)].seconds


def _run_times(project: Project) -> dict[PuzzleDay, int]:
    """Each day's median run time on its input (all steps), from timings.json; none
    when there is no baseline (or it cannot be read)."""
    try:
        baseline = load_baseline(project.timings_path)
    except UsageError:
        return {}
    times = {}
    for row in baseline.values():
        if row.source != INPUT_SOURCE or row.failure is not None or not row.is_main:
            continue
        times[PuzzleDay(row.year, row.day)] = row.total.median_ns
    return times
