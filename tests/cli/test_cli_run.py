"""`aoc run` on the fixture day (2023 day 1, `tests/fixture_day.py`): a few runs end to
end as a user runs it (the installed command in a subprocess), the rest in-process."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import RunAoc, on_a_terminal
from tests.fixture_day import ANSWERS, EXAMPLE_ANSWERS, INPUT, SOURCE, TITLE

PART_1, PART_2 = ANSWERS
HEADING = f"2023 day 1: {TITLE}"
PEAK_MEMORY = "peak memory +"


def lines(stdout: str) -> list[str]:
    """Output lines without their trailing time, e.g. 'part 1  142  ✓', and without the
    closing line of the run's peak memory (a figure of this machine)."""
    shown = [line for line in stdout.splitlines() if not line.startswith(PEAK_MEMORY)]
    return [line.rsplit("  (", 1)[0] for line in shown]


def assert_one_line_error(
    result: subprocess.CompletedProcess, code: int, text: str, stdout: str = ""
) -> None:
    assert result.returncode == code, result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert text in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == stdout


def cache_input(inputs_dir: Path, text: str) -> None:
    (inputs_dir / "2023").mkdir(parents=True, exist_ok=True)
    (inputs_dir / "2023" / "01.txt").write_text(text)


# End to end: the installed command in a subprocess.


def test_examples_are_checked(run_aoc: RunAoc) -> None:
    result = run_aoc("run", "2023", "1", "--example")
    assert result.returncode == 0, result.stderr
    # A small day's memory is not worth a line (tests/engine/test_memory.py: a large one's).
    first, part_1, second, part_2 = result.stdout.splitlines()
    # Each heading comes before its run: what the day prints comes under it. The day's
    # title is on the first only.
    assert (first, second) == (f"{HEADING} · example 1", "example 2")
    assert "; parse " in part_1 and "; parse " in part_2
    # Each example is for one part only: part 1's, then part 2's.
    assert lines(f"{part_1}\n{part_2}") == [
        f"part 1  {EXAMPLE_ANSWERS[0]}  ✓",
        f"part 2  {EXAMPLE_ANSWERS[1]}  ✓",
    ]
    assert all(line.endswith("s)") for line in (part_1, part_2))  # a time in human units
    assert "\x1b[" not in result.stdout  # piped: no colour codes


def test_the_aoc_script_and_python_m_are_this_project(run_aoc: RunAoc) -> None:
    script = Path(sys.executable).with_name("aoc")
    result = subprocess.run([script, "--help"], capture_output=True, text=True, check=False)
    assert result.returncode == 0
    assert "run" in result.stdout and "Run one day" in result.stdout
    assert "Run one day" in run_aoc("--help").stdout


def test_stdin_input_and_a_file_input(
    run_aoc: RunAoc, aoc_in_process: RunAoc, tmp_path: Path
) -> None:
    text = INPUT.replace("\n", "\r\n").removesuffix("\r\n")
    piped = run_aoc("run", "2023", "1", "--input", "-", input=text)
    (tmp_path / "in.txt").write_text(text, newline="")
    from_file = aoc_in_process("run", "2023", "1", "-i", str(tmp_path / "in.txt"))
    assert piped.returncode == from_file.returncode == 0, piped.stderr + from_file.stderr
    assert lines(piped.stdout)[0] == f"{HEADING} · stdin"
    assert lines(from_file.stdout)[0] == f"{HEADING} · {tmp_path / 'in.txt'}"
    assert (
        lines(piped.stdout)[1:]
        == lines(from_file.stdout)[1:]
        == [
            f"part 1  {PART_1}  ? no expected answer",
            f"part 2  {PART_2}  ? no expected answer",
        ]
    )


def test_run_on_a_cached_input_imports_neither_typer_nor_aocd_nor_rich_nor_tomllib_twice(
    inputs_dir: Path, fixture_project: Path
) -> None:
    cache_input(inputs_dir, INPUT)
    (fixture_project / "answers.toml").write_text(f'[2023.day01]\npart_1 = "{PART_1}"\n')
    code = (
        "import sys\n"
        "from aoc_framework.cli import main\n"
        "assert main(['run', '2023', '1']) == 0\n"
        # hashlib loads OpenSSL: only a remembered verdict needs a day's checksum
        "heavy = ('typer', 'aocd', 'rich', 'urllib3', 'tomllib', 'tomli', 'hashlib', 'inspect')\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & set(heavy)))"
    )
    loaded = []
    for _ in range(2):  # the first run parses answers.toml; the second remembers it
        result = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=False,
            cwd=fixture_project,
            env={**os.environ, "AOC_PROJECT_DIR": str(fixture_project)},
        )
        assert result.returncode == 0, result.stderr
        loaded.append(result.stdout.splitlines()[-1])
    toml_reader = "tomllib" if sys.version_info >= (3, 11) else "tomli"
    assert loaded == [f"['{toml_reader}']", "[]"]


