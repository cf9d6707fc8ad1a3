"""The minute of an unlock, with the whole `aoc` process's clock moved there
(libfaketime) against the test site: the site's first seconds refuse, fail and hang, and
the morning goes on; a dead or mangled token is found before the countdown, not after
it. And the mornings around it: the eve of the event, catching up on a day later."""

from __future__ import annotations

import dataclasses
import itertools
import os
import re
import subprocess
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.settings import Network
from aoc_framework.site.fetch import at_unlock
from tests import fixture_day
from tests.authoring.test_page_examples import only_insertions
from tests.forked_aoc import run_aoc_process
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer

#: The first puzzle of the next event, as every morning's.
MORNING = PuzzleDay(2025, 1)
PAGE, INPUT = f"/{MORNING.year}/day/{MORNING.day}", f"/{MORNING.year}/day/{MORNING.day}/input"


def clock_at(moment: datetime, zone: str = "UTC") -> dict[str, str]:
    """The environment that starts a process's clock at `moment` (timezone-aware), running
    on from there, in the time zone `zone` (TZ): libfaketime, preloaded (the package
    ships the library), which reads its start in that zone's time."""
    libfaketime = pytest.importorskip("libfaketime")  # a test dependency: never skipped
    _, additions = libfaketime.get_reload_information()
    local = moment.astimezone(ZoneInfo(zone))
    return {**additions, "TZ": zone, "FAKETIME": f"@{local:%Y-%m-%d %H:%M:%S}"}


def seconds_before_unlock(seconds: float) -> datetime:
    return MORNING.unlock_time().astimezone(timezone.utc) - timedelta(seconds=seconds)


def aoc_at(
    project: Path, server: FakeServer, token: str, clock: dict[str, str], *args: str
) -> subprocess.CompletedProcess:
    """`aoc ARGS` in a process of its own whose clock is `clock`, against the test site
    (forked from the zygote with libfaketime: `tests/forked_aoc.py`)."""
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("AOC_PROJECT")},
        **server.env(token),
        **clock,
        "AOC_PROJECT_DIR": str(project),
        "AOC_THROTTLE": "0.1",
    }
    return run_aoc_process(args, env=env, cwd=project)


@pytest.mark.long
def test_the_sites_first_seconds_are_asked_again_until_it_answers(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    token: str,
    empty_project: Path,
    inputs_dir: Path,
) -> None:
    # As the site answers while it catches up: the page 404, 404, 503; the input 404, 500.
    morning_site.catching_up[("GET", PAGE)] = [404, 404, 503]
    morning_site.catching_up[("GET", INPUT)] = [404, 500]
    clock = clock_at(seconds_before_unlock(1))

    result = aoc_at(empty_project, server, token, clock, "today", "--no-read", "--no-watch")

    assert "Traceback" not in result.stderr, result.stderr
    module = (empty_project / "solutions" / "2025" / "day01.py").read_text()
    assert "part_1=142" in module and "from_page=" in module  # the page's example
    assert (inputs_dir / "2025" / "01.txt").read_text() == fixture_day.INPUT
    retried = [line for line in result.stderr.splitlines() if "asking again in" in line]
    # The input's first 404 sends the morning on to the page (three more tries), the
    # module and the text first while the site catches up; then the input again (its
    # tries had kept the page back for up to a minute and a half).
    said = result.stdout + result.stderr
    first = [line for line in said.splitlines() if line.startswith("the input of 2025 day 1")]
    assert len(first) == 1 and "(404)" in first[0], said
    assert first[0].endswith(": the puzzle first, then the input again"), said
    assert len(retried) == 4, result.stderr
    # The page's second 404 is the first's again: said short, counted; the throttle's
    # tenth of a second said as it is.
    assert "the puzzle page of" in retried[0] and "(404)" in retried[0], retried
    assert re.fullmatch(r"aoc: the same, 2 times now: asking again in 0\.\d s", retried[1])
    assert "(503)" in retried[2] and "the input of" in retried[3] and "(500)" in retried[3]
    page_times = [r.at for r in morning_site.requests if r.path == PAGE]
    assert len(page_times) == 4
    # The token asked after once, before the countdown, and aocd told whose it is: not
    # asked again at the unlock, a round trip before the input (a newcomer's morning).
    assert morning_site.count("GET", "/settings") == 1, morning_site.requests
    # Backing off: at least the throttle between tries, more as the tries go on.
    gaps = [later - earlier for earlier, later in itertools.pairwise(page_times)]
    assert min(gaps) >= 0.1 - 0.02 and gaps[-1] >= 0.2 - 0.02, gaps
    assert morning_site.count("GET", INPUT) == 3


