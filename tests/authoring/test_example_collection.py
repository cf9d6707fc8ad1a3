"""A new day's examples are tested by pytest with no test file written for it."""

from __future__ import annotations

import os
import subprocess
import sys

from aoc_framework.example_checks import example_checks
from aoc_framework.project import Project
from aoc_framework.runner import Verdict
from aoc_framework.scaffold import scaffold_day
from tests.authoring.conftest import COUNTING_DAY, write_day
from tests.conftest import ROOT


def test_example_checks_cover_every_example_and_part(project: Project) -> None:
    scaffold_day(project, 2023, 8)
    write_day(project, 2023, 9, COUNTING_DAY)

    checks = example_checks(project)

    assert [(check.id, check.run().verdict) for check in checks] == [
        ("2023-08-example1-part1", Verdict.NOT_SOLVED),
        ("2023-08-example1-part2", Verdict.NOT_SOLVED),
        ("2023-09-example1-part1", Verdict.CORRECT),
        ("2023-09-example1-part2", Verdict.WRONG),
        ("2023-09-example2-part2", Verdict.CORRECT),  # a part 2 example only
        ("2023-09-example3-part1", Verdict.UNKNOWN),
        ("2023-09-example3-part2", Verdict.UNKNOWN),
    ]
    assert str(checks[4]) == "2023 day 9 example 2 part 2"
    assert [check.id for check in example_checks(project, 2024)] == []


def test_pytest_collects_a_new_days_examples(project: Project) -> None:
    scaffold_day(project, 2023, 8)
    write_day(project, 2023, 9, COUNTING_DAY)
    # An expected answer filled in before the part is written: a part 1 example now.
    template = scaffold_day(project, 2023, 10)
    template.write_text(template.read_text().replace("part_1=None", "part_1=5"))

    result = subprocess.run(
        [sys.executable, "-m", "pytest", "tests/test_examples.py", "-rA", "-p", "no:cacheprovider"],
        cwd=ROOT,
        env={**os.environ, "AOC_PROJECT_DIR": str(project.root)},
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )

    out = result.stdout
    assert result.returncode == 1, out  # the one wrong example fails the run
    assert "1 failed, 2 passed, 5 skipped" in out
    assert "PASSED tests/test_examples.py::test_example[2023-09-example1-part1]" in out
    assert "PASSED tests/test_examples.py::test_example[2023-09-example2-part2]" in out
    assert "FAILED tests/test_examples.py::test_example[2023-09-example1-part2]" in out
    assert "2023 day 9 example 1 part 2: got 6, expected 7" in out
    for skipped in (
        "2023 day 8 example 1 part 1: no expected answer yet (not solved)",
        "2023 day 8 example 1 part 2: no expected answer yet (not solved)",
        "2023 day 9 example 3 part 1: no expected answer yet (got 1)",
        "2023 day 9 example 3 part 2: no expected answer yet (got 6)",
        "2023 day 10 example 1 part 1: not solved yet (part_1 returns None)",
    ):
        assert skipped in out
    assert "2023-10-example1-part2" not in out
    assert "2023-07" not in out  # the repository's own days are not this project's
