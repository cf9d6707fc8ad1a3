"""`aoc today` (the morning: wait, write, fetch, read, watch) and `aoc run` with no YEAR
DAY: today's puzzle, else the latest day."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from aoc_framework.authoring.new import new_day
from aoc_framework.authoring.today import AHEAD, default_day, morning_day, resolve_day
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay, next_puzzle, todays_puzzle
from aoc_framework.project.layout import Project
from aoc_framework.site.session_token import how_to_set
from aoc_framework.solution import UNPASTED_EXAMPLE
from tests.authoring.conftest import write_day
from tests.conftest import RunAoc


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("at", "expected"),
    [
        (utc(2023, 12, 1, 5), (2023, 1)),  # midnight in New York
        (utc(2023, 12, 1, 4, 59), None),  # still November 30th there
        (utc(2023, 12, 8, 3), (2023, 7)),  # already the 8th in UTC, not in New York
        (utc(2024, 12, 25, 12), (2024, 25)),
        (utc(2024, 12, 26, 12), None),
        (utc(2025, 12, 12, 12), (2025, 12)),
        (utc(2025, 12, 13, 12), None),  # the event has 12 days from 2025
        (utc(2026, 1, 1, 4), None),  # New Year in UTC is Dec 31st in New York: no puzzle
        (utc(2024, 7, 1), None),
    ],
)
def test_todays_puzzle_is_judged_in_us_eastern_time(
    at: datetime, expected: tuple[int, int] | None
) -> None:
    assert todays_puzzle(at) == expected


def test_default_day_is_today_during_the_event_even_without_a_solution(
    project: Project,
) -> None:
    new_day(project, PuzzleDay(2023, 8))
    assert default_day(project, utc(2025, 12, 5, 12)) == (2025, 5)


def test_default_day_outside_the_event_is_the_latest_solved_day(project: Project) -> None:
    for year, day in [(2024, 3), (2023, 8), (2015, 25)]:
        new_day(project, PuzzleDay(year, day))
    assert default_day(project, utc(2025, 7, 1)) == (2024, 3)
    assert default_day(project, utc(2025, 12, 20, 12)) == (2024, 3)


def test_default_day_without_any_solution_outside_the_event(project: Project) -> None:
    with pytest.raises(UsageError, match="no puzzle today and no solutions yet"):
        default_day(project, utc(2025, 7, 1))


def test_resolve_day_needs_both_or_neither(project: Project) -> None:
    new_day(project, PuzzleDay(2023, 8))
    assert resolve_day(project, 2016, 4) == (2016, 4)
    assert resolve_day(project, None, None, utc(2025, 7, 1)) == (2023, 8)
    with pytest.raises(UsageError, match="give both YEAR and DAY, or neither"):
        resolve_day(project, 2023, None)


def test_run_without_a_day_runs_the_default_day(
    run_aoc: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    for puzzle in (PuzzleDay(2023, 8), PuzzleDay(2024, 3)):
        module = new_day(project, puzzle)
        module.write_text(module.read_text().replace(UNPASTED_EXAMPLE, "1 2 3"))
    # The subprocess judges by the real clock: ask the library what it should pick now.
    year, day = default_day(project)

    result = run_aoc("run", "--example", env=project_env)

    # Which day and why, first: a plain line, not a warning (as aoc watch and aoc today).
    assert result.stderr.startswith(f"{year} day {day}: "), result.stderr
    if project.solution_path(PuzzleDay(year, day)).is_file():
        assert result.returncode == 0, result.stderr
        assert result.stdout.startswith(f"{year} day {day} · example 1")
    else:  # December, during the event: today's puzzle, which has no solution here
        assert result.returncode == 2
        last = result.stderr.splitlines()[-1]
        assert last.startswith(f"aoc: error: no solution for {year} day {day};"), last


def test_run_with_a_year_and_no_day_is_refused(
    aoc_in_process: RunAoc, project_env: dict[str, str]
) -> None:
    result = aoc_in_process("run", "2023", env=project_env)
    assert result.returncode == 2
    assert result.stderr == (
        "aoc: error: give both YEAR and DAY, or neither for today's puzzle (else your latest day)\n"
    )


@pytest.mark.parametrize(
    ("at", "expected"),
    [
        (utc(2023, 12, 8, 4, 30), (2023, 8)),  # 23:30 in New York: day 8 in 30 minutes
        (utc(2023, 12, 8, 3, 30), None),  # 22:30: more than the hour ahead
        (utc(2023, 12, 1, 4, 10), (2023, 1)),  # the evening before the event
        (utc(2023, 12, 8, 12), None),  # today's is out already
        (utc(2023, 12, 26, 4, 30), None),  # no day 26
    ],
)
def test_the_next_puzzle_is_the_one_unlocking_within_the_hour(
    at: datetime, expected: tuple[int, int] | None
) -> None:
    assert next_puzzle(AHEAD, at) == expected


def test_the_morning_is_about_the_coming_puzzle_else_the_default_day(project: Project) -> None:
    new_day(project, PuzzleDay(2023, 3))
    assert morning_day(project, utc(2023, 12, 8, 4, 30)) == (2023, 8)
    assert morning_day(project, utc(2023, 12, 8, 3, 30)) == (2023, 7)
    assert morning_day(project, utc(2024, 7, 1)) == (2023, 3)


def clock_at(monkeypatch: pytest.MonkeyPatch, moment: datetime) -> None:
    """The framework's clock (the calendar's, and the one waits count down on) at `moment`."""
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: moment)


def test_today_writes_the_new_day_then_runs_its_examples_without_a_token(
    aoc_in_process: RunAoc,
    project: Project,
    project_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock_at(monkeypatch, utc(2023, 12, 8, 12))

    result = aoc_in_process("today", "--no-watch", env=project_env)

    # The new module's example is the template's placeholder: one line says to paste it.
    assert result.returncode == 3, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "created solutions/2023/day08.py"
    assert lines[1].startswith("template without examples: no session token")
    assert result.stderr.splitlines() == [
        "2023 day 8: today's puzzle",
        "aoc: warning: no session token to fetch the input of 2023 day 8: its examples only; "
        + how_to_set(),
        "no session token: the puzzle text is not shown (see aoc token)",
        'aoc: error: example 1 of Day08 is still the template\'s "paste the example here"; '
        "paste the puzzle's example in",
    ]
    module = project.solution_path(PuzzleDay(2023, 8))
    written = module.read_text().replace(UNPASTED_EXAMPLE, "1 2 3")
    module.write_text(written)

    again = aoc_in_process("today", "--no-watch", "--no-read", env=project_env)
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("2023 day 8 · example 1")  # the module is kept as it is
    assert module.read_text() == written


def test_today_before_the_unlock_without_waiting_says_when(
    aoc_in_process: RunAoc,
    project: Project,
    project_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock_at(monkeypatch, utc(2023, 12, 8, 4, 30))

    result = aoc_in_process("today", "--no-wait", env=project_env)

    assert result.returncode == 3
    assert result.stderr.startswith(
        "2023 day 8: the next puzzle\naoc: error: 2023 day 8 is not unlocked yet: it unlocks "
    )
    assert result.stderr.endswith(", in 30 min; run again then, or drop --no-wait\n")
    assert not project.solution_path(PuzzleDay(2023, 8)).exists()


@pytest.mark.parametrize("told", ["flag", "environment"])
def test_today_gives_the_day_the_time_limit_it_is_told(
    aoc_in_process: RunAoc,
    project: Project,
    project_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    told: str,
) -> None:
    # The watch's advice for a slow part is --day-timeout: aoc today takes it too, and
    # AOC_DAY_TIMEOUT as its help says, with --no-watch as without (replay 3: a looping
    # day ran on for minutes under --no-watch, which had aoc run's "no limit").
    clock_at(monkeypatch, utc(2023, 12, 8, 12))
    write_day(project, 2023, 8, SLOW_DAY)
    flag = ["--day-timeout", "0.5"] if told == "flag" else []
    env = {**project_env, **({"AOC_DAY_TIMEOUT": "0.5"} if told == "environment" else {})}

    result = aoc_in_process("today", "--no-watch", "--no-read", "--example", *flag, env=env)

    assert result.returncode == 1, result.stdout + result.stderr
    assert "was still running after 0.5 s; stopped" in result.stderr


SLOW_DAY = """\
import time

from aoc_framework import Example, Solution


class Day08(Solution[str]):
    year, day = 2023, 8
    examples = (Example("1\\n", part_1=1),)

    def part_1(self, text: str) -> int:
        time.sleep(30)
        return 1
"""
