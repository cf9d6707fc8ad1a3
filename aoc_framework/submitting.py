"""Submitting answers to adventofcode.com through aocd, with every outcome told apart.

aocd's `Puzzle._submit` holds the protections: it never sends the same answer twice,
nothing above a recorded "too high" or below a recorded "too low", no part 2 answer
equal to part 1's, and it compares an already solved part locally (from its cache or the
puzzle page) instead of posting. It is called with `quiet=True` and `reopen=False` (no
browser). Two of its habits do not suit a command line, and a small subclass changes
them through aocd's own hooks, without patching aocd:

- when the server says "You gave an answer too recently", aocd sleeps and resubmits by
  itself. The subclass stops right after aocd has recorded that reply, so `aoc` can say
  how long to wait and exit, or wait with a visible countdown when asked to;
- when aocd declines to post, it returns None without saying why. The subclass notes
  whether the part was already solved; otherwise the reason is the earlier submission in
  aocd's record (`Puzzle.submit_results`) that rules the answer out, found by
  `blocking_submission` with aocd's rules.

Imported only by the commands that submit: it imports aocd (about 0.2 s).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from aocd.exceptions import AocdError
from aocd.models import Puzzle

from aoc_framework.adventofcode import SITE, aocd_puzzle, prepare_client, server_errors
from aoc_framework.answers import KnownAnswers
from aoc_framework.durations import format_wait
from aoc_framework.errors import ExitCode, NetworkError, UsageError
from aoc_framework.project import Project
from aoc_framework.puzzle_calendar import check_day, days_in_year
from aoc_framework.session_token import SessionToken, require_token
from aoc_framework.solution import Answer, Part

# The server's replies, as aocd recognises them.
RIGHT = "That's the right answer"
NOT_RIGHT = "That's not the right answer"
TOO_RECENT = "You gave an answer too recently"
WRONG_LEVEL = "You don't seem to be solving the right level"
_WAIT = re.compile(r"You have (?:(\d+)m )?(\d+)s left to wait")
_PENALTY = re.compile(r"[Pp]lease wait ([^.;]+?) before trying again")
#: How many times `wait=True` resubmits after "too recently" before giving up.
MAX_RATE_LIMIT_RETRIES = 5


class Outcome(Enum):
    """What became of a submitted answer. Each outcome has its own exit code."""

    CORRECT = "correct"
    WRONG = "wrong"
    KNOWN_WRONG = "not sent"
    ALREADY_SOLVED = "already solved"
    RATE_LIMITED = "rate-limited"
    WRONG_LEVEL = "wrong level"

    @property
    def exit_code(self) -> ExitCode:
        """The `aoc` exit code for this outcome."""
        return _EXIT_CODES[self]


_EXIT_CODES = {
    Outcome.CORRECT: ExitCode.OK,
    Outcome.WRONG: ExitCode.WRONG_ANSWER,
    Outcome.KNOWN_WRONG: ExitCode.WRONG_ANSWER,
    Outcome.ALREADY_SOLVED: ExitCode.ALREADY_SOLVED,
    Outcome.RATE_LIMITED: ExitCode.RATE_LIMITED,
    Outcome.WRONG_LEVEL: ExitCode.WRONG_LEVEL,
}


@dataclass(frozen=True)
class SubmitResult:
    """The outcome of submitting `answer` for one part, with a one-line `message`."""

    year: int
    day: int
    part: Part
    answer: str
    outcome: Outcome
    message: str
    #: The verified answer when known: the one just accepted, or the one that solved it.
    accepted: str | None = None
    #: Seconds to wait before submitting again, when the server said.
    wait_seconds: int | None = None
    #: Whether answers.toml gained or changed an entry.
    recorded: bool = False


class _TooRecentError(Exception):
    """Stops aocd's `_submit` from sleeping after a "too recently" reply."""


class _SubmittingPuzzle(Puzzle):
    """aocd's Puzzle, telling what its `_submit` decided instead of printing it."""

    reply: str | None = None
    already_solved: bool = False

    def _save_submit_result(self, value: str, part: str, message: str, when: str) -> None:
        super()._save_submit_result(value=value, part=part, message=message, when=when)
        self.reply = message
        if TOO_RECENT in message:
            # aocd has recorded the reply (its rules skip such records); without this
            # it would now sleep for the server's wait and resubmit.
            raise _TooRecentError

    def _check_already_solved(self, guess: str, part: str) -> str | None:
        verdict = super()._check_already_solved(guess, part)
        self.already_solved = verdict is not None
        return verdict


def submittable(answer: Answer, part: Part) -> str:
    """`answer` as the text to send; `UsageError` for None, empty or multi-line."""
    text = "" if answer is None else str(answer).strip()
    if not text or text == "None":
        raise UsageError(f"part {part} has no answer to submit (got {answer!r})")
    if "\n" in text:
        raise UsageError(
            f"part {part}'s answer is drawn on several lines; read the letters and "
            "submit them with: aoc submit YEAR DAY PART LETTERS"
        )
    return text


