"""User-facing errors.

A user error is anything the person at the keyboard can fix: a bad argument, a missing or
malformed input, a missing token, a network failure. Each carries one line saying what is
wrong and what to do; the command line prints it without a traceback and maps its type to
an exit code (`aoc_framework.cli.exit_codes`). A `DayCodeError` is the day's own code
failing: its traceback is shown, from the day's code on. Anything else that escapes is
a bug and keeps its whole traceback.
"""

from __future__ import annotations


class AocError(Exception):
    """Base of every user error: `str(error)` is the one line shown to the user."""


class UsageError(AocError):
    """Bad arguments: an unknown year or day, conflicting flags, a missing solution."""


class FileError(UsageError):
    """A file or folder of the project that cannot be read or written (a read-only
    project, a folder where a file should be, a symlink loop): the message names it and
    says why (`reason`, the system's words)."""

    def __init__(self, verb: str, path: object, reason: str) -> None:
        super().__init__(f"cannot {verb} {path} ({reason}); fix it")
        self.reason = reason


class InputError(AocError):
    """A puzzle input that is missing, unreadable or malformed."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(f"input line {line}: {message}" if line is not None else message)


class LockedPuzzleError(InputError):
    """The puzzle is not unlocked yet (by the calendar, or the server answered 404)."""


class PageError(InputError):
    """A puzzle page that cannot be read: no puzzle text in it, or examples aocd's
    parser cannot find."""


class NetworkError(AocError):
    """adventofcode.com could not be reached, timed out or answered with an error:
    `problem`, then what the user can do (`advice`), in one line."""

    def __init__(self, problem: str, advice: str | None = None) -> None:
        super().__init__(f"{problem}; {advice}" if advice else problem)
        #: What went wrong alone: what `aoc` says when it asks again by itself, where
        #: "try again later" would contradict it.
        self.problem = problem
        self.advice = advice


class AuthError(AocError):
    """The session token is missing, rejected or expired."""


class DayTimeLimit(BaseException):
    """A day's code run on a block of the page (`engine.run.run_candidates`) went past
    its limit: raised inside the day's code, as a BaseException so that the day's own
    `except Exception` cannot swallow it."""


class DayTimeoutError(AocError):
    """The day `aoc run` ran was stopped at its `--day-timeout`: one line, exit 1 (it
    gave no answer)."""


class DayCrashError(AocError):
    """The day `aoc run` ran ended its process without a result (`os._exit`, `abort`, a
    crash of the interpreter, a signal): one line, exit 1."""


class DayExitError(Exception):
    """The day's code called `exit()` (or `sys.exit`): a day returns its answers, and
    ending the process would pass for a success with no answer."""


class DayCodeError(Exception):
    """The day's own code raised `error` (importing the day's module, or running it
    where nothing catches it: `aoc run`). The user's mistake, whose traceback they want
    to see, but not the framework's frames around it."""

    def __init__(
        self, day: str, error: Exception, hint: str | None = None, shown: str | None = None
    ) -> None:
        super().__init__(f"{day}: {type(error).__name__}: {error}")
        self.day = day
        self.error = error
        #: What may have caused it, said after the traceback (see `engine.run`).
        self.hint = hint
        #: The traceback as text, when it was raised in another process (`aoc run`'s
        #: day): its frames did not come along.
        self._shown = shown

    def traceback_text(self) -> str:
        """The traceback of what the day's code raised, from the day's code on: the
        framework's frames that called it (and importlib's) are left out, and so are
        those after the day's last line where the error is one the framework raises for
        the day to read (`NoStandardInputError` ended on the framework's `raise`)."""
        if self._shown is not None:
            return self._shown
        import importlib
        import os
        import traceback
        from pathlib import Path

        inner = self.error
        callers = (
            str(Path(__file__).resolve().parent.parent) + os.sep,
            str(Path(importlib.__file__).parent) + os.sep,
            "<frozen ",
        )
        frames = inner.__traceback__
        while frames is not None and frames.tb_frame.f_code.co_filename.startswith(callers):
            frames = frames.tb_next
        shown = traceback.TracebackException(type(inner), inner, frames)
        stack = list(shown.stack)
        if type(inner).__module__.startswith("aoc_framework."):  # not a bug of ours
            while len(stack) > 1 and stack[-1].filename.startswith(callers):
                stack.pop()
        shown.stack = traceback.StackSummary.from_list(stack)
        return "".join(shown.format()).rstrip("\n")

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled (from `aoc run`'s worker) with its traceback as text: the day's error,
        its frames and what they hold may not pickle. Its line stays the same."""
        return (_day_code_error, (str(self), self.day, self.hint, self.traceback_text()))


def _day_code_error(line: str, day: str, hint: str | None, shown: str) -> DayCodeError:
    """A `DayCodeError` raised in another process, from its pickled parts: its day's
    error stands in as the text it was."""
    made = DayCodeError(day, Exception(line.removeprefix(f"{day}: ")), hint, shown)
    Exception.__init__(made, line)
    return made


class Terminated(BaseException):
    """SIGTERM arrived while days ran (`timeout`, a stopped CI job): raised so that the
    workers are stopped and temporary files removed on the way out, as Ctrl-C does."""


class StoppedWaiting(KeyboardInterrupt):
    """Ctrl-C during the countdown to an unlock, or during the tries while the site
    catches up after it: a Ctrl-C as any other (exit 130), with the one line that says
    what was waited for (`str(error)`): the user's choice to stop waiting, not an error."""
