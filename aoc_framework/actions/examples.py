"""`aoc examples` (and the step of `aoc today` that adds part 2's example): the page's
examples, which of them the day's module lacks, and adding those."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from aoc_framework.actions.page import page_of
from aoc_framework.actions.progress import SlowStep, unnoticed
from aoc_framework.authoring.example_extractor import Extraction, FoundExample
from aoc_framework.model.errors import PageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import RunResult
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.fetch import Retrying

if TYPE_CHECKING:
    from aoc_framework.authoring.page_examples import Added


@dataclass(frozen=True)
class ExamplesRequest:
    """The day whose page to read; `add`: add to its module the examples it lacks;
    `refresh`: fetch the page again even if cached."""

    puzzle: PuzzleDay
    add: bool = False
    refresh: bool = False


@dataclass(frozen=True)
class ExamplesReport:
    """The page's title and what the extractor found on it; the day's module (whether it
    exists), the page's examples it lacks, and whether they were added now."""

    title: str
    extraction: Extraction
    part_2_unlocked: bool
    path: Path
    module_exists: bool
    missing: list[FoundExample]
    #: What was added now (None: nothing).
    added: Added | None


def examples_of_page(
    project: Project,
    request: ExamplesRequest,
    network: Network,
    *,
    on_retry: Retrying | None = None,
    slow: SlowStep = unnoticed,
) -> ExamplesReport:
    """The examples of `request.puzzle`'s page, and those its module lacks (added, with
    `request.add`). Raises `PageError` when the extractor finds none, `UsageError` when
    adding to a day with no module, and the errors of loading the page and the day."""
    from aoc_framework.authoring.page_examples import add_examples, missing_examples, page_examples
    from aoc_framework.engine.discovery import load_solution, require_solution_file

    puzzle = request.puzzle
    path = project.solution_path(puzzle)
    if request.add:
        require_solution_file(project, puzzle)
    page = page_of(project, puzzle, network, refresh=request.refresh, on_retry=on_retry, slow=slow)
    extraction = page_examples(project, page)
    if not extraction.examples:
        raise PageError(
            f"the example extractor found no example on the page of {puzzle}; "
            f"copy it from aoc read {puzzle.year} {puzzle.day}"
        )
    exists = path.is_file()
    declared = load_solution(project, puzzle).examples if exists else ()
    missing = missing_examples(extraction.examples, declared)
    added = add_examples(project, path, missing) if request.add and missing else None
    return ExamplesReport(
        page.title, extraction, page.part_2_unlocked, path, exists, missing, added
    )


def add_part_2_example(
    project: Project,
    puzzle: PuzzleDay,
    network: Network,
    *,
    accepted_runs: Sequence[RunResult] = (),
    on_retry: Retrying | None = None,
    slow: SlowStep = unnoticed,
) -> list[FoundExample]:
    """Part 2's example from the page (fetched again once answers.toml says part 1 is
    solved), added to the day's module if it has none; what was added (none: nothing).
    `accepted_runs`: the module's examples run by the code whose part 1 the site
    accepted (the watch's last run): those it answered right are borne out
    (`page_examples.examples_borne_out`). Raises the errors of loading the page
    (`AocError`) and the day (`DayCodeError`)."""
    from aoc_framework.authoring.page_examples import (
        add_missing_examples,
        examples_borne_out,
        page_examples,
    )
    from aoc_framework.engine.discovery import load_solution

    page = page_of(project, puzzle, network, on_retry=on_retry, slow=slow)
    if not page.part_2_unlocked:
        return []
    declared = load_solution(project, puzzle).examples  # the day's module, imported once
    borne_out = examples_borne_out(declared, accepted_runs)
    found = page_examples(project, page, borne_out).examples
    return add_missing_examples(project, puzzle, found, declared)
