"""`aoc leaderboard` and `aoc stats`: which event and which leaderboard, then the page
(a kept copy no older than the site allows, else fetched); for a leaderboard, the race
its JSON holds, one day of it, and its picture."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from aoc_framework.model.puzzle import check_day, latest_event_year
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.leaderboard import (
    Leaderboard,
    board_id_from,
    check_event_year,
    load_leaderboard,
    view_key_from,
)
from aoc_framework.site.leaderboard_race import DayRace, Race, race
from aoc_framework.site.stats import YearStats, load_stats


@dataclass(frozen=True)
class LeaderboardRequest:
    """A leaderboard asked for: its ID as given on the command line and in the
    environment (None: not given; the project's setting is the last resort), the event
    (None: the latest), the view key given (None: the project's, else the token); one
    `day`'s race rather than the standings, and where to draw the picture (`svg`)."""

    network: Network
    board_id: str | None = None
    board_id_from_environment: str | None = None
    year: int | None = None
    view_key: str | None = None
    day: int | None = None
    svg: Path | None = None


@dataclass(frozen=True)
class LeaderboardReport:
    """The leaderboard shown, its race, the day asked for, and the picture written."""

    board: Leaderboard
    race: Race
    day: DayRace | None = None
    svg: Path | None = None


def event_year(year: int | None) -> int:
    """The event asked for, else the latest; `UsageError` for one not started."""
    event = year if year is not None else latest_event_year()
    check_event_year(event)
    return event


def show_leaderboard(project: Project, request: LeaderboardRequest) -> LeaderboardReport:
    """The leaderboard `request` names (see `board_id_from`, `view_key_from`), its race,
    and the day or picture asked for. The picture is drawn from the copy every view
    shows: the kept one while it is fresh, else one fetched now. `UsageError` for a day
    not in the event."""
    event = event_year(request.year)
    if request.day is not None:
        check_day(event, request.day)
    board_id = board_id_from(request.board_id, request.board_id_from_environment, project)
    key = view_key_from(request.view_key, project)
    board = load_leaderboard(project, event, board_id, network=request.network, view_key=key)
    held = race(board)
    day = held.day(request.day) if request.day is not None else None
    if request.svg is not None:
        from aoc_framework.showcase.leaderboard_svg import write_leaderboard

        write_leaderboard(project, request.svg, board, held)
    return LeaderboardReport(board, held, day, request.svg)


def show_stats(project: Project, year: int | None, network: Network) -> YearStats:
    """Your stats of the `year` event (None: the latest)."""
    return load_stats(project, event_year(year), network=network)