def test_records_on_the_start_up_path_do_not_postpone_annotations() -> None:
    """typing.NamedTuple compiles each string annotation of its fields, which `aoc run`
    would pay for on every start: the modules that define records keep them evaluated."""
    code = (
        "import sys, aoc_framework.cli.app, aoc_framework.cli.commands.run_command\n"
        "print(' '.join(m.__file__ for n, m in sys.modules.items() if n.startswith('aoc_')))"
    )
    files = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    defining = [Path(f) for f in files if "(NamedTuple):" in Path(f).read_text()]
    assert len(defining) >= 5
    postponing = [f.name for f in defining if "from __future__ import annotations" in f.read_text()]
    assert postponing == []


def test_a_closed_pipe_is_not_an_error(fixture_project: Path) -> None:
    command = f"{sys.executable} -m aoc_framework run 2023 1 -e | head -c 1"
    result = subprocess.run(
        command,
        shell=True,
        capture_output=True,
        text=True,
        check=False,
        cwd=fixture_project,
        env={**os.environ, "AOC_PROJECT_DIR": str(fixture_project)},
    )
    assert result.stdout == "2"
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(("no_color", "coloured"), [(None, True), ("1", False)])
def test_colour_on_a_terminal_unless_no_color(
    fixture_project: Path, no_color: str | None, coloured: bool
) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM")}
    env["AOC_PROJECT_DIR"] = str(fixture_project)
    if no_color is not None:
        env["NO_COLOR"] = no_color
    output = on_a_terminal(["run", "2023", "1", "-e"], env, fixture_project)
    assert EXAMPLE_ANSWERS[0] in output
    assert ("\x1b[32m" in output) is coloured


# In-process: the same command line, without a process per run.


def test_one_part_only(aoc_in_process: RunAoc) -> None:
    result = aoc_in_process("run", "2023", "1", "-e", "--part", "2")
    assert result.returncode == 0, result.stderr
    # Only the example with an expected answer for part 2 runs.
    assert lines(result.stdout) == [f"{HEADING} · example 2", f"part 2  {EXAMPLE_ANSWERS[1]}  ✓"]


def test_cached_input_is_checked_against_known_answers(
    aoc_in_process: RunAoc, fixture_project: Path, inputs_dir: Path
) -> None:
    cache_input(inputs_dir, INPUT)
    result = aoc_in_process("run", "2023", "1")
    assert result.returncode == 0, result.stderr
    assert lines(result.stdout) == [
        f"{HEADING} · {inputs_dir / '2023' / '01.txt'}",
        f"part 1  {PART_1}  ? no expected answer",
        f"part 2  {PART_2}  ? no expected answer",
    ]
    wrong = int(PART_2) + 1
    (fixture_project / "answers.toml").write_text(
        f'[2023.day01]\npart_1 = "{PART_1}"\npart_2 = "{wrong}"\n'
    )
    result = aoc_in_process("run", "2023", "1")
    assert result.returncode == 1
    assert lines(result.stdout)[1:] == [
        f"part 1  {PART_1}  ✓",
        f"part 2  {PART_2}  ✗ expected {wrong}",
    ]


