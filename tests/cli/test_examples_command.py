"""`aoc examples` says why an example the extractor offers is only a guess."""

from __future__ import annotations

import pytest

from aoc_framework.authoring.example_extractor import FoundExample
from aoc_framework.cli.commands.examples_command import _show
from aoc_framework.cli.render import output


def test_a_guess_says_which_rule_failed(capsys: pytest.CaptureFixture[str]) -> None:
    why = "missing: 3 points ahead of the next unmarked candidate"
    guess = FoundExample("1 2\n", "3", None, {}, False, 0.5, ("its answer stated", why))
    _show("example 1", guess)
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "example 1: part 1 = 3 · guess"
    assert lines[2] == "  (this rule does not hold: 3 points ahead of the next unmarked candidate)"
    assert all(len(line) <= 80 for line in lines)


def test_a_sure_example_has_no_doubt_line(capsys: pytest.CaptureFixture[str]) -> None:
    sure = FoundExample("1 2\n", "3", None, {}, True, 0.9, ("its answer stated",))
    _show("example 1", sure)
    assert capsys.readouterr().out.splitlines()[2] == "  1 2"


def test_the_pages_text_reaches_the_terminal_without_its_control_characters(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # A page is text from the site: an escape in its example or answer is not a command.
    hostile = FoundExample("1 \x1b[2J2\n", "3\x1b]0;x\x07", None, {"steps": 6}, True, 0.9, ())
    _show("example 1", hostile)
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "  1 [2J2" in out.splitlines()


def test_a_long_reason_is_wrapped_between_words_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(output, "_width", lambda stream: 80)
    why = "missing: the values the page gives the example in its extra: " + ", ".join(
        f"comparing value {n} (yours: {n * 10})" for n in range(4)
    )
    _show("example 1", FoundExample("1\n", "3", None, {}, False, 0.5, (why,)))
    lines = capsys.readouterr().out.splitlines()
    said = [line for line in lines if line.startswith("  (") or line.startswith("   ")]
    assert len(said) > 1 and all(len(line) <= 80 for line in lines), lines
    joined = " ".join(line.strip() for line in said)
    assert "value 3 (yours: 30); give it them in extra" in joined, joined
    assert joined.endswith('read as self.extra.get("value", 0))'), joined


def test_a_long_heading_is_wrapped_between_words_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(output, "_width", lambda stream: 80)
    extra = {"width": 5, "height": 6, "steps": 100, "rows": 40}
    _show("other candidate 12", FoundExample("1\n", "3", "45678", extra, True, 0.5, ()))
    lines = capsys.readouterr().out.splitlines()
    assert all(len(line) <= 80 for line in lines), lines
    assert "'rows': 40}" in lines[2] and not lines[2].startswith("  1")


def test_part_1_sure_beside_part_2_guessed_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    # The module holds part 1's example as sure: `aoc examples` must not call it a guess.
    both = FoundExample("1 2\n", "3", "9", {}, False, 0.5, (), part_1_sure=True)
    _show("example 1", both)
    assert capsys.readouterr().out.splitlines()[1] == (
        "example 1: part 1 = 3 (sure), part 2 = 9 · guess"
    )
