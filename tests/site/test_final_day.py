"""The year's last star, as the site plays it: the final day's part 1 right with every
other star in makes aocd post part 2's "done" itself, and the site congratulates on the
whole year. In both calendar shapes (25 days until 2024, 12 from 2025) and both stats
layouts, which the test site builds in the real pages' markup (the real bodies
themselves: `test_real_pages.test_a_real_stats_page_decides_the_free_star`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.project.answers import KnownAnswers
from tests.site.conftest import AocOnline
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer

FINAL_DAYS = [PuzzleDay(2024, 25), PuzzleDay(2025, 12)]


def every_other_star(fake: FakeAdventOfCode, final: PuzzleDay) -> None:
    """The fake user has every star of the final day's year but the final day's two."""
    for day in range(1, final.day):
        fake.add_puzzle(final.year, day, "input\n", f"{day}1", f"{day}2")
        fake.solved |= {(final.year, day, 1), (final.year, day, 2)}
    fake.add_puzzle(final.year, final.day, "input\n", "4242", "")


@pytest.mark.parametrize("final", FINAL_DAYS, ids=str)
def test_the_last_star_records_part_1_and_says_the_year_is_complete(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path, final: PuzzleDay
) -> None:
    every_other_star(fake, final)

    result = aoc("submit", str(final.year), str(final.day), "1", "4242")

    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"{final} part 1: ✓ 4242 is right (recorded in answers.toml)"
    assert lines[1] == f"{final} part 2: ★ the free star: {final.year} is complete!"
    assert result.stderr == ""
    assert (final.year, final.day, 2) in fake.solved  # aocd posted "done"
    assert fake.count("POST", f"/{final.year}/day/{final.day}/answer") == 2
    assert KnownAnswers.load(project_dir / "answers.toml").get(final, Part.ONE) == "4242"

    status = aoc("status", str(final.year))
    assert f"stars 2/{2 * final.day}" not in status.stdout  # counted like the site: the
    assert "★" in status.stdout  # free star with the rest (only one day has a solution)


#: A stats page aocd's parser cannot read (no <article><pre>): it raises AttributeError.
UNREADABLE_STATS = b"<html><body><main><p>Stats are resting.</p></main></body></html>"


@pytest.mark.parametrize(
    ("final", "failure", "words"),
    [
        (PuzzleDay(2024, 25), "stats 500", "HTTP 500 while reading the stats page"),
        (
            PuzzleDay(2024, 25),
            "stats unreadable",
            "aocd could not understand the site's answer while reading the stats page",
        ),
        (
            PuzzleDay(2025, 12),
            "stats unreadable",
            "aocd could not understand the site's answer while reading the stats page",
        ),
        (
            PuzzleDay(2024, 25),
            "free star 500",
            "HTTP 500 while posting the free star",
        ),
    ],
    ids=str,
)
def test_when_the_free_star_cannot_be_checked_part_1_still_counts_and_the_warning_is_words(
    aoc: AocOnline,
    fake: FakeAdventOfCode,
    project_dir: Path,
    final: PuzzleDay,
    failure: str,
    words: str,
) -> None:
    every_other_star(fake, final)
    if failure == "stats unreadable":
        fake.served[("GET", f"/{final.year}/leaderboard/self")] = (200, UNREADABLE_STATS)
    else:
        fake.failures[failure.removesuffix(" 500")] = 500

    result = aoc("submit", str(final.year), str(final.day), "1", "4242")

    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == [
        f"{final} part 1: ✓ 4242 is right (recorded in answers.toml)"
    ]
    assert result.stderr.splitlines() == [
        f"aoc: warning: the free star could not be checked ({words}); "
        f"aoc status counts it once every other star of {final.year} is in"
    ]
    assert KnownAnswers.load(project_dir / "answers.toml").get(final, Part.ONE) == "4242"


def test_with_stars_still_missing_the_free_star_comes_later(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    final = PuzzleDay(2024, 25)
    every_other_star(fake, final)
    fake.solved.discard((2024, 3, 2))

    result = aoc("submit", "2024", "25", "1", "4242")

    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[1] == (
        "2024 day 25 part 2: the free star comes once every other star of 2024 is in"
    )
    assert fake.count("POST", "/2024/day/25/answer") == 1  # no "done": the site would refuse


def test_a_final_day_page_showing_two_answers_is_read(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    # The completed final day as some pages show it: part 2's line has an answer too.
    page = (
        "<!DOCTYPE html><html><head><title>Day 25 - Advent of Code 2024</title></head><body>"
        "<main><article><h2>--- Day 25: Code Chronicle ---</h2><p>Keys.</p></article>"
        "<p>Your puzzle answer was <code>3162</code>.</p>"
        "<article><h2>--- Part Two ---</h2><p>The Historian.</p></article>"
        "<p>Your puzzle answer was <code>done</code>.</p>"
        '<p class="day-success">Both parts of this puzzle are complete! They provide two '
        "gold stars: **</p></main></body></html>"
    )
    fake.add_puzzle(2024, 25, "input\n", "3162", "")
    fake.served[("GET", "/2024/day/25")] = (200, page.encode())

    result = aoc("answers", "sync", "2024", "25")

    assert result.returncode == 0, result.stdout + result.stderr
    assert "part 1: 3162 (new)" in result.stdout
    assert KnownAnswers.load(project_dir / "answers.toml").get(PuzzleDay(2024, 25), 1) == "3162"


def test_the_answer_is_said_on_its_way_once_though_aocd_posts_the_free_star_too(
    fake: FakeAdventOfCode,
    server: FakeServer,
    token: str,
    project_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # `on_post` ("sending 4242 to adventofcode.com" in the watch) is the answer's post,
    # not aocd's own post of part 2's "done" that follows on the final day.
    from aoc_framework.project.layout import Project
    from aoc_framework.project.settings import Network
    from aoc_framework.site.submit import submit_answer
    from tests.forked_aoc import give_aocd_this_environment

    final = PuzzleDay(2025, 12)
    every_other_star(fake, final)
    for name, value in {**server.env(token), "AOC_PROJECT_DIR": str(project_dir)}.items():
        monkeypatch.setenv(name, value)
    give_aocd_this_environment(monkeypatch.setattr)
    posts: list[str] = []
    network = Network(10.0, 0.0, None)
    project = Project.at(project_dir)
    result = submit_answer(
        project, final, Part.ONE, "4242", network=network, on_post=lambda: posts.append("!")
    )
    assert result.solved and (final.year, final.day, 2) in fake.solved  # "done" posted
    assert fake.count("POST", f"/{final.year}/day/{final.day}/answer") == 2
    assert posts == ["!"]
