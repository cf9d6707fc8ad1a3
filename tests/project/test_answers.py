"""The record of verified answers, answers.toml."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from aoc_framework.model.errors import FileError, UsageError
from aoc_framework.model.plural import counted
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import Verdict, judge
from aoc_framework.project.answers import KnownAnswers, check_recordable, record_answers
from aoc_framework.project.layout import Project
from tests.conftest import RunAoc

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib


def test_a_missing_file_is_an_empty_record(tmp_path: Path) -> None:
    known = KnownAnswers.load(tmp_path / "answers.toml")
    assert known.get(PuzzleDay(2023, 7), 1) is None
    assert not (tmp_path / "answers.toml").exists()


def record(project: Project, year: int, day: int, part: int, answer: object) -> bool:
    """Record one answer; whether the file gained or changed it."""
    return bool(record_answers(project, {(PuzzleDay(year, day), Part(part)): answer}))


def test_recorded_answers_survive_a_reload_as_readable_toml(tmp_path: Path) -> None:
    project = Project.at(tmp_path)
    path = project.answers_path
    assert record(project, 2023, 7, 2, 250087440)
    assert record(project, 2023, 7, 1, "250254244")
    assert record(project, 2016, 8, 1, 'ABC"\\')
    assert not record(project, 2023, 7, 1, "250254244")
    text = path.read_text()
    assert '[2023.day07]\npart_1 = "250254244"\npart_2 = "250087440"' in text
    assert text.index("[2016.day08]") < text.index("[2023.day07]")
    assert tomllib.loads(text)["2016"]["day08"]["part_1"] == 'ABC"\\'
    again = KnownAnswers.load(path)
    assert again.get(PuzzleDay(2023, 7), 1) == "250254244"
    assert again.get(PuzzleDay(2023, 7), 2) == "250087440"
    assert again.get(PuzzleDay(2016, 8), 1) == 'ABC"\\'
    assert sorted(p.name for p in tmp_path.iterdir()) == [".aoc-cache", "answers.toml"]


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


@pytest.mark.parametrize("answer", ["  ", "None", "null", "NaN"])
def test_what_is_no_answer_is_never_recorded(tmp_path: Path, answer: str) -> None:
    # One line, never a traceback: the site's and the rehearsal's answers come through here
    with pytest.raises(UsageError, match="is not an answer"):
        record(Project.at(tmp_path), 2023, 7, 1, answer)
    assert not (tmp_path / "answers.toml").exists()


def test_a_part_returning_the_text_of_none_is_not_solved() -> None:
    # `aoc run --submit` and the watch submit what is judged ?: "None" must never be one
    assert judge("None", None) is Verdict.NOT_SOLVED
    assert judge(" null ", "5") is Verdict.NOT_SOLVED
    assert judge("5", None) is Verdict.UNKNOWN


def test_toml_true_in_answers_toml_is_not_an_answer(tmp_path: Path) -> None:
    (tmp_path / "answers.toml").write_text("[2023.day07]\npart_1 = true\n")
    with pytest.raises(UsageError, match="bad entry"):
        KnownAnswers.of(Project.at(tmp_path))


def test_the_record_gets_the_usual_file_mode(tmp_path: Path) -> None:
    import os

    umask = os.umask(0o022)
    try:
        record(Project.at(tmp_path), 2023, 7, 1, "1")
    finally:
        os.umask(umask)
    assert (tmp_path / "answers.toml").stat().st_mode & 0o777 == 0o644


def test_a_projects_record_is_remembered_and_never_stale(tmp_path: Path) -> None:
    project = Project.at(tmp_path)
    project.answers_path.write_text('[2023.day07]\npart_1 = "6440"\n')
    assert KnownAnswers.of(project).get(PuzzleDay(2023, 7), 1) == "6440"
    assert project.answers_memory_path.is_file()
    record(project, 2023, 7, 2, 5905)
    again = KnownAnswers.of(project)
    assert (again.get(PuzzleDay(2023, 7), 1), again.get(PuzzleDay(2023, 7), 2)) == ("6440", "5905")
    project.answers_path.write_text("[2023.day07\n")
    with pytest.raises(UsageError, match=r"answers\.toml is not valid TOML"):
        KnownAnswers.of(project)


HAND_KEPT = """\
# My answers. Do not lose these comments.

