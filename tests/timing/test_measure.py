"""The repeat loop and timing a day in this process (what a worker does for one day)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

import pytest

from aoc_framework import Solution
from aoc_framework.engine.run import Expected, nothing_expected
from aoc_framework.model.puzzle import PARTS, Part
from aoc_framework.model.results import RunResult, Verdict
from aoc_framework.timing.measure import RepeatPlan, measure_run
from aoc_framework.timing.results import (
    DayTiming,
    Status,
    day_from_dict,
    day_timing,
    day_to_dict,
)
from tests.engine.background_status import write_one_day_project
from tests.timing.conftest import run_time_in

HERE = Path(__file__).resolve().parent


def measure(
    solution_cls: type[Solution],
    raw: str,
    plan: RepeatPlan,
    parts: Sequence[Part] = PARTS,
    expected: Expected = nothing_expected,
) -> RunResult:
    """`measure_run` on `raw` as the day's cached input."""
    return measure_run(solution_cls, raw, "input", parts, expected, plan, HERE)


def row_of(solution_cls: type[Solution], run: RunResult) -> DayTiming:
    """The `aoc time` row of a day measured by `measure`."""
    return day_timing(solution_cls.year, solution_cls.day, solution_cls.title, run)


class NoOp(Solution[None]):
    year, day = 2022, 1

    def parse(self, text: str) -> None:
        return None

    def part_1(self, data: None) -> int:
        return 0

    def part_2(self, data: None) -> int:
        return 0


def test_every_run_is_timed_from_a_fresh_instance_and_a_fresh_parse_with_no_warm_up() -> None:
    calls: list[tuple[str, int]] = []

    class Counting(Solution[int]):
        year, day = 2022, 1

        def parse(self, text: str) -> int:
            calls.append(("parse", id(self)))
            return 0

        def part_1(self, data: int) -> int:
            calls.append(("part_1", id(self)))
            return 1

        def part_2(self, data: int) -> int:
            calls.append(("part_2", id(self)))
            return 2

    run = measure(Counting, "x", RepeatPlan(runs=7))
    assert [p.time.runs for p in run.parts if p.time] == [7, 7]
    assert run.parse is not None and run.parse.runs == 7
    # Exactly the 7 timed runs, no warm-up call and no run of its own for the memory
    # (a run under tracemalloc took several times as long: days timed out): each part
    # once per run, each after a parse of its own on the same instance.
    assert [name for name, _ in calls] == ["parse", "part_1", "parse", "part_2"] * 7
    for (_, parsed_on), (_, run_on) in zip(calls[::2], calls[1::2], strict=True):
        assert parsed_on == run_on


def test_the_first_cold_run_is_reported_and_counted() -> None:
    class SlowFirst(Solution[None]):
        year, day = 2022, 1
        seen: ClassVar[list[int]] = []

        def parse(self, text: str) -> None:
            return None

        def part_1(self, data: None) -> int:
            if not SlowFirst.seen:
                time.sleep(0.02)
            SlowFirst.seen.append(1)
            return 1

    run = measure(SlowFirst, "x", RepeatPlan(runs=3), parts=(Part.ONE,))
    timing = run.parts[0].time
    assert timing is not None and timing.runs == 3
    assert timing.first_ns >= 20_000_000
    assert timing.min_ns is not None and timing.min_ns < timing.first_ns
    step = row_of(SlowFirst, run).steps["part_1"]
    assert step.first_ns == timing.first_ns and step.runs == 3


def test_the_budget_bounds_the_runs_and_at_least_one_is_made() -> None:
    class FiveMs(Solution[None]):
        year, day = 2022, 1

        def parse(self, text: str) -> None:
            return None

        def part_1(self, data: None) -> int:
            time.sleep(0.005)
            return 1

    def runs(budget_s: float) -> int:
        timing = measure(FiveMs, "x", RepeatPlan(budget_s=budget_s), parts=(Part.ONE,))
        assert timing.parts[0].time is not None
        return timing.parts[0].time.runs

    # Each run takes at least 5 ms and the first one counts, so a 20 ms budget is spent
    # after at most 4 runs.
    assert 1 <= runs(0.02) <= 4
    assert runs(1e-9) == 1


def test_each_step_is_timed_and_judged() -> None:
    class Sums(Solution[list[int]]):
        year, day, title = 2022, 1, "Sums"

        def parse(self, text: str) -> list[int]:
            return [int(x) for x in text.split()]

        def part_1(self, numbers: list[int]) -> int:
            return sum(numbers)

        def part_2(self, numbers: list[int]) -> int:
            return max(numbers)

    expected = {1: 6, 2: 4}.get
    row = row_of(Sums, measure(Sums, "1 2 3", RepeatPlan(runs=3), expected=expected))
    assert row.title == "Sums"
    assert row.steps["parse"].verdict is None
    assert (row.steps["part_1"].answer, row.steps["part_1"].verdict) == ("6", Verdict.CORRECT)
    assert (row.steps["part_2"].answer, row.steps["part_2"].verdict) == ("3", Verdict.WRONG)
    assert row.status is Status.WRONG


