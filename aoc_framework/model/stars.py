"""The stars of a year, counted one way wherever they are shown.

A day's stars are its two parts' verdicts: a part whose answer is right (`CORRECT`)
holds a star. The final day's part 2 has no puzzle: it is the free star, given once
every other star of the year is in (`FREE_STAR`), and until then a star still to earn
(`FREE_STAR_LATER`), never "not solved".

What says a part is right depends on who asks, and both are shown, labelled apart:

- `aoc status` counts the **checked** stars: parts your code, run today, reproduces
  against answers.toml (`engine.status`);
- `aoc calendar` and `aoc readme` count the **recorded** stars: parts in answers.toml or
  on the kept stats page, with no code run (`showcase.calendar`).

Both give their days' verdicts to `with_free_star` and count them with `stars`.
"""

from collections.abc import Iterable, Sequence

from aoc_framework.model.puzzle import days_in_year, free_star_earned
from aoc_framework.model.results import PartVerdicts, Verdict

#: The verdicts that hold a star.
STAR_VERDICTS = (Verdict.CORRECT, Verdict.FREE_STAR)


def stars(days: Iterable[PartVerdicts]) -> int:
    """The stars the days' verdicts hold (the free star once earned)."""
    return sum(verdict in STAR_VERDICTS for day in days for verdict in day)


def max_stars(year: int) -> int:
    """The stars of the `year` event: two a day."""
    return 2 * days_in_year(year)


def with_free_star(year: int, days: Sequence[PartVerdicts]) -> list[PartVerdicts]:
    """Every day of `year` in order, the last one's part 2 made the free star: earned
    when every other star is in, else still to earn (whatever it was before)."""
    *others, last = days
    earned = free_star_earned(year, stars(others) + (last[0] is Verdict.CORRECT))
    free = Verdict.FREE_STAR if earned else Verdict.FREE_STAR_LATER
    return [*others, (last[0], free)]
