"""The certainty rules (authoring/example_extractor/certainty.py) on invented candidates:
each rule can fail on its own, and the example says which one did."""

from __future__ import annotations

import pytest

from aoc_framework.authoring.example_extractor.answers import (
    CALLED_THE_ANSWER,
    NAMES_THE_EXAMPLE,
    NAMES_THE_VALUE,
    RESTATES_QUESTION,
)
from aoc_framework.authoring.example_extractor.candidate import (
    ANSWER_AHEAD,
    ANSWER_BESIDE,
    BLOCK,
    CASE,
    GIVEN_VALUE,
    NAMED_AS_INPUT,
    PART_1_EXAMPLE,
    SEPARATOR_KNOWN,
    SETS_UP_BLOCK,
    VERDICT,
    WHOLE_LIST,
    Candidate,
)
from aoc_framework.authoring.example_extractor.certainty import ALONE, LEAD, MISSING, RULES, judge

PLAIN = frozenset(("emphasised", "a result sentence", "before the question"))


def block(points: float = 12.0, **changes: object) -> Candidate:
    """A block with every piece of evidence a sure block has."""
    candidate = Candidate(
        "1 2\n3 4\n",
        0,
        answer="10",
        points=points,
        reasons=["for example", "first block", "looks like the input", "answer stated"],
        kind=BLOCK,
        answer_evidence=PLAIN,
        first_example=True,
    )
    for name, value in changes.items():
        setattr(candidate, name, value)
    return candidate


def rival(points: float) -> Candidate:
    return Candidate("9\n", 5, answer="3", points=points, kind=GIVEN_VALUE)


def test_a_block_with_every_piece_of_evidence_is_sure_and_says_why() -> None:
    best = block()
    judged = judge(best, [best, rival(best.points - LEAD)])
    assert judged.sure
    assert judged.evidence == tuple(name for name, _ in RULES[BLOCK])


@pytest.mark.parametrize(
    ("changes", "missing"),
    [
        ({"reasons": ["first block", "answer stated"]}, "introduced as an example"),
        ({"first_example": False}, "the page's first block introduced as an example"),
        (
            {"reasons": ["for example", "answer stated"]},
            "the page's first block (or the first example, after drawings)",
        ),
        (
            {"reasons": ["for example", "first block", "a picture"]},
            "no mark of a picture, a later state or a walk-through",
        ),
        ({"answer": None}, "its answer stated"),
        (
            {"answer_evidence": frozenset(("the question's words", "stating words"))},
            "its answer plainly stated (emphasised, in a result sentence or restating the"
            f" question; or before the question, {ALONE:g} points ahead)",
        ),
    ],
)
def test_each_block_rule_alone_makes_a_guess(changes: dict, missing: str) -> None:
    best = block(**changes)
    judged = judge(best, [best])
    assert not judged.sure
    assert judged.evidence[-1] == MISSING + missing


@pytest.mark.parametrize(
    ("written", "taken"),
    [
        # A labelled first part taken for the example: the whole block may be it.
        ("Plan 1:\n  a costs 4.\n  b costs 2.\n\nPlan 2:\n  a costs 3.\n", "  a costs 4.\n"),
        # The data, then rules drawn under it naming its parts.
        ("2 3 0 3 10 11\nA-----------\n    B----- C---\n", "2 3 0 3 10 11\nA-----------\n"),
    ],
)
def test_a_block_taken_in_part_or_drawn_under_makes_a_guess(written: str, taken: str) -> None:
    from bs4 import BeautifulSoup

    tag = BeautifulSoup(f"<pre><code>{written}</code></pre>", "html.parser").pre
    best = block(input=taken, tag=tag)
    judged = judge(best, [best])
    assert not judged.sure
    assert judged.evidence[-1].startswith(MISSING)
    assert judged.evidence[-1] in (
        MISSING + "the block taken whole, as the page writes it",
        MISSING + "no line of the block drawn rather than data",
    )
    whole = block(input=written, tag=tag)
    if "---" in written:  # taken whole, the drawing is still under the data
        assert judge(whole, [whole]).evidence[-1] == (
            MISSING + "no line of the block drawn rather than data"
        )
    else:  # taken whole, its sections under labels of their own make it a guess too
        assert judge(whole, [whole]).evidence[-1] == (MISSING + "not an input of labelled sections")
        plain = written.replace("Plan 1:\n", "").replace("Plan 2:\n", "")
        tag = BeautifulSoup(f"<pre><code>{plain}</code></pre>", "html.parser").pre
        assert judge(block(input=plain, tag=tag), []).sure


