"""`aoc watch` as the tests drive it: a process of its own (`tests/forked_aoc.py`) whose
output is read as it comes.

A watch never ends by itself, so it cannot go through `run_aoc`; `WatchProcess` starts
it, hands each run's lines over once the run's closing "watching ..." line is out (the
moment the watch is following the files again, so an edit made then is seen), and ends
it with SIGINT, as Ctrl-C does. Waits are on output with a generous deadline, never
fixed sleeps, so a loaded machine is slower but not flaky.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from tests.forked_aoc import WHERE_IT_IS, ForkedAoc, start_aoc

#: How long a test waits for a run's output before it fails (a loaded 2-core machine).
DEADLINE_S = 60.0


class WatchProcess:
    """`aoc watch *args` (or another `command` that ends in a watch), with stdout read
    line by line; SIGINT is handled as at a user's terminal."""

    def __init__(self, *args: str, env: dict[str, str], cwd: Path, command: str = "watch") -> None:
        # Its own temp folder: a session killed outright leaves multiprocessing's folder
        # behind (nothing of it runs on to remove it), and `__exit__` removes this one.
        self._temp_dir = tempfile.mkdtemp(prefix="aoc-watch-")
        self.process = start_aoc(
            [command, *args],
            env={**os.environ, "TMPDIR": self._temp_dir, **env},
            cwd=cwd,
            new_session=True,  # its workers too are ended by `__exit__`
        )
        self.lines: list[str] = []
        self._taken = 0
        self._ended = False
        self._changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            with self._changed:
                self.lines.append(line.rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self._ended = True
            self._changed.notify_all()

    def next_run(self) -> str:
        """The output of the next run, up to and with its "watching" line."""
        return self.until(lambda line: line.startswith("watching "))

    def until(self, last: Callable[[str], bool]) -> str:
        """The output not taken yet, up to and with the first line that is `last`."""

        def end() -> int | None:
            for index in range(self._taken, len(self.lines)):
                if last(self.lines[index]):
                    return index + 1
            return None

        with self._changed:
            self._changed.wait_for(lambda: end() is not None or self._ended, DEADLINE_S)
            found = end()
            if found is None:
                raise AssertionError(
                    f"no such line within {DEADLINE_S:g} s (exit {self.process.poll()}); "
                    f"output so far:\n" + "\n".join(self.lines) + "\nstderr:\n" + self._stderr()
                )
            taken, self._taken = self.lines[self._taken : found], found
        return "\n".join(taken)

    def interrupt(self) -> tuple[int, str]:
        """Send SIGINT, as Ctrl-C does; the exit code and stderr, once all it printed is
        in `lines` (what it says on its way out included)."""
        self.process.send_signal(signal.SIGINT)
        try:
            code = self.process.wait(DEADLINE_S)
        except subprocess.TimeoutExpired:  # where it hangs, rather than that it does
            if isinstance(self.process, ForkedAoc):
                self.process.send_signal(WHERE_IT_IS)
                time.sleep(1)
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(DEADLINE_S)
            raise AssertionError(
                f"still running {DEADLINE_S:g} s after Ctrl-C; output so far:\n"
                + "\n".join(self.lines)
                + "\nstderr:\n"
                + self._stderr()
            ) from None
        with self._changed:
            self._changed.wait_for(lambda: self._ended, DEADLINE_S)
        return code, self._stderr()

    def _stderr(self) -> str:
        if self.process.poll() is None or self.process.stderr is None:
            return "(still running)"
        return self.process.stderr.read()

    def __enter__(self) -> WatchProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        """Whatever happened, nothing it started runs on: its whole session is killed."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(DEADLINE_S)
        shutil.rmtree(self._temp_dir, ignore_errors=True)
