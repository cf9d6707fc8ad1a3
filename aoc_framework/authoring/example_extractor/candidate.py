"""A possible example while the extractor weighs it: its text, where it is on the page,
the answer stated for it, and the evidence for and against it (named, so that a reader can
check each one on the page)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aoc_framework.authoring.example_extractor.page import (
    shape_points,
    stated_parameters,
    unread_values,
)

if TYPE_CHECKING:
    from bs4 import Tag

#: The kinds of candidate, by the rule that found it (docs/examples.md).
BLOCK, CASE, VERDICT, WHOLE_LIST, GIVEN_VALUE, PART_1_EXAMPLE = (
    "block",
    "case",
    "verdict",
    "whole list",
    "given value",
    "part 1's example",
)
#: Part 1's example that part 2 names by its part-1 answer ("the `13312` ORE-per-FUEL
#: example"): which example it is, the answer part 1 states for it tells.
NAMED_EXAMPLE = "part 1's example named by its answer"
#: The digits points are kept to: their rules give tenths and hundredths.
POINTS_DIGITS = 6
#: The reason of a candidate introduced as an example of its own ("For example, ...").
INTRODUCED = "for example"
#: The reason of the points for looking like the user's input (`Candidate.add_shape`).
LOOKS_LIKE_THE_INPUT = "looks like the input"
#: The reason of a candidate introduced less plainly ("the following", "like this").
INTRODUCED_PLAINLY = "introduced"
#: The reason of part 1's example that part 2 names by its part-1 answer ("the `13312`
#: ORE-per-FUEL example").
NAMED_BY_ANSWER = "named by its part 1 answer"
#: The reason of the one of a sentence's given values that is named as the puzzle's input
#: is named ("suppose you fill a disk of length `20` using an initial state of `10000`"
#: under "Using the initial state in your puzzle input, ...": `10000`, not the length).
NAMED_AS_INPUT = "named as the puzzle input is named"
#: The reason of a whole list whose cases are joined as the real input joins its values
#: (one a line, or its one line's separator): known, not guessed.
SEPARATOR_KNOWN = "its cases joined as the real input joins them"
#: The reason of a value in prose that sets up the block after it ("suppose only `0`
#: through `9` were valid, and this list:").
SETS_UP_BLOCK = "a parameter of the block it introduces"
#: The reason of part 1's example, answered again in part 2, that was sure in part 1
#: (evidence for it, as part 1's were: no mark against it as a rival).
PART_1_SURE = "part 1's example, sure"
#: The points by which part 2's answer for part 1's example leads every other value its
#: text states, and the reason that says so (evidence for sureness: no second reading).
ANSWER_LEAD = 2.0
ANSWER_AHEAD = f"its answer {ANSWER_LEAD:g} points ahead of the text's other values"
#: The reason of part 1's example answered again in part 2 whose answer is the only value
#: part 2's text states beside the question's words (`answers.BESIDE_QUESTION`): another
#: reading of which value answers it, from where the values stand rather than points.
ANSWER_BESIDE = "its answer the only value beside the question's words"


@dataclass
class Candidate:
    """A possible example: its text, its place in the article, its answer, its points and
    the reasons that gave them, and what certainty needs to know of it."""

    input: str
    position: int
    answer: str | None = None
    points: float = 0.0
    reasons: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    tag: Tag | None = None  # the block it comes from
    kind: str = BLOCK
    #: What states its answer (`answers`): "emphasised", "a result sentence", ...
    answer_evidence: frozenset[str] = frozenset()
    #: A block: the first one on the page introduced as an example.
    first_example: bool = False
    #: Where its answer is stated (the page order of that paragraph or item; None: not
    #: known): an answer stated after a later example may be that example's.
    answer_position: int | None = None
    #: A value in prose: its sentence states a result of its own, a value of the kind
    #: the question asks ("if a tray were `1 1`, it would hold `2` buns").
    own_result: bool = False
    #: Values the page gives the example where the real puzzle has others, not in
    #: `extra` (`page.unread_values`): no sure example without them.
    unread: tuple[str, ...] = ()
    #: A case: the list it is one of (`inline.fellow_cases`).
    listing: Tag | None = None
    #: The points it has for looking like the user's input (`page.shape_points`): they
    #: rank, but sureness weighs the page alone (`page_points`).
    shape: float = 0.0

    @property
    def page_points(self) -> float:
        """Its points from the page alone, without those for looking like the real input:
        a case of one number looks like a one-line input, whatever it is (with the real
        inputs of the tuned years, those points made wrong cases sure)."""
        return round(self.points - self.shape, POINTS_DIGITS)

    def add_shape(self, text: str, real_input: str | None) -> None:
        """Add the points `text` has for looking like the real input (`page.shape_points`;
        none without one)."""
        points = shape_points(text, real_input)
        self.add(points, LOOKS_LIKE_THE_INPUT)
        self.shape = round(self.shape + points, POINTS_DIGITS)

    def take_parameters(self, text: str, article: Tag | None) -> None:
        """Add the parameters `text` states for this example (`page.stated_parameters`)
        to `extra`, and note the values it gives the example that they leave out."""
        self.extra.update(stated_parameters(text, article))
        unread = unread_values(text, article, self.extra, self.input)
        self.unread = tuple(dict.fromkeys((*self.unread, *unread)))

    def add(self, points: float, reason: str) -> None:
        # Rounded: points are tenths, and two candidates equal in tenths must tie (a
        # tie goes to the earlier one), whatever the float sum's last bits.
        self.points = round(self.points + points, POINTS_DIGITS)
        self.reasons.append(reason)
