"""The one clock of `aoc`, and how a moment is shown to the user.

Every module reads the time as `clock.now()` (never a copy of `now` imported by name),
so a test moves the framework's clock with one patch. Every time a message shows is the
user's local time (the system's zone, or `TZ`) with its zone's abbreviation, as
`local_time` writes it: `06:00 CET on Tue 1 Dec 2026`; the unlocks at midnight US
Eastern are shown the same way, in the user's zone.
"""

from datetime import datetime, timezone


def now() -> datetime:
    """The current time, timezone-aware: the clock every module reads."""
    return datetime.now(timezone.utc)


def time_of_day(moment: datetime, *, seconds: bool = False) -> str:
    """`moment` as the user's local time of day with its zone: `06:00 CET` (with
    `seconds`, `06:00:12 CET`). A naive `moment` is taken as local time already."""
    local = moment.astimezone()
    return f"{local:%H:%M:%S %Z}" if seconds else f"{local:%H:%M %Z}"


def local_date(moment: datetime) -> str:
    """The user's local date of `moment`: `Tue 1 Dec 2026`."""
    local = moment.astimezone()
    return f"{local:%a} {local.day} {local:%b %Y}"


def local_time(moment: datetime) -> str:
    """`moment` in the user's local time, with its zone and date: `06:00 CET on Tue 1
    Dec 2026` (the one way a message shows a moment)."""
    return f"{time_of_day(moment)} on {local_date(moment)}"