def test_a_part_still_running_says_so_once_with_what_stops_it(
    aoc_in_process: RunAoc, fixture_project: Path, inputs_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A part 2 that takes its time: slow or stuck, the run is not silent until the
    # day's time limit (2.5 s here, with a margin for a busy machine; 60 s on a morning).
    from aoc_framework.cli.render import day_output

    monkeypatch.setattr(day_output, "STILL_RUNNING_AFTER_S", (0.3, 1.0, 30.0))
    cache_input(inputs_dir, INPUT)
    day = fixture_project / "solutions" / "2023" / "day01.py"
    slow = "        __import__('time').sleep(2.5)\n        return calibration_total(lines, SPELLED)"
    day.write_text(
        day.read_text().replace("        return calibration_total(lines, SPELLED)", slow)
    )
    result = aoc_in_process("run", "2023", "1")
    assert result.returncode == 0, result.stderr
    said = "part 2: still running after {} s; Ctrl-C stops it"  # no limit but one asked for
    assert lines(result.stdout)[1:] == [
        f"part 1  {PART_1}  ? no expected answer",
        said.format("0.3"),
        said.format(1),  # alive still: said again at the next mark, not at every second
        f"part 2  {PART_2}  ? no expected answer",
    ]

    # A quick run says nothing, during it or once it has ended.
    day.write_text(SOURCE)
    quick = aoc_in_process("run", "2023", "1")
    time.sleep(0.6)  # past the note's time: a run that ended says nothing more either
    assert "still running" not in quick.stdout + quick.stderr
    assert "still running" not in aoc_in_process("--version").stdout


def test_no_still_running_note_is_said_at_the_days_time_limit(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # "still running after 10 s; stopped at 10 s (--day-timeout)" came as the limit
    # stopped the day (a day of 252 ported), racing the line that says it was stopped.
    from aoc_framework.cli.render import day_output

    monkeypatch.setattr(day_output, "STILL_RUNNING_AFTER_S", (0.2, 0.5, 30.0))
    printer = day_output.ResultPrinter("2023 day 1", stopped_by="stopped at 0.5 s", limit_s=0.5)
    printer.start("inputs/2023/01.txt")
    time.sleep(0.9)  # past both notes: the second is the limit's
    printer.stop()
    assert lines(capsys.readouterr().out) == [
        "2023 day 1 · inputs/2023/01.txt",
        "inputs/2023/01.txt: still running after 0.2 s; stopped at 0.5 s",
    ]


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
        (["run", "2023", "1", "--part", "3"], 2, "'--part' / '-p': 3 is not from 1 to 2"),
        (["run", "2023", "seven"], 2, "'seven' is not a valid int"),
        (["run", "2023", "1", "--bogus"], 2, "No such option: --bogus"),
        (["frobnicate"], 2, "no command 'frobnicate' (see "),
        (["stauts"], 2, "no command 'stauts'; did you mean 'stats' or 'status'?"),
        (["leaderbord"], 2, "no command 'leaderbord'; did you mean 'leaderboard'?"),
        (["run", "2023", "1", "-e", "-i", "x.txt"], 2, "--example and --input cannot be used"),
        (["time", "2023", "--budget", "inf"], 2, "'--budget': inf is not a finite number"),
        (["time", "2023", "--threshold", "inf"], 2, "'--threshold': inf is not a finite number"),
        (["time", "2023", "--budget", "nan"], 2, "'--budget': nan is not a finite number"),
        (
            ["run", "2023", "1", "-i", "/nonexistent/in.txt"],
            3,
            "/nonexistent/in.txt does not exist",
        ),
    ],
)
def test_user_errors_are_one_line_and_exit_non_zero(
    aoc_in_process: RunAoc, args: list[str], code: int, message: str
) -> None:
    assert_one_line_error(aoc_in_process(*args), code, message)


@pytest.mark.parametrize(
    ("text", "parts", "message"),
    [
        ("", [], "standard input is empty"),
        ("1abc2\n\n3x4\n", [], "input line 2: no digit in the line"),
        ("1abc2\ntwo\n", ["--part", "1"], "input line 2: no digit in the line"),
        ("1abc2\nxyz\n", ["--part", "2"], "input line 2: no digit in the line"),
    ],
)
def test_malformed_input_is_one_line_naming_the_line(
    aoc_in_process: RunAoc, text: str, parts: list[str], message: str
) -> None:
    result = aoc_in_process("run", "2023", "1", "-i", "-", *parts, input=text)
    heading = f"{HEADING} · stdin\n" if text else ""  # an empty input stops before the run
    assert_one_line_error(result, 3, message, stdout=heading)


def test_a_spelled_digit_counts_in_part_2_only(aoc_in_process: RunAoc) -> None:
    result = aoc_in_process("run", "2023", "1", "-i", "-", "--part", "2", input="1abc2\ntwo\n")
    assert result.returncode == 0, result.stderr
    assert lines(result.stdout)[1:] == ["part 2  34  ? no expected answer"]


