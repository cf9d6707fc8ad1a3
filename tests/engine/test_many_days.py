"""The engine that runs many days, on a generated project with every awkward shape:
isolation, timeouts, the memory cap, calendar order, and remembered results."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from aoc_framework.engine import workers
from aoc_framework.engine.status import DayStatus, check_days, project_status
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import Verdict
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits, Settings
from tests import scale_project as shapes
from tests.conftest import ROOT
from tests.engine.background_status import (
    status_in_background,
    wait_until,
    write_one_day_project,
)
from tests.forked_aoc import start_aoc
from tests.scale_project import ScaleProject, write_scale_project

#: Time enough for the allocating day to reach the cap on a busy 2-core machine.
LIMITS = Limits(timeout_s=3, memory_bytes=600 * 2**20, jobs=2)


@pytest.fixture(scope="module")
def scale(tmp_path_factory: pytest.TempPathFactory) -> ScaleProject:
    return write_scale_project(tmp_path_factory.mktemp("scale"), 14, slow_seconds=0.05)


@pytest.fixture(scope="module")
def statuses(scale: ScaleProject) -> dict:
    years = project_status(scale.project, limits=LIMITS)
    return {day.puzzle: day for year in years for day in year.days}


@pytest.mark.long
def test_every_healthy_day_is_right_however_its_neighbours_behave(
    scale: ScaleProject, statuses: dict
) -> None:
    for puzzle in scale.healthy:
        status: DayStatus = statuses[puzzle]
        assert not status.failed, (puzzle, status)
        assert status.answers[0] is Verdict.CORRECT, (puzzle, status)
        assert status.examples[0] in (None, Verdict.CORRECT), (puzzle, status)


@pytest.mark.parametrize(
    ("puzzle", "error"),
    [
        (shapes.HANGS, "timeout: still running after 3 s in part_1 at solutions/2016/day02.py:"),
        (shapes.ALLOCATES, "out of memory: used more than the 0.586 GiB memory cap"),
        (shapes.BROKEN_IMPORT, "ModuleNotFoundError: No module named 'a_module_that_does_not"),
    ],
)
def test_each_failing_day_gets_its_own_one_line_verdict(
    statuses: dict, puzzle: object, error: str
) -> None:
    status = statuses[puzzle]
    assert status.error is not None and status.error.startswith(error), status.error
    assert "\n" not in status.error
    assert status.failed


def test_a_day_out_of_time_says_where_it_was(scale: ScaleProject, statuses: dict) -> None:
    # An endless loop and a slow part look alike but for where they were: the line.
    error = statuses[shapes.HANGS].error
    found = re.search(r" at (solutions/2016/day02\.py):(\d+); killed", error)
    assert found, error
    lines = (scale.project.root / found[1]).read_text(encoding="utf-8").splitlines()
    assert "time.sleep(60)" in lines[int(found[2]) - 1]


def test_where_it_was_is_the_innermost_frame_of_the_projects_own_code(tmp_path: Path) -> None:
    framework = Path(workers.__file__).resolve()
    dumped = (
        "Thread 0x00007f (most recent call first):\n"
        '  File "/usr/lib/python3.11/time.py", line 9 in sleep\n'
        f'  File "{tmp_path}/helpers.py", line 4 in wait\n'
        f'  File "{tmp_path}/solutions/2026/day04.py", line 33 in part_1\n'
        f'  File "{framework}", line 900 in _run_day\n'
    )
    assert workers.where_it_was(dumped, tmp_path) == " in wait at helpers.py:4"
    assert workers.where_it_was(dumped.replace(str(tmp_path), "/elsewhere"), tmp_path) == ""
    assert workers.where_it_was("", tmp_path) == ""


def test_where_it_was_skips_the_libraries_of_a_virtual_environment_in_the_project() -> None:
    # A day stuck in a library installed in the project's own .venv (as the README makes
    # one) was there, in the day's own line, not in the library's.
    venv = Path(sys.prefix).resolve()
    dumped = (
        f'  File "{venv}/lib/python3/site-packages/networkx/algo.py", line 7 in walk\n'
        f'  File "{venv.parent}/solutions/2026/day04.py", line 33 in part_1\n'
    )
    assert workers.where_it_was(dumped, venv.parent) == " in part_1 at solutions/2026/day04.py:33"


def test_state_one_run_leaves_behind_reaches_no_other(statuses: dict) -> None:
    # Parse per part, class attributes fresh for the examples, recursion limit per day.
    for puzzle in (shapes.MUTATES_PARSE, shapes.CLASS_STATE, shapes.CHECKS_RECURSION_LIMIT):
        assert not statuses[puzzle].failed, statuses[puzzle]


def test_a_second_run_answers_from_memory_until_something_changes(
    scale: ScaleProject, statuses: dict
) -> None:
    # `statuses` is the first run, which this second one answers from; asked for here,
    # not left to the test that asks for it first (run alone, or spread over workers by
    # `-n N`, whose tests do not come in the file's order, this one ran everything).
    project = scale.project
    again = {d.puzzle: d for y in project_status(project, limits=LIMITS) for d in y.days}
    ran = [p for p in scale.puzzles if again[p].remembered_at is None]
    # The hanging day too: it would only hang again. Not the day whose import fails: a
    # package installed since changes no file of the project.
    assert ran == [shapes.BROKEN_IMPORT]

    helper = project.solutions_dir / "2019" / "helper.py"
    helper.write_text(helper.read_text() + "\n# changed\n")
    changed = next(p for p in scale.healthy if p.year == 2017)
    fast = project.solution_path(changed)
    fast.write_text(fast.read_text().replace("sum(numbers)", "sum(numbers) + 1"))
    third = {d.puzzle: d for y in project_status(project, limits=LIMITS) for d in y.days}
    rerun = sorted(p for p in scale.puzzles if third[p].remembered_at is None)
    assert rerun == sorted([*shapes.SHARED_HELPER, changed, shapes.BROKEN_IMPORT])
    assert third[changed].answers[0] is Verdict.WRONG
    assert not any(third[p].failed for p in shapes.SHARED_HELPER)


def test_rerun_ignores_the_memory(scale: ScaleProject) -> None:
    fresh = project_status(scale.project, 2019, limits=LIMITS, rerun=True)
    assert all(day.remembered_at is None for day in fresh[0].days if day.solution)


def test_the_memory_is_ignored_by_git(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    assert ".aoc-cache/" in (root / ".gitignore").read_text().splitlines()


#: In a new interpreter: start aoc's forkserver as `aoc status` does, then print whether
#: SIGINT is blocked in the forkserver (its `SigBlk` in /proc).
FORKSERVER_MASK = """
import multiprocessing.forkserver as forkserver
import signal
from aoc_framework.engine import workers
workers._context(["aoc_framework.engine.day_tasks"])
status = open(f"/proc/{forkserver._forkserver._forkserver_pid}/status").read()
blocked = next(line for line in status.splitlines() if line.startswith("SigBlk:"))
print(int(blocked.split()[1], 16) >> (signal.SIGINT - 1) & 1)
"""


@pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="reads /proc (Linux)")
def test_the_forkserver_starts_with_ctrl_c_blocked() -> None:
    # A Ctrl-C pressed while aoc starts its forkserver would kill it mid-import, with a
    # traceback under the table: it starts with SIGINT blocked until it ignores it.
    # (multiprocessing's resource tracker, started by the forkserver, unblocked it.)
    result = subprocess.run(
        [sys.executable, "-c", FORKSERVER_MASK],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.stdout.strip() == "1", result.stdout + result.stderr


def test_ctrl_c_stops_every_worker_at_once_and_shows_what_is_known(tmp_path: Path) -> None:
    scale = write_scale_project(tmp_path, 10, slow_seconds=0.05)
    env = {
        **os.environ,
        "AOC_PROJECT_DIR": str(scale.project.root),
        "AOC_INPUTS_DIR": str(scale.project.inputs_dir),
        "AOC_DAY_TIMEOUT": "60",
        "AOC_JOBS": "2",
    }
    process = start_aoc(["status"], env=env, cwd=tmp_path)  # SIGINT as at a terminal
    assert process.stderr is not None
    lines = [process.stderr.readline() for _ in range(2)]  # the intro, then a first day
    assert lines[1].startswith("aoc status: [1/10]"), lines
    process.send_signal(signal.SIGINT)
    try:  # not the 60 s a hanging day would take
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:  # seen once in a while under load: say what it did
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        pytest.fail(f"still running 10 s after Ctrl-C; it said:\n{process.stderr.read()}")
    out, err = process.stdout.read(), process.stderr.read()  # a few KB: no pipe filled
    assert process.returncode == 130
    assert err.splitlines()[-1].startswith("aoc: error: interrupted: ")
    assert "2016" in out and "stars " in out  # the calendar of what was checked


@pytest.mark.parametrize("edited", ["the day", "a helper at the root"])
def test_a_day_edited_while_it_runs_is_not_remembered_with_the_old_verdict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edited: str
) -> None:
    started, release = tmp_path / "started", tmp_path / "release"
    in_helper = edited == "a helper at the root"
    waiting_day = (
        "import pathlib, time\n"
        "import helpers\n"
        "from aoc_framework import Solution\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2022, 2\n\n"
        "    def part_1(self, data):\n"
        f"        pathlib.Path({str(started)!r}).touch()\n"
        f"        while not pathlib.Path({str(release)!r}).exists():\n"
        "            time.sleep(0.02)\n"
        f"        return {'helpers.ANSWER' if in_helper else 'ANSWER'}\n\n"
        "ANSWER = 1\n"
    )
    day = write_one_day_project(tmp_path, waiting_day)
    helper = tmp_path / "helpers.py"
    helper.write_text("ANSWER = 1\n")
    (tmp_path / "answers.toml").write_text('[2022.day02]\npart_1 = "2"\n')
    process = status_in_background(tmp_path, AOC_DAY_TIMEOUT="60")
    wait_until(started.exists, "the day never started")
    fixed = helper if in_helper else day  # fixed while it runs
    fixed.write_text(fixed.read_text().replace("ANSWER = 1", "ANSWER = 2"))
    release.touch()
    assert process.wait(60) == 1  # the old code's ✗, told once

    monkeypatch.setenv("AOC_DAY_TIMEOUT", "60")  # the limits the memory was keyed by
    limits = Settings.from_environment().limits()
    again = next(check_days(Project.at(tmp_path), [PuzzleDay(2022, 2)], limits))
    assert again.remembered_at is None  # run again, not recalled
    assert again.answers[0] is Verdict.CORRECT


ONE_RIGHT_DAY = (
    "from aoc_framework import Solution\n\n"
    "class Day02(Solution[str]):\n"
    "    year, day = 2022, 2\n\n"
    "    def part_1(self, data):\n"
    "        return 1\n"
)


def test_days_run_under_a_long_temp_folder(tmp_path: Path) -> None:
    # The forkserver's socket lives under the temp folder, and a socket's path has a
    # limit (108 bytes): a long TMPDIR made every worker fail with a traceback. The
    # user's pytest serves its days from a forkserver (its checks run in a thread).
    long_temp = tmp_path / ("t" * 90)
    long_temp.mkdir()
    write_one_day_project(tmp_path, ONE_RIGHT_DAY)
    (tmp_path / "answers.toml").write_text('[2022.day02]\npart_1 = "1"\n')
    env = {**os.environ, "AOC_PROJECT_DIR": str(tmp_path), "TMPDIR": str(long_temp)}
    env.pop("PYTEST_XDIST_WORKER", None)
    asked = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "solutions"]
    result = subprocess.run(asked, env=env, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    assert re.search(r"\b[1-9]\d* passed", result.stdout), result.stdout


#: In a new interpreter: check the project's one day (argv[1]) as `aoc status` does, after
#: starting a thread or importing a module of the project (argv[2]); print the day's
#: verdict and whether its worker came from a forkserver.
FORKED_WHERE = """
import sys, threading, time
from multiprocessing import forkserver
from pathlib import Path
from aoc_framework.engine.status import check_days
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits
if sys.argv[2] == "a thread":
    threading.Thread(target=time.sleep, args=(30,), daemon=True).start()