@pytest.mark.parametrize(
    ("since_unlock", "timeout", "expected"),
    [(10, 30, 5), (89, 30, 5), (10, 2, 2), (-60, 30, 30), (120, 30, 30)],
)
def test_the_unlocks_short_timeout_holds_only_where_a_request_is_asked_again(
    since_unlock: float, timeout: float, expected: float
) -> None:
    at = seconds_before_unlock(-since_unlock)
    assert at_unlock(MORNING, Network(timeout_s=timeout), at).timeout_s == expected


def test_the_eve_of_the_event_counts_down_to_its_first_puzzle(
    morning_site: FakeAdventOfCode, server: FakeServer, token: str, empty_project: Path
) -> None:
    # 03:30 UTC on 1 December, 90 minutes before day 1; the user's latest day is older.
    fixture_day.write_fixture_project(empty_project)
    eve = clock_at(seconds_before_unlock(90 * 60))

    result = aoc_at(empty_project, server, token, eve, "today", "--no-wait")

    assert result.returncode == 3, result.stdout + result.stderr
    lines = result.stderr.splitlines()
    assert lines[0] == "2025 day 1: the next puzzle, the event's first"
    # Hours to wait: what to do meanwhile (a newcomer saw nothing, tenth round).
    assert lines[1] == "until then, aoc today --rehearse plays a day you have solved as its morning"
    assert "2025 day 1 is not unlocked yet" in lines[2]
    assert re.search(r", in 1 h (30|29) min;", lines[2]), lines[2]  # the clock runs on
    # A day and a half before, it is still about the latest day.
    earlier = aoc_at(
        empty_project,
        server,
        token,
        clock_at(seconds_before_unlock(36 * 3600)),
        "today",
        "--no-wait",
        "--no-read",
        "--no-watch",
    )
    assert earlier.stderr.startswith("2023 day 1: your latest day"), earlier.stderr


def test_a_day_out_is_caught_up_on_as_its_morning_with_submission(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    token: str,
    empty_project: Path,
    inputs_dir: Path,
) -> None:
    # 3 December: day 1 written the user's way, its input not fetched yet.
    day = empty_project / "solutions" / "2025" / "day01.py"
    day.parent.mkdir()
    day.write_text(fixture_day.SOURCE.replace("2023", "2025"))
    third = clock_at(seconds_before_unlock(-2 * 86_400 - 3600))

    result = aoc_at(
        empty_project,
        server,
        token,
        third,
        "today",
        "2025",
        "1",
        "--no-read",
        "--no-watch",
        "--submit",
    )

    assert result.returncode == 0, result.stdout + result.stderr
    assert (inputs_dir / "2025" / "01.txt").read_text() == fixture_day.INPUT
    assert morning_site.count("POST", INPUT.replace("input", "answer")) == 2, result.stdout
    assert "unlocks" not in result.stderr  # no countdown, nothing waited for
    locked = aoc_at(empty_project, server, token, third, "today", "2025", "5", "--no-wait")
    assert locked.returncode == 3 and "2025 day 5 is not unlocked yet" in locked.stderr


def test_a_refusal_long_after_the_unlock_is_not_asked_again(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    token: str,
    empty_project: Path,
) -> None:
    # A day later a 404 is an answer, not the site catching up: one request, one line.
    morning_site.catching_up[("GET", INPUT)] = [404, 404]
    clock = clock_at(seconds_before_unlock(-86_400))

    result = aoc_at(empty_project, server, token, clock, "fetch", "2025", "1")

    assert result.returncode == 3, result.stderr
    assert "asking again" not in result.stderr
    assert morning_site.count("GET", INPUT) == 1


