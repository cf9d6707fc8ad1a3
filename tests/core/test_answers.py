"""The record of verified answers, answers.toml."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from aoc_framework.answer_record import KnownAnswers
from aoc_framework.errors import UsageError
from aoc_framework.project import Project
from aoc_framework.puzzle import PuzzleDay

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib


def test_a_missing_file_is_an_empty_record(tmp_path: Path) -> None:
    known = KnownAnswers.load(tmp_path / "answers.toml")
    assert known.get(PuzzleDay(2023, 7), 1) is None
    assert not (tmp_path / "answers.toml").exists()


def test_recorded_answers_survive_a_reload_as_readable_toml(tmp_path: Path) -> None:
    path = tmp_path / "answers.toml"
    known = KnownAnswers.load(path)
    assert known.record(PuzzleDay(2023, 7), 2, 250087440)
    assert known.record(PuzzleDay(2023, 7), 1, "250254244")
    assert known.record(PuzzleDay(2016, 8), 1, 'ABC"\\')
    assert not known.record(PuzzleDay(2023, 7), 1, "250254244")
    text = path.read_text()
    assert '[2023.day07]\npart_1 = "250254244"\npart_2 = "250087440"' in text
    assert text.index("[2016.day08]") < text.index("[2023.day07]")
    assert tomllib.loads(text)["2016"]["day08"]["part_1"] == 'ABC"\\'
    again = KnownAnswers.load(path)
    assert again.get(PuzzleDay(2023, 7), 1) == "250254244"
    assert again.get(PuzzleDay(2023, 7), 2) == "250087440"
    assert again.get(PuzzleDay(2016, 8), 1) == 'ABC"\\'
    assert [p.name for p in tmp_path.iterdir()] == ["answers.toml"]  # no temp files left


def test_hand_written_integer_answers_are_read_as_text(tmp_path: Path) -> None:
    path = tmp_path / "answers.toml"
    path.write_text("[2023.day07]\npart_1 = 6440\n")
    assert KnownAnswers.load(path).get(PuzzleDay(2023, 7), 1) == "6440"


@pytest.mark.parametrize(
    "text",
    ["[2023.day07\n", "[2023.seven]\npart_1 = 1\n", "[2023.day07]\npart_3 = 1\n", "x = 1\n"],
)
def test_a_malformed_file_is_a_clear_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "answers.toml"
    path.write_text(text)
    with pytest.raises(UsageError, match=r"answers\.toml"):
        KnownAnswers.load(path)


def test_empty_answers_are_not_recorded(tmp_path: Path) -> None:
    known = KnownAnswers.load(tmp_path / "answers.toml")
    with pytest.raises(ValueError, match="empty"):
        known.record(PuzzleDay(2023, 7), 1, "  ")


def test_the_record_gets_the_usual_file_mode(tmp_path: Path) -> None:
    import os

    umask = os.umask(0o022)
    try:
        KnownAnswers.load(tmp_path / "answers.toml").record(PuzzleDay(2023, 7), 1, "1")
    finally:
        os.umask(umask)
    assert (tmp_path / "answers.toml").stat().st_mode & 0o777 == 0o644


def test_a_projects_record_is_remembered_and_never_stale(tmp_path: Path) -> None:
    project = Project.at(tmp_path)
    project.answers_path.write_text('[2023.day07]\npart_1 = "6440"\n')
    assert KnownAnswers.of(project).get(PuzzleDay(2023, 7), 1) == "6440"
    assert project.answers_memory_path.is_file()
    KnownAnswers.of(project).record(PuzzleDay(2023, 7), 2, 5905)
    again = KnownAnswers.of(project)
    assert (again.get(PuzzleDay(2023, 7), 1), again.get(PuzzleDay(2023, 7), 2)) == ("6440", "5905")
    project.answers_path.write_text("[2023.day07\n")
    with pytest.raises(UsageError, match=r"answers\.toml is not valid TOML"):
        KnownAnswers.of(project)