[2016.day08]   # the letters one
part_1 = "ABC"  # read off the screen

# 2023 was a good year
[2023.day07]
part_2 = "250087440" # and a comment without its two spaces
"""


def test_recording_changes_only_the_lines_of_the_entries(tmp_path: Path) -> None:
    project = Project.at(tmp_path)
    project.answers_path.write_text(HAND_KEPT)
    assert record(project, 2023, 7, 1, 250254244)  # a line added above part 2's
    assert record(project, 2016, 8, 1, "ABD")  # a line changed, its comment kept
    assert record(project, 2020, 1, 1, 7)  # a table between the two, before 2023's comment
    assert record(project, 2024, 3, 1, 9)  # a table at the end
    assert project.answers_path.read_text() == (
        "# My answers. Do not lose these comments.\n\n"
        '[2016.day08]   # the letters one\npart_1 = "ABD"  # read off the screen\n\n'
        '[2020.day01]\npart_1 = "7"\n\n'
        "# 2023 was a good year\n"
        '[2023.day07]\npart_1 = "250254244"\npart_2 = "250087440" # and a comment without '
        "its two spaces\n\n"
        '[2024.day03]\npart_1 = "9"\n'
    )


@pytest.mark.parametrize("answer", ["a\x7fb\x01c", "\x1b[2J12", "12\u202e", "\u2066'12"])
def test_an_answer_holding_a_control_or_bidi_character_is_never_recorded(
    tmp_path: Path, answer: str
) -> None:
    project = Project.at(tmp_path)
    assert record(project, 2023, 5, 1, "7")
    before = project.answers_path.read_text()
    with pytest.raises(UsageError, match="is not an answer: it is never recorded"):
        record(project, 2023, 6, 1, answer)
    assert project.answers_path.read_text() == before


def test_an_entry_holding_a_control_character_is_refused_when_read(tmp_path: Path) -> None:
    project = Project.at(tmp_path)
    project.answers_path.write_text('[2023.day06]\npart_1 = "12\\u001b[2J"\n')
    with pytest.raises(UsageError, match=r"answers.toml:2: .* is not an answer; remove"):
        KnownAnswers.of(project)


def test_a_bad_entry_of_many_lines_is_pointed_at_in_its_own_table(tmp_path: Path) -> None:
    # A drawing kept as an answer (as a ported repository kept its own): the error named
    # line 2, 2015 day 1's part_2, since the drawing's first line was not found as written.
    project = Project.at(tmp_path)
    drawing = '"""\n #  #\n####\n"""'
    text = f'[2015.day01]\npart_2 = "12"\n\n[2019.day08]\npart_1 = "1"\npart_2 = {drawing}\n'
    project.answers_path.write_text(text)
    with pytest.raises(UsageError, match=r"answers.toml:6: \[2019.day08\] part_2 = .* is not"):
        KnownAnswers.of(project)


def test_a_read_only_file_keeps_its_mode_and_a_symlink_its_target(tmp_path: Path) -> None:
    project = Project.at(tmp_path)
    elsewhere = tmp_path / "dotfiles" / "answers.toml"
    elsewhere.parent.mkdir()
    elsewhere.write_text(HAND_KEPT)
    elsewhere.chmod(0o444)
    project.answers_path.symlink_to(elsewhere)
    assert record(project, 2023, 7, 1, 1)
    assert project.answers_path.is_symlink()
    assert 'part_1 = "1"' in elsewhere.read_text()
    assert elsewhere.stat().st_mode & 0o777 == 0o444


def test_a_killed_writers_temporary_file_is_removed_by_the_next(tmp_path: Path) -> None:
    project = Project.at(tmp_path)
    left = tmp_path / ".answers.toml.k1ll3d.tmp"
    left.write_text("half a file")
    assert record(project, 2023, 7, 1, 1)
    assert not left.exists()


