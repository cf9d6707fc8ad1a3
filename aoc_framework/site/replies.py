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
#: The penalty in a "not the right answer" reply after several wrong answers.
PENALTY = re.compile(r"[Pp]lease wait ([^.;]+?) before trying again")
