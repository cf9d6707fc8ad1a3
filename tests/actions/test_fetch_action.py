"""`actions.fetch`: which inputs `aoc fetch` fetches, decided without printing; a cached
input is never asked for (no token, no request: these tests have neither)."""

from __future__ import annotations

from pathlib import Path

import pytest

from aoc_framework.actions.fetch import FetchRequest, fetch_inputs
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from tests.fixture_day import INPUT, write_fixture_project


def _project(tmp_path: Path) -> Project:
    project = Project.at(write_fixture_project(tmp_path / "project"))
    path = project.input_path(PuzzleDay(2023, 1))
    path.parent.mkdir(parents=True)
    path.write_text(INPUT, encoding="utf-8")
    return project


@pytest.mark.parametrize(
    ("request_", "what", "one"),
    [
        (FetchRequest(2023, 1), "2023 day 1", True),
        (FetchRequest(), "the days in solutions/", False),
    ],
)
def test_a_cached_input_is_reported_cached_and_never_fetched(
    tmp_path: Path, request_: FetchRequest, what: str, one: bool
) -> None:
    told: list[tuple[PuzzleDay, bool]] = []
    report = fetch_inputs(
        _project(tmp_path),
        request_,
        Network(timeout_s=1),
        on_input=lambda puzzle, found: told.append((puzzle, found.fetched)),
    )
    assert (report.what, report.one) == (what, one)
    assert report.cached == [PuzzleDay(2023, 1)] and report.fetched == []
    assert told == [(PuzzleDay(2023, 1), False)]


def test_a_wait_needs_a_day(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="--wait needs a DAY"):
        fetch_inputs(_project(tmp_path), FetchRequest(2023, wait=True), Network())
