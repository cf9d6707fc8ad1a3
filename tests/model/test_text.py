"""The one filter of text from outside (model/text): what it removes, whatever the text."""

from __future__ import annotations

import pytest

from aoc_framework.model import text
from aoc_framework.model.text import is_plain, one_line, printable


@pytest.mark.parametrize(
    ("hostile", "shown"),
    [
        ("Camel\x1b[2J Cards\x07", "Camel[2J Cards"),
        ("r\u00e9sum\u00e9\x9b31m \u202eevil\u2066", "r\u00e9sum\u00e931m evil"),
        ("lone \ud800 surrogate \ufffe", "lone  surrogate "),
        # Drawn as nothing: "Holly\u200bBerry" looked like another member's HollyBerry.
        ("Holly\u200bBerry\ufeff\u2060\xad", "HollyBerry"),
    ],
)
def test_control_and_bidi_characters_go_from_ascii_and_other_text_alike(
    hostile: str, shown: str
) -> None:
    assert printable(hostile) == shown
    assert not is_plain(hostile)
    assert is_plain(shown)
    assert one_line(f"{hostile}\n\ttail") == " ".join(f"{shown} tail".split())


def test_an_ascii_text_never_compiles_the_whole_class() -> None:
    """Compiling the class with its ranges beyond ASCII takes milliseconds, a tenth of
    `aoc run`'s start: ASCII titles and answers are filtered without it."""
    text._all_hidden.cache_clear()
    assert printable("Camel Cards\x1b") == "Camel Cards"
    assert is_plain("248133186")
    assert text._all_hidden.cache_info().misses == 0
    assert printable("caf\u00e9\u200e") == "caf\u00e9"
    assert text._all_hidden.cache_info().misses == 1
