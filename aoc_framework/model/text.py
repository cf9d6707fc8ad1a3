"""Text from outside made safe to show and to write: the one filter.

What the site sends (page text, titles, replies, answers shown on a solved puzzle page),
what other users chose (leaderboard names), and what a day computes from its input or
raises (answers, `InputError` lines) reach the terminal and the files a user commits. A
control character in them could clear the screen, retitle the terminal or hide what
follows; a bidirectional formatting character reorders what is shown, so a line reads
other than it is. Every such string goes through `printable` before it is shown or
written, on a terminal and off it; an answer holding one is no answer (`is_plain`).
"""

from __future__ import annotations

import re
from functools import cache

# C0 controls but tab and newline, DEL, the C1 controls (ESC starts the sequences that
# move the cursor or retitle a terminal; U+009B is a one-character CSI), the
# bidirectional formatting characters: the marks (U+200E, U+200F, U+061C), embeddings
# and overrides (U+202A-U+202E) and isolates (U+2066-U+2069); and what is no character
# at all: lone surrogates (JSON's "\ud800" decodes to one, and no stream can write it)
# and U+FFFE, U+FFFF (XML forbids them, so a picture holding one would not open); and
# the characters drawn as nothing between two others, which make two names look alike
# ("Holly\u200bBerry" as "HollyBerry"): the zero-width space, the word joiner and the
# invisible operators, the zero-width no-break space (a BOM), the soft hyphen, the
# Mongolian vowel separator. The zero-width joiner and non-joiner stay: emoji and
# scripts are drawn with them.
_HIDDEN = (
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\xad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u2069\ud800-\udfff\ufeff\ufffe\uffff]"
)
#: Those of them in ASCII: all that an ASCII text (most: titles, answers) can hold.
_ASCII_HIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f]")


def _hidden(text: str) -> re.Pattern[str]:
    """The characters to remove from `text`: the whole class is compiled only for a text
    beyond ASCII, as compiling it takes 1-3 ms (a tenth of 50 ms of `aoc run`)."""
    return _ASCII_HIDDEN if text.isascii() else _all_hidden()


@cache
def _all_hidden() -> re.Pattern[str]:
    return re.compile(_HIDDEN)


def printable(text: str) -> str:
    """`text` without its control, bidirectional formatting and zero-width characters,
    nor what is no character (tabs and newlines stay)."""
    return _hidden(text).sub("", text)


def one_line(text: str) -> str:
    """`printable(text)` on one line: every run of whitespace (line ends, U+2028 and
    the other separators `str.split` knows) is one space."""
    return " ".join(printable(text).split())


def is_plain(text: str) -> bool:
    """Whether `text` holds no character `printable` removes."""
    return _hidden(text).search(text) is None
