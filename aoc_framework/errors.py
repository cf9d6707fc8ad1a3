"""User-facing errors and the process exit codes they map to.

A user error is anything the person at the keyboard can fix: a bad argument, a missing or
malformed input, a missing token, a network failure. Each carries one line saying what is
wrong and what to do; the CLI prints it without a traceback and exits with its code.
Anything else that escapes is a bug and keeps its traceback.
"""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    """Exit codes of the `aoc` command (documented in the README)."""

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


class AocError(Exception):
    """Base of every user error: `str(error)` is the one line shown to the user."""

    exit_code: ExitCode = ExitCode.USAGE


class UsageError(AocError):
    """Bad arguments: an unknown year or day, conflicting flags, a missing solution."""

    exit_code = ExitCode.USAGE


class InputError(AocError):
    """A puzzle input that is missing, unreadable or malformed."""

    exit_code = ExitCode.INPUT

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(f"input line {line}: {message}" if line is not None else message)


class NetworkError(AocError):
    """adventofcode.com could not be reached, timed out or answered with an error."""

    exit_code = ExitCode.NETWORK


class AuthError(AocError):
    """The session token is missing, rejected or expired."""

    exit_code = ExitCode.AUTH
