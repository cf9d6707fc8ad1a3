"""Pages the real adventofcode.com served, replayed by the fake site: the puzzle pages
(`aoc read`, examples for `aoc new`), the replies to answers (`aoc submit`) and a private
leaderboard (`aoc leaderboard`), each through aocd's unmodified client.

The pages are not ours to publish, so they are not in this repository: where the corpus
is read from, and when its absence skips or fails, is `tests.real_corpus.PAGES`.
Its files are named by what they are, e.g. `puzzle_2023_01_both_done.html`,
`answer_too_high_2021_04.html`, `private_leaderboard_2023_view.json`; a file ending in
`_FRAGMENT.html` holds only the `<article>` or `<p>` its publisher quoted.
"""

from __future__ import annotations

import json
import re
import runpy
from pathlib import Path

import pytest

from aoc_framework.model.durations import format_wait
from tests.real_corpus import PAGES
from tests.site.conftest import AocOnline, assert_one_line_error
from tests.site.fake_aoc import FakeAdventOfCode

#: The answers the published examples give: part 1's, then part 2's once the page shows
#: part 2. A module `aoc new` writes holds them, or marks what it offers instead as a
#: guess. None: the page states no example (2016 day 25), so nothing offered is sure.
#: "a|b": a page listing several cases, each with its stated answer.
PUBLISHED_EXAMPLE_ANSWERS: dict[tuple[int, int], tuple[str, str | None] | None] = {
    (2015, 1): ("0|3|-1|-3", "1|5"),  # a list of cases: each of its answers is right
    (2015, 9): ("605", None),
    (2015, 25): ("20151125", None),
    (2016, 25): None,
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


PUZZLE_PAGES = PAGES.files("puzzle_*.html")
ANSWER_REPLIES = PAGES.files("answer_*.html")
LEADERBOARDS = PAGES.files("private_leaderboard_*.json")
STATS_PAGES = PAGES.files("stats_*.html")


@pytest.mark.parametrize("path", PUZZLE_PAGES, ids=lambda p: p.stem)
def test_a_real_puzzle_page_is_read_and_gives_its_examples(
    aoc: AocOnline, fake: FakeAdventOfCode, tmp_path: Path, path: Path | None
) -> None:
    path = PAGES.need(path)
    year, day = day_of(path)
    assert (year, day) in PUBLISHED_EXAMPLE_ANSWERS, f"{path.name}: add its example answers"
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
    module = (project / "solutions" / str(year) / f"day{day:02d}.py").read_text()
    compile(module, str(path), "exec")
    published = PUBLISHED_EXAMPLE_ANSWERS[(year, day)]
    examples = runpy.run_path(str(project / "solutions" / str(year) / f"day{day:02d}.py"))
    (day_class,) = (v for k, v in examples.items() if k == f"Day{day:02d}")
    if published is None:  # the page states no example: nothing offered is sure
        assert not any(e.from_page is True for e in day_class.examples), day_class.examples
        return
    # The published answers are in the module, or what it offers instead is marked as a
    # guess: a wrong example is never presented as sure (it would hold back a right
    # answer in the watch).
    for part, answer in zip((1, 2), published, strict=True):
        if answer is None or (part == 2 and not unlocked):
            continue
        offered = [e for e in day_class.examples if e.expected(part) is not None]
        right = [e for e in offered if str(e.expected(part)) in answer.split("|")]
        assert right or all(e.guessed for e in offered), (part, answer, offered)


@pytest.mark.parametrize("path", ANSWER_REPLIES, ids=lambda p: p.stem)
def test_a_real_reply_to_an_answer_ends_as_documented(
    aoc: AocOnline, fake: FakeAdventOfCode, path: Path | None
) -> None:
    path = PAGES.need(path)
    year, day = day_of(path)
    kind = next(k for k in REPLY_EXIT_CODES if path.name.startswith(f"answer_{k}"))
    part = "2" if "day_complete" in path.name else "1"
    fake.add_puzzle(year, day, "the input\n", "unused", "unused")
    fake.served[("POST", f"/{year}/day/{day}/answer")] = (200, as_page(path))

    result = aoc("submit", str(year), str(day), part, "12345")

    assert result.returncode == REPLY_EXIT_CODES[kind], result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert fake.count("POST", f"/{year}/day/{day}/answer") == 1
    if REPLY_EXIT_CODES[kind] == 1:  # judged wrong: its reply's wait holds the next answer
        # (within aocd's bounds: one it knows wrong is declined for that first)
        other = {"too_high": "123", "too_low": "99999"}.get(kind, "54321")
        again = aoc("submit", str(year), str(day), part, other)
        assert again.returncode == 6, again.stdout + again.stderr
        wait = "5 min" if "wait5min" in path.name else "1 min"
        said = " ".join(again.stdout.split())
        assert f"the site takes no answer within {wait} of a wrong one (12345)" in said
        assert fake.count("POST", f"/{year}/day/{day}/answer") == 1
    if kind == "too_recently":  # the wait it states holds the next aoc too, as the name says
        stated = re.search(r"too_recently_(?:(\d+)m)?(?:(\d+)s)?", path.name)
        assert stated is not None, path.name
        minutes, seconds = (int(n or 0) for n in stated.groups())
        again = aoc("submit", str(year), str(day), part, "54321")
        assert again.returncode == 6, again.stdout + again.stderr
        said = " ".join(again.stdout.split())
        wait = format_wait(60 * minutes + seconds)
        assert f"the site asked for {wait} more after an answer too recent (12345)" in said, said
        assert fake.count("POST", f"/{year}/day/{day}/answer") == 1


@pytest.mark.parametrize("path", LEADERBOARDS, ids=lambda p: p.stem)
def test_a_real_private_leaderboard_is_shown(
    aoc: AocOnline, fake: FakeAdventOfCode, path: Path | None
) -> None:
    path = PAGES.need(path)
    document = json.loads(path.read_text())
    year, board = int(document["event"]), int(document["owner_id"])
    fake.add_leaderboard(year, board, path.read_text(), {424242})

    result = aoc("leaderboard", str(board), "--year", str(year))

    assert result.returncode == 0, result.stderr
    for member in document["members"].values():
        assert (member["name"] or f"#{member['id']}") in result.stdout
    # Its first day's race and its picture, from the copy just kept: no second request.
    first = next(m for m in document["members"].values() if "1" in m["completion_day_level"])
    day = aoc("leaderboard", str(board), "--year", str(year), "--day", "1", "--svg", "race.svg")
    assert day.returncode == 0, day.stderr
    assert (first["name"] or f"#{first['id']}") in day.stdout
    assert fake.count("GET", f"/{year}/leaderboard/private/view/{board}.json") == 1


#: What the input URL's refusals end with: the login page's, exit 5 (the token); before
#: the unlock, exit 3 (the input is not there yet).
INPUT_REFUSALS = {400: 5, 404: 3}
INPUTS = PAGES.files("input_*.txt")


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.stem)
def test_a_real_refusal_of_the_input_is_one_line_and_caches_nothing(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path, path: Path | None
) -> None:
    path = PAGES.need(path)
    status = int(path.name.split("_")[1])
    fake.add_puzzle(2023, 3, "unused\n", "unused", "unused")
    fake.served[("GET", "/2023/day/3/input")] = (status, path.read_bytes())

    result = aoc("fetch", "2023", "3")

    assert_one_line_error(result, INPUT_REFUSALS[status])
    assert not list(project_dir.glob("inputs/2023/*"))


