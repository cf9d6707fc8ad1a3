"""Text from outside is text: what a day computes from its input, raises or writes on
stderr before it dies, and the title its class carries, reach no terminal (nor the
status memory) as control or bidirectional formatting characters under `aoc run`,
`status`, `time` or pytest, and an answer holding one is no answer."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from tests.conftest import RunAoc, RunPytest
from tests.fixture_day import SOURCE, TITLE
from tests.watch_process import WatchProcess

#: Any character the one filter (model/text) removes.
HIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
PART_1_LINE = "        return calibration_total(lines, DIGITS)"
INPUT_ERROR = 'raise InputError("no digit in the line", line=number)'
HOSTILE_TITLE = "Trebu\u202eche\x1b]0;pwned\x07t?!"


def write_day(project: Path, source: str, day: int = 1) -> None:
    assert PART_1_LINE in SOURCE and INPUT_ERROR in SOURCE and f'"{TITLE}"' in SOURCE
    assert f"2023, {day}, " in source
    path = project / "solutions" / "2023" / f"day{day:02d}.py"
    path.write_text(source, encoding="utf-8")


def shown(result: subprocess.CompletedProcess) -> str:
    text = result.stdout + result.stderr
    assert not HIDDEN.search(text.replace("\n", "")), repr(text)
    return text


#: One hostile answer a day, each in a day of its own (2023 days 1 to 3): one `status` and
#: one `time` check all three, as they check a user's many days.
HOSTILE_ANSWERS = {1: "\\x1b[2J12", 2: "12\\u202e", 3: "\\u2066" + "12"}
NO_ANSWER = "which holds control or formatting characters no answer has"


def test_an_answer_holding_a_control_or_bidi_character_is_shown_escaped_as_an_error(
    aoc_in_process: RunAoc, fixture_project: Path
) -> None:
    for day, answer in HOSTILE_ANSWERS.items():
        source = SOURCE.replace(PART_1_LINE, f'        return "{answer}"')
        write_day(fixture_project, source.replace("2023, 1, ", f"2023, {day}, "), day)
    for day, answer in HOSTILE_ANSWERS.items():
        result = aoc_in_process("run", "2023", str(day), "--example")
        assert result.returncode == 1, (day, result.stdout, result.stderr)
        assert f"returned '{answer}', {NO_ANSWER}" in shown(result), day
    for args in (["status", "2023"], ["time", "2023", "-e"]):
        result = aoc_in_process(*args)
        assert result.returncode == 1, (args, result.stdout, result.stderr)
        lines = shown(result).splitlines()
        for day, answer in HOSTILE_ANSWERS.items():
            said = f"returned '{answer}', {NO_ANSWER}"
            assert any(f"2023 day {day} " in line and said in line for line in lines), (args, day)


def test_an_input_error_and_a_title_from_outside_are_shown_as_text(
    aoc_in_process: RunAoc, fixture_project: Path
) -> None:
    hostile = (
        SOURCE.replace(
            INPUT_ERROR, 'raise InputError("no digit in \\x1b[2J\\u202ethe line", line=number)'
        )
        .replace(f'"{TITLE}"', repr(HOSTILE_TITLE))
        .replace("part_1=142)", 'part_1=142, name="fir\\x1b[2Jst\\u202e")')
    )
    write_day(fixture_project, hostile)
    ran = aoc_in_process("run", "2023", "1", "--input", "-", input="1abc2\nxyz\n")
    assert ran.returncode != 0
    text = shown(ran)
    assert "input line 2: no digit in [2Jthe line" in text
    example = shown(aoc_in_process("run", "2023", "1", "--example"))
    assert "Trebuche" in example  # the title, less its controls
    assert "fir[2Jst" in example  # the example's name
    for args in (["status", "2023"], ["time", "2023", "-e"]):
        assert "Trebuche" in shown(aoc_in_process(*args)), args
    env = {"AOC_PROJECT_DIR": str(fixture_project)}
    with WatchProcess("2023", "1", "--example", env=env, cwd=fixture_project) as watch:
        first = watch.next_run()
    assert "2023 day 1: Trebuche]0;pwnedt?!" in first, first  # its heading
    assert not HIDDEN.search(first.replace("\n", "")), repr(first)


def test_the_last_stderr_line_of_a_crashed_day_is_shown_and_remembered_as_text(
    aoc_in_process: RunAoc, user_pytest: RunPytest, fixture_project: Path
) -> None:
    crash = (
        "        import os, sys\n"
        "        sys.stderr.write('\\x1b]0;pwned\\x07 \\x1b[2J why\\u202eit died\\n')\n"
        "        sys.stderr.flush()\n"
        "        os._exit(7)"
    )
    write_day(fixture_project, SOURCE.replace(PART_1_LINE, crash))
    for args in (["status", "2023"], ["time", "2023", "-e"]):
        result = aoc_in_process(*args)
        assert result.returncode == 1, (args, result.stdout, result.stderr)
        assert "exited with code 7 without a result: ]0;pwned [2J whyit died" in shown(result), args
    memory = (fixture_project / ".aoc-cache" / "status" / "2023-01.json").read_text("utf-8")
    assert "whyit died" in memory and not HIDDEN.search(json.loads(memory)["status"]["error"])
    checked = user_pytest(fixture_project, "-rA")
    text = "\n".join(checked.outlines + checked.errlines)
    assert "exited with code 7 without a result: ]0;pwned [2J whyit died" in text
    assert not HIDDEN.search(text), text
