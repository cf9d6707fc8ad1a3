"""Several `aoc` at once on one project, as on a December morning: every answer the site
accepts is recorded, whatever else writes answers.toml meanwhile, and a record that
could not be written stops the submission before the site is told."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.project.answers import KnownAnswers, record_answers
from aoc_framework.project.layout import Project
from tests.forked_aoc import AocProcess, start_aoc
from tests.site.conftest import assert_one_line_error
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer

#: Days the fake site serves besides the fixture day: six to submit, one to sync.
SUBMITTED = [PuzzleDay(2023, day) for day in range(2, 8)]
SYNCED = PuzzleDay(2022, 5)


def a_big_record(project: Project) -> dict[tuple[PuzzleDay, Part], str]:
    """225 days of earlier years already recorded, as a user's ninth year has."""
    answers = {
        (PuzzleDay(year, day), part): f"{year}{day:02d}{int(part)}"
        for year in range(2015, 2024)
        for day in range(1, 26)
        for part in PuzzleDay(year, day).answered_parts
        if (year, day) != (2022, 5) and year != 2023
    }
    record_answers(project, answers)
    return answers


def start(server: FakeServer, token: str, project: Path, *args: str) -> AocProcess:
    env = {**os.environ, **server.env(token), "AOC_PROJECT_DIR": str(project)}
    return start_aoc(args, env=env, cwd=project)


def test_six_submits_and_a_sync_at_once_lose_no_answer(
    fake: FakeAdventOfCode, server: FakeServer, token: str, fixture_project: Path
) -> None:
    project = Project.at(fixture_project)
    before = a_big_record(project)
    for puzzle in [*SUBMITTED, SYNCED]:
        fake.add_puzzle(puzzle.year, puzzle.day, "input\n", f"{puzzle.day}1", f"{puzzle.day}2")
    fake.solved |= {(SYNCED.year, SYNCED.day, 1), (SYNCED.year, SYNCED.day, 2)}

    running = [
        start(server, token, fixture_project, "submit", "2023", str(p.day), "1", f"{p.day}1")
        for p in SUBMITTED
    ]
    running.append(start(server, token, fixture_project, "answers", "sync", "2022", "5"))
    for process in running:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, out + err
        assert "recorded in answers.toml" in out or "(new)" in out, out

    known = KnownAnswers.load(project.answers_path)
    for (puzzle, part), answer in before.items():
        assert known.get(puzzle, part) == answer, (puzzle, part)
    for puzzle in SUBMITTED:
        assert known.get(puzzle, Part.ONE) == f"{puzzle.day}1", puzzle
    assert (known.get(SYNCED, Part.ONE), known.get(SYNCED, Part.TWO)) == ("51", "52")


def test_a_record_that_cannot_be_written_stops_the_submission_before_the_site(
    fake: FakeAdventOfCode, server: FakeServer, token: str, fixture_project: Path
) -> None:
    (fixture_project / "answers.toml").write_text("[2023.day01\n")  # not TOML
    process = start(server, token, fixture_project, "submit", "2023", "1", "1", "142")
    out, err = process.communicate(timeout=120)

    assert_one_line_error(subprocess.CompletedProcess([], process.returncode, out, err), 2)
    assert "answers.toml is not valid TOML" in err
    assert fake.count("POST") == 0


def test_three_reads_of_a_new_page_at_once_send_one_request(
    fake: FakeAdventOfCode, server: FakeServer, token: str, fixture_project: Path
) -> None:
    # A puzzle page is fetched under its lock, as an input is: the others wait, then
    # find it cached. Before, each `aoc read` of the morning sent its own request.
    running = [start(server, token, fixture_project, "read", "2023", "1") for _ in range(3)]
    for process in running:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, out + err
    assert fake.count("GET", "/2023/day/1") == 1