def test_aoc_alone_shows_its_help(aoc_in_process: RunAoc) -> None:
    result = aoc_in_process()
    assert result.returncode == 2
    assert "Usage: " in result.stdout
    assert result.stderr == ""


def test_without_a_token_or_an_input_run_runs_the_examples_after_a_warning(
    aoc_in_process: RunAoc,
) -> None:
    # The one rule of run, watch and today: the examples are what can be checked.
    result = aoc_in_process("run", "2023", "1")
    assert result.returncode == 0, result.stderr
    assert lines(result.stdout)[:2] == [
        f"{HEADING} · example 1",
        f"part 1  {EXAMPLE_ANSWERS[0]}  ✓",
    ]
    warning = result.stderr.splitlines()[0]
    assert warning.startswith("aoc: warning: no session token to fetch the input of 2023 day 1")
    assert "its examples only" in warning and "AOC_SESSION" in warning
    # Submitting needs the token itself.
    assert_one_line_error(aoc_in_process("run", "2023", "1", "--submit"), 5, "no session token")


def test_a_day_that_calls_exit_fails_instead_of_passing_for_a_success(
    aoc_in_process: RunAoc, fixture_project: Path
) -> None:
    # Real days end with exit() once they printed their answer: aoc would have ended
    # with 0 and no answer.
    day = fixture_project / "solutions" / "2023" / "day01.py"
    part_1 = "        return calibration_total(lines, DIGITS)"
    assert part_1 in SOURCE
    day.write_text(SOURCE.replace(part_1, "        exit()"), encoding="utf-8")

    ran = aoc_in_process("run", "2023", "1", "--example")
    assert ran.returncode == 1
    assert "DayExitError: the day called exit(None) instead of returning" in ran.stderr

    status = aoc_in_process("status", "2023")
    assert status.returncode == 1
    assert "called exit(None)" in status.stdout + status.stderr


def test_a_reader_gone_is_no_failure(fixture_project: Path) -> None:
    # `aoc run ... | head -1`: the pipe closes before aoc writes. Not exit 1 (which says
    # a wrong answer), and no traceback.
    reader, writer = os.pipe()
    os.close(reader)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "aoc_framework", "run", "2023", "1", "-e"],
            stdout=writer,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "AOC_PROJECT_DIR": str(fixture_project)},
            cwd=fixture_project,
            timeout=120,
            check=False,
        )
    finally:
        os.close(writer)
    assert (result.returncode, result.stderr) == (0, "")


def test_day_timeout_stops_a_looping_day_with_one_line(
    run_aoc: RunAoc, fixture_project: Path
) -> None:
    # A loop that even swallows exceptions of its own: stopped all the same.
    looping = "\n".join(
        [
            "        try:",
            "            while True: pass",
            "        except Exception:",
            "            return 0",
        ]
    )
    day = fixture_project / "solutions" / "2023" / "day01.py"
    day.write_text(SOURCE.replace("        return calibration_total(lines, DIGITS)", looping))

    result = run_aoc("run", "2023", "1", "--example", "--day-timeout", "0.5")

    assert result.returncode == 1, result.stderr
    assert result.stderr.strip().splitlines()[-1] == (
        f"aoc: error: 2023 day 1: {TITLE} was still running after 0.5 s; stopped (--day-timeout)"
    )


def test_timeout_is_the_networks_and_the_old_day_limit_says_so(aoc_in_process: RunAoc) -> None:
    # --timeout meant the day's limit in aoc status: for one release it still does, saying
    # what replaced it; aoc run --timeout is the network's (no day is stopped by it).
    status = aoc_in_process("status", "--timeout", "30")
    assert status.returncode == 0, status.stderr
    assert "aoc: note: --timeout is now --day-timeout here" in status.stderr
    run = aoc_in_process("run", "2023", "1", "--example", "--timeout", "0.001")
    assert run.returncode == 0, run.stderr


@pytest.mark.parametrize(
    ("damage", "message"),
    [(b"", "is empty; save the whole puzzle input into it"), (b"\xff1abc2\n", "is not UTF-8")],
)
def test_a_damaged_cached_input_is_named_in_one_line(
    aoc_in_process: RunAoc, inputs_dir: Path, damage: bytes, message: str
) -> None:
    cached = inputs_dir / "2023" / "01.txt"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(damage)
    assert_one_line_error(aoc_in_process("run", "2023", "1"), 3, f"{cached} {message}")
