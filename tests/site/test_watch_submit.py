"""Submitting from the watch (`aoc watch --submit`, as under `aoc today --submit`):
each new answer once, "too recently" waited out, and a guessed example that fails
holding nothing back, against the fake adventofcode.com."""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from aoc_framework.model.puzzle import Part
from tests.engine.background_status import wait_until
from tests.fixture_day import SOURCE
from tests.site.conftest import ANSWERS
from tests.site.fake_aoc import NO_ANSWER, FakeAdventOfCode, FakeServer
from tests.site.test_submit import ANSWER_PATH, DAY, PART_1, known
from tests.terminal import Terminal, aoc_on_terminal, plain
from tests.watch_process import WatchProcess


def to_the_site(server: FakeServer, token: str, project_dir: Path, **more: str) -> dict[str, str]:
    """The environment of an `aoc watch --submit` on `project_dir` against the test
    site, with `more` variables."""
    return {**server.env(token), "AOC_PROJECT_DIR": str(project_dir), **more}


def the_sites_wait_over() -> None:
    """The site's wait after each wrong answer sent ("Please wait one minute before
    trying again") over, as a minute gone by makes it: aocd's record of the answers
    sent (`*_post.json`, in this test's AOCD_DIR) moved 61 s into the past."""
    for record_file in Path(os.environ["AOCD_DIR"]).rglob("*_post.json"):
        records = json.loads(record_file.read_text(encoding="utf-8"))
        for record in records:
            when = datetime.fromisoformat(record["when"]) - timedelta(seconds=61)
            record["when"] = when.isoformat(sep=" ")
        record_file.write_text(json.dumps(records), encoding="utf-8")


def watching_a_wrong_part_1(
    server: FakeServer, token: str, project_dir: Path
) -> tuple[Terminal, Callable[[], None]]:
    """`aoc watch 2023 1 --submit` on a terminal, once it has sent a part 1 one too
    high on the input (right on the example), and the save of the right code."""
    day = project_dir / "solutions" / "2023" / "day01.py"
    right = "        return calibration_total(lines, DIGITS)"
    source = day.read_text(encoding="utf-8")
    day.write_text(source.replace(right, right + " + (len(lines) > 9)"), encoding="utf-8")
    env = to_the_site(server, token, project_dir, NO_COLOR="1")
    terminal = Terminal(["watch", "2023", "1", "--submit"], env=env, cwd=project_dir)
    terminal.wait_for("is wrong")

    def fix() -> None:
        day.write_text(source, encoding="utf-8")

    return terminal, fix


def submitting_watch(env: dict[str, str], project_dir: Path) -> WatchProcess:
    """`aoc watch 2023 1 --submit` in `project_dir`, piped."""
    return WatchProcess("2023", "1", "--submit", env=env, cwd=project_dir)


