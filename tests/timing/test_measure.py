"""The repeat loop and timing a solution in this process."""

from __future__ import annotations

import time

import pytest

from aoc_framework import Solution
from aoc_framework.runner import Verdict
from aoc_framework.timing.measure import RepeatPlan, measure, time_solution
from aoc_framework.timing.results import Status

#: The harness's own overhead per measurement that the issue allows.
OVERHEAD_BOUND_NS = 5_000


class NoOp(Solution[None]):
    year, day = 2022, 1

    def parse(self, text: str) -> None:
        return None

    def part_1(self, data: None) -> int:
        return 0

    def part_2(self, data: None) -> int:
        return 0


def test_a_no_op_part_measures_at_most_5_microseconds() -> None:
    # The median of many runs through the real harness: robust to the odd slow run.
    row = time_solution(NoOp, "x", "input", RepeatPlan(runs=5_000))
    for name in ("part_1", "part_2"):
        step = row.steps[name]
        assert step.runs == 5_000
        assert step.median_ns is not None and step.median_ns <= OVERHEAD_BOUND_NS, step


def test_a_fixed_number_of_runs_follows_one_warm_up_call() -> None:
    calls = []
    result = measure(calls.append, 1, RepeatPlan(runs=7))
    assert result.runs == 7
    assert len(calls) == 8


def test_the_budget_bounds_the_runs_and_at_least_one_is_made() -> None:
    def five_ms(_: object) -> None:
        time.sleep(0.005)

    # Each run takes at least 5 ms, so a 20 ms budget is spent after at most 4 runs.
    assert 1 <= measure(five_ms, None, RepeatPlan(budget_s=0.02)).runs <= 4
    assert measure(five_ms, None, RepeatPlan(budget_s=1e-9)).runs == 1


def test_each_step_is_timed_and_judged() -> None:
    class Sums(Solution[list[int]]):
        year, day, title = 2022, 1, "Sums"

        def parse(self, text: str) -> list[int]:
            return [int(x) for x in text.split()]

        def part_1(self, numbers: list[int]) -> int:
            return sum(numbers)

        def part_2(self, numbers: list[int]) -> int:
            return max(numbers)

    row = time_solution(Sums, "1 2 3", "input", RepeatPlan(runs=3), expected={1: 6, 2: 4}.get)
    assert row.title == "Sums"
    assert row.steps["parse"].verdict is None
    assert (row.steps["part_1"].answer, row.steps["part_1"].verdict) == ("6", Verdict.CORRECT)
    assert (row.steps["part_2"].answer, row.steps["part_2"].verdict) == ("3", Verdict.WRONG)
    assert row.status is Status.WRONG


def test_a_part_that_changes_the_parsed_data_is_an_error() -> None:
    class Mutating(Solution[list[int]]):
        year, day = 2022, 1

        def parse(self, text: str) -> list[int]:
            return [1, 2, 3]

        def part_1(self, numbers: list[int]) -> int:
            return numbers.pop()

    row = time_solution(Mutating, "x", "input", RepeatPlan(runs=3), parts=(1,))
    error = row.steps["part_1"].error
    assert error is not None and "answer changed from 3 to 2" in error
    assert row.status is Status.ERROR


@pytest.mark.parametrize(
    ("answer", "message"), [(1.5, "TypeError: part_1 returned float"), (True, "returned a bool")]
)
def test_an_answer_of_the_wrong_type_is_an_error(answer: object, message: str) -> None:
    class BadType(Solution[str]):
        year, day = 2022, 1

        def part_1(self, text: str) -> object:
            return answer

    error = time_solution(BadType, "x", "input", RepeatPlan(runs=1)).steps["part_1"].error
    assert error is not None and message in error


def test_a_parse_error_leaves_the_parts_unrun() -> None:
    class BadParse(Solution[int]):
        year, day = 2022, 1

        def parse(self, text: str) -> int:
            return int(text)

    row = time_solution(BadParse, "not a number", "input", RepeatPlan(runs=1))
    assert list(row.steps) == ["parse"]
    error = row.steps["parse"].error
    assert error is not None and error.startswith("ValueError: invalid literal")
    assert row.status is Status.ERROR
