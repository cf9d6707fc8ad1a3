"""What a slow run prints, shown as it prints it (engine/run._Printed): under one line
naming the run, and only when it printed something."""

from __future__ import annotations

import io
import time

import pytest

from aoc_framework.engine import run


@pytest.fixture(autouse=True)
def _live_soon(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(run, "LIVE_OUTPUT_AFTER_S", 0.05)


def _gone_live(printed: run._Printed) -> None:
    deadline = time.monotonic() + 5
    while not printed._live and time.monotonic() < deadline:
        time.sleep(0.01)
    assert printed._live


def test_a_slow_run_that_prints_nothing_gets_no_heading() -> None:
    live = io.StringIO()
    printed = run._Printed("example 2", live)
    _gone_live(printed)
    printed.write("")
    printed.text()
    assert live.getvalue() == ""


def test_what_a_slow_run_printed_comes_under_one_heading() -> None:
    live = io.StringIO()
    printed = run._Printed("input", live)
    printed.write("step 1\n")
    _gone_live(printed)
    printed.write("step 2\n")
    printed.text()
    assert live.getvalue() == "input, still running, printed:\nstep 1\nstep 2\n"
