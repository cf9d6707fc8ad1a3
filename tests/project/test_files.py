"""A parse remembered while the file's text stays the same (`files.read_parsed`)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from aoc_framework.model.errors import UsageError
from aoc_framework.project.files import read_parsed

LAYOUT = "words/1"


class CountingParse:
    """Splits the text into words, counting how often it was asked to."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, text: str) -> tuple[str, ...]:
        self.calls += 1
        return tuple(text.split())


@pytest.fixture
def source(tmp_path: Path) -> Path:
    path = tmp_path / "answers.toml"
    path.write_text("one two three\n")
    return path


@pytest.fixture
def memory(tmp_path: Path) -> Path:
    return tmp_path / "cache" / "memory"


def test_an_unchanged_file_is_parsed_once(source: Path, memory: Path) -> None:
    parse = CountingParse()
    assert read_parsed(source, parse, (memory, LAYOUT)) == ("one", "two", "three")
    assert read_parsed(source, parse, (memory, LAYOUT)) == ("one", "two", "three")
    assert parse.calls == 1
    assert memory.is_file()


def test_new_text_of_the_same_size_is_parsed_again(source: Path, memory: Path) -> None:
    parse = CountingParse()
    read_parsed(source, parse, (memory, LAYOUT))
    stat = source.stat()
    source.write_text("six two three\n")  # same size, written in place
    # Even with the old timestamps back, the new text is what counts.
    os.utime(source, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert read_parsed(source, parse, (memory, LAYOUT)) == ("six", "two", "three")
    assert parse.calls == 2


def test_a_result_in_another_layout_is_never_read(source: Path, memory: Path) -> None:
    read_parsed(source, lambda text: len(text), (memory, "length/1"))
    parse = CountingParse()
    assert read_parsed(source, parse, (memory, LAYOUT)) == ("one", "two", "three")
    assert parse.calls == 1


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty"])
def test_a_damaged_memory_is_parsed_again_and_mended(
    source: Path, memory: Path, damage: str
) -> None:
    parse = CountingParse()
    read_parsed(source, parse, (memory, LAYOUT))
    whole = memory.read_bytes()
    damaged = {"truncated": whole[: len(whole) // 2], "garbage": b"\x00\x01\xe9" * 9, "empty": b""}
    memory.write_bytes(damaged[damage])
    assert read_parsed(source, parse, (memory, LAYOUT)) == ("one", "two", "three")
    assert read_parsed(source, parse, (memory, LAYOUT)) == ("one", "two", "three")
    assert parse.calls == 2
    assert memory.read_bytes() == whole


def test_a_parse_error_is_raised_and_never_remembered(source: Path, memory: Path) -> None:
    def refuse(text: str) -> tuple[str, ...]:
        raise UsageError(f"{source} is not valid")

    with pytest.raises(UsageError, match="not valid"):
        read_parsed(source, refuse, (memory, LAYOUT))
    assert not memory.exists()


def test_a_memory_that_cannot_be_written_only_costs_time(source: Path, tmp_path: Path) -> None:
    parse = CountingParse()
    (tmp_path / "blocked").write_text("a file where the memory's folder should be")
    memory = tmp_path / "blocked" / "memory"
    assert read_parsed(source, parse, (memory, LAYOUT)) == ("one", "two", "three")
    assert read_parsed(source, parse, (memory, LAYOUT)) == ("one", "two", "three")
    assert parse.calls == 2


def test_no_file_is_none_and_text_that_is_not_utf8_a_clear_error(
    tmp_path: Path, memory: Path
) -> None:
    parse = CountingParse()
    assert read_parsed(tmp_path / "missing.toml", parse, (memory, LAYOUT)) is None
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"\xff\xfe not text")
    with pytest.raises(UsageError, match=r"bad\.toml.*not UTF-8"):
        read_parsed(bad, parse, (memory, LAYOUT))
    assert parse.calls == 0


def test_a_shared_file_is_changed_under_its_own_lock(tmp_path: Path) -> None:
    """`update_file` finds the lock of the file it changes: no caller names it, so none
    can forget it or name another (the account's answers.toml has one of its own)."""
    from filelock import FileLock, Timeout

    from aoc_framework.project.files import update_file
    from aoc_framework.project.layout import Project

    project = Project.at(tmp_path)
    held: list[bool] = []

    def change(text: str | None) -> str:
        try:
            FileLock(project.lock_path(project.answers_path)).acquire(timeout=0)
        except Timeout:
            held.append(True)
        return "# changed\n"

    assert update_file(project, project.answers_path, change)
    assert held == [True]


def test_a_file_to_write_where_a_folder_is_says_so(tmp_path: Path) -> None:
    # `aoc leaderboard --svg .`: "cannot read . (Is a directory)", of a file to write.
    from aoc_framework.project.files import update_file
    from aoc_framework.project.layout import Project

    project = Project.at(tmp_path)
    with pytest.raises(UsageError, match=r"^cannot write .* \(a folder is there, not a file\)"):
        update_file(project, tmp_path, lambda text: "<svg/>")
