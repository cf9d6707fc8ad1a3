"""Private leaderboards (`aoc leaderboard`): which one, a copy no older than the site
allows, and its members' stars and scores.

adventofcode.com asks that a leaderboard's JSON be fetched at most once every 15
minutes: the last copy of each (year, leaderboard) is kept in the project's git-ignored
`.aoc-cache/leaderboard/` (see `kept_copy`, the one rule for such pages).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

from aoc_framework.model import clock
from aoc_framework.model.errors import NetworkError, UsageError
from aoc_framework.model.puzzle import check_year, days_in_year, latest_event_year
from aoc_framework.model.text import one_line
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import LEADERBOARD_ENV
from aoc_framework.site.kept_copy import KeptCopy, load_kept

if TYPE_CHECKING:
    from aoc_framework.project.settings import Network
    from aoc_framework.site.session_token import SessionToken

#: The key of the leaderboard's ID in the project's pyproject.toml, under [tool.aoc].
CONFIG_KEY = "leaderboard"
#: The key of its read-only link's view key there (`?view_key=` in the link).
VIEW_KEY_CONFIG_KEY = "leaderboard_view_key"
SITE = "adventofcode.com"


class Star(NamedTuple):
    """One star as the site records it: when it was got (`get_star_ts`, seconds since
    the epoch) and its place among every star of the event (`star_index`), which orders
    two stars got in the same second."""

    at: int
    index: int


@dataclass(frozen=True)
class Member:
    """One member of a leaderboard, with the stars they got of each day."""

    id: int
    name: str | None
    local_score: int
    stars: int
    #: Day -> part (1, 2) -> the star got.
    stars_by_day: dict[int, dict[int, Star]]

    @property
    def display_name(self) -> str:
        """The name, or for an anonymous user `anonymous #1234567`: its number, all that
        tells two apart, short enough to be kept whole where names are cut (the site's
        `(anonymous user #1234567)`, cut, left several the same)."""
        return self.name or f"anonymous #{self.id}"

    @property
    def parts_by_day(self) -> dict[int, int]:
        """Day -> parts solved that day (1: the first star only, 2: both)."""
        return {day: max(parts) for day, parts in self.stars_by_day.items()}


@dataclass(frozen=True)
class Leaderboard:
    """A private leaderboard as fetched at `fetched_at`; `members` by local score, best
    first. `document` is the JSON as the site sent it."""

    year: int
    board_id: int
    owner_id: int | None
    members: tuple[Member, ...]
    document: dict[str, Any]
    fetched_at: datetime
    #: Whether this call fetched it (else it is the cached copy).
    fetched_now: bool
    #: Why a copy older than the site's 15 minutes is shown: its request failed.
    failure: str | None = None

    @property
    def ranks(self) -> tuple[int, ...]:
        """Each member's rank, in the order of `members`: members with the same local
        score share the better one, as on the site (the table and the picture alike)."""
        ranks: list[int] = []
        for position, member in enumerate(self.members, start=1):
            same = bool(ranks) and member.local_score == self.members[position - 2].local_score
            ranks.append(ranks[-1] if same else position)
        return tuple(ranks)

    @property
    def days(self) -> int:
        """How many days the event has (25, 12 from 2025)."""
        return days_in_year(self.year)


def board_id_from(argument: str | None, environment: str | None, project: Project) -> int:
    """The leaderboard's ID: the command-line `argument`, else the `AOC_LEADERBOARD`
    `environment` value, else `leaderboard` under `[tool.aoc]` in the project's
    pyproject.toml. `UsageError` when none is set or the one found is not an ID."""
    if argument is not None:
        return _parse_id(argument, "the ID argument")
    if environment is not None:
        return _parse_id(environment, LEADERBOARD_ENV)
    configured = _configured_id(project)
    if configured is not None:
        where = f"{project.relative(project.pyproject_path)} [tool.aoc] {CONFIG_KEY}"
        return _parse_id(str(configured), where)
    raise UsageError(
        "no leaderboard ID: give one (aoc leaderboard 123456), set "
        f"{LEADERBOARD_ENV}, or add {CONFIG_KEY} = 123456 under [tool.aoc] in "
        "pyproject.toml; the ID is the number in the leaderboard's address"
    )


def check_event_year(year: int, at: datetime | None = None) -> None:
    """`UsageError` unless the event of `year` has started (a leaderboard of a later
    one does not exist yet)."""
    check_year(year)
    latest = latest_event_year(at)
    if year > latest:
        raise UsageError(f"the {year} event has not started yet; the latest is {latest}")


def load_leaderboard(
    project: Project,
    year: int,
    board_id: int,
    *,
    network: Network,
    view_key: str | None = None,
    at: datetime | None = None,
) -> Leaderboard:
    """Private leaderboard `board_id` of the `year` event: the cached copy while it is
    younger than 15 minutes at `at` (default: now), else a new one from the site
    (through aocd, with the session token, or through the leaderboard's read-only link
    with `view_key` and no token), cached before it is returned.

    Raises `AuthError` (no token, dead token), `UsageError` (a leaderboard the token's
    owner may not see), `NetworkError` (no answer, a server error, a malformed reply)."""
    copy = _copy(project, year, board_id)
    parse = partial(parse_leaderboard, year=year, board_id=board_id)

    def fetch() -> dict[str, Any]:
        from aoc_framework.site.session_token import require_token

        token = require_token() if view_key is None else None
        return _fetch(token, year, board_id, network, view_key)

    return load_kept(project, copy, parse, fetch, timeout=network.timeout_s, at=at)


def _copy(project: Project, year: int, board_id: int) -> KeptCopy:
    return KeptCopy(project.leaderboard_path(year, board_id), "leaderboard")


def _fetch(
    token: SessionToken | None, year: int, board_id: int, network: Network, view_key: str | None
) -> dict[str, Any]:
    """The leaderboard's JSON from the site; `NetworkError` for a reply that is not one."""
    # start-up time: the aocd adapter and the token, only when a request is made
    from aoc_framework.site.aocd.client import prepare_client
    from aoc_framework.site.aocd.leaderboards import private_leaderboard

    prepare_client(network)
    text = private_leaderboard(token, year, board_id, view_key)
    what = f"private leaderboard {board_id} of {year}"
    try:
        document = json.loads(text)
        parse_leaderboard(document, clock.now(), True, year=year, board_id=board_id)  # it must read
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        detail = " ".join(str(error).split())[:80]
        raise NetworkError(
            f"{SITE} sent {what} in an unexpected form ({type(error).__name__}: {detail}); "
            "try again later"
        ) from None
    return document