@pytest.mark.parametrize(
    ("written", "taken"),
    [
        ("2 3 0 3 10 11\nA-----------\n    B----- C-----\n", "2 3 0 3 10 11\n"),
        ("^NEEN$\n\n#####\n#.|.#\n#X#-#\n#####\n", "^NEEN$\n"),
    ],
)
def test_a_block_without_what_its_data_draws_is_the_block_as_written(
    written: str, taken: str
) -> None:
    from bs4 import BeautifulSoup

    tag = BeautifulSoup(f"<pre><code>{written}</code></pre>", "html.parser").pre
    assert judge(block(input=taken, tag=tag), []).sure


def test_an_example_given_in_prose_before_the_block_makes_a_guess() -> None:
    best = block(position=10)
    prose = Candidate("abc", 4, "609", 6.0, ["for example", "answer stated"], kind=GIVEN_VALUE)
    judged = judge(best, [best, prose])
    assert judged.evidence[-1] == MISSING + "no example with its answer given in the text before it"
    prose.position = 20  # after the block: the block is the page's first example
    assert judge(best, [best, prose]).sure


def test_a_candidate_close_behind_makes_a_guess() -> None:
    best = block()
    judged = judge(best, [best, rival(best.points - LEAD + 0.5)])
    assert not judged.sure
    assert judged.evidence[-1] == f"{MISSING}{LEAD:g} points ahead of the next unmarked candidate"
    picture = rival(best.points - 0.5)
    picture.reasons = ["a picture"]  # a picture of the same example is no rival
    assert judge(best, [best, picture]).sure


def test_a_block_not_introduced_with_the_values_answer_is_no_rival() -> None:
    reasons = ["for example", NAMED_AS_INPUT, "answer stated"]
    value = Candidate("10", 9, "11", 9.0, reasons, kind=GIVEN_VALUE, answer_evidence=CONCLUDED)
    drawing = Candidate("##\n#.\n", 2, "11", 8.5, ["first block", "answer stated"])
    assert judge(value, [value, drawing]).sure  # the value's working, drawn
    drawing.answer = "12"  # another answer: a rival close behind
    assert not judge(value, [value, drawing]).sure
    drawing.answer, drawing.reasons = "11", ["for example", "answer stated"]  # introduced
    assert not judge(value, [value, drawing]).sure


def test_a_case_needs_its_introduction_and_a_stated_answer() -> None:
    case = Candidate("ab", 0, "2", 5.0, ["for example", "answer stated"], kind=CASE)
    assert judge(case, [case]).sure
    weak = Candidate("ab", 0, "2", 2.5, ["for example", "answer stated"], kind=CASE)
    assert judge(weak, [weak]).evidence[-1] == MISSING + "a case whose answer the item states"


def test_points_for_looking_like_the_real_input_rank_but_make_nothing_sure() -> None:
    # A case of one number looks like a one-line input whatever it is: on the tuned
    # years' pages with their real inputs, those points alone made wrong cases sure.
    weak = Candidate("0", 0, "2", 2.5, ["for example", "answer stated"], kind=CASE)
    weak.add_shape("0", "3017957\n")
    assert weak.points == 5.0 and weak.page_points == 2.5
    assert judge(weak, [weak]).evidence[-1] == MISSING + "a case whose answer the item states"
    # Nor do they make a lead: a block only as far ahead as its rival without them.
    best, other = block(points=10.0), rival(8.0)
    assert not judge(best, [best, other]).sure
    best.add_shape(best.input, "4 3\n2 1\n")  # its characters, its lines: 2.5 points
    assert best.points - other.points >= LEAD and not judge(best, [best, other]).sure


def test_a_verdict_is_sure_a_joined_list_never() -> None:
    verdict = Candidate("ab", 0, "1", 7.0, ["for example", "a verdict"], kind=VERDICT)
    assert not judge(verdict, [verdict]).sure  # "a verdict" is not one of the known reasons
    verdict.reasons = ["for example", "a verdict on a case the question counts"]
    assert judge(verdict, [verdict]).sure
    joined = Candidate("10", 0, "3", 20.0, ["for example", "answer stated"], kind=WHOLE_LIST)
    joined.answer_evidence = PLAIN
    assert not judge(joined, [joined]).sure


