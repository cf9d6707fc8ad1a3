"""The unlock's waits, apart from tests/site/test_unlock.py so that a test worker runs
them beside the rest: a request the site never answers at the unlock, given up in seconds
and asked again; the countdown in the user's own time and zone."""

from __future__ import annotations

import re
import time
from datetime import timedelta
from pathlib import Path

import pytest

from aoc_framework.actions.today import MorningCalls, TodayReport, TodayRequest, morning
from aoc_framework.model import clock
from aoc_framework.model.errors import StoppedWaiting
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.fetch import retried_at_unlock
from tests import fixture_day
from tests.forked_aoc import give_aocd_this_environment
from tests.site.fake_aoc import NO_ANSWER, FakeAdventOfCode, FakeServer
from tests.site.test_unlock import INPUT, MORNING, aoc_at, clock_at, seconds_before_unlock


@pytest.mark.long
def test_a_request_unanswered_at_the_unlock_is_given_up_in_seconds_and_asked_again(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    token: str,
    empty_project: Path,
    inputs_dir: Path,
) -> None:
    # The input's first request is lost in the crowd: never answered.
    morning_site.catching_up[("GET", INPUT)] = [NO_ANSWER]
    clock = clock_at(seconds_before_unlock(1))

    started = time.monotonic()
    result = aoc_at(empty_project, server, token, clock, "today", "--no-read", "--no-watch")
    took = time.monotonic() - started

    assert "Traceback" not in result.stderr, result.stderr
    # Given up, the input is asked for again once the puzzle is written and read.
    said = [line for line in (result.stdout + result.stderr).splitlines() if "did not" in line]
    assert len(said) == 1 and said[0].endswith(": the puzzle first, then the input again"), said
    # What went wrong, not what to do when `aoc` gives up: it is asking again already.
    assert "try again" not in said[0] and "--timeout" not in said[0], said
    assert (inputs_dir / "2025" / "01.txt").read_text() == fixture_day.INPUT
    # The hung request given up after seconds: not the 30 s of --timeout.
    assert took < 20, (took, result.stderr)


@pytest.mark.long
def test_the_countdown_says_the_unlock_in_the_users_time_and_zone(
    morning_site: FakeAdventOfCode, server: FakeServer, token: str, empty_project: Path
) -> None:
    # Seconds before midnight US Eastern, in Paris: 06:00 CET, never 05:00 UTC. (Three:
    # a loaded machine may take a second or two to start the process.)
    clock = clock_at(seconds_before_unlock(3), "Europe/Paris")

    result = aoc_at(empty_project, server, token, clock, "fetch", "2025", "1", "--wait")

    assert result.returncode == 0, result.stderr
    said = result.stderr.splitlines()[0]
    assert re.fullmatch(
        r"2025 day 1 unlocks at 06:00 CET on Mon 1 Dec 2025: in [1-3] s; waiting", said
    )


def test_ctrl_c_while_the_site_catches_up_stops_asking_in_one_line() -> None:
    # Ctrl-C during the tries just after the unlock is the user's choice, as during the
    # countdown, and said so by what was asked for (it was "aoc: error: interrupted").
    unlock = MORNING.unlock_time()

    def pressed_ctrl_c() -> str:
        raise KeyboardInterrupt

    after = unlock + timedelta(seconds=3)
    for once in (False, True):  # (`aoc today`'s first try for the input is one alone)
        with pytest.raises(StoppedWaiting, match=rf"^stopped asking for {MORNING}, which unl"):
            retried_at_unlock(MORNING, pressed_ctrl_c, interval=1.0, clock=lambda: after, once=once)
    # Hours later, a Ctrl-C is one as any other.
    with pytest.raises(KeyboardInterrupt) as later:
        hours = unlock + timedelta(hours=3)
        retried_at_unlock(MORNING, pressed_ctrl_c, interval=1.0, clock=lambda: hours)
    assert not isinstance(later.value, StoppedWaiting)


def test_the_input_refused_at_the_unlock_is_asked_for_again_however_long_the_text_was_read(
    morning_site: FakeAdventOfCode,
    server: FakeServer,
    token: str,
    empty_project: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The input's first request refused (404), the puzzle comes first; read for three
    # minutes, past the minute and a half of tries after the unlock: the input is asked
    # for again all the same, not given up for that window.
    morning_site.catching_up[("GET", INPUT)] = [404]
    for name, value in {**server.env(token), "AOC_PROJECT_DIR": str(empty_project)}.items():
        monkeypatch.setenv(name, value)
    give_aocd_this_environment(monkeypatch.setattr)
    now = [MORNING.unlock_time() + timedelta(seconds=2)]
    monkeypatch.setattr(clock, "now", lambda: now[0])
    said: list[str] = []

    def read_for_three_minutes(page: object) -> None:
        now[0] += timedelta(minutes=3)

    calls = MorningCalls(said=said.append, page=read_for_three_minutes)
    request = TodayRequest(MORNING.year, MORNING.day, wait=False)
    project = Project.at(empty_project)
    report = morning(project, request, Network(throttle_s=0), calls)

    assert report == TodayReport(MORNING, example=False)
    assert any(line.endswith(": the puzzle first, then the input again") for line in said), said
    assert morning_site.count("GET", INPUT) == 2
    assert project.input_path(MORNING).read_text().strip() == fixture_day.INPUT.strip()
