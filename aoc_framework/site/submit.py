"""Submitting answers to adventofcode.com, with every outcome told apart, and the
submission policy of `aoc run --submit`.

The talking to aocd is in `aocd.submissions.submit_once`: aocd holds the protections (it
never sends the same answer twice, nothing above a recorded "too high" or below a
recorded "too low", no part 2 answer equal to part 1's, and it compares an already
solved part locally instead of posting). This module decides what to send, waits out
"too recently" when asked, and records what was accepted in answers.toml.
"""

from __future__ import annotations

import shlex
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

from aoc_framework.model.answer import Answer, canonical, is_answer_text, is_no_answer
from aoc_framework.model.clock import local_time
from aoc_framework.model.durations import format_wait
from aoc_framework.model.errors import AocError, NetworkError, UsageError
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import PartResult, RunResult, Verdict
from aoc_framework.model.text import printable
from aoc_framework.project.answers import check_recordable, record_answers
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.replies import PENALTY, ReplyKind, too_recent_seconds
from aoc_framework.site.session_token import find_token, require_token

if TYPE_CHECKING:
    from aoc_framework.site.aocd.submissions import PenaltyLeft, Posted

#: How many times `wait=True` resubmits after "too recently" before giving up.
MAX_RATE_LIMIT_RETRIES = 5


class Outcome(Enum):
    """What became of a submitted answer, and whether it was judged right or wrong
    (not: answered too recently, or the wrong part). Each outcome has its exit code in
    `cli.exit_codes`."""

    CORRECT = ("correct", True)
    WRONG = ("wrong", True)
    KNOWN_WRONG = ("not sent", True)
    ALREADY_SOLVED = ("already solved", True)
    RATE_LIMITED = ("rate-limited", False)
    WRONG_LEVEL = ("wrong level", False)

    def __init__(self, word: str, judged: bool) -> None:
        self.word = word
        self.judged = judged


@dataclass(frozen=True)
class SubmitResult:
    """The outcome of submitting `answer` for one part, with a one-line `message`."""

    puzzle: PuzzleDay
    part: Part
    answer: str
    outcome: Outcome
    message: str
    #: The verified answer when known: the one just accepted, or the one that solved it.
    accepted: str | None = None
    #: Seconds to wait before submitting again, when the server said.
    wait_seconds: int | None = None
    #: Not posted (`Outcome.RATE_LIMITED`): the wait the site asks for after a wrong
    #: answer, this one, is not over (None: the site itself said "too recently").
    held_after: str | None = None
    #: Whether answers.toml gained or changed an entry.
    recorded: bool = False
    #: Why an accepted answer could not be recorded (a local failure after the site's
    #: answer: the message says how to record it later).
    not_recorded: str | None = None
    #: The final day's part 1 accepted: what became of the free star (`Verdict.FREE_STAR`:
    #: earned, the year is complete; `FREE_STAR_LATER`: it comes with the last other
    #: star; None otherwise, or when it could not be checked, `free_star_problem` says
    #: why: the stats page aocd reads to decide failed).
    free_star: Verdict | None = None
    free_star_problem: str | None = None

    @property
    def judged_wrong(self) -> str | None:
        """How this answer is marked where it comes again (the watch's next runs) when
        the site judged it wrong, or aocd's record of what it judged rules it out; None
        when neither."""
        if self.outcome is Outcome.WRONG:
            direction = next((d for d in ("too high", "too low") if d in self.message), None)
            return "judged wrong by the site" + (f": {direction}" if direction else "")
        if self.outcome is Outcome.KNOWN_WRONG:
            return f"ruled out: {self.message.removeprefix('not sent: ')}"
        return None

    @property
    def solved(self) -> bool:
        """Whether the part is now solved with this answer."""
        return self.outcome is Outcome.CORRECT or (
            self.outcome is Outcome.ALREADY_SOLVED and self.accepted == self.answer
        )


def resend_after(result: SubmitResult) -> int:
    """The seconds `aoc` waits before it sends `result`'s answer (again): the wait the
    site asked for, and a second more, since its clock and ours differ by a moment. The
    one figure said ("sending 451 in 57 s") and counted down."""
    return (result.wait_seconds or 0) + 1


