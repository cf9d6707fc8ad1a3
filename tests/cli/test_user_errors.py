"""Every user error is one line, `aoc: error: ...`, with the exit code of its kind (2
bad usage or a project file in the way, 3 the input): never a traceback, never a number
that is not one, never a folder written for a year that has no event."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import RunAoc

Setup = Callable[[Path, Path], None]  # (the project, the input cache)


def nothing(project: Path, inputs: Path) -> None:
    pass


def input_is_a_folder(project: Path, inputs: Path) -> None:
    (inputs / "2023" / "01.txt").mkdir(parents=True)


def cache_is_a_file(project: Path, inputs: Path) -> None:
    (project / ".aoc-cache").write_text("not a folder")


def symlink_loop(project: Path, inputs: Path) -> None:
    (project / "loop1").symlink_to(project / "loop2")
    (project / "loop2").symlink_to(project / "loop1")


def day_declares(old: str, new: str) -> Setup:
    """A setup that changes the fixture day's declaration `old` into `new`."""

    def change(project: Path, inputs: Path) -> None:
        day = project / "solutions" / "2023" / "day01.py"
        source = day.read_text(encoding="utf-8")
        assert old in source
        day.write_text(source.replace(old, new), encoding="utf-8")

    return change


DECLARED_EXAMPLES = "examples = (Example(PART_1_EXAMPLE, part_1=142), Example(PART_2_EXAMPLE"
title_is_a_number = day_declares('title = 2023, 1, "Trebuchet?!"', "title = 2023, 1, 5")
examples_are_text = day_declares(DECLARED_EXAMPLES, 'examples = "abc"  # (Example(')
example_of_none = day_declares("Example(PART_1_EXAMPLE,", "Example(None,")

CASES = [
    # (args, environment, setup, exit code, what the line says)
    (["fetch", "10000", "1"], {}, nothing, 2, "year 10000 has no event yet"),
    (["new", "10000", "1", "--offline"], {}, nothing, 2, "year 10000 has no event yet"),
    (["status", "--day-timeout", "nan"], {}, nothing, 2, "--day-timeout nan is out of range"),
    (["status", "--day-timeout", "inf"], {}, nothing, 2, "--day-timeout inf is out of range"),
    (["status", "--day-timeout", "1e300"], {}, nothing, 2, "--day-timeout 1e+300 is out of range"),
    (["status", "--memory", "nan"], {}, nothing, 2, "--memory nan is out of range"),
    (["status"], {"AOC_DAY_TIMEOUT": "nan"}, nothing, 2, "AOC_DAY_TIMEOUT=nan is out of range"),
    (["fetch", "2023", "1", "--timeout", "nan"], {}, nothing, 2, "--timeout nan is out"),
    (["submit", "2023", "6", "1", "\udcff"], {}, nothing, 2, "'\\udcff' holds characters"),
    (["submit", "2023", "6", "1", "12\x07"], {}, nothing, 2, "control characters"),
    (["run", "2023", "1", "--input", "/etc/passwd/x"], {}, nothing, 3, "(Not a directory)"),
    (["run", "2023", "1", "--input", "loop1"], {}, symlink_loop, 3, "levels of symbolic links"),
    (["run", "2023", "1", "--input", "/tmp/" + "a" * 300], {}, nothing, 3, "name too long"),
    (["fetch", "2023", "1"], {}, input_is_a_folder, 2, "01.txt (Is a directory)"),
    (["run", "2023", "1"], {}, input_is_a_folder, 2, "01.txt (Is a directory)"),
    (["--inputs-dir", "/dev/null", "run", "2023", "1"], {}, nothing, 2, "(Not a directory)"),
    (
        ["submit", "2023", "1", "1", "142"],
        {},
        cache_is_a_file,
        2,
        "answers.toml.lock (File exists)",
    ),
    (["answers", "sync", "2023", "1"], {}, cache_is_a_file, 2, "answers.toml.lock (File exists)"),
    # A day's declarations that are not what a day declares.
    (["run", "2023", "1", "-e"], {}, title_is_a_number, 2, "title = 5 is not text"),
    (["run", "2023", "1", "-e"], {}, examples_are_text, 2, "examples = 'abc' is not a tuple"),
    (["run", "2023", "1", "-e"], {}, example_of_none, 2, "example 1: its input is None, not"),
    # Every account's run, as one account's: no solution is bad usage, once.
    (["run", "2023", "2", "--all-accounts"], {}, nothing, 2, "no solution for 2023 day 2"),
    (["run", "2023", "1", "--all-accounts", "--profile"], {}, nothing, 2, "--profile"),
]


