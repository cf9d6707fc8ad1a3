"""`aoc answers sync`: importing verified answers from aocd's cache or the puzzle page."""

from __future__ import annotations

from pathlib import Path

from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.project.answers import KnownAnswers
from tests.site.conftest import ANSWERS, AocOnline, assert_one_line_error
from tests.site.fake_aoc import FakeAdventOfCode

PART_1, PART_2 = ANSWERS
DAY = PuzzleDay(2023, 1)


def test_sync_reads_the_puzzle_page_then_aocds_cache(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    fake.solved |= {(2023, 1, 1), (2023, 1, 2)}
    result = aoc("answers", "sync", "2023", "1")
    assert result.returncode == 0, result.stderr
    assert f"part 1: {PART_1} (new)" in result.stdout
    assert f"part 2: {PART_2} (new)" in result.stdout
    known = KnownAnswers.load(project_dir / "answers.toml")
    assert (known.get(DAY, Part.ONE), known.get(DAY, Part.TWO)) == ANSWERS
    assert fake.count("GET", "/2023/day/1") == 1

    # aocd cached both answers: no request for the puzzle page this time.
    again = aoc("answers", "sync", "2023")  # the year: every day with a solution
    assert again.returncode == 0 and again.stdout.count("(unchanged)") == 2
    assert fake.count("GET", "/2023/day/1") == 1


def test_sync_of_a_half_solved_day_and_a_differing_record(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    (project_dir / "answers.toml").write_text('[2023.day01]\npart_1 = "999"\n')
    fake.solved.add((2023, 1, 1))
    result = aoc("answers", "sync", "2023", "1")
    assert result.returncode == 0, result.stderr
    assert f"part 1: {PART_1} (changed, was 999)" in result.stdout
    assert "part 2: not solved yet" in result.stdout
    assert KnownAnswers.load(project_dir / "answers.toml").get(DAY, Part.ONE) == PART_1


def test_run_marks_a_differing_answer_and_exits_1(aoc: AocOnline, project_dir: Path) -> None:
    (project_dir / "answers.toml").write_text('[2023.day01]\npart_1 = "999"\n')
    result = aoc("run", "2023", "1")
    assert result.returncode == 1
    assert "✗ expected 999" in result.stdout


def test_sync_a_year_without_solutions_names_the_day_to_give(aoc: AocOnline) -> None:
    line = assert_one_line_error(aoc("answers", "sync", "2022"), 2)
    assert "aoc answers sync 2022 DAY" in line


def test_sync_with_the_server_down(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    fake.failures["puzzle"] = 503
    line = assert_one_line_error(aoc("answers", "sync", "2023", "1"), 4)
    assert "503" in line


def test_sync_with_a_token_that_died_after_its_owner_was_known_exits_5(
    aoc: AocOnline, fake: FakeAdventOfCode, token: str, project_dir: Path
) -> None:
    assert aoc("fetch", "2023", "1").returncode == 0  # aocd remembers the owner
    del fake.tokens[token]  # the site now sends the logged-out page

    line = assert_one_line_error(aoc("answers", "sync", "2023", "1"), 5)

    assert "expired" in line
    assert not (project_dir / "answers.toml").exists()
