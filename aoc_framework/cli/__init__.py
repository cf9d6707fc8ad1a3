"""The `aoc` command: a thin typer layer over the `aoc_framework` library.

`main()` turns every user error into one line on stderr and a documented exit code.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn


def process_main() -> NoReturn:
    """The `aoc` process (its console script and `python -m aoc_framework`): `main()`,
    then the exit without the interpreter's teardown.

    A normal exit tears down every module and object one by one, which took a sixth of
    `aoc run`'s whole time (10 ms of 60): nothing the user needs. What an exit does for
    the user is done first: other threads finish, the atexit handlers run (worker
    processes stopped, temporary folders removed, logging flushed), the standard
    streams are flushed; then the process ends with the exit code."""
    _open_closed_streams()
    code = main()
    if "threading" in sys.modules:
        import threading

        for thread in threading.enumerate():
            if thread is not threading.main_thread() and not thread.daemon:
                thread.join()
    import atexit

    atexit._run_exitfuncs()  # the handlers a normal exit runs (CPython's own hook)
    for stream in (sys.stdout, sys.stderr):
        # A reader gone, a stream closed: nothing left to keep.
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(code)


def _open_closed_streams() -> None:
    """A standard stream the shell closed (`aoc run ... >&-`) opened on /dev/null: what
    is written there is dropped, the command does its work, and no file `aoc` opens
    next takes the stream's number (a worker, a pager or git would write into it)."""
    for number, name in enumerate(("stdin", "stdout", "stderr")):
        try:
            os.fstat(number)
        except OSError:
            opened = os.open(os.devnull, os.O_RDWR)
            if opened != number:
                os.dup2(opened, number)
                os.close(opened)
            if getattr(sys, name) is None:  # how Python starts with the stream closed
                mode = "r" if number == 0 else "w"
                setattr(sys, name, open(number, mode, encoding="utf-8", closefd=False))  # noqa: SIM115 (kept open)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `aoc` command with `argv` (default: `sys.argv[1:]`); return its exit code."""
    try:
        code = _run(argv)
        sys.stdout.flush()  # so a closed pipe shows up here rather than at exit
    except BrokenPipeError:
        # The reader went away (`aoc run ... | head -1`): not worth a traceback. Point
        # stdout at devnull so the flush at interpreter exit does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as error:
        if not _stdout_fails(error):
            raise
        # A full disk, /dev/full: what the command did stays done (a submitted answer
        # is recorded before it is shown); only its output is lost, and that is said.
        from aoc_framework.cli.exit_codes import ExitCode
        from aoc_framework.cli.render.output import print_error

        reason = error.strerror or type(error).__name__
        with contextlib.suppress(OSError):
            print_error(f"cannot write the output ({reason}); what was done before stays done")
        return ExitCode.USAGE
    return code


def _stdout_fails(error: OSError) -> bool:
    """Whether `error` was standard output's: writing there (what a failed write left,
    then a newline) fails so again. An error of anything else is a bug, raised on."""
    try:
        sys.stdout.flush()  # what the failed write left behind, if anything
        os.write(sys.stdout.fileno(), b"\n")
    except OSError as again:
        return again.errno == error.errno
    except (AttributeError, ValueError):  # no stdout at all, or one closed
        return True
    return False


def _run(argv: Sequence[str] | None) -> int:
    from aoc_framework.cli.quick_run import quick_run

    args = list(sys.argv[1:] if argv is None else argv)
    try:
        code = quick_run(args)  # `aoc run`, without typer's import
        if code is None:
            from aoc_framework.cli.app import app

            code = app(args=args, standalone_mode=False)
    except BaseException as error:  # what is not a user's error is raised again
        return _failed(error)
    return int(code or 0)


def _failed(error: BaseException) -> int:
    """The exit code of a command that ended with `error`, after the one line (or the
    day's traceback) that says why; anything else is raised again. Imported only on a
    failure: the exit codes' table imports every error it maps."""
    from aoc_framework.cli.exit_codes import ExitCode, exit_code
    from aoc_framework.cli.render.output import (
        after_ctrl_c,
        print_day_traceback,
        print_error,
        say,
    )
    from aoc_framework.model.errors import AocError, DayCodeError, StoppedWaiting, Terminated

    if isinstance(error, AocError):  # before typer's import: `aoc run` may not have it
        print_error(str(error))
        return int(exit_code(error))
    if isinstance(error, DayCodeError):
        print_day_traceback(error)
        return ExitCode.WRONG_ANSWER
    # typer vendors click from 0.28 on; its usage errors are only exposed from there.
    from typer import Abort
    from typer._click.exceptions import ClickException, NoArgsIsHelpError
    from typer._click.utils import PacifyFlushWrapper

    if isinstance(error, SystemExit) and isinstance(sys.stdout, PacifyFlushWrapper):
        # click's answer to a reader gone (`aoc run | head -1`): exit 1, which is a
        # wrong answer here. It is the closed pipe `main` handles.
        raise BrokenPipeError from error
    if isinstance(error, NoArgsIsHelpError):
        # `aoc` alone: its help is carried by the error.
        if error.format_message():
            print(error.format_message())
        return ExitCode.USAGE
    if isinstance(error, ClickException):
        command = error.ctx.command_path if getattr(error, "ctx", None) else "aoc"
        print_error(f"{error.format_message()} (see '{command} --help')", prefix=f"{command}: ")
        return ExitCode.USAGE
    # The countdown stopped (click turns a Ctrl-C into its Abort): not an error.
    stopped = error.__cause__ if isinstance(error, Abort) else error
    if isinstance(stopped, StoppedWaiting):
        after_ctrl_c()
        say(f"aoc: {stopped}", stream=sys.stderr)
        return ExitCode.INTERRUPTED
    if isinstance(error, (Abort, KeyboardInterrupt)):
        after_ctrl_c()
        print_error("interrupted")
        return ExitCode.INTERRUPTED
    if isinstance(error, Terminated):
        print_error("terminated (SIGTERM); the days it was running are stopped")
        return ExitCode.TERMINATED
    raise error
