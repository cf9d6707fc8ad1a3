"""Reading and normalizing puzzle input."""

from __future__ import annotations

from pathlib import Path

import pytest

from aoc_framework.engine.puzzle_input import normalize, read_cached_input, read_input
from aoc_framework.model.errors import InputError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        (b"a\nb\n", "a\nb"),
        (b"\xef\xbb\xbfa\r\nb\r\n", "a\nb"),
        ("a\rb", "a\nb"),
        (b"a\nb\n\n\n", "a\nb"),
        (b"  a  \n b \n", "  a  \n b "),
        # Spaces at the end of the last line stay: the padding of a grid's last row.
        ("\ufeff#..\n.#.  \n", "#..\n.#.  "),
    ],
)
def test_normalize(raw: bytes | str, text: str) -> None:
    assert normalize(raw) == text


@pytest.mark.parametrize("raw", [b"", b"\n\n", b"\xef\xbb\xbf\r\n  \n", ""])
def test_an_empty_input_is_an_error(raw: bytes | str) -> None:
    with pytest.raises(InputError, match="is empty"):
        normalize(raw)


def test_input_that_is_not_utf8_is_an_error() -> None:
    with pytest.raises(InputError, match=r"not UTF-8 text \(bad byte at offset 2\)"):
        normalize(b"ab\xff")


def test_read_input_errors_say_what_is_wrong(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="does not exist"):
        read_input(tmp_path / "missing.txt")
    with pytest.raises(InputError, match="is a folder"):
        read_input(tmp_path)


def test_read_cached_input_points_at_the_cache_file(tmp_path: Path) -> None:
    project = Project.at(tmp_path, tmp_path / "cache")
    with pytest.raises(InputError, match=r"no cached input for 2023 day 7 at .*07\.txt"):
        read_cached_input(project, PuzzleDay(2023, 7))
    path = project.input_path(PuzzleDay(2023, 7))
    assert path == tmp_path / "cache" / "2023" / "07.txt"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"x y\r\n")
    assert read_cached_input(project, PuzzleDay(2023, 7)) == "x y\r\n"  # as served
