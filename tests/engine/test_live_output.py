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


def test_a_run_printing_in_a_loop_shows_its_last_lines_and_how_many_went_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(run, "LIVE_OUTPUT_AFTER_S", 60)
    monkeypatch.setattr(run, "_KEPT_OUTPUT_CHARS", 1000)  # kept bounded, whatever is printed
    printed = run._Printed("input", io.StringIO())
    for n in range(5000):
        print("mass", n, file=printed)
    lines = printed.text().splitlines()
    assert lines[0] == "(4980 earlier lines: aoc run prints every line)", lines[0]
    assert lines[1:] == [f"mass {n}" for n in range(4980, 5000)]
    assert printed._size <= 1000 + 20


def test_a_slow_run_printing_in_a_loop_shows_its_first_lines_then_one_a_second() -> None:
    live = io.StringIO()
    printed = run._Printed("input", live)
    _gone_live(printed)
    for n in range(3000):
        print("step", n, file=printed)
    shown = live.getvalue().splitlines()
    assert shown[0] == "input, still running, printed:"
    assert shown[1:21] == [f"step {n}" for n in range(20)]
    assert shown[21:] == ["step 20"]  # then the latest line, no more than one a second
    printed._next_live = time.monotonic()  # a second later
    print("step 3000", file=printed)
    assert live.getvalue().splitlines()[-1] == "step 3000"
    said = "(2979 lines printed while it ran not shown: aoc run prints every line)"
    assert printed.text() == said


def test_a_last_line_left_unended_after_the_first_lines_is_counted_as_not_shown() -> None:
    printed = run._Printed("input", io.StringIO())
    _gone_live(printed)
    printed.write("step\n" * 21 + "done")  # 20 lines, the latest one, then "done" unended
    assert printed.text() == "(1 lines printed while it ran not shown: aoc run prints every line)"