def test_aoc_new_writes_the_module_before_the_inputs_tries(
    morning_site: FakeAdventOfCode, server: FakeServer, token: str, tmp_path: Path
) -> None:
    # Its input refused in the site's first seconds, the module came only after the
    # input's tries (up to a minute and a half): now after one try, then the input.
    morning_site.catching_up[("GET", INPUT)] = [404, 503]
    project = tmp_path / "new"
    (project / "solutions").mkdir(parents=True)
    after = clock_at(seconds_before_unlock(-1))
    result = aoc_at(project, server, token, after, "new", "2025", "1", "--fetch")
    assert result.returncode == 0, result.stderr
    asked = [r.path for r in morning_site.requests if r.path in (PAGE, INPUT)]
    assert asked == [INPUT, PAGE, INPUT, INPUT], asked
    assert (tmp_path / "inputs" / "2025" / "01.txt").read_text() == fixture_day.INPUT
    assert "part_1=142" in (project / "solutions" / "2025" / "day01.py").read_text()


@pytest.mark.parametrize("settings_status", [None, 500])
def test_a_dead_or_mangled_token_exits_5_before_the_countdown(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    empty_project: Path,
    settings_status: int | None,
) -> None:
    # Twenty seconds before the unlock: a token the site no longer knows, or a cookie
    # it answers with a server error.
    if settings_status is not None:
        morning_site.failures["settings"] = settings_status
    dead = "d" * 96
    clock = clock_at(seconds_before_unlock(20))

    started = time.monotonic()
    result = aoc_at(empty_project, server, dead, clock, "today", "--submit")
    took = time.monotonic() - started

    assert result.returncode == 5, result.stdout + result.stderr
    assert took < 15, took  # not after the 20 s countdown
    errors = [line for line in result.stderr.splitlines() if line.startswith("aoc: error:")]
    assert len(errors) == 1 and "session" in errors[0], result.stderr
    assert dead not in result.stdout + result.stderr
    assert not (empty_project / "solutions" / "2025").exists()  # nothing written yet


@pytest.mark.long
def test_a_module_written_the_evening_before_is_completed_at_the_unlock(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    token: str,
    empty_project: Path,
) -> None:
    # The evening before: the template, with no page to read yet, and a first line of
    # the user's own code.
    evening = clock_at(seconds_before_unlock(3 * 3600))
    written = aoc_at(empty_project, server, token, evening, "new", "2025", "1")
    assert written.returncode == 0, written.stderr
    assert "template without examples" in written.stdout
    module = empty_project / "solutions" / "2025" / "day01.py"
    mine = "        return len(data)  # my own start\n"
    source = module.read_text().replace("        return None\n", mine, 1)
    module.write_text(source)

    morning = aoc_at(
        empty_project,
        server,
        token,
        clock_at(seconds_before_unlock(1)),
        "today",
        "--no-read",
        "--no-watch",
        "--example",
    )

    completed = module.read_text()
    assert "completed solutions/2025/day01.py: the examples and title" in morning.stdout, (
        morning.stdout + morning.stderr
    )
    assert "part_1=142" in completed and 'title = 2025, 1, "Trebuchet?!"' in completed
    # The docstring as the template wrote it gets the title too (a newcomer's test, N15).
    docstring = '"""2025 day 1: Trebuchet?! https://adventofcode.com/2025/day/1"""'
    assert completed.startswith(docstring), completed[:100]
    assert mine in completed  # the user's code, untouched
    again = aoc_at(
        empty_project, server, token, clock_at(seconds_before_unlock(-60)), "new", "2025", "1"
    )
    assert again.returncode == 2 and "already exists" in again.stderr  # nothing left to fill


