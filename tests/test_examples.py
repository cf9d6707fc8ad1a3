"""Every day's published examples, collected automatically: no test file to write per day.

One test per example and part, e.g. `test_example[2023-07-example1-part1]`, for every day
in the project (`AOC_PROJECT_DIR`, else found from the working folder like `aoc` does).
A part with no expected answer yet, or not solved yet, is reported as a skip saying so.
"""

from __future__ import annotations

import pytest

from aoc_framework.example_checks import ExampleCheck, example_checks
from aoc_framework.project import Project
from aoc_framework.runner import Verdict

CHECKS = example_checks(Project.locate())


@pytest.mark.parametrize("check", CHECKS, ids=[check.id for check in CHECKS])
def test_example(check: ExampleCheck) -> None:
    result = check.run()
    if result.expected is None:
        got = "not solved" if result.answer is None else f"got {result.answer}"
        pytest.skip(f"{check}: no expected answer yet ({got})")
    if result.verdict is Verdict.NOT_SOLVED:
        pytest.skip(f"{check}: not solved yet (part_{check.part} returns None)")
    assert result.verdict is Verdict.CORRECT, (
        f"{check}: got {result.answer}, expected {result.expected}"
    )
