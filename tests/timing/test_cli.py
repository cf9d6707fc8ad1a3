"""`aoc time` end to end, on the fixture project (see conftest.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.project.readme_sections import TIME_SECTION, markers
from aoc_framework.project.settings import Settings, default_jobs
from tests.timing.conftest import TIMEOUT_S, RunTime, TimeRun

START_MARKER, END_MARKER = markers(TIME_SECTION)

FAST, RAISES, ENDLESS, WRONG = (2022, 1), (2022, 2), (2023, 1), (2023, 2)
STEP_KEYS = {
    "answer",
    "expected",
    "verdict",
    "runs",
    "min_ns",
    "peak_bytes",
    "median_ns",
    "first_ns",
    "error",
    "baseline",
}


def row(run: TimeRun, year_day: tuple[int, int], source: str = "input") -> dict:
    return run.rows()[(*year_day, source)]


@pytest.mark.long
def test_every_day_with_an_input_gets_a_row_with_its_status(every_day: TimeRun) -> None:
    assert set(every_day.rows()) == {(*d, "input") for d in (FAST, RAISES, ENDLESS, WRONG)}
    statuses = {key[:2]: entry["status"] for key, entry in every_day.rows().items()}
    assert statuses == {FAST: "ok", RAISES: "error", ENDLESS: "timeout", WRONG: "wrong"}
    assert "skipped 1 day with no cached input: 2023 day 3" in every_day.stderr
    assert every_day.returncode == ExitCode.WRONG_ANSWER


def test_a_fast_day_has_answers_checked_and_each_step_timed(every_day: TimeRun) -> None:
    steps = row(every_day, FAST)["steps"]
    assert (steps["part_1"]["answer"], steps["part_1"]["verdict"]) == ("17", "correct")
    assert (steps["part_2"]["answer"], steps["part_2"]["verdict"]) == ("36", "correct")
    assert steps.pop("solve") is None
    for step in steps.values():
        assert step["runs"] == 3
        assert 0 < step["min_ns"] <= step["median_ns"]
        assert step["first_ns"] >= step["min_ns"]


def test_a_raising_part_is_an_error_and_the_other_part_still_runs(every_day: TimeRun) -> None:
    steps = row(every_day, RAISES)["steps"]
    assert steps["part_1"]["verdict"] == "correct"
    assert steps["part_2"]["runs"] == 0
    assert steps["part_2"]["error"].startswith("ZeroDivisionError")
    assert "solutions/2022/day02.py:" in steps["part_2"]["error"]
    assert "2022 day 2 part 2: ZeroDivisionError" in every_day.stderr


def test_a_day_past_the_timeout_is_killed_and_the_others_carry_on(every_day: TimeRun) -> None:
    endless = row(every_day, ENDLESS)
    assert endless["steps"] == {"parse": None, "solve": None, "part_1": None, "part_2": None}
    assert f"still running after {TIMEOUT_S} s in " in endless["error"]  # and where
    assert "; killed" in endless["error"]
    # The day sleeps 600 s: it was killed, not waited for.
    assert every_day.seconds < 60
    assert row(every_day, WRONG)["status"] == "wrong"


def test_a_wrong_answer_is_marked_and_an_unsolved_part_is_not_a_failure(
    every_day: TimeRun,
) -> None:
    steps = row(every_day, WRONG)["steps"]
    assert (steps["part_1"]["answer"], steps["part_1"]["expected"]) == ("4", "3")
    assert steps["part_1"]["verdict"] == "wrong"
    assert steps["part_2"]["verdict"] == "not solved"
    assert "2023 day 2 part 1: 4 ✗ expected 3" in every_day.stderr


def test_the_json_document_follows_the_documented_schema(every_day: TimeRun) -> None:
    document = every_day.json()
    assert set(document) == {"schema", "python", "settings", "days", "totals"}
    assert document["schema"] == "aoc-time/1"
    assert document["settings"] == {
        "examples": False,
        "budget_s": None,
        "runs": 3,
        "timeout_s": float(TIMEOUT_S),
        "jobs": default_jobs(),  # no --jobs, no AOC_JOBS: one day per processor
        "memory_bytes": Settings().limits().memory_bytes,  # the default cap, set or not
        "variants": False,  # every day, not one: the main solutions only
    }
    for day in document["days"]:
        assert set(day) == {
            *("year", "day", "title", "source", "variant", "status", "error", "peak_rss_bytes"),
            "steps",
        }
        assert day["variant"] is None
        if day["status"] != "timeout":  # a day killed says nothing more
            # The day's process holds the framework at least (MiBs), never a terabyte.
            assert 2**20 < day["peak_rss_bytes"] < 2**40
        assert set(day["steps"]) == {"parse", "solve", "part_1", "part_2"}
        assert day["steps"]["solve"] is None  # no fixture day defines solve()
        for step in day["steps"].values():
            if step is None:
                continue
            assert set(step) == STEP_KEYS
            assert isinstance(step["runs"], int)
            assert step["verdict"] in {
                None,
                "correct",
                "wrong",
                "unknown",
                "not solved",
                "error",
                "free star",
                "free star later",
            }
            assert step["baseline"] is None
    totals = document["totals"]
    assert set(totals) == {"years", "all"}
    assert set(totals["years"]) == {"2022", "2023"}
    for total in [*totals["years"].values(), totals["all"]]:
        assert set(total) == {"min_ns", "median_ns"}
    years = totals["years"].values()
    assert totals["all"]["min_ns"] == sum(t["min_ns"] for t in years)
    fast_steps = [s for s in row(every_day, FAST)["steps"].values() if s is not None]
    assert totals["years"]["2022"]["min_ns"] > sum(s["min_ns"] for s in fast_steps)


def test_parallel_jobs_give_the_same_rows_in_a_table(run_time: RunTime) -> None:
    run = run_time("--jobs", "4", "--budget", "0.05", "--day-timeout", str(TIMEOUT_S))
    assert run.returncode == ExitCode.WRONG_ANSWER
    lines = run.stdout.splitlines()
    assert re.search(r"Step +Answer +First +Min +Median +Runs", run.stdout)
    assert re.search(r"2022 +1 +Fast Sums +parse", run.stdout)
    assert any("part 1" in line and "17 ✓" in line for line in lines)
    assert any("part 2" in line and "error" in line for line in lines)
    assert any(re.match(r"\s*2023 +1 .*timeout", line) for line in lines)
    assert any("4 ✗ expected 3" in line for line in lines)
    assert any("not solved" in line for line in lines)
    # Each total leaves out a day it could not time (an error, a timeout), and says so.
    for label, left_out in (("2022", "1 day"), ("2023", "1 day"), ("all", "2 days")):
        total = rf"\s*{label} +total +{left_out} not timed +\S+ \S*s +\S+ \S*s"
        assert any(re.match(total, line) for line in lines), lines
    assert "\x1b[" not in run.stdout  # no colour when piped


def test_examples_are_timed_and_checked(run_time: RunTime) -> None:
    run = run_time("2022", "1", "--example", "--runs", "2", "--format", "json")
    assert run.returncode == 0, run.stderr
    steps = row(run, FAST, "example 1")["steps"]
    assert [steps[p]["verdict"] for p in ("part_1", "part_2")] == ["correct", "correct"]
    settings = json.loads(run.stdout)["settings"]
    assert settings["examples"] is True
    # No --timeout and no AOC_DAY_TIMEOUT: a day may run for 60 s.
    assert (settings["runs"], settings["timeout_s"]) == (2, 60.0)


def test_markdown_output_is_a_table(run_time: RunTime) -> None:
    run = run_time("2022", "1", "--runs", "2", "--format", "markdown")
    assert run.returncode == 0, run.stderr
    assert "| Year | Day | Title | Parse | Part 1 | Part 2 | Total |" in run.stdout
    assert re.search(
        r"^\| 2022 \| 1 \| Fast Sums \| .+ \| .+ ✓ \| .+ ✓ \| .+ \|$", run.stdout, re.M
    )


@pytest.mark.parametrize(
    ("flag", "shown"), [("--json", '"schema": "aoc-time/1"'), ("--markdown", "| Year | Day |")]
)
def test_the_format_flags_of_the_last_release_still_work_and_say_what_replaced_them(
    run_time: RunTime, flag: str, shown: str
) -> None:
    run = run_time("2022", "1", "--runs", "1", flag)
    assert run.returncode == 0, run.stderr
    assert shown in run.stdout
    assert run.stderr.splitlines()[0] == f"aoc: note: {flag} is now --format {flag[2:]}"
    # Hidden: the help offers --format only.
    assert flag not in run_time("--help").stdout


@pytest.mark.parametrize(
    "args",
    [["--json", "--markdown"], ["--json", "--format", "markdown"], ["--markdown", "-f", "table"]],
)
def test_a_retired_format_flag_and_another_format_are_refused(
    run_time: RunTime, args: list[str]
) -> None:
    run = run_time(*args)
    assert run.returncode == ExitCode.USAGE
    assert run.stderr.startswith("aoc: error: ") and "pick one" in run.stderr
    assert run.stdout == ""


def test_readme_rewrite_touches_only_the_table_between_the_markers(
    run_time: RunTime, project_copy: Path
) -> None:
    readme = project_copy / "README.md"
    original = readme.read_text(encoding="utf-8")
    outside = _outside_markers(original)
    for _ in range(2):
        run = run_time(
            "2022", "1", "--runs", "1", "--format", "markdown", "--readme", project=project_copy
        )
        assert run.returncode == 0, run.stderr
        text = readme.read_text(encoding="utf-8")
        assert _outside_markers(text) == outside
        assert text == original.replace("(no timings yet)\n", f"\n{run.stdout}\n")


def test_save_then_compare_flags_regressions(run_time: RunTime, project_copy: Path) -> None:
    saved = run_time("2022", "--runs", "2", "--save", project=project_copy)
    assert "saved 1 of 2 rows to timings.json" in saved.stderr
    baseline = json.loads((project_copy / "timings.json").read_text(encoding="utf-8"))
    assert [(d["year"], d["day"]) for d in baseline["days"]] == [FAST]

    compared = run_time(
        "2022", "1", "--runs", "2", "--compare", "--format", "json", project=project_copy
    )
    assert compared.returncode == 0, compared.stderr
    compared_steps = row(compared, FAST)["steps"]
    assert compared_steps.pop("solve") is None
    for step in compared_steps.values():
        assert set(step["baseline"]) == {"min_ns", "median_ns", "change", "regression"}

    # A baseline far faster than anything can run: every step is a regression.
    saved_steps = [s for s in baseline["days"][0]["steps"].values() if s is not None]
    for step in saved_steps:
        step["min_ns"] = step["median_ns"] = 1
    (project_copy / "timings.json").write_text(json.dumps(baseline), encoding="utf-8")
    flagged = run_time("2022", "1", "--runs", "2", "--compare", project=project_copy)
    assert flagged.returncode == 0
    assert "3 steps over 20 % slower than timings.json" in flagged.stderr
    assert "▲" in flagged.stdout
    failing = run_time("2022", "1", "--runs", "2", "--fail-on-regression", project=project_copy)
    assert failing.returncode == ExitCode.WRONG_ANSWER
    # A baseline far slower: nothing regressed.
    saved_steps = [s for s in baseline["days"][0]["steps"].values() if s is not None]
    for step in saved_steps:
        step["min_ns"] = step["median_ns"] = 10**12
    (project_copy / "timings.json").write_text(json.dumps(baseline), encoding="utf-8")
    passing = run_time("2022", "1", "--runs", "2", "--fail-on-regression", project=project_copy)
    assert passing.returncode == 0, passing.stderr


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["--format", "xml"], ExitCode.USAGE, "'xml' is not one of"),
        (["--budget", "1", "--runs", "2"], ExitCode.USAGE, "cannot be used together"),
        (["--budget", "0"], ExitCode.USAGE, "more than 0"),
        (["--jobs", "0"], ExitCode.USAGE, "--jobs"),
        (["--memory", "-1"], ExitCode.USAGE, "--memory"),
        (["--example", "--fetch"], ExitCode.USAGE, "pick one"),
        (["2014"], ExitCode.USAGE, "the first was 2015"),
        (["2022", "26"], ExitCode.USAGE, "valid days are 1-25"),
        (["2022", "9"], ExitCode.USAGE, "no solution for 2022 day 9"),
        (["2021"], ExitCode.USAGE, "no solutions in solutions/2021"),
        (["2023", "3"], ExitCode.INPUT, "no cached input for 2023 day 3"),
        (["--compare"], ExitCode.USAGE, "no timing baseline at timings.json"),
    ],
)
def test_user_errors_are_one_line(
    run_time: RunTime, args: list[str], code: int, message: str
) -> None:
    run = run_time(*args)
    assert run.returncode == code
    assert message in run.stderr
    assert len(run.stderr.splitlines()) == 1, run.stderr
    assert "Traceback" not in run.stderr


def test_a_broken_baseline_or_readme_fails_before_timing(
    run_time: RunTime, project_copy: Path
) -> None:
    (project_copy / "timings.json").write_text("{not json", encoding="utf-8")
    run = run_time("--compare", project=project_copy)
    assert run.returncode == ExitCode.USAGE
    assert "timings.json is not a baseline written by aoc time --save" in run.stderr
    (project_copy / "README.md").write_text("# no markers\n", encoding="utf-8")
    run = run_time("--readme", project=project_copy)
    assert run.returncode == ExitCode.USAGE
    assert f"README.md needs one {START_MARKER} line" in run.stderr
    assert run.stdout == ""  # nothing was timed


def test_fetch_without_a_token_says_how_to_set_one(run_time: RunTime) -> None:
    run = run_time("2023", "--fetch")
    assert run.returncode == ExitCode.AUTH
    assert run.stderr.startswith("aoc: error: ")
    assert len(run.stderr.splitlines()) == 1, run.stderr


def _outside_markers(text: str) -> tuple[str, str]:
    before, rest = text.split(START_MARKER)
    return before, rest.split(END_MARKER)[1]
