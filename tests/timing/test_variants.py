"""`aoc time YEAR DAY` with several solutions of the day: each timed in its own worker,
checked against answers.toml, shown side by side against the main one; the totals, the
README and the baseline keep to the main one, and never mix two solutions' times."""

from __future__ import annotations

import dataclasses
import textwrap
from pathlib import Path

import pytest

from aoc_framework.actions.time import TimeRequest, plan_timing
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import Verdict
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits, Network
from aoc_framework.timing.baseline import compare, load_baseline, save_baseline
from aoc_framework.timing.measure import RepeatPlan
from aoc_framework.timing.results import DayTiming, Status, day_from_dict, day_to_dict, year_totals
from aoc_framework.timing.timed_days import TimingOptions, time_days
from aoc_framework.views.timing import progress_word, readme_table, results_table, step_ratio
from tests.timing.conftest import RunTime

DAY = PuzzleDay(2022, 1)
LIMITS = Limits(timeout_s=30, memory_bytes=None, jobs=2)

#: The main solution sleeps in part 1; `Fast` does not; `Wrong` is fast and wrong.
CLASSES = """
    import time
    from aoc_framework import Solution

    class Slow(Solution[list[int]]):
        year, day = 2022, 1
        title = "Sums"

        def parse(self, text):
            return [int(x) for x in text.split()]

        def part_1(self, numbers):
            time.sleep(0.03)
            return sum(numbers)

        def part_2(self, numbers):
            return max(numbers)

    class Fast(Slow):
        def part_1(self, numbers):
            return sum(numbers)

    class Wrong(Slow):
        def part_1(self, numbers):
            return sum(numbers) + 1
"""
FUNCTIONS = """
    def parse(text):
        return [int(x) for x in text.split()]

    def part_1(numbers):
        return sum(numbers)

    def part_2(numbers):
        return max(numbers)
"""
CRASH = """
    import os

    def part_1(text):
        os._exit(3)
"""


def variant_project(root: Path) -> Project:
    """A 2022 day 1 with three classes, a variant written as functions and one that
    kills its process, its input and its answers."""
    files = {
        "solutions/2022/day01.py": CLASSES,
        "solutions/2022/day01_funcs.py": FUNCTIONS,
        "solutions/2022/day01_crash.py": CRASH,
        "inputs/2022/01.txt": "1 2 3 4\n",
        "answers.toml": '[2022.day01]\npart_1 = "10"\npart_2 = "4"\n',
    }
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text), encoding="utf-8")
    return Project.at(root)


@pytest.fixture(scope="module")
def timed(tmp_path_factory: pytest.TempPathFactory) -> dict[str | None, DayTiming]:
    """Every solution of the day timed twice, by variant name."""
    project = variant_project(tmp_path_factory.mktemp("variants"))
    options = TimingOptions(LIMITS, RepeatPlan(runs=2), variants=True)
    more: list[int] = []
    rows = time_days(project, [DAY], options, KnownAnswers.of(project), on_more=more.append)
    assert more == [2]  # Fast and Wrong, found by the worker of the main solution
    return {row.variant: row for row in rows}


def test_every_solution_gets_its_own_row_checked_against_the_answers(
    timed: dict[str | None, DayTiming],
) -> None:
    assert list(timed) == [None, "Fast", "Wrong", "crash", "funcs"]  # the main one first
    for name in (None, "Fast", "funcs"):
        steps = timed[name].steps
        assert timed[name].status is Status.OK, name
        assert [steps[p].answer for p in ("part_1", "part_2")] == ["10", "4"]
        assert steps["part_1"].verdict is Verdict.CORRECT
        assert steps["part_1"].runs == 2
    assert timed[None].title == "Sums"


def test_a_faster_solution_shows_a_ratio_under_one_against_the_main_one(
    timed: dict[str | None, DayTiming],
) -> None:
    main, fast = timed[None].steps["part_1"], timed["Fast"].steps["part_1"]
    assert main.min_ns is not None and main.min_ns >= 30_000_000  # it sleeps 30 ms
    ratio = step_ratio(fast, main)
    assert ratio is not None and ratio < 0.5
    assert step_ratio(main, fast) is not None and step_ratio(main, fast) > 2  # type: ignore[operator]


