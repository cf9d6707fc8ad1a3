"""The one rule of a year's stars (model/stars), which status and the calendar share."""

import pytest

from aoc_framework.model.puzzle import days_in_year
from aoc_framework.model.results import Verdict
from aoc_framework.model.stars import max_stars, stars, with_free_star

RIGHT = (Verdict.CORRECT, Verdict.CORRECT)


@pytest.mark.parametrize("year", [2023, 2025])
def test_the_free_star_comes_with_every_other_star(year: int) -> None:
    days = [RIGHT] * (days_in_year(year) - 1) + [(Verdict.CORRECT, None)]
    given = with_free_star(year, days)
    assert given[-1] == (Verdict.CORRECT, Verdict.FREE_STAR)
    assert given[:-1] == days[:-1]
    assert stars(given) == max_stars(year) == 2 * days_in_year(year)


@pytest.mark.parametrize(
    "missing", [(0, 1), (-1, 0)], ids=["a part of day 1", "the final day's part 1"]
)
def test_one_missing_star_holds_the_free_star_back(missing: tuple[int, int]) -> None:
    days = [list(RIGHT) for _ in range(days_in_year(2023))]
    day, part = missing
    days[day][part] = None
    given = with_free_star(2023, [(first, second) for first, second in days])
    assert given[-1][1] is Verdict.FREE_STAR_LATER
    # A star still to earn is not a star: two short of the year (the free star with it).
    assert stars(given) == max_stars(2023) - 2


def test_only_right_answers_and_the_earned_free_star_count() -> None:
    days = [
        (Verdict.CORRECT, Verdict.WRONG),
        (Verdict.UNKNOWN, Verdict.NOT_SOLVED),
        (Verdict.ERROR, None),
        (Verdict.CORRECT, Verdict.FREE_STAR),
        (None, Verdict.FREE_STAR_LATER),
    ]
    assert stars(days) == 3
