"""Submitting answers: every outcome, its exit code, and aocd's protections, against the
fake adventofcode.com."""

from __future__ import annotations

import json
import os
import re
import signal
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.project.answers import KnownAnswers
from tests.cli.test_user_errors import aoc_writing_to
from tests.forked_aoc import start_aoc
from tests.site.conftest import (
    ANSWERS,
    AocOnline,
    assert_one_line_error,
    assert_token_hidden,
)
from tests.site.fake_aoc import NO_ANSWER, FakeAdventOfCode, FakeServer

ANSWER_PATH = "/2023/day/1/answer"
DAY = PuzzleDay(2023, 1)
PART_1, PART_2 = ANSWERS


def known(project_dir: Path) -> KnownAnswers:
    return KnownAnswers.load(project_dir / "answers.toml")


def test_a_right_answer_is_recorded_and_then_checked_by_run(
    subprocess_aoc: AocOnline,
    fake: FakeAdventOfCode,
    project_dir: Path,
    inputs_dir: Path,
    token: str,
) -> None:
    result = subprocess_aoc("submit", "2023", "1", "1", PART_1)
    assert result.returncode == 0, result.stderr
    assert "is right" in result.stdout and "recorded in answers.toml" in result.stdout
    assert result.stdout.splitlines()[-1] == (
        "next: part 2 is unlocked: aoc read 2023 1 shows it, aoc examples 2023 1 --add adds "
        "its example"
    )
    assert known(project_dir).get(DAY, Part.ONE) == PART_1
    assert (2023, 1, 1) in fake.solved
    ran = subprocess_aoc("run", "2023", "1")
    assert ran.returncode == 0
    assert "✓" in ran.stdout.splitlines()[1]
    assert_token_hidden(token, result, project_dir, inputs_dir)


def test_part_2s_next_step_without_a_module_is_aoc_new(aoc: AocOnline, project_dir: Path) -> None:
    # Solved on the site from elsewhere: aoc examples --add had no module to add to
    # (replay 3, N4).
    (project_dir / "solutions" / "2023" / "day01.py").unlink()
    result = aoc("submit", "2023", "1", "1", PART_1)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == (
        "next: part 2 is unlocked: aoc read 2023 1 shows it, aoc new 2023 1 writes the day "
        "with its examples"
    )


def test_an_accepted_answer_is_recorded_whatever_becomes_of_the_output(
    server: FakeServer, fake: FakeAdventOfCode, project_dir: Path, token: str
) -> None:
    env = {**os.environ, **server.env(token), "AOC_PROJECT_DIR": str(project_dir)}
    args = ["submit", "2023", "1", "1", PART_1]
    result = aoc_writing_to("/dev/full", args, env, project_dir)
    assert (2023, 1, 1) in fake.solved
    assert known(project_dir).get(DAY, Part.ONE) == PART_1  # kept, though not shown
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith("aoc: error: cannot write the output"), result.stderr
    assert "Traceback" not in result.stderr


def last_judged_at() -> datetime:
    """When aocd stamped the latest answer it sent (its record in this test's AOCD_DIR)."""
    (record_file,) = Path(os.environ["AOCD_DIR"]).rglob("*_post.json")
    return datetime.fromisoformat(json.loads(record_file.read_text(encoding="utf-8"))[-1]["when"])