def test_a_joined_list_is_sure_only_joined_as_the_real_input_joins_its_values() -> None:
    reasons = ["for example", "a result for the whole list", "answer stated"]
    joined = Candidate("a\nb\n", 0, "3", 20.0, reasons, kind=WHOLE_LIST, answer_evidence=PLAIN)
    assert judge(joined, [joined]).evidence[-1] == (
        MISSING + "the cases' separator known (one a line is a guess without the real input)"
    )
    joined.reasons.append(SEPARATOR_KNOWN)
    assert judge(joined, [joined]).sure
    joined.answer_evidence = frozenset(("stating words",))  # its answer not plainly stated
    assert not judge(joined, [joined]).sure


CONCLUDED = frozenset(("a result sentence", "before the question", "stating words"))


def test_a_value_in_prose_is_sure_with_its_answer_concluded_and_far_ahead() -> None:
    # "For example, if the number were `10`, ... So, the answer is `11`." then the question
    reasons = ["for example", "answer stated"]
    value = Candidate("10", 0, "11", 9.0, reasons, kind=GIVEN_VALUE, answer_evidence=CONCLUDED)
    assert judge(value, [value, rival(9.0 - LEAD)]).sure
    value.answer_evidence = frozenset(("a result sentence", "stating words"))  # elsewhere
    judged = judge(value, [value])
    assert judged.evidence[-1] == (
        MISSING + "its answer stated as a result (or beside the value again), just before"
        " the question"
    )
    value.answer_evidence = frozenset(("before the question", "stating words"))  # no result
    assert not judge(value, [value]).sure


def test_a_value_in_prose_is_sure_with_its_answer_beside_it_again_before_the_question() -> None:
    # "So, using our example seed of `10`, the garden grows `11` flowers." then the question
    reasons = ["for example", "answer stated"]
    beside = frozenset((NAMES_THE_VALUE, "the question's words", "before the question"))
    value = Candidate("10", 0, "11", 9.0, reasons, kind=GIVEN_VALUE, answer_evidence=beside)
    assert judge(value, [value]).sure
    for sign in beside:  # each of the three is needed
        value.answer_evidence = beside - {sign}
        assert not judge(value, [value]).sure
    value.answer_evidence = CONCLUDED
    judged = judge(value, [value, rival(9.0 - LEAD + 0.5)])  # another reading close behind
    assert judged.evidence[-1] == f"{MISSING}{LEAD:g} points ahead of the next unmarked candidate"
    value.reasons = ["for example", SETS_UP_BLOCK, "answer stated"]  # it sets a block up
    assert not judge(value, [value]).sure


def test_part_1s_example_again_is_sure_only_if_part_1s_was() -> None:
    again = Candidate(
        "1 2\n",
        1 << 30,
        "56",
        12.0,
        ["for example", "answer stated", ANSWER_AHEAD],
        kind=PART_1_EXAMPLE,
        answer_evidence=PLAIN,
    )
    assert judge(again, [again], part=2).evidence[-1] == MISSING + "part 1's example sure"
    again.reasons.append("part 1's example, sure")
    assert judge(again, [again], part=2).sure


def test_part_2_takes_part_1s_example_again_as_sure_only_with_its_answer_far_ahead() -> None:
    reasons = ["for example", "answer stated", "part 1's example, sure", ANSWER_AHEAD]
    closing = frozenset(("before the question", "stating words"))
    again = Candidate("ab", 0, "2", 12.0, reasons, kind=PART_1_EXAMPLE, answer_evidence=closing)
    assert judge(again, [again], part=2).sure
    again.reasons.remove(ANSWER_AHEAD)  # another value of the text close behind
    assert judge(again, [again], part=2).evidence[-1] == (
        f"{MISSING}{ANSWER_AHEAD} (or the only one beside the question's words, or the one"
        " the text calls the answer)"
    )
    again.reasons.append(ANSWER_BESIDE)  # but the only one beside the question's words
    assert judge(again, [again], part=2).sure
    again.reasons.remove(ANSWER_BESIDE)
    again.answer_evidence = closing | {CALLED_THE_ANSWER}  # or the one called the answer
    assert judge(again, [again], part=2).sure
    again.reasons.append(ANSWER_AHEAD)
    again.answer_evidence = frozenset(("before the question",))  # one sign only
    judged = judge(again, [again], part=2)
    assert judged.evidence[-1] == (
        MISSING + "its answer stated plainly, or just before the question with one more sign"
    )
    again.answer_evidence = frozenset(("emphasised", "stating words"))  # plainly, earlier
    assert judge(again, [again], part=2).sure


