"""The status tables (views/status): what `aoc status` draws of each day and year, on a
narrow terminal and with the days' peak memory."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from aoc_framework.engine.status import DayStatus, YearStatus
from aoc_framework.model import clock
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import Verdict
from aoc_framework.views.status import day_cells, day_summary, run_summary, year_table


def test_a_narrow_terminal_leaves_out_the_days_time_then_cuts_long_titles() -> None:
    long_title = DayStatus(
        PuzzleDay(2023, 5),
        solution=True,
        input_cached=True,
        title="If You Give A Seed A Fertilizer",
        examples=(Verdict.CORRECT, Verdict.CORRECT),
        answers=(Verdict.CORRECT, Verdict.WRONG),
        seconds=0.5,
    )
    year = YearStatus(2023, (DayStatus(PuzzleDay(2023, 4)), long_title))

    wide = year_table(year).text_lines()
    narrow = year_table(year).text_lines(max_width=70)

    assert "If You Give A Seed A Fertilizer" in wide[-1]
    assert max(len(line) for line in wide) > 70
    assert max(len(line) for line in narrow) == 70
    assert all(line == line.rstrip() for line in narrow)
    # The time left out, the columns drawn closer, then the title cut: as much of it as
    # fits (with the time kept, each row of a split pane wrapped onto two lines).
    cells = [c.strip() for c in narrow[-1].split("  ") if c.strip()]
    assert cells == ["5", "If You Give A Seed A Ferti…", "✓", "✓", "✓ ✓", "✓ ✗"]
    assert narrow[0].strip() == "2023"
    assert narrow[2].split() == ["Day", "Title", "Solution", "Input", "1", "2", "1", "2"]
    assert narrow[3] == "─" * 70


def test_each_days_peak_memory_has_a_column_and_the_cap_a_line() -> None:
    held = DayStatus(PuzzleDay(2023, 5), solution=True, seconds=0.5, peak_rss=217 * 2**20)
    never_ran = DayStatus(PuzzleDay(2023, 4))
    lines = year_table(YearStatus(2023, (never_ran, held))).text_lines(max_width=80)

    assert lines[2].split()[-2:] == ["Ran", "Memory"]
    assert lines[-1].split()[-4:] == ["0.5", "s", "217", "MiB"]
    assert lines[-2].split() == ["4", "·", "·"]  # no figure for a day that did not run
    # Without any figure (every day remembered from before figures were kept), no column.
    assert "Memory" not in year_table(YearStatus(2023, (never_ran,))).text_lines()[2]
    assert "(memory cap 4.00 GiB a day)" in run_summary([held], 1.0, 4 * 2**30)
    assert "memory cap" not in run_summary([held], 1.0, None)
    assert day_summary(held).endswith("(0.5 s, 217 MiB)")


def test_a_day_not_unlocked_yet_says_when_it_unlocks(monkeypatch: pytest.MonkeyPatch) -> None:
    # The morning of day 3 of 2026: day 4 is no day left undone, it is a day to come.
    monkeypatch.setattr(clock, "now", lambda: datetime(2026, 12, 3, 5, 1, tzinfo=timezone.utc))
    (undone, coming) = (day_cells(DayStatus(PuzzleDay(2026, d)))[1] for d in (2, 4))
    assert "".join(text for text, _ in undone) == ""
    assert "".join(text for text, _ in coming) == "opens in 23 h 59 min"
    # The days to come that hold nothing are one row: day 3's on an 80x24 terminal.
    days = tuple(DayStatus(PuzzleDay(2026, d)) for d in range(1, 13))
    written = DayStatus(PuzzleDay(2026, 6), solution=True)  # written early: its own row
    lines = year_table(YearStatus(2026, days)).text_lines(max_width=80)
    assert [line.split()[0] for line in lines[4:]] == ["1", "2", "3", "4-12"]
    assert lines[-1].split()[1:] == ["next", "in", "23", "h", "59", "min"]
    early = year_table(YearStatus(2026, (*days[:5], written, *days[6:]))).text_lines()
    assert [line.split()[0] for line in early[4:]] == ["1", "2", "3", "4", "5", "6", "7-12"]


def test_a_day_out_of_time_says_how_to_give_it_longer() -> None:
    # Its cell is cut at 40 characters ("error: timeout: still runnin…"): said below.
    slow = DayStatus(PuzzleDay(2026, 4), solution=True, error="timeout: still running after 60 s")
    assert run_summary([slow], 60.1).endswith(
        "; a slow day can have longer: --day-timeout SECONDS, or AOC_DAY_TIMEOUT=SECONDS"
    )
    broken = DayStatus(PuzzleDay(2026, 4), solution=True, error="ModuleNotFoundError: x")
    assert "--day-timeout" not in run_summary([broken], 0.1)


def test_a_days_progress_line_says_whether_it_is_remembered_its_error_too() -> None:
    # On 252 ported days, the progress said "(remembered, 20.7 MiB)" of each day but
    # those with an error, which were remembered all the same.
    when = datetime(2026, 12, 1, tzinfo=timezone.utc)
    error = DayStatus(PuzzleDay(2016, 6), solution=True, error="timeout: still running", seconds=60)
    assert day_summary(error) == "error: timeout: still running (60.0 s)"
    remembered = DayStatus(PuzzleDay(2016, 6), True, error="x", remembered_at=when)
    assert day_summary(remembered) == "error: x (remembered)"