def submit_answer(
    project: Project,
    year: int,
    day: int,
    part: Part,
    answer: Answer,
    *,
    wait: bool = False,
    timeout: float | None = None,
    sleep: Callable[[float], None] = time.sleep,
    on_wait: Callable[[int], None] = lambda seconds: None,
) -> SubmitResult:
    """Submit `answer` for `part` of `year`/`day` through aocd and classify the outcome.

    A correct answer (or the accepted answer of an already solved part) is recorded in
    answers.toml. When the server says to wait before answering again, `wait=True`
    calls `on_wait(seconds)`, sleeps and resubmits; otherwise the result is
    RATE_LIMITED at once. Raises `AocError`s: bad arguments, no token, a dead token
    (`AuthError`), network failures."""
    check_day(year, day)
    text = submittable(answer, part)
    if part == 2 and day == days_in_year(year):
        raise UsageError(f"day {day} is the last of {year}: its part 2 has no answer to submit")
    token = require_token()
    prepare_client(timeout)
    for _ in range(MAX_RATE_LIMIT_RETRIES + 1):
        puzzle = aocd_puzzle(token, year, day, kind=_SubmittingPuzzle)
        result = _submit_once(puzzle, token, part, text)
        if result.outcome is not Outcome.RATE_LIMITED or not wait:
            break
        on_wait(result.wait_seconds or 0)
        sleep((result.wait_seconds or 0) + 1)
    if result.accepted is not None:
        known = KnownAnswers.load(project.answers_path)
        result = replace(result, recorded=known.record(year, day, part, result.accepted))
    return result


def _submit_once(
    puzzle: _SubmittingPuzzle, token: SessionToken, part: Part, text: str
) -> SubmitResult:
    letter = "ab"[part - 1]
    found = _Found(puzzle, part, text)
    with server_errors(token, f"{puzzle.year} day {puzzle.day} part {part}"):
        try:
            puzzle._submit(value=text, part=letter, reopen=False, quiet=True)
        except _TooRecentError:
            pass
        except AocdError as error:
            # aocd's only refusal by exception, for a part 2 answer equal to part 1's
            # (its other AocdErrors are server failures, for `server_errors`).
            if "cowardly refusing" not in str(error):
                raise
            return found.result(
                Outcome.KNOWN_WRONG, f"not sent: {text} is part 1's answer, so not part 2's"
            )
        if puzzle.reply is not None:
            return found.from_reply(puzzle.reply)
        if puzzle.already_solved:
            return found.already_solved(puzzle._get_answer(part=letter))
        return found.from_record(blocking_submission(puzzle.submit_results, letter, text))


@dataclass(frozen=True)
class _Found:
    """Builds the `SubmitResult` of one answer from what aocd did."""

    puzzle: Puzzle
    part: Part
    answer: str

    def result(self, outcome: Outcome, message: str, **fields: Any) -> SubmitResult:
        puzzle = self.puzzle
        return SubmitResult(
            puzzle.year, puzzle.day, self.part, self.answer, outcome, message, **fields
        )

    def from_reply(self, reply: str) -> SubmitResult:
        """Classify the server's reply to a post."""
        answer = self.answer
        if RIGHT in reply:
            return self.result(Outcome.CORRECT, f"{answer} is right", accepted=answer)
        if NOT_RIGHT in reply:
            direction = next((d for d in ("too high", "too low") if d in reply), None)
            message = f"{answer} is wrong" + (f": {direction}" if direction else "")
            penalty = _PENALTY.search(reply)
            if penalty:
                message += f"; wait {penalty[1]} before answering again"
            return self.result(Outcome.WRONG, message)
        if TOO_RECENT in reply:
            match = _WAIT.search(reply)
            seconds = int(match[2]) + 60 * int(match[1] or 0) if match else None
            after = f"in {format_wait(seconds)}" if seconds is not None else "later"
            return self.result(
                Outcome.RATE_LIMITED,
                f"not judged: you answered too recently; submit again {after} "
                "(or add --wait to wait and resubmit)",
                wait_seconds=seconds,
            )
        if WRONG_LEVEL in reply:
            return self.result(
                Outcome.WRONG_LEVEL,
                f"not judged: part {self.part} is not the part to solve now "
                f"(part 1 still unsolved, or the day already complete); check {self.puzzle.url}",
            )
        summary = " ".join(reply.split())[:120]
        raise NetworkError(f"{SITE} gave an unexpected reply: {summary!r}")

    def already_solved(self, accepted: str) -> SubmitResult:
        """The part was solved before: say whether with this answer."""
        if accepted == self.answer:
            message = f"already solved with this answer, {accepted}"
        else:
            message = f"already solved with a different answer, {accepted}; {self.answer} is not it"
        return self.result(Outcome.ALREADY_SOLVED, message, accepted=accepted)

    def from_record(self, record: dict[str, str] | None) -> SubmitResult:
        """Explain why aocd declined to post, from the submission that rules it out."""
        if record is None:
            return self.result(Outcome.KNOWN_WRONG, "not sent: aocd's records rule it out")
        value, when = record["value"], record["when"][:16]
        message = record["message"]
        if RIGHT in message:
            return self.already_solved(value)
        if value == self.answer:
            return self.result(Outcome.KNOWN_WRONG, f"not sent: {value} was judged wrong on {when}")
        bound = "too high" if "too high" in message else "too low"
        side = "above" if bound == "too high" else "below"
        return self.result(
            Outcome.KNOWN_WRONG,
            f"not sent: {self.answer} is {side} {value}, which was judged {bound} on {when}",
        )


def blocking_submission(
    records: list[dict[str, str]], part: str, value: str
) -> dict[str, str] | None:
    """The earlier submission in aocd's record for which aocd refuses to send `value`
    for `part` ("a"/"b"), by aocd's rules in aocd's order; None if there is none."""
    try:
        number: int | None = int(value)
    except ValueError:
        number = None
    for record in records:
        message = record["message"]
        if record["part"] != part or message.startswith((TOO_RECENT, WRONG_LEVEL)):
            continue
        if message.startswith(RIGHT) and record["value"] != value:
            return record
        too_high = "your answer is too high" in message
        too_low = "your answer is too low" in message
        if too_high and (number is None or number > int(record["value"])):
            return record
        if too_low and (number is None or number < int(record["value"])):
            return record
        if record["value"] == value:
            return record
    return None
