"""Private leaderboards built in the exact shape of the site's JSON (the real one read by
tests/real_corpus.py has 4 members and 3 days of 2023): what it lacks, made to order.

A member is given as the seconds from each day's unlock to each star; the builder
writes `get_star_ts` and `star_index` as the site does, and the local score by the
site's rule in words of its own: a star is worth one point for each member who did not
get it before you (yourself included), so N for the first of N members.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

#: Midnight US Eastern, when the site unlocks a December day, is 05:00 UTC.
_UNLOCK_UTC = 5


def unlock_ts(year: int, day: int) -> int:
    """When `day` of the `year` event unlocked, in seconds since the epoch."""
    return int(datetime(year, 12, day, _UNLOCK_UTC, tzinfo=timezone.utc).timestamp())


@dataclass
class Racer:
    """A member: ID, name (None: anonymous), day -> seconds from the unlock to each star
    got (one or two), and the `star_index` of a star where a test sets it (day, part)."""

    id: int
    name: str | None
    times: dict[int, tuple[int, ...]] = field(default_factory=dict)
    indexes: dict[tuple[int, int], int] = field(default_factory=dict)


def document(year: int, racers: list[Racer], owner_id: int | None = None) -> dict[str, Any]:
    """The site's JSON of a private leaderboard of `year` with `racers`."""
    stars = {
        (racer.id, day, part): unlock_ts(year, day) + seconds
        for racer in racers
        for day, times in racer.times.items()
        for part, seconds in enumerate(times, start=1)
    }
    # The site numbers every star of the event in the order it was got.
    order = sorted(stars, key=lambda key: (stars[key], key))
    index = {key: n for n, key in enumerate(order)}
    for racer in racers:
        for (day, part), given in racer.indexes.items():
            index[(racer.id, day, part)] = given
    scores = _scores(stars, index, len(racers))
    members = {}
    for racer in racers:
        levels = {
            str(day): {
                str(part): {
                    "get_star_ts": stars[(racer.id, day, part)],
                    "star_index": index[(racer.id, day, part)],
                }
                for part in range(1, len(times) + 1)
            }
            for day, times in racer.times.items()
        }
        got = [ts for (member, _, _), ts in stars.items() if member == racer.id]
        members[str(racer.id)] = {
            "id": racer.id,
            "name": racer.name,
            "stars": len(got),
            "local_score": scores.get(racer.id, 0),
            "last_star_ts": max(got, default=0),
            "completion_day_level": levels,
        }
    owner = owner_id if owner_id is not None else racers[0].id
    return {"event": str(year), "owner_id": owner, "members": members}


def _scores(
    stars: dict[tuple[int, int, int], int], index: dict[tuple[int, int, int], int], members: int
) -> dict[int, int]:
    """Each member's points: for each star, the members who did not get it before them."""
    by_star: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
    for member, day, part in stars:
        by_star.setdefault((day, part), []).append((member, day, part))
    scores: dict[int, int] = {}
    for got in by_star.values():
        moments = sorted((stars[key], index[key]) for key in got)
        for key in got:
            before = bisect_left(moments, (stars[key], index[key]))
            scores[key[0]] = scores.get(key[0], 0) + members - before
    return scores


def spread(count: int, days: int) -> list[Racer]:
    """`count` members, each with a pace of their own, most with both stars of each of
    `days` days, some with the first only, one in ten with none (as big boards are).
    The final day's second star, the free one, comes only with every other."""
    racers = []
    for n in range(count):
        times: dict[int, tuple[int, ...]] = {}
        if n % 10 != 9:
            for day in range(1, days):
                first = 300 + (n * 7919 + day * 104729) % 40_000
                one_star = n % 3 and (n + day) % 6 == 0
                times[day] = (first,) if one_star else (first, first + 60 + n * 31)
            every = all(len(parts) == 2 for parts in times.values())
            last = 900 + n * 13
            times[days] = (last, last + 30) if every else (last,)
        racers.append(Racer(10_000 + n, f"member {n}" if n % 7 else None, times))
    return racers