def test_a_part_that_changes_the_parsed_data_does_not_change_the_other_parts_answer() -> None:
    class Mutating(Solution[list[int]]):
        year, day = 2022, 1

        def parse(self, text: str) -> list[int]:
            return [1, 2, 3]

        def part_1(self, numbers: list[int]) -> int:
            return numbers.pop()

        def part_2(self, numbers: list[int]) -> int:
            return len(numbers)

    row = row_of(Mutating, measure(Mutating, "x", RepeatPlan(runs=3)))
    assert (row.steps["part_1"].answer, row.steps["part_2"].answer) == ("3", "3")
    assert row.status is Status.OK


def test_a_part_whose_answer_changes_between_runs_is_an_error_naming_the_day() -> None:
    class Stateful(Solution[list[int]]):
        year, day = 2022, 1
        seen: ClassVar[list[int]] = []

        def parse(self, text: str) -> list[int]:
            return [1, 2, 3]

        def part_1(self, numbers: list[int]) -> int:
            Stateful.seen.append(1)
            return len(Stateful.seen)

    row = row_of(Stateful, measure(Stateful, "x", RepeatPlan(runs=3), parts=(Part.ONE,)))
    error = row.steps["part_1"].error
    assert error is not None and "answer changed from '1'" in error
    assert "the day keeps state between runs" in error
    assert row.status is Status.ERROR


@pytest.mark.parametrize(
    ("answer", "message"),
    [(1.5, "part_1 returned a float"), (True, "part_1 returned a bool")],
)
def test_an_answer_of_the_wrong_type_is_an_error(answer: object, message: str) -> None:
    class BadType(Solution[str]):
        year, day = 2022, 1

        def part_1(self, text: str) -> object:
            return answer

    run = measure(BadType, "x", RepeatPlan(runs=1), parts=(Part.ONE,))
    error = row_of(BadType, run).steps["part_1"].error
    assert error is not None and message in error


def test_a_parse_error_leaves_the_parts_unrun() -> None:
    class BadParse(Solution[int]):
        year, day = 2022, 1

        def parse(self, text: str) -> int:
            return int(text)

    row = row_of(BadParse, measure(BadParse, "not a number", RepeatPlan(runs=1)))
    assert list(row.steps) == ["parse"]
    error = row.steps["parse"].error
    assert error is not None and error.startswith("ValueError: invalid literal")
    assert row.status is Status.ERROR


#: What the allocating days of the memory tests hold at their peak.
BLOCK = 200 * 2**20


def test_each_step_reports_its_own_peak_memory() -> None:
    class Allocates(Solution[bytes]):
        year, day = 2022, 1

        def parse(self, text: str) -> bytes:
            return text.encode()

        def part_1(self, data: bytes) -> int:
            return len(b"x" * BLOCK)  # freed on return: a peak, not what is left

        def part_2(self, data: bytes) -> int:
            return len(data)

    run = measure(Allocates, "x", RepeatPlan(runs=2))
    part_1, part_2 = (p.time for p in run.parts)
    assert part_1 is not None and part_2 is not None and run.parse is not None
    assert part_1.runs == 2
    assert part_1.peak_bytes is not None and abs(part_1.peak_bytes - BLOCK) < BLOCK / 10
    # Each step is measured from its own start: part 1's peak does not reach part 2's.
    assert part_2.peak_bytes is not None and part_2.peak_bytes < 2**20
    assert run.parse.peak_bytes is not None and run.parse.peak_bytes < 2**20
    # And the figure reaches aoc time's row and JSON.
    row = row_of(Allocates, run)
    assert row.steps["part_1"].peak_bytes == part_1.peak_bytes
    assert day_to_dict(row)["steps"]["part_1"]["peak_bytes"] == part_1.peak_bytes
    assert day_from_dict(day_to_dict(row)) == row


def test_a_day_that_raises_is_not_run_again_its_memory_is_its_one_runs() -> None:
    calls: list[str] = []

    class Raises(Solution[str]):
        year, day = 2022, 1

        def part_1(self, data: str) -> int:
            calls.append("part_1")
            raise ValueError("no")

    run = measure(Raises, "x", RepeatPlan(runs=3), parts=(Part.ONE,))
    assert calls == ["part_1"]
    assert run.parse is not None and run.parse.peak_bytes is not None


def test_the_memory_figure_never_turns_a_day_within_its_limit_into_a_timeout(
    tmp_path: Path,
) -> None:
    # A day of 3 s under a limit of 4.5 s: a run of its own for the memory (which
    # tracemalloc made several times slower still) took it past the limit. (1.5 s of
    # room either way: a busy machine may take a second to start the day.)
    write_one_day_project(
        tmp_path,
        "import time\n"
        "from aoc_framework import Solution\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2022, 2\n\n"
        "    def part_1(self, data):\n"
        "        time.sleep(3)\n"
        "        return len(b'x' * 50_000_000)\n",
    )
    done = run_time_in(tmp_path, "--runs", "1", "--day-timeout", "4.5", "--format", "json")
    assert done.returncode == 0, done.stdout + done.stderr
    (row,) = done.json()["days"]
    assert row["status"] == "ok" and row["error"] is None
    assert row["steps"]["part_1"]["peak_bytes"] >= 45_000_000
