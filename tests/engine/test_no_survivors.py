"""However `aoc` ends, no day it started runs on: not a loop, not one long built-in call
that holds the GIL, not a process the day started in a session of its own, not a thread
that never ends; and nothing the day printed is left on disk.

These read /proc to see which processes are alive: Linux, where `aoc` is a child
subreaper and sets the parent-death signal (see `aoc_framework.engine.workers`)."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from tests.engine.background_status import (
    COMMANDS,
    status_in_background,
    wait_until,
    write_one_day_project,
)
from tests.forked_aoc import run_aoc_process

pytestmark = pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="reads /proc (Linux)")

#: What the stubborn day does once it has written its pids down, by kind.
STUBBORN = {
    "a loop": "while True:\n            pass",
    # One C call: no bytecode runs until it returns, so no Python thread runs either.
    "a long built-in call": "sum(range(10**13))",
    "a child in its own session": (
        "child = subprocess.Popen(['sleep', '1000'], start_new_session=True)\n"
        "        pids.append(child.pid)\n"
        "        write()\n"
        "        while True:\n"
        "            pass"
    ),
    "a thread that never ends": (
        "threading.Thread(target=lambda: [None for _ in iter(int, 1)]).start()\n"
        "        while True:\n"
        "            time.sleep(1)"
    ),
}


def stubborn_day(pid_file: Path, kind: str, noisy: bool = True) -> str:
    """The day that does `kind`; `noisy`: after more on stderr than a worker keeps
    (`aoc run`'s day writes to aoc's own stderr, which the test reads only at the end)."""
    return (
        "import os, subprocess, sys, threading, time\n"
        "from aoc_framework import Solution\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2022, 2\n\n"
        "    def part_1(self, data):\n"
        "        pids = [os.getpid()]\n"
        "        def write():\n"
        f"            open({str(pid_file)!r} + '.tmp', 'w').write(' '.join(map(str, pids)))\n"
        f"            os.replace({str(pid_file)!r} + '.tmp', {str(pid_file)!r})\n"
        f"        sys.stderr.write('x' * {200_000 if noisy else 0})  # more than the tail\n"
        "        write()\n"
        f"        {STUBBORN[kind]}\n"
    )


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize(
    ("kind", "ending"),
    [
        *((kind, signal.SIGKILL) for kind in STUBBORN),
        ("a long built-in call", signal.SIGTERM),
        ("a child in its own session", signal.SIGTERM),
        ("a child in its own session", signal.SIGINT),
    ],
)
def test_no_process_of_a_day_outlives_aoc(
    tmp_path: Path, kind: str, ending: int, command: str
) -> None:
    pid_file, temporary = tmp_path / "pids", tmp_path / "tmp"
    temporary.mkdir()
    write_one_day_project(tmp_path, stubborn_day(pid_file, kind, noisy=command == "status"))
    # TMPDIR: where the worker would keep anything (none may be left).
    process = status_in_background(tmp_path, command, AOC_DAY_TIMEOUT="600", TMPDIR=str(temporary))
    expected = 2 if kind == "a child in its own session" else 1
    try:
        wait_until(
            lambda: pid_file.is_file() and len(pid_file.read_text().split()) >= expected,
            "the day never started",
        )
    except AssertionError:
        process.kill()  # its day goes with it, rather than loop on after the test
        raise
    pids = [int(pid) for pid in pid_file.read_text().split()]
    assert all(alive(pid) for pid in pids)

    process.send_signal(ending)
    _, err = process.communicate(timeout=30)
    if ending != signal.SIGKILL:  # Ctrl-C (as at a terminal) or SIGTERM: one line, its code
        assert process.returncode == (130 if ending == signal.SIGINT else 143), err
        assert "Traceback" not in err, err
    deadline = time.monotonic() + 5
    while (survivors := [pid for pid in pids if alive(pid)]) or list(temporary.iterdir()):
        assert time.monotonic() < deadline, (
            f"{survivors} outlived aoc ({kind})",
            [p.name for p in temporary.iterdir()],
        )
        time.sleep(0.05)


def alive(pid: int) -> bool:
    """Whether `pid` runs (a zombie, already dead but not yet reaped, does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()[0]
    except OSError:
        return False
    return state != b"Z"


def test_a_day_may_start_a_pool_of_processes(tmp_path: Path) -> None:
    # Days parallelise with multiprocessing.Pool; under aoc status, whose workers are
    # daemonic processes, multiprocessing refused ("daemonic processes are not allowed
    # to have children") where aoc run took it. The pool's processes die with the day.
    write_one_day_project(
        tmp_path,
        "from multiprocessing import Pool\n"
        "from aoc_framework import Solution\n\n"
        "def square(n):\n"
        "    return n * n\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2022, 2\n\n"
        "    def part_1(self, data):\n"
        "        with Pool(2) as pool:\n"
        "            return sum(pool.map(square, range(4)))\n",
    )
    (tmp_path / "answers.toml").write_text('[2022.day02]\npart_1 = "14"\n')
    env = {**os.environ, "AOC_PROJECT_DIR": str(tmp_path), "AOC_DAY_TIMEOUT": "60"}
    status = run_aoc_process(["status", "2022"], env=env, cwd=tmp_path)
    assert status.returncode == 0, status.stdout + status.stderr
    assert "checked stars 1/" in status.stdout, status.stdout