def test_a_wrong_or_crashing_solution_is_marked_on_its_own_row(
    timed: dict[str | None, DayTiming],
) -> None:
    wrong = timed["Wrong"]
    assert wrong.status is Status.WRONG
    assert (wrong.steps["part_1"].answer, wrong.steps["part_1"].expected) == ("11", "10")
    # A wrong answer is never shown as a faster one, whatever its time.
    assert step_ratio(wrong.steps["part_1"], timed[None].steps["part_1"]) is None
    assert step_ratio(wrong.steps["part_2"], timed[None].steps["part_2"]) is not None
    crash = timed["crash"]
    assert crash.status is Status.CRASH and crash.error == "exited with code 3 without a result"


def test_a_solution_disagreeing_with_the_main_one_and_no_answer_known_gets_no_ratio(
    timed: dict[str | None, DayTiming],
) -> None:
    # 252 ported days, no answers.toml: a variant's 137 beside the main solution's 138
    # read as a 0.70x speed-up. One of them is wrong, and nothing says which.
    def unknown(row: DayTiming) -> DayTiming:
        steps = {
            name: dataclasses.replace(step, verdict=Verdict.UNKNOWN, expected=None)
            for name, step in row.steps.items()
        }
        return dataclasses.replace(row, steps=steps)

    main, fast, wrong = (unknown(timed[name]) for name in (None, "Fast", "Wrong"))
    assert step_ratio(wrong.steps["part_1"], main.steps["part_1"]) is None
    assert step_ratio(fast.steps["part_1"], main.steps["part_1"]) is not None
    assert step_ratio(wrong.steps["part_2"], main.steps["part_2"]) is not None  # they agree
    text = "\n".join(results_table([main, fast, wrong], compared=False).text_lines())
    assert text.count("≠ main") == 1 and "11 ? ≠ main" in text, text


def test_the_progress_says_not_solved_of_a_day_whose_parts_give_no_answer(
    timed: dict[str | None, DayTiming],
) -> None:
    # `aoc time: [10/25] 2016 day 5 ok` was said of a day whose parts are "not solved".
    main = timed[None]
    assert progress_word(main) == "ok"
    steps = {
        name: dataclasses.replace(step, verdict=Verdict.NOT_SOLVED, answer=None)
        if name != "parse"
        else step
        for name, step in main.steps.items()
    }
    assert progress_word(dataclasses.replace(main, steps=steps)) == "not solved"
    assert progress_word(timed["Wrong"]) == "wrong"


def test_the_table_shows_the_solutions_side_by_side_in_80_columns(
    timed: dict[str | None, DayTiming],
) -> None:
    table = results_table(list(timed.values()), compared=False)
    lines = table.text_lines(max_width=80)
    assert max(len(line) for line in lines) <= 80
    headers = "Year Day Title Solution Step Answer Min Median vs main"  # Runs left out
    assert lines[0].split() == headers.split()
    named = [line.split()[0] for line in lines[2:] if "parse" in line or "crash" in line]
    assert named == ["2022", "Fast", "Wrong", "crash", "funcs"]
    assert lines[2].split()[:4] == ["2022", "1", "Sums", "main"]
    fast_part_1 = next(line for line in lines[5:] if "part 1" in line)
    assert fast_part_1.split()[-1] == "<0.01×"  # 30 ms against a few µs
    wrong_part_1 = next(line for line in lines[8:] if "part 1" in line)
    assert "11 ✗" in wrong_part_1 and wrong_part_1.endswith("✗")


def test_totals_the_readme_and_the_baseline_keep_each_solution_apart(
    timed: dict[str | None, DayTiming], tmp_path: Path
) -> None:
    rows = list(timed.values())
    assert year_totals(rows)[2022] == timed[None].total  # the main solution only
    readme = readme_table(rows).markdown()
    assert readme.count("| 2022 | 1 |") == 1
    for row in rows:
        assert day_from_dict(day_to_dict(row)) == row  # "variant" survives the JSON
    project = Project.at(tmp_path)
    save_baseline(project, rows, {})
    saved = load_baseline(project.timings_path)
    assert {key[3] for key in saved} == {"", "Fast", "funcs"}  # failed rows are not saved
    # The main solution is compared with its own saved time, not with Fast's.
    [again] = compare([timed[None]], saved, threshold=0.2)
    comparison = again.steps["part_1"].comparison
    assert (
        comparison is not None and comparison.baseline_min_ns == timed[None].steps["part_1"].min_ns
    )


