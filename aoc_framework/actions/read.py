"""`aoc read`: the puzzle text of a day as Markdown (the page cached, else fetched)."""

from __future__ import annotations

from dataclasses import dataclass

from aoc_framework.actions.page import page_of
from aoc_framework.actions.progress import SlowStep, unnoticed
from aoc_framework.model.errors import AuthError, NetworkError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.fetch import Retrying
from aoc_framework.site.puzzle_page import cached_page


@dataclass(frozen=True)
class ReadRequest:
    """The day to read; `refresh`: fetch its page again even if cached."""

    puzzle: PuzzleDay
    refresh: bool = False


@dataclass(frozen=True)
class ReadReport:
    """The puzzle text as Markdown, part 2 included once it is unlocked; `older_copy`:
    why the text is the copy cached before a part was solved (the page, stale, could
    not be fetched again), else None."""

    markdown: str
    older_copy: str | None = None


def read_puzzle(
    project: Project,
    request: ReadRequest,
    network: Network,
    *,
    on_retry: Retrying | None = None,
    slow: SlowStep = unnoticed,
) -> ReadReport:
    """The text of `request.puzzle` (`authoring.read.page_markdown` of its page). A page
    cached before a part was solved is fetched again; when that fails (no token, the
    site down), the copy cached is read all the same, and the report says why (not with
    `refresh`, which asks for the site's)."""
    # Imported here: reading a page loads bs4 and markdownify, which no other command needs.
    from aoc_framework.authoring.read import page_markdown

    try:
        page = page_of(
            project, request.puzzle, network, refresh=request.refresh, on_retry=on_retry, slow=slow
        )
    except (AuthError, NetworkError) as error:
        kept = None if request.refresh else cached_page(project, request.puzzle)
        if kept is None:
            raise
        return ReadReport(page_markdown(kept), str(error))
    return ReadReport(page_markdown(page))