def test_wrong_answers_say_too_high_or_too_low_and_aocd_blocks_what_is_known_wrong(
    aoc: AocOnline, fake: FakeAdventOfCode, monkeypatch: pytest.MonkeyPatch
) -> None:
    high = str(int(PART_1) + 100)
    too_high = aoc("submit", "2023", "1", "1", high)
    assert too_high.returncode == 1
    assert "wrong: too high" in too_high.stdout and "wait one minute" in too_high.stdout
    assert fake.count("POST", ANSWER_PATH) == 1

    # Above a "too high" answer, and the same answer again: known wrong, not sent.
    higher = aoc("submit", "2023", "1", "1", str(int(high) + 1))
    assert higher.returncode == 1
    assert f"not sent: {int(high) + 1} is above {high}, which was judged too high" in higher.stdout
    # aocd compares a word with the bound as text: no bound of it, but not sent either.
    word = aoc("submit", "2023", "1", "1", "abc")
    assert word.returncode == 1
    assert f"not sent: abc is not a number, and the answer is one: {high} was judged too high" in (
        " ".join(word.stdout.split())
    )
    again = aoc("submit", "2023", "1", "1", high)
    assert again.returncode == 1 and "not sent" in again.stdout and "judged wrong" in again.stdout
    assert fake.count("POST", ANSWER_PATH) == 1

    low = str(int(PART_1) - 100)
    # Half a second after aocd stamped the wrong answer, whatever the machine's load: the
    # wait left is said rounded up to the second, "1 min" only within the first second.
    judged = last_judged_at()
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: judged + timedelta(seconds=0.5))
    within_the_minute = aoc("submit", "2023", "1", "1", low)
    assert within_the_minute.returncode == 6, within_the_minute.stdout  # rate-limited
    said = " ".join(within_the_minute.stdout.split())
    assert f"not sent: the site takes no answer within 1 min of a wrong one ({high})" in said
    assert f"submit again in 1 min: aoc submit 2023 1 1 {low} (or add --wait" in said
    assert fake.count("POST", ANSWER_PATH) == 1

    later = datetime.now(timezone.utc) + timedelta(seconds=61)
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: later)
    too_low = aoc("submit", "2023", "1", "1", low)
    assert too_low.returncode == 1 and "wrong: too low" in too_low.stdout
    lower = aoc("submit", "2023", "1", "1", str(int(low) - 1))
    assert lower.returncode == 1 and "not sent" in lower.stdout and "too low" in lower.stdout
    assert fake.count("POST", ANSWER_PATH) == 2