def test_variants_are_timed_when_one_day_is_asked_unless_told(tmp_path: Path) -> None:
    project = variant_project(tmp_path)
    limits, network = LIMITS, Network()

    def plan(**given: object) -> tuple[bool, int]:
        planned = plan_timing(project, TimeRequest(limits, network, **given))  # type: ignore[arg-type]
        return planned.options.variants, planned.workers

    assert plan(year=2022, day=1) == (True, 3)  # the main one and two files
    assert plan(year=2022) == (False, 1)
    assert plan() == (False, 1)
    assert plan(year=2022, day=1, variants=False) == (False, 1)
    assert plan(year=2022, variants=True) == (True, 3)


def test_aoc_time_for_a_day_shows_each_solution_and_main_only_does_not(
    run_time: RunTime, tmp_path: Path
) -> None:
    project = variant_project(tmp_path)
    (project.root / "solutions/2022/day01_crash.py").unlink()
    run = run_time("2022", "1", "--runs", "1", "--format", "json", project=project.root)
    assert run.returncode == 1, run.stderr  # Wrong
    assert [d["variant"] for d in run.json()["days"]] == [None, "Fast", "Wrong", "funcs"]
    assert run.json()["settings"]["variants"] is True
    assert "2022 day 1 (Wrong) part 1: 11 ✗ expected 10" in run.stderr
    assert "[4/4] 2022 day 1" in run.stderr  # the progress counts the classes found
    main_only = run_time("2022", "1", "--runs", "1", "--main-only", project=project.root)
    assert main_only.returncode == 0, main_only.stderr
    assert "Solution" not in main_only.stdout and "Fast" not in main_only.stdout


def test_solutions_compared_on_named_inputs_fit_in_80_columns_by_their_minimum(
    timed: dict[str | None, DayTiming],
) -> None:
    # `aoc time 2023 7 -e`: an Input column ("example 1") beside the solutions.
    rows = [
        dataclasses.replace(timed[name], source="example 1") for name in (None, "Fast", "Wrong")
    ]
    lines = results_table(rows, compared=False).text_lines(max_width=80)
    assert max(len(line) for line in lines) <= 80, "\n".join(lines)
    headers = "Year Day Title Input Solution Step Answer Min vs main"
    assert lines[0].split() == headers.split()
    fast_part_1 = next(line for line in lines[5:] if "part 1" in line)
    assert fast_part_1.split()[-1] == "<0.01×"


def test_a_solution_that_failed_on_an_input_the_main_one_did_not_have_gets_its_row(
    timed: dict[str | None, DayTiming],
) -> None:
    # A variant without examples fails as a whole, on "examples": no main row there.
    failed = DayTiming(2022, 1, "", "examples", {}, Status.ERROR, "no examples", variant="f")
    lines = results_table([timed[None], failed], compared=False).text_lines()
    assert lines[-2].split() == ["examples", "f", "—", "error"]


def test_two_solutions_of_one_name_are_refused_not_timed_as_one(tmp_path: Path) -> None:
    project = variant_project(tmp_path)
    day = project.solution_path(DAY)
    # A class named as a variant file (its part 1 sleeps: compared with the file's
    # times, it was a false regression), one named main, and a file named main.
    day.write_text(
        day.read_text() + "\nclass funcs(Slow):\n    pass\n\n\nclass main(Fast):\n    pass\n",
        encoding="utf-8",
    )
    (day.parent / "day01_main.py").write_text(textwrap.dedent(FUNCTIONS), encoding="utf-8")
    options = TimingOptions(LIMITS, RepeatPlan(runs=1), variants=True)

    rows = time_days(project, [DAY], options, KnownAnswers.of(project))

    refused = sorted((row.variant, row.error) for row in rows if row.status is Status.ERROR)
    own = "solutions/2022/day01.py"
    assert refused == [
        (
            "funcs",
            f"the class funcs of {own} has the name of another solution of 2022 day 1, "
            "solutions/2022/day01_funcs.py; rename the class",
        ),
        (
            "main",
            f"solutions/2022/day01_main.py is not a solution of 2022 day 1: main names "
            f"the main one (the first class of {own}); give the file another name",
        ),
        (
            "main",
            f"the class main of {own} has the name of another solution of 2022 day 1, "
            f"the main one (the first class of {own}); rename the class",
        ),
    ]
    by_name = [(row.variant, row.status) for row in rows]
    assert by_name.count(("funcs", Status.OK)) == 1  # the file keeps its name
    assert by_name.count(("main", Status.ERROR)) == 2  # the file and the class
    save_baseline(project, rows, {})
    saved = load_baseline(project.timings_path)
    assert saved[(2022, 1, "input", "funcs")] == next(
        row for row in rows if row.variant == "funcs" and row.status is Status.OK
    )
