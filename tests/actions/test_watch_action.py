"""`actions.watch.ready_to_watch` and `actions.day.which_day`: which day a watch is
about and why, what it runs on, and what it refuses, decided without printing (no
token and no request in these tests: a cached input is never fetched)."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from aoc_framework.actions.day import DayChoice, which_day
from aoc_framework.actions.watch import ReadyCalls, WatchAsked, WatchRequest, ready_to_watch
from aoc_framework.model.errors import AuthError, UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from tests.fixture_day import INPUT, PUZZLE, YEAR, write_fixture_project

JULY_2024 = datetime(2024, 7, 1, tzinfo=timezone.utc)
#: Half an hour before 2025 day 5 unlocks (midnight US Eastern, 05:00 UTC).
BEFORE_DAY_5 = datetime(2025, 12, 5, 4, 30, tzinfo=timezone.utc)


@pytest.fixture
def project(tmp_path: Path) -> Project:
    return Project.at(write_fixture_project(tmp_path / "project"))


def _cache_input(project: Project) -> None:
    path = project.input_path(PUZZLE)
    path.parent.mkdir(parents=True)
    path.write_text(INPUT, encoding="utf-8")


class _Heard:
    """A `ReadyCalls` that keeps what it is told."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.warnings: list[str] = []
        self.fetched: list[PuzzleDay] = []
        self.calls = ReadyCalls(
            said=self.said.append, warning=self.warnings.append, fetched=self.fetched.append
        )


def _ready(project: Project, asked: WatchAsked, heard: _Heard) -> WatchRequest:
    return ready_to_watch(project, asked, Network(timeout_s=1), heard.calls)


def test_a_named_day_with_its_input_cached_watches_the_input_and_says_nothing(
    project: Project,
) -> None:
    _cache_input(project)
    heard = _Heard()
    request = _ready(project, WatchAsked(YEAR, PUZZLE.day, submit=True), heard)

    assert request == WatchRequest(PUZZLE, example=False, submit=True)
    assert (heard.said, heard.warnings, heard.fetched) == ([], [], [])


def test_without_a_token_or_an_input_the_examples_run_after_a_warning(project: Project) -> None:
    heard = _Heard()
    request = _ready(project, WatchAsked(YEAR, PUZZLE.day), heard)

    assert request == WatchRequest(PUZZLE, example=True)
    [warning] = heard.warnings
    assert "no session token" in warning and "examples only" in warning
    assert heard.fetched == []


def test_submitting_without_a_token_or_an_input_is_refused(project: Project) -> None:
    with pytest.raises(AuthError, match="no session token"):
        _ready(project, WatchAsked(YEAR, PUZZLE.day, submit=True), _Heard())


def test_submitting_the_examples_is_refused_before_anything_else(tmp_path: Path) -> None:
    empty = Project.at(tmp_path)  # no day at all: the refusal comes first
    with pytest.raises(UsageError, match="drop --example"):
        _ready(empty, WatchAsked(YEAR, PUZZLE.day, example=True, submit=True), _Heard())


def test_a_day_without_a_module_is_refused(project: Project) -> None:
    with pytest.raises(UsageError, match="no solution for 2023 day 2"):
        _ready(project, WatchAsked(YEAR, 2, example=True), _Heard())


def test_no_day_named_is_the_latest_with_a_solution_and_says_why(
    project: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: JULY_2024)
    heard = _Heard()
    request = _ready(project, WatchAsked(example=True), heard)

    assert request.puzzle == PUZZLE
    assert heard.said == [f"{PUZZLE}: your latest day (there is no puzzle today)"]


def test_which_day_says_why_only_when_none_was_named(
    project: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: BEFORE_DAY_5)

    assert which_day(project, 2023, 7) == DayChoice(PuzzleDay(2023, 7))
    # Outside a morning, the default day is today's; on a morning, the coming one.
    assert which_day(project, None, None) == DayChoice(
        PuzzleDay(2025, 4), "2025 day 4: today's puzzle"
    )
    assert which_day(project, None, None, morning=True) == DayChoice(
        PuzzleDay(2025, 5), "2025 day 5: the next puzzle"
    )
    with pytest.raises(UsageError, match="give both YEAR and DAY"):
        which_day(project, 2023, None)
