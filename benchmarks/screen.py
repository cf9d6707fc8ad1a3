"""A command run on a pseudo-terminal, as a user sees it, for the benchmarks that time
what appears on the screen (benchmarks/watch.py, benchmarks/today.py)."""

from __future__ import annotations

import os
import re
import subprocess
import threading
import time
from pathlib import Path


class Screen:
    """A command on a pseudo-terminal: what it wrote, line by line, and when each line
    came (time.perf_counter)."""

    def __init__(self, command: list[str], env: dict[str, str], cwd: Path) -> None:
        import pty

        leader, follower = pty.openpty()
        self.process = subprocess.Popen(
            command, stdin=follower, stdout=follower, stderr=follower, env=env, cwd=cwd
        )
        os.close(follower)
        self.leader = leader
        self.lines: list[tuple[float, str]] = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        pending = b""
        while True:
            try:
                chunk = os.read(self.leader, 65536)
            except OSError:
                return
            if not chunk:
                return
            now = time.perf_counter()
            pending += chunk
            *complete, pending = pending.split(b"\n")
            with self.changed:
                for line in complete:
                    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", line.decode(errors="replace"))
                    self.lines.append((now, text.strip()))
                self.changed.notify_all()

    def wait_for(self, pattern: str, after: int) -> tuple[int, float]:
        """The index and arrival time of the first line from `after` on matching."""
        found = re.compile(pattern)
        with self.changed:
            while True:
                for index in range(after, len(self.lines)):
                    if found.search(self.lines[index][1]):
                        return index, self.lines[index][0]
                if not self.changed.wait(30):
                    shown = "\n".join(text for _, text in self.lines)
                    raise SystemExit(f"no line matching {pattern!r} within 30 s:\n{shown}")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)
        os.close(self.leader)
