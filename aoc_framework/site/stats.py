"""Your personal stats (`aoc stats`): when you solved each part of each day, and your
rank and score for it, from the site's stats page (/YEAR/leaderboard/self).

The page has had two layouts: until 2024, each part's time, rank and score; from 2025,
times only (the global leaderboard is gone), for 12 days. aocd reads both. The page is
a leaderboard's: kept in the project's git-ignored `.aoc-cache/stats/` and fetched at
most once every 15 minutes (`kept_copy`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from aoc_framework.model.puzzle import is_on_calendar
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.kept_copy import KeptCopy, load_kept, read_kept

#: The site writes a time of a day or more as ">24h".
DAY_OR_MORE = 24 * 60 * 60


@dataclass(frozen=True)
class PartStats:
    """One part solved: seconds from the unlock to the right answer (`DAY_OR_MORE` for
    ">24h"), and (until 2024) its rank and score."""

    seconds: int
    rank: int | None = None
    score: int | None = None

    @property
    def time_text(self) -> str:
        """As the site writes it: `00:02:00`, or `>24h`."""
        if self.seconds >= DAY_OR_MORE:
            return ">24h"
        hours, rest = divmod(self.seconds, 3600)
        return f"{hours:02d}:{rest // 60:02d}:{rest % 60:02d}"


@dataclass(frozen=True)
class YearStats:
    """The stats of one event: day -> part -> `PartStats`, for the parts solved."""

    year: int
    days: dict[int, dict[int, PartStats]]
    fetched_at: datetime
    fetched_now: bool
    #: Why a copy older than the site's 15 minutes is shown: its request failed.
    failure: str | None = None

    @property
    def ranked(self) -> bool:
        """Whether the page gives ranks and scores (until 2024)."""
        return any(p.rank is not None for parts in self.days.values() for p in parts.values())

    @property
    def stars(self) -> int:
        """The stars the page shows (the final day's part 2 included once earned)."""
        return sum(len(parts) for parts in self.days.values())

    def to_json(self) -> dict[str, Any]:
        """The stats as `aoc stats --json` prints them (see docs/site.md)."""
        return {
            "year": self.year,
            "fetched_at": self.fetched_at.isoformat(),
            "days": {
                str(day): {
                    str(part): {
                        "seconds": stats.seconds,
                        "over_24h": stats.seconds >= DAY_OR_MORE,
                        "rank": stats.rank,
                        "score": stats.score,
                    }
                    for part, stats in sorted(parts.items())
                }
                for day, parts in sorted(self.days.items())
            },
        }


def load_stats(
    project: Project, year: int, *, network: Network, at: datetime | None = None
) -> YearStats:
    """Your stats of the `year` event: the kept copy while it is younger than 15
    minutes at `at` (default: now), else the page fetched through aocd (with the session
    token) and kept. Raises `AuthError` (no token, dead token) or `NetworkError`."""

    def fetch() -> dict[str, Any]:
        # start-up time: the aocd adapter and the token, only when a request is made
        from aoc_framework.site.aocd.client import prepare_client
        from aoc_framework.site.aocd.leaderboards import personal_stats
        from aoc_framework.site.session_token import require_token

        token = require_token()
        prepare_client(network)
        found = personal_stats(token, year)
        return {
            str(day): {str(part): _fields(values) for part, values in parts.items()}
            for day, parts in found.items()
        }

    parse = partial(parse_stats, year=year)
    return load_kept(project, _copy(project, year), parse, fetch, timeout=network.timeout_s, at=at)


def kept_stats(project: Project, year: int) -> YearStats | None:
    """The copy of the stats of `year` that `load_stats` kept, without a request; None
    when there is none (or it cannot be read)."""
    kept = read_kept(_copy(project, year), partial(parse_stats, year=year))
    return kept[0] if kept is not None else None


def kept_stats_years(project: Project) -> list[int]:
    """The years whose stats `load_stats` has kept."""
    folder = project.stats_path(0).parent
    found = folder.glob("*.json") if folder.is_dir() else []
    return sorted(int(path.stem) for path in found if path.stem.isdigit())


def _copy(project: Project, year: int) -> KeptCopy:
    return KeptCopy(project.stats_path(year), "stats")


def _fields(values: dict[str, Any]) -> dict[str, int | None]:
    time = values["time"]
    seconds = int(time.total_seconds()) if isinstance(time, timedelta) else int(time)
    return {"seconds": seconds, "rank": values.get("rank"), "score": values.get("score")}


def parse_stats(document: Any, fetched_at: datetime, fetched_now: bool, *, year: int) -> YearStats:
    """The stats of `year` in a kept copy's `document` (see `kept_copy.Parse`)."""
    days: dict[int, dict[int, PartStats]] = {}
    for day, parts in document.items():
        if not is_on_calendar(year, int(day)):
            raise ValueError(f"day {day} is not in the {year} event")
        days[int(day)] = {
            int(part): PartStats(int(f["seconds"]), _optional(f["rank"]), _optional(f["score"]))
            for part, f in parts.items()
        }
    return YearStats(year, days, fetched_at, fetched_now)


def _optional(value: object) -> int | None:
    return None if value is None else int(value)  # type: ignore[call-overload]
