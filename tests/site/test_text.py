"""What the site sends is text: control and bidirectional formatting characters in a
leaderboard name (chosen by another user), in a puzzle page, its title or the answers it
shows, or in a reply never reach the output, on a terminal or off it, nor a file the
user commits, so none can clear the screen, retitle the terminal or hide or reorder a
line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.project.answers import KnownAnswers
from tests.site.conftest import USER_ID, AocOnline, assert_one_line_error
from tests.site.fake_aoc import FakeAdventOfCode, PuzzleText
from tests.site.race_boards import Racer, document

#: Clear the screen and scrollback, retitle the terminal, a one-byte CSI, a bell, then
#: the bidirectional overrides, isolates and marks that make a line read backwards.
HOSTILE = "\x1b[2J\x1b[3J\x1b]0;pwned\x07\x9b31m\x00\u202e\u2066\u200f\u061c"


def assert_clean(output: str) -> None:
    assert not any(c in output for c in "\x1b\x07\x9b\x00\u202e\u2066\u200f\u061c"), repr(output)


def test_a_leaderboard_name_cannot_reach_the_terminal(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    member = {
        "id": 7,
        "name": f"Mallory{HOSTILE}",
        "local_score": 10,
        "stars": 2,
        "completion_day_level": {
            "1": {
                "1": {"get_star_ts": 1701407000, "star_index": 1},
                "2": {"get_star_ts": 1701408000, "star_index": 2},
            }
        },
    }
    board = {"event": "2023", "owner_id": 4242, "members": {"7": member}}
    fake.add_leaderboard(2023, 4242, json.dumps(board), {USER_ID})

    result = aoc("leaderboard", "4242", "--year", "2023")

    assert result.returncode == 0, result.stderr
    assert "Mallory" in result.stdout and "pwned" in result.stdout  # the text stays
    assert_clean(result.stdout + result.stderr)


def test_a_leaderboard_name_that_is_no_text_is_shown_without_it(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    # JSON's "\ud800" is a lone surrogate, which no stream can write: it crashed the
    # table; U+FFFF and a line break would break the picture and the table's line.
    racer = Racer(7, "Mal\ud800lo\uffffry\nOK", {1: (60, 120)})
    fake.add_leaderboard(2023, 7, json.dumps(document(2023, [racer])), {USER_ID})

    result = aoc("leaderboard", "7", "--year", "2023", "--svg", "race.svg")

    assert result.returncode == 0, result.stderr
    assert "Mallory OK" in result.stdout
    picture = (project_dir / "race.svg").read_text(encoding="utf-8")
    assert picture.count(">Mallory OK<") == 2


def test_page_text_cannot_reach_the_terminal(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    fake.texts[(2023, 1)] = PuzzleText(f"Trebuchet{HOSTILE}", f"<p>Calibrate{HOSTILE}.</p>", "")

    result = aoc("read", "2023", "1")

    assert result.returncode == 0, result.stderr
    assert "Calibrate" in result.stdout
    assert_clean(result.stdout + result.stderr)


@pytest.mark.parametrize("command", [["submit", "2023", "1", "1", "142"]])
def test_a_reply_cannot_reach_the_terminal(
    aoc: AocOnline, fake: FakeAdventOfCode, command: list[str]
) -> None:
    reply = f"<html><body><main><article><p>Server says{HOSTILE} hello</p></article></main>"
    fake.served[("POST", "/2023/day/1/answer")] = (200, reply.encode())

    result = aoc(*command)

    assert result.returncode == 4
    assert "Server says" in result.stderr
    assert_clean(result.stdout + result.stderr)


def test_a_title_on_the_page_goes_into_the_new_days_source_as_text(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    fake.texts[(2023, 2)] = PuzzleText(f"Cube{HOSTILE} Conundrum", "<p>Cubes.</p>", "")
    fake.add_puzzle(2023, 2, "Game 1: 3 blue\n", "8", "2286")

    result = aoc("new", "2023", "2")

    assert result.returncode == 0, result.stderr
    source = (project_dir / "solutions" / "2023" / "day02.py").read_text(encoding="utf-8")
    assert "Cube" in source and "Conundrum" in source
    assert_clean(source + result.stdout + result.stderr)
    compile(source, "day02.py", "exec")  # still Python


@pytest.mark.parametrize("part", [1, 2])
def test_an_answer_shown_on_the_page_holding_a_control_is_never_recorded(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path, part: int
) -> None:
    fake.solutions[(2023, 1, part)] = f"35{HOSTILE}1"
    fake.solved |= {(2023, 1, 1), (2023, 1, 2)}

    result = aoc("answers", "sync", "2023", "1")

    line = assert_one_line_error(result, 2)
    assert "is not an answer: it is never recorded" in line
    assert_clean(result.stdout + result.stderr)
    recorded = KnownAnswers.load(project_dir / "answers.toml")
    assert recorded.get(PuzzleDay(2023, 1), Part(part)) is None
