"""The unlock's countdown as a user sees it at a terminal, with the clock moved to the
seconds before it (libfaketime) and the test site answering once it is out."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.conftest import NEXT_YEAR
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer
from tests.site.test_unlock import MORNING, clock_at, seconds_before_unlock
from tests.terminal import Terminal


@pytest.mark.long
def test_the_countdown_is_one_line_rewritten_in_place_then_the_input_is_fetched(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    token: str,
    empty_project: Path,
) -> None:
    env = {
        **server.env(token),
        **clock_at(seconds_before_unlock(2)),
        "AOC_PROJECT_DIR": str(empty_project),
        "AOC_INPUTS_DIR": str(empty_project / "inputs"),
        "AOC_THROTTLE": "0.1",
    }
    # A new interpreter (through sh), not a fork: libfaketime is loaded as it starts. Its
    # output piped on (`| tee log`): the countdown, on stderr, is drawn all the same.
    command = ("sh", "-c", 'exec "$0" -m aoc_framework "$@" | cat', sys.executable)
    args = ["fetch", str(MORNING.year), str(MORNING.day), "--wait"]
    # A split pane, narrower than the line: rewritten in place all the same, cut short to
    # stderr's terminal's width (stdout, piped, has none).
    terminal = Terminal(args, env=env, cwd=empty_project, command=command, columns=40)
    code, text = terminal.finish()

    assert code == 0, text
    drawn = re.findall(r"\r([^\r\n]*?)\x1b\[K", terminal.raw)
    # The seconds first: cut to the width, the line keeps them (it kept the date).
    assert any(re.match(rf"{MORNING} unlocks in [1-3] s", line) for line in drawn), drawn
    # A line as wide as the terminal would leave the cursor on the next row: one a second.
    assert all(len(line) < 40 for line in drawn), drawn
    lines = [line for line in text.splitlines() if line.strip()]
    # Its last drawing wiped as the fetch begins, then the one line of what was done.
    assert lines == [f"fetched: inputs/{MORNING.year}/{MORNING.day:02d}.txt"], text
    assert "unlocks in" in terminal.raw and "\r" in terminal.raw
    assert "[K" not in text and "\x1b[K" in terminal.raw  # drawn by the terminal, not shown
    fetched = empty_project / "inputs" / str(MORNING.year) / f"{MORNING.day:02d}.txt"
    assert fetched.stat().st_size > 0


def test_ctrl_c_during_the_countdown_says_so_in_one_line(empty_project: Path) -> None:
    env = {"AOC_PROJECT_DIR": str(empty_project), "AOC_SESSION": "unchecked"}
    args = ["fetch", str(NEXT_YEAR), "1", "--wait"]
    terminal = Terminal(args, env=env, cwd=empty_project)
    terminal.wait_for("unlocks in")
    terminal.press_ctrl_c()
    code, text = terminal.finish()

    assert code == 130, text
    # The countdown wiped, then one line (typer alone ended it without a word): what was
    # waited for, not an error (it was "aoc: error: interrupted": a newcomer's morning).
    last = text.rstrip().splitlines()[-1]
    said = rf"aoc: stopped waiting for {NEXT_YEAR} day 1 \(unlocks at \d\d:00 \S+ on .+\)"
    assert re.fullmatch(said, last), text
    assert "error" not in text, text
    assert "Traceback" not in text
