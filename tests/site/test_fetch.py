"""Fetching inputs: `aoc run` on a cache miss, `aoc fetch`, and every network failure,
through aocd's unmodified client against the fake adventofcode.com."""

from __future__ import annotations

import io
import socket
import time
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from aoc_framework.cli.render.progress import countdown
from aoc_framework.model.durations import format_wait
from aoc_framework.model.puzzle import PuzzleDay, unlock_time
from aoc_framework.site.fetch import wait_for_unlock
from tests.conftest import NEXT_YEAR
from tests.forked_aoc import start_aoc
from tests.site.conftest import ANSWERS, INPUT, USER_ID, AocOnline, assert_one_line_error
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer, closed_port

INPUT_PATH = "/2023/day/1/input"
PART_1, PART_2 = ANSWERS


def cache_files(inputs_dir: Path) -> list[str]:
    """Everything in the input cache except the lock files and the `.gitignore` that keeps
    it out of git."""
    if not inputs_dir.exists():
        return []
    return sorted(
        str(p.relative_to(inputs_dir))
        for p in inputs_dir.rglob("*")
        if p.is_file() and not p.name.endswith(".lock") and p.name != ".gitignore"
    )


def test_run_fetches_a_missing_input_once_with_the_projects_user_agent(
    subprocess_aoc: AocOnline, fake: FakeAdventOfCode, inputs_dir: Path
) -> None:
    first = subprocess_aoc("run", "2023", "1")
    assert first.returncode == 0, first.stderr
    assert PART_1 in first.stdout and PART_2 in first.stdout
    assert (inputs_dir / "2023" / "01.txt").read_text() == INPUT
    assert fake.count("GET", INPUT_PATH) == 1
    from aoc_framework.site.aocd.client import user_agent

    assert {r.user_agent for r in fake.requests} == {user_agent(None)}

    before = len(fake.requests)
    again = subprocess_aoc("run", "2023", "1")
    assert again.returncode == 0 and PART_1 in again.stdout
    assert len(fake.requests) == before, "a cached input must not cause any request"


def test_fetch_one_day_then_reports_it_cached_without_a_request(
    aoc: AocOnline, fake: FakeAdventOfCode, inputs_dir: Path
) -> None:
    fetched = aoc("fetch", "2023", "1")
    assert fetched.returncode == 0, fetched.stderr
    assert "fetched" in fetched.stdout
    assert (inputs_dir / "2023" / "01.txt").is_file()
    before = len(fake.requests)
    cached = aoc("fetch", "2023", "1")
    assert cached.returncode == 0 and "already cached" in cached.stdout
    assert len(fake.requests) == before


def test_fetch_a_year_gets_only_the_days_not_cached(
    aoc: AocOnline, fake: FakeAdventOfCode, inputs_dir: Path
) -> None:
    # 2025 has 12 days, all unlocked; 10 are cached already, so 2 are fetched.
    for day in range(1, 13):
        fake.add_puzzle(2025, day, f"input of day {day}\n", "1", "2")
    for day in range(1, 11):
        path = inputs_dir / "2025" / f"{day:02d}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"cached {day}\n")
    result = aoc("fetch", "2025")
    assert result.returncode == 0, result.stderr
    assert fake.count("GET", "/2025/day/11/input") == fake.count("GET", "/2025/day/12/input") == 1
    assert not any(
        r.path.endswith("/input")
        and r.path != "/2025/day/11/input"
        and r.path != "/2025/day/12/input"
        for r in fake.requests
    )
    assert (inputs_dir / "2025" / "12.txt").read_text() == "input of day 12\n"
    assert (inputs_dir / "2025" / "01.txt").read_text() == "cached 1\n"
    assert "2 fetched, 10 already cached" in result.stdout


def test_fetch_without_a_year_gets_the_days_that_have_a_solution(
    aoc: AocOnline, fake: FakeAdventOfCode, inputs_dir: Path, project_dir: Path
) -> None:
    # The fixture project has 2023 day 1; a 2025 day 3 module is added. Other unlocked days
    # (2023 day 2, 2025 day 1) have no module: they are not asked for.
    (project_dir / "solutions" / "2025").mkdir()
    (project_dir / "solutions" / "2025" / "day03.py").write_text("")
    fake.add_puzzle(2025, 3, "input of 2025 day 3\n", "1", "2")

    result = aoc("fetch")

    assert result.returncode == 0, result.stderr
    inputs = sorted(r.path for r in fake.requests if r.path.endswith("/input"))
    assert inputs == ["/2023/day/1/input", "/2025/day/3/input"]
    assert (inputs_dir / "2025" / "03.txt").read_text() == "input of 2025 day 3\n"
    assert "the days in solutions/: 2 fetched, 0 already cached" in result.stdout
    requests = len(fake.requests)
    again = aoc("fetch")
    assert "0 fetched, 2 already cached" in again.stdout and len(fake.requests) == requests


