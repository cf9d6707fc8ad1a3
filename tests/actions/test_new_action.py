"""`actions.new`: what became of a day's module, as a report (no printing)."""

from __future__ import annotations

from pathlib import Path

import pytest

from aoc_framework.actions.new import NewReport, NewRequest, Written, write_day
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network

DAY = PuzzleDay(2023, 8)


def test_offline_the_template_is_written_and_the_report_says_why_without_the_page(
    tmp_path: Path,
) -> None:
    project = Project.at(tmp_path)
    told: list[NewReport] = []
    report = write_day(project, NewRequest(DAY, offline=True), Network(), on_written=told.append)
    assert report == told[0]
    assert (report.written, report.page, report.why_not) == (Written.CREATED, None, "--offline")
    assert report.path == project.solution_path(DAY) and report.path.is_file()
    assert report.input is None
    again = write_day(project, NewRequest(DAY, force=True, offline=True), Network())
    assert again.written is Written.REPLACED


def test_a_wait_with_nothing_to_fetch_is_refused_before_anything_is_written(
    tmp_path: Path,
) -> None:
    project = Project.at(tmp_path)
    with pytest.raises(UsageError, match="add --fetch"):
        write_day(project, NewRequest(DAY, wait=True), Network())
    assert not project.solution_path(DAY).exists()
