"""`aoc status`: what the calendar knows about every day, and how it is shown."""

from __future__ import annotations

import io
from datetime import datetime, timezone

import pytest

from aoc_framework.authoring.new import new_day
from aoc_framework.cli.render.output import table_lines
from aoc_framework.engine.status import DayStatus, project_status
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import Verdict
from aoc_framework.project.answers import record_answers
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Settings
from aoc_framework.views.table import Column, Table, cell
from tests.authoring.conftest import COUNTING_DAY, write_day, write_input
from tests.conftest import RunAoc

#: The workers' bounds the settings give by default.
LIMITS = Settings().limits()

JULY_2024 = datetime(2024, 7, 1, tzinfo=timezone.utc)


@pytest.fixture
def busy_project(project: Project) -> Project:
    """2023 with: day 8 fresh from the template, day 9 solved with its input (part 1's
    verified answer right, part 2's wrong), day 10 broken, day 11 an input only."""
    new_day(project, PuzzleDay(2023, 8))
    write_day(project, 2023, 9, COUNTING_DAY)
    write_input(project, 2023, 9, "10 20 30 40\n")
    record_answers(
        project, {(PuzzleDay(2023, 9), 1): 4, (PuzzleDay(2023, 9), 2): 99}
    )  # right, then wrong: they add up to 100
    write_day(project, 2023, 10, "import a_module_that_does_not_exist\n")
    write_input(project, 2023, 11, "anything\n")
    return project


def test_day_status_of_each_kind_of_day(busy_project: Project) -> None:
    [year] = project_status(busy_project, 2023, limits=LIMITS)
    days = {day.puzzle.day: day for day in year.days}

    assert len(year.days) == 25
    assert days[1] == DayStatus(PuzzleDay(2023, 1))
    assert days[8] == DayStatus(
        PuzzleDay(2023, 8), solution=True, examples=(Verdict.NOT_SOLVED, Verdict.NOT_SOLVED)
    )
    assert days[9] == DayStatus(
        PuzzleDay(2023, 9),
        solution=True,
        input_cached=True,
        title="Counting",
        # part 2: example 1 is wrong, example 2 right, example 3 has no answer: wrong wins
        examples=(Verdict.UNKNOWN, Verdict.WRONG),
        answers=(Verdict.CORRECT, Verdict.WRONG),
    )
    assert days[10].solution and not days[10].input_cached
    assert days[10].error == (
        "ModuleNotFoundError: No module named 'a_module_that_does_not_exist' "
        "(solutions/2023/day10.py:1)"
    )
    assert days[11] == DayStatus(PuzzleDay(2023, 11), input_cached=True)
    assert [day.puzzle.day for day in year.days if day.failed] == [9, 10]


def test_year_totals(busy_project: Project) -> None:
    [year] = project_status(busy_project, 2023, limits=LIMITS)
    assert (year.solutions, year.inputs, year.errors) == (3, 2, 1)
    assert year.example_verdicts == {
        Verdict.NOT_SOLVED: 2,
        Verdict.UNKNOWN: 1,
        Verdict.WRONG: 1,
    }
    assert year.answer_verdicts == {Verdict.CORRECT: 1, Verdict.WRONG: 1}
    assert year.started


def test_examples_all_right_and_answers_not_verified_yet(project: Project) -> None:
    all_right = COUNTING_DAY.replace("part_2=7", "part_2=6").replace('Example("6"),', "")
    write_day(project, 2023, 9, all_right)
    write_input(project, 2023, 9, "1 1\n")
    [year] = project_status(project, 2023, limits=LIMITS)
    day = year.days[8]
    assert day.examples == (Verdict.CORRECT, Verdict.CORRECT)
    assert day.answers == (Verdict.UNKNOWN, Verdict.UNKNOWN)
    assert not day.failed