@pytest.mark.long
def test_concurrent_cold_runs_send_one_input_request(
    aoc: AocOnline, fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    import os

    env = {
        **os.environ,
        **server.env(token),
        "AOC_PROJECT_DIR": str(project_dir),
    }
    processes = [start_aoc(["run", "2023", "1"], env=env, cwd=project_dir) for _ in range(6)]
    outputs = [process.communicate(timeout=120) for process in processes]
    for process, (stdout, stderr) in zip(processes, outputs, strict=True):
        assert process.returncode == 0, stderr
        assert PART_1 in stdout
    assert fake.count("GET", INPUT_PATH) == 1


@pytest.mark.parametrize(
    ("failure", "status", "code", "words"),
    [
        ("input", 500, 4, "server error (500)"),
        ("input", 503, 4, "server error (503)"),
        ("settings", 502, 4, "server error (502)"),
    ],
)
def test_server_errors_leave_the_cache_alone(
    aoc: AocOnline,
    fake: FakeAdventOfCode,
    inputs_dir: Path,
    failure: str,
    status: int,
    code: int,
    words: str,
) -> None:
    fake.failures[failure] = status
    line = assert_one_line_error(aoc("run", "2023", "1"), code)
    assert words in line
    assert cache_files(inputs_dir) == []


def test_a_locked_puzzle_on_the_server_is_one_line(aoc: AocOnline, inputs_dir: Path) -> None:
    # 2023 day 8 is past its unlock time but the fake serves no such puzzle: a 404.
    line = assert_one_line_error(aoc("fetch", "2023", "8"), 3)
    assert "404" in line and "not unlocked" in line
    assert cache_files(inputs_dir) == []


def test_a_cookie_the_server_refuses_says_token_missing_or_expired(
    aoc: AocOnline, fake: FakeAdventOfCode, token: str, inputs_dir: Path
) -> None:
    # aocd looked the token's owner up (and remembered it) while the token was valid;
    # then the token expired, and the server answers the next input request with 400.
    fake.add_puzzle(2023, 8, "LR\n", "2", "6")
    assert aoc("fetch", "2023", "1").returncode == 0
    del fake.tokens[token]
    line = assert_one_line_error(aoc("fetch", "2023", "8"), 5)
    assert "missing or expired" in line and "400" in line
    assert fake.count("GET", "/2023/day/8/input") == 1
    assert token not in line
    assert cache_files(inputs_dir) == ["2023/01.txt"]


def test_a_dead_token_is_one_line_and_never_shown(
    subprocess_aoc: AocOnline, inputs_dir: Path, tmp_path: Path
) -> None:
    dead = "deadbeef" * 12
    result = subprocess_aoc("run", "2023", "1", env={"AOC_SESSION": dead})
    line = assert_one_line_error(result, 5)
    assert "...beef" in line and "expired" in line
    assert dead not in result.stdout + result.stderr
    for path in tmp_path.rglob("*"):
        if path.is_file() and path.name != "token2id.json":
            assert dead.encode() not in path.read_bytes(), path
    assert cache_files(inputs_dir) == []


def test_no_token_and_no_cached_input_says_how_to_set_it(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    # aoc run --submit: the token is missing (exit 5), and the message says how to set it.
    line = assert_one_line_error(aoc("run", "2023", "1", "--submit", env={"AOC_SESSION": ""}), 5)
    assert "no session token" in line and "AOC_SESSION" in line
    # aoc fetch: the token is missing (exit 5).
    line = assert_one_line_error(aoc("fetch", "2023", "1", env={"AOC_SESSION": ""}), 5)
    assert "no session token" in line and "AOC_SESSION" in line
    assert fake.requests == []


def test_connection_refused(aoc: AocOnline, inputs_dir: Path) -> None:
    proxy = f"http://127.0.0.1:{closed_port()}"
    line = assert_one_line_error(aoc("run", "2023", "1", env={"https_proxy": proxy}), 4)
    assert "refused" in line
    assert cache_files(inputs_dir) == []


def test_dns_failure(aoc: AocOnline, inputs_dir: Path) -> None:
    proxy = "http://proxy.invalid:3128"
    line = assert_one_line_error(aoc("run", "2023", "1", env={"https_proxy": proxy}), 4)
    assert "DNS" in line
    assert cache_files(inputs_dir) == []


@pytest.fixture
def silent_server() -> Iterator[str]:
    """A local server that accepts connections and never answers; its URL."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"


def test_a_server_that_never_answers_times_out(
    aoc: AocOnline, inputs_dir: Path, silent_server: str
) -> None:
    # The issue asks for a bound: the CLI gives up after its configured timeout.
    start = time.monotonic()
    result = aoc("run", "2023", "1", "--timeout", "0.5", env={"https_proxy": silent_server})
    elapsed = time.monotonic() - start
    line = assert_one_line_error(result, 4)
    assert "did not answer" in line and "--timeout" in line
    assert elapsed < 15
    assert cache_files(inputs_dir) == []


def test_the_timeout_comes_from_the_environment_too(aoc: AocOnline, silent_server: str) -> None:
    env = {"https_proxy": silent_server, "AOC_TIMEOUT": "0.5"}
    line = assert_one_line_error(aoc("fetch", "2023", "1", env=env), 4)
    assert "did not answer" in line


def test_a_puzzle_not_unlocked_yet_gives_the_unlock_time_and_the_wait(
    subprocess_aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    # Midnight US Eastern, in the user's time and zone (TZ): 06:00 in Paris.
    result = subprocess_aoc("fetch", str(NEXT_YEAR), "1", env={"TZ": "Europe/Paris"})
    line = assert_one_line_error(result, 3)
    day = f"{unlock_time(NEXT_YEAR, 1):%a} 1 Dec {NEXT_YEAR}"
    assert f"{NEXT_YEAR} day 1 is not unlocked yet: it unlocks at 06:00 CET on {day}, in " in line
    assert " d" in line and "--wait" in line  # the wait, in days
    assert fake.requests == []


def test_wait_for_unlock_counts_down_then_returns() -> None:
    unlock = unlock_time(NEXT_YEAR, 3)
    clock = [unlock - timedelta(seconds=3)]
    sleeps: list[float] = []

    def sleep(seconds: float) -> None:
        sleeps.append(seconds)
        clock[0] += timedelta(seconds=seconds)

    stream = io.StringIO()
    puzzle = PuzzleDay(NEXT_YEAR, 3)
    wait_for_unlock(puzzle, countdown(puzzle, stream), clock=lambda: clock[0], sleep=sleep)
    assert clock[0] >= unlock
    assert sum(sleeps) == pytest.approx(3)
    # Not a terminal: one line, not one per second.
    assert stream.getvalue().count("\n") == 1
    assert f"{NEXT_YEAR} day 3 unlocks" in stream.getvalue() and "in 3 s" in stream.getvalue()


def test_wait_for_an_unlocked_puzzle_returns_at_once() -> None:
    stream = io.StringIO()
    now = datetime(2024, 1, 1, tzinfo=timezone.utc)
    puzzle = PuzzleDay(2023, 7)
    wait_for_unlock(puzzle, countdown(puzzle, stream), clock=lambda: now, sleep=pytest.fail)
    assert stream.getvalue() == ""


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (0, "0 s"),
        (0.2, "1 s"),
        (59, "59 s"),
        (245, "4 min 5 s"),
        (3605, "1 h"),
        (3 * 3600 + 12 * 60 + 5, "3 h 12 min"),
        (2 * 86400 + 4 * 3600 + 7, "2 d 4 h"),
    ],
)
def test_waits_are_told_in_two_units(seconds: float, text: str) -> None:
    assert format_wait(seconds) == text


@pytest.mark.parametrize(
    ("args", "path"),
    [
        (["fetch", "2023", "1"], "/2023/day/1/input"),
        (["read", "2023", "1"], "/2023/day/1"),
        (["leaderboard", "4242", "--year", "2023"], "/2023/leaderboard/private/view/4242.json"),
    ],
)
def test_a_reply_that_drips_is_bounded_by_the_timeout(
    aoc: AocOnline, fake: FakeAdventOfCode, args: list[str], path: str
) -> None:
    fake.add_leaderboard(
        2023, 4242, '{"event": "2023", "owner_id": 4242, "members": {}}', {USER_ID}
    )
    fake.drip.add(path)  # 10 s of body at least: a byte every 0.5 s

    began = time.monotonic()
    result = aoc(*args, "--timeout", "0.5")

    assert time.monotonic() - began < 6  # 0.5 s for the owner lookup, 0.5 s for the body
    assert result.returncode == 4, result.stderr
    line = result.stderr.splitlines()[-1]  # after what aoc read says it fetches
    assert line.startswith("aoc: error: ") and "did not answer" in line and "in time" in line
    assert "Traceback" not in result.stderr
