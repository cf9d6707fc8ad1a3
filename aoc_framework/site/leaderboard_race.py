"""The race a private leaderboard's JSON holds (`aoc leaderboard --day`, `--svg`): for
each day, each member's time from the unlock to each star and between the two (part 2's
"delta"), the star's rank among the members and its points; each day's podium; each
member's position after each day. A pure function of the parsed leaderboard: no
request, no clock.

The points are the site's local score: for each star, the first member to get it has N
points, the next N-1, and so on, N being the number of members (those without a star
count too). The site's own `local_score` is what the standings show; the days' points
add up to it (tests/site/test_leaderboard_race.py checks it on a real leaderboard), and
give what the site does not send: the positions after each day.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import accumulate

from aoc_framework.model.puzzle import unlock_time
from aoc_framework.site.leaderboard import Leaderboard, Member, Star

#: How many members stand on a star's podium.
PODIUM = 3
#: The parts of a day, each a star.
PARTS = (1, 2)


@dataclass(frozen=True)
class Finish:
    """One member's day: seconds from the unlock to each star (None: not got), the
    star's rank among the members (1: first), and the points both stars earned."""

    member: Member
    seconds: tuple[int | None, int | None]
    ranks: tuple[int | None, int | None]
    points: int

    @property
    def delta(self) -> int | None:
        """Seconds between the two stars (part 2's "delta"), once both are in."""
        first, second = self.seconds
        return second - first if first is not None and second is not None else None

    @property
    def podiums(self) -> int:
        """How many of the day's two podiums the member stands on."""
        return sum(rank is not None and rank <= PODIUM for rank in self.ranks)


@dataclass(frozen=True)
class DayRace:
    """One day: the members with a star of it, fastest first (both stars before the
    first alone, each by its rank). On the event's final day the second star is the
    free one, given with every other star of the year: its time says when the year was
    done, not how long part 2 took (`free_second_star`)."""

    day: int
    finishes: tuple[Finish, ...]
    free_second_star: bool

    def podium(self, part: int) -> tuple[Member, ...]:
        """The first members (at most three) to get the star of `part`, in order."""
        placed = sorted(
            (f.ranks[part - 1], f.member.id, f.member)
            for f in self.finishes
            if (rank := f.ranks[part - 1]) is not None and rank <= PODIUM
        )
        return tuple(member for _, _, member in placed)


@dataclass(frozen=True)
class Standing:
    """One member over the event: their position after each day (ties share one, as
    on the site), their best delta (the free star's aside) and how many podiums they
    stood on."""

    member: Member
    positions: tuple[int, ...]
    best_delta: int | None
    podiums: int


@dataclass(frozen=True)
class Race:
    """A leaderboard's race: every day of the event, in order, and each member's
    standing, in the leaderboard's order (by local score); `last_day`, the latest day
    with a star (0: none yet)."""

    year: int
    days: tuple[DayRace, ...]
    standings: tuple[Standing, ...]
    last_day: int

    def day(self, day: int) -> DayRace:
        """The race of `day` (1-based, on the event's calendar)."""
        return self.days[day - 1]


def race(board: Leaderboard) -> Race:
    """The race held in `board`'s JSON (see the module's docstring)."""
    days = tuple(_day(board, day) for day in range(1, board.days + 1))
    last_day = max((d.day for d in days if d.finishes), default=0)
    positions = _positions(board, days)
    days_of: dict[int, list[tuple[DayRace, Finish]]] = {m.id: [] for m in board.members}
    for day in days:
        for finish in day.finishes:
            days_of[finish.member.id].append((day, finish))
    standings = tuple(
        _standing(member, positions[member.id], days_of[member.id]) for member in board.members
    )
    return Race(board.year, days, standings, last_day)


def _standing(
    member: Member, positions: tuple[int, ...], raced: list[tuple[DayRace, Finish]]
) -> Standing:
    """`member`'s standing from the days they `raced`: the free star's delta is none."""
    deltas = (f.delta for d, f in raced if f.delta is not None and not d.free_second_star)
    podiums = sum(f.podiums for _, f in raced)
    return Standing(member, positions, min(deltas, default=None), podiums)


def _day(board: Leaderboard, day: int) -> DayRace:
    unlock = int(unlock_time(board.year, day).timestamp())
    first, second = (_ranks(board.members, day, part) for part in PARTS)
    finishes = []
    for member in board.members:
        got = member.stars_by_day.get(day, {})
        if not got:
            continue
        at = [got[part].at - unlock if part in got else None for part in PARTS]
        ranks = (first.get(member.id), second.get(member.id))
        points = sum(len(board.members) + 1 - rank for rank in ranks if rank is not None)
        finishes.append(Finish(member, (at[0], at[1]), ranks, points))
    never = len(board.members) + 1
    finishes.sort(key=lambda f: (f.ranks[1] or never, f.ranks[0] or never, f.member.id))
    return DayRace(day, tuple(finishes), free_second_star=day == board.days)


def _ranks(members: tuple[Member, ...], day: int, part: int) -> dict[int, int]:
    """Member ID -> their rank for the star of `day`'s `part`: by the second it was
    got, then by the site's own order of its stars (two in the same second)."""
    got: list[tuple[Star, int]] = [
        (m.stars_by_day[day][part], m.id) for m in members if part in m.stars_by_day.get(day, {})
    ]
    got.sort()
    return {member_id: rank for rank, (_, member_id) in enumerate(got, start=1)}


def _positions(board: Leaderboard, days: tuple[DayRace, ...]) -> dict[int, tuple[int, ...]]:
    """Member ID -> their position after each day, by the points of the days so far;
    members with the same points share the better position."""
    per_day = {m.id: [0] * len(days) for m in board.members}
    for index, day in enumerate(days):
        for finish in day.finishes:
            per_day[finish.member.id][index] = finish.points
    running = {member_id: list(accumulate(points)) for member_id, points in per_day.items()}
    positions: dict[int, list[int]] = {member_id: [] for member_id in running}
    for index in range(len(days)):
        scores = sorted((points[index] for points in running.values()), reverse=True)
        first_with = {}
        for place, score in enumerate(scores, start=1):
            first_with.setdefault(score, place)
        for member_id, points in running.items():
            positions[member_id].append(first_with[points[index]])
    return {member_id: tuple(places) for member_id, places in positions.items()}
