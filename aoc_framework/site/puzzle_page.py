"""The puzzle page of a day: its text (`aoc read`) and its examples (`aoc new`, `aoc
examples`), from one cache.

The page is fetched through aocd's client and cached beside the input,
`inputs/YYYY/DD.html`: outside git like the inputs (the puzzle text is not ours to
publish), written atomically, and only once it has been checked to hold the puzzle. A
cached page is used until it is older than the user's stars: when `answers.toml` records
more parts solved than the page shows, part 2 has been unlocked since, and the page is
fetched again (`refresh` forces it, for a part solved on the website).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from aoc_framework.model.answer import is_no_answer
from aoc_framework.model.errors import FileError, PageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.text import printable
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.files import check_writable, fetch_lock, read_text
from aoc_framework.project.layout import Project
from aoc_framework.site.fetch import Retrying, at_unlock, check_unlocked, retried_at_unlock

if TYPE_CHECKING:
    from bs4 import BeautifulSoup, Tag

    from aoc_framework.project.settings import Network

#: The page's words for how far the user got (the same markers aocd reads).
BOTH_SOLVED = "Both parts of this puzzle are complete!"
PART_1_SOLVED = "The first half of this puzzle is complete!"
ANSWER_WAS = "Your puzzle answer was"
_HEADING = re.compile(r"^--- Day \d+: (.*) ---$")


@dataclass(frozen=True)
class PuzzlePage:
    """A puzzle page as served to the user (HTML), and what it says."""

    puzzle: PuzzleDay
    html: str

    @cached_property
    def soup(self) -> BeautifulSoup:
        # bs4 comes with aocd; loaded only to read a page
        from aoc_framework.site.soup import BeautifulSoup

        # Everything shown of the page (text, title, examples) is read from here.
        return BeautifulSoup(printable(self.html), "html.parser")

    @cached_property
    def articles(self) -> list[Tag]:
        """The puzzle text: one `<article>` for part 1, a second once part 2 is unlocked.
        `PageError` when there is none (a login page, an error page)."""
        found = self.soup.find_all("article")
        if not found:
            raise PageError(
                f"the puzzle page of {self.puzzle} has no puzzle text (no <article>); "
                "try again later, or open it with aoc read --browser"
            )
        return list(found)

    @property
    def title(self) -> str:
        """The puzzle's name, from part 1's heading (`--- Day 1: Trebuchet?! ---`)."""
        heading = self.articles[0].find("h2")
        match = _HEADING.match(heading.get_text().strip()) if heading else None
        if match is None:
            raise PageError(f"the puzzle page of {self.puzzle} has no '--- Day N: title ---'")
        return match[1]

    def check(self) -> None:
        """Raise `PageError` unless the page holds the puzzle's text and title."""
        self.title  # noqa: B018 (reading it checks it)

    @property
    def answers_shown(self) -> dict[int, str]:
        """The answers the page shows the user gave, by part ("Your puzzle answer was");
        what is never an answer (`is_no_answer`) is left out: it is never recorded."""
        shown = [
            code.get_text()
            for paragraph in self.soup.find_all("p")
            if ANSWER_WAS in paragraph.get_text() and (code := paragraph.find("code")) is not None
        ]
        return {part: text for part, text in enumerate(shown, start=1) if not is_no_answer(text)}

    @property
    def solved_parts(self) -> int:
        """How many parts the page shows solved: 0, 1 or 2 (the final day: 0 or 2)."""
        if BOTH_SOLVED in self.html:
            return 2
        return 1 if PART_1_SOLVED in self.html else 0

    @property
    def part_2_unlocked(self) -> bool:
        """Whether the page holds part 2's text."""
        return len(self.articles) > 1


def cached_page(project: Project, puzzle: PuzzleDay) -> PuzzlePage | None:
    """The cached page of `puzzle`, if any: a copy that cannot be read as UTF-8 text
    (damaged) is none, so it is fetched again."""
    try:
        html = read_text(project.page_path(puzzle))
    except FileError:
        return None
    return None if html is None else PuzzlePage(puzzle, html)


def recorded_parts(project: Project, puzzle: PuzzleDay) -> int:
    """How many parts `answers.toml` records as solved (the user's stars, as we know
    them)."""
    return len(KnownAnswers.of(project).for_day(puzzle))


def is_stale(page: PuzzlePage, project: Project) -> bool:
    """Whether `page` is older than the user's stars: `answers.toml` records more parts
    solved than it shows (so it lacks part 2's text, or an answer)."""
    return page.solved_parts < min(recorded_parts(project, page.puzzle), 2)


def load_page(
    project: Project,
    puzzle: PuzzleDay,
    *,
    network: Network,
    refresh: bool = False,
    on_retry: Retrying | None = None,
) -> PuzzlePage:
    """The page of `puzzle`: the cached one unless it is stale or `refresh`, else fetched
    (needs the session token) and cached. Raises `LockedPuzzleError` before the unlock,
    `AuthError` without a token, `NetworkError`, and `PageError` for a page that holds no
    puzzle text (which is not cached). Just after the unlock, what fails is tried again
    (`fetch.retried_at_unlock`, told to `on_retry`). Fetched under the page's fetch
    lock, as an input is: two `aoc` asking at once send one request."""
    page = None if refresh else _fresh_page(project, puzzle)
    if page is not None:
        return page
    with fetch_lock(project.page_path(puzzle), network.timeout_s):
        # Another aoc may have fetched it while this one waited for the lock.
        page = None if refresh else _fresh_page(project, puzzle)
        return page or _fetch_page(project, puzzle, network=network, on_retry=on_retry)


def _fresh_page(project: Project, puzzle: PuzzleDay) -> PuzzlePage | None:
    """The cached page of `puzzle` unless it is missing or stale."""
    page = cached_page(project, puzzle)
    return page if page is not None and not is_stale(page, project) else None


def _fetch_page(
    project: Project, puzzle: PuzzleDay, *, network: Network, on_retry: Retrying | None = None
) -> PuzzlePage:
    """Fetch the page of `puzzle` from adventofcode.com and cache it (see `load_page`)."""
    # Imported here: they load aocd, which a cached page never needs.
    # start-up time: the aocd adapter and the token, only when a request is made
    from aoc_framework.site.aocd.client import prepare_client
    from aoc_framework.site.aocd.puzzles import puzzle_page
    from aoc_framework.site.session_token import require_token

    check_unlocked(puzzle, how_to_wait=None)  # a page is read once it is out
    token = require_token(project.account)
    check_writable(project.page_path(puzzle))

    def fetch() -> str:
        prepare_client(at_unlock(puzzle, network))
        return puzzle_page(token, puzzle)

    html = retried_at_unlock(puzzle, fetch, on_retry, interval=network.throttle_s)
    page = PuzzlePage(puzzle, html)
    page.check()  # nothing unreadable is cached
    project.write_private(project.page_path(puzzle), page.html)
    return page
