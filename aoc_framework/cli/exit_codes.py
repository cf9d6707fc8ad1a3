"""The exit codes of `aoc`, and the tables that map the library's errors and submission
outcomes to them (docs/exit-codes.md is their table in prose)."""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

from aoc_framework.model.answer import AnswerTypeError
from aoc_framework.model.errors import (
    AocError,
    AuthError,
    DayCrashError,
    DayTimeoutError,
    InputError,
    LockedPuzzleError,
    NetworkError,
    UsageError,
)

if TYPE_CHECKING:
    from aoc_framework.site.submit import Outcome, SubmitResult


class ExitCode(IntEnum):
    """Exit codes of the `aoc` command."""

    OK = 0
    WRONG_ANSWER = 1
    USAGE = 2
    INPUT = 3
    NETWORK = 4
    AUTH = 5
    RATE_LIMITED = 6
    WRONG_LEVEL = 7
    ALREADY_SOLVED = 8
    INTERRUPTED = 130
    TERMINATED = 143  # 128 + SIGTERM, as a shell reports it


#: The first entry an error is an instance of gives its code (subclasses first).
_ERROR_CODES: tuple[tuple[type[AocError], ExitCode], ...] = (
    (LockedPuzzleError, ExitCode.INPUT),
    (AnswerTypeError, ExitCode.WRONG_ANSWER),
    (DayTimeoutError, ExitCode.WRONG_ANSWER),
    (DayCrashError, ExitCode.WRONG_ANSWER),
    (InputError, ExitCode.INPUT),
    (NetworkError, ExitCode.NETWORK),
    (AuthError, ExitCode.AUTH),
    (UsageError, ExitCode.USAGE),
)


def exit_code(error: AocError) -> ExitCode:
    """The exit code of a user error."""
    return next((code for kind, code in _ERROR_CODES if isinstance(error, kind)), ExitCode.USAGE)


#: The exit code of a submission's outcome when the part is not solved with the answer
#: (`Outcome` by its name: the submission module is loaded only by the commands that
#: submit; a test checks every outcome has its row).
_OUTCOME_CODES: dict[str, ExitCode] = {
    "CORRECT": ExitCode.OK,
    "WRONG": ExitCode.WRONG_ANSWER,
    "KNOWN_WRONG": ExitCode.WRONG_ANSWER,
    "ALREADY_SOLVED": ExitCode.ALREADY_SOLVED,  # with a different answer
    "RATE_LIMITED": ExitCode.RATE_LIMITED,
    "WRONG_LEVEL": ExitCode.WRONG_LEVEL,
}


def outcome_code(outcome: Outcome) -> ExitCode:
    """The exit code of `outcome`, for an answer the part is not solved with."""
    return _OUTCOME_CODES[outcome.name]


def submission_code(result: SubmitResult) -> ExitCode:
    """The exit code of a submission: 0 whenever the part is now solved with the answer
    (accepted now, or found solved before with the same answer), else its outcome's."""
    return ExitCode.OK if result.solved else outcome_code(result.outcome)
