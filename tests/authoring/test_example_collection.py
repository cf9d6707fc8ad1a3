"""The pytest plugin: every day's examples and answers collected with no test file per
day, each day run in a worker of its own."""

from __future__ import annotations

import threading

import pytest

from aoc_framework.authoring.new import new_day
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.answers import record_answers
from aoc_framework.project.layout import Project
from tests.authoring.conftest import COUNTING_DAY, write_day, write_input
from tests.conftest import RunPytest

HANGING_DAY = """
import time
from aoc_framework import Example, Solution

class Day02(Solution[str]):
    year, day = 2022, 2
    examples = (Example("x", part_1=1),)

    def part_1(self, data: str) -> int:
        while True:
            time.sleep(1)
"""


def run_pytest(user_pytest: RunPytest, project: Project, *args: str) -> tuple[int, str]:
    """`pytest solutions` inside `project`, as a user runs it there: its exit code and
    what it printed."""
    (project.root / "pytest.ini").write_text("[pytest]\ntestpaths = solutions\n")
    env = {"AOC_DAY_TIMEOUT": "1", "AOC_INPUTS_DIR": str(project.inputs_dir)}
    result = user_pytest(project.root, "-rA", *args, env=env)
    return result.ret, result.stdout.str()


@pytest.mark.long
def test_pytest_checks_each_days_examples_and_answers(
    project: Project, user_pytest: RunPytest
) -> None:
    new_day(project, PuzzleDay(2023, 8))
    write_day(project, 2023, 9, COUNTING_DAY.replace("part_2=7", "part_2=6"))
    write_input(project, 2023, 9, "10 20 30 40\n")
    record_answers(project, {(PuzzleDay(2023, 9), 1): 4, (PuzzleDay(2023, 9), 2): 99})
    write_day(project, 2023, 10, "import a_module_that_does_not_exist\n")
    write_day(project, 2022, 2, HANGING_DAY)

    code, out = run_pytest(user_pytest, project)

    assert code == 1, out
    assert "PASSED solutions/2023/day09.py::2023-09-examples" in out
    assert "FAILED solutions/2023/day09.py::2023-09-answers" in out
    assert "input part 2: 100 ✗ expected 99" in out
    # The summary line names what failed, not only the day ("2023 day 9:").
    summary = out.split("short test summary")[-1]
    assert "FAILED solutions/2023/day09.py::2023-09-answers - 2023 day 9: input part" in summary
    # A broken import is one failed item naming the file, not a collection error.
    assert "FAILED solutions/2023/day10.py::2023-10-examples" in out
    assert "No module named 'a_module_that_does_not_exist' (solutions/2023/day10.py:1)" in out
    assert "errors" not in out.splitlines()[-1]
    # A day that hangs is stopped at the timeout; the others still run.
    assert "FAILED solutions/2022/day02.py::2022-02-examples" in out
    assert "timeout: still running after 1 s in part_1 at solutions/2022/day02.py:" in out
    assert "(a slow day can have longer: --day-timeout SECONDS, or AOC_DAY_TIMEOUT=SECONDS)" in out
    # A day fresh from the template is not solved yet: a skip that says so, and where.
    assert "SKIPPED [1] solutions/2023/day08.py:1: 2023 day 8: not solved yet" in out
    assert "day08.py:1: 2023 day 8: no cached input; run `aoc fetch 2023 8`" in out
    assert "pytest_plugin" not in out


def test_collect_only_lists_the_checks_and_runs_no_day(
    project: Project, user_pytest: RunPytest
) -> None:
    write_day(project, 2023, 9, COUNTING_DAY)
    threads = set(threading.enumerate())

    code, out = run_pytest(user_pytest, project, "--collect-only", "-q")

    assert code == 0, out
    assert "solutions/2023/day09.py::2023-09-examples" in out
    # The days would run in a thread of this process, still starting its workers now.
    assert set(threading.enumerate()) <= threads


def test_k_selects_years_and_days(project: Project, user_pytest: RunPytest) -> None:
    write_day(project, 2023, 9, COUNTING_DAY.replace("part_2=7", "part_2=6"))
    write_day(project, 2022, 2, HANGING_DAY)

    code, out = run_pytest(user_pytest, project, "-k", "2023")

    assert code == 0, out
    assert "2022" not in out.split("short test summary")[-1]
    assert "1 passed, 1 skipped, 2 deselected" in out


@pytest.mark.parametrize("account", ["default", "alt"])
def test_an_answers_toml_that_is_not_toml_is_one_line_not_an_internal_error(
    project: Project, user_pytest: RunPytest, account: str
) -> None:
    write_day(project, 2023, 9, COUNTING_DAY)
    answers = project.root / "answers.toml"
    if account != "default":
        answers = project.inputs_dir / "accounts" / account / "answers.toml"
        answers.parent.mkdir(parents=True)
    answers.write_text("[2023.day09\n")
    (project.root / "pytest.ini").write_text("[pytest]\ntestpaths = solutions\n")
    result = user_pytest(project.root, env={"AOC_INPUTS_DIR": str(project.inputs_dir)})
    shown = "\n".join(result.outlines + result.errlines)
    assert result.ret == pytest.ExitCode.USAGE_ERROR, shown
    assert "INTERNALERROR" not in shown and "Traceback" not in shown, shown
    assert f"ERROR: aoc: {answers} is not valid TOML" in shown, shown
