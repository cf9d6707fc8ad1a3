"""What the site sends is text: control characters in a leaderboard name (chosen by
another user), in a puzzle page or in a reply never reach the output, on a terminal or
off it, so none can clear the screen, retitle the terminal or hide a line."""

from __future__ import annotations

import json

import pytest

from tests.site.conftest import USER_ID, AocOnline
from tests.site.fake_aoc import FakeAdventOfCode, PuzzleText

#: Clear the screen and scrollback, retitle the terminal, a one-byte CSI, a bell.
HOSTILE = "\x1b[2J\x1b[3J\x1b]0;pwned\x07\x9b31m\x00"


def assert_clean(output: str) -> None:
    assert not any(c in output for c in "\x1b\x07\x9b\x00"), repr(output)


def test_a_leaderboard_name_cannot_reach_the_terminal(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    member = {
        "id": 7,
        "name": f"Mallory{HOSTILE}",
        "local_score": 10,
        "stars": 2,
        "completion_day_level": {"1": {"1": {}, "2": {}}},
    }
    board = {"event": "2023", "owner_id": 4242, "members": {"7": member}}
    fake.add_leaderboard(2023, 4242, json.dumps(board), {USER_ID})

    result = aoc("leaderboard", "4242", "--year", "2023")

    assert result.returncode == 0, result.stderr
    assert "Mallory" in result.stdout and "pwned" in result.stdout  # the text stays
    assert_clean(result.stdout + result.stderr)


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