def judged_wrong_before(project: Project, puzzle: PuzzleDay) -> list[SubmitResult]:
    """The answers of `puzzle` the site judged wrong, as aocd recorded them when it sent
    them (`aoc submit`, a watch, any aocd of the user's): what a later run marks wrong
    instead of unknown. Read from aocd's cache, never asked of the site; empty without
    a session token."""
    # start-up time: the aocd adapter, only when aocd's record is read
    from aoc_framework.site.aocd.submissions import judged_replies

    token = find_token(project.account)
    if token is None:
        return []
    return [
        _Judge(puzzle, part, answer).not_right(reply)
        for part, answer, reply in judged_replies(token, puzzle)
        if ReplyKind.of(reply) is ReplyKind.NOT_RIGHT
    ]


def submit_command(puzzle: PuzzleDay, part: PartResult) -> str:
    """The command that sends `part`'s answer, in full, for where sending is left to
    the user (the answer quoted for the shell where it must be)."""
    answer = shlex.quote(part.answer_text or "")
    return f"aoc submit {puzzle.year} {puzzle.day} {part.part.value} {answer}"


def letters_by_hand(puzzle: PuzzleDay, part: Part) -> str:
    """Why a drawing whose letters could not be read is not sent, and how to send them
    once read by eye (the watch and `aoc run --submit` say it; no answer to paste)."""
    return (
        "no letters could be read in its drawing: read them yourself and send them "
        f"with aoc submit {puzzle.year} {puzzle.day} {part.value} LETTERS"
    )


def submittable(answer: Answer, part: Part, puzzle: PuzzleDay) -> str:
    """`answer` as the text to send (a drawing's letters); `UsageError` for None, empty
    or a drawing whose letters could not be read."""
    found = canonical(answer)
    if found is None or is_no_answer(answer):
        raise UsageError(f"part {part} has no answer to submit (got {answer!r})")
    if found.unreadable:
        raise UsageError(
            f"could not read letters in part {part}'s drawing; read them yourself and "
            f"submit them with: aoc submit {puzzle.year} {puzzle.day} {part.value} LETTERS"
        )
    # Bytes that are not UTF-8 come from the command line as lone surrogates.
    if not is_answer_text(found.text):
        raise UsageError(
            f"part {part}'s answer {found.text!a} holds "
            "characters no answer has (control characters or bytes that are not UTF-8)"
        )
    return found.text


def submit_answer(
    project: Project,
    puzzle: PuzzleDay,
    part: Part,
    answer: Answer,
    *,
    network: Network,
    wait: bool = False,
    sleep: Callable[[float], bool | None] = time.sleep,
    on_wait: Callable[[SubmitResult], None] = lambda result: None,
    on_post: Callable[[], None] = lambda: None,
) -> SubmitResult:
    """Submit `answer` for `part` of `puzzle` through aocd and classify the outcome;
    `on_post` hears each time it goes on to the site with it.

    A correct answer (or the accepted answer of an already solved part) is recorded in
    answers.toml. When the server says to wait before answering again, or the wait it
    asked for after a wrong answer is not over (then nothing is posted), `wait=True`
    calls `on_wait(result)`, sleeps and resubmits (unless `sleep` returns False: the
    wait cut short, as a watch's is by a save, and the result stays RATE_LIMITED);
    otherwise the result is RATE_LIMITED at once. Raises `AocError`s: bad arguments, no
    token, a dead token (`AuthError`), network failures."""
    # start-up time: the aocd adapter and the token, only when a request is made
    from aoc_framework.site.aocd.client import prepare_client
    from aoc_framework.site.aocd.submissions import submit_once

    text = submittable(answer, part, puzzle)
    if part not in puzzle.answered_parts:
        raise UsageError(
            f"day {puzzle.day} is the last of {puzzle.year}: its part 2 is the free star, "
            "with no answer to submit"
        )
    token = require_token(project.account)
    # Whatever would keep an accepted answer from being recorded fails here, before the
    # site is told: never after.
    check_recordable(project, puzzle, part)
    prepare_client(network)
    for _ in range(MAX_RATE_LIMIT_RETRIES + 1):
        result = judged(submit_once(token, puzzle, part, text, on_post), puzzle, part, text)
        if result.outcome is not Outcome.RATE_LIMITED or not wait:
            break
        on_wait(result)
        if sleep(resend_after(result)) is False:
            break
    if result.accepted is not None:
        try:
            recorded = bool(record_answers(project, {(puzzle, part): result.accepted}))
        except AocError as error:  # changed since the check: say how to record it later
            return replace(
                result,
                not_recorded=f"{error} (then record {result.accepted} with: "
                f"aoc answers sync {puzzle.year} {puzzle.day})",
            )
        result = replace(result, recorded=recorded)
    return result


