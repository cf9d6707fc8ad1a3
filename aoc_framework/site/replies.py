"""What adventofcode.com says to a posted answer: each kind of reply by the phrase that
identifies it, in one place, for the adapter that stops aocd at one of them and for
`submit`, which turns each kind into an outcome (`submit._Judge.REPLIES`).

A new kind of reply is a member here, a method and a row in `submit._Judge.REPLIES`
(with an `Outcome` of its own if none fits) and, for a new outcome, its exit code in
`cli.exit_codes`; the tests fail until every member has each of them.
"""

from __future__ import annotations

import re
from enum import Enum


class ReplyKind(Enum):
    """A kind of reply to a posted answer; its value is the phrase (as aocd recognises
    it) that identifies it."""

    RIGHT = "That's the right answer"
    NOT_RIGHT = "That's not the right answer"
    TOO_RECENT = "You gave an answer too recently"
    WRONG_LEVEL = "You don't seem to be solving the right level"

    @classmethod
    def of(cls, reply: str) -> ReplyKind | None:
        """The kind of `reply`, or None for a reply the site has never given before."""
        return next((kind for kind in cls if kind.value in reply), None)


#: How long to wait, in a "too recently" reply.
WAIT = re.compile(r"You have (?:(\d+)m )?(\d+)s left to wait")
#: The wait a "not the right answer" reply asks for ("Please wait one minute before
#: trying again", "... guessed incorrectly 4 times on this puzzle, please wait 5 minutes
#: before trying again": the real site's replies in ../shared/aoc-pages).
PENALTY = re.compile(r"[Pp]lease wait ([^.;]+?) before trying again")
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}
_AMOUNT = re.compile(rf"^(\d+|{'|'.join(_WORDS)}) (second|minute|hour)s?$")
_UNIT_SECONDS = {"second": 1, "minute": 60, "hour": 3600}


def too_recent_seconds(reply: str) -> int | None:
    """The seconds left to wait that a "too recently" `reply` states ("You have 42s left
    to wait": 42); None when it states none."""
    match = WAIT.search(reply)
    return int(match[2]) + 60 * int(match[1] or 0) if match else None


def penalty_seconds(reply: str) -> int | None:
    """The seconds a "not the right answer" `reply` asks to wait before the next answer
    ("one minute": 60, "5 minutes": 300); None when it asks none, or in words not read
    here (the site then says "too recently" itself, with the seconds left)."""
    found = PENALTY.search(" ".join(reply.split()))
    amount = _AMOUNT.match(found[1].strip().lower()) if found else None
    if amount is None:
        return None
    count = int(amount[1]) if amount[1].isdigit() else _WORDS[amount[1]]
    return count * _UNIT_SECONDS[amount[2]]
