"""`aoc run` end to end, as a user runs it: the installed command in a subprocess."""

from __future__ import annotations

import os
import pty
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, RunAoc

EXAMPLE_LINES = ["part 1  6440  ✓", "part 2  5905  ✓"]


def lines(stdout: str) -> list[str]:
    """Output lines without their trailing time, e.g. 'part 1  6440  ✓'."""
    return [line.rsplit("  (", 1)[0] for line in stdout.splitlines()]


def assert_one_line_error(result: subprocess.CompletedProcess, code: int, text: str) -> None:
    assert result.returncode == code, result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert text in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


def copy_project(tmp_path: Path) -> Path:
    """A project of its own (so answers.toml can be written) with the shipped day 7."""
    shutil.copytree(ROOT / "solutions", tmp_path / "project" / "solutions")
    return tmp_path / "project"


def test_example_is_checked(run_aoc: RunAoc) -> None:
    result = run_aoc("run", "2023", "7", "--example")
    assert result.returncode == 0, result.stderr
    heading, *parts = result.stdout.splitlines()
    assert heading.startswith("2023 day 7: Camel Cards · example 1 · parse ")
    assert lines("\n".join(parts)) == EXAMPLE_LINES
    assert all(line.endswith("s)") for line in parts)  # a time in human units
    assert "\x1b[" not in result.stdout  # piped: no colour codes


def test_one_part_only(run_aoc: RunAoc) -> None:
    result = run_aoc("run", "2023", "7", "-e", "--part", "2")
    assert lines(result.stdout)[1:] == ["part 2  5905  ✓"]


def test_the_aoc_script_and_python_m_are_this_project(run_aoc: RunAoc) -> None:
    script = Path(sys.executable).with_name("aoc")
    result = subprocess.run([script, "--help"], capture_output=True, text=True, check=False)
    assert result.returncode == 0
    assert "run" in result.stdout and "Run one day" in result.stdout
    assert "Run one day" in run_aoc("--help").stdout


def test_cached_input_is_checked_against_known_answers(
    run_aoc: RunAoc, tmp_path: Path, inputs_dir: Path
) -> None:
    project = copy_project(tmp_path)
    (inputs_dir / "2023").mkdir(parents=True)
    (inputs_dir / "2023" / "07.txt").write_text("32T3K 765\nT55J5 684\nKK677 28\n")
    env = {"AOC_PROJECT_DIR": str(project)}
    result = run_aoc("run", "2023", "7", env=env)
    assert result.returncode == 0, result.stderr
    answers = [line.split()[2] for line in lines(result.stdout)[1:]]
    assert lines(result.stdout)[1:] == [
        f"part 1  {answers[0]}  ? no expected answer",
        f"part 2  {answers[1]}  ? no expected answer",
    ]
    (project / "answers.toml").write_text(
        f'[2023.day07]\npart_1 = "{answers[0]}"\npart_2 = "{int(answers[1]) + 1}"\n'
    )
    result = run_aoc("run", "2023", "7", env=env)
    assert result.returncode == 1
    assert lines(result.stdout)[1:] == [
        f"part 1  {answers[0]}  ✓",
        f"part 2  {answers[1]}  ✗ expected {int(answers[1]) + 1}",
    ]


def test_stdin_input_and_a_file_input(run_aoc: RunAoc, tmp_path: Path) -> None:
    text = "32T3K 765\r\nT55J5 684\r\nKK677 28\r\nKTJJT 220\r\nQQQJA 483"
    piped = run_aoc("run", "2023", "7", "--input", "-", input=text)
    (tmp_path / "in.txt").write_text(text)
    from_file = run_aoc("run", "2023", "7", "-i", str(tmp_path / "in.txt"))
    assert (
        lines(piped.stdout)[1:]
        == lines(from_file.stdout)[1:]
        == [
            "part 1  6440  ? no expected answer",
            "part 2  5905  ? no expected answer",
        ]
    )


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (
            ["run", "2023", "26"],
            2,
            "aoc: error: day 26 is not in the 2023 event; valid days are 1-25",
        ),
        (["run", "2025", "13"], 2, "valid days are 1-12"),
        (["run", "2014", "1"], 2, "the first was 2015"),
        (["run", "2023", "8"], 2, "no solution for 2023 day 8; create solutions/2023/day08.py"),
        (["run", "2023", "7", "--part", "3"], 2, "'--part' / '-p': 3 is not in the range"),
        (["run", "2023", "seven"], 2, "'seven' is not a valid int"),
        (["run", "2023", "7", "--bogus"], 2, "No such option: --bogus"),
        (["frobnicate"], 2, "No such command 'frobnicate'"),
        (["run", "2023", "7", "-e", "-i", "x.txt"], 2, "--example and --input cannot be used"),
        (
            ["run", "2023", "7", "-i", "/nonexistent/in.txt"],
            3,
            "/nonexistent/in.txt does not exist",
        ),
        (["run", "2023", "7"], 3, "no cached input for 2023 day 7"),
    ],
)
def test_user_errors_are_one_line_and_exit_non_zero(
    run_aoc: RunAoc, args: list[str], code: int, message: str
) -> None:
    assert_one_line_error(run_aoc(*args), code, message)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "standard input is empty"),
        ("32T3K 765\nT55J5\n", "input line 2: expected a hand and a bid"),
        ("32T3K 765\n32T3K 1\n", "input line 2: hand 32T3K already appears on line 1"),
    ],
)
def test_malformed_input_is_one_line_naming_the_line(
    run_aoc: RunAoc, text: str, message: str
) -> None:
    assert_one_line_error(run_aoc("run", "2023", "7", "-i", "-", input=text), 3, message)


def test_run_on_a_cached_input_imports_neither_aocd_nor_rich(inputs_dir: Path) -> None:
    (inputs_dir / "2023").mkdir(parents=True)
    (inputs_dir / "2023" / "07.txt").write_text("32T3K 765\n")
    code = (
        "import sys\n"
        "from aoc_framework.cli import main\n"
        "assert main(['run', '2023', '7']) == 0\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('aocd', 'rich', 'urllib3')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "[]"


def test_a_closed_pipe_is_not_an_error(tmp_path: Path) -> None:
    command = f"{sys.executable} -m aoc_framework run 2023 7 -e | head -c 1"
    result = subprocess.run(
        command, shell=True, capture_output=True, text=True, check=False, cwd=ROOT
    )
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(("no_color", "coloured"), [(None, True), ("1", False)])
def test_colour_on_a_terminal_unless_no_color(no_color: str | None, coloured: bool) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM")}
    env["AOC_PROJECT_DIR"] = str(ROOT)
    if no_color is not None:
        env["NO_COLOR"] = no_color
    controller, terminal = pty.openpty()
    with subprocess.Popen(
        [sys.executable, "-m", "aoc_framework", "run", "2023", "7", "-e"],
        stdout=terminal,
        stderr=subprocess.PIPE,
        env=env,
    ) as process:
        os.close(terminal)
        output = b""
        while True:
            try:
                chunk = os.read(controller, 4096)
            except OSError:  # the terminal closed: the process has exited
                break
            if not chunk:
                break
            output += chunk
    os.close(controller)
    assert process.returncode == 0
    assert "6440" in output.decode()
    assert (b"\x1b[32m" in output) is coloured


@pytest.mark.parametrize("args", [[], ["answers"]])
def test_a_command_group_alone_shows_its_help(run_aoc: RunAoc, args: list[str]) -> None:
    result = run_aoc(*args)
    assert result.returncode == 2
    assert "Usage: " in result.stdout
    assert result.stderr == ""
