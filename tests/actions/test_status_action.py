"""`actions.status`: which years `aoc status` shows, what its progress is told, and
when it fails, decided without printing."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from aoc_framework.actions.status import (
    DaysProgress,
    StatusRequest,
    accounts_statuses,
    project_statuses,
)
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.answers import record_answers
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Settings
from tests.fixture_day import ANSWERS, INPUT, PUZZLE, write_fixture_project

LIMITS = Settings().limits()


class _Told:
    """A progress that keeps what it is told."""

    def __init__(self) -> None:
        self.entered: list[tuple[str, int]] = []
        self.started: list[PuzzleDay] = []
        self.finished: list[PuzzleDay] = []

    @contextmanager
    def __call__(self, command: str, count: int) -> Iterator[DaysProgress]:
        self.entered.append((command, count))
        told = self

        class _Progress:
            def started(self, puzzle: PuzzleDay, /) -> None:
                told.started.append(puzzle)

            def finished(self, puzzle: PuzzleDay, summary: str, /) -> None:
                assert summary  # the day's line for the progress
                told.finished.append(puzzle)

        yield _Progress()


def _project(tmp_path: Path, answer: str = ANSWERS[0]) -> Project:
    project = Project.at(write_fixture_project(tmp_path / "project"))
    path = project.input_path(PUZZLE)
    path.parent.mkdir(parents=True)
    path.write_text(INPUT, encoding="utf-8")
    record_answers(project, {(PUZZLE, 1): answer})
    return project


def test_a_year_asked_for_is_shown_and_its_day_told_to_the_progress(tmp_path: Path) -> None:
    told = _Told()
    report = project_statuses(_project(tmp_path), StatusRequest(2023), LIMITS, told)

    assert [status.year for status in report.shown] == [2023] and report.idle == []
    assert told.entered == [("status", 1)]
    assert told.finished == [PUZZLE] and [s.puzzle for s in report.statuses] == [PUZZLE]
    assert not report.interrupted and not report.failed


def test_every_year_shows_the_started_ones_and_lists_the_others(tmp_path: Path) -> None:
    report = project_statuses(_project(tmp_path), StatusRequest(), LIMITS, _Told())

    assert [status.year for status in report.shown] == [2023]
    assert 2015 in report.idle and 2023 not in report.idle


def test_a_wrong_verified_answer_fails_the_status(tmp_path: Path) -> None:
    report = project_statuses(_project(tmp_path, "1"), StatusRequest(2023), LIMITS, _Told())

    assert report.failed


def test_each_account_is_checked_in_turn_under_its_name(tmp_path: Path) -> None:
    told = _Told()
    report = accounts_statuses([_project(tmp_path)], StatusRequest(), LIMITS, told)

    assert told.entered == [("status (default)", 1)]
    assert [name for name, _ in report.by_account] == ["default"]
    assert [report.by_account[0][1][at].year for at in report.shown] == [2023]
    assert not report.failed
