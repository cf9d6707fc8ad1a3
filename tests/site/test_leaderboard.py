"""`aoc leaderboard`: a private leaderboard from the fake adventofcode.com, through aocd's
client, cached for the 15 minutes the site asks for."""

from __future__ import annotations

import json
import os
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from aoc_framework.model.puzzle import latest_event_year
from aoc_framework.project.layout import Project
from aoc_framework.site.kept_copy import KeptCopy, read_kept
from tests.forked_aoc import start_aoc
from tests.site.conftest import USER_ID, AocOnline, assert_one_line_error, assert_token_hidden
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer, closed_port

BOARD = 1001  # the owner's user id, as on the site
URL = f"/2023/leaderboard/private/view/{BOARD}.json"
DEC_2023 = int(datetime(2023, 12, 1, 5, tzinfo=timezone.utc).timestamp())


def star(day: int, part: int) -> dict[str, int]:
    """A completed level: the star's time (seconds after the day's unlock) and index."""
    return {"get_star_ts": DEC_2023 + (day - 1) * 86_400 + part * 600, "star_index": day * 10}


def member(user: int, name: str | None, score: int, parts: dict[int, int]) -> dict[str, Any]:
    """A member object in the site's shape; `parts`: day -> parts solved (1 or 2)."""
    levels = {
        str(day): {str(p): star(day, p) for p in range(1, solved + 1)}
        for day, solved in parts.items()
    }
    stars = sum(parts.values())
    last = max((star(d, p)["get_star_ts"] for d, p in parts.items()), default=0)
    return {
        "id": user,
        "name": name,
        "stars": stars,
        "local_score": score,
        "global_score": 0,
        "last_star_ts": last,
        "completion_day_level": levels,
    }


#: Our own leaderboard of 2023, in the shape of the site's JSON (member names are ours).
DOCUMENT = {
    "event": "2023",
    "owner_id": BOARD,
    "members": {
        "1004": member(1004, "Rudolph", 0, {}),
        str(USER_ID): member(USER_ID, "Tinsel", 15, {1: 2, 2: 1}),
        "1002": member(1002, None, 7, {1: 2}),
        str(BOARD): member(BOARD, "Holly Berry", 24, {1: 2, 2: 2, 3: 1, 25: 2}),
    },
}


@pytest.fixture(autouse=True)
def board(fake: FakeAdventOfCode) -> None:
    """The fake serves DOCUMENT as leaderboard BOARD of 2023 to the token's owner."""
    fake.add_leaderboard(2023, BOARD, json.dumps(DOCUMENT), {BOARD, USER_ID})


def cache_path(project_dir: Path, year: int = 2023, board_id: int = BOARD) -> Path:
    return Project.at(project_dir).leaderboard_path(year, board_id)


def backdate(project_dir: Path, minutes: float) -> None:
    """Make the cached copy `minutes` older than it is."""
    path = cache_path(project_dir)
    record = json.loads(path.read_text())
    fetched = datetime.fromisoformat(record["fetched_at"]) - timedelta(minutes=minutes)
    record["fetched_at"] = fetched.isoformat()
    path.write_text(json.dumps(record))


def rows(stdout: str) -> list[str]:
    """The table's member rows (they start with a rank: `1)`)."""
    return [line.strip() for line in stdout.splitlines() if re.match(r"\s*\d+\)", line)]


def test_the_table_ranks_members_by_local_score_with_a_star_per_day(
    aoc: AocOnline, fake: FakeAdventOfCode, token: str, project_dir: Path, tmp_path: Path
) -> None:
    result = aoc("leaderboard", str(BOARD), "--year", "2023")
    assert result.returncode == 0, result.stderr
    assert "\x1b[" not in result.stdout  # piped: plain text
    assert "2023 private leaderboard 1001 (Holly Berry's)" in result.stdout
    table = rows(result.stdout)
    assert [row.split()[:3] for row in table] == [
        ["1)", "24", "7"],
        ["2)", "15", "3"],
        ["3)", "7", "2"],
        ["4)", "0", "0"],
    ]
    days = [row.split()[3] for row in table[:3]]
    assert days == ["●●◐" + "·" * 21 + "●", "●◐" + "·" * 23, "●" + "·" * 24]
    assert table[0].endswith("Holly Berry") and table[1].endswith("Tinsel")
    assert table[2].endswith("anonymous #1002") and table[3].endswith("Rudolph")
    assert "fetched just now; the next fetch is allowed in 15 min" in result.stdout
    assert fake.count("GET", URL) == 1
    assert json.loads(cache_path(project_dir).read_text())["leaderboard"] == DOCUMENT
    assert_token_hidden(token, result, tmp_path)


