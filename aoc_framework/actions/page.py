"""The puzzle page as every command that shows or reads it has it: cached, else fetched,
the fetch wrapped in the face's `SlowStep`."""

from __future__ import annotations

from aoc_framework.actions.progress import SlowStep, unnoticed
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.fetch import Retrying
from aoc_framework.site.puzzle_page import PuzzlePage, load_page


def page_of(
    project: Project,
    puzzle: PuzzleDay,
    network: Network,
    *,
    refresh: bool = False,
    on_retry: Retrying | None = None,
    slow: SlowStep = unnoticed,
) -> PuzzlePage:
    """The page of `puzzle` (`site.puzzle_page.load_page`), told to `slow` while it
    comes."""
    with slow(f"fetching the puzzle page of {puzzle}"):
        return load_page(project, puzzle, network=network, refresh=refresh, on_retry=on_retry)
