"""`actions.readme` and `actions.init`: what they report, without printing."""

from __future__ import annotations

from pathlib import Path

import pytest

from aoc_framework.actions.init import InitRequest, init_project
from aoc_framework.actions.readme import fill_project_readme
from aoc_framework.model.puzzle import latest_event_year
from aoc_framework.project.layout import Project
from aoc_framework.project.readme_sections import (
    CALENDAR_SECTION,
    STARS_SECTION,
    STATS_SECTION,
    TIME_SECTION,
    markers,
)


def test_the_readme_report_names_the_sections_it_lacks(tmp_path: Path) -> None:
    start, end = markers(STARS_SECTION)
    (tmp_path / "README.md").write_text(f"# mine\n{start}\n{end}\n", encoding="utf-8")
    report = fill_project_readme(Project.at(tmp_path))

    assert report.name == "README.md"
    assert STARS_SECTION in (*report.update.filled, *report.update.left)
    assert report.absent == (CALENDAR_SECTION, STATS_SECTION, TIME_SECTION)


def test_a_new_project_elsewhere_says_what_it_wrote_and_where(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    request = InitRequest(Path("advent"), "git+https://example.org/aoc-framework")
    report = init_project(request)

    assert report.folder == tmp_path / "advent" and not report.here
    assert "pyproject.toml" in report.written and (tmp_path / "advent" / "pyproject.toml").is_file()
    assert report.source.reachable_from_ci and report.first_year == latest_event_year()
    assert report.repository  # what became of git, in words
