"""A private leaderboard's race as a picture (issue 49, `aoc leaderboard --svg`): drawn by
a real renderer (resvg) and read back (Pillow), on the real leaderboard the site sent
and on boards built in its shape; the members' names are other users' text, never
markup in the file the user commits."""

from __future__ import annotations

import io
import json
import xml.etree.ElementTree as ElementTree
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
import resvg_py
from PIL import Image

from aoc_framework.showcase.leaderboard_svg import leaderboard_svg
from aoc_framework.site.leaderboard import Leaderboard, parse_leaderboard
from aoc_framework.site.leaderboard_race import race
from tests.real_corpus import PAGES
from tests.site.race_boards import Racer, document, spread

SVG = "{http://www.w3.org/2000/svg}"
#: What the picture is made of: nothing that runs, links or pulls in another file.
SHAPES = {"svg", "rect", "text", "polyline", "circle"}
BACKGROUND = (0x0F, 0x0F, 0x23)


def parsed(site_json: dict[str, Any]) -> Leaderboard:
    year, owner = int(site_json["event"]), int(site_json["owner_id"])
    fetched = datetime(2026, 1, 1, tzinfo=timezone.utc)
    return parse_leaderboard(site_json, fetched, False, year=year, board_id=owner)


def picture(site_json: dict[str, Any]) -> str:
    board = parsed(site_json)
    return leaderboard_svg(board, race(board))


def rendered(svg: str) -> Image.Image:
    return Image.open(io.BytesIO(bytes(resvg_py.svg_to_bytes(svg_string=svg)))).convert("RGB")


def texts(svg: str) -> list[str]:
    """Every text of the picture, as an SVG reader reads it."""
    return [element.text or "" for element in ElementTree.fromstring(svg).iter(f"{SVG}text")]


