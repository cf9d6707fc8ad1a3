"""`aoc examples` says why an example the extractor offers is only a guess."""

from __future__ import annotations

import pytest

from aoc_framework.authoring.example_extractor import FoundExample
from aoc_framework.cli.commands.examples_command import _show


def test_a_guess_says_which_rule_failed(capsys: pytest.CaptureFixture[str]) -> None:
    why = "missing: 3 points ahead of the next unmarked candidate"
    guess = FoundExample("1 2\n", "3", None, {}, False, 0.5, ("its answer stated", why))
    _show("example 1", guess)
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "example 1: part 1 = 3 · guess, score 0.50"
    assert lines[2] == "  (this rule does not hold: 3 points ahead of the next unmarked candidate)"
    assert all(len(line) <= 80 for line in lines)


def test_a_sure_example_has_no_doubt_line(capsys: pytest.CaptureFixture[str]) -> None:
    sure = FoundExample("1 2\n", "3", None, {}, True, 0.9, ("its answer stated",))
    _show("example 1", sure)
    assert capsys.readouterr().out.splitlines()[2] == "  1 2"