def judged(posted: Posted, puzzle: PuzzleDay, part: Part, answer: str) -> SubmitResult:
    """What became of `answer`, from what aocd did with it (`aocd.submissions.submit_once`)."""
    found = _Judge(puzzle, part, answer)
    if posted.equal_to_part_1:
        return found.result(
            Outcome.KNOWN_WRONG, f"not sent: {answer} is part 1's answer, so not part 2's"
        )
    reply = posted.replies.get(part.letter)
    if reply is not None:
        result = found.from_reply(reply)
        if puzzle.is_last and part is Part.ONE and result.outcome is Outcome.CORRECT:
            result = _with_free_star(
                result, posted.replies.get(Part.TWO.letter), posted.after_final_reply
            )
        return result
    if posted.penalty_left is not None:
        return found.held(posted.penalty_left)
    if posted.solved_before is not None:
        return found.already_solved(posted.solved_before)
    return found.from_record(posted.declined_for)


def _with_free_star(result: SubmitResult, reply: str | None, problem: str | None) -> SubmitResult:
    """`result` of the final day's part 1, with what became of the free star: aocd posts
    "done" for part 2 when the stats page shows every other star, and the site's reply
    congratulates on the whole year (any reply but a refusal: its wording changes)."""
    if problem is not None:
        return replace(result, free_star_problem=problem)
    if reply is not None and ReplyKind.of(reply) in (None, ReplyKind.RIGHT):
        return replace(result, free_star=Verdict.FREE_STAR)
    return replace(result, free_star=Verdict.FREE_STAR_LATER)


