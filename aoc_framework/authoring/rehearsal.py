"""Rehearsing a December morning on a past puzzle (`aoc today --rehearse YEAR DAY`).

A rehearsal is a project of its own in the project's `.aoc-rehearsal/` folder, which
git never stages: the day's module is written there from the puzzle page as it was at
the unlock (part 1's text only, none of the user's answers on it), with the examples the
extractor finds on it then, beside a copy of the input; its answers.toml holds the right
answers the user gave before (from the project's answers.toml, else from the page), so
the watch checks each answer instead of submitting it again. The user's own
`solutions/` is never touched. Once part 1 is right, `open_part_2` shows part 2 as the
site would: its text in the page and its example in the module.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from aoc_framework.authoring.new import FromPage, new_day
from aoc_framework.authoring.page_examples import add_missing_examples, page_examples
from aoc_framework.engine.discovery import fresh_class, load_solution
from aoc_framework.model import clock
from aoc_framework.model.errors import FileError, UsageError
from aoc_framework.model.puzzle import Part, PuzzleDay, latest_event_year
from aoc_framework.project.answers import KnownAnswers, record_answers
from aoc_framework.project.layout import Project
from aoc_framework.site.puzzle_page import ANSWER_WAS, BOTH_SOLVED, PART_1_SOLVED, PuzzlePage

#: The seconds counted down before a rehearsal's "unlock".
COUNTDOWN_S = 3


@dataclass(frozen=True)
class Rehearsal:
    """A past puzzle laid out as on its unlock morning."""

    project: Project  # the rehearsal's own project
    puzzle: PuzzleDay
    full_page: PuzzlePage  # the page as it is now (part 2 once solved)
    known: dict[int, str]  # the right answers by part, to check against

    @property
    def module(self) -> Path:
        """The module the user writes the rehearsal's solution in."""
        return self.project.solution_path(self.puzzle)


def page_at_unlock(page: PuzzlePage, parts: int = 1) -> PuzzlePage:
    """`page` as the site showed it with `parts` parts open and none solved: the first
    `parts` articles, without what the user's answers added since ("Your puzzle answer
    was", "Both parts of this puzzle are complete!")."""
    copy = PuzzlePage(page.puzzle, page.html)  # its own markup to cut: `page` stays whole
    soup = copy.soup
    for article in copy.articles[parts:]:
        article.decompose()
    said_since = (ANSWER_WAS, PART_1_SOLVED, BOTH_SOLVED)
    for paragraph in soup.find_all("p"):
        if any(words in paragraph.get_text() for words in said_since):
            paragraph.decompose()
    return PuzzlePage(page.puzzle, str(soup))


def rehearsed_day(year: int | None, day: int | None, at: datetime | None = None) -> PuzzleDay:
    """The puzzle named, else the day 1 of the latest event whose day 1 is over (a day
    after its unlock: on 28 November 2026, 2025's; from 2 December, 2026's) at `at`
    (default: now); one that is not out yet is refused."""
    if (year is None) != (day is None):
        raise UsageError(
            "give both YEAR and DAY to rehearse, or neither for the last event's day 1"
        )
    if year is None or day is None:
        return PuzzleDay(latest_event_year((at or clock.now()) - timedelta(days=1)), 1)
    puzzle = PuzzleDay.of(year, day)
    if not puzzle.is_unlocked():
        raise UsageError(f"{puzzle} is not out yet: rehearse a past puzzle")
    return puzzle


def known_answers(project: Project, page: PuzzlePage) -> dict[int, str]:
    """The right answers of the page's puzzle, to check a rehearsal against:
    answers.toml's, else those the page shows (solved on the website). `UsageError`
    when none is known (a rehearsal checks answers; it never submits): asked before the
    input is fetched, so that a day that cannot be rehearsed leaves no input behind (the
    page, which says whether the day was solved, is kept as `aoc read` keeps it)."""
    puzzle = page.puzzle
    recorded = KnownAnswers.of(project).for_day(puzzle)
    known = dict(recorded) if recorded else page.answers_shown
    if not known:
        raise UsageError(
            f"no right answer of {puzzle} is known to check a rehearsal against: solve it "
            f"first (aoc today {puzzle.year} {puzzle.day} --submit; solved on the site "
            f"already: aoc answers sync {puzzle.year} {puzzle.day}), or rehearse a solved day "
            f"(aoc today --rehearse YEAR DAY)"
        )
    return known


def prepare(
    project: Project, page: PuzzlePage, input_text: str, known: dict[int, str]
) -> Rehearsal:
    """Lay out the rehearsal of the page's puzzle (an earlier one of the same day is
    replaced): its project, the input, the page at unlock, the module written from it
    by the extractor, and the `known` answers (`known_answers`)."""
    puzzle = page.puzzle
    root = project.rehearsal_root(puzzle)
    try:
        if root.exists():
            shutil.rmtree(root)
        root.mkdir(parents=True)
    except OSError as error:  # `.aoc-rehearsal` a file, a project that cannot be written
        raise FileError("write", project.relative(root), error.strerror or str(error)) from None
    project.keep_private(root.parent)
    rehearsal_project = Project.at(root)
    rehearsal_project.write_private(
        rehearsal_project.input_path(puzzle), input_text.rstrip("\n") + "\n"
    )
    at_unlock = page_at_unlock(page)
    rehearsal_project.write_private(rehearsal_project.page_path(puzzle), at_unlock.html)
    extraction = page_examples(rehearsal_project, at_unlock)
    new_day(rehearsal_project, puzzle, page=FromPage(at_unlock.title, extraction))
    record_answers(rehearsal_project, {(puzzle, Part(p)): a for p, a in known.items()})
    return Rehearsal(rehearsal_project, puzzle, page, known)


def open_part_2(rehearsal: Rehearsal) -> bool:
    """Part 2, as the site opens it once part 1 is right: its text in the rehearsal's
    page and its example added to the module (nothing the user wrote changes). False
    when the page has no part 2 (the user never reached it, or the final day)."""
    if len(rehearsal.full_page.articles) < 2:
        return False
    opened = page_at_unlock(rehearsal.full_page, parts=2)
    project, puzzle = rehearsal.project, rehearsal.puzzle
    project.write_private(project.page_path(puzzle), opened.html)
    add_missing_examples(project, puzzle, page_examples(project, opened).examples)
    return True


def has_example_of(rehearsal: Rehearsal, part: Part) -> bool:
    """Whether the rehearsal's module has an example with an expected answer of `part`
    (the page's, added by `open_part_2`, or one the user wrote)."""
    # Anew: the module was imported before `open_part_2` added to it (this process
    # keeps what it imported).
    examples = fresh_class(load_solution(rehearsal.project, rehearsal.puzzle)).examples
    return any(example.expected(part) is not None for example in examples)
