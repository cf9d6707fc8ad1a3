"""`aoc watch`: a save runs the day again (in a fresh process), an error is shown and the
watch goes on, Ctrl-C ends it with exit 0; what is wrong before it starts is one line."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from aoc_framework.authoring.watch import DayRun, SubmittedAnswers, sendable, submit_new_answers
from aoc_framework.cli.render.day_output import doubt_lines, grouped_doubt_lines
from aoc_framework.engine.day_tasks import DayCheck
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import GuessReason, PartResult, RunResult, failing_parts
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits, Network
from aoc_framework.site.submit import Outcome, SubmitResult
from tests.conftest import NEXT_YEAR, RunAoc
from tests.fixture_day import ANSWERS, EXAMPLE_ANSWERS, INPUT, SOURCE
from tests.terminal import Terminal
from tests.watch_process import WatchProcess

PART_1_LINE = "        return calibration_total(lines, DIGITS)"
#: The fixture day with `time` imported, for a part that runs on asleep (a spinning one
#: would take a processor from the test run for as long).
SLEEPING = SOURCE.replace("import re\n", "import re\nimport time\n", 1)


def day_file(project: Path) -> Path:
    return project / "solutions" / "2023" / "day01.py"


def save(path: Path, text: str) -> None:
    """Write `text` as an editor saves: a new file renamed over the old one."""
    temporary = path.with_name(f".{path.name}.swp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def cache_input(inputs_dir: Path) -> None:
    path = inputs_dir / "2023" / "01.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(INPUT, encoding="utf-8")


def test_a_save_runs_the_day_again_and_errors_do_not_end_the_watch(
    fixture_project: Path, inputs_dir: Path
) -> None:
    cache_input(inputs_dir)
    env = {"AOC_PROJECT_DIR": str(fixture_project)}
    with WatchProcess("2023", "1", env=env, cwd=fixture_project) as watch:
        first = watch.next_run()
        assert "started" in first.splitlines()[0]
        assert f"part 1  {EXAMPLE_ANSWERS[0]}  ✓" in first
        assert f"part 2  {EXAMPLE_ANSWERS[1]}  ✓" in first
        # The input runs once the examples pass (no answers.toml: nothing to compare with).
        assert f"part 1  {ANSWERS[0]}  ? no expected answer" in first
        assert "watching solutions/2023/day01.py · Ctrl-C to stop" in first  # no helper
        # Without --submit, the command that sends the answer its examples back; part 2's
        # waits for part 1's to be right.
        send = f"send it with aoc submit 2023 1 1 {ANSWERS[0]} (or start the watch with --submit)"
        assert f"2023 day 1 part 1: its examples pass; {send}\n" in first, first
        assert "part 2: its examples pass" not in first

        # Part 1 now wrong: its example fails, so only part 2 runs on the input.
        save(day_file(fixture_project), SOURCE.replace(PART_1_LINE, PART_1_LINE + " + 1"))
        wrong = watch.next_run()
        assert "solutions/2023/day01.py saved" in wrong.splitlines()[0]
        assert "part 1  143  ✗ expected 142" in wrong
        assert "part 1 not run on the input: an example of it fails" in wrong
        assert f"part 2  {ANSWERS[1]}  ? no expected answer" in wrong
        assert f"part 1  {ANSWERS[0]}" not in wrong  # (a time may hold its digits)
        assert "its examples pass" not in wrong  # part 1's fails; part 2 waits for it

        # A syntax error: a few lines (the error, where, the line itself), then on.
        broken = SOURCE.replace("    def part_2(self, lines: list[str]) -> int:", "    def part_2(")
        save(day_file(fixture_project), broken)
        error = watch.next_run()
        assert "error: SyntaxError" in error and "(solutions/2023/day01.py:" in error
        assert "def part_2(" in error  # the line that does not parse
        assert len(error.splitlines()) <= 7 and "Traceback" not in error

        # An exception in a part: its line, and the day's other part still answers.
        save(day_file(fixture_project), SOURCE.replace(PART_1_LINE, "        return 1 // 0"))
        raised = watch.next_run()
        assert "part 1  error: ZeroDivisionError: integer division or modulo by zero" in raised
        # The line of code right under the part that raised it, once; its place, once.
        lines = raised.splitlines()
        at = next(i for i, line in enumerate(lines) if "ZeroDivisionError" in line)
        assert "(solutions/2023/day01.py:" in lines[at] and raised.count("day01.py:") == 1
        assert lines[at + 1] == "    return 1 // 0", lines
        assert raised.count("return 1 // 0") == 1
        assert f"part 2  {EXAMPLE_ANSWERS[1]}  ✓" in raised
        assert raised.splitlines()[-2].startswith("! ran in")  # the run's worst part

        save(day_file(fixture_project), SOURCE)
        fixed = watch.next_run()
        assert f"part 1  {ANSWERS[0]}  ? no expected answer" in fixed
        # Right examples, but answers nothing can check yet: not a green mark; then the
        # command that sends part 1's.
        assert fixed.splitlines()[-3].startswith("? ran in")
        assert fixed.splitlines()[-2].startswith("2023 day 1 part 1: its examples pass")

        code, stderr = watch.interrupt()
    assert code == 0, stderr
    assert "stopped watching 2023 day 1" in stderr and "Traceback" not in stderr


HELPER_DAY = """\
from aoc_framework import Example, Solution

