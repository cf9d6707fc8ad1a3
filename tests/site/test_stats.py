"""`aoc stats`: the personal stats page in both of the site's layouts, through aocd's
unmodified client against the test site; kept and fetched at most every 15 minutes.
(The real pages' fragments are read in test_real_pages.py.)"""

from __future__ import annotations

import json
import os
import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from aoc_framework.project.layout import Project
from tests.forked_aoc import start_aoc
from tests.site.conftest import AocOnline, assert_one_line_error, assert_token_hidden
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer


def solve_all(fake: FakeAdventOfCode, year: int, days: int) -> None:
    """Every part of every day of `year` solved, as the site would show it."""
    fake.solved |= {(year, day, part) for day in range(1, days + 1) for part in (1, 2)}


def table_rows(stdout: str) -> list[list[str]]:
    return [line.split() for line in stdout.splitlines() if re.match(r"\s*\d+\s+\S", line)]


def test_a_full_year_until_2024_has_times_ranks_and_scores(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    solve_all(fake, 2024, 25)
    result = aoc("stats", "2024")
    assert result.returncode == 0, result.stderr
    assert "2024: 50 stars, your times" in result.stdout
    rows = table_rows(result.stdout)
    assert [int(row[0]) for row in rows] == list(range(25, 0, -1))  # latest first
    # The test site's times and ranks: 00:DD:0P, rank 100 * day + part, score 0.
    assert rows[-1] == ["1", "00:01:01", "101", "0", "00:01:02", "102", "0"]
    assert "fetched just now" in result.stdout


def test_from_2025_times_only_for_12_days(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    solve_all(fake, 2025, 12)
    fake.solved.discard((2025, 12, 2))
    result = aoc("stats", "2025", "--json")
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert sorted(map(int, document["days"])) == list(range(1, 13))
    assert document["days"]["12"] == {
        "1": {"seconds": 12 * 60 + 1, "over_24h": False, "rank": None, "score": None}
    }
    table = aoc("stats", "2025")
    assert table_rows(table.stdout)[0] == ["12", "00:12:01", "-"]
    assert "Rank" not in table.stdout


def test_a_year_without_stars_says_so(aoc: AocOnline) -> None:
    result = aoc("stats", "2023")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "2023: no stars yet"


def test_the_page_is_fetched_at_most_every_15_minutes(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path, token: str
) -> None:
    solve_all(fake, 2024, 3)
    url = "/2024/leaderboard/self"
    first = aoc("stats", "2024")
    again = aoc("stats", "2024")
    assert fake.count("GET", url) == 1
    assert table_rows(again.stdout) == table_rows(first.stdout)
    assert "cached copy, fetched" in again.stdout
    path = Project.at(project_dir).stats_path(2024)
    record = json.loads(path.read_text())
    record["fetched_at"] = (
        datetime.fromisoformat(record["fetched_at"]) - timedelta(minutes=15)
    ).isoformat()
    path.write_text(json.dumps(record))
    aoc("stats", "2024")
    assert fake.count("GET", url) == 2
    assert_token_hidden(token, again, project_dir)


def test_the_default_year_is_the_latest_event(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    from aoc_framework.model.puzzle import latest_event_year

    result = aoc("stats")
    assert result.returncode == 0, result.stderr
    assert fake.count("GET", f"/{latest_event_year()}/leaderboard/self") == 1


@pytest.mark.parametrize(("args", "code"), [(["2014"], 2), (["3000"], 2)])
def test_a_year_without_an_event_is_refused_before_any_request(
    aoc: AocOnline, fake: FakeAdventOfCode, args: list[str], code: int
) -> None:
    assert_one_line_error(aoc("stats", *args), code)
    assert fake.requests == []


def test_a_stats_page_aocd_cannot_read_is_one_line_saying_what_was_expected(
    subprocess_aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    # A page in a layout aocd does not know: neither the table nor "no stars yet".
    page = b"<html><body><main><p>Your stats are being recomputed.</p></main></body></html>"
    fake.served[("GET", "/2024/leaderboard/self")] = (200, page)
    line = assert_one_line_error(subprocess_aoc("stats", "2024"), 4)
    assert "expected a page with a table of your times" in line, line
    assert "2024/leaderboard/self" in line
    assert "Error" not in line and "NoneType" not in line, line


def test_a_dead_token_and_no_token(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    fake.tokens.clear()
    line = assert_one_line_error(aoc("stats", "2024"), 5)
    assert "rejected" in line
    line = assert_one_line_error(aoc("stats", "2024", env={"AOC_SESSION": ""}), 5)
    assert "no session token" in line


def test_runs_started_at_once_send_one_request(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    solve_all(fake, 2024, 3)
    env = {**os.environ, **server.env(token), "AOC_PROJECT_DIR": str(project_dir)}
    processes = [start_aoc(["stats", "2024"], env=env, cwd=project_dir) for _ in range(3)]
    for process in processes:
        stdout, stderr = process.communicate(timeout=120)
        assert process.returncode == 0, stderr
        assert [row[0] for row in table_rows(stdout)] == ["3", "2", "1"]
    assert fake.count("GET", "/2024/leaderboard/self") == 1
