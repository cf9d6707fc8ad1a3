"""Text adventofcode.com sends, made safe to print.

Page text, replies and leaderboard names (chosen by other users) reach the terminal and
logs: a control character in them could clear the screen, retitle the terminal or hide
what follows. Every such string goes through `printable` before it is shown, on a
terminal and off it.
"""

from __future__ import annotations

import re

# C0 controls but tab and newline, DEL, and the C1 controls (ESC starts the sequences
# that move the cursor or retitle a terminal; U+009B is a one-character CSI).
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """`text` without its control characters (tabs and newlines stay)."""
    return _CONTROLS.sub("", text)