from .helper import OFFSET


class Day01(Solution[str]):
    year, day = 2023, 1
    examples = (Example("abc", part_1=3),)

    def part_1(self, text: str) -> int:
        return len(text) + OFFSET
"""


def test_a_save_of_a_helper_the_day_imports_runs_it_again(fixture_project: Path) -> None:
    save(day_file(fixture_project), HELPER_DAY)
    helper = day_file(fixture_project).with_name("helper.py")
    helper.write_text("OFFSET = 0\n", encoding="utf-8")
    env = {"AOC_PROJECT_DIR": str(fixture_project)}
    with WatchProcess("2023", "1", "--example", env=env, cwd=fixture_project) as watch:
        first = watch.next_run()
        assert "part 1  3  ✓" in first and "and 1 file it imports" in first
        save(helper, "OFFSET = 1\n")
        again = watch.next_run()
        assert "solutions/2023/helper.py saved" in again
        assert "part 1  4  ✗ expected 3" in again
        assert "not run on the input" not in again  # --example: there is no input run
        code, _ = watch.interrupt()
    assert code == 0


@pytest.mark.long
def test_a_save_stops_a_run_still_going_and_starts_the_next(
    fixture_project: Path, inputs_dir: Path
) -> None:
    cache_input(inputs_dir)
    # Sleeps rather than spins: still running, without the test run's processor.
    looping = '        print("looping", flush=True)\n        while True: time.sleep(1)'
    save(day_file(fixture_project), SLEEPING.replace(PART_1_LINE, looping))
    env = {"AOC_PROJECT_DIR": str(fixture_project)}
    with WatchProcess("2023", "1", "--day-timeout", "120", env=env, cwd=fixture_project) as watch:
        # Saved once part 1 loops for good (not as the run starts: it would read the save).
        watch.until(lambda line: line == "looping")
        save(day_file(fixture_project), SOURCE)
        fixed = watch.next_run()
        # The looping run was stopped, not waited for: no timeout, the fixed day's answers.
        assert "solutions/2023/day01.py saved" in fixed
        assert f"part 1  {ANSWERS[0]}  ? no expected answer" in fixed
        assert "timeout" not in fixed
        code, _ = watch.interrupt()
    assert code == 0


def test_what_is_wrong_before_the_watch_starts_is_one_line(
    aoc_in_process: RunAoc, fixture_project: Path
) -> None:
    def one_line(code: int, *args: str) -> str:
        result = aoc_in_process("watch", *args)
        lines = result.stderr.strip().splitlines()
        assert result.returncode == code, result
        assert len(lines) == 1 and lines[0].startswith("aoc: error: "), result.stderr
        return lines[0]

    # No cached input and no token: submitting needs the token (exit 5).
    assert "no session token" in one_line(5, "2023", "1", "--submit")
    assert "drop --example" in one_line(2, "2023", "1", "--example", "--submit")
    assert "aoc new 2023 2" in one_line(2, "2023", "2")
    assert "give both YEAR and DAY" in one_line(2, "2023")
    # A day that is not unlocked yet, before any request.
    locked = day_file(fixture_project).parent.parent / str(NEXT_YEAR) / "day01.py"
    locked.parent.mkdir()
    locked.write_text("", encoding="utf-8")
    assert "not unlocked yet" in one_line(3, str(NEXT_YEAR), "1")


def result(part: Part, answer: str, outcome: Outcome) -> SubmitResult:
    return SubmitResult(PuzzleDay(2023, 1), part, answer, outcome, f"{answer}: {outcome.word}")


def test_without_a_token_or_an_input_the_examples_are_watched(fixture_project: Path) -> None:
    # The rule of aoc run and aoc today too: the examples are what can be checked.
    env = {"AOC_PROJECT_DIR": str(fixture_project)}
    with WatchProcess("2023", "1", env=env, cwd=fixture_project) as watch:
        first = watch.next_run()
        assert f"part 1  {EXAMPLE_ANSWERS[0]}  ✓" in first
        # No input: nothing more runs (a time shown may hold the answer's digits).
        assert f"part 1  {ANSWERS[0]}" not in first and "inputs/" not in first, first
        code, stderr = watch.interrupt()
    assert code == 0, stderr
    warning = stderr.splitlines()[0]
    assert warning.startswith("aoc: warning: no session token to fetch the input of 2023 day 1"), (
        stderr
    )
    assert "its examples only" in warning and "AOC_SESSION" in warning


def test_a_watch_remembers_each_judged_submission_but_not_a_too_recent_one() -> None:
    submitted = SubmittedAnswers()
    submitted.note(result(Part.ONE, "351", Outcome.WRONG))
    submitted.note(result(Part.TWO, "340", Outcome.RATE_LIMITED))
    assert submitted.earlier(PartResult.judged(Part.ONE, "351", None)) is not None
    assert submitted.earlier(PartResult.judged(Part.ONE, "352", None)) is None
    assert submitted.earlier(PartResult.judged(Part.TWO, "340", None)) is None


def test_a_watch_sends_nothing_its_examples_do_not_back_or_it_sent_before(
    fixture_project: Path,
) -> None:
    project = Project.at(fixture_project)
    examples = (
        RunResult("example 1", (PartResult.judged(Part.ONE, "142", "142"),)),
        RunResult("example 2", (PartResult.judged(Part.TWO, "280", "281"),)),
    )
    answers = (PartResult.judged(Part.ONE, "351", None), PartResult.judged(Part.TWO, "340", None))
    run = DayRun(DayCheck("Trebuchet?!", examples, RunResult("input", answers)))
    submitted = SubmittedAnswers()
    submitted.note(result(Part.ONE, "351", Outcome.WRONG))
    held: list[tuple[Part, str]] = []

    sent = submit_new_answers(
        project,
        PuzzleDay(2023, 1),
        run,
        submitted,
        network=Network(timeout_s=1),
        on_held=lambda part, why: held.append((part.part, why)),
    )
    assert sent is None  # and no token was needed: nothing was sent
    assert held == [
        (Part.ONE, "submitted earlier in this watch: 351: wrong"),
        (Part.TWO, "its examples: wrong"),
    ]
    without_examples = DayRun(DayCheck("Trebuchet?!", (), RunResult("input", answers)))
    held.clear()
    submit_new_answers(
        project,
        PuzzleDay(2023, 1),
        without_examples,
        SubmittedAnswers(),
        network=Network(timeout_s=1),
        on_held=lambda part, why: held.append((part.part, why)),
    )
    # Sending is left to the user: the command that does it, in full.
    assert [why for _, why in held] == [
        f"no example checks it; to send it yourself: aoc submit 2023 1 1 {ANSWERS[0]}",
        "no example checks it; to send it yourself once part 1 is right: "
        f"aoc submit 2023 1 2 {ANSWERS[1]}",
    ]
    # The page gives part 2 an example the module lost (an editor saved over the one the
    # watch added): no command hands its unchecked answer over, the way back is named.
    saved_over = replace(without_examples, off_the_module=(Part.TWO,))
    held = sendable(project, PuzzleDay(2023, 1), saved_over, SubmittedAnswers())[1]
    assert [why for _, why in held][1] == (
        "its example from the page is not in the module (saved over?): aoc examples 2023 1 --add"
    )


def held_back(project_root: Path, run: DayRun) -> list[str]:
    """Why `submit_new_answers` holds back each answer of `run` (it must send none)."""
    held: list[str] = []
    sent = submit_new_answers(
        Project.at(project_root),
        PuzzleDay(2023, 1),
        run,
        SubmittedAnswers(),
        network=Network(timeout_s=1),
        on_held=lambda part, why: held.append(why),
    )
    assert sent is None
    return held


#: An example the code passes.
PASSED = (RunResult("example 1", (PartResult.judged(Part.ONE, "142", "142"),)),)


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        # An empty sum: the input read in another shape than the example (replay 3: a
        # typo gave 0, sent at once, and a minute's wait for the next answer).
        (
            "0",
            "0 is seldom an answer (an empty sum or count?); if it is, send it yourself: "
            "aoc submit 2023 1 1 0",
        ),
        # A screen drawn wrong (a rotation the wrong way): the drawing is never the answer,
        # so no command to paste.
        (
            "#.#.\n.#.#\n#..#",
            "no letters could be read in its drawing: read them yourself and send them "
            "with aoc submit 2023 1 1 LETTERS",
        ),
    ],
    ids=["zero", "unreadable-drawing"],
)
def test_a_watch_holds_back_an_answer_its_examples_pass_that_is_no_answer(
    fixture_project: Path, answer: str, why: str
) -> None:
    on_input = RunResult("input", (PartResult.judged(Part.ONE, answer, None),))
    assert held_back(fixture_project, DayRun(DayCheck("Trebuchet?!", PASSED, on_input))) == [why]


def test_a_guess_passed_without_the_values_the_page_gives_it_alone_is_not_sent(
    fixture_project: Path,
) -> None:
    # "less than 32" where the input needs 10000: a guess that passes with no extra may
    # pass because the code has 32 written in, and would use it on the input too.
    passed = (RunResult("example 1", (PartResult.judged(Part.ONE, "16", "16"),)),)
    reason = GuessReason(1, "16", "this rule does not hold: ...", "less than 32 (yours: 10000)")
    check = DayCheck(
        "Coordinates",
        passed,
        RunResult("input", (PartResult.judged(Part.ONE, "39200", None),)),
        taken=(("example 1", True),),
        no_extra=("example 1",),
    )
    assert held_back(fixture_project, DayRun(check, why_guessed=(reason,))) == [
        "example 1 passes, but the page gives it values of its own that its extra does not "
        "hold (less than 32 (yours: 10000)): if your code uses them on the input too, its "
        'answer is wrong; give it them in extra, e.g. extra={"n": 32}, read as '
        'self.extra.get("n", 10000), or if not, send it yourself: aoc submit 2023 1 1 39200'
    ]
    # A watch that sends nothing says it too, beside the command that sends it by hand.
    from aoc_framework.authoring.watch import cautions

    run = DayRun(check, why_guessed=(reason,))
    held = sendable(Project.at(fixture_project), PuzzleDay(2023, 1), run, SubmittedAnswers())[1]
    ((part, why),) = cautions(run, held)
    assert part.answer_text == "39200" and why == held_back(fixture_project, run)[0]
    # An answer of 0 held for another reason (no example checks it) is no caution.
    zero_unchecked = DayRun(
        replace(
            check, examples=(), input=RunResult("input", (PartResult.judged(Part.ONE, "0", None),))
        )
    )
    project = Project.at(fixture_project)
    held = sendable(project, PuzzleDay(2023, 1), zero_unchecked, SubmittedAnswers())[1]
    assert held[0][1].startswith("no example checks it") and cautions(zero_unchecked, held) == []
    # Given in its extra, the example passes for the right reason: nothing of the kind.
    zero = RunResult("input", (PartResult.judged(Part.ONE, "0", None),))
    given = DayRun(replace(check, no_extra=(), input=zero), why_guessed=(reason,))
    assert held_back(fixture_project, given)[0].startswith("0 is seldom an answer")


def test_an_example_not_solved_holds_the_part_with_its_verdict(fixture_project: Path) -> None:
    # No guess failed, none raised: the examples' own verdict is the reason.
    unsolved = (RunResult("example 1", (PartResult.judged(Part.ONE, None, "142"),)),)
    on_input = RunResult("input", (PartResult.judged(Part.ONE, "351", None),))
    held = held_back(fixture_project, DayRun(DayCheck("Trebuchet?!", unsolved, on_input)))
    assert held == ["its examples: not solved"]


def test_a_guess_the_code_raised_on_lets_the_input_run_and_sends_nothing(
    fixture_project: Path,
) -> None:
    # The extractor's guess may be no input at all ("rect AxB", part 1 = "A"): right code
    # cannot parse it. The input runs; its answer waits, with why.
    raised = PartResult.failed(Part.ONE, "ValueError: invalid literal for int()", "A")
    examples = (RunResult("example 1", (raised,)),)
    assert failing_parts(examples, [Part.ONE], ("example 1",)) == ()
    assert failing_parts(examples, [Part.ONE]) == (Part.ONE,)  # not a guess: held back
    answers = (PartResult.judged(Part.ONE, "117", None),)
    taken = (("example 1", True),)
    run = DayRun(DayCheck("Screens", examples, RunResult("input", answers), taken=taken))
    assert held_back(fixture_project, run) == [
        "example 1, the extractor's guess, raised on its text: it may be no example at all "
        "(aoc examples 2023 1 says why it is a guess); check it against the text "
        "(aoc read 2023 1)"
    ]


def test_the_files_a_day_depends_on_leave_out_the_framework_and_a_venv_in_the_project() -> None:
    import sys

    from aoc_framework.engine.discovery import project_modules
    from tests.conftest import ROOT

    # This repository as the project: its tests are its own files; the framework it
    # holds, and a virtual environment inside it (if the tests run from one), are not.
    modules = set(project_modules(ROOT).values())
    assert "tests/authoring/test_watch.py" in modules
    assert not [name for name in modules if name.startswith("aoc_framework/")]
    environment = Path(sys.prefix).resolve()
    if environment.is_relative_to(ROOT):
        inside = str(environment.relative_to(ROOT))
        assert not [name for name in modules if name.startswith(inside)]


def test_what_a_run_prints_comes_under_that_runs_heading(
    fixture_project: Path, inputs_dir: Path
) -> None:
    cache_input(inputs_dir)
    printing = f'        print("part 1 sees", len(lines), "lines")\n{PART_1_LINE}'
    save(day_file(fixture_project), SOURCE.replace(PART_1_LINE, printing))
    env = {"AOC_PROJECT_DIR": str(fixture_project)}
    with WatchProcess("2023", "1", env=env, cwd=fixture_project) as watch:
        lines = watch.next_run().splitlines()
        code, _ = watch.interrupt()
    assert code == 0
    # As under aoc run: each run's heading, what the day printed in it, its part lines.
    example = next(i for i, line in enumerate(lines) if line.endswith("· example 1"))
    assert lines[example + 1] == "part 1 sees 4 lines", lines
    assert lines[example + 2].startswith("part 1  142  ✓"), lines
    given = lines.index("input")  # the day's title is on the first run's heading only
    assert lines[given + 1] == f"part 1 sees {len(INPUT.splitlines())} lines", lines


PART_2_LINE = "        return calibration_total(lines, SPELLED)"


@pytest.mark.long
def test_each_part_shows_as_it_ends_and_a_part_out_of_time_is_named(
    fixture_project: Path, inputs_dir: Path
) -> None:
    # Part 1 right, part 2 loops on the input (not on its example): at a terminal, part
    # 1's line is there while part 2 runs; at the limit part 2 is named, part 1 kept.
    cache_input(inputs_dir)
    # Runs on (asleep, not spinning: the limit is the subject, not the processor).
    looping = "        while len(lines) > 7: time.sleep(1)\n" + PART_2_LINE
    save(day_file(fixture_project), SLEEPING.replace(PART_2_LINE, looping))
    env = {"AOC_PROJECT_DIR": str(fixture_project)}
    terminal = Terminal(["watch", "2023", "1", "--day-timeout", "5"], env=env, cwd=fixture_project)
    try:
        running = terminal.wait_for(f"part 1  {ANSWERS[0]}  ? no expected answer")
        assert "timeout" not in running and "ran in" not in running, running
        assert running.rstrip().splitlines()[-1].startswith(f"part 1  {ANSWERS[0]}  ?")
        shown = terminal.wait_for("Ctrl-C to stop")
        flat = " ".join(shown.split())
        # Said while it runs: slow or stuck, and what stops it.
        still = "part 2: still running after 3 s; stops at 5 s (--day-timeout) or on a save"
        assert flat.index(f"part 1 {ANSWERS[0]} ?") < flat.index(still) < flat.index("timeout:")
        said = re.search(  # the limit is the run's (part 2 itself ran for less), and where
            r"timeout: the run reached its 5 s \(the examples and the input together\) while "
            r"part 2 on the input ran in part_2 at solutions/2023/day01\.py:(\d+): stopped "
            r"\(a slow day can have longer: --day-timeout SECONDS, or AOC_DAY_TIMEOUT=SECONDS\)",
            flat,
        )
        assert said, shown
        source = day_file(fixture_project).read_text(encoding="utf-8").splitlines()
        assert "time.sleep(1)" in source[int(said[1]) - 1]  # the line it was stuck on
        assert shown.count(f"part 1  {ANSWERS[0]}") == 1, shown  # kept, and shown once
        assert re.search(r"^! ran in ", shown, re.M), shown
        assert terminal.overlong_lines() == []
    finally:
        terminal.press_ctrl_c()
        code, _ = terminal.finish()
    assert code == 0


def test_the_line_of_code_an_error_names_fits_the_terminal(
    fixture_project: Path, inputs_dir: Path
) -> None:
    # A long line of the day's code, wider than the terminal: its end wrapped alone
    # onto the next line (")" under the input's lines, replay 2 and 3).
    cache_input(inputs_dir)
    long_line = (
        "        return 1 // (len(lines) - len(lines)) + sum(len(line) for line in lines)"
        " + sum(1 for _ in lines)\n"
    )
    save(day_file(fixture_project), SOURCE.replace(PART_1_LINE + "\n", long_line, 1))
    env = {"AOC_PROJECT_DIR": str(fixture_project)}
    terminal = Terminal(["watch", "2023", "1"], env=env, cwd=fixture_project)
    try:
        shown = terminal.wait_for("Ctrl-C to stop")
        assert shown.count("solutions/2023/day01.py:") == 1, shown  # the error's place, once
        assert "\n    return 1 // (len(lines)" in shown, shown  # its code, under it
        assert "…" in shown, shown
        assert terminal.overlong_lines() == [], shown
    finally:
        terminal.press_ctrl_c()
        code, _ = terminal.finish()
    assert code == 0


def test_both_stars_kept_on_the_screen_say_when_the_next_puzzle_comes_from_now(
    fixture_project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Kept under each run's stamp, "in 23 h 59 min" stayed so at 06:05 (a newcomer's
    # morning of 28 November): the line is made again for each run.
    from datetime import datetime, timedelta, timezone

    from aoc_framework.actions.watch import WatchRequest
    from aoc_framework.cli.commands.watch_command import _Screen
    from aoc_framework.project.settings import Limits

    unlocked = datetime(2026, 12, 1, 5, 0, 30, tzinfo=timezone.utc)
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: unlocked)
    project = Project.at(fixture_project)
    screen = _Screen(project, WatchRequest(PuzzleDay(2026, 1)), Limits(60, None, 1), [])
    screen.both_stars(PuzzleDay(2026, 1))
    said = capsys.readouterr().out  # (the time in the local zone: CI runs it in several)
    assert "2026 day 2 unlocks at " in said and ", in 23 h 59 min" in said, said
    later = unlocked + timedelta(hours=1, minutes=5)
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: later)
    monkeypatch.setattr(type(__import__("sys").stdout), "isatty", lambda self: True)
    screen.start(frozenset())
    shown = " ".join(capsys.readouterr().out.split())
    assert "earlier: 2026 day 1: both stars; 2026 day 2 unlocks at" in shown, shown
    assert "in 22 h 54 min" in shown and "23 h 59 min" not in shown, shown


def test_a_part_held_from_the_input_is_said_under_its_heading_before_the_others(
    fixture_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # "part 1 not run on the input" came after part 2's line on the input, at the run's
    # end (a newcomer's morning, ninth round).
    from aoc_framework.actions.watch import WatchRequest
    from aoc_framework.cli.commands.watch_command import _Screen
    from aoc_framework.engine.day_tasks import WatchProgress
    from aoc_framework.project.settings import Limits

    def shown(held: Part, ran: Part) -> list[str]:
        """The run's lines: `held`'s example fails (2 where 12), `ran` gives 7 on the input."""
        request, limits = WatchRequest(PuzzleDay(2026, 1)), Limits(60, None, 1)
        screen = _Screen(Project.at(fixture_project), request, limits, [])
        example = f"example {held.value}"
        failing = RunResult(example, (PartResult.judged(held, "2", "12"),))
        on_input = RunResult("input", (PartResult.judged(ran, "7", None),))
        screen.progress(WatchProgress("Knots", example, (held,)))
        screen.progress(WatchProgress("Knots", example, (held,), failing))
        screen.progress(WatchProgress("Knots", "input", (ran,)))
        screen.progress(WatchProgress("Knots", "input", (ran,), on_input))
        screen.show(DayRun(DayCheck("Knots", (failing,), on_input), held=(held,)))
        return capsys.readouterr().out.splitlines()

    lines = shown(held=Part.ONE, ran=Part.TWO)
    held = lines.index("part 1 not run on the input: an example of it fails")
    assert lines[held - 1] == "input" and lines[held + 1].startswith("part 2  7"), lines
    # Part 2 held, part 1 run: its line comes under part 1's (it came before it).
    lines = shown(held=Part.TWO, ran=Part.ONE)
    held = lines.index("part 2 not run on the input: an example of it fails")
    assert lines[held - 2] == "input" and lines[held - 1].startswith("part 1  7"), lines
    assert sum("not run on the input" in line for line in lines) == 1, lines


def test_a_sure_example_from_the_page_that_fails_is_a_doubt_the_watch_explains() -> None:
    # Right code for the real puzzle fails an example whose page gives it a value of its
    # own: the watch holds the part back and says where to look (extra), as aoc run does.
    failing = RunResult("example 1", (PartResult.judged(Part.ONE, "2", "12"),))
    check = DayCheck("Knots", (failing,), None, taken=(("example 1", False),))
    (doubt,) = DayRun(check, held=(Part.ONE,)).doubts
    assert (doubt.label, doubt.guessed) == ("example 1", False)
    (line,) = doubt_lines(PuzzleDay(2026, 1), doubt)
    assert "unless the page gives it a value of its own (extra=)" in line
    # Several sure examples failing (a list's cases): one line for them all.
    other = RunResult("example 3", (PartResult.judged(Part.ONE, "9", "12"),))
    taken = (("example 1", False), ("example 3", False))
    two = DayRun(DayCheck("Knots", (failing, other), None, taken=taken), held=(Part.ONE,))
    ((said,),) = grouped_doubt_lines(PuzzleDay(2026, 1), two.doubts)
    assert said.startswith("examples 1 and 3, taken from the puzzle page, are sure"), said
    # The user's own examples are no doubt of the page's.
    assert DayRun(DayCheck("Knots", (failing,), None), held=(Part.ONE,)).doubts == []
    # A guess stays one.
    guessed = DayCheck("Knots", (failing,), None, taken=(("example 1", True),))
    assert guessed.guesses == ("example 1",)


def test_a_watch_that_sends_nothing_says_why_to_check_an_answer_before_sending_it(
    fixture_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Without --submit a guess that passed with 32 written in said nothing (a newcomer's
    # morning, tenth round); with it, "not submitted (...)".
    from aoc_framework.actions.watch import WatchRequest
    from aoc_framework.cli.commands.watch_command import _Screen
    from aoc_framework.project.settings import Limits

    project, limits = Project.at(fixture_project), Limits(60, None, 1)
    part = PartResult.judged(Part.TWO, "0", None)
    for submit, said in ((False, "check it before you send it"), (True, "not submitted")):
        screen = _Screen(project, WatchRequest(PuzzleDay(2026, 4), submit=submit), limits, [])
        screen.held(part, "0 is seldom an answer")
        assert capsys.readouterr().out == f"2026 day 4 part 2: {said} (0 is seldom an answer)\n"


def test_an_answer_no_example_could_check_is_not_sent_but_named(fixture_project: Path) -> None:
    # The page's "HI" drawn in a font not read: the input ran, its letters are sent by
    # hand (a newcomer's morning, tenth round).
    from tests.model.test_letters import PAGE_HI

    unread = (RunResult("example 1", (PartResult.judged(Part.ONE, PAGE_HI, "HI"),)),)
    on_input = RunResult("input", (PartResult.judged(Part.ONE, "KXZRGNPJ", None),))
    assert held_back(fixture_project, DayRun(DayCheck("Stars", unread, on_input))) == [
        "no example could check it (a drawing's letters not read); to send it yourself: "
        "aoc submit 2023 1 1 KXZRGNPJ"
    ]


def test_news_stays_through_the_watchs_own_writes_and_goes_at_your_save(
    fixture_project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Part 1 recorded and part 2's example added: two runs in a second, and "part 2 is
    # open" was gone from the screen after the second (a newcomer's morning, tenth round).
    from aoc_framework.actions.watch import WatchRequest
    from aoc_framework.cli.commands.watch_command import _Screen
    from aoc_framework.project.settings import Limits

    monkeypatch.setattr(type(__import__("sys").stdout), "isatty", lambda self: True)
    project = Project.at(fixture_project)
    screen = _Screen(project, WatchRequest(PuzzleDay(2026, 1)), Limits(60, None, 1), [])
    screen.part_2_opened([])
    capsys.readouterr()
    answers, day = project.answers_path, project.solution_path(PuzzleDay(2026, 1))
    for changed, own, shown in (
        ({answers}, {answers}, True),  # the watch recorded part 1
        ({day}, {day}, True),  # ... and added part 2's example
        ({day}, set(), False),  # your save: gone
    ):
        screen.start(frozenset(changed), frozenset(own))
        said = capsys.readouterr().out
        assert ("earlier: 2026 day 1 part 2 is open" in said) is shown, (changed, own, said)


def test_a_part_whose_example_the_page_gives_and_the_module_lost_is_named(
    fixture_project: Path,
) -> None:
    # The watch added part 2's example; an editor holding its own copy saved over it.
    from aoc_framework.authoring.watch import run_watched_day
    from tests import fixture_day

    project = Project.at(fixture_project)
    puzzle = fixture_day.PUZZLE
    module = project.solution_path(puzzle)
    saved_over = ", Example(PART_2_EXAMPLE, part_2=281)"
    module.write_text(module.read_text().replace(saved_over, ","))
    limits = Limits(timeout_s=30, memory_bytes=None, jobs=1)
    run = run_watched_day(project, puzzle, limits, own_input=False)[0]
    assert run is not None and run.check.error is None and len(run.check.examples) == 1
    assert run.off_the_module == ()  # no page cached: nothing to say

    page = "".join(  # the page as the site shows it once part 1 is solved
        f'<article class="day-desc"><h2>{heading}</h2>{body}</article>'
        for heading, body in (
            (f"--- Day 1: {fixture_day.TITLE} ---", fixture_day.PAGE_PART_1),
            ("--- Part Two ---", fixture_day.PAGE_PART_2),
        )
    )
    project.page_path(puzzle).parent.mkdir(parents=True, exist_ok=True)
    project.page_path(puzzle).write_text(f"<main>{page}</main>")
    run = run_watched_day(project, puzzle, limits, own_input=False)[0]
    assert run is not None and run.off_the_module == (Part.TWO,)


def test_part_2_opening_counts_the_examples_it_added(
    fixture_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 2019 day 1: three part-2 answers from the page, written into three examples.
    from aoc_framework.actions.watch import WatchRequest
    from aoc_framework.authoring.example_extractor import FoundExample
    from aoc_framework.cli.commands.watch_command import _Screen

    request, limits = WatchRequest(PuzzleDay(2026, 1)), Limits(60, None, 1)
    screen = _Screen(Project.at(fixture_project), request, limits, [])
    added = [FoundExample(f"{n}\n", None, str(n), {}, True, 0.9) for n in (14, 1969, 100756)]
    screen.part_2_opened(added)
    said = " ".join(capsys.readouterr().out.split())
    assert "part 2 is open: its examples from the page are added to solutions/2026/" in said
    screen.part_2_opened(added[:1])
    said = " ".join(capsys.readouterr().out.split())
    assert "part 2 is open: its example from the page is added to solutions/2026/" in said
