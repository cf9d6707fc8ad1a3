"""The watch's doubt, the morning of an unlock as a newcomer lives it: the clock moved
to 1 December 2026 (libfaketime), the test site serving the puzzle, `aoc watch
--submit` on a terminal. A guessed example that fails says what the code gives on the
page's other blocks, and names the command that sends the answer only where those
back it; an example the part raised on holds it back; nothing is sent on a doubt; an
answer the site judged wrong comes back marked so; a part no example checks names the
whole command that sends it."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator
from datetime import timedelta, timezone
from pathlib import Path

import pytest

from aoc_framework.model.puzzle import PuzzleDay
from tests import fixture_day
from tests.engine.background_status import wait_until
from tests.forked_aoc import run_aoc_process
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer, PuzzleText
from tests.site.test_unlock import aoc_at, clock_at
from tests.terminal import Terminal
from tests.watch_process import WatchProcess

MORNING = PuzzleDay(2026, 1)
ANSWER_PATH = f"/{MORNING.year}/day/{MORNING.day}/answer"
#: A second block on the page, before the example: a torn corner, with no answer stated.
CORNER = "ab1\n2cd\n"
PART_1_TEXT = fixture_day.PAGE_PART_1.replace(
    "<p>For example:</p>\n",
    f"<p>A torn corner of it reads:</p>\n<pre><code>{CORNER}</code></pre>\n<p>For example:</p>\n",
)
EXAMPLES_LINE = (
    "examples = (Example(PART_1_EXAMPLE, part_1=142), Example(PART_2_EXAMPLE, part_2=281))"
)
PART_1_LINE = "        return calibration_total(lines, DIGITS)"
PART_2_LINE = "        return calibration_total(lines, SPELLED)"
PART_1, PART_2 = fixture_day.ANSWERS


def module(examples: str, part_1: str = PART_1_LINE, part_2: str = PART_2_LINE) -> str:
    """The fixture day as 2026 day 1, with `examples` and the parts' code given."""
    source = fixture_day.SOURCE.replace("2023", "2026").replace(EXAMPLES_LINE, examples)
    return source.replace(PART_1_LINE, part_1).replace(PART_2_LINE, part_2)


#: The day with part 1's example alone, as the module is before part 2 opens.
PART_1_ONLY = module("examples = (Example(PART_1_EXAMPLE, part_1=142),)")


