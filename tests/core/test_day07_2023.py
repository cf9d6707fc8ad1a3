"""The shipped sample day, 2023 day 7 Camel Cards: the example, the tie rules, and
generated inputs checked against an independent brute-force oracle.

These test the sample in this repository's solutions/, so they apply only while it is
there: a project that replaced it with its own 2023 day 7 (or removed it) skips this
module, saying so. Every other framework test uses fixture projects of its own.
(All 371,293 hands are checked against a reference by benchmarks/day07_2023.py.)"""

from __future__ import annotations

import gc
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from aoc_framework.engine.discovery import load_solution
from aoc_framework.engine.puzzle_input import normalize
from aoc_framework.engine.run import run_examples
from aoc_framework.model.errors import InputError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import Verdict
from aoc_framework.project.layout import Project
from tests.conftest import RunAoc
from tests.core import day07_oracle as oracle

ROOT = Path(__file__).resolve().parents[2]


def _shipped_sample() -> ModuleType | None:
    """The sample day's module, if solutions/2023/day07.py is still the shipped one."""
    try:
        day = load_solution(Project.at(ROOT), PuzzleDay(2023, 7))
    except Exception:  # missing, or the user's own day that does not even import
        return None
    module = sys.modules[day.__module__]
    sample = ("Day07", "type_counts", "with_jokers", "EXAMPLE")
    if all(hasattr(module, name) for name in sample) and hasattr(day, "_solve"):
        return module
    return None


SAMPLE = _shipped_sample()
if SAMPLE is None:
    pytest.skip(
        "solutions/2023/day07.py is not the shipped sample day: its tests do not apply",
        allow_module_level=True,
    )
Day07 = SAMPLE.Day07
type_counts = SAMPLE.type_counts
with_jokers = SAMPLE.with_jokers
EXAMPLE = SAMPLE.EXAMPLE


def solve(text: str) -> tuple[int, int]:
    day = Day07()
    hands = day.parse(normalize(text))
    return day.part_1(hands), day.part_2(hands)


def stronger(a: str, b: str, joker: bool) -> bool:
    """Whether hand `a` outranks hand `b`: with bids a=1, b=10 the total is 12 if `a`
    ranks 2nd, and 21 if it ranks 1st."""
    day = Day07()
    hands = day.parse(f"{a} 1\n{b} 10")
    total = day.part_2(hands) if joker else day.part_1(hands)
    assert total in (12, 21)
    return total == 12


def test_the_example_gives_6440_and_5905() -> None:
    assert solve(EXAMPLE) == (6440, 5905)


def test_the_declared_example_passes_through_the_runner() -> None:
    from aoc_framework.engine.discovery import load_solution

    cls = load_solution(Project.at(ROOT), PuzzleDay(2023, 7))
    [report] = run_examples(cls)
    assert [p.verdict for p in report.parts] == [Verdict.CORRECT, Verdict.CORRECT]


@pytest.mark.parametrize("joker", [False, True])
def test_first_differing_card_breaks_ties(joker: bool) -> None:
    assert stronger("33332", "2AAAA", joker)
    assert not stronger("2AAAA", "33332", joker)
    assert stronger("77888", "77788", joker)
    assert not stronger("77788", "77888", joker)


def test_part_1_ranks_kk677_above_ktjjt() -> None:
    assert stronger("KK677", "KTJJT", joker=False)


def test_part_2_makes_ktjjt_the_strongest_hand_of_the_example() -> None:
    day = Day07()
    example = [line.split()[0] for line in EXAMPLE.splitlines()]
    hands = day.parse("\n".join(f"{hand} {1 if hand == 'KTJJT' else 0}" for hand in example))
    assert day.part_2(hands) == len(example)  # rank 5 of 5, bid 1
    assert day.part_1(hands) != len(example)


def test_five_jokers_are_five_of_a_kind_but_the_weakest_such_hand() -> None:
    assert with_jokers(type_counts("JJJJJ"), 5) == (5,)
    assert stronger("JJJJJ", "AAAAK", joker=True)
    assert not stronger("JJJJJ", "22222", joker=True)


def test_joker_type_is_the_best_over_every_substitution() -> None:
    # Imported here: every test worker collects this module, and only the one that runs
    # this test should pay the fifth of a second hypothesis takes to import.
    from hypothesis import given
    from hypothesis import strategies as st

    @given(st.text(alphabet="AKQJT98765432", min_size=5, max_size=5))
    def check(hand: str) -> None:
        assert with_jokers(type_counts(hand), hand.count("J")) == oracle.joker_type(hand)
        assert type_counts(hand) == oracle.plain_type(hand)

    check()


#: The cards, strongest first: a hand's number, in base 13, spells it in this order.
CARDS = "AKQJT98765432"


def random_hands(count: int, seed: int) -> list[tuple[str, int]]:
    """`count` different hands drawn with `seed`, each with a bid. The hands are drawn by
    their numbers, and only the drawn ones are spelt out (building all 371,293 hands
    to draw from cost a tenth of a second a call); the draw is the same."""
    rng = random.Random(seed)
    numbers = rng.sample(range(len(CARDS) ** 5), count)
    return [(_hand(number), rng.randint(1, 1000)) for number in numbers]