STATS_PAGES = PAGES.files("stats_*.html")


@pytest.mark.parametrize("path", STATS_PAGES, ids=lambda p: p.stem)
def test_a_real_stats_page_decides_the_free_star(
    aoc: AocOnline, fake: FakeAdventOfCode, path: Path | None
) -> None:
    # aocd reads the stats page once the final day's part 1 is right: with every other
    # star in ("all_but_last"), it claims the free star; with stars missing, it waits.
    path = PAGES.need(path)
    year = int(path.name.split("_")[1])
    final = 12 if year >= 2025 else 25
    fake.add_puzzle(year, final, "input\n", "4242", "")
    fake.solved |= {(year, day, part) for day in range(1, final) for part in (1, 2)}
    fake.served[("GET", f"/{year}/leaderboard/self")] = (200, as_page(path))

    result = aoc("submit", str(year), str(final), "1", "4242")

    assert result.returncode == 0, result.stdout + result.stderr
    earned = "all_but_last" in path.name
    free_star = result.stdout.splitlines()[1]
    assert ("the free star: " in free_star) == earned, free_star
    assert ("comes once every other star" in free_star) == (not earned), free_star
    assert fake.count("POST", f"/{year}/day/{final}/answer") == (2 if earned else 1)


#: The kinds of file in the corpus, by the start of their names, and the tests that read
#: them. A file of no kind here is a new kind: teach a test to read it.
KINDS = {
    "puzzle_": PUZZLE_PAGES,
    "answer_": ANSWER_REPLIES,
    "private_leaderboard_": LEADERBOARDS,
    "input_": INPUTS,
    "stats_": STATS_PAGES,
}


def test_every_file_of_the_corpus_is_read_by_a_test() -> None:
    files = sorted(p.name for p in PAGES.need_folder().iterdir())
    documents = {"README.md", "SOURCES.md"}
    unknown = [n for n in files if n not in documents and not n.startswith(tuple(KINDS))]
    assert not unknown, f"files of no known kind: {unknown}"
    for prefix, params in KINDS.items():
        read = {p.name for p in params if isinstance(p, Path)}
        assert read == {n for n in files if n.startswith(prefix)}, prefix


@pytest.mark.parametrize("path", STATS_PAGES, ids=lambda p: p.stem)
def test_a_real_stats_page_is_read_in_its_layout(
    aoc: AocOnline, fake: FakeAdventOfCode, path: Path | None
) -> None:
    path = PAGES.need(path)
    year = int(re.search(r"stats_(\d{4})", path.name)[1])
    fake.served[("GET", f"/{year}/leaderboard/self")] = (200, as_page(path))
    result = aoc("stats", str(year), "--json")
    assert result.returncode == 0, result.stderr
    days = json.loads(result.stdout)["days"]
    # The page's own rows, read here apart: a day, then each part's time (and, until
    # 2024, its rank and score) or "-".
    text = re.sub(r"<[^>]+>", "", path.read_text(encoding="utf-8"))
    rows = [line.split() for line in text.splitlines() if re.match(r"\s*\d+\s", line)]
    width = 3 if year < 2025 else 1
    assert sorted(days, key=int) == sorted((row[0] for row in rows), key=int)
    for row in rows:
        for part, cells in ((1, row[1 : 1 + width]), (2, row[1 + width : 1 + 2 * width])):
            found = days[row[0]].get(str(part))
            if cells[0] == "-":
                assert found is None, (row, part)
                continue
            hours, minutes, seconds = (24, 0, 0) if cells[0] == ">24h" else cells[0].split(":")
            assert found["seconds"] == int(hours) * 3600 + int(minutes) * 60 + int(seconds)
            assert found["over_24h"] is (cells[0] == ">24h")
            ranked = [int(cells[1]), int(cells[2])] if width == 3 else [None, None]
            assert [found["rank"], found["score"]] == ranked
