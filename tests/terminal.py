"""`aoc` on a pseudo-terminal, as a user at a real terminal runs it.

The process gets a terminal of a given size (no COLUMNS or LINES in its environment:
the size is the terminal's, as in tmux) as its standard input, output and error, and as
its controlling terminal, so that pressing Ctrl-C (writing ^C to the terminal) reaches it
as the terminal's line discipline sends it: SIGINT to the foreground process group, with
"^C" echoed. What it drew is read as it comes; `text` is it without colours and cursor
moves, with the terminal's CR LF line ends turned back into LF.
"""

from __future__ import annotations

import fcntl
import os
import re
import signal
import struct
import subprocess
import sys
import termios
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from tests.forked_aoc import FORKS, ForkedAoc, sigint_as_at_a_terminal

#: `python -m aoc_framework`, which runs forked from the zygote (`tests/forked_aoc.py`).
AOC = (sys.executable, "-m", "aoc_framework")

#: How long a test waits for the terminal to show something (a loaded 2-core machine).
DEADLINE_S = 60.0

_ESCAPES = re.compile(
    r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Z]"
)


def plain(raw: str) -> str:
    """What a terminal shows of `raw` as text: no escape sequences, LF line ends, and a
    line redrawn after a carriage return kept as its last drawing."""
    text = _ESCAPES.sub("", raw).replace("\r\n", "\n")
    return "\n".join(line.rsplit("\r", 1)[-1] for line in text.split("\n"))


class Terminal:
    """`python -m aoc_framework ARGS` on a `columns` x `lines` pseudo-terminal.

    `command` replaces `python -m aoc_framework` (a launcher that patches the clock, say);
    `aoc` itself is forked with the terminal (`tests/forked_aoc.py`)."""

    def __init__(
        self,
        args: Sequence[str],
        *,
        env: dict[str, str],
        cwd: Path,
        columns: int = 80,
        lines: int = 24,
        command: Sequence[str] = AOC,
    ) -> None:
        self.columns = columns
        leader, follower = os.openpty()
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        environment = {**os.environ, **env, "TERM": "xterm-256color"}
        for name in ("COLUMNS", "LINES"):
            environment.pop(name, None)
        self.process: subprocess.Popen[bytes] | ForkedAoc
        if FORKS and tuple(command) == AOC:
            self.process = ForkedAoc(args, env=environment, cwd=cwd, terminal=follower)
        else:
            self.process = subprocess.Popen(
                [*command, *args],
                stdin=follower,
                stdout=follower,
                stderr=follower,
                env=environment,
                cwd=cwd,
                start_new_session=True,
                preexec_fn=_take_terminal,  # after the new session: the terminal is its own
            )
        os.close(follower)
        self._leader = leader
        self._raw = bytearray()
        self._ended = False
        self._changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self._leader, 65536)
            except OSError:  # EIO: every process holding the terminal has ended
                chunk = b""
            with self._changed:
                if not chunk:
                    self._ended = True
                    self._changed.notify_all()
                    return
                self._raw += chunk
                self._changed.notify_all()

    @property
    def raw(self) -> str:
        """Everything written to the terminal so far, escape sequences and all."""
        with self._changed:
            return self._raw.decode(errors="replace")

    @property
    def text(self) -> str:
        """What was written so far, as text (see `plain`)."""
        return plain(self.raw)

    def wait_for(self, shown: str | Callable[[str], bool]) -> str:
        """The text once it contains `shown` (or `shown(text)` holds); fails with what
        was shown after `DEADLINE_S`."""
        holds = shown if callable(shown) else (lambda text: shown in text)
        with self._changed:
            self._changed.wait_for(
                lambda: holds(plain(self._raw.decode(errors="replace"))) or self._ended,
                DEADLINE_S,
            )
        text = self.text
        if not holds(text):
            raise AssertionError(f"not shown within {DEADLINE_S:g} s:\n{text}")
        return text

    def type(self, keys: str) -> None:
        """Keys typed at the terminal (`q` to quit a pager, say)."""
        os.write(self._leader, keys.encode())

    def press_ctrl_c(self) -> None:
        """Ctrl-C, as a user presses it."""
        os.write(self._leader, b"\x03")

    def finish(self) -> tuple[int, str]:
        """The exit code once the process has ended, and all it wrote, as text. One that
        does not end in time is killed with every process it started (its session), so
        that a failing test leaves nothing running to slow the others down."""
        try:
            code = self.process.wait(DEADLINE_S)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
            raise AssertionError(f"still running after {DEADLINE_S:g} s:\n{self.text}") from None
        with self._changed:
            self._changed.wait_for(lambda: self._ended, 5)
        os.close(self._leader)
        return code, self.text

    def overlong_lines(self, text: str | None = None) -> list[str]:
        """The lines of `text` (else of all shown) wider than the terminal that could
        have been broken between words (a path longer than the width cannot)."""
        lines = (self.text if text is None else text).split("\n")
        return [line for line in lines if len(line) > self.columns and " " in line.strip()]


def _take_terminal() -> None:
    """In the child, in its new session: make its standard input (the pseudo-terminal)
    its controlling terminal, so ^C written to it sends SIGINT; and SIGINT handled as
    at a user's terminal, whatever this process was started with (a shell starts its
    background jobs with SIGINT ignored)."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    sigint_as_at_a_terminal()


def aoc_on_terminal(
    args: Sequence[str],
    *,
    env: dict[str, str],
    cwd: Path,
    columns: int = 80,
    command: Sequence[str] = AOC,
) -> tuple[int, str, Terminal]:
    """Run `aoc ARGS` (or `command ARGS`) on a terminal to its end: its exit code, its
    text and the terminal."""
    terminal = Terminal(args, env=env, cwd=cwd, columns=columns, command=command)
    code, text = terminal.finish()
    return code, text, terminal