def parse_leaderboard(
    document: dict[str, Any], fetched_at: datetime, fetched_now: bool, *, year: int, board_id: int
) -> Leaderboard:
    """The leaderboard in `document` (the site's JSON); the errors of a malformed one
    (ValueError, TypeError, KeyError, AttributeError) are left to the caller. Numbers
    may be integers or decimal strings (the site sent strings in its early years)."""
    members = [_member(fields) for fields in document["members"].values()]
    members.sort(key=lambda m: (-m.local_score, -m.stars, m.display_name.lower(), m.id))
    owner = document.get("owner_id")
    return Leaderboard(
        year=year,
        board_id=board_id,
        owner_id=int(owner) if owner is not None else None,
        members=tuple(members),
        document=document,
        fetched_at=fetched_at,
        fetched_now=fetched_now,
    )


def _member(fields: dict[str, Any]) -> Member:
    name = fields.get("name")
    if name is not None and not isinstance(name, str):
        raise TypeError(f"a member's name is {type(name).__name__}")
    stars_by_day = {
        int(day): {
            int(part): Star(int(star["get_star_ts"]), int(star.get("star_index", 0)))
            for part, star in levels.items()
        }
        for day, levels in fields["completion_day_level"].items()
        if levels
    }
    if not all(set(parts) <= {1, 2} for parts in stars_by_day.values()):
        raise ValueError("a day with a part other than 1 or 2")
    return Member(
        id=int(fields["id"]),
        # Chosen by another user: shown on one line of a table, written into a picture.
        name=(one_line(name) or None) if name is not None else None,
        local_score=int(fields["local_score"]),
        stars=int(fields["stars"]),
        stars_by_day=stars_by_day,
    )


def view_key_from(argument: str | None, project: Project) -> str | None:
    """The view key of the leaderboard's read-only link: the command-line `argument`,
    else `leaderboard_view_key` under `[tool.aoc]`; None for neither (the session token
    is used). `UsageError` for one that cannot be a key."""
    configured = project.tool_setting(VIEW_KEY_CONFIG_KEY) if argument is None else None
    key = argument if argument is not None else configured
    if key is None:
        return None
    if not isinstance(key, str) or not key.strip() or not key.strip().isascii():
        where = "--view-key" if argument is not None else f"[tool.aoc] {VIEW_KEY_CONFIG_KEY}"
        raise UsageError(
            f"{where} is not a view key; it is the text after ?view_key= in the "
            "leaderboard's read-only link"
        )
    return key.strip()


def _configured_id(project: Project) -> object | None:
    """`leaderboard` under `[tool.aoc]` in the project's pyproject.toml, if set."""
    return project.tool_setting(CONFIG_KEY)


def _parse_id(raw: str, source: str) -> int:
    text = raw.strip()
    if not text.isascii() or not text.isdigit() or int(text) == 0:
        raise UsageError(
            f"{source}: {raw!r} is not a leaderboard ID; the ID is the number in the "
            "leaderboard's address (/leaderboard/private/view/ID)"
        )
    return int(text)
