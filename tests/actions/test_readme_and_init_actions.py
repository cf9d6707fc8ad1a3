"""`actions.readme` and `actions.init`: what they report, without printing."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from aoc_framework.actions.init import InitRequest, init_project
from aoc_framework.actions.readme import fill_project_readme
from aoc_framework.model import clock
from aoc_framework.model.puzzle import PuzzleDay
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
    assert report.source.reachable_from_ci
    assert report.repository  # what became of git, in words
    # What the user opens in an editor fits 80 columns (the README is Markdown, which
    # its reader wraps; the day's module is the scaffold's, checked where it is made).
    for name in (".gitignore", "pyproject.toml", ".github/workflows/check.yml"):
        text = (tmp_path / "advent" / name).read_text(encoding="utf-8")
        assert [line for line in text.splitlines() if len(line) > 80] == [], name


@pytest.mark.parametrize(
    ("moment", "first_day", "is_the_mornings"),
    [
        # Late November: day 1 of the last event, to learn on.
        (datetime(2026, 11, 28, 12, tzinfo=timezone.utc), PuzzleDay(2025, 1), False),
        # The eve of the event, and during it: the morning's puzzle, for `aoc today`.
        (datetime(2026, 12, 1, 4, 30, tzinfo=timezone.utc), PuzzleDay(2026, 1), True),
        (datetime(2026, 12, 5, 12, tzinfo=timezone.utc), PuzzleDay(2026, 5), True),
        # After the event's last day: its day 1.
        (datetime(2026, 12, 20, 12, tzinfo=timezone.utc), PuzzleDay(2026, 1), False),
    ],
)
def test_a_new_project_starts_with_the_mornings_puzzle_when_there_is_one(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    moment: datetime,
    first_day: PuzzleDay,
    is_the_mornings: bool,
) -> None:
    monkeypatch.setattr(clock, "now", lambda: moment)
    request = InitRequest(tmp_path / "advent", "git+https://example.org/aoc-framework")
    report = init_project(request)

    assert (report.first_day, report.is_the_mornings) == (first_day, is_the_mornings)
