"""The `aoc` command: a thin typer layer over the `aoc_framework` library.

`main()` turns every user error into one line on stderr and a documented exit code.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from aoc_framework.errors import AocError, DayCodeError, Terminated


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
    return code


def _run(argv: Sequence[str] | None) -> int:
    # typer vendors click from 0.28 on; its usage errors are only exposed from there.
    from typer import Abort
    from typer._click.exceptions import ClickException, NoArgsIsHelpError

    from aoc_framework.cli.app import app
    from aoc_framework.cli.exit_codes import ExitCode, exit_code
    from aoc_framework.cli.output import after_ctrl_c, print_day_traceback, print_error

    try:
        code = app(args=list(argv) if argv is not None else None, standalone_mode=False)
    except AocError as error:
        print_error(str(error))
        return int(exit_code(error))
    except DayCodeError as error:
        print_day_traceback(error)
        return ExitCode.WRONG_ANSWER
    except NoArgsIsHelpError as error:
        # `aoc` alone: its help is carried by the error.
        if error.format_message():
            print(error.format_message())
        return ExitCode.USAGE
    except ClickException as error:
        command = error.ctx.command_path if getattr(error, "ctx", None) else "aoc"
        print_error(f"{error.format_message()} (see '{command} --help')", prefix=f"{command}: ")
        return ExitCode.USAGE
    except (Abort, KeyboardInterrupt):
        after_ctrl_c()
        print_error("interrupted")
        return ExitCode.INTERRUPTED
    except Terminated:
        print_error("terminated (SIGTERM); the days it was running are stopped")
        return ExitCode.TERMINATED
    return int(code or 0)
