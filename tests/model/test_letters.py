"""Reading the capital letters that some answers draw (aoc_framework.model.letters).

The fonts below are our own transcription of the letters the published puzzles draw, kept
apart from the library's tables so that the tests check those tables too.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from collections.abc import Mapping

import pytest

from aoc_framework.model.letters import read_letters

Glyph = tuple[str, ...]

# 6 rows: 2016 day 8, 2019 days 8 and 11, 2021 day 13, 2022 day 10. Most letters are 4
# wide; I is 3 and Y is 5, which in 2016 fill a whole 5-column cell.
SMALL: Mapping[str, Glyph] = {
    "A": (".##.", "#..#", "#..#", "####", "#..#", "#..#"),
    "B": ("###.", "#..#", "###.", "#..#", "#..#", "###."),
    "C": (".##.", "#..#", "#...", "#...", "#..#", ".##."),
    "E": ("####", "#...", "###.", "#...", "#...", "####"),
    "F": ("####", "#...", "###.", "#...", "#...", "#..."),
    "G": (".##.", "#..#", "#...", "#.##", "#..#", ".###"),
    "H": ("#..#", "#..#", "####", "#..#", "#..#", "#..#"),
    "I": ("###", ".#.", ".#.", ".#.", ".#.", "###"),
    "J": ("..##", "...#", "...#", "...#", "#..#", ".##."),
    "K": ("#..#", "#.#.", "##..", "#.#.", "#.#.", "#..#"),
    "L": ("#...", "#...", "#...", "#...", "#...", "####"),
    "O": (".##.", "#..#", "#..#", "#..#", "#..#", ".##."),
    "P": ("###.", "#..#", "#..#", "###.", "#...", "#..."),
    "R": ("###.", "#..#", "#..#", "###.", "#.#.", "#..#"),
    "S": (".###", "#...", "#...", ".##.", "...#", "###."),
    "U": ("#..#", "#..#", "#..#", "#..#", "#..#", ".##."),
    "Y": ("#...#", "#...#", ".#.#.", "..#..", "..#..", "..#.."),
    "Z": ("####", "...#", "..#.", ".#..", "#...", "####"),
}

# 10 rows: 2018 day 10. Letters 6 wide, 2 columns apart.
_EDGE, _LEFT, _BOTH = "######", "#.....", "#....#"
LARGE: Mapping[str, Glyph] = {
    "A": ("..##..", ".#..#.", *[_BOTH] * 3, _EDGE, *[_BOTH] * 4),
    "B": ("#####.", *[_BOTH] * 3, "#####.", *[_BOTH] * 4, "#####."),
    "C": (".####.", _BOTH, *[_LEFT] * 6, _BOTH, ".####."),
    "E": (_EDGE, *[_LEFT] * 3, "#####.", *[_LEFT] * 4, _EDGE),
    "F": (_EDGE, *[_LEFT] * 3, "#####.", *[_LEFT] * 5),
    "G": (".####.", _BOTH, *[_LEFT] * 3, "#..###", _BOTH, _BOTH, "#...##", ".###.#"),
    "H": (*[_BOTH] * 4, _EDGE, *[_BOTH] * 5),
    "J": ("...###", *["....#."] * 6, "#...#.", "#...#.", ".###.."),
    "K": (
        _BOTH,
        "#...#.",
        "#..#..",
        "#.#...",
        "##....",
        "##....",
        "#.#...",
        "#..#..",
        "#...#.",
        _BOTH,
    ),
    "L": (*[_LEFT] * 9, _EDGE),
    "N": (
        _BOTH,
        "##...#",
        "##...#",
        "#.#..#",
        "#.#..#",
        "#..#.#",
        "#..#.#",
        "#...##",
        "#...##",
        _BOTH,
    ),
    "P": ("#####.", *[_BOTH] * 3, "#####.", *[_LEFT] * 5),
    "R": ("#####.", *[_BOTH] * 3, "#####.", "#..#..", "#...#.", "#...#.", _BOTH, _BOTH),
    "X": (_BOTH, _BOTH, ".#..#.", ".#..#.", "..##..", "..##..", ".#..#.", ".#..#.", _BOTH, _BOTH),
    "Z": (_EDGE, ".....#", ".....#", "....#.", "...#..", "..#...", ".#....", _LEFT, _LEFT, _EDGE),
}

# The letters the published puzzles are known to use; the fonts must cover them.
SMALL_PUBLISHED = "ABCEFGHIJKLOPRSUYZ"
LARGE_PUBLISHED = "ABCEFGHJKLNPRXZ"

# (ink, paper) pairs solutions print with.
GLYPH_PAIRS = [("#", "."), ("█", " "), ("#", " "), ("X", "."), ("1", "0"), ("@", "-")]


def draw(
    word: str,
    font: Mapping[str, Glyph] = SMALL,
    *,
    gap: int | None = None,
    ink: str = "#",
    paper: str = ".",
) -> str:
    """`word` in `font`, letters `gap` paper columns apart (the font's own spacing unless given)."""
    if gap is None:
        gap = 1 if font is SMALL else 2
    height = len(next(iter(font.values())))
    rows = [("." * gap).join(font[letter][y] for letter in word) for y in range(height)]
    return recolour("\n".join(rows), ink, paper)


def draw_in_cells(word: str, *, screen_width: int, left_margin: int = 0) -> str:
    """`word` as the 6-row puzzles show it: one 5-column cell a letter on a fixed-width
    screen, I centred in its cell and Y filling it, so Y touches the next letter."""
    rows = []
    for y in range(6):
        cells = [
            SMALL[letter][y].center(5, ".") if letter == "I" else SMALL[letter][y].ljust(5, ".")
            for letter in word
        ]
        rows.append(("." * left_margin + "".join(cells)).ljust(screen_width, "."))
    return "\n".join(rows)


def recolour(drawing: str, ink: str, paper: str) -> str:
    return "".join(ink if c == "#" else paper if c == "." else c for c in drawing)


# -- the fonts ---------------------------------------------------------------------------


def test_the_test_fonts_cover_the_published_letters() -> None:
    assert set(SMALL_PUBLISHED) <= set(SMALL)
    assert set(LARGE_PUBLISHED) <= set(LARGE)
    for font, height in ((SMALL, 6), (LARGE, 10)):
        for letter, glyph in font.items():
            assert len(glyph) == height, letter
            assert len({len(row) for row in glyph}) == 1, letter


@pytest.mark.parametrize("letter", SMALL_PUBLISHED)
def test_every_letter_of_the_6_row_font(letter: str) -> None:
    assert read_letters(draw(letter)) == letter
    assert read_letters(draw(letter * 3)) == letter * 3


@pytest.mark.parametrize("letter", LARGE_PUBLISHED)
def test_every_letter_of_the_10_row_font(letter: str) -> None:
    assert read_letters(draw(letter, LARGE)) == letter
    assert read_letters(draw(letter * 3, LARGE)) == letter * 3


def test_the_whole_alphabet_of_each_font_in_one_drawing() -> None:
    assert read_letters(draw(SMALL_PUBLISHED)) == SMALL_PUBLISHED
    assert read_letters(draw(SMALL_PUBLISHED[::-1])) == SMALL_PUBLISHED[::-1]
    assert read_letters(draw(LARGE_PUBLISHED, LARGE)) == LARGE_PUBLISHED
    assert read_letters(draw(LARGE_PUBLISHED[::-1], LARGE)) == LARGE_PUBLISHED[::-1]


# -- whole words as the puzzles lay them out ---------------------------------------------


def test_a_drawing_typed_out_by_hand() -> None:
    drawing = """
.##..###...##.
#..#.#..#.#..#
#..#.###..#...
####.#..#.#...
#..#.#..#.#..#
#..#.###...##.
"""
    assert read_letters(drawing) == "ABC"
    assert read_letters(drawing.replace(".", " ").replace("#", "█")) == "ABC"


@pytest.mark.parametrize(
    ("word", "screen_width", "left_margin"),
    [
        ("ZJHRKCPLYJ", 50, 0),  # 2016 day 8: a 50-column screen, Y touching J
        ("IYSOEFYKGI", 50, 0),  # 2016 day 8 again: I at both ends, Y before other letters
        ("UBUFP", 25, 0),  # 2019 day 8: a 25-column image
        ("JKZLZJBH", 43, 1),  # 2019 day 11: the painted hull, a margin either side
        ("PGHRKLKL", 40, 0),  # 2021 day 13 and 2022 day 10: 40 columns
    ],
)
def test_6_row_words_on_the_puzzles_screens(word: str, screen_width: int, left_margin: int) -> None:
    drawing = draw_in_cells(word, screen_width=screen_width, left_margin=left_margin)
    assert read_letters(drawing) == word
    assert read_letters(recolour(drawing, "█", " ")) == word


def test_a_10_row_word_as_2018_draws_it() -> None:
    word = "AHZLLCAL"
    drawing = draw(word, LARGE)
    assert len(drawing.splitlines()) == 10
    assert len(drawing.splitlines()[0]) == 8 * 6 + 7 * 2
    assert read_letters(drawing) == word
    # Points plotted on a grid with room around them, as solutions often do.
    framed = "\n".join(["." * 70] * 3 + ["...." + row + "...." for row in drawing.splitlines()])
    assert read_letters(framed) == word


@pytest.mark.parametrize("gap", [1, 2, 3])
def test_spacing_between_letters_is_free(gap: int) -> None:
    assert read_letters(draw("FLUKE", gap=gap)) == "FLUKE"
    assert read_letters(draw("PRXZ", LARGE, gap=gap)) == "PRXZ"


# -- glyphs ------------------------------------------------------------------------------


@pytest.mark.parametrize(("ink", "paper"), GLYPH_PAIRS)
def test_any_two_glyphs_for_ink_and_paper(ink: str, paper: str) -> None:
    assert read_letters(draw("HELLOJS", ink=ink, paper=paper)) == "HELLOJS"
    assert read_letters(draw("BJXN", LARGE, ink=ink, paper=paper)) == "BJXN"


@pytest.mark.parametrize(("ink", "paper"), GLYPH_PAIRS)
@pytest.mark.parametrize("separator", [" ", "|", ","])
def test_a_separator_after_each_pixel_is_not_part_of_the_drawing(
    ink: str, paper: str, separator: str
) -> None:
    # `# . # # .`: a real 2022 day 10 solution joined its pixels with spaces.
    for word, font in (("EHZFZHCZ", SMALL), ("BJXN", LARGE)):
        spaced = "\n".join(separator.join(row) for row in draw(word, font).splitlines())
        assert read_letters(recolour(spaced, ink, paper)) == word


@pytest.mark.parametrize(("ink", "paper"), GLYPH_PAIRS)
@pytest.mark.parametrize("separator", [" ", "|"])
@pytest.mark.parametrize("ends", ["before", "around"])
def test_a_separator_before_the_first_pixel_too(
    ink: str, paper: str, separator: str, ends: str
) -> None:
    # 2018 day 10 as one real solution printed it: ` # # # # # # . . . # # # #`, a
    # separator before every pixel (and, "around", after the last one as well).
    for word, font in (("ECKXJLJF", LARGE), ("EHZFZHCZ", SMALL)):
        rows = recolour(draw(word, font), ink, paper).splitlines()
        after = separator if ends == "around" else ""
        spaced = "\n".join(separator + separator.join(row) + after for row in rows)
        assert read_letters(spaced) == word


def test_a_separator_must_be_in_every_other_column_to_be_dropped() -> None:
    rows = draw("HELLO").splitlines()
    # A stray glyph where a separator should be: not a separated drawing.
    spaced = [" ".join(row) for row in rows]
    spaced[2] = spaced[2][:3] + "#" + spaced[2][4:]
    assert read_letters("\n".join(spaced)) is None


def test_ink_that_outnumbers_paper_is_still_ink() -> None:
    # B and E are dense: the rarer glyph here is the paper, and reading it as ink fails.
    drawing = draw("BE")
    assert drawing.count("#") > drawing.count(".")
    assert read_letters(drawing) == "BE"
    assert read_letters(recolour(drawing, "X", "o")) == "BE"
    assert read_letters(draw("E")) == "E"


@pytest.mark.parametrize("font", [SMALL, LARGE], ids=["6-row", "10-row"])
def test_no_word_reads_as_letters_in_negative(font: Mapping[str, Glyph]) -> None:
    # Both glyphs are tried as ink, the rarer first; whichever order, only the true ink may
    # read. With the same two glyphs in both polarities, one of the two drawings of each
    # word has its negative tried first.
    for first, second in itertools.product(font, repeat=2):
        word = first + second
        assert read_letters(draw(word, font)) == word
        assert read_letters(draw(word, font, ink=".", paper="#")) == word


def test_a_negative_is_read_with_the_glyphs_swapped() -> None:
    # Which glyph is ink is decided by what reads, not by which character it is.
    assert read_letters(draw("GRAPH", ink=".", paper="#")) == "GRAPH"


def test_dense_letters_in_ink_and_spaces() -> None:
    # More ink than paper, and the paper is spaces.
    assert read_letters(recolour(draw("BE"), "*", " ")) == "BE"


# -- layout: padding, trimming, ragged lines ---------------------------------------------


def test_blank_lines_and_paper_around_the_letters_are_trimmed() -> None:
    rows = draw("CUBE").splitlines()
    padded = (
        "\n\n"
        + "\n".join(["." * 30] * 2 + ["..." + row + "........" for row in rows] + ["." * 30])
        + "\n\n"
    )
    assert read_letters(padded) == "CUBE"


def test_ragged_lines_and_trailing_spaces() -> None:
    drawing = recolour(draw("JULY"), "#", " ")
    stripped = "\n".join(row.rstrip() for row in drawing.splitlines())
    assert len({len(row) for row in stripped.splitlines()}) > 1
    assert read_letters(stripped) == "JULY"
    assert read_letters("\n".join(row + "   " for row in stripped.splitlines())) == "JULY"
    # Trailing spaces after `.` paper are noise, not a third glyph.
    noisy = "\n".join(row + "  " for row in draw("JULY").splitlines())
    assert read_letters(noisy) == "JULY"


def test_windows_line_ends() -> None:
    assert read_letters(draw("SOAP").replace("\n", "\r\n") + "\r\n") == "SOAP"


def test_a_lone_letter_whose_paper_was_all_stripped() -> None:
    # `L` in `#` and spaces, trailing spaces gone: only one glyph is left to see.
    drawing = "\n".join(row.replace(".", " ").rstrip() for row in SMALL["L"])
    assert set(drawing) == {"#", "\n"}
    assert read_letters(drawing) == "L"


# -- what cannot be read ------------------------------------------------------------------


def _with_pixel(drawing: str, row: int, column: int, glyph: str) -> str:
    rows = [list(line) for line in drawing.splitlines()]
    assert rows[row][column] != glyph, "the change must change the drawing"
    rows[row][column] = glyph
    return "\n".join("".join(line) for line in rows)


def test_an_unknown_glyph_is_not_read() -> None:
    tee = ("###", ".#.", ".#.", ".#.", ".#.", ".#.")  # T: in no published answer
    drawing = "\n".join(tee)
    assert read_letters(drawing) is None


def test_one_unreadable_letter_spoils_the_whole_answer() -> None:
    drawing = draw("HELP")
    assert read_letters(drawing) == "HELP"
    # A pixel missing from the E, from the P (the last letter) and from the H (the first).
    assert read_letters(_with_pixel(drawing, 5, 6, ".")) is None
    assert read_letters(_with_pixel(drawing, 5, 15, ".")) is None
    assert read_letters(_with_pixel(drawing, 0, 0, ".")) is None


def test_stray_ink_between_letters_is_not_ignored() -> None:
    drawing = draw("HELP", gap=2)
    assert read_letters(_with_pixel(drawing, 3, 5, "#")) is None
    assert read_letters(_with_pixel(draw("AHZ", LARGE), 4, 6, "#")) is None


def test_drawings_of_the_wrong_height_are_not_read() -> None:
    rows = draw("HELP").splitlines()
    assert read_letters("\n".join([*rows[:3], rows[2], *rows[3:]])) is None  # 7 rows
    assert read_letters("\n".join(rows[:5])) is None  # 5 rows
    two_lines = "\n".join([*rows, "." * len(rows[0]), *rows])
    assert read_letters(two_lines) is None


def test_a_blank_drawing_is_not_read() -> None:
    assert read_letters("....\n....\n....") is None
    assert read_letters("####\n####") is None


@pytest.mark.parametrize(
    "text",
    ["hello\nworld", "12\n34", "1 2\n3 4\n", "ab\nba", "#.\n.#", "Part 1: 12\nPart 2: 34"],
)
def test_multi_line_text_that_is_no_drawing_of_letters(text: str) -> None:
    assert read_letters(text) is None


@pytest.mark.parametrize(
    "answer", ["12345", "-7", "ABCDEFGH", "", "   ", "#.#.#", "1,2,3", "\n42\n"]
)
def test_ordinary_answers(answer: str) -> None:
    assert read_letters(answer) is None


# -- start-up ------------------------------------------------------------------------------


def test_the_library_is_imported_only_to_read_a_drawing() -> None:
    script = f"""
import sys
from aoc_framework.model.letters import read_letters
assert read_letters("12345") is None and read_letters("hello\\nworld") is None
assert "aococr" not in sys.modules, "imported too early"
assert read_letters({draw("OK")!r}) == "OK"
assert "aococr" in sys.modules
"""
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


#: The page's example of 2018 day 10, "HI", in a font of its own: 8 rows, which no font
#: read here has (6 and 10).
PAGE_HI = "\n".join(
    (
        "#...#..###",
        "#...#...#.",
        "#...#...#.",
        "#####...#.",
        "#...#...#.",
        "#...#...#.",
        "#...#...#.",
        "#...#..###",
    )
)


def test_a_drawing_whose_letters_are_not_read_is_not_compared_with_letters() -> None:
    # Marked wrong, the page's "HI" held a right part 1 back from the input, and the
    # watch blamed the code (a newcomer's morning, tenth round).
    from aoc_framework.model.puzzle import Part
    from aoc_framework.model.results import PartResult, Verdict, judge
    from aoc_framework.views.looks import verdict_words

    assert read_letters(PAGE_HI) is None
    assert judge(PAGE_HI, "HI") is Verdict.UNKNOWN
    assert judge(PAGE_HI, PAGE_HI) is Verdict.CORRECT  # the drawing given as expected
    assert judge(PAGE_HI, PAGE_HI.replace("###", "##.")) is Verdict.WRONG
    part = PartResult.judged(Part.ONE, PAGE_HI, "HI")
    assert (
        verdict_words(part.verdict, part.expected)
        == "? its letters not read, so not compared with HI"
    )