def test_a_case_of_part_2_is_sure_only_with_a_number_for_its_answer() -> None:
    reasons = ["for example", "answer stated"]
    step = Candidate("(2x2)AB", 0, "ABAB", 6.0, reasons, kind=CASE, answer_evidence=PLAIN)
    assert judge(step, [step], part=1).sure
    judged = judge(step, [step], part=2)
    assert judged.evidence[-1] == MISSING + "its answer a number, not a text (a step)"
    step.answer = "-4"
    assert judge(step, [step], part=2).sure


def test_part_1s_example_given_again_in_part_2_is_no_mark_against_it() -> None:
    reasons = ["for example", "answer stated", "part 1's example"]
    again = Candidate("2x3", 0, "34", 6.0, reasons, kind=CASE, answer_evidence=PLAIN)
    assert judge(again, [again], part=2).sure
    again.reasons.append("a picture")
    judged = judge(again, [again], part=2)
    assert judged.evidence[-1] == MISSING + "no mark of a picture, a later state or a walk-through"


def test_a_later_example_of_its_own_is_no_rival() -> None:
    best = block()
    later = Candidate("5 6\n", 9, "34", best.points, ["for example", "answer stated"])
    assert judge(best, [best, later]).sure  # another example the page gives
    for changes in ({"reasons": ["answer stated"]}, {"answer": "10"}, {"position": -1}):
        rival = Candidate("5 6\n", 9, "34", best.points, ["for example", "answer stated"])
        for name, value in changes.items():
            setattr(rival, name, value)  # not introduced, the same answer, or before it
        judged = judge(best, [best, rival])
        assert (
            judged.evidence[-1] == f"{MISSING}{LEAD:g} points ahead of the next unmarked candidate"
        )


def test_an_answer_before_the_question_needs_a_block_far_ahead() -> None:
    closing = frozenset(("before the question", "the question's words"))
    best = block(answer_evidence=closing)
    assert judge(best, [best, rival(best.points - ALONE)]).sure
    judged = judge(best, [best, rival(best.points - ALONE + 0.5)])
    assert judged.evidence[-1].startswith(MISSING + "its answer plainly stated")
    alone = block(answer_evidence=frozenset(("before the question",)))  # one sign only
    assert not judge(alone, [alone]).sure
    assert not judge(best, [best], part=2).sure  # part 2 needs it plainly stated


def test_a_value_setting_up_the_block_that_took_its_answer_is_no_rival() -> None:
    best = block(position=10)
    # "suppose only `0` through `9` were valid, and this list:" ... the block's `10`
    reasons = ["for example", SETS_UP_BLOCK, "answer stated"]
    setup = Candidate("0", 4, "10", best.points - 1, reasons, kind=GIVEN_VALUE)
    assert judge(best, [best, setup]).sure
    setup.answer = "609"  # an answer of its own: an example before the block
    judged = judge(best, [best, setup])
    assert judged.evidence[-1] == MISSING + "no example with its answer given in the text before it"
    setup.answer, setup.reasons = "10", ["for example", "answer stated"]  # not setting it up
    assert not judge(best, [best, setup]).sure


def test_a_block_that_lays_out_a_value_of_its_introduction_makes_a_guess() -> None:
    from bs4 import BeautifulSoup

    layers = "Layer 1: 123\n         456\nLayer 2: 789\n         012\n"
    page = BeautifulSoup(
        "<p>For example, the data <code>123456789012</code> makes these layers:</p>"
        f"<pre><code>{layers}</code></pre>",
        "html.parser",
    )
    best = block(input=layers, tag=page.pre)
    judged = judge(best, [best])
    assert judged.evidence[-1] == MISSING + "not a value of the text laid out over lines"
    page.p.code.string = "456"  # a line of the block named: no drawing of a value
    assert judge(best, [best]).sure


