"""What the watch and `aoc run` say of an example from the page that fails (`doubt_lines`),
and of parts held back from the input."""

from __future__ import annotations

import pytest

from aoc_framework.cli.commands.watch_command import _say_held
from aoc_framework.cli.render.day_output import doubt_lines
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import GuessReason, PartResult, RunResult, doubts_of

DAY = PuzzleDay(2026, 1)


def _ran(source: str, answer: object, expected: object) -> RunResult:
    return RunResult(source, (PartResult.judged(Part.ONE, answer, expected),))


def test_a_candidate_the_code_gives_nothing_on_says_not_solved_not_none() -> None:
    failing = _ran("example 1", 3, 4)
    blank = _ran("'A'", "", None)
    (doubt,) = doubts_of([failing], {"example 1": True}, [blank])
    lines = doubt_lines(DAY, doubt)
    assert lines[1] == "  'A': not solved", lines
    assert "None" not in "\n".join(lines)


def test_only_the_part_right_on_the_input_lays_the_blame_on_the_example() -> None:
    failing = _ran("example 1", 3, 4)
    other = _ran("'A'", 5, 6)
    blamed = "the code is the likelier culprit"
    for on_input, accepted in ((_ran("input", 10, 10), True), (_ran("input", 10, None), False)):
        (doubt,) = doubts_of([failing], {"example 1": True}, [other], on_input)
        assert doubt.accepted is accepted
        last = doubt_lines(DAY, doubt)[-1]
        assert (blamed in last) is not accepted, last
        assert ("your part 1 gives the answer the site accepted" in last) is accepted, last


def test_a_sure_example_that_fails_points_at_the_values_the_page_gives_it_alone() -> None:
    # A sure example the right code fails on is most often one whose page gives it a
    # value of its own ("a circular list containing five elements") left out of extra.
    failing = _ran("example 1", 3, 4)
    for on_input, accepted in ((None, False), (_ran("input", 10, 10), True)):
        (doubt,) = doubts_of([failing], {"example 1": False}, (), on_input)
        (line,) = doubt_lines(DAY, doubt)
        own_values = "unless the page gives it a value of its own (extra=)" in line
        assert own_values is not accepted, line
        assert ("gives the answer the site accepted" in line) is accepted, line
        assert "aoc read 2026 1" in line


def test_a_guess_says_why_the_extractor_guessed_when_the_page_says() -> None:
    # "less than 32" where the real puzzle asks 10000: the line names it, not only aoc examples.
    why = "this rule does not hold: ... in its extra: less than 32 (yours: 10000)"
    failing = _ran("example 2", 5554416, 16)
    (doubt,) = doubts_of([failing], {"example 2": True}, (), None, [GuessReason(1, "16", why)])
    assert doubt.why == why
    assert f"where it states 16 ({why});" in doubt_lines(DAY, doubt)[0]
    # Another part's or another answer's reason is not this one's.
    (other,) = doubts_of([failing], {"example 2": True}, (), None, [GuessReason(2, "16", why)])
    assert other.why is None and "(this rule" not in doubt_lines(DAY, other)[0]


def test_parts_held_back_by_an_example_that_did_not_parse_say_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Part 2 has no example of its own: "an example of it fails" misled a newcomer.
    _say_held((Part.ONE, Part.TWO), ["example 1"])
    assert capsys.readouterr().out.splitlines() == [
        "part 1 not run on the input: the parse fails on example 1",
        "part 2 not run on the input: the parse fails on example 1",
    ]
    _say_held((Part.ONE,), [])
    assert capsys.readouterr().out == "part 1 not run on the input: an example of it fails\n"