def test_an_entry_in_a_shape_it_does_not_edit_is_refused_before_anything_is_sent(
    tmp_path: Path,
) -> None:
    project = Project.at(tmp_path)
    inline = '[2023]\nday07 = { part_1 = "1" }\n'
    project.answers_path.write_text(inline)
    for attempt in (
        lambda: check_recordable(project, PuzzleDay(2023, 7), Part.TWO),
        lambda: record(project, 2023, 7, 2, 2),
    ):
        with pytest.raises(UsageError, match=r"holds 2023 day 7 in a shape aoc does not edit"):
            attempt()
    assert project.answers_path.read_text() == inline
    check_recordable(project, PuzzleDay(2022, 1), Part.ONE)  # another day is fine
    assert record(project, 2022, 1, 1, 5)


@pytest.mark.parametrize("blocker", ["answers.toml", ".aoc-cache"])
def test_a_folder_in_the_way_is_one_line_before_and_after(tmp_path: Path, blocker: str) -> None:
    project = Project.at(tmp_path)
    (tmp_path / blocker).mkdir() if blocker == "answers.toml" else (tmp_path / blocker).touch()
    with pytest.raises(FileError, match=rf"cannot (read|write|create the lock file) .*{blocker}"):
        check_recordable(project, PuzzleDay(2023, 7), Part.ONE)
    with pytest.raises(FileError, match=rf"{blocker}"):
        record(project, 2023, 7, 1, 1)


def test_aoc_answers_lists_the_verified_answers_a_day_a_row(
    aoc_in_process: RunAoc, fixture_project: Path
) -> None:
    (fixture_project / "answers.toml").write_text(
        '[2023.day01]\npart_1 = "54331"\npart_2 = "54518"\n\n'
        '[2022.day10]\npart_1 = "13140"\npart_2 = "EHZFZHCZ"\n',
        encoding="utf-8",
    )
    listed = aoc_in_process("answers")
    assert listed.returncode == 0, listed.stderr
    rows = [line.split() for line in listed.stdout.splitlines()]
    assert ["Year", "Day", "Part", "1", "Part", "2"] in rows
    # In calendar order, whatever the file's.
    assert rows[-2:] == [["2022", "10", "13140", "EHZFZHCZ"], ["2023", "1", "54331", "54518"]]

    one_year = aoc_in_process("answers", "--year", "2022")
    assert one_year.stdout.splitlines()[-1].split() == ["2022", "10", "13140", "EHZFZHCZ"]
    assert "54331" not in one_year.stdout

    none = aoc_in_process("answers", "--year", "2019")
    assert none.returncode == 0
    assert none.stdout == (
        "answers.toml: no verified answers for 2019 yet; "
        "aoc submit and aoc answers sync YEAR record them\n"
    )
    wrong = aoc_in_process("answers", "--year", "2014")
    assert wrong.returncode == 2 and "the first was 2015" in wrong.stderr


@pytest.mark.parametrize(
    ("number", "shown"), [(0, "0 days"), (1, "1 day"), (2, "2 days"), (21, "21 days")]
)
def test_a_count_reads_in_the_singular_only_for_one(number: int, shown: str) -> None:
    assert counted(number, "day") == shown
    assert counted(number, "query", "queries").endswith("query" if number == 1 else "queries")


@pytest.mark.parametrize(
    "answer",
    ["12", "abc", "  7 ", "", "None", "nan", "1\x1b[2J", "12\u202e", "12\u200b", "1\t2", "\ud800"],
)
def test_what_is_recorded_is_what_is_sent(tmp_path: Path, answer: str) -> None:
    """One rule (`model.answer.is_answer_text`) for an answer worth recording and one
    worth sending: never one kept in answers.toml that aoc submit would refuse."""
    from aoc_framework.model.answer import answer_text, is_answer_text
    from aoc_framework.site.submit import submittable

    def taken(step: object) -> bool:
        try:
            step()  # type: ignore[operator]
        except UsageError:
            return False
        return True

    recorded = taken(lambda: record(Project.at(tmp_path), 2023, 6, 1, answer))
    sent = taken(lambda: submittable(answer, Part.ONE, PuzzleDay(2023, 1)))
    text = answer_text(answer)
    assert recorded == sent == (text is not None and is_answer_text(text)), (recorded, sent)
