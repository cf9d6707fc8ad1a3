"""Pages of the site kept in the project's git-ignored cache and fetched again no more
often than the site asks: the private leaderboards and the personal stats, one rule.

adventofcode.com asks that leaderboards be fetched at most once every 15 minutes; the
personal stats page is one (/YEAR/leaderboard/self). The last copy of each is kept with
the time it was fetched, written atomically; a copy younger than 15 minutes is always
used instead of a request: nothing overrides that. A request the site failed counts as
one: for 15 minutes after it none is sent, and the last copy is shown, saying why (each
`aoc leaderboard` sent one while the site failed, when it is loaded most).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from aoc_framework.model import clock
from aoc_framework.model.durations import format_wait
from aoc_framework.model.errors import NetworkError
from aoc_framework.project.files import fetch_lock
from aoc_framework.project.layout import Project

#: adventofcode.com: "avoid sending requests more often than once every 15 minutes".
FETCH_INTERVAL = timedelta(minutes=15)

T = TypeVar("T")
#: Makes the kept value from a document, the time it was fetched, and whether it was
#: fetched now; may raise ValueError, TypeError, KeyError or AttributeError.
Parse = Callable[[Any, datetime, bool], T]


class KeptCopy(NamedTuple):
    """Where a page's copy is kept, and the key of its document in the file."""

    path: Path
    key: str


def load_kept(
    project: Project,
    copy: KeptCopy,
    parse: Parse[T],
    fetch: Callable[[], Any],
    *,
    timeout: float,
    at: datetime | None = None,
) -> T:
    """The value of the kept `copy` while it is younger than `FETCH_INTERVAL` at `at`
    (default: now), else of the document `fetch()` returns (JSON-able), kept before it
    is returned. The fetch happens under the copy's lock, so that two `aoc` at once make
    one request."""
    if (kept := _recent(copy, parse, at)) is not None:
        return kept
    with fetch_lock(copy.path, timeout):
        # Another process may have fetched it while this one waited for the lock.
        if (kept := _recent(copy, parse, at)) is not None:
            return kept
        moment = at or clock.now()
        record = _record(copy)
        failed = record.get(_FAILED)
        if isinstance(failed, dict) and is_fresh(_moment(failed.get("at")), moment):
            return _instead(copy, parse, str(failed.get("problem")), _moment(failed["at"]))
        try:
            document = fetch()
        except NetworkError as error:  # answered with an error, or not at all
            failure = {"at": moment.isoformat(), "problem": error.problem}
            project.write_private(copy.path, json.dumps({**record, _FAILED: failure}) + "\n")
            return _instead(copy, parse, error.problem, moment)
        value = parse(document, moment, True)
        record = {"fetched_at": moment.isoformat(), copy.key: document}
        project.write_private(copy.path, json.dumps(record) + "\n")
    return value


#: The key of the last request that failed, in a copy's file: when, and what the site did.
_FAILED = "failed"


def _record(copy: KeptCopy) -> dict[str, Any]:
    """The copy's file as written, else empty (absent or unreadable: as if absent)."""
    try:
        record = json.loads(copy.path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return record if isinstance(record, dict) else {}


def _moment(text: object) -> datetime:
    """A time a copy's file holds; one that cannot be read is long past."""
    try:
        moment = datetime.fromisoformat(str(text))
    except ValueError:
        return datetime.min.replace(tzinfo=clock.now().tzinfo)
    return moment if moment.tzinfo is not None else moment.astimezone()


def _instead(copy: KeptCopy, parse: Parse[T], problem: str, failed_at: datetime) -> T:
    """The last copy, with why it is shown though old (`failure` on the value): the site
    failed at `failed_at`, and no request goes before 15 minutes after it. Without a
    copy, that as a `NetworkError`."""
    wait = format_wait((next_fetch_at(failed_at) - clock.now()).total_seconds())
    why = f"{problem}; the next request is allowed in {wait}, as the site asks"
    kept = read_kept(copy, parse)
    if kept is None:
        raise NetworkError(why)
    return dataclasses.replace(kept[0], failure=why)  # type: ignore[type-var]


def read_kept(copy: KeptCopy, parse: Parse[T]) -> tuple[T, datetime] | None:
    """The value of the kept `copy` and when it was fetched; None when there is none,
    or it cannot be read (it is then fetched again, as if absent)."""
    record = _record(copy)
    try:
        fetched_at = datetime.fromisoformat(record["fetched_at"])
        if fetched_at.tzinfo is None:
            return None
        return parse(record[copy.key], fetched_at, False), fetched_at
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


def next_fetch_at(fetched_at: datetime) -> datetime:
    """When the site allows the next fetch of a page fetched at `fetched_at`."""
    return fetched_at + FETCH_INTERVAL


def is_fresh(fetched_at: datetime, at: datetime | None = None) -> bool:
    """Whether a copy fetched at `fetched_at` is still the one to show at `at` (default:
    now): younger than `FETCH_INTERVAL`. A copy dated in the future (a clock set wrong,
    a file copied from elsewhere) is stale, never a block on fetching for that long."""
    moment = at or clock.now()
    return fetched_at <= moment < next_fetch_at(fetched_at)


def _recent(copy: KeptCopy, parse: Parse[T], at: datetime | None) -> T | None:
    kept = read_kept(copy, parse)
    return kept[0] if kept is not None and is_fresh(kept[1], at) else None