if sys.argv[2] == "a module of the project":
    sys.path.insert(0, sys.argv[1])
    import helpers
if sys.argv[2] == "a module of its own virtual environment":
    import installed_here
if sys.argv[2] == "much memory":
    ballast = b"x" * (64 * 2**20)
if sys.argv[2] == "its stderr replaced":  # as pytest's capsys replaces it
    import io
    sys.stderr = io.StringIO()
limits = Limits(timeout_s=30, memory_bytes=None, jobs=2)
status = next(check_days(Project.at(Path(sys.argv[1])), [PuzzleDay(2022, 2)], limits))
print(status.answers[0].name, forkserver._forkserver._forkserver_pid is not None)
"""


@pytest.mark.parametrize(
    ("before", "forkserver"),
    [
        ("nothing", False),
        ("its stderr replaced", False),
        ("a module of its own virtual environment", False),
        ("a thread", True),
        ("a module of the project", True),
        ("much memory", True),
    ],
)
def test_days_are_forked_from_aoc_itself_only_where_they_start_as_clean(
    tmp_path: Path, before: str, forkserver: bool
) -> None:
    # Forked from `aoc` (one thread, none of the project imported, little memory), a day
    # is spared a forkserver's new interpreter; forked from a process with another
    # thread (a lock it held would stay held), with the project's modules (their state
    # would be the day's) or holding much memory (the day's peak would be its), it comes
    # from the forkserver. A host's own sys.stderr is none of the day's business.
    write_one_day_project(tmp_path, ONE_RIGHT_DAY)
    (tmp_path / "helpers.py").write_text("STATE = []\n")
    (tmp_path / "answers.toml").write_text('[2022.day02]\npart_1 = "1"\n')
    python = sys.executable
    if before == "a module of its own virtual environment":  # a venv in the project, as
        # the README makes one: what is installed there is not the project's code
        venv = tmp_path / ".venv"
        subprocess.run([python, "-m", "venv", "--without-pip", str(venv)], check=True)
        installed = next((venv / "lib").glob("python3*/site-packages"))
        (installed / "installed_here.py").write_text("STATE = []\n")
        ours = next(p for p in map(Path, sys.path) if p.name == "site-packages")
        (installed / "the-tests.pth").write_text(f"{ours}\n{ROOT}\n")
        python = str(venv / "bin" / "python")
    asked = [python, "-c", FORKED_WHERE, str(tmp_path), before]
    result = subprocess.run(asked, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["CORRECT", str(forkserver)], result.stdout


def test_a_day_with_helpers_outside_solutions_is_remembered_until_one_changes(
    tmp_path: Path,
) -> None:
    # The commonest layout: a helpers.py at the project's root and lib/grid.py beside
    # it, imported by the day. A second status answers from memory; a changed helper
    # runs the day again.
    write_one_day_project(
        tmp_path,
        "import helpers\nfrom lib.grid import SIZE\nfrom aoc_framework import Solution\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2022, 2\n\n"
        "    def part_1(self, data):\n"
        "        return helpers.ANSWER + SIZE\n",
    )
    (tmp_path / "helpers.py").write_text("ANSWER = 40\n")
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "grid.py").write_text("SIZE = 2\n")
    (tmp_path / "answers.toml").write_text('[2022.day02]\npart_1 = "42"\n')
    project, puzzle = Project.at(tmp_path), PuzzleDay(2022, 2)

    def checked() -> DayStatus:
        return next(check_days(project, [puzzle], LIMITS))

    first = checked()
    assert first.remembered_at is None and first.answers[0] is Verdict.CORRECT
    assert checked().remembered_at is not None  # nothing changed: from memory
    (tmp_path / "lib" / "grid.py").write_text("SIZE = 3\n")
    again = checked()
    assert again.remembered_at is None and again.answers[0] is Verdict.WRONG
    assert checked().remembered_at is not None


def test_a_remembered_status_holds_under_other_limits_while_it_would_be_the_same(
    tmp_path: Path,
) -> None:
    # 252 real days: `aoc status -j 1` (another memory cap) or another --day-timeout ran
    # every remembered day again, ten minutes for days that take no time.
    write_one_day_project(
        tmp_path,
        "import time\nfrom aoc_framework import Solution\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2022, 2\n\n"
        "    def part_1(self, data):\n"
        "        time.sleep(float(data))\n"
        "        return 1\n",
    )
    project, puzzle = Project.at(tmp_path), PuzzleDay(2022, 2)
    given = project.input_path(puzzle)

    def checked(timeout_s: float, memory: int | None = LIMITS.memory_bytes) -> DayStatus:
        return next(check_days(project, [puzzle], Limits(timeout_s, memory, 1)))

    given.write_text("0\n")
    assert checked(3).remembered_at is None
    assert checked(300, None).remembered_at is not None  # looser: it finishes again
    assert checked(3, 2 * LIMITS.memory_bytes).remembered_at is not None
    assert checked(1).remembered_at is not None  # tighter, but it took far less
    assert checked(0.0001).remembered_at is None  # tighter than it took: run again

    given.write_text("5\n")  # stopped at its time limit
    assert "timeout" in (checked(0.5).error or "")
    assert checked(0.5).remembered_at is not None  # it would be stopped again
    assert checked(0.3).remembered_at is not None
    again = checked(1)  # a longer limit may let it finish: run again
    assert again.remembered_at is None and "after 1 s" in (again.error or "")


def test_a_day_that_failed_to_import_a_package_is_never_remembered(tmp_path: Path) -> None:
    # Installing the package changes no file of the project: the old error was shown
    # until --rerun, while `aoc run` gave the answers.
    write_one_day_project(
        tmp_path,
        "from aoc_framework import Solution\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2022, 2\n\n"
        "    def part_1(self, data):\n"
        "        import a_package_not_installed\n",
    )
    project, puzzle = Project.at(tmp_path), PuzzleDay(2022, 2)
    for _ in range(2):
        status = next(check_days(project, [puzzle], LIMITS))
        assert "ModuleNotFoundError" in (status.error or "") and status.remembered_at is None


#: Fields of a remembered status given the wrong type, as a damaged file holds them.
WRONG_TYPES = {
    "error int": ("error", 5),
    "seconds text": ("seconds", "slow"),
    "seconds of 400 digits": ("seconds", 10**400),
    "title list": ("title", ["x"]),
    "answers int": ("answers", 7),
}


def test_a_remembered_status_with_a_wrong_typed_field_is_checked_again(
    fixture_project: Path,
) -> None:
    project, puzzle = Project.at(fixture_project), PuzzleDay(2023, 1)
    first = next(check_days(project, [puzzle], LIMITS))
    (memory,) = project.memory_dir.glob("*.json")
    remembered = json.loads(memory.read_text())
    for case, (field, value) in WRONG_TYPES.items():
        record = json.loads(json.dumps(remembered))
        record["status"][field] = value
        memory.write_text(json.dumps(record))
        again = next(check_days(project, [puzzle], LIMITS))  # no traceback: run again
        assert again.remembered_at is None, case
        assert (again.title, again.examples, again.answers, again.error) == (
            first.title,
            first.examples,
            first.answers,
            first.error,
        ), case


def test_an_error_is_placed_at_the_days_line_not_a_library_of_the_projects_venv() -> None:
    from aoc_framework.engine.run import describe

    venv = Path(sys.prefix).resolve()  # a venv kept in the project, as the README has it
    library: dict = {}
    exec(
        compile("def walk(x):\n    return int(x)\n", f"{venv}/lib/networkx/algo.py", "exec"),
        library,
    )
    day = {"walk": library["walk"]}
    exec(compile("\ndef part_1():\n    return walk('x')\n", f"{venv.parent}/day04.py", "exec"), day)
    with pytest.raises(ValueError) as raised:
        day["part_1"]()
    said = describe(raised.value, venv.parent)
    assert said.startswith("ValueError: invalid literal for int()"), said
    assert said.endswith(" (day04.py:3)"), said