def colours_in(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    """How many colours the renderer drew in `box` (1: nothing but the background)."""
    return len(image.crop(box).getcolors(1 << 20) or [])


@pytest.mark.parametrize("path", PAGES.files("private_leaderboard_*.json"), ids=lambda p: p.stem)
def test_the_real_leaderboard_is_drawn_with_every_name(path: Path | None) -> None:
    site_json = json.loads(PAGES.need(path).read_text())
    svg = picture(site_json)

    root = ElementTree.fromstring(svg)
    assert {element.tag.removeprefix(SVG) for element in root.iter()} <= SHAPES
    shown = texts(svg)
    for member in site_json["members"].values():
        # Each name twice: by its line of positions and by its row of times.
        assert shown.count(member["name"] or f"anonymous #{member['id']}") == 2
    image = rendered(svg)
    assert image.size == (int(root.get("width")), int(root.get("height")))
    assert image.getpixel((image.width // 2, 4)) == BACKGROUND
    # Not blank: the names' column and the days' cells hold more than the background.
    assert colours_in(image, (12, 80, 180, image.height - 40)) > 10
    assert colours_in(image, (200, 80, image.width - 60, image.height - 40)) > 10


def test_a_name_is_text_never_markup_nor_a_control() -> None:
    hostile = "<script>alert(1)</script>&amp;<a href='x'>\x1b[2J\u202eevil\ud800\ufffe\nend"
    svg = picture(document(2023, [Racer(1, hostile, {1: (60, 120)}), Racer(2, "Ivy")]))

    root = ElementTree.fromstring(svg)  # still well-formed XML
    assert {element.tag.removeprefix(SVG) for element in root.iter()} <= SHAPES
    assert "<script" not in svg and "<a " not in svg
    shown = [text for text in texts(svg) if "alert" in text]
    # Cut to the names' width, shown as the characters it is made of, on one line.
    assert shown == ["<script>alert(1)</scr…"] * 2
    rendered(svg)  # the renderer reads it too


def test_every_character_that_is_no_text_is_gone_from_a_name_drawn_whole() -> None:
    svg = picture(document(2023, [Racer(1, "a\x1b[2J\u202eb\ud800c\ufffe\nd", {1: (60,)})]))

    assert texts(svg).count("a[2Jbc d") == 2
    svg.encode("utf-8")  # it can be written


def test_a_2025_event_draws_12_days_and_the_free_star() -> None:
    svg = picture(document(2025, spread(12, 12)))

    shown = texts(svg)
    assert [str(day) for day in range(1, 13)] == [t for t in shown if t.isdigit()][:12]
    assert "free" in shown
    rendered(svg)


def test_200_members_draw_a_picture_that_grows_with_them_only() -> None:
    small = picture(document(2024, spread(20, 25)))
    big = picture(document(2024, spread(200, 25)))

    width = int(ElementTree.fromstring(big).get("width"))
    assert width == int(ElementTree.fromstring(small).get("width")) < 1200  # README width
    height_per_member = int(ElementTree.fromstring(big).get("height")) / 200
    assert height_per_member < 50
    assert len(big) < 2_000_000  # bytes: committed beside a README
    assert sum(text.startswith("anonymous #") for text in texts(big)) == 2 * 29


def test_anonymous_members_stay_apart_where_names_are_cut() -> None:
    # The site's "(anonymous user #1002345)", cut to the names' width, left several
    # members the same ("(anonymous user #1002…") in the picture and the table.
    from aoc_framework.views.leaderboard import leaderboard_table

    racers = [Racer(1002345, None, {1: (60, 120)}), Racer(1002346, None, {1: (90, 200)})]
    holly = Racer(7, "Holly Berry with a name longer than the column", {1: (30, 40)})
    board = parsed(document(2024, [holly, *racers], owner_id=7))
    shown = texts(leaderboard_svg(board, race(board)))
    assert {"anonymous #1002345", "anonymous #1002346"} <= set(shown), shown
    rows = leaderboard_table(board, race(board)).text_lines(80)
    assert [row.split()[-2:] for row in rows[-2:]] == [
        ["anonymous", "#1002345"],
        ["anonymous", "#1002346"],
    ], rows
    assert "…" in rows[-3], rows  # names are cut at 80 columns: the long one is


def test_members_of_the_same_score_share_their_rank_in_the_picture_as_in_the_table() -> None:
    # The picture numbered its rows 1, 2, 3 where the table (as the site) says 1, 1, 3.
    from aoc_framework.views.leaderboard import leaderboard_table

    racers = [
        Racer(1, "Holly", {1: (10,), 2: (30,)}),
        Racer(2, "Ivy", {1: (20,), 2: (15,)}),
        Racer(3, "Rudolph", {1: (40,), 2: (50,)}),
    ]
    board = parsed(document(2024, racers, owner_id=1))
    assert [m.local_score for m in board.members] == [5, 5, 2]
    table = leaderboard_table(board, race(board)).text_lines(120)
    assert [row.split()[0] for row in table[-3:]] == ["1)", "1)", "3)"]
    ranks = [  # the numbers before the names (x = 34: the names' margin, right-aligned)
        element.text
        for element in ElementTree.fromstring(leaderboard_svg(board, race(board))).iter()
        if element.get("x") == "34" and element.get("text-anchor") == "end"
    ]
    assert ranks == ["1", "1", "3"] * 2, ranks


def test_a_name_of_300_characters_is_cut_piped_too() -> None:
    # Piped (no terminal width), a name the site took whole made every line of the
    # table 364 columns wide, and the owner's title three rows of a terminal.
    from aoc_framework.views.leaderboard import NAME_LIMIT, leaderboard_table

    long = "Rudolph " * 40
    board = parsed(document(2024, [Racer(1, long, {1: (10, 20)}), Racer(2, "Ivy", {})], 1))
    lines = leaderboard_table(board, race(board)).text_lines()  # piped: no width
    assert max(len(line) for line in lines) < 120, lines
    assert lines[-2].endswith(f"{long[: NAME_LIMIT - 1]}…"), lines
    assert f"({long[: NAME_LIMIT - 1]}…'s)" in lines[0], lines[0]


def test_the_leaderboard_fits_a_split_pane_of_50_columns() -> None:
    # Only names were cut: the rest, some 58 columns, wrapped each row onto two lines.
    from aoc_framework.views.leaderboard import day_table, leaderboard_table

    board = parsed(document(2024, spread(12, 25)))
    held = race(board)
    for table in (leaderboard_table(board, held), day_table(board, held.day(1))):
        lines = table.text_lines(50)
        assert max(len(line) for line in lines) <= 50, lines
        assert all(row.split() for row in lines[3:]), lines
    standings = leaderboard_table(board, held).text_lines(50)
    assert "Stars" not in standings[2] and "Score" in standings[2], standings[:3]


def test_a_wide_name_is_measured_by_the_columns_it_takes() -> None:
    # 22 CJK characters counted 22 and took 44 columns: the row wrapped on a terminal of
    # 80, and in the picture the name ran over the first days' column.
    from aoc_framework.views.leaderboard import leaderboard_table
    from aoc_framework.views.table import display_width

    wide = "全角の名前です長い名前" * 2
    board = parsed(document(2024, [Racer(1, wide, {1: (10, 20)}), *spread(5, 25)], 1))
    lines = leaderboard_table(board, race(board)).text_lines(80)
    assert max(display_width(line) for line in lines) <= 80, lines
    names = [text for text in texts(leaderboard_svg(board, race(board))) if "全角" in text]
    assert names and all(display_width(name) <= 22 for name in names), names
