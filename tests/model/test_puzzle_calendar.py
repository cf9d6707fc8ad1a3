"""The Advent of Code calendar rules."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from aoc_framework.model import clock
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import (
    check_day,
    days_in_year,
    is_unlocked,
    last_year,
    latest_event_year,
    unlock_time,
)


@pytest.mark.parametrize(("year", "days"), [(2015, 25), (2024, 25), (2025, 12), (2026, 12)])
def test_days_in_year(year: int, days: int) -> None:
    assert days_in_year(year) == days
    check_day(year, 1)
    check_day(year, days)
    with pytest.raises(UsageError, match=f"valid days are 1-{days}"):
        check_day(year, days + 1)
    with pytest.raises(UsageError, match=f"valid days are 1-{days}"):
        check_day(year, 0)


@pytest.mark.parametrize(
    ("now", "last"),
    [
        (datetime(2026, 11, 29, tzinfo=timezone.utc), 2026),
        (datetime(2026, 12, 1, 4, 59, 59, tzinfo=timezone.utc), 2026),
        (datetime(2026, 12, 1, 5, tzinfo=timezone.utc), 2027),
        (datetime(2027, 1, 15, tzinfo=timezone.utc), 2027),
    ],
)
def test_the_last_year_taken_is_the_coming_events(
    monkeypatch: pytest.MonkeyPatch, now: datetime, last: int
) -> None:
    # On 29 November 2026 it was 2027, a year too far: "the years are 2015 to 2027",
    # then of 2027 "the event has not started yet; the latest is 2025".
    monkeypatch.setattr(clock, "now", lambda: now)
    assert last_year() == last == latest_event_year(now) + 1
    check_day(last, 1)
    with pytest.raises(UsageError, match=f"the years are 2015 to {last}$"):
        check_day(last + 1, 1)


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
