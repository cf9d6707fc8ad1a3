"""The JSON round trip, the Markdown table and README rewrite, and the baseline."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from aoc_framework.model.errors import UsageError
from aoc_framework.model.results import Verdict
from aoc_framework.project.layout import Project
from aoc_framework.project.readme_sections import TIME_SECTION, markers, rewrite_sections
from aoc_framework.timing.baseline import compare, load_baseline, regressions, save_baseline
from aoc_framework.timing.results import (
    DayTiming,
    Status,
    StepTiming,
    day_from_dict,
    day_to_dict,
    to_document,
)
from aoc_framework.views.timing import readme_table, results_table

START_MARKER, END_MARKER = markers(TIME_SECTION)

SETTINGS = {"examples": False, "budget_s": 1.0, "runs": None, "timeout_s": 60.0, "jobs": 1}


def timed(ns: int, answer: str | None = None, verdict: Verdict | None = None) -> StepTiming:
    return StepTiming(
        runs=10, min_ns=ns, median_ns=ns + 5, first_ns=ns + 50, answer=answer, verdict=verdict
    )


def day(year: int, number: int, parse_ns: int = 1_000, part_ns: int = 2_000) -> DayTiming:
    steps = {
        "parse": timed(parse_ns),
        "part_1": timed(part_ns, "17", Verdict.CORRECT),
        "part_2": timed(part_ns, "36", Verdict.UNKNOWN),
    }
    return DayTiming(year, number, "A | Title", "input", steps)


ROWS = [
    day(2022, 1),
    DayTiming(2022, 2, "", "input", {"parse": StepTiming(error="ValueError: bad")}),
    DayTiming(2023, 1, "", "input", {}, Status.TIMEOUT, "still running; killed"),
    DayTiming(
        2023,
        2,
        "Wrong",
        "input",
        {
            "part_1": StepTiming(
                runs=1,
                min_ns=3_000,
                median_ns=3_000,
                answer="4",
                expected="3",
                verdict=Verdict.WRONG,
            )
        },
    ),
]


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.year}-{r.day}-{r.status.value}")
def test_rows_survive_the_json_round_trip(row: DayTiming) -> None:
    data = json.loads(json.dumps(day_to_dict(row)))
    assert day_from_dict(data) == row


def test_a_day_that_solves_both_parts_in_one_step_survives_the_json_round_trip() -> None:
    steps = {
        "parse": timed(1_000),
        "solve": timed(4_000),
        "part_1": StepTiming(answer="17", expected="17", verdict=Verdict.CORRECT),
        "part_2": StepTiming(answer="36", verdict=Verdict.UNKNOWN),
    }
    row = DayTiming(2022, 3, "Both", "input", steps)
    data = json.loads(json.dumps(day_to_dict(row)))
    assert data["steps"]["solve"]["min_ns"] == 4_000
    assert data["steps"]["part_1"]["runs"] == 0
    assert day_from_dict(data) == row


def test_a_status_that_does_not_match_its_steps_is_rejected() -> None:
    data = day_to_dict(ROWS[0]) | {"status": "wrong"}
    with pytest.raises(ValueError, match="does not match"):
        day_from_dict(data)


def test_the_document_totals_years_and_everything() -> None:
    document = to_document(ROWS, SETTINGS)
    assert document["schema"] == "aoc-time/1"
    assert document["totals"]["years"] == {
        "2022": {"min_ns": 5_000, "median_ns": 5_015},
        "2023": {"min_ns": 3_000, "median_ns": 3_000},
    }
    assert document["totals"]["all"] == {"min_ns": 8_000, "median_ns": 8_015}


def test_the_markdown_table_has_a_line_per_row_and_totals() -> None:
    lines = readme_table(ROWS).markdown().splitlines()
    assert lines[2] == "| Year | Day | Title | Parse | Part 1 | Part 2 | Total |"
    assert "| 2022 | 1 | A \\| Title | 1.00 µs | 2.00 µs ✓ | 2.00 µs | 5.01 µs |" in lines
    assert "| 2022 | 2 |  | error | — | — |  |" in lines
    assert "| 2023 | 1 |  | timeout |  |  |  |" in lines
    assert "| 2023 | 2 | Wrong | — | 3.00 µs ✗ | — | 3.00 µs |" in lines
    # A total does not pass for the days it could not time (2022 day 2, 2023 day 1).
    assert lines[-3:] == [
        "| **2022** |  | **total** |  |  |  | **5.01 µs (1 day not timed)** |",
        "| **2023** |  | **total** |  |  |  | **3.00 µs (1 day not timed)** |",
        "| **all** |  | **total** |  |  |  | **8.02 µs (2 days not timed)** |",
    ]


def test_a_year_with_no_day_timed_has_no_time_for_a_total() -> None:
    # Its one day ran out of time: "0 ns" would read as a year that took no time.
    only = [ROWS[2]]
    assert readme_table(only).markdown().splitlines()[-1] == (
        "| **2023** |  | **total** |  |  |  | **— (1 day not timed)** |"
    )
    total = results_table(only, compared=False).text_lines()[-1].split()
    assert total == ["2023", "total", "1", "day", "not", "timed", "—", "—"], total


def test_rewriting_the_readme_twice_changes_nothing(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    # A mention of a marker inside the text is not a marker.
    intro = f"# Title\n\nThe table sits below `{START_MARKER}`.\n\n"
    readme.write_text(
        f"{intro}{START_MARKER}\nold table\n{END_MARKER}\n\nOutro.\n", encoding="utf-8"
    )
    table = readme_table(ROWS).markdown()
    assert rewrite_sections(Project.at(tmp_path), {TIME_SECTION: table}) is True
    once = readme.read_text(encoding="utf-8")
    assert once == f"{intro}{START_MARKER}\n\n{table}\n{END_MARKER}\n\nOutro.\n"
    assert rewrite_sections(Project.at(tmp_path), {TIME_SECTION: table}) is False
    assert readme.read_text(encoding="utf-8") == once


@pytest.mark.parametrize(
    "text",
    [
        "no markers at all\n",
        f"markers only mentioned: {START_MARKER} {END_MARKER}\n",
        f"{END_MARKER}\n{START_MARKER}\n",
        f"{START_MARKER}\n{END_MARKER}\n{START_MARKER}\n{END_MARKER}\n",
    ],
)
def test_a_readme_without_one_pair_of_markers_is_left_alone(tmp_path: Path, text: str) -> None:
    readme = tmp_path / "README.md"
    readme.write_text(text, encoding="utf-8")
    with pytest.raises(UsageError, match=r"needs one|has 2 .* keep one of each"):
        rewrite_sections(Project.at(tmp_path), {TIME_SECTION: "| table |\n"})
    assert readme.read_text(encoding="utf-8") == text


def test_markers_shown_in_a_code_block_are_no_markers(tmp_path: Path) -> None:
    # A README that shows how to add them (as docs/show.md does) had them twice: "needs
    # one ... line", and no section of it was written.
    readme = tmp_path / "README.md"
    shown = f"To add it:\n\n```md\n{START_MARKER}\n{END_MARKER}\n```\n\n"
    readme.write_text(f"{shown}{START_MARKER}\n{END_MARKER}\n", encoding="utf-8")
    assert rewrite_sections(Project.at(tmp_path), {TIME_SECTION: "| table |"}) is True
    assert readme.read_text(encoding="utf-8") == (
        f"{shown}{START_MARKER}\n\n| table |\n\n{END_MARKER}\n"
    )


def test_compare_flags_only_changes_over_the_threshold() -> None:
    baseline = {ROWS[0].key: day(2022, 1, parse_ns=1_000, part_ns=2_000)}
    now = day(2022, 1, parse_ns=1_100, part_ns=3_000)
    [compared] = compare([now], baseline, threshold=0.2)
    parse = compared.steps["parse"].comparison
    assert parse is not None and parse.change == pytest.approx(0.1) and not parse.regression
    part = compared.steps["part_1"].comparison
    assert part is not None and part.change == pytest.approx(0.5) and part.regression
    assert regressions([compared]) == [(compared, "part_1"), (compared, "part_2")]
    [new_day] = compare([day(2022, 9)], baseline, threshold=0.2)
    assert all(step.comparison is None for step in new_day.steps.values())


def test_save_merges_and_skips_rows_that_failed(tmp_path: Path) -> None:
    path = tmp_path / "timings.json"
    assert save_baseline(Project.at(tmp_path), [day(2022, 1), day(2022, 3)], SETTINGS) == 2
    assert save_baseline(Project.at(tmp_path), [day(2022, 1, parse_ns=7), ROWS[1]], SETTINGS) == 1
    saved = load_baseline(path)
    assert sorted(saved) == [(2022, 1, "input", ""), (2022, 3, "input", "")]
    assert saved[(2022, 1, "input", "")].steps["parse"].min_ns == 7


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (None, "no timing baseline at"),
        ("[1, 2]", "is not a baseline"),
        ('{"schema": "other/1", "days": []}', "is not a baseline"),
        ('{"schema": "aoc-time/1", "days": [{"year": 2022}]}', "is not a baseline"),
    ],
)
def test_a_missing_or_foreign_baseline_is_a_usage_error(
    tmp_path: Path, text: str | None, message: str
) -> None:
    path = tmp_path / "timings.json"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(UsageError, match=message):
        load_baseline(path)


def test_the_terminal_table_fits_80_columns_losing_runs_and_first_before_cutting() -> None:
    from aoc_framework.views.timing import results_table

    table = results_table(ROWS, compared=True)
    wide, narrow = table.text_lines(), table.text_lines(max_width=80)

    assert max(len(line) for line in wide) > 80
    assert max(len(line) for line in narrow) <= 80
    # Too narrow for every column: Runs goes, then First, before a title or an answer
    # is cut ("Came…" for Camel Cards).
    every = "Year Day Title Step Answer First Min Median Runs vs saved"
    assert wide[0].split() == every.split()
    assert narrow[0].split() == every.replace(" First", "").replace(" Runs", "").split()
    assert narrow[2].split()[:5] == ["2022", "1", "A", "|", "Title"]
    assert "4 ✗ expected 3" in wide[7] and "4 ✗ expected 3" in narrow[7]
    # Narrower still, cells are cut, and the wrong answer's mark keeps its colour.
    coloured = table.text_lines(max_width=66, paint=lambda text, color: f"<{color}>{text}")
    assert "4 <red>✗ e" in coloured[7] and "…" in coloured[7]
    assert max(len(line) for line in table.text_lines(max_width=66)) <= 66


def test_each_steps_peak_memory_shows_in_the_table_the_readme_and_json() -> None:
    from aoc_framework.views.timing import readme_table, results_table

    peaks = {"parse": 512, "part_1": 200 * 2**20, "part_2": 3 * 2**10}
    steps = {
        name: replace(step, peak_bytes=peaks[name]) for name, step in day(2022, 1).steps.items()
    }
    row = replace(day(2022, 1), steps=steps, peak_rss=230 * 2**20)

    narrow = results_table([row], compared=False).text_lines(max_width=80)
    assert max(len(line) for line in narrow) <= 80
    assert narrow[0].split()[-1] == "Memory"
    assert [line.split()[-1] for line in narrow[2:5]] == ["B", "MiB", "KiB"]
    assert "200 MiB" in narrow[3] and "3.00 KiB" in narrow[4]
    markdown = readme_table([row]).markdown()
    assert "| 2.00 µs, 200 MiB ✓ |" in markdown and "| 1.00 µs, 512 B |" in markdown
    data = day_to_dict(row)
    assert data["peak_rss_bytes"] == 230 * 2**20
    assert data["steps"]["part_2"]["peak_bytes"] == 3 * 2**10
    assert day_from_dict(json.loads(json.dumps(data))) == row
