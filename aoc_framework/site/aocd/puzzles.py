"""A puzzle through aocd: its `Puzzle`, its input, its page and the answers the site
accepted for it."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from aoc_framework.engine.puzzle_input import LOGIN_LINK, is_web_page
from aoc_framework.model.answer import is_no_answer
from aoc_framework.model.errors import (
    NetworkError,
)
from aoc_framework.model.puzzle import Part
from aoc_framework.site.aocd.account import aocd_user, forget_unreadable_owners
from aoc_framework.site.aocd.client import (
    SITE,
    aocd_caches_held,
    cached_text,
    dead_token_error,
    server_errors,
)

if TYPE_CHECKING:
    from aocd.models import Puzzle

    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.site.session_token import SessionToken


def aocd_puzzle(token: SessionToken, puzzle: PuzzleDay, kind: type[Puzzle] | None = None) -> Puzzle:
    """aocd's `Puzzle` (as `puzzle_class` mends it, or `kind`) for `token`. Looks the
    token's owner up on first use (one request, remembered by aocd in token2id.json,
    read and written under `aocd_caches_held`): aocd keys its caches by owner id."""
    with server_errors(token, str(puzzle)), aocd_caches_held("token2id"):
        forget_unreadable_owners()
        user = aocd_user(token)
        user.id  # noqa: B018 (the owner memo: read, and written if new, under the lock)
        return (kind or puzzle_class())(puzzle.year, puzzle.day, user)


#: What the site's pages say to a visitor who is not logged in (aocd's own test).
LOGGED_OUT = "[Log In]"
_ANSWER_WAS = "Your puzzle answer was"


@cache
def puzzle_class() -> type[Puzzle]:
    """aocd's Puzzle, reading the puzzle page as the site serves it (made on first use:
    aocd is imported only by commands that talk to the site)."""
    from aocd.exceptions import DeadTokenError
    from aocd.models import Puzzle, _get_soup

    class _Puzzle(Puzzle):
        def _request_puzzle_page(self) -> None:
            try:
                super()._request_puzzle_page()
            except ValueError:
                # aocd expects one "Your puzzle answer was" on a completed final day;
                # a page that shows two is read all the same: the first is part 1's.
                if not self._is_final_day:
                    raise
                soup = _get_soup(self._last_resp.data.decode())
                hits = [p for p in soup.find_all("p") if p.text.startswith(_ANSWER_WAS)]
                self._save_correct_answer(hits[0].code.text, Part.ONE.letter)
            if LOGGED_OUT.encode() in self._last_resp.data:
                # A token aocd still knows the owner of, which the site no longer takes:
                # the page is the logged-out one, with no answer on it.
                raise DeadTokenError(f"the auth token ...{self.user.token[-4:]} is dead")

    return _Puzzle


def input_data(token: SessionToken, puzzle: PuzzleDay) -> str:
    """The puzzle input as aocd has it (from its cache or the site), newlines at the end
    removed by aocd, nothing else. A web page in its place (the login page, a proxy's or
    a captive portal's page, answered with 200) is no input: it is removed from aocd's
    cache, so the next fetch asks again, and refused."""
    found = aocd_puzzle(token, puzzle)
    cached_text(found.input_data_path)  # aocd writes it whole (atomically): never half
    with server_errors(token, f"the input of {puzzle}"):
        data = found.input_data
    if is_web_page(data):
        found.input_data_path.unlink(missing_ok=True)
        if LOGGED_OUT in data or LOGIN_LINK in data:
            raise dead_token_error(token)
        raise NetworkError(
            f"{SITE} (or something between, a proxy or a captive portal) sent a web page "
            f"instead of the input of {puzzle}; nothing was kept: log in to the network "
            "and try again"
        )
    return data


def known_answers(token: SessionToken, puzzle: PuzzleDay) -> dict[Part, str]:
    """The answers the site accepted for `puzzle`: from aocd's cache, else from the
    puzzle page ("Your puzzle answer was ..."), which aocd then caches."""
    with aocd_caches_held(puzzle.slug):
        return _known_answers(token, puzzle)


def _known_answers(token: SessionToken, puzzle: PuzzleDay) -> dict[Part, str]:
    found = aocd_puzzle(token, puzzle)
    paths = {part: getattr(found, f"answer_{part.letter}_path") for part in puzzle.answered_parts}
    # An empty or damaged answer file is deleted (`cached_text`): the page gives it again.
    if not all(cached_text(path) for path in paths.values()):
        with server_errors(token, f"the puzzle page of {puzzle}"):
            found._request_puzzle_page()
    answers = {}
    for part, path in paths.items():
        text = (cached_text(path) or "").strip()
        if not is_no_answer(text):  # "None" and the like are never recorded
            answers[part] = text
    return answers


def puzzle_page(token: SessionToken, puzzle: PuzzleDay) -> str:
    """The puzzle page of `puzzle` as adventofcode.com serves it to the token's owner
    (HTML), through aocd's client. aocd's own prose cache is not used: it never renews a
    page cached before part 1 was solved (see `aoc_framework.site.puzzle_page`)."""
    from aocd.exceptions import AocdError
    from aocd.utils import http

    found = aocd_puzzle(token, puzzle)  # the owner lookup: a dead token fails here
    with server_errors(token, f"the puzzle page of {puzzle}"):
        response = http.get(found.url, token=token.value, redirect=False)
        if response.status != 200:
            # aocd's own wording, so `server_errors` reads the status as for its errors
            raise AocdError(f"HTTP {response.status} at {found.url}")
    return response.data.decode("utf-8", errors="replace")
