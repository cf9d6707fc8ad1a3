"""The Advent of Code calendar rules."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import (
    check_day,
    days_in_year,
    is_unlocked,
    latest_event_year,
    unlock_time,
)


@pytest.mark.parametrize(("year", "days"), [(2015, 25), (2024, 25), (2025, 12), (2027, 12)])
def test_days_in_year(year: int, days: int) -> None:
    assert days_in_year(year) == days
    check_day(year, 1)
    check_day(year, days)
    with pytest.raises(UsageError, match=f"valid days are 1-{days}"):
        check_day(year, days + 1)
    with pytest.raises(UsageError, match=f"valid days are 1-{days}"):
        check_day(year, 0)


def test_years_before_2015_are_rejected() -> None:
    with pytest.raises(UsageError, match="the first was 2015"):
        check_day(2014, 1)


def test_puzzles_unlock_at_midnight_us_eastern() -> None:
    assert unlock_time(2023, 7).astimezone(timezone.utc) == datetime(
        2023, 12, 7, 5, tzinfo=timezone.utc
    )
    just_before = datetime(2023, 12, 7, 4, 59, 59, tzinfo=timezone.utc)
    assert not is_unlocked(2023, 7, just_before)
    assert is_unlocked(2023, 7, datetime(2023, 12, 7, 5, tzinfo=timezone.utc))


def test_latest_event_year_turns_over_on_december_first_eastern() -> None:
    assert latest_event_year(datetime(2026, 12, 1, 4, 59, tzinfo=timezone.utc)) == 2025
    assert latest_event_year(datetime(2026, 12, 1, 5, 0, tzinfo=timezone.utc)) == 2026
    assert latest_event_year(datetime(2027, 6, 1, tzinfo=timezone.utc)) == 2026