#: Part 2's text with its example introduced and answered less plainly: a guess.
GUESSED_PART_2 = fixture_day.PAGE_PART_2.replace(
    "<p>For example:</p>\n", "<p>Take these lines:</p>\n"
).replace("so the sum is <code><em>281</em></code> in total.", "which come to <code>281</code>.")


@pytest.mark.parametrize("guessed", [False, True])
def test_part_2s_example_comes_with_the_next_today_once_part_1_is_solved(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    token: str,
    empty_project: Path,
    guessed: bool,
) -> None:
    if guessed:  # said so, as at the unlock (replay 3, N6)
        text = morning_site.texts[MORNING]
        morning_site.texts[MORNING] = dataclasses.replace(text, part_2=GUESSED_PART_2)
    at_unlock = clock_at(seconds_before_unlock(-5))
    args = ("today", "--no-read", "--no-watch", "--example")
    assert aoc_at(empty_project, server, token, at_unlock, *args).returncode in (0, 1)
    module = empty_project / "solutions" / "2025" / "day01.py"
    before = module.read_text()
    assert "part_2=281" not in before
    # Part 1 solved (on the site, and recorded here): the page now shows part 2.
    morning_site.solved.add((MORNING.year, MORNING.day, 1))
    (empty_project / "answers.toml").write_text(
        f'[2025.day01]\npart_1 = "{fixture_day.ANSWERS[0]}"\n'
    )

    later = aoc_at(empty_project, server, token, clock_at(seconds_before_unlock(-600)), *args)

    added = "added part 2's example to solutions/2025/day01.py from the puzzle page"
    if guessed:
        added += " (guessed): check it against the text (aoc read 2025 1)"
    assert added in later.stdout.splitlines(), later.stdout + later.stderr
    after = module.read_text()
    assert "part_2=281" in after
    assert only_insertions(before, after)  # nothing the module held changed


@pytest.mark.parametrize(
    "command",
    [("new", "--fetch", "--wait"), ("fetch", "--wait"), ("run", "--wait"), ("watch", "--wait")],
)
def test_a_wait_for_the_unlock_finds_a_dead_token_before_the_countdown(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    empty_project: Path,
    command: tuple[str, ...],
) -> None:
    # aoc new --fetch --wait counted down with a dead token, to fail after the unlock
    # (a newcomer's morning, tenth round); aoc today checked it, with the same rule.
    dead = "d" * 96
    clock = clock_at(seconds_before_unlock(20))
    if command[0] in ("run", "watch"):  # a day written the evening before
        written = aoc_at(empty_project, server, dead, clock, "new", "2025", "1", "--offline")
        assert written.returncode == 0, written.stderr

    started = time.monotonic()
    args = (command[0], "2025", "1", *command[1:])
    result = aoc_at(empty_project, server, dead, clock, *args)

    assert result.returncode == 5, result.stdout + result.stderr
    assert time.monotonic() - started < 15  # not after the 20 s countdown
    assert "unlocks at" not in result.stderr and dead not in result.stdout + result.stderr
    assert morning_site.count("GET", "/settings") >= 1
    assert morning_site.count("GET", INPUT) == 0  # nothing asked of the puzzle


def test_a_site_down_for_a_minute_and_a_half_is_said_in_a_few_lines() -> None:
    # 60 tries, each its own "the same again" line, scrolled all else away (twelfth
    # round's morning): the answers counted, said at the 2nd, 3rd, 5th, 9th...
    import io

    from aoc_framework.cli.render.progress import retry_note

    said = io.StringIO()
    note = retry_note(said)
    for _ in range(60):
        note("the input of 2026 day 2 is not there yet (404)", 1.0)
    note("the site is down (502)", 5.0)
    lines = said.getvalue().splitlines()
    assert lines[0] == "aoc: the input of 2026 day 2 is not there yet (404): asking again in 1 s"
    counts = [int(re.search(r"the same, (\d+) times now", line)[1]) for line in lines[1:-1]]
    assert counts == [2, 3, 5, 9, 17, 33]
    assert lines[-1] == "aoc: the site is down (502): asking again in 5 s"
