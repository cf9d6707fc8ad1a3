"""An answer posted through aocd, and aocd's memory of the answers sent (`*_post.json`):
aocd holds the protections (it never sends an answer the site judged before), this says
what it did (`Posted`)."""

from __future__ import annotations

import io
import json
import math
import re
import sys
from collections.abc import Callable
from contextlib import redirect_stdout
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aoc_framework.model import clock
from aoc_framework.model.errors import (
    NetworkError,
    UsageError,
)
from aoc_framework.model.puzzle import Part
from aoc_framework.model.text import printable
from aoc_framework.project.settings import (
    aocd_config_dir,
)
from aoc_framework.site.aocd.client import (
    SITE,
    DeadlineError,
    aocd_caches_held,
    cached_text,
    server_errors,
    status_in,
)
from aoc_framework.site.aocd.puzzles import aocd_puzzle, puzzle_class
from aoc_framework.site.replies import ReplyKind, penalty_seconds, too_recent_seconds

if TYPE_CHECKING:
    from aocd.models import Puzzle

    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.site.session_token import SessionToken


_DECLINED = re.compile(r"At (.+?) you've previously submitted (.+?) and the server responded")


def judged_replies(token: SessionToken, day: PuzzleDay) -> list[tuple[Part, str, str]]:
    """What aocd's record of the answers sent for `day` holds (`*_post.json`: every
    answer aocd posted, with the site's reply), as (part, answer, reply). Read from
    aocd's cache only, never a request: a token whose owner aocd has not looked up yet
    has no record it could have written. Empty when there is none, or it is unreadable
    (`submit_once` says so when it matters: before a post)."""
    memo = cached_text(aocd_config_dir() / "token2id.json")
    try:
        known = memo is not None and token.value in json.loads(memo)
    except (ValueError, TypeError):
        known = False
    if not known:
        return []
    with aocd_caches_held(day.slug):
        try:
            records = aocd_puzzle(token, day).submit_results
        except (ValueError, OSError):
            return []
    found = []
    for record in records if isinstance(records, list) else ():
        fields = [record.get(key) for key in ("part", "value", "message")]
        part = Part.from_letter(fields[0]) if isinstance(fields[0], str) else None
        if part is not None and all(isinstance(field, str) for field in fields[1:]):
            found.append((part, printable(fields[1]), printable(fields[2])))
    return found


def _check_submissions(found: Puzzle, day: PuzzleDay) -> None:
    """`UsageError` naming aocd's record of the answers sent for `day` (`*_post.json`)
    when it cannot be read: it is what keeps known-wrong answers from being sent again,
    so it is not deleted silently; the user is told to delete it. An empty one records
    nothing, and is deleted."""
    path = Path(found.submit_results_path)
    try:
        data = path.read_bytes()
        if not data.strip():
            path.unlink()
            return
        records = json.loads(data.decode("utf-8"))
    except FileNotFoundError:
        return
    except (OSError, ValueError) as error:  # ValueError: not UTF-8 or not JSON
        records, why = None, type(error).__name__
    else:
        why = "not the list of submissions aocd writes"
    if isinstance(records, list) and all(isinstance(r, dict) for r in records):
        return
    raise UsageError(
        f"aocd's record of the answers sent for {day} ({path}) cannot be read ({why}); "
        "delete it (aocd then forgets which answers the site judged wrong)"
    )


class _TooRecentError(Exception):
    """Stops aocd's `_submit` from sleeping after a "too recently" reply."""


@dataclass(frozen=True)
class PenaltyLeft:
    """The wait the site asked for after an answer it judged wrong ("Please wait one
    minute before trying again"), not over yet: an answer sent now would only be told
    "too recently"."""

    #: Seconds left, rounded up.
    seconds: int
    #: The answer judged wrong, and the whole wait its reply asked for (seconds).
    answer: str
    penalty: int
    #: False: the wait a "too recently" reply to `answer` stated, which judged nothing.
    after_wrong: bool = True


class _PenaltyError(Exception):
    """Stops aocd's `_submit` before it posts: the site's wait after a wrong answer is
    not over (`penalty_left`)."""

    def __init__(self, left: PenaltyLeft) -> None:
        super().__init__(left)
        self.left = left