def _hand(number: int) -> str:
    """The hand numbered `number` in the order of `itertools.product(CARDS, repeat=5)`."""
    cards = []
    for _ in range(5):
        number, card = divmod(number, len(CARDS))
        cards.append(CARDS[card])
    return "".join(reversed(cards))


def as_input(hands: list[tuple[str, int]]) -> str:
    return "".join(f"{hand} {bid}\n" for hand, bid in hands)


def test_1000_unique_hands_match_the_comparator_oracle() -> None:
    hands = random_hands(1000, seed=2023)
    assert solve(as_input(hands)) == (
        oracle.winnings_by_comparator(hands, joker=False),
        oracle.winnings_by_comparator(hands, joker=True),
    )


def test_the_parts_rows_are_made_and_freed_unseen_by_the_garbage_collector() -> None:
    """The rows hold no cycle: collections walking them were a tenth of the time on all
    hands. The collector is paused in the parts, and left on as it was found."""
    day = Day07()
    hands = day.parse(normalize(as_input(random_hands(20_000, seed=7))))
    walked: list[int] = []  # the objects each collection walks (its generation and younger)

    def count_walked(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            walked.append(sum(len(gc.get_objects(g)) for g in range(info["generation"] + 1)))

    gc.collect()  # what the parse made is not counted against the parts
    gc.callbacks.append(count_walked)
    try:
        day.part_1(hands), day.part_2(hands)
    finally:
        gc.callbacks.remove(count_walked)
    assert sum(walked) < 2_000  # each part makes 20,000 rows
    assert gc.isenabled()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("32T3K 765\nT55J 684", "input line 2: hand 'T55J' has 4 cards, not 5"),
        ("32T3K 765\nT55J55 684", "input line 2: hand 'T55J55' has 6 cards, not 5"),
        ("32T3K 765\nT5XJ5 684", "input line 2: hand 'T5XJ5' has card 'X'"),
        ("32t3K 765", "input line 1: hand '32t3K' has card 't'"),
        ("32T3K", "input line 1: expected a hand and a bid"),
        ("32T3K 765 12", "input line 1: expected a hand and a bid"),
        ("32T3K 765\n\nKK677 28", "input line 2: expected a hand and a bid"),
        ("32T3K -765", "input line 1: bid '-765' is not a non-negative integer"),
        ("32T3K 7.5", "input line 1: bid '7.5' is not a non-negative integer"),
        ("32T3K ４２", "input line 1: bid '４２' is not a non-negative integer"),
        ("32T3K 765\nKK677 28\n32T3K 1", "input line 3: hand 32T3K already appears on line 1"),
    ],
)
def test_malformed_input_names_the_line_and_the_problem(text: str, message: str) -> None:
    with pytest.raises(InputError) as raised:
        Day07().parse(normalize(text))
    assert str(raised.value).startswith(message)
    assert "\n" not in str(raised.value)


def test_a_bad_line_deep_in_a_long_input_is_named() -> None:
    lines = as_input(random_hands(1000, seed=3)).splitlines()
    lines[700] = lines[700].replace(" ", " -")
    with pytest.raises(InputError, match=r"^input line 701: bid '-\d+' is not"):
        Day07().parse("\n".join(lines))


def test_lines_with_extra_whitespace_are_still_read() -> None:
    """They fail the quick check of the whole input, and pass the line-by-line one."""
    assert solve(" " + EXAMPLE.replace(" ", " \t ")) == (6440, 5905)


@pytest.mark.parametrize(
    "raw",
    [
        EXAMPLE.replace("\n", "\r\n").encode(),
        b"\xef\xbb\xbf" + EXAMPLE.encode(),
        EXAMPLE.rstrip("\n").encode(),
        (EXAMPLE + "\n\n\n").encode(),
        b"\xef\xbb\xbf" + EXAMPLE.rstrip("\n").replace("\n", "\r\n").encode(),
    ],
    ids=["crlf", "bom", "no-final-newline", "trailing-blank-lines", "bom-crlf-no-newline"],
)
def test_crlf_bom_and_missing_final_newline_give_the_right_answers(raw: bytes) -> None:
    day = Day07()
    hands = day.parse(normalize(raw))
    assert (day.part_1(hands), day.part_2(hands)) == (6440, 5905)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("32T3K 765\nT55J5\n", "input line 2: expected a hand and a bid"),
        ("32T3K 765\n32T3K 1\n", "input line 2: hand 32T3K already appears on line 1"),
    ],
)
def test_malformed_input_from_the_command_line_is_one_line(
    aoc_in_process: RunAoc, text: str, message: str
) -> None:
    result = aoc_in_process(
        "run", "2023", "7", "-i", "-", input=text, env={"AOC_PROJECT_DIR": str(ROOT)}
    )
    assert result.returncode == 3
    assert result.stderr.count("\n") == 1 and message in result.stderr
