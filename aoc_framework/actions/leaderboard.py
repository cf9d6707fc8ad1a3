"""`aoc leaderboard` and `aoc stats`: which event and which leaderboard, then the page
(a kept copy no older than the site allows, else fetched)."""

from __future__ import annotations

from dataclasses import dataclass

from aoc_framework.model.puzzle import latest_event_year
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.leaderboard import (
    Leaderboard,
    board_id_from,
    check_event_year,
    load_leaderboard,
    view_key_from,
)
from aoc_framework.site.stats import YearStats, load_stats


@dataclass(frozen=True)
class LeaderboardRequest:
    """A leaderboard asked for: its ID as given on the command line and in the
    environment (None: not given; the project's setting is the last resort), the event
    (None: the latest), the view key given (None: the project's, else the token)."""

    network: Network
    board_id: str | None = None
    board_id_from_environment: str | None = None
    year: int | None = None
    view_key: str | None = None


def event_year(year: int | None) -> int:
    """The event asked for, else the latest; `UsageError` for one not started."""
    event = year if year is not None else latest_event_year()
    check_event_year(event)
    return event


def show_leaderboard(project: Project, request: LeaderboardRequest) -> Leaderboard:
    """The leaderboard `request` names (see `board_id_from`, `view_key_from`)."""
    event = event_year(request.year)
    board = board_id_from(request.board_id, request.board_id_from_environment, project)
    key = view_key_from(request.view_key, project)
    return load_leaderboard(project, event, board, network=request.network, view_key=key)


def show_stats(project: Project, year: int | None, network: Network) -> YearStats:
    """Your stats of the `year` event (None: the latest)."""
    return load_stats(project, event_year(year), network=network)