def test_a_known_wrong_answer_says_when_in_the_users_time_and_zone(
    subprocess_aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    # aocd records its submissions in US Eastern; the message shows the user's time.
    paris = {"TZ": "Europe/Paris"}
    high = str(int(PART_1) + 100)
    before = datetime.now(ZoneInfo("Europe/Paris")).replace(second=0, microsecond=0)
    assert subprocess_aoc("submit", "2023", "1", "1", high, env=paris).returncode == 1
    after = datetime.now(ZoneInfo("Europe/Paris"))
    again = subprocess_aoc("submit", "2023", "1", "1", high, env=paris)
    assert again.returncode == 1 and fake.count("POST", ANSWER_PATH) == 1
    shown = re.search(
        r"judged wrong at (\d\d:\d\d) (\S+) on (\w{3} \d{1,2} \w{3} \d{4})$", again.stdout
    )
    assert shown is not None, again.stdout
    assert shown[2] in ("CET", "CEST")
    when = datetime.strptime(f"{shown[3]} {shown[1]}", "%a %d %b %Y %H:%M")
    assert before.replace(tzinfo=None) <= when <= after.replace(tzinfo=None)


def test_rate_limited_says_how_long_and_exits_without_sleeping(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    fake.too_recent = [125]
    result = aoc("submit", "2023", "1", "1", PART_1)
    assert result.returncode == 6, result.stdout + result.stderr
    assert "too recently" in result.stdout and "2 min 5 s" in result.stdout
    assert fake.count("POST", ANSWER_PATH) == 1
    assert fake.solved == set()


def test_aoc_run_submit_rate_limited_names_the_command_that_sends_it_later(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    fake.too_recent = [125]
    result = aoc("run", "2023", "1", "--submit")
    assert result.returncode == 6, result.stdout + result.stderr
    assert f"submit again in 2 min 5 s: aoc submit 2023 1 1 {PART_1} (or add --wait" in " ".join(
        result.stdout.split()
    ), result.stdout
    assert fake.count("POST", ANSWER_PATH) == 1


@pytest.mark.long
def test_rate_limited_with_wait_waits_and_resubmits(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    fake.too_recent = [0]  # "0s left to wait": aoc still waits a second, to be safe
    result = aoc("submit", "2023", "1", "1", PART_1, "--wait")
    assert result.returncode == 0, result.stdout + result.stderr
    # The wait said is the wait waited, that second too (it said "in 0 s", then counted
    # down from 1 s).
    assert f"part 1: answered too recently: sending {PART_1} again in 1 s" in result.stderr
    assert fake.count("POST", ANSWER_PATH) == 2
    assert (2023, 1, 1) in fake.solved


def test_a_too_recent_reply_is_remembered_by_the_next_aoc(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    # Its hint says "or add --wait": the next aoc (with --wait or not) sent at once, into
    # the site's wait, and was told "too recently" again (a newcomer's morning).
    fake.too_recent = [42]
    first = aoc("submit", "2023", "1", "1", PART_1)
    assert first.returncode == 6 and "submit again in 42 s" in first.stdout, first.stdout
    again = aoc("submit", "2023", "1", "1", PART_1)
    assert again.returncode == 6, again.stdout
    said = " ".join(again.stdout.split())
    assert f"not sent: the site asked for 42 s more after an answer too recent ({PART_1})" in said
    assert re.search(r"submit again in (42|41) s", said), said
    assert fake.count("POST", ANSWER_PATH) == 1


@pytest.mark.long
def test_an_answer_within_the_sites_wait_after_a_wrong_one_waits_it_out_with_wait(
    aoc: AocOnline, fake: FakeAdventOfCode, monkeypatch: pytest.MonkeyPatch
) -> None:
    wrong = str(int(PART_1) + 1)
    assert aoc("submit", "2023", "1", "1", wrong).returncode == 1
    # 59.2 s of the site's minute gone: 0.8 s left, waited out (and a second more): 2 s.
    moved = timedelta(seconds=59.2)
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: datetime.now(timezone.utc) + moved)
    result = aoc("submit", "2023", "1", "1", PART_1, "--wait")
    assert result.returncode == 0, result.stdout + result.stderr
    said = f"part 1: the site's wait after the wrong answer {wrong}: sending {PART_1} in 2 s"
    assert said in result.stderr, result.stderr
    # Not said to be on its way while it waits (a line after a second on the site).
    assert "to adventofcode.com" not in result.stderr, result.stderr
    assert fake.count("POST", ANSWER_PATH) == 2  # the wrong one, then this one once
    assert (2023, 1, 1) in fake.solved


def test_ctrl_c_while_aoc_submit_waits_says_the_answer_was_not_sent(
    aoc: AocOnline, fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    wrong = str(int(PART_1) + 1)
    assert aoc("submit", "2023", "1", "1", wrong).returncode == 1
    env = {**os.environ, **server.env(token), "AOC_PROJECT_DIR": str(project_dir)}
    args = ["submit", "2023", "1", "1", PART_1, "--wait"]
    process = start_aoc(args, env=env, cwd=project_dir)
    assert process.stderr is not None
    line = process.stderr.readline()
    assert f"the site's wait after the wrong answer {wrong}: sending {PART_1} in " in line, line
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=10) == 130
    said = process.stderr.read()
    assert f"aoc: warning: {PART_1} was not sent: it waited for the site" in said, said
    assert "may have reached" not in said and fake.count("POST", ANSWER_PATH) == 1


@pytest.mark.parametrize("where", ["last", "before an option"])
def test_a_negative_answer_is_an_answer_not_an_option(
    aoc: AocOnline, fake: FakeAdventOfCode, where: str
) -> None:
    fake.solutions[(2023, 1, 1)] = "-56"
    args = ["-56", "--timeout", "10"] if where == "before an option" else ["-56"]
    result = aoc("submit", "2023", "1", "1", *args)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "is right" in result.stdout
    assert (2023, 1, 1) in fake.solved


def test_wrong_level(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    # Part 2 before part 1 is solved; aocd does not know part 1, so it posts.
    result = aoc("submit", "2023", "1", "2", PART_2)
    assert result.returncode == 7, result.stdout + result.stderr
    assert "not the part to solve now" in result.stdout


def test_an_already_solved_part_is_compared_locally(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    fake.solved.add((2023, 1, 1))  # solved on the website: aocd finds it on the puzzle page
    same = aoc("submit", "2023", "1", "1", PART_1)
    assert same.returncode == 0 and "already solved with this answer" in same.stdout
    different = aoc("submit", "2023", "1", "1", "12345")
    assert different.returncode == 8
    assert "already solved with a different answer" in different.stdout
    assert PART_1 in different.stdout
    assert fake.count("POST") == 0
    assert known(project_dir).get(DAY, Part.ONE) == PART_1


def test_part_2_equal_to_part_1_is_not_sent(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    fake.solved.add((2023, 1, 1))
    result = aoc("submit", "2023", "1", "2", PART_1)
    assert result.returncode == 1 and "part 1's answer" in result.stdout
    assert fake.count("POST") == 0


def test_a_token_that_died_after_its_owner_was_known_is_found_out_before_posting(
    aoc: AocOnline, fake: FakeAdventOfCode, token: str, project_dir: Path, inputs_dir: Path
) -> None:
    assert aoc("fetch", "2023", "1").returncode == 0  # aocd remembers the owner
    del fake.tokens[token]
    result = aoc("submit", "2023", "1", "1", PART_1)
    line = assert_one_line_error(result, 5)
    assert "expired" in line
    # aocd's look at the puzzle page before posting gets the logged-out page: no post.
    assert fake.count("GET", "/2023/day/1") == 1
    assert fake.count("POST") == 0
    assert_token_hidden(token, result, project_dir, inputs_dir)


@pytest.mark.parametrize("answer", ["", "  ", "None"])
def test_empty_answers_are_refused(aoc: AocOnline, fake: FakeAdventOfCode, answer: str) -> None:
    line = assert_one_line_error(aoc("submit", "2023", "1", "1", answer), 2)
    assert "no answer" in line
    assert fake.requests == []


def test_run_submit_sends_unverified_parts_in_order(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    result = aoc("run", "2023", "1", "--submit")
    assert result.returncode == 0, result.stdout + result.stderr
    assert fake.solved == {(2023, 1, 1), (2023, 1, 2)}
    assert known(project_dir).get(DAY, Part.TWO) == PART_2
    posts = fake.count("POST", ANSWER_PATH)

    # Both stars: what comes next, said once the day is done (day 2 is out already).
    assert (
        result.stdout.splitlines()[-1]
        == "2023 day 1: both stars; 2023 day 2 is out: aoc today 2023 2"
    )
    # Part 2 sent in the same run: not told how to open it (a newcomer's morning).
    assert "next: part 2 is unlocked" not in result.stdout, result.stdout

    again = aoc("run", "2023", "1", "--submit")
    assert again.returncode == 0
    assert again.stdout.count("not submitted (verified") == 2
    assert fake.count("POST", ANSWER_PATH) == posts


PARIS = ZoneInfo("Europe/Paris")


@pytest.mark.parametrize(
    ("moment", "said"),
    [
        (
            datetime(2023, 12, 1, 18, 30, tzinfo=PARIS),
            "in 11 h 30 min: from 05:00 CET, aoc today waits for it",
        ),
        (  # within the hour: aoc today, run now, waits for it
            datetime(2023, 12, 2, 5, 30, tzinfo=PARIS),
            "in 30 min: aoc today waits for it",
        ),
    ],
)
def test_both_stars_on_the_morning_say_when_the_next_puzzle_unlocks(
    aoc: AocOnline,
    fake: FakeAdventOfCode,
    monkeypatch: pytest.MonkeyPatch,
    moment: datetime,
    said: str,
) -> None:
    # In Paris, day 2 of 2023 unlocks at 06:00 on 2 December; aoc today takes it for
    # today's puzzle (and waits for it) from an hour before.
    monkeypatch.setenv("TZ", "Europe/Paris")
    time.tzset()
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: moment)
    try:
        result = aoc("run", "2023", "1", "--submit")
    finally:
        monkeypatch.undo()
        time.tzset()
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == (
        f"2023 day 1: both stars; 2023 day 2 unlocks at 06:00 CET on Sat 2 Dec 2023, {said}"
    )


def test_run_submit_stops_at_a_part_that_is_not_right(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    fake.solutions[(2023, 1, 1)] = "1"  # the solution's answer is now too high
    result = aoc("run", "2023", "1", "--submit")
    assert result.returncode == 1
    assert "too high" in result.stdout
    assert fake.count("POST", ANSWER_PATH) == 1


def test_run_submit_refuses_examples(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    assert_one_line_error(aoc("run", "2023", "1", "--example", "--submit"), 2)
    assert fake.requests == []


def test_a_reply_without_the_reply_in_it_is_one_line(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    # A maintenance page, say: aocd finds no <article> in it.
    page = b"<!DOCTYPE html><html><body><main><p>Back soon.</p></main></body></html>"
    fake.served[("POST", ANSWER_PATH)] = (200, page)
    result = aoc("submit", "2023", "1", "1", PART_1)
    line = assert_one_line_error(result, 4)
    assert (
        "a page that has no reply in it" in line and "https://adventofcode.com/2023/day/1" in line
    )


def test_every_kind_of_reply_has_an_outcome_and_every_outcome_an_exit_code() -> None:
    """A new kind of reply is three edits (see `site.replies`): this says which is missing."""
    from aoc_framework.cli.exit_codes import ExitCode, submission_code
    from aoc_framework.site.replies import ReplyKind
    from aoc_framework.site.submit import Outcome, SubmitResult, _Judge

    judge = _Judge(PuzzleDay(2023, 1), Part.ONE, "42")
    outcomes = {judge.from_reply(f"<p>{kind.value}.</p>").outcome for kind in ReplyKind}
    assert {Outcome.CORRECT, Outcome.WRONG, Outcome.RATE_LIMITED} <= outcomes
    for outcome in Outcome:
        result = SubmitResult(PuzzleDay(2023, 1), Part.ONE, "42", outcome, "")
        expected_ok = outcome is Outcome.CORRECT
        assert (submission_code(result) is ExitCode.OK) == expected_ok, outcome


@pytest.mark.parametrize("text", ["null", "None", "NaN", " none "])
def test_what_is_never_an_answer_is_never_sent(
    aoc: AocOnline, fake: FakeAdventOfCode, text: str
) -> None:
    # The same texts answers.toml refuses to record: sending one would cost a wrong
    # answer (and a minute's wait) for nothing.
    assert_one_line_error(aoc("submit", "2023", "1", "1", text), 2)
    assert fake.count("POST", ANSWER_PATH) == 0


def test_a_submission_the_site_is_slow_to_answer_says_it_is_on_its_way(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    # The morning's crowd: nothing was said for the whole timeout (a newcomer's test).
    fake.catching_up[("POST", ANSWER_PATH)] = [NO_ANSWER]
    result = aoc("submit", "2023", "1", "1", PART_1, env={"AOC_TIMEOUT": "2"})

    assert result.returncode == 4, result.stdout + result.stderr
    said = result.stderr.splitlines()
    assert said[0] == f"aoc: sending {PART_1} to adventofcode.com...", said  # after a second
    assert said[-1].startswith("aoc: error: adventofcode.com did not answer"), said


def test_a_page_the_site_is_slow_to_give_before_the_answer_goes_is_said_so(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    # aocd reads the puzzle's page before it posts: held there, aoc said "sending", then
    # "did not answer 2026 day 1 part 1 in time", as if the answer could have been lost.
    fake.catching_up[("GET", "/2023/day/1")] = [NO_ANSWER]
    result = aoc("submit", "2023", "1", "1", PART_1, env={"AOC_TIMEOUT": "2"})

    assert result.returncode == 4, result.stdout + result.stderr
    assert "sending" not in result.stderr, result.stderr
    error = result.stderr.splitlines()[-1]
    assert error.startswith("aoc: error: adventofcode.com did not answer"), error
    assert "before the answer was sent (it was not)" in error, error
    assert fake.count("POST", ANSWER_PATH) == 0


def test_aoc_run_marks_an_answer_the_site_judged_wrong_as_the_watch_does(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    # Another terminal's aoc run said "? no expected answer" where the watch said the
    # site had judged it wrong (a newcomer's test, N4).
    source = project_dir / "solutions" / "2023" / "day01.py"
    right = "        return calibration_total(lines, DIGITS)"
    source.write_text(source.read_text().replace(right, right + " + (len(lines) > 9)"))
    ran = aoc("run", "2023", "1", "--submit")
    assert "is wrong: too high" in ran.stdout, ran.stdout + ran.stderr

    again = aoc("run", "2023", "1", "--submit")
    assert again.returncode == 1, again.stdout + again.stderr
    wrong = int(PART_1) + 1
    assert f"part 1  {wrong}  ✗ judged wrong by the site: too high" in again.stdout
    assert "part 1: not submitted (judged wrong by the site before)" in again.stdout
    assert fake.count("POST", ANSWER_PATH) == 1


def test_on_a_terminal_a_slow_submission_still_shows_its_result(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    # A spinner started while aocd had stdout swapped kept the swap when it stopped:
    # the result, "recorded" and the next step were lost (a newcomer's second test).
    from tests.terminal import aoc_on_terminal

    env = {**server.env(token), "AOC_PROJECT_DIR": str(project_dir), "AOC_THROTTLE": "1.2"}
    code, text, _ = aoc_on_terminal(["submit", "2023", "1", "1", PART_1], env=env, cwd=project_dir)

    assert code == 0, text
    said = " ".join(text.split())
    assert f"aoc: sending {PART_1} to adventofcode.com..." in said, said  # slower than 1 s
    assert f"2023 day 1 part 1: ✓ {PART_1} is right (recorded in answers.toml)" in said, said
    assert "next: part 2 is unlocked" in said, said


def test_the_wait_left_is_the_latest_judged_answers_and_only_a_wrong_ones() -> None:
    from aoc_framework.site.aocd.submissions import PenaltyLeft, penalty_left

    judged_at = datetime(2026, 12, 6, 5, 0, 0, tzinfo=timezone.utc)
    when = judged_at.astimezone(ZoneInfo("America/New_York")).isoformat(sep=" ")
    wrong = {
        "part": "a",
        "value": "56274",
        "when": when,
        "message": "That's not the right "
        "answer; your answer is too high.  Please wait one minute before trying again.",
    }
    too_recent = {**wrong, "value": "56000", "message": "You gave an answer too recently"}
    right = {**wrong, "value": "56000", "message": "That's the right answer!"}
    seconds_later = judged_at + timedelta(seconds=19.5)
    assert penalty_left([wrong], seconds_later) == PenaltyLeft(41, "56274", 60)
    assert penalty_left([wrong, too_recent], seconds_later) == PenaltyLeft(41, "56274", 60)
    assert penalty_left([wrong, right], seconds_later) is None
    assert penalty_left([wrong], judged_at + timedelta(seconds=60)) is None
    assert penalty_left([{**wrong, "when": "yesterday"}], seconds_later) is None
    assert penalty_left([], seconds_later) is None


def test_run_submit_sends_no_drawing_whose_letters_are_not_read(
    project_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # It failed with a usage error, exit 2, naming YEAR DAY PART (a newcomer's morning);
    # the watch said "not submitted" with the whole command.
    from aoc_framework.cli.render.submission_output import print_part_submission
    from aoc_framework.model.results import PartResult, RunResult
    from aoc_framework.project.layout import Project
    from aoc_framework.project.settings import Network
    from aoc_framework.site.submit import submit_unverified

    drawn = PartResult.judged(Part.ONE, "#.#\n.#.\n#.#", None)
    second = PartResult.judged(Part.TWO, "340", None)
    heard: list[tuple[Part, object]] = []
    last = submit_unverified(
        Project.at(project_dir),
        DAY,
        RunResult("input", (drawn, second)),
        network=Network(timeout_s=1),
        on_result=lambda part, result: heard.append((part.part, result)),
    )
    assert last is None and heard == [(Part.ONE, None)]  # part 2 waits for part 1
    print_part_submission(DAY, drawn, None)
    said = " ".join(capsys.readouterr().out.split())
    assert said == (
        "2023 day 1 part 1: not submitted (no letters could be read in its drawing: read "
        "them yourself and send them with aoc submit 2023 1 1 LETTERS)"
    )