def save(path: Path, text: str) -> None:
    """Write `text` as an editor saves: a new file renamed over the old one."""
    temporary = path.with_name(f".{path.name}.swp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def flat(text: str) -> str:
    """`text` with its lines joined (a terminal wraps long lines between words)."""
    return " ".join(text.split())


@pytest.fixture
def morning(fake: FakeAdventOfCode, tmp_path: Path) -> Path:
    """The test site serving the morning's puzzle; a project with only its module's
    folder."""
    fake.add_puzzle(MORNING.year, MORNING.day, fixture_day.INPUT, *fixture_day.ANSWERS)
    fake.texts[MORNING] = PuzzleText(fixture_day.TITLE, PART_1_TEXT, fixture_day.PAGE_PART_2)
    project = tmp_path / "morning"
    (project / "solutions" / "2026").mkdir(parents=True)
    return project


class Morning:
    """`aoc` run on `project` with the clock ten minutes after the unlock."""

    def __init__(self, project: Path, server: FakeServer, token: str) -> None:
        unlock = MORNING.unlock_time().astimezone(timezone.utc)
        self.clock = clock_at(unlock + timedelta(minutes=10))
        self.project, self.server, self.token = project, server, token
        self.day = project / "solutions" / "2026" / "day01.py"

    def env(self) -> dict[str, str]:
        return {
            **self.server.env(self.token),
            **self.clock,
            "AOC_PROJECT_DIR": str(self.project),
            "AOC_THROTTLE": "0.1",
        }

    def aoc(self, *args: str) -> subprocess.CompletedProcess:
        """`aoc ARGS` in a process of its own, at this morning's clock (a second window)."""
        return aoc_at(self.project, self.server, self.token, self.clock, *args)

    def watch(self, *args: str) -> Terminal:
        """`aoc watch 2026 1 ARGS` on an 80-column terminal, at this morning's clock."""
        return Terminal(["watch", "2026", "1", *args], env=self.env(), cwd=self.project)


@pytest.fixture
def at_the_unlock(morning: Path, server: FakeServer, token: str) -> Iterator[Morning]:
    day = Morning(morning, server, token)
    # The page, as aoc new or aoc read leaves it cached.
    read = aoc_at(morning, server, token, day.clock, "read", "2026", "1")
    assert read.returncode == 0, read.stderr
    yield day


def runs(terminal: Terminal, count: int) -> str:
    """The text of the `count`th run, once it is done."""
    text = terminal.wait_for(lambda shown: shown.count("Ctrl-C to stop") >= count)
    return text.split("Ctrl-C to stop")[count - 1]


@pytest.mark.long
def test_a_guess_that_fails_says_what_the_code_gives_on_the_pages_other_blocks(
    at_the_unlock: Morning, fake: FakeAdventOfCode
) -> None:
    day = at_the_unlock
    # The user's part 1 is off by one; the extractor's guess is the right block.
    guessed = 'examples = (Example(PART_1_EXAMPLE, part_1=142, from_page="guess"),)'
    save(day.day, module(guessed, part_1=PART_1_LINE + " + 1"))
    terminal = day.watch("--submit")
    try:
        first = flat(terminal.wait_for("Ctrl-C to stop"))
        assert f"part 1 {int(PART_1) + 1} ? no expected answer" in first, first  # ran
        assert (
            'example 1 is the extractor\'s guess from the page (from_page="guess"): part 1 '
            "gave 143 where it states 142 (this rule does not hold: "
        ) in first, first  # why it is a guess, as the page says
        assert "); on the page's other blocks it gives:" in first, first
        assert "'ab1' and 1 more line: 34 (the page states no answer for it)" in first
        assert "your code gives no other block's stated answer either" in first, first
        assert "read it in the code as self.extra" in first, first  # what to do, plainly
        assert (
            "part 1: not submitted (example 1 failed, and your code gives no other block's "
            "stated answer either)"
        ) in first, first
        assert first.count("(aoc read 2026 1)") == 1, first  # said once, with the doubt
        assert "aoc submit 2026 1 1" not in first, first  # no nudge towards a wrong answer

        # The guess is the torn corner, with the example's answer: the code is right.
        wrong_block = 'examples = (Example("ab1\\n2cd\\n", part_1=142, from_page="guess"),)'
        save(day.day, module(wrong_block))
        second = flat(runs(terminal, 2))
        assert "part 1 gave 33 where it states 142" in second, second
        assert "'1abc2' and 3 more lines: 142 ✓ as the page states" in second, second
        assert "example 1 may be the wrong block" in second, second
        assert (
            f"if that block is the puzzle's example, send it: aoc submit 2026 1 1 {PART_1}"
        ) in second, second

        # A part that raises on a guess: the guess may be no input at all, so the input
        # runs (here it raises too); nothing is sent, no command named, no guess blamed.
        raising = "        return calibration_totl(lines, DIGITS)"
        save(day.day, module(guessed, part_1=raising))
        third = flat(runs(terminal, 3))
        assert third.count("part 1 error: NameError") == 2, third  # the example, the input
        assert "not run on the input" not in third, third
        assert "guess" not in third.split("NameError", 1)[1], third
        assert "aoc submit 2026 1 1" not in third, third
    finally:
        terminal.press_ctrl_c()
        code, text = terminal.finish()
    assert code == 0, text
    assert fake.count("POST", ANSWER_PATH) == 0  # nothing is sent on a doubt
    # The doubts and the reasons are wrapped between words at 80 columns.
    said = [line for line in terminal.overlong_lines() if not line.startswith(("part ", "fetched"))]
    assert said == []


@pytest.mark.long
def test_a_part_without_an_example_names_the_command_and_a_wrong_answer_stays_wrong(
    at_the_unlock: Morning, fake: FakeAdventOfCode
) -> None:
    day = at_the_unlock
    # Part 1's example only, and part 2's text gives none; part 2 is one too high.
    fake.texts[MORNING] = PuzzleText(fixture_day.TITLE, PART_1_TEXT, "<p>Now twice.</p>")
    only_part_1 = "examples = (Example(PART_1_EXAMPLE, part_1=142),)"
    too_high = PART_2_LINE + " + 1"
    save(day.day, module(only_part_1, part_2=too_high))
    terminal = day.watch("--submit")
    try:
        first = flat(terminal.wait_for("Ctrl-C to stop"))
        assert f"part 1: ✓ {PART_1} is right" in first, first
        assert "part 2 is open: aoc read 2026 1 shows its text" in first, first  # no example
        wrong = int(PART_2) + 1
        assert (
            "part 2: not submitted (no example checks it; to send it yourself: "
            f"aoc submit 2026 1 2 {wrong})"
        ) in first, first

        # Part 1 recorded in answers.toml runs the day again: part 1 is now known right.
        # The watch wrote it, not the user: not said "saved".
        recorded = flat(runs(terminal, 2))
        assert "answers.toml written by the watch" in recorded, recorded
        assert "saved" not in recorded and f"part 1 {PART_1} ✓" in recorded, recorded

        # Sent by hand, judged too high; the next save shows it so, not as unknown.
        by_hand = ("submit", "2026", "1", "2", str(wrong))
        sent = day.aoc(*by_hand)
        assert sent.returncode != 0 and "too high" in sent.stdout, sent.stdout + sent.stderr
        save(day.day, day.day.read_text(encoding="utf-8") + "# saved again\n")
        second = flat(runs(terminal, 3))
        assert f"part 2 {wrong} ✗ judged wrong by the site: too high" in second, second
        assert "no expected answer" not in second.split(" input part ", 1)[1], second
        assert f"aoc submit 2026 1 2 {wrong}" not in second, second
    finally:
        terminal.press_ctrl_c()
        code, text = terminal.finish()
    assert code == 0, text
    assert fake.count("POST", ANSWER_PATH) == 2  # part 1 by the watch, part 2 by hand
    assert re.search(r"^✗ ran in ", text, re.M), text


@pytest.mark.long
def test_part_1_sent_by_hand_opens_part_2_in_the_watch_with_its_example_from_the_page(
    at_the_unlock: Morning, fake: FakeAdventOfCode
) -> None:
    day = at_the_unlock
    save(day.day, PART_1_ONLY)
    terminal = day.watch()
    try:
        first = flat(runs(terminal, 1))
        assert f"send it with aoc submit 2026 1 1 {PART_1}" in first, first

        # Sent from another window, as the watch says: the watch sees answers.toml.
        sent = day.aoc("submit", "2026", "1", "1", PART_1)
        assert sent.returncode == 0, sent.stdout + sent.stderr
        recorded = flat(runs(terminal, 2))
        assert "answers.toml saved" in recorded and f"part 1 {PART_1} ✓" in recorded, recorded
        assert (
            "2026 day 1 part 2 is open: its example from the page is added to "
            "solutions/2026/day01.py (reload it in your editor); aoc read 2026 1 shows its text"
        ) in recorded, recorded
        assert "part_2=281" in day.day.read_text(encoding="utf-8")

        # The module written runs the day again: part 2 checked on the page's example.
        # (answers.toml, written by the other aoc, was the user's doing: "saved" above.)
        opened = flat(runs(terminal, 3))
        assert "solutions/2026/day01.py written by the watch" in opened, opened
        assert "part 2 281 ✓" in opened, opened
        assert f"send it with aoc submit 2026 1 2 {PART_2}" in opened, opened
        assert "earlier: 2026 day 1 part 2 is open" in opened, opened  # kept on the screen

        # Part 2 by hand too: both stars are said, as when the watch sends it.
        args = ("submit", "2026", "1", "2", PART_2)
        sent = day.aoc(*args)
        assert sent.returncode == 0, sent.stdout + sent.stderr
        done = flat(runs(terminal, 4))
        assert "2026 day 1: both stars; 2026 day 2 unlocks at " in done, done
        # News is said again once: the runs after it do not carry "part 2 is open".
        assert "part 2 is open" not in done, done
    finally:
        terminal.press_ctrl_c()
        code, text = terminal.finish()
    assert code == 0, text
    assert fake.count("POST", ANSWER_PATH) == 2  # both parts, by hand: the watch sends none


@pytest.mark.long
def test_aoc_today_shows_part_2s_text_when_part_1_right_opens_it(
    at_the_unlock: Morning, fake: FakeAdventOfCode
) -> None:
    # As at the unlock: the text in a pager, then the watch; part 1 sent and right,
    # then part 2's text in the pager the same way (q, and the watch goes on).
    day = at_the_unlock
    save(day.day, PART_1_ONLY)
    env = {**day.env(), "PAGER": "less", "LESS": ""}
    today = ["today", "2026", "1", "--submit"]
    terminal = Terminal(today, env=env, cwd=day.project)
    try:
        terminal.wait_for("calibration value")  # part 1's text, in less
        terminal.type("q")
        shown = terminal.wait_for("spelled out")  # part 2's, once part 1 is right
        assert f"part 1: ✓ {PART_1} is right" in flat(shown), shown
        assert shown.count("A torn corner of it reads") == 1, shown  # part 2's text alone
        assert "(q: back to the watch; what you save meanwhile runs then. The whole" in shown
        terminal.type("q")
        # The watch goes on: part 2 checked on the page's example, then sent.
        sent = f"part 2: ✓ {PART_2} is right"
        after = terminal.wait_for(lambda text: sent in flat(text.split("spelled out")[-1]))
        assert "part 2 281 ✓" in flat(after.split("spelled out")[-1]), after
    finally:
        terminal.press_ctrl_c()
        code, text = terminal.finish()
    assert code == 0, text
    assert fake.count("POST", ANSWER_PATH) == 2  # both parts, by the watch


def test_a_watch_started_once_part_1_is_right_leaves_the_module_as_it_is(
    at_the_unlock: Morning,
) -> None:
    # An old day watched again is not written to: aoc today adds part 2's example as it
    # starts, aoc examples --add by hand; the watch opens part 2 only as part 1 is solved.
    day = at_the_unlock
    source = PART_1_ONLY
    save(day.day, source)
    (day.project / "answers.toml").write_text(f'[2026.day01]\npart_1 = "{PART_1}"\n')
    terminal = day.watch()
    try:
        first = flat(runs(terminal, 1))
        assert f"part 1 {PART_1} ✓" in first, first
    finally:
        terminal.press_ctrl_c()
        code, text = terminal.finish()
    assert code == 0, text
    assert "part 2 is open" not in text
    assert day.day.read_text(encoding="utf-8") == source


# Invented: rows of lanterns, whose example the page shows without "For example" (the
# extractor's guess) and whose part 2 answers the same rows again.
LANTERNS = PuzzleText(
    "Lantern Rows",
    "<h2>--- Day 1: Lantern Rows ---</h2>\n"
    "<p>The elves hang lanterns in rows, each row a list of brightnesses.</p>\n"
    "<p>Here are some rows:</p>\n<pre><code>3 4 1\n5 6 2\n</code></pre>\n"
    "<p>The first row is brightest at <code>4</code> and the second at <code>6</code>, "
    "so the total is <code>10</code>.</p>\n"
    "<p><em>What is the sum of the brightest lantern of each row?</em></p>",
    '<h2 id="part2">--- Part Two ---</h2>\n'
    "<p>Now the dimmest lantern of each row counts too: multiply it by the brightest.</p>\n"
    "<p>In the rows above, that gives <code>4</code> and <code>12</code>, so the answer is "
    "now <code><em>16</em></code>.</p>\n"
    "<p><em>What is the sum of the brightest times the dimmest lantern of each row?</em></p>",
)
LANTERN_DAY = '''\
from aoc_framework import Example, Solution

ROWS = """\\
3 4 1
5 6 2
"""


class Day01(Solution[list[list[int]]]):
    year, day, title = 2026, 1, "Lantern Rows"
    examples = (Example(ROWS, part_1=10, from_page="guess"),)

    def parse(self, text: str) -> list[list[int]]:
        return [[int(word) for word in line.split()] for line in text.splitlines()]

    def part_1(self, rows: list[list[int]]) -> int:
        return sum(max(row) for row in rows)

    def part_2(self, rows: list[list[int]]) -> int:
        return sum(max(row) * min(row) for row in rows)
'''


def test_a_guessed_example_the_accepted_part_1_bears_out_makes_part_2s_example_sure(
    fake: FakeAdventOfCode, server: FakeServer, token: str, tmp_path: Path
) -> None:
    rows = [[(row * 7 + column * 3) % 9 + 1 for column in range(5)] for row in range(30)]
    text = "".join(" ".join(map(str, row)) + "\n" for row in rows)
    part_1 = str(sum(max(row) for row in rows))
    part_2 = str(sum(max(row) * min(row) for row in rows))
    fake.add_puzzle(MORNING.year, MORNING.day, text, part_1, part_2)
    fake.texts[MORNING] = LANTERNS
    project = tmp_path / "lanterns"
    (project / "solutions" / "2026").mkdir(parents=True)
    day = Morning(project, server, token)
    save(day.day, LANTERN_DAY)
    terminal = day.watch("--submit")
    try:
        opened = flat(runs(terminal, 1))
        assert f"2026 day 1 part 1: ✓ {part_1} is right" in opened, opened
        # Not "(guessed)": the example part 1 bore out makes part 2's on it sure.
        assert "2026 day 1 part 2 is open: its example from the page is added" in opened, opened
        written = day.day.read_text(encoding="utf-8")
        # Sure: the guess that part 1, now accepted, answered as the page states.
        assert "part_2=16, from_page=True)" in written, written
        done = flat(runs(terminal, 2))
        assert "example 2 part 2 16 ✓" in done, done
        assert f"2026 day 1 part 2: ✓ {part_2} is right" in done, done
    finally:
        terminal.press_ctrl_c()
        code, shown = terminal.finish()
    assert code == 0, shown
    assert fake.count("POST", ANSWER_PATH) == 2


def test_a_guess_failing_after_the_site_accepted_the_part_blames_the_example(
    at_the_unlock: Morning, fake: FakeAdventOfCode
) -> None:
    day = at_the_unlock
    # The guess states the wrong answer (an edit gone wrong); the code is right.
    save(day.day, module('examples = (Example(PART_1_EXAMPLE, part_1=143, from_page="guess"),)'))
    terminal = day.watch()
    try:
        first = flat(runs(terminal, 1))
        assert "the code is the likelier culprit" in first, first  # nothing proves it yet
        sent = day.aoc("submit", "2026", "1", "1", PART_1)  # from another window: right
        assert sent.returncode == 0, sent.stdout + sent.stderr
        second = flat(runs(terminal, 2))
        assert f"part 1 {PART_1} ✓" in second, second
        assert (
            "your part 1 gives the answer the site accepted: example 1 (its text, its answer "
            "or a parameter the page gives it) is the likelier culprit (aoc read 2026 1)"
        ) in second, second
        assert "the code is the likelier culprit" not in second, second
    finally:
        terminal.press_ctrl_c()
        code, shown = terminal.finish()
    assert code == 0, shown


@pytest.mark.long
def test_what_aoc_today_wrote_is_said_again_under_the_watchs_first_run(
    at_the_unlock: Morning,
) -> None:
    # Said before the pager, then the watch cleared the screen: a newcomer never saw
    # that the module was made, nor that its example should be checked (tenth round).
    day = at_the_unlock
    env = {**day.env(), "PAGER": "less", "LESS": ""}
    terminal = Terminal(["today", "2026", "1"], env=env, cwd=day.project)
    try:
        terminal.wait_for("calibration value")  # part 1's text, in less
        terminal.type("q")
        first = flat(terminal.wait_for("Ctrl-C to stop").split("· started", 1)[-1])
        assert "earlier: created solutions/2026/day01.py" in first, first
        assert "earlier: Trebuchet?!: 1 example taken from the puzzle page" in first, first
        save(day.day, day.day.read_text(encoding="utf-8") + "# saved again\n")
        second = flat(runs(terminal, 2).split("day01.py saved", 1)[-1])
        assert "created solutions" not in second, second  # news, said once
    finally:
        terminal.press_ctrl_c()
        code, text = terminal.finish()
    assert code == 0, text


def test_a_module_written_without_its_page_is_completed_by_the_watch_once_it_can_be_read(
    fake: FakeAdventOfCode, server: FakeServer, token: str, empty_project: Path
) -> None:
    # The page down when the module was written (at the unlock): the watch ran on the
    # template's example to paste and never asked for the page again.
    env = {**server.env(token), "AOC_PROJECT_DIR": str(empty_project)}
    fake.failures["puzzle"] = 503
    written = run_aoc_process(["new", "2023", "1"], env={**os.environ, **env}, cwd=empty_project)
    assert "template without examples" in written.stdout, written.stdout + written.stderr
    module = empty_project / "solutions" / "2023" / "day01.py"
    asked = fake.count("GET", "/2023/day/1")
    with WatchProcess("2023", "1", env=env, cwd=empty_project) as watch:
        watch.next_run()
        wait_until(lambda: fake.count("GET", "/2023/day/1") > asked, "the page asked again")
        fake.failures.clear()
        module.write_text(module.read_text(encoding="utf-8") + "# saved\n", encoding="utf-8")
        done = watch.until(lambda line: line.startswith("completed solutions/2023/day01.py"))
        assert "from the puzzle page" in done, done
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    source = module.read_text(encoding="utf-8")
    assert "part_1=142" in source and "# saved" in source, source
    refused = [line for line in stderr.splitlines() if "the page: asked again" in line]
    assert len(refused) == 1 and "(503)" in refused[0], stderr