def test_years_shown_by_default(project: Project) -> None:
    years = project_status(project, at=JULY_2024, limits=LIMITS)
    assert [status.year for status in years] == list(range(2015, 2024))
    assert not any(status.started for status in years)

    new_day(project, PuzzleDay(2026, 1))  # a later year with a solution is shown too
    years = project_status(project, at=JULY_2024, limits=LIMITS)
    assert [status.year for status in years] == [*range(2015, 2024), 2026]
    assert len(years[-1].days) == 12


def test_status_of_a_year_off_the_calendar(project: Project) -> None:
    with pytest.raises(UsageError, match="year 2014 is not an Advent of Code year"):
        project_status(project, 2014, limits=LIMITS)


def test_status_table_from_the_command_line(
    run_aoc: RunAoc, busy_project: Project, project_env: dict[str, str]
) -> None:
    result = run_aoc("status", "2023", env=project_env)

    assert result.returncode == 1, result.stderr  # a wrong answer and a broken day
    # Piped, progress is one plain line per finished day on stderr.
    intro, *progress = result.stderr.splitlines()
    assert intro.startswith("aoc status: 3 days, ")
    assert len(progress) == 3 and all(line.startswith("aoc status: [") for line in progress)
    assert "\x1b[" not in result.stderr
    rows = {
        int(line.split()[0]): line.split()
        for line in result.stdout.splitlines()
        if line.split() and line.split()[0].isdigit() and line.split()[0] != "2023"
    }
    assert sorted(rows) == list(range(1, 26))
    assert rows[1] == ["1", "·", "·"]
    assert rows[8][:7] == ["8", "✓", "·", "○", "○", "–", "–"]
    assert rows[9][:8] == ["9", "Counting", "✓", "✓", "?", "✗", "✓", "✗"]
    assert rows[9][-3] == "s"  # how long its check ran, then the memory it held
    assert rows[9][-1] in ("KiB", "MiB")
    assert rows[10][:3] == ["10", "error:", "ModuleNotFoundError:"]
    assert rows[11] == ["11", "·", "✓"]
    totals = "solutions 3/25 · inputs 2/25 · examples ✓ 0 ✗ 1 · answers ✓ 1 ✗ 1 · errors 1"
    assert f"checked stars 1/50 · {totals}" in result.stdout
    # The calendar cuts an error to its column; under the year, each is said whole.
    whole = (
        "day 10: ModuleNotFoundError: No module named 'a_module_that_does_not_exist'"
        " (solutions/2023/day10.py:1)"
    )
    summary = result.stdout.splitlines().index(
        next(x for x in result.stdout.splitlines() if totals in x)
    )
    assert result.stdout.splitlines()[summary + 1] == whole
    assert "✓ right  ✗ wrong" in result.stdout
    assert "\x1b[" not in result.stdout  # piped: no colour


def test_status_of_every_year_folds_the_idle_ones(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    write_day(project, 2023, 9, COUNTING_DAY.replace("part_2=7", "part_2=6"))

    result = aoc_in_process("status", env=project_env)

    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].strip() == "2023"
    assert "2022" not in result.stdout.split("not started:")[0]
    assert any(line.startswith("not started: 2015-2022, 2024") for line in lines)


def test_status_of_an_empty_project(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    result = aoc_in_process("status", env=project_env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("not started: 2015-")
    assert "start a day with: aoc new YEAR DAY" in result.stdout


def test_the_calendar_is_coloured_on_a_terminal() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    row = [cell("7"), (("✓", "green"), (" ", None), ("✗", "red"))]
    columns = [Column("day", "right"), Column("examples\n1 2", "center")]

    plain = table_lines(Table("2023", columns, [row]), io.StringIO())
    coloured = table_lines(Table("2023", columns, [row]), Terminal())

    assert plain[-1] == "   7     ✓ ✗"
    assert "\x1b[" not in "".join(plain)
    assert coloured[-1] == "   7     \x1b[32m✓\x1b[0m \x1b[31m✗\x1b[0m"