@dataclass(frozen=True)
class _Judge:
    """Builds the `SubmitResult` of one answer from what the site or aocd said."""

    puzzle: PuzzleDay
    part: Part
    answer: str

    def result(self, outcome: Outcome, message: str, **fields: Any) -> SubmitResult:
        return SubmitResult(self.puzzle, self.part, self.answer, outcome, message, **fields)

    def from_reply(self, reply: str) -> SubmitResult:
        """Classify the server's reply to a post."""
        kind = ReplyKind.of(reply)
        if kind is None:
            summary = " ".join(printable(reply).split())[:120]
            raise NetworkError(f"adventofcode.com gave an unexpected reply: {summary!r}")
        return self.REPLIES[kind](self, reply)

    def right(self, reply: str) -> SubmitResult:
        return self.result(Outcome.CORRECT, f"{self.answer} is right", accepted=self.answer)

    def not_right(self, reply: str) -> SubmitResult:
        direction = next((d for d in ("too high", "too low") if d in reply), None)
        message = f"{self.answer} is wrong" + (f": {direction}" if direction else "")
        penalty = PENALTY.search(reply)
        if penalty:
            message += f"; wait {penalty[1]} before answering again"
        return self.result(Outcome.WRONG, message)

    def too_recent(self, reply: str) -> SubmitResult:
        seconds = too_recent_seconds(reply)
        after = f"in {format_wait(seconds)}" if seconds is not None else "later"
        command = f"aoc submit {self.puzzle.year} {self.puzzle.day} {self.part.value} "
        return self.result(
            Outcome.RATE_LIMITED,
            f"not judged: you answered too recently; submit again {after}: "
            f"{command}{shlex.quote(self.answer)} (or add --wait to wait and resubmit)",
            wait_seconds=seconds,
        )

    def held(self, left: PenaltyLeft) -> SubmitResult:
        """Not posted: the site's wait after the wrong answer `left.answer` (or after the
        answer it found too recent) is not over."""
        command = f"aoc submit {self.puzzle.year} {self.puzzle.day} {self.part.value} "
        if left.after_wrong:
            why = f"takes no answer within {format_wait(left.penalty)} of a wrong one"
        else:
            why = f"asked for {format_wait(left.penalty)} more after an answer too recent"
        return self.result(
            Outcome.RATE_LIMITED,
            f"not sent: the site {why} ({left.answer}); submit again in "
            f"{format_wait(left.seconds)}: {command}{shlex.quote(self.answer)} (or add "
            "--wait to wait and submit)",
            wait_seconds=left.seconds,
            held_after=left.answer if left.after_wrong else None,
        )

    def wrong_level(self, reply: str) -> SubmitResult:
        return self.result(
            Outcome.WRONG_LEVEL,
            f"not judged: part {self.part} is not the part to solve now "
            f"(part 1 still unsolved, or the day already complete); check {self.puzzle.url}",
        )

    #: What each kind of reply makes of the answer.
    REPLIES: ClassVar[dict[ReplyKind, Callable[[_Judge, str], SubmitResult]]] = {
        ReplyKind.RIGHT: right,
        ReplyKind.NOT_RIGHT: not_right,
        ReplyKind.TOO_RECENT: too_recent,
        ReplyKind.WRONG_LEVEL: wrong_level,
    }

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
        value, when = record["value"], _shown_when(record["when"])
        message = record["message"]
        if ReplyKind.of(message) is ReplyKind.RIGHT:
            return self.already_solved(value)
        if value == self.answer:
            return self.result(Outcome.KNOWN_WRONG, f"not sent: {value} was judged wrong at {when}")
        bound = "too high" if "too high" in message else "too low"
        side = "above" if bound == "too high" else "below"
        if not _is_integer(self.answer):  # aocd compared it as text: no bound of it
            return self.result(
                Outcome.KNOWN_WRONG,
                f"not sent: {self.answer} is not a number, and the answer is one: "
                f"{value} was judged {bound} on {when}",
            )
        return self.result(
            Outcome.KNOWN_WRONG,
            f"not sent: {self.answer} is {side} {value}, which was judged {bound} on {when}",
        )


def _is_integer(answer: str) -> bool:
    try:
        int(answer)
    except ValueError:
        return False
    return True


def _shown_when(when: str) -> str:
    """When aocd recorded a submission (its ISO time in US Eastern, with the offset), as
    every time is shown: the user's local time with its zone (`model.clock`)."""
    try:
        moment = datetime.fromisoformat(when)
    except ValueError:  # not as aocd writes it: shown as it is
        return printable(when)
    return local_time(moment)


def submit_unverified(
    project: Project,
    puzzle: PuzzleDay,
    run: RunResult,
    *,
    network: Network,
    wait: bool = False,
    on_wait: Callable[[SubmitResult], None] = lambda result: None,
    on_result: Callable[[PartResult, SubmitResult | None], None] = lambda part, result: None,
    on_send: Callable[[PartResult], None] = lambda part: None,
    sleep: Callable[[float], bool | None] = time.sleep,
) -> SubmitResult | None:
    """The submission policy of `aoc run --submit`: send each part of `run` whose answer
    is not verified yet (`?`), part 1 first, and stop at the first that is not right.
    Parts already ✓ or ✗ against answers.toml, not solved, or a drawing whose letters
    could not be read, are not sent (`on_result` hears of them with None); `on_send`
    hears of each part as it goes to the site (not while it waits to); `sleep` as for
    `submit_answer`. Returns the last submission made, if any."""
    last = None
    for part in run.parts:
        if part.verdict is not Verdict.UNKNOWN or part.part not in puzzle.answered_parts:
            on_result(part, None)
            if part.judged_wrong is not None:
                break  # not right yet: the next part waits for it
            continue
        if part.unreadable:  # letters to read by hand: nothing to send, part 2 waits
            on_result(part, None)
            break
        last = submit_answer(
            project,
            puzzle,
            part.part,
            part.answer,
            network=network,
            wait=wait,
            on_wait=on_wait,
            sleep=sleep,
            on_post=lambda sent=part: on_send(sent),
        )
        on_result(part, last)
        if not last.solved:
            break
    return last
