"""`actions.rehearsal.rehearse`: a rehearsal watches a project of its own, never
submits, times each part once from the unlock and opens part 2 when part 1 is right;
decided without printing, on a cached page and input (no token, no request)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from aoc_framework.actions.rehearsal import RehearsalCalls, RehearsalRequest, rehearse
from aoc_framework.actions.watch import WatchRequest
from aoc_framework.authoring.watch import DayRun
from aoc_framework.engine.day_tasks import DayCheck
from aoc_framework.model.puzzle import Part
from aoc_framework.model.results import PartResult, RunResult, Verdict
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.puzzle_page import PuzzlePage
from tests import fixture_day
from tests.fixture_day import ANSWERS, INPUT, PUZZLE, YEAR, write_fixture_project
from tests.site.fake_aoc import PART_1_COMPLETE

#: The page of the fixture's day with part 1 solved on the website, as the site sends it.
PAGE = (
    "<!DOCTYPE html><html><head><title>Day 1 - Advent of Code 2023</title></head><body>"
    f'<main><article class="day-desc"><h2>--- Day 1: {fixture_day.TITLE} ---</h2>'
    f"{fixture_day.PAGE_PART_1}</article>"
    f"<p>Your puzzle answer was <code>{ANSWERS[0]}</code>.</p>"
    f'<article class="day-desc"><h2>--- Part Two ---</h2>{fixture_day.PAGE_PART_2}</article>'
    f"<p>{PART_1_COMPLETE}</p></main></body></html>"
)

PART_1_RIGHT = DayRun(
    DayCheck(input=RunResult("input", (PartResult(Part.ONE, ANSWERS[0], None, Verdict.CORRECT),)))
)


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Project:
    monkeypatch.setattr("aoc_framework.authoring.rehearsal.COUNTDOWN_S", 0)
    project = Project.at(write_fixture_project(tmp_path / "project"))
    for path, text in ((project.input_path(PUZZLE), INPUT), (project.page_path(PUZZLE), PAGE)):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return project


def test_part_1_right_twice_is_timed_once_and_opens_part_2(project: Project) -> None:
    watched: list[tuple[Path, WatchRequest]] = []
    right: list[int] = []
    opened: list[bool] = []
    pages: list[PuzzlePage] = []

    def watch(
        rehearsal: Project, request: WatchRequest, after_run: Callable[[DayRun], None]
    ) -> None:
        watched.append((rehearsal.root, request))
        after_run(PART_1_RIGHT)
        after_run(PART_1_RIGHT)

    calls = RehearsalCalls(
        watch=watch,
        right=lambda part, seconds: right.append(part),
        part_2_opened=opened.append,
        page=pages.append,
    )
    report = rehearse(project, RehearsalRequest(YEAR, PUZZLE.day), Network(timeout_s=1), calls)

    [(root, request)] = watched
    # the input, never submitted; part 2 opened by the rehearsal, from its own page
    assert request == WatchRequest(PUZZLE, open_part_2=False)
    assert root == report.rehearsal.project.root and root != project.root
    assert right == [1] and list(report.right) == [1]
    assert len(opened) == 1  # once, when part 1 was first right
    assert [len(page.articles) for page in pages] == [1, 2]  # at the unlock, then part 2
    assert (project.solution_path(PUZZLE)).read_text() == fixture_day.SOURCE
