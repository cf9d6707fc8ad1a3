"""`aoc run` supervises its day as `aoc status` does (tests/engine/test_no_survivors.py
kills `aoc` under both; tests/site/test_token.py looks at the day's environment under
both): what the day starts ends with it, its end is not `aoc`'s, its streams are its own.
With the days the status tests use (`tests.engine.background_status`)."""

from __future__ import annotations

import os
import signal
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from aoc_framework.engine import workers
from aoc_framework.engine.day_tasks import DayTask
from aoc_framework.engine.workers import run_here
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits
from tests.engine.background_status import COMMANDS, write_one_day_project
from tests.engine.test_no_survivors import alive
from tests.forked_aoc import run_aoc_process

pytestmark = pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="reads /proc (Linux)")


def day_doing(body: str, pid_file: Path | None = None) -> str:
    """2022 day 2, whose part 1 runs `body` (which may add pids to `pids`), writes the
    pids to `pid_file`, then returns 42."""
    write = f"        open({str(pid_file)!r}, 'w').write(' '.join(map(str, pids)))\n"
    return (
        "import os, subprocess, sys, threading, time\n"
        "from aoc_framework import Solution\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2022, 2\n\n"
        "    def part_1(self, data):\n"
        "        pids = [os.getpid()]\n"
        f"{body}\n"
        f"{write if pid_file is not None else ''}"
        "        return 42\n"
    )


#: What a day leaves behind as it returns its answer, by kind: each pid it started
#: goes into `pids`.
LEFT_BEHIND = {
    "a child": "        pids.append(subprocess.Popen(['sleep', '1001']).pid)",
    "a child in its own session": (
        "        child = subprocess.Popen(['sleep', '1002'], start_new_session=True)\n"
        "        pids.append(child.pid)"
    ),
    # Its stdout is aoc's: `aoc run ... | tail` ends only once every writer is gone.
    "a double-forked daemon holding stdout": (
        "        read, write = os.pipe()\n"
        "        if os.fork() == 0:\n"
        "            os.setsid()\n"
        "            if os.fork() == 0:\n"
        "                os.write(write, str(os.getpid()).encode())\n"
        "                time.sleep(1003)\n"
        "            os._exit(0)\n"
        "        pids.append(int(os.read(read, 20)))"
    ),
    "a thread that never ends": (
        "        threading.Thread(target=time.sleep, args=(1004,)).start()"
    ),
}


def run_day(tmp_path: Path, source: str, *args: str) -> tuple[int, str, str, float]:
    """`aoc run 2022 2 --part 1 ARGS` on a one-day project of `source`, its output piped
    (`aoc run | tail`): its exit code, stdout, stderr and seconds."""
    write_one_day_project(tmp_path, source)
    env = {**os.environ, "AOC_PROJECT_DIR": str(tmp_path)}
    start = time.monotonic()
    ran = run_aoc_process([*COMMANDS["run"], *args], env=env, cwd=tmp_path, timeout=60)
    return ran.returncode, ran.stdout, ran.stderr, time.monotonic() - start


@pytest.mark.parametrize("kind", LEFT_BEHIND)
def test_what_a_day_started_ends_with_it(tmp_path: Path, kind: str) -> None:
    pid_file = tmp_path / "pids"
    code, out, err, seconds = run_day(tmp_path, day_doing(LEFT_BEHIND[kind], pid_file))
    assert code == 0, out + err
    assert "part 1  42" in out
    assert seconds < 30  # not the sleep's 1000 s, nor the 60 s the pipe would wait
    pids = [int(pid) for pid in pid_file.read_text().split()]
    assert len(pids) == (1 if kind == "a thread that never ends" else 2)
    deadline = time.monotonic() + 5
    while survivors := [pid for pid in pids if alive(pid)]:
        assert time.monotonic() < deadline, f"{survivors} outlived aoc run ({kind})"
        time.sleep(0.05)


@pytest.mark.parametrize(
    ("ending", "how"),
    [
        ("os._exit(0)", "exited with code 0"),
        ("os._exit(3)", "exited with code 3"),  # 3 is aoc's "missing input"
        ("os.abort()", "killed by SIGABRT"),
    ],
)
def test_a_day_that_ends_its_process_is_one_line_and_exit_1(
    tmp_path: Path, ending: str, how: str
) -> None:
    code, out, err, _ = run_day(tmp_path, day_doing(f"        {ending}"))
    assert code == 1, out + err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("aoc: error: 2022 day 2 "), err
    assert how in lines[0]
    assert "part 1  42" not in out


@pytest.mark.parametrize("closing", ["sys.stdout.close()", "os.close(1)", "os.close(2)"])
def test_a_day_that_closes_its_streams_closes_none_of_aocs(tmp_path: Path, closing: str) -> None:
    code, out, err, _ = run_day(tmp_path, day_doing(f"        {closing}"))
    assert code == 0, out + err
    assert "part 1  42" in out
    assert "Traceback" not in err


