"""Pages the real adventofcode.com served, replayed by the fake site: the puzzle pages
(`aoc read`, examples for `aoc new`), the replies to answers (`aoc submit`) and a private
leaderboard (`aoc leaderboard`), each through aocd's unmodified client.

The pages are not ours to publish, so they are not in this repository: the corpus is read
from `AOC_REAL_PAGES`, else `../shared/aoc-pages/` beside the checkout (where CI has it).
Its files are named by what they are, e.g. `puzzle_2023_01_both_done.html`,
`answer_too_high_2021_04.html`, `private_leaderboard_2023_view.json`; a file ending in
`_FRAGMENT.html` holds only the `<article>` or `<p>` its publisher quoted. Without the
corpus these tests are skipped, saying where they looked.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.network.conftest import AocOnline
from tests.network.fake_aoc import FakeAdventOfCode

CORPUS = Path(os.environ.get("AOC_REAL_PAGES") or ROOT.parent / "shared" / "aoc-pages")

#: The answers the published examples give (they are on every puzzle page): part 1's,
#: then part 2's once the page shows part 2. A page's examples must include them.
PUBLISHED_EXAMPLE_ANSWERS = {
    (2015, 1): ("3", "5"),
    (2015, 9): ("605", None),
    (2021, 16): ("31", None),
    (2022, 14): ("24", "93"),
    (2022, 15): ("26", "56000011"),
    (2022, 16): ("1651", None),
    (2023, 1): ("142", "281"),
    (2023, 5): ("35", "46"),
    (2023, 6): ("288", None),
    (2025, 3): ("357", "3121910778619"),
}
#: What `aoc submit` ends with for each kind of reply (see the README's exit codes).
REPLY_EXIT_CODES = {
    "right": 0,
    "too_high": 1,
    "too_low": 1,
    "wrong_level": 7,
    "wrong": 1,
    "too_recently": 6,
}
_DAY = re.compile(r"_(\d{4})_(\d{2})")


def corpus(pattern: str) -> list[Path]:
    """The corpus files matching `pattern` (none without a corpus)."""
    return sorted(CORPUS.glob(pattern)) if CORPUS.is_dir() else []


def day_of(path: Path) -> tuple[int, int]:
    match = _DAY.search(path.name)
    assert match, path.name
    return int(match[1]), int(match[2])


def as_page(path: Path) -> bytes:
    """The body as served: a fragment inside the page markup it was quoted from (a `<p>`
    quoted alone came inside the reply's `<article>`)."""
    body = path.read_bytes()
    if path.name.endswith("_P_FRAGMENT.html"):
        body = b"<article>" + body + b"</article>"
    if "FRAGMENT" in path.name:
        body = b"<!DOCTYPE html><html><body><main>" + body + b"</main></body></html>"
    return body


def needs_corpus(files: list[Path]) -> pytest.MarkDecorator:
    return pytest.mark.skipif(not files, reason=f"no real pages at {CORPUS} (AOC_REAL_PAGES)")


PUZZLE_PAGES = [p for p in corpus("puzzle_*.html") if "FRAGMENT" not in p.name]
ANSWER_REPLIES = corpus("answer_*.html")
LEADERBOARDS = corpus("private_leaderboard_*.json")


@needs_corpus(PUZZLE_PAGES)
@pytest.mark.parametrize("path", PUZZLE_PAGES, ids=lambda p: p.stem)
def test_a_real_puzzle_page_is_read_and_gives_its_examples(
    aoc: AocOnline, fake: FakeAdventOfCode, tmp_path: Path, path: Path
) -> None:
    year, day = day_of(path)
    fake.served[("GET", f"/{year}/day/{day}")] = (200, path.read_bytes())

    read = aoc("read", str(year), str(day))
    assert read.returncode == 0, read.stderr
    assert read.stdout.startswith(f"## --- Day {day}: ")
    unlocked = "both_done" in path.name or "part1_done" in path.name
    assert ("## --- Part Two ---" in read.stdout) == unlocked

    project = tmp_path / "new"
    (project / "solutions").mkdir(parents=True)
    new = aoc("new", str(year), str(day), env={"AOC_PROJECT_DIR": str(project)})
    assert new.returncode == 0, new.stderr
    assert "example(s) taken from the puzzle page" in new.stdout.splitlines()[1]
    module = (project / "solutions" / str(year) / f"day{day:02d}.py").read_text()
    compile(module, str(path), "exec")
    part_1, part_2 = PUBLISHED_EXAMPLE_ANSWERS[(year, day)]
    assert f"part_1={part_1}" in module or f"part_1={part_1!r}" in module
    if part_2 is not None and unlocked:
        assert f"part_2={part_2}" in module or f"part_2={part_2!r}" in module


@needs_corpus(ANSWER_REPLIES)
@pytest.mark.parametrize("path", ANSWER_REPLIES, ids=lambda p: p.stem)
def test_a_real_reply_to_an_answer_ends_as_documented(
    aoc: AocOnline, fake: FakeAdventOfCode, path: Path
) -> None:
    year, day = day_of(path)
    kind = next(k for k in REPLY_EXIT_CODES if path.name.startswith(f"answer_{k}"))
    part = "2" if "day_complete" in path.name else "1"
    fake.add_puzzle(year, day, "the input\n", "unused", "unused")
    fake.served[("POST", f"/{year}/day/{day}/answer")] = (200, as_page(path))

    result = aoc("submit", str(year), str(day), part, "12345")

    assert result.returncode == REPLY_EXIT_CODES[kind], result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert fake.count("POST", f"/{year}/day/{day}/answer") == 1


@needs_corpus(LEADERBOARDS)
@pytest.mark.parametrize("path", LEADERBOARDS, ids=lambda p: p.stem)
def test_a_real_private_leaderboard_is_shown(
    aoc: AocOnline, fake: FakeAdventOfCode, path: Path
) -> None:
    document = json.loads(path.read_text())
    year, board = int(document["event"]), int(document["owner_id"])
    fake.add_leaderboard(year, board, path.read_text(), {424242})

    result = aoc("leaderboard", str(board), "--year", str(year))

    assert result.returncode == 0, result.stderr
    for member in document["members"].values():
        assert (member["name"] or f"#{member['id']}") in result.stdout