def test_watch_submits_each_new_answer_once_when_its_examples_pass(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    day = project_dir / "solutions" / "2023" / "day01.py"
    spelled = "return calibration_total(lines, SPELLED)"
    # Part 2 passes its example (7 lines) but is one too high on the input (10 lines).
    day.write_text(SOURCE.replace(spelled, f"{spelled} + (len(lines) > 7)"), encoding="utf-8")
    env = to_the_site(server, token, project_dir)
    with submitting_watch(env, project_dir) as watch:
        first = watch.next_run()  # fetches the input, runs, submits both parts
        assert f"part 1: ✓ {PART_1} is right" in first
        assert "is wrong: too high" in first
        assert fake.count("POST", ANSWER_PATH) == 2

        # Saved again with the same answers: part 1 is verified, part 2 is shown as the
        # site judged it (not as an answer nothing can check), and not sent again.
        day.write_text(day.read_text(encoding="utf-8") + "# saved again\n", encoding="utf-8")
        second = watch.next_run()
        assert f"part 1  {PART_1}  ✓" in second
        assert re.search(r"^part 2  \d+  ✗ judged wrong by the site: too high", second, re.M)
        assert "no expected answer" not in second.split("\ninput\n", 1)[1], second
        assert fake.count("POST", ANSWER_PATH) == 2

        code, stderr = watch.interrupt()
    assert code == 0, stderr
    assert fake.solved == {(2023, 1, 1)}
    assert known(project_dir).get(DAY, Part.ONE) == PART_1
    assert token not in "\n".join(watch.lines) + stderr


def test_an_answer_the_site_does_not_answer_is_said_with_how_to_send_it_again(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # The morning's crowd: part 1's post is never answered (replay 3, N2). The watch
    # said nothing for the whole timeout, then "try again later".
    fake.catching_up[("POST", ANSWER_PATH)] = [NO_ANSWER]
    day = project_dir / "solutions" / "2023" / "day01.py"
    env = to_the_site(server, token, project_dir, AOC_TIMEOUT="1")
    with submitting_watch(env, project_dir) as watch:
        first = watch.next_run()
        day.write_text(day.read_text(encoding="utf-8") + "# saved again\n", encoding="utf-8")
        second = watch.next_run()
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    said = " ".join((first + stderr).split())
    sending = f"2023 day 1 part 1: sending {PART_1} to adventofcode.com"
    assert sending in said, said
    assert (
        "aoc: error: adventofcode.com did not answer 2023 day 1 part 1 in time (through the "
        f"proxy in https_proxy): {PART_1} may not have reached it; save again to send it, "
        f"or aoc submit 2023 1 1 {PART_1} (the watch goes on)" in said
    ), said
    assert said.index(sending) < said.index("may not have reached it")
    assert f"part 1: ✓ {PART_1} is right" in second, second
    assert (2023, 1, 1) in fake.solved


def test_a_part_held_back_is_said_after_the_earlier_part_is_judged(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # Part 2 has no example to check it: held back, said after part 1's verdict.
    day = project_dir / "solutions" / "2023" / "day01.py"
    day.write_text(SOURCE.replace(", Example(PART_2_EXAMPLE, part_2=281)", ","), encoding="utf-8")
    env = to_the_site(server, token, project_dir)
    with submitting_watch(env, project_dir) as watch:
        first = watch.next_run()
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    right = first.index(f"part 1: ✓ {PART_1} is right")
    held = first.index("part 2: not submitted (no example checks it")
    assert right < held, first
    assert fake.count("POST", ANSWER_PATH) == 1


@pytest.mark.long
def test_the_watch_waits_out_answered_too_recently_and_sends_again(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # As under aoc today --submit, which passes no --wait on: the watch waits anyway.
    fake.too_recent = [0]
    env = to_the_site(server, token, project_dir)
    with submitting_watch(env, project_dir) as watch:
        run = watch.next_run()
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    # Which answer waits, and for how long (replay 3: it named neither part nor answer).
    said = f"2023 day 1 part 1: answered too recently: sending {PART_1} again in 1 s"
    assert said in run + stderr, run + stderr
    assert f"part 1: ✓ {PART_1} is right" in run, run
    assert (2023, 1, 1) in fake.solved


def _until_it_waits_out_too_recently(watch: WatchProcess, fake: FakeAdventOfCode) -> None:
    """Until part 1's answer, sent and answered "too recently" (`fake.too_recent`), waits
    to be sent again."""
    watch.until(lambda line: f"sending {PART_1} to adventofcode.com" in line)
    wait_until(lambda: fake.count("POST", ANSWER_PATH) == 1, "the first submission")
    time.sleep(0.5)  # the reply read: the wait has begun


def test_a_save_while_an_answer_waits_out_too_recently_sends_the_saved_codes_answer(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # The fix saved while the old answer waited: the old one was sent at the end of the
    # wait (a wrong answer, and its lockout), before the save was even looked at. The
    # saved code's goes instead, once the site's wait is over (sent at once, it was
    # "too recently" again: a request for nothing).
    fake.too_recent = [6]
    env = to_the_site(server, token, project_dir)
    day = project_dir / "solutions" / "2023" / "day01.py"
    with submitting_watch(env, project_dir) as watch:
        _until_it_waits_out_too_recently(watch, fake)
        day.write_text(day.read_text(encoding="utf-8") + "# fixed\n", encoding="utf-8")
        held = watch.until(lambda line: "waited to be sent" in line)
        sent = watch.until(lambda line: "is right" in line)
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    said = f"a watched file changed while {PART_1} waited to be sent: the next run sends its own"
    assert f"part 1: not submitted ({said})" in " ".join(held.split()), held
    assert f"part 1: ✓ {PART_1} is right" in sent, sent  # the saved code's
    posts = [r.at for r in fake.requests if r.method == "POST" and r.path == ANSWER_PATH]
    assert len(posts) == 2 and posts[1] - posts[0] >= 6 - 0.5, posts


def test_ctrl_c_while_an_answer_waits_says_it_was_not_sent(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # Stopped then, the watch said only "stopped watching" (a newcomer's test, N3).
    fake.too_recent = [30]
    env = to_the_site(server, token, project_dir)
    with submitting_watch(env, project_dir) as watch:
        _until_it_waits_out_too_recently(watch, fake)
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    said = " ".join(stderr.split())
    assert f"stopped watching 2023 day 1; 2023 day 1 part 1's {PART_1} was not sent" in said
    assert fake.count("POST", ANSWER_PATH) == 1


def test_a_failing_guessed_example_holds_nothing_back_and_sends_nothing(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # Part 1's example is a guess of the extractor, and a wrong one (the page's other
    # block): the input still runs, nothing is sent, and with no page cached to try the
    # page's other blocks on, no command is offered either.
    day = project_dir / "solutions" / "2023" / "day01.py"
    declared = "Example(PART_1_EXAMPLE, part_1=142)"
    assert declared in SOURCE
    day.write_text(
        SOURCE.replace(declared, 'Example(PART_1_EXAMPLE, part_1=7, from_page="guess")'),
        encoding="utf-8",
    )
    env = to_the_site(server, token, project_dir)
    with submitting_watch(env, project_dir) as watch:
        run = watch.next_run()
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    assert f"part 1  {PART_1}  ? no expected answer" in run, run  # ran on the input
    said = " ".join(run.split())
    assert (
        "part 1: not submitted (example 1 failed, and no other block of the page could be "
        "tried: check it against the text (aoc read 2023 1))"
    ) in said, run
    assert (
        'example 1 is the extractor\'s guess from the page (from_page="guess"): part 1 gave '
        "142 where it states 7; check it against the text (aoc read 2023 1); aoc examples "
        "2023 1 lists the other candidates"
    ) in said, run
    assert "aoc submit" not in said, run
    assert "part 2: not submitted (part 1 comes first" in run, run
    assert fake.count("POST", ANSWER_PATH) == 0


def test_the_watchs_and_submits_lines_wrap_between_words_at_80_columns(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # Part 2 without an example: its line says why it is not sent; part 1 is sent (and
    # wrong), and sent again by hand is a known wrong answer. Each line over 80 columns once split
    # words ("by h|and", "guess|ed"), as the terminal cut them.
    day = project_dir / "solutions" / "2023" / "day01.py"
    wrong = "return calibration_total(lines, DIGITS)"
    source = SOURCE.replace(", Example(PART_2_EXAMPLE, part_2=281)", ",")
    # Part 1 passes its example (4 lines) but is one too high on the input.
    day.write_text(source.replace(wrong, f"{wrong} + (len(lines) > 4)"), encoding="utf-8")
    env = to_the_site(server, token, project_dir, NO_COLOR="1")
    terminal = Terminal(["watch", "2023", "1", "--submit"], env=env, cwd=project_dir)
    watched = terminal.wait_for("Ctrl-C to stop")
    terminal.press_ctrl_c()
    assert terminal.finish()[0] == 0
    answer = str(int(PART_1) + 1)
    code, submitted, again = aoc_on_terminal(
        ["submit", "2023", "1", "1", answer], env=env, cwd=project_dir
    )
    assert code == 1, submitted

    for shown, said in (
        (watched, "part 2: not submitted ("),
        (watched, f"part 1: ✗ {answer} is wrong"),
        (submitted, f"part 1: ✗ not sent: {answer} was judged wrong at "),
    ):
        lines = shown[shown.index(said) :].split("\n")
        assert len(lines[0]) <= 80 and lines[1].startswith("  "), shown  # wrapped, indented
    assert terminal.overlong_lines(watched) == [] and again.overlong_lines() == []
    assert fake.count("POST", ANSWER_PATH) == 1


def test_what_the_site_said_stays_on_the_screen_after_the_next_save(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # Each run clears the screen: a second save (format-on-save, say) wiped "✓ 351 is
    # right" before the user saw it (replay 3, N3).
    from aoc_framework.cli.commands.watch_command import CLEAR

    day = project_dir / "solutions" / "2023" / "day01.py"
    env = to_the_site(server, token, project_dir, NO_COLOR="1")
    terminal = Terminal(["watch", "2023", "1", "--submit"], env=env, cwd=project_dir)
    terminal.wait_for(lambda text: text.count("Ctrl-C to stop") == 1)
    day.write_text(day.read_text(encoding="utf-8") + "# saved again\n", encoding="utf-8")
    terminal.wait_for(lambda text: text.count("Ctrl-C to stop") == 2)
    terminal.press_ctrl_c()
    assert terminal.finish()[0] == 0
    last_screen = plain(terminal.raw.rsplit(CLEAR, 1)[-1])
    for part, answer in (("part 1", PART_1), ("part 2", ANSWERS[1])):
        said = f"earlier: 2023 day 1 {part}: ✓ {answer} is right (recorded in answers.toml)"
        assert said in last_screen, last_screen
    # And what the answers lead to: answers.toml, written by them, runs the day again.
    assert "earlier: 2023 day 1: both stars; 2023 day 2 is out" in last_screen, last_screen
    assert fake.count("POST", ANSWER_PATH) == 2


def test_a_right_answer_clears_the_parts_wrong_ones_from_the_screen(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # Kept under each run's stamp, a wrong answer and its wait stayed after the right
    # one, with part 2's lines below it (a newcomer's test, N11).
    from aoc_framework.cli.commands.watch_command import CLEAR

    terminal, fix = watching_a_wrong_part_1(server, token, project_dir)
    the_sites_wait_over()
    fix()
    terminal.wait_for(lambda text: f"earlier: 2023 day 1 part 1: ✓ {PART_1}" in plain(text))
    terminal.press_ctrl_c()
    assert terminal.finish()[0] == 0
    last_screen = plain(terminal.raw.rsplit(CLEAR, 1)[-1])
    assert "is wrong" not in last_screen, last_screen


@pytest.mark.long
def test_a_fix_saved_within_the_sites_minute_is_held_until_it_is_over_not_sent(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # A save seconds after a wrong answer sent the fix at once: the site only said
    # "too recently", one request for nothing (a newcomer's morning, ninth round).
    terminal, fix = watching_a_wrong_part_1(server, token, project_dir)
    wrong = str(int(PART_1) + 1)
    fix()
    shown = terminal.wait_for(f"the site's wait after the wrong answer {wrong}: sending {PART_1}")
    # The seconds left counted down on a line of their own, the saves still watched.
    ticks = r"(\d+) s to go; a save now runs the new code at once \(its answer goes instead\)"
    terminal.wait_for(lambda text: len(set(re.findall(ticks, terminal.raw))) >= 2)
    assert fake.count("POST", ANSWER_PATH) == 1
    # Not said to be on its way while it waits ("sending ... to adventofcode.com").
    assert f"sending {PART_1} to adventofcode.com" not in shown, shown
    terminal.press_ctrl_c()
    code, text = terminal.finish()
    assert code == 0, text
    assert f"2023 day 1 part 1's {PART_1} was not sent" in " ".join(text.split()), text
    assert fake.count("POST", ANSWER_PATH) == 1 and fake.solved == set()
