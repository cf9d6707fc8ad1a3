"""How the site's pages look: your stats (`aoc stats`, the README's stats section) as a
table, and how old a kept copy of a page (the stats, a private leaderboard) is. A
private leaderboard's own tables are in `views.leaderboard`.
"""

from datetime import datetime

from aoc_framework.model import clock
from aoc_framework.model.durations import format_wait
from aoc_framework.site.kept_copy import FETCH_INTERVAL, next_fetch_at
from aoc_framework.site.stats import YearStats
from aoc_framework.views.table import Column, Table, cell

#: A part the stats page does not list: not solved.
UNSOLVED = "-"


def stats_table(stats: YearStats) -> Table:
    """A row per day solved, latest first as on the site: each part's time, and its
    rank and score when the page gives them."""
    per_part = ("Time", "Rank", "Score") if stats.ranked else ("Time",)
    columns = [Column("Day", "right")]
    for part in (1, 2):
        headers = [
            f"Part {part}\n{name}" if n == 0 else f"\n{name}" for n, name in enumerate(per_part)
        ]
        columns += [Column(header, "right") for header in headers]
    rows = []
    for day in sorted(stats.days, reverse=True):
        row = [cell(str(day))]
        for part in (1, 2):
            found = stats.days[day].get(part)
            if found is None:
                row += [cell(UNSOLVED, "dim")] + [cell("")] * (len(per_part) - 1)
                continue
            row.append(cell(found.time_text))
            if stats.ranked:
                row += [cell(str(found.rank)), cell(str(found.score))]
        rows.append(row)
    title = f"{stats.year}: {stats.stars} stars, your times"
    return Table(title, columns, rows)


def freshness_color(failure: str | None) -> str:
    """The colour of the `freshness` line: dim, or yellow for a copy shown because its
    request failed (news the user may act on)."""
    return "yellow" if failure else "dim"


def freshness(fetched_at: datetime, fetched_now: bool, failure: str | None = None) -> str:
    """How old a shown copy of a leaderboard page (fetched at `fetched_at`) is, and when
    the site allows the next fetch; for a copy shown since its request failed, that."""
    minutes = int(FETCH_INTERVAL.total_seconds() // 60)
    if fetched_now:
        return f"fetched just now; the next fetch is allowed in {minutes} min"
    age = format_wait(max(0.0, (clock.now() - fetched_at).total_seconds()))
    if failure is not None:
        return f"the copy fetched {age} ago: {failure}"
    wait = format_wait((next_fetch_at(fetched_at) - clock.now()).total_seconds())
    return (
        f"cached copy, fetched {age} ago (adventofcode.com asks for one fetch every "
        f"{minutes} min; the next is allowed in {wait})"
    )
