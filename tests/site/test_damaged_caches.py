"""Damaged caches, aocd's and ours: each is named in a one-line error saying what to do,
or, where it can be rebuilt, deleted or ignored by the command itself; never a
traceback, never a wrong report (against the fake adventofcode.com)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.settings import aocd_config_dir
from tests.site.conftest import ANSWERS, AocOnline, assert_one_line_error
from tests.site.fake_aoc import FakeAdventOfCode

DAY = PuzzleDay(2023, 1)
DAMAGED = {"empty": b"", "not UTF-8": b"\xff\xfe\x00garbage", "cut short": b'{"abc'}
#: What a damaged text file holds (any text may be an answer or an input).
DAMAGED_TEXT = {"empty": b"", "not UTF-8": b"\xff\xfe1abc2\n"}


def aocd_file(suffix: str) -> Path:
    """aocd's cache file of the fixture day ending in `suffix` (one, after a sync)."""
    found = list(Path(os.environ["AOCD_DIR"]).rglob(f"2023_01{suffix}"))
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("damage", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_owner_memo_of_aocd_is_rebuilt(
    subprocess_aoc: AocOnline, fake: FakeAdventOfCode, damage: bytes
) -> None:
    # aocd reads token2id.json first thing in a new process: a damaged one failed every
    # command that talks to the site. It is rebuilt with one request.
    memo = aocd_config_dir() / "token2id.json"
    memo.parent.mkdir(parents=True, exist_ok=True)
    memo.write_bytes(damage)
    result = subprocess_aoc("fetch", "2023", "1")
    assert result.returncode == 0, result.stderr
    assert isinstance(json.loads(memo.read_text()), dict)


@pytest.mark.parametrize("damage", DAMAGED_TEXT.values(), ids=DAMAGED_TEXT.keys())
def test_a_damaged_answer_cache_of_aocd_never_unsolves_a_part(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path, damage: bytes
) -> None:
    fake.solved |= {(2023, 1, 1), (2023, 1, 2)}
    assert aoc("answers", "sync", "2023", "1").returncode == 0
    aocd_file("a_answer.txt").write_bytes(damage)
    (project_dir / "answers.toml").unlink()

    result = aoc("answers", "sync", "2023", "1")

    assert result.returncode == 0, result.stderr
    assert f"part 1: {ANSWERS[0]} (new)" in result.stdout
    known = KnownAnswers.load(project_dir / "answers.toml")
    assert (known.get(DAY, Part.ONE), known.get(DAY, Part.TWO)) == ANSWERS
    assert aocd_file("a_answer.txt").read_text() == ANSWERS[0]


@pytest.mark.parametrize("damage", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_submission_record_of_aocd_is_named_with_what_to_do(
    aoc: AocOnline, fake: FakeAdventOfCode, damage: bytes
) -> None:
    assert aoc("submit", "2023", "1", "1", "1").returncode == 1  # wrong: recorded by aocd
    record = aocd_file("_post.json")
    record.write_bytes(damage)

    result = aoc("submit", "2023", "1", "1", ANSWERS[0])

    if not damage:  # an empty file records nothing: deleted, and aocd starts a new one
        assert result.returncode == 0, result.stderr
        assert len(json.loads(record.read_text())) == 1
        return
    line = assert_one_line_error(result, 2)
    assert f"({record}) cannot be read" in line and line.endswith(
        "delete it (aocd then forgets which answers the site judged wrong)"
    )
    assert fake.count("POST", "/2023/day/1/answer") == 1
    record.unlink()
    assert aoc("submit", "2023", "1", "1", ANSWERS[0]).returncode == 0


@pytest.mark.parametrize("damage", DAMAGED_TEXT.values(), ids=DAMAGED_TEXT.keys())
def test_a_damaged_input_cache_of_aocd_is_fetched_again(
    aoc: AocOnline, fake: FakeAdventOfCode, inputs_dir: Path, damage: bytes
) -> None:
    assert aoc("fetch", "2023", "1").returncode == 0
    for cached in inputs_dir.rglob("01.txt"):
        cached.unlink()
    aocd_file("_input.txt").write_bytes(damage)

    result = aoc("run", "2023", "1")

    assert result.returncode == 0, result.stderr
    assert fake.count("GET", "/2023/day/1/input") == 2


@pytest.mark.parametrize(
    "command", [["read", "2023", "1"], ["examples", "2023", "1"], ["new", "2023", "1", "--force"]]
)
def test_a_cached_puzzle_page_that_is_not_utf8_is_fetched_again(
    aoc: AocOnline, fake: FakeAdventOfCode, inputs_dir: Path, command: list[str]
) -> None:
    page = inputs_dir / "2023" / "01.html"
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_bytes(DAMAGED_TEXT["not UTF-8"])
    result = aoc(*command)
    assert result.returncode == 0, result.stdout + result.stderr
    assert fake.count("GET", "/2023/day/1") == 1
    assert "Trebuchet?!" in page.read_text(encoding="utf-8")  # the damaged copy replaced