def penalty_left(records: list[Any], now: datetime) -> PenaltyLeft | None:
    """The wait left at `now` after the latest answer of aocd's record of a day's
    submissions (`submit_results`) that the site judged, when that answer was judged
    wrong and its reply asked for a wait; None otherwise. A "too recently" reply judged
    nothing: the wait it states, while it runs (another `aoc` told it, a minute ago,
    would have sent at once), else it is passed over. aocd stamps each record as the
    reply came, a moment after the site started its wait, so the wait ends here a moment
    after the site's."""
    for record in reversed(records):
        reply = record.get("message") if isinstance(record, dict) else None
        kind = ReplyKind.of(reply) if isinstance(reply, str) else None
        if kind is ReplyKind.TOO_RECENT:
            stated = too_recent_seconds(reply)
            left = _left(record, stated, now)
            if stated is not None and left is not None and left > 0:
                answer = printable(str(record.get("value")))
                return PenaltyLeft(math.ceil(left), answer, stated, after_wrong=False)
            continue
        penalty = penalty_seconds(reply) if kind is ReplyKind.NOT_RIGHT else None
        left = _left(record, penalty, now)
        if left is None or left <= 0:
            return None
        answer = printable(str(record.get("value")))
        return PenaltyLeft(math.ceil(left), answer, penalty)
    return None


def _left(record: dict[str, Any], wait: int | None, now: datetime) -> float | None:
    """The seconds left at `now` of the `wait` that started as aocd stamped `record`;
    None for no wait, or a record without a time of its own."""
    try:
        stamped = datetime.fromisoformat(record.get("when"))
    except (TypeError, ValueError):
        return None
    if wait is None or stamped.tzinfo is None:
        return None
    return (stamped + timedelta(seconds=wait) - now).total_seconds()


@cache
def _submitting_puzzle_class() -> type[Puzzle]:
    """aocd's Puzzle, telling what its `_submit` decided instead of printing it (made on
    first use: aocd is imported only by commands that talk to the site)."""

    class _SubmittingPuzzle(puzzle_class()):  # type: ignore[misc]
        """aocd's Puzzle, telling what its `_submit` decided instead of printing it."""

        #: The server's reply to each part posted ("a", "b"): on the final day aocd posts
        #: part 2's "done" itself once part 1 is right and every other star is in.
        replies: dict[str, str] | None = None
        already_solved: bool = False
        #: Whether aocd has gone on to post the final day's part 2 ("done"), which it
        #: does only once the stats page showed every other star.
        posting_free_star: bool = False
        #: Called as aocd goes on to the site with the answer: past its own rules and
        #: the site's wait after a wrong answer.
        on_post: Callable[[], None] = staticmethod(lambda: None)

        def _submit(self, value: str, part: str, **options: Any) -> Any:
            self.posting_free_star = part == Part.TWO.letter and self._is_final_day
            return super()._submit(value=value, part=part, **options)

        def _save_submit_result(self, value: str, part: str, message: str, when: str) -> None:
            super()._save_submit_result(value=value, part=part, message=message, when=when)
            self.replies = {**(self.replies or {}), part: message}
            if ReplyKind.of(message) is ReplyKind.TOO_RECENT:
                # aocd has recorded the reply (its rules skip such records); without this
                # it would now sleep for the server's wait and resubmit.
                raise _TooRecentError

        def _check_already_solved(self, guess: str, part: str) -> str | None:
            # aocd's last step before it posts, after its own rules (an answer known
            # wrong is declined first, with its reason): a post now would be told "too
            # recently", one request for nothing.
            left = penalty_left(self.submit_results, clock.now())
            if left is not None:
                raise _PenaltyError(left)
            # aocd reads the puzzle's page first (a request of its own, slow at an
            # unlock): the answer goes only after it, and is said to go only then.
            verdict = super()._check_already_solved(guess, part)
            self.already_solved = verdict is not None
            if verdict is None and not self.posting_free_star:  # (aocd's own post)
                self.on_post()
            return verdict

    return _SubmittingPuzzle


@dataclass(frozen=True)
class Posted:
    """What aocd did with an answer, before anyone judges it (`submit` does): the site's
    reply to each part it posted ("a", "b": on the final day aocd posts part 2's "done"
    itself), the part's accepted answer when aocd found it solved before, the earlier
    submission that made aocd decline to post, whether it refused a part 2 equal to part
    1's, what failed after the final day's part 1 was answered, and the site's wait
    after a wrong answer that kept it from posting."""

    replies: dict[str, str]
    solved_before: str | None = None
    declined_for: dict[str, str] | None = None
    equal_to_part_1: bool = False
    after_final_reply: str | None = None
    penalty_left: PenaltyLeft | None = None


def submit_once(
    token: SessionToken,
    day: PuzzleDay,
    part: Part,
    text: str,
    on_post: Callable[[], None] = lambda: None,
) -> Posted:
    """Post `text` as the answer of `part` through aocd (or let aocd decline it) and say
    what happened. aocd's "too recently" sleep is cut short: the reply says how long.
    `on_post` is called as aocd goes on to the site (not when it declines the answer,
    nor during the site's wait after a wrong one). One `aoc` at a time submits for a
    day: aocd reads and writes the day's submissions and answers in its cache
    (`aocd_caches_held`)."""
    with aocd_caches_held(day.slug):
        return _submit_once(token, day, part, text, on_post)