@pytest.mark.parametrize(
    ("args", "env", "setup", "code", "says"), CASES, ids=[" ".join(c[0])[:40] for c in CASES]
)
def test_a_user_error_is_one_line_with_its_code(
    aoc_in_process: RunAoc,
    fixture_project: Path,
    inputs_dir: Path,
    args: list[str],
    env: dict[str, str],
    setup: Setup,
    code: int,
    says: str,
) -> None:
    setup(fixture_project, inputs_dir)
    # A token, so that nothing stops at "no token" before the case is reached; the site
    # itself is never reached (every case fails before a request).
    result = aoc_in_process(*args, env={"AOC_SESSION": "0" * 96, **env})

    assert result.returncode == code, (result.stdout, result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("aoc: error: "), result.stderr
    assert says in lines[0]
    assert not (fixture_project / "solutions" / "10000").exists()


@pytest.mark.parametrize("setup", [title_is_a_number, examples_are_text, example_of_none])
def test_a_day_declaring_what_no_day_does_is_one_line_in_status_and_time(
    aoc_in_process: RunAoc, fixture_project: Path, inputs_dir: Path, setup: Setup
) -> None:
    setup(fixture_project, inputs_dir)
    for args in (["status", "2023"], ["time", "2023", "-e"]):
        result = aoc_in_process(*args)
        assert result.returncode == 1, (args, result.stdout, result.stderr)
        assert "Traceback" not in result.stderr and "Error:" not in result.stderr, result.stderr
        assert "Day01 in solutions/2023/day01.py: " in result.stderr, result.stderr


def test_a_year_folder_with_no_event_is_not_a_year_of_days(
    aoc_in_process: RunAoc, fixture_project: Path
) -> None:
    # Left by an older aoc that let `aoc new 10000 1` through: nothing reads it as days.
    (fixture_project / "solutions" / "10000").mkdir()
    (fixture_project / "solutions" / "10000" / "day01.py").write_text("year = 10000\n")
    result = aoc_in_process("status", "--day-timeout", "30")
    assert "10000" not in result.stdout + result.stderr
    assert "Traceback" not in result.stderr


def aoc_writing_to(
    stdout: str, args: list[str], env: dict[str, str], cwd: Path
) -> subprocess.CompletedProcess:
    """`python -m aoc_framework ARGS` with its standard output `/dev/full` or closed
    (`>&-`): a new interpreter, since how Python starts without a stdout is the
    subject."""
    with Path(os.devnull if stdout == "closed" else stdout).open("w") as sink:
        return subprocess.run(
            [sys.executable, "-m", "aoc_framework", *args],
            stdout=sink,
            stderr=subprocess.PIPE,
            preexec_fn=(lambda: os.close(1)) if stdout == "closed" else None,
            env=env,
            cwd=cwd,
            text=True,
            timeout=120,
            check=False,
        )


@pytest.mark.parametrize("args", [["run", "2023", "1", "-e"], ["status", "2023"], ["--help"]])
def test_an_output_that_cannot_be_written_is_one_line_and_a_closed_one_is_no_error(
    fixture_project: Path, args: list[str]
) -> None:
    env = {**os.environ, "AOC_PROJECT_DIR": str(fixture_project)}
    full = aoc_writing_to("/dev/full", args, env, fixture_project)
    assert full.returncode == 2, full.stderr
    assert full.stderr.splitlines()[-1] == (
        "aoc: error: cannot write the output (No space left on device); what was done "
        "before stays done"
    )
    assert "Traceback" not in full.stderr, full.stderr
    closed = aoc_writing_to("closed", args, env, fixture_project)
    assert closed.returncode == 0, closed.stderr
    assert "Traceback" not in closed.stderr and "error" not in closed.stderr, closed.stderr


def test_an_error_line_that_cannot_be_written_keeps_its_exit_code(fixture_project: Path) -> None:
    env = {**os.environ, "AOC_PROJECT_DIR": str(fixture_project)}
    with Path("/dev/full").open("w") as full:
        result = subprocess.run(
            [sys.executable, "-m", "aoc_framework", "run", "2023", "9"],
            stdout=subprocess.PIPE,
            stderr=full,
            env=env,
            cwd=fixture_project,
            text=True,
            timeout=120,
            check=False,
        )
    assert (result.returncode, result.stdout) == (2, "")  # no solution for the day
