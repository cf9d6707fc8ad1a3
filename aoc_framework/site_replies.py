"""What adventofcode.com says to a posted answer: its phrases, in one place, for the
adapter that stops aocd at one of them and for `submit`, which judges them all."""

from __future__ import annotations

import re

# The server's replies, as aocd recognises them.
RIGHT = "That's the right answer"
NOT_RIGHT = "That's not the right answer"
TOO_RECENT = "You gave an answer too recently"
WRONG_LEVEL = "You don't seem to be solving the right level"
#: The replies that refuse an answer without judging it right.
REFUSALS = (NOT_RIGHT, TOO_RECENT, WRONG_LEVEL)
WAIT = re.compile(r"You have (?:(\d+)m )?(\d+)s left to wait")
PENALTY = re.compile(r"[Pp]lease wait ([^.;]+?) before trying again")