def test_a_copy_younger_than_15_minutes_is_shown_without_a_request(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    assert aoc("leaderboard", str(BOARD), "--year", "2023").returncode == 0
    backdate(project_dir, 14)
    again = aoc("leaderboard", str(BOARD), "--year", "2023")
    assert again.returncode == 0, again.stderr
    assert fake.count("GET", URL) == 1
    assert "cached copy, fetched 14 min" in again.stdout
    assert re.search(r"the next is allowed in (1 min|\d+ s)\)", again.stdout)
    assert len(rows(again.stdout)) == 4


def test_a_copy_15_minutes_old_is_fetched_again(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    assert aoc("leaderboard", str(BOARD), "--year", "2023").returncode == 0
    backdate(project_dir, 15)
    fake.add_leaderboard(2023, BOARD, json.dumps({**DOCUMENT, "members": {}}), {USER_ID})
    again = aoc("leaderboard", str(BOARD), "--year", "2023")
    assert again.returncode == 0, again.stderr
    assert fake.count("GET", URL) == 2
    assert rows(again.stdout) == [] and "fetched just now" in again.stdout


def test_a_copy_dated_in_the_future_is_fetched_again(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    # A clock set wrong, or a copy from another machine: it must not block fetching for
    # two days ("next allowed in 2 d"), as it did.
    assert aoc("leaderboard", str(BOARD), "--year", "2023").returncode == 0
    backdate(project_dir, -2 * 24 * 60)
    again = aoc("leaderboard", str(BOARD), "--year", "2023")
    assert again.returncode == 0, again.stderr
    assert fake.count("GET", URL) == 2
    assert "fetched just now" in again.stdout


def test_runs_started_at_once_send_one_request(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    env = {**os.environ, **server.env(token), "AOC_PROJECT_DIR": str(project_dir)}
    command = ["leaderboard", str(BOARD), "--year", "2023"]
    processes = [start_aoc(command, env=env, cwd=project_dir) for _ in range(3)]
    for process in processes:
        stdout, stderr = process.communicate(timeout=120)
        assert process.returncode == 0, stderr
        assert len(rows(stdout)) == 4
    assert fake.count("GET", URL) == 1


def test_members_with_the_same_score_share_a_rank(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    tied = {
        **DOCUMENT,
        "members": {
            "1": member(1, "Ash", 9, {1: 2}),
            "2": member(2, "Fir", 9, {1: 2, 2: 1}),
            "3": member(3, "Yew", 4, {}),
        },
    }
    path = cache_path(project_dir)
    path.parent.mkdir(parents=True)
    fetched = datetime.now(timezone.utc).isoformat()
    path.write_text(json.dumps({"fetched_at": fetched, "leaderboard": tied}))
    result = aoc("leaderboard", str(BOARD), "--year", "2023")
    assert result.returncode == 0, result.stderr
    # Equal scores share a rank (more stars listed first); the next rank skips the tie.
    assert [(row.split()[0], row.split()[-1]) for row in rows(result.stdout)] == [
        ("1)", "Fir"),
        ("1)", "Ash"),
        ("3)", "Yew"),
    ]
    assert fake.requests == []


def test_day_shows_the_days_race_with_times_ranks_and_points(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    result = aoc("leaderboard", str(BOARD), "--year", "2023", "--day", "1")

    assert result.returncode == 0, result.stderr
    assert "2023 day 1, private leaderboard 1001" in result.stdout
    # Every star of DOCUMENT's day 1 came 10 and 20 minutes after the unlock, in the same
    # second with the same index: the site's order is then the members' IDs'.
    races = [line.split() for line in result.stdout.splitlines() if "00:10:00" in line]
    assert [row[:6] for row in races] == [
        ["00:10:00", "1", "00:20:00", "1", "00:10:00", "8"],  # 4 + 4 of 4 members
        ["00:10:00", "2", "00:20:00", "2", "00:10:00", "6"],
        ["00:10:00", "3", "00:20:00", "3", "00:10:00", "4"],
    ]
    assert [" ".join(row[6:]) for row in races] == [
        "Holly Berry",
        "anonymous #1002",
        "Tinsel",
    ]
    assert "Day 1 unlocked at " in result.stdout
    assert "without a star of day 1: 1 of 4 members" in result.stdout
    assert fake.count("GET", URL) == 1
    # A day no one has a star of: no empty table, the count says it.
    empty = aoc("leaderboard", str(BOARD), "--year", "2023", "--day", "4")
    assert empty.returncode == 0, empty.stderr
    assert "Part 1" not in empty.stdout
    assert "without a star of day 4: 4 of 4 members" in empty.stdout


def test_the_standings_show_each_members_best_delta_and_podiums(aoc: AocOnline) -> None:
    result = aoc("leaderboard", str(BOARD), "--year", "2023")

    assert result.returncode == 0, result.stderr
    # Holly Berry: on the podium of every star she got (7), both stars of days 1, 2, 25.
    assert [row.split()[4:6] for row in rows(result.stdout)] == [
        ["10m", "7"],
        ["10m", "3"],
        ["10m", "2"],
        ["-", "0"],
    ]


def test_a_day_not_in_the_event_is_refused_before_any_request(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    result = aoc("leaderboard", str(BOARD), "--year", "2025", "--day", "13")
    line = assert_one_line_error(result, 2)
    assert line.endswith("day 13 is not in the 2025 event; valid days are 1-12")
    both = aoc("leaderboard", str(BOARD), "--day", "1", "--json")
    assert "--json and --day cannot be used together" in assert_one_line_error(both, 2)
    assert fake.requests == []


def test_svg_draws_the_race_from_the_copy_the_table_shows(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    result = aoc("leaderboard", str(BOARD), "--year", "2023", "--svg", "race.svg")

    assert result.returncode == 0, result.stderr
    assert "wrote race.svg: 4 members" in result.stdout
    picture = project_dir / "race.svg"
    svg = picture.read_text(encoding="utf-8")
    assert ">Holly Berry<" in svg and ">anonymous #1002<" in svg
    written = picture.stat().st_mtime_ns
    # The cached copy, fresh: drawn again without a request, the same picture untouched.
    again = aoc("leaderboard", str(BOARD), "--year", "2023", "--svg", "race.svg")
    assert again.returncode == 0, again.stderr
    assert "cached copy" in again.stdout
    assert fake.count("GET", URL) == 1
    assert picture.stat().st_mtime_ns == written
    assert not list(project_dir.glob(".race.svg.*"))  # written atomically: no leftover


def test_json_prints_the_document_and_says_its_age_on_stderr(aoc: AocOnline) -> None:
    result = aoc("leaderboard", str(BOARD), "--year", "2023", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == DOCUMENT
    assert "fetched just now" in result.stderr
    cached = aoc("leaderboard", str(BOARD), "--year", "2023", "--json")
    assert json.loads(cached.stdout) == DOCUMENT and "cached copy" in cached.stderr


def test_the_id_comes_from_the_argument_then_the_environment_then_pyproject(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    pyproject = project_dir / "pyproject.toml"
    pyproject.write_text(f"[tool.aoc]\nleaderboard = {BOARD}\n")
    from_config = aoc("leaderboard", "--year", "2023")
    assert from_config.returncode == 0, from_config.stderr
    assert len(rows(from_config.stdout)) == 4
    # Now cached: the runs below make no request, so a wrong choice of source would
    # ask the site for leaderboard 5 and fail.
    pyproject.write_text("[tool.aoc]\nleaderboard = 5\n")
    by_env = aoc("leaderboard", "--year", "2023", env={"AOC_LEADERBOARD": str(BOARD)})
    assert by_env.returncode == 0, by_env.stderr
    by_arg = aoc("leaderboard", str(BOARD), "--year", "2023", env={"AOC_LEADERBOARD": "5"})
    assert by_arg.returncode == 0, by_arg.stderr
    assert f"private leaderboard {BOARD}" in by_env.stdout + by_arg.stdout
    assert fake.count() == 1


def test_the_latest_event_is_the_default_year(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    year = latest_event_year()
    short = {**DOCUMENT, "event": str(year), "num_days": 12, "day1_ts": DEC_2023}
    fake.add_leaderboard(year, BOARD, json.dumps(short), {USER_ID})
    result = aoc("leaderboard", str(BOARD))
    assert result.returncode == 0, result.stderr
    assert f"{year} private leaderboard" in result.stdout
    days = 12 if year >= 2025 else 25
    # Holly's day 25 is past the end of a 12-day event: not shown.
    assert rows(result.stdout)[1].split()[3] == "●◐" + "·" * (days - 2)


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        ((), {}, "no leaderboard ID"),
        (("abc",), {}, "'abc' is not a leaderboard ID"),
        ((), {"AOC_LEADERBOARD": "12x"}, "AOC_LEADERBOARD: '12x' is not"),
        (("1001", "--year", "2014"), {}, "not an Advent of Code year"),
        (("1001", "--year", str(latest_event_year() + 1)), {}, "has not started yet"),
    ],
)
def test_bad_ids_and_years_are_refused_before_any_request(
    aoc: AocOnline,
    fake: FakeAdventOfCode,
    args: tuple[str, ...],
    env: dict[str, str],
    message: str,
) -> None:
    line = assert_one_line_error(aoc("leaderboard", *args, env=env), 2)
    assert message in line
    assert fake.requests == []


def test_a_bad_id_in_pyproject_names_the_file(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    (project_dir / "pyproject.toml").write_text('[tool.aoc]\nleaderboard = "mine"\n')
    line = assert_one_line_error(aoc("leaderboard", "--year", "2023"), 2)
    assert "pyproject.toml [tool.aoc] leaderboard: 'mine' is not" in line
    assert fake.requests == []


def test_without_a_token(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    result = aoc("leaderboard", str(BOARD), "--year", "2023", env={"AOC_SESSION": ""})
    assert "AOC_SESSION" in assert_one_line_error(result, 5)
    assert fake.requests == []


def test_a_dead_token(
    aoc: AocOnline, fake: FakeAdventOfCode, token: str, project_dir: Path, tmp_path: Path
) -> None:
    fake.tokens.clear()
    result = aoc("leaderboard", str(BOARD), "--year", "2023")
    line = assert_one_line_error(result, 5)
    assert "expired" in line and f"...{token[-4:]}" in line
    assert not cache_path(project_dir).exists()
    assert_token_hidden(token, result, tmp_path)


@pytest.mark.parametrize("status", [None, 403, 404])
def test_a_leaderboard_you_may_not_see(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path, status: int | None
) -> None:
    if status is None:  # the real site's answer: a redirect to one's private leaderboards
        fake.add_leaderboard(2023, BOARD, json.dumps(DOCUMENT), {BOARD})
    else:
        fake.failures["leaderboard"] = status
    line = assert_one_line_error(aoc("leaderboard", str(BOARD), "--year", "2023"), 2)
    assert f"will not show private leaderboard {BOARD} of 2023" in line
    assert "not a member" in line
    assert not cache_path(project_dir).exists()


@pytest.mark.parametrize(
    "body",
    [
        "<!DOCTYPE html><html><body>Advent of Code</body></html>",
        '{"event": "2023", "members": ',
        '{"event": "2023", "members": [1, 2]}',
        json.dumps({**DOCUMENT, "members": {"1": {"id": 1, "name": "Elf"}}}),
    ],
    ids=["html", "truncated", "members-list", "member-fields-missing"],
)
def test_a_malformed_reply(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path, body: str
) -> None:
    fake.add_leaderboard(2023, BOARD, body, {USER_ID})
    line = assert_one_line_error(aoc("leaderboard", str(BOARD), "--year", "2023"), 4)
    assert f"sent private leaderboard {BOARD} of 2023 in an unexpected form" in line
    assert "leaderboard" not in json.loads(cache_path(project_dir).read_text())  # not kept


def test_a_server_error_is_a_request_and_the_last_copy_is_shown(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    # While the site failed, each `aoc leaderboard` (a `watch -n 10` of it) sent a
    # request, when the site is loaded most, and showed nothing of the copy it had.
    fake.failures["leaderboard"] = 503
    line = assert_one_line_error(aoc("leaderboard", str(BOARD), "--year", "2023"), 4)
    assert "server error (503)" in line and re.search(r"next request is allowed in 1[45] min", line)
    again = assert_one_line_error(aoc("leaderboard", str(BOARD), "--year", "2023"), 4)
    assert "server error (503)" in again and "next request is allowed in" in again
    assert fake.count("GET", URL) == 1  # a failed request counts as one
    # With a copy: shown, saying why it is old.
    fake.failures.clear()
    cache_path(project_dir).unlink()
    assert aoc("leaderboard", str(BOARD), "--year", "2023").returncode == 0
    backdate(project_dir, 20)
    fake.failures["leaderboard"] = 503
    for _ in range(2):
        shown = aoc("leaderboard", str(BOARD), "--year", "2023")
        assert shown.returncode == 0, shown.stderr
        assert rows(shown.stdout), shown.stdout
        said = " ".join(shown.stdout.split())
        assert re.search(r"the copy fetched 20 min( \d+ s)? ago: adventofcode.com answ", said)
        assert re.search(r"the next request is allowed in 1[45] min( \d+ s)?, as the", said)
    assert fake.count("GET", URL) == 3


def test_a_refused_connection(aoc: AocOnline, server: FakeServer) -> None:
    proxy = f"http://127.0.0.1:{closed_port()}"
    result = aoc("leaderboard", str(BOARD), "--year", "2023", env={"https_proxy": proxy})
    assert "connection was refused" in assert_one_line_error(result, 4)


def test_an_unreadable_cache_is_fetched_again(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    path = cache_path(project_dir)
    path.parent.mkdir(parents=True)
    path.write_text('{"fetched_at": "2023-12-')
    copy = KeptCopy(path, "leaderboard")
    assert read_kept(copy, lambda document, at, now: document) is None
    result = aoc("leaderboard", str(BOARD), "--year", "2023")
    assert result.returncode == 0, result.stderr
    assert fake.count("GET", URL) == 1
    assert read_kept(copy, lambda document, at, now: document) is not None


VIEW_KEY = "5e1f0c0ffee0b0a7"
#: The 2025 leaderboard JSON: 12 days, and no global_score since the global leaderboard
#: is gone (the other fields as in 2023's, our own names).
DOCUMENT_2025 = {
    "event": "2025",
    "owner_id": BOARD,
    "num_days": 12,
    "day1_ts": DEC_2023,
    "members": {
        key: {name: value for name, value in fields.items() if name != "global_score"}
        for key, fields in DOCUMENT["members"].items()
    },
}


@pytest.fixture
def shared_2025(fake: FakeAdventOfCode) -> None:
    """Leaderboard BOARD of 2025, which the token's owner is not a member of, readable
    through its read-only link with VIEW_KEY."""
    fake.add_leaderboard(2025, BOARD, json.dumps(DOCUMENT_2025), viewers=set())
    fake.view_keys[(2025, BOARD)] = VIEW_KEY


@pytest.mark.usefixtures("shared_2025")
def test_a_view_key_reads_a_leaderboard_without_a_token(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    no_token = {"AOC_SESSION": ""}
    args = ("leaderboard", str(BOARD), "--year", "2025", "--view-key", VIEW_KEY)
    result = aoc(*args, env=no_token)
    assert result.returncode == 0, result.stderr
    assert rows(result.stdout)[0].split()[:3] == ["1)", "24", "7"]
    # Sent as the site's read-only link asks, and without a session cookie.
    [request] = [r for r in fake.requests if r.path.endswith(f"/{BOARD}.json")]
    assert (request.query, request.token) == ({"view_key": VIEW_KEY}, None)
    assert_token_hidden(VIEW_KEY, result, project_dir)  # a key that lets anyone read


@pytest.mark.usefixtures("shared_2025")
def test_a_wrong_view_key_is_one_line_and_the_right_one_can_live_in_pyproject(
    aoc: AocOnline, project_dir: Path
) -> None:
    no_token = {"AOC_SESSION": ""}
    args = ("leaderboard", str(BOARD), "--year", "2025")
    line = assert_one_line_error(aoc(*args, "--view-key", "0ld0ld", env=no_token), 2)
    assert "not this leaderboard's key" in line and "0ld0ld" not in line

    (project_dir / "pyproject.toml").write_text(
        f'[tool.aoc]\nleaderboard_view_key = "{VIEW_KEY}"\n'
    )
    result = aoc(*args, env=no_token)
    assert result.returncode == 0, result.stderr
    assert "2025 private leaderboard" in result.stdout
