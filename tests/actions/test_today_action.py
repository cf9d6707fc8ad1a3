"""`actions.today.morning`: what the morning decides on its own, without printing: the
day named, and for want of a token and an input, the examples instead (no token and
no request in these tests)."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from aoc_framework.actions.today import MorningCalls, TodayReport, TodayRequest, morning
from aoc_framework.model import clock
from aoc_framework.model.errors import AuthError
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from tests.fixture_day import ANSWERS, INPUT, PUZZLE, YEAR, write_fixture_project

#: Catching up on the fixture's day with every step that needs the site turned off.
QUIET = TodayRequest(YEAR, PUZZLE.day, wait=False, new=False, read=False)


@pytest.fixture
def project(tmp_path: Path) -> Project:
    return Project.at(write_fixture_project(tmp_path / "project"))


def _morning(project: Project, request: TodayRequest) -> tuple[TodayReport, list[str]]:
    warnings: list[str] = []
    calls = MorningCalls(warning=warnings.append, said=pytest.fail)
    return morning(project, request, Network(timeout_s=1), calls), warnings


def test_without_a_token_or_an_input_the_day_runs_its_examples(project: Project) -> None:
    report, warnings = _morning(project, QUIET)

    assert report == TodayReport(PUZZLE, example=True)
    [warning] = warnings
    assert "no session token" in warning and "examples only" in warning


def test_a_cached_input_runs_without_a_token(project: Project) -> None:
    path = project.input_path(PUZZLE)
    path.parent.mkdir(parents=True)
    path.write_text(INPUT, encoding="utf-8")

    assert _morning(project, QUIET) == (TodayReport(PUZZLE, example=False), [])


def test_submitting_without_a_token_is_refused(project: Project) -> None:
    with pytest.raises(AuthError, match="no session token"):
        _morning(project, TodayRequest(YEAR, PUZZLE.day, wait=False, new=False, submit=True))


def test_todays_puzzle_with_both_stars_says_when_the_next_comes(
    project: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before 04:00 UTC on 2 December the morning is still day 1's: solved, it says when
    # day 2 unlocks and from when aoc today waits for it (a newcomer's test, N8).
    monkeypatch.setattr(clock, "now", lambda: datetime(2023, 12, 2, 3, 59, 55, tzinfo=timezone.utc))
    path = project.input_path(PUZZLE)
    path.parent.mkdir(parents=True)
    path.write_text(INPUT, encoding="utf-8")
    (project.root / "answers.toml").write_text(
        f'[2023.day01]\npart_1 = "{ANSWERS[0]}"\npart_2 = "{ANSWERS[1]}"\n', encoding="utf-8"
    )
    said: list[str] = []
    calls = MorningCalls(said=said.append)
    request = TodayRequest(wait=False, new=False, read=False)

    assert morning(project, request, Network(timeout_s=1), calls).puzzle == PUZZLE
    assert said[0] == "2023 day 1: today's puzzle"
    assert said[1].startswith("2023 day 1: both stars; 2023 day 2 unlocks at "), said
    assert said[1].endswith(", aoc today waits for it") and "in 1 h" in said[1], said
