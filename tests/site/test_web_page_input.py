"""A web page where the input should be (the login page, a proxy's or a captive portal's
page) is never an input: refused as it arrives, kept nowhere, and named when an older aoc
left one in the cache."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.site.conftest import INPUT, AocOnline, assert_one_line_error
from tests.site.fake_aoc import FakeAdventOfCode

LOGIN_PAGE = (
    b'<!DOCTYPE html>\n<html lang="en-us"><head><title>Advent of Code</title></head><body>'
    b'<header><a href="/auth/login">[Log In]</a></header><main><p>To play, please identify '
    b"yourself via one of these services:</p></main></body></html>"
)
PORTAL_PAGE = b"<html><body><h1>Welcome to the Airport Wi-Fi</h1><p>Accept to go on.</p>"
#: The shapes a portal's or proxy's page takes besides (issue 36): an XML prolog then
#: XHTML, a byte-order mark then a doctype, a comment first then the login page in
#: capitals, a doctype in capitals after blank lines, a login form alone.
XHTML_PAGE = (
    b'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0'
    b' Strict//EN" "x">\n<html xmlns="http://www.w3.org/1999/xhtml"><body>Sign in</body></html>'
)
BOM_PAGE = "\ufeff<!DOCTYPE html><html><body>Wi-Fi</body></html>".encode()
COMMENTED_LOGIN = (
    b'<!-- portal v2 -->\n<HTML><BODY><a href="/auth/login">[Log In]</a></BODY></HTML>'
)
SHOUTED_PAGE = b"\n\n  <!DOCTYPE HTML>\n<HTML><BODY>Proxy error</BODY></HTML>"
LOGIN_FORM = b'<form action="/auth/login" method="post"><input name="user"></form>'


@pytest.mark.parametrize(
    ("page", "code"),
    [
        (LOGIN_PAGE, 5),
        (PORTAL_PAGE, 4),
        (XHTML_PAGE, 4),
        (BOM_PAGE, 4),
        (COMMENTED_LOGIN, 5),
        (SHOUTED_PAGE, 4),
        (LOGIN_FORM, 5),
    ],
)
def test_a_web_page_served_as_the_input_is_refused_and_kept_nowhere(
    aoc: AocOnline, fake: FakeAdventOfCode, inputs_dir: Path, tmp_path: Path, page, code
) -> None:
    fake.served[("GET", "/2023/day/1/input")] = (200, page)

    line = assert_one_line_error(aoc("fetch", "2023", "1"), code)

    assert ("expired" in line) if code == 5 else ("sent a web page" in line)
    assert not (inputs_dir / "2023" / "01.txt").exists()
    assert not [p for p in (tmp_path / "aocd").rglob("*_input.txt")]  # nor in aocd's cache
    # The next fetch asks the site again, and keeps the real input.
    del fake.served[("GET", "/2023/day/1/input")]
    assert aoc("fetch", "2023", "1").returncode == 0
    assert (inputs_dir / "2023" / "01.txt").read_text() == INPUT
    assert fake.count("GET", "/2023/day/1/input") == 2


def test_a_web_page_already_in_the_cache_is_named_not_run(aoc: AocOnline, inputs_dir: Path) -> None:
    # Kept by an older aoc: run, status and the rest must not work on it.
    cached = inputs_dir / "2023" / "01.txt"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(XHTML_PAGE)
    line = assert_one_line_error(aoc("run", "2023", "1"), 3)
    assert "is a web page, not a puzzle input" in line and "01.txt" in line
