"""Private leaderboards' JSON and the token owner's personal stats, through aocd's
client."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from aoc_framework.model.errors import (
    NetworkError,
    UsageError,
)
from aoc_framework.model.puzzle import Part
from aoc_framework.site.aocd.account import aocd_user
from aoc_framework.site.aocd.client import (
    SITE,
    dead_token_or_server_error,
    server_errors,
    status_error,
)

if TYPE_CHECKING:
    from aoc_framework.site.session_token import SessionToken


def private_leaderboard(
    token: SessionToken | None, year: int, board_id: int, view_key: str | None = None
) -> str:
    """The JSON of private leaderboard `board_id` for the `year` event, as served: with
    the session `token`, or (`view_key`) through the leaderboard's read-only link, which
    needs no token and sends none.

    The site answers a dead token, and a leaderboard the token's owner may not see (not a
    member, or no such leaderboard), with a redirect; the settings page then tells the
    two apart (one more request, only on failure). 403 and 404 also mean "may not see"."""

    from aocd.utils import http

    what = f"private leaderboard {board_id} of {year}"
    url = f"https://{SITE}/{year}/leaderboard/private/view/{board_id}.json"
    if view_key is not None:
        url += f"?view_key={quote(view_key, safe='')}"
    with server_errors(token, what):
        response = http.get(url, token=token.value if token else None, redirect=False)
    if view_key is not None:
        _check_view_key_reply(what, response.status)
    elif token is not None and 300 <= response.status < 400:
        hidden = _hidden_leaderboard_error(token, what, response.status)
        raise dead_token_or_server_error(token, what, alive=hidden)
    elif token is not None and response.status in (403, 404):
        raise _hidden_leaderboard_error(token, what, response.status)
    if response.status != 200:
        raise status_error(token, what, response.status)
    try:
        return response.data.decode("utf-8")
    except UnicodeDecodeError:
        raise NetworkError(f"{SITE} sent {what} as something other than text") from None


def personal_stats(token: SessionToken, year: int) -> dict[int, dict[int, dict[str, Any]]]:
    """The token owner's stats page of `year` (/YEAR/leaderboard/self) as aocd reads it:
    day -> part -> {"time": timedelta, "rank": int, "score": int} (rank and score until
    2024 only); empty for a year without stars. aocd's ">24h" is 24 hours."""
    what = f"the personal stats of {year}"
    expected = (
        f"a page with a table of your times ({SITE}/{year}/leaderboard/self, as the site "
        'shows it once you have a star) or "You haven\'t collected any stars"'
    )
    with server_errors(token, what, expected):
        found = aocd_user(token).get_stats(year)
    stats: dict[int, dict[int, dict[str, Any]]] = {}
    for key, parts in found.items():
        day = int(key.rsplit("/", 1)[1])
        by_part = {Part.from_letter(letter): dict(fields) for letter, fields in parts.items()}
        stats[day] = {int(part): fields for part, fields in by_part.items() if part is not None}
    return stats


def _check_view_key_reply(what: str, status: int) -> None:
    """A reply to a leaderboard's read-only link that refuses the key: a `UsageError`
    (the key is never repeated: it lets anyone read the leaderboard)."""
    if 300 <= status < 400 or status in (403, 404):
        raise UsageError(
            f"{SITE} will not show {what} with the view key given ({status}): it is not "
            "this leaderboard's key, or its owner made a new one; copy it again from the "
            "leaderboard's read-only link (?view_key=...)"
        )


def _hidden_leaderboard_error(token: SessionToken, what: str, status: int) -> UsageError:
    """The error for a leaderboard the server will not show to the token's owner."""
    return UsageError(
        f"{SITE} will not show {what} to the session token {token.hint} ({status}): you "
        "are not a member, or there is no such leaderboard; the ID is the number in its "
        "address (/leaderboard/private/view/ID)"
    )