def _submit_once(
    token: SessionToken, day: PuzzleDay, part: Part, text: str, on_post: Callable[[], None]
) -> Posted:
    puzzle = aocd_puzzle(token, day, kind=_submitting_puzzle_class())
    shown = sys.stdout  # what `on_post` says is the caller's, not aocd's print captured

    sent: list[bool] = []

    def posting() -> None:
        sent.append(True)
        with redirect_stdout(shown):
            on_post()

    puzzle.on_post = posting
    try:
        return _posted(puzzle, token, day, part, text)
    except NetworkError as error:
        if sent:
            raise
        # Before the answer went: it said "did not answer 2026 day 1 part 1 in time",
        # of aocd's look at the page, as if the answer could have been lost.
        sent_not = f"{error.problem}, before the answer was sent (it was not)"
        raise NetworkError(sent_not, error.advice) from None


def _posted(puzzle: Any, token: SessionToken, day: PuzzleDay, part: Part, text: str) -> Posted:
    """What became of `text`, posted through `puzzle` (`_submitting_puzzle_class`)."""
    _check_submissions(puzzle, day)
    for cached in (puzzle.answer_a_path, puzzle.answer_b_path):
        cached_text(cached)  # an empty one would pass for a solved part's answer
    letter = part.letter
    printed = io.StringIO()
    problem = None
    with server_errors(token, f"{day} {part.label}"):
        try:
            # Not quiet: when aocd declines to post, what it prints says which earlier
            # submission rules the answer out (the rules are aocd's, not copied here).
            with redirect_stdout(printed):
                puzzle._submit(value=text, part=letter, reopen=False, quiet=False)
        except _TooRecentError:
            pass
        except _PenaltyError as held:
            return Posted({}, penalty_left=held.left)
        except Exception as error:
            first = Part.ONE.letter
            if not (day.is_last and letter == first and first in (puzzle.replies or {})):
                if _refused_as_part_1(error, day, part):
                    return Posted({}, equal_to_part_1=True)
                raise
            # Part 1 of the final day is answered; what failed was aocd's look at the
            # stats page (or its post of the free star): only the free star is unknown.
            problem = _free_star_problem(error, posting=puzzle.posting_free_star)
    replies = dict(puzzle.replies or {})
    if letter in replies:
        return Posted(replies, after_final_reply=problem)
    if puzzle.already_solved:
        return Posted(replies, solved_before=getattr(puzzle, f"answer_{letter}"))
    return Posted(replies, declined_for=_declined_for(printed.getvalue(), puzzle.submit_results))


def _refused_as_part_1(error: Exception, day: PuzzleDay, part: Part) -> bool:
    """Whether `error` is aocd's one refusal by exception (a part 2 answer equal to part
    1's); a reply page with no reply in it is a `NetworkError`; anything else is not
    ours to read (`server_errors` does)."""
    from aocd.exceptions import AocdError

    if isinstance(error, AttributeError):
        # aocd reads the reply's <article>: a page without one (maintenance, a new
        # layout) says nothing aoc can trust about the answer.
        raise NetworkError(
            f"{SITE} answered the submission of {day} {part.label} with a page that has "
            f"no reply in it; see on {day.url} whether it counted"
        ) from None
    return isinstance(error, AocdError) and "cowardly refusing" in str(error)


def _free_star_problem(error: Exception, *, posting: bool) -> str:
    """What kept the final day's free star from being checked, in words: aocd's
    exception says it in Python's (`AttributeError: 'NoneType' object has no attribute
    'pre'` is a stats page it cannot read), which means nothing to the user."""
    from aocd.exceptions import AocdError, DeadTokenError
    from urllib3.exceptions import HTTPError

    step = "posting the free star" if posting else "reading the stats page"
    if isinstance(error, DeadlineError):
        return f"no answer in time while {step}"
    if isinstance(error, DeadTokenError):  # a redirect, though the token was just used
        return f"redirected to another page while {step}"
    if isinstance(error, AocdError) and (status := status_in(error)) is not None:
        return f"HTTP {status} while {step}"
    if isinstance(error, HTTPError):
        return f"the connection failed while {step}"
    return f"aocd could not understand the site's answer while {step}"


def _declined_for(printed: str, records: list[dict[str, str]]) -> dict[str, str] | None:
    """The earlier submission that aocd said rules the answer out ("At WHEN you've
    previously submitted VALUE and the server responded with: ..."), from its record."""
    match = _DECLINED.search(printed)
    if match is None:
        return None
    when, value = match[1], match[2]
    return next((r for r in records if r["when"] == when and r["value"] == value), None)