def test_what_the_day_prints_comes_between_the_lines_of_its_runs(tmp_path: Path) -> None:
    # The day prints in its own process; each heading and part line is aoc's, in order.
    source = day_doing("        print('from part 1')").replace(
        "class Day02(Solution[str]):\n",
        "class Day02(Solution[str]):\n"
        "    def part_2(self, data):\n"
        "        print('from part 2')\n"
        "        return 7\n\n",
    )
    write_one_day_project(tmp_path, source)
    env = {**os.environ, "AOC_PROJECT_DIR": str(tmp_path)}
    ran = run_aoc_process(["run", "2022", "2"], env=env, cwd=tmp_path)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    lines = ran.stdout.splitlines()
    assert lines[0].startswith("2022 day 2 · ")
    assert lines[1] == "from part 1"
    assert lines[2].startswith("part 1  42")
    assert lines[3] == "from part 2"
    assert lines[4].startswith("part 2  7")


@pytest.mark.parametrize("command", ["run", "status"])
def test_a_day_reads_no_keys_and_no_arguments_of_aocs(tmp_path: Path, command: str) -> None:
    # A script ported as it was reads its input from standard input as it is imported, or
    # its file name from sys.argv: under aoc it had the terminal's keys (aoc run waited
    # for them with nothing on the screen) and aoc's own arguments ("run").
    source = day_doing("        return ' '.join(sys.argv[1:]) or 'no arguments'")
    write_one_day_project(
        tmp_path, source.replace("\nclass Day02", "\nKEYS = sys.stdin.read()\nclass Day02")
    )
    env = {**os.environ, "AOC_PROJECT_DIR": str(tmp_path)}
    ran = run_aoc_process(list(COMMANDS[command]), env=env, cwd=tmp_path, input="typed\n")
    assert ran.returncode == 1, ran.stdout + ran.stderr
    said = " ".join((ran.stdout + ran.stderr).split())
    assert "a day has no standard input under aoc: its parts are given the input's text" in said
    # Its traceback (aoc run) ends on the day's line, not on the framework's `raise`.
    assert "discovery.py" not in said, said
    assert ("KEYS = sys.stdin.read()" if command == "run" else "day02.py:4)") in said, said
    if command == "status":  # (which shows no answer)
        return
    # Without the import that reads standard input, the part has no arguments to read.
    write_one_day_project(tmp_path / "again", source)
    env["AOC_PROJECT_DIR"] = str(tmp_path / "again")
    ran = run_aoc_process(list(COMMANDS[command]), env=env, cwd=tmp_path / "again", input="typed\n")
    assert "no arguments" in ran.stdout, ran.stdout + ran.stderr


def test_a_day_importing_a_package_not_installed_says_how_to_install_it(tmp_path: Path) -> None:
    # Its traceback alone said nothing of where to install it (a ported day's networkx).
    write_one_day_project(tmp_path, "import networkx_not_here.drawing\n" + day_doing(""))
    env = {**os.environ, "AOC_PROJECT_DIR": str(tmp_path)}
    ran = run_aoc_process(list(COMMANDS["run"]), env=env, cwd=tmp_path)
    assert ran.returncode == 1, ran.stdout + ran.stderr
    note = ran.stderr.strip().splitlines()[-1]
    assert note.startswith("aoc: note: networkx_not_here is not installed in the Python"), note
    assert f"({sys.prefix}): pip install networkx_not_here there" in note, note


@dataclass(frozen=True)
class _Quick(DayTask):
    """A task that answers at once."""

    def run(self) -> int:
        return 42


def test_a_stop_that_comes_while_the_day_is_forked_is_no_traceback(tmp_path: Path) -> None:
    # A library's after-fork handler (filelock registers one) still running in the
    # supervisor when the day has answered and `aoc` stops it: the stop was "ignored"
    # inside the handler, with a traceback on the user's stderr. Here the handler takes
    # a while in the supervisor, so the stop comes then, every time.
    read_end, write_end = os.pipe()
    child = os.fork()
    if child == 0:  # a process of its own: its handler and its stderr go with it
        try:
            os.dup2(write_end, 2)
            # Python's own report of an exception it ignores, not pytest's capture of it.
            sys.stderr = open(2, "w", buffering=1, closefd=False)  # noqa: SIM115 (for good)
            sys.unraisablehook = sys.__unraisablehook__
            me = os.getpid()
            os.register_at_fork(after_in_parent=lambda: os.getpid() != me and time.sleep(1))
            task = _Quick(Project.at(tmp_path), PuzzleDay(2022, 2))
            outcome = run_here(task, Limits(timeout_s=30, memory_bytes=None, jobs=1), print)
            os.write(2, f"outcome: {outcome.value} {outcome.failure}\n".encode())
        finally:
            os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, encoding="utf-8", errors="replace") as stderr:
        said = stderr.read()
    os.waitpid(child, 0)
    assert said.endswith("outcome: 42 None\n"), said
    assert "Exception ignored" not in said and "Traceback" not in said, said


def test_a_stop_stops_the_supervisor_once_and_a_later_one_is_no_traceback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A stop that came as the supervisor cleaned up (a second SIGTERM, or the first one
    # inside `signal.signal`, Python code on 3.13) escaped it as a traceback on the
    # user's stderr ("Process ForkServerProcess-3: ... _StopError"). Its handler, called
    # as the signal module calls it:
    monkeypatch.setattr(workers, "_stop_raises", True)  # watching the day
    with pytest.raises(workers._StopError):
        workers._raise_stop(signal.SIGTERM, None)
    workers._raise_stop(signal.SIGTERM, None)  # the stop under way: nothing raised
    workers._raise_stop(signal.SIGTERM, None)