def test_the_first_state_of_a_walk_through_is_taken_as_the_whole_block() -> None:
    from bs4 import BeautifulSoup

    written = "Initial state:\n.#.\n#..\n\nAfter 1 minute:\n..#\n.#.\n"
    tag = BeautifulSoup(f"<pre><code>{written}</code></pre>", "html.parser").pre
    best = block(input=".#.\n#..\n", tag=tag)
    assert judge(best, [best]).sure  # its later states left out: the input is the first
    several = written.replace("After 1 minute:", "Second grid:")
    tag = BeautifulSoup(f"<pre><code>{several}</code></pre>", "html.parser").pre
    best = block(input=".#.\n#..\n", tag=tag)
    assert judge(best, [best]).evidence[-1] == (
        MISSING + "the block taken whole, as the page writes it"
    )


def test_a_block_that_is_a_drawing_itself_has_no_line_drawn_under_data() -> None:
    from bs4 import BeautifulSoup

    maze = "   |     \n   +----+\n   A    |\n        +\n"
    tag = BeautifulSoup(f"<pre><code>{maze}</code></pre>", "html.parser").pre
    best = block(input=maze, tag=tag)
    assert judge(best, [best]).sure  # the maze is the input: its rules are its data
    labelled = "ab" + maze[2:]  # data on its first line, then a rule drawn under it
    tag = BeautifulSoup(f"<pre><code>{labelled}</code></pre>", "html.parser").pre
    best = block(input=labelled, tag=tag)
    assert (
        judge(best, [best]).evidence[-1] == MISSING + "no line of the block drawn rather than data"
    )


def test_the_first_example_after_drawings_alone_is_sure_when_its_answer_names_it() -> None:
    drawing = block(points=6.0, position=-1, reasons=["a picture", "first block"])
    named = PLAIN | {NAMES_THE_EXAMPLE}
    best = block(reasons=["for example", "answer stated"], answer_evidence=named)
    assert judge(best, [best, drawing]).sure  # "So, in this example, the code is 10."
    not_first = MISSING + "the page's first block (or the first example, after drawings)"
    unnamed = block(reasons=["for example", "answer stated"])
    assert judge(unnamed, [unnamed, drawing]).evidence[-1] == not_first
    # A block before it that is not introduced as a drawing may be the example meant.
    plain = block(points=6.0, position=-1, reasons=["introduced", "first block"])
    assert judge(best, [best, plain]).evidence[-1] == not_first
    # In part 2's text, "in the example" may name part 1's example: the first block only.
    judged = judge(best, [best, drawing], part=2)
    assert judged.evidence[-1] == MISSING + "the page's first block"


def test_a_value_named_as_the_input_has_no_rival_in_an_unnamed_value_with_its_answer() -> None:
    # "a disk of length `12`" ... "using an initial state of `10000`" ... "`01100`"
    reasons = ["for example", NAMED_AS_INPUT, "answer stated"]
    named = Candidate("10000", 9, "011", 9.0, reasons, kind=GIVEN_VALUE, answer_evidence=CONCLUDED)
    length = Candidate("12", 4, "011", 8.5, ["for example", "answer stated"], kind=GIVEN_VALUE)
    assert judge(named, [named, length]).sure
    length.answer = "100"  # another answer: a rival close behind
    assert not judge(named, [named, length]).sure
    length.answer = "011"
    named.reasons.remove(NAMED_AS_INPUT)  # neither named: which is the input is open
    assert not judge(named, [named, length]).sure


def test_a_value_before_the_block_with_its_answer_stated_after_it_is_no_rival() -> None:
    best = block(position=10)
    value = Candidate("abc", 4, "10", 9.5, ["for example", "answer stated"], kind=GIVEN_VALUE)
    value.answer_position = 12  # stated after the block, for the block
    assert judge(best, [best, value]).sure
    value.own_result = True  # "if the tray were `abc`, it would hold `2`": an example
    assert judge(best, [best, value]).evidence[-1] == (
        MISSING + "no example with its answer given in the text before it"
    )
    value.own_result, value.answer_position = False, 8  # stated before the block
    assert not judge(best, [best, value]).sure


def test_an_answer_restating_the_question_is_plainly_stated() -> None:
    restated = frozenset((RESTATES_QUESTION, "the question's words", "stating words"))
    best = block(answer_evidence=restated)
    assert judge(best, [best], part=2).sure  # "a minimum of 4 orbital transfers required"
    best = block(answer_evidence=frozenset(("the question's words", "stating words")))
    assert not judge(best, [best], part=2).sure
