"""`aoc today --rehearse YEAR DAY`: a solved puzzle replayed as its morning, against the
test site: part 1's page as at the unlock, the watch checking answers against the ones
known, nothing submitted, the user's own solutions untouched, each part timed."""

from __future__ import annotations

import re
from datetime import datetime, timezone
from pathlib import Path

import pytest

from tests import fixture_day
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer, PuzzleText
from tests.site.test_unlock import aoc_at, clock_at
from tests.terminal import Terminal, plain
from tests.watch_process import WatchProcess

#: The rehearsal's module, in the project's rehearsal folder.
FOLDER = ".aoc-rehearsal"
MODULE = Path(FOLDER) / "2023-01" / "solutions" / "2023" / "day01.py"
#: The fixture day, solved, without the example of part 2.
WITHOUT_PART_2_EXAMPLE = fixture_day.SOURCE.replace(", Example(PART_2_EXAMPLE, part_2=281)", ",")


@pytest.mark.long
def test_a_solved_day_is_rehearsed_from_part_1s_page_and_timed(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # Both parts solved on the website (the page shows them and their answers); nothing
    # in answers.toml: the page's answers are what the rehearsal checks against.
    fake.solved |= {(2023, 1, 1), (2023, 1, 2)}
    mine = (project_dir / "solutions" / "2023" / "day01.py").read_text()
    env = {**server.env(token), "AOC_PROJECT_DIR": str(project_dir), "TZ": "Europe/Paris"}
    args = ("--rehearse", "2023", "1", "--no-read")
    with WatchProcess(*args, env=env, cwd=project_dir, command="today") as watch:
        first = watch.next_run()
        rehearsed = project_dir / MODULE
        written = rehearsed.read_text()
        # Part 1's page as at the unlock: its example, not part 2's, no answer given.
        assert "part_1=142" in written and "part_2=" not in written
        assert "part 1  not solved" in first, first
        # Solved, as the user would write it, with no example of part 2 (the page's is
        # added as part 2 opens: the line says so).
        rehearsed.write_text(WITHOUT_PART_2_EXAMPLE)
        solved = watch.until(lambda line: "part 2 right" in line)
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    assert "✓ 2023 day 1 part 1 right" in solved and "after the unlock" in solved, solved
    # The rehearsal's own module is named, never the user's solutions/2023/day01.py.
    assert f"part 2 is open: its example is in {MODULE}" in solved, solved
    assert "part_2=281" in rehearsed.read_text()
    shown = "\n".join(watch.lines)
    assert f"\nwatching {MODULE} " in shown, shown
    assert "watching solutions/" not in shown and "\n──── " in shown
    # Its countdown is to the rehearsal's start, in the user's time with its zone.
    assert re.search(
        r"^the rehearsal of 2023 day 1 starts at \d\d:\d\d:\d\d CET: in ", stderr, re.M
    )
    assert "unlocks" not in stderr, stderr
    for stamp in re.findall(r"^──── (.*?) · ", shown, re.M):
        assert re.fullmatch(r"\d\d:\d\d:\d\d CET", stamp), stamp
    assert "rehearsal: 2023 day 1 part 1 right" in "\n".join(watch.lines), watch.lines
    assert fake.count("POST", "/2023/day/1/answer") == 0  # checked, never submitted
    assert (project_dir / "solutions" / "2023" / "day01.py").read_text() == mine
    assert (project_dir / FOLDER / ".gitignore").read_text().splitlines()[-1] == "*"
    page = (project_dir / FOLDER / "2023-01" / "inputs" / "2023" / "01.html").read_text()
    assert "Your puzzle answer was" not in page and "puzzle are complete" not in page


def test_a_day_with_no_known_answer_is_not_rehearsed(aoc, fake: FakeAdventOfCode) -> None:
    result = aoc("today", "--rehearse", "2023", "1", "--no-read")
    assert result.returncode == 2, result.stderr
    assert "no right answer of 2023 day 1 is known" in result.stderr
    # Each command the line names runs as written.
    said = " ".join(result.stderr.split())
    assert "aoc today 2023 1 --submit" in said and "aoc answers sync 2023 1" in said, said
    fake.solved |= {(2023, 1, 1), (2023, 1, 2)}
    synced = aoc("answers", "sync", "2023", "1")
    assert synced.returncode == 0, synced.stdout + synced.stderr


def test_a_rehearsal_folder_that_is_a_file_is_one_line(
    aoc, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    fake.solved |= {(2023, 1, 1), (2023, 1, 2)}
    (project_dir / FOLDER).write_text("not a folder")
    result = aoc("today", "--rehearse", "2023", "1", "--no-read")
    assert result.returncode == 2, result.stderr
    errors = [line for line in result.stderr.splitlines() if line.startswith("aoc: error: ")]
    assert errors == [f"aoc: error: cannot write {FOLDER}/2023-01 (Not a directory); fix it"]
    assert "Traceback" not in result.stderr, result.stderr


@pytest.mark.parametrize(
    ("flag", "named"), [("--no-watch", "--no-watch"), ("--submit", "--submit")]
)
def test_a_rehearsal_is_never_unwatched_nor_submitted(aoc, flag: str, named: str) -> None:
    result = aoc("today", "--rehearse", "2023", "1", "--no-read", flag)
    assert result.returncode == 2, result.stderr
    assert (
        result.stderr
        == f"aoc: error: --rehearse watches the rehearsal, never submitting: drop {named}\n"
    )


def test_the_default_rehearsal_is_the_last_events_day_1_and_a_refusal_fetches_no_input(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path, inputs_dir: Path
) -> None:
    # 28 November 2026: the last event is 2025's, whose day 1 this user has not solved.
    fake.add_puzzle(2025, 1, fixture_day.INPUT, *fixture_day.ANSWERS)
    november = clock_at(datetime(2026, 11, 28, 12, tzinfo=timezone.utc))

    result = aoc_at(project_dir, server, token, november, "today", "--rehearse", "--no-read")

    assert result.returncode == 2, result.stdout + result.stderr
    assert "no right answer of 2025 day 1 is known" in result.stderr
    assert fake.count("GET", "/2025/day/1/input") == 0  # nothing kept for aoc status to list
    assert not (inputs_dir / "2025" / "01.txt").exists()


@pytest.mark.long
def test_part_2_without_an_example_on_its_page_is_said_so_at_its_opening(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    without = "<p>Some digits are spelled out.</p>\n<p><em>What is the sum now?</em></p>\n"
    fake.texts[fixture_day.PUZZLE] = PuzzleText(fixture_day.TITLE, fixture_day.PAGE_PART_1, without)
    fake.solved |= {(2023, 1, 1), (2023, 1, 2)}
    env = {**server.env(token), "AOC_PROJECT_DIR": str(project_dir)}
    args = ("--rehearse", "2023", "1", "--no-read")
    with WatchProcess(*args, env=env, cwd=project_dir, command="today") as watch:
        watch.next_run()
        # Part 1 solved, with its example only: the page has none of part 2 to add.
        (project_dir / MODULE).write_text(WITHOUT_PART_2_EXAMPLE)
        opened = watch.until(lambda line: "part 2 is open" in line)
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    assert f"part 2 is open: no example of it was found on the page for {MODULE}" in opened
    assert "part_2=" not in (project_dir / MODULE).read_text()


@pytest.mark.long
def test_each_parts_time_stays_on_the_screen_as_the_watch_runs_again(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # Part 2's example, added as part 2 opens, runs the watch again, which clears the
    # screen: part 1's time was gone from it (replay 2 and 3).
    from aoc_framework.cli.commands.watch_command import CLEAR

    fake.solved |= {(2023, 1, 1), (2023, 1, 2)}
    env = {**server.env(token), "AOC_PROJECT_DIR": str(project_dir), "NO_COLOR": "1"}
    args = ["today", "--rehearse", "2023", "1", "--no-read"]
    terminal = Terminal(args, env=env, cwd=project_dir)
    try:
        terminal.wait_for("Ctrl-C to stop")
        (project_dir / MODULE).write_text(WITHOUT_PART_2_EXAMPLE)
        # The run of the save, then the one of the module part 2's example went into.
        terminal.wait_for(lambda text: text.count("Ctrl-C to stop") == 3)
        last_screen = plain(terminal.raw.rsplit(CLEAR, 1)[-1])
    finally:
        terminal.press_ctrl_c()
        terminal.finish()
    for part in (1, 2):
        kept = rf"^earlier: ✓ 2023 day 1 part {part} right .* after the unlock$"
        assert re.search(kept, last_screen, re.M), last_screen
