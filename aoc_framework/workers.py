"""Running many days, each in a worker process of its own: isolated, parallel, bounded.

Every command that runs more than one day (`aoc status`, `aoc time`, the pytest checks)
hands its work here as `Task`s. Each task runs in a fresh process, so one day's module
globals, class attributes, `functools.cache` or `sys.setrecursionlimit` never reach
another. A task that runs past the timeout is killed with every process it started; one
that exhausts the memory cap, crashes the interpreter or raises gets its own
`DayFailure`, and the other tasks carry on. `jobs` tasks run at once; outcomes are
yielded as tasks finish (callers put them back in calendar order).

Workers are forked from a server process that has the framework imported already
(multiprocessing's forkserver, where the platform has it), so a task starts in
milliseconds with none of the solutions imported.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import signal
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from aoc_framework.puzzle import PuzzleDay
from aoc_framework.settings import Limits

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

#: Imported once in the server that workers are forked from.
_PRELOAD = ["aoc_framework.day_tasks"]


class FailureKind(str, Enum):
    """Why a day as a whole gave no result."""

    ERROR = "error"  # it could not be imported, loaded or read
    TIMEOUT = "timeout"  # its worker ran past the timeout and was killed
    OUT_OF_MEMORY = "out of memory"  # its worker went over the memory cap
    CRASH = "crash"  # its worker died without reporting


class DayFailure(NamedTuple):
    """A day that gave no result, and the one line that says why."""

    kind: FailureKind
    message: str

    def __str__(self) -> str:
        return f"{self.kind.value}: {self.message}"


@dataclass(frozen=True)
class Task:
    """A function to call in a worker, `module:function`, with keyword arguments (which
    must pickle), on behalf of `puzzle`."""

    puzzle: PuzzleDay
    function: str
    kwargs: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Outcome:
    """What became of a task: the function's return value, or why there is none."""

    task: Task
    value: Any = None
    failure: DayFailure | None = None
    seconds: float = 0.0


def run_tasks(
    tasks: Iterable[Task],
    limits: Limits,
    on_start: Callable[[Task], None] | None = None,
    stop: Connection | None = None,
    show_output: bool = False,
) -> Iterator[Outcome]:
    """Run every task in a worker of its own, `limits.jobs` at a time, yielding each
    outcome as its task finishes. Closing the iterator (or an interrupt) kills every
    worker still running; so does `stop` becoming readable, which ends the iterator
    (`aoc watch` stops a run when a file is saved again). What the days print goes
    nowhere, unless `show_output` (one day watched): then to this process's stdout."""
    # Imported here: a run whose days are all remembered starts no worker.
    from multiprocessing.connection import wait

    pending = list(tasks)
    pending.reverse()
    running: list[_Worker] = []
    context = _context()
    try:
        while pending or running:
            while pending and len(running) < limits.jobs:
                task = pending.pop()
                if on_start is not None:
                    on_start(task)
                # Ctrl-C waits until the worker is started and known, so the cleanup
                # below can kill it: one interrupted mid-start would run on unseen.
                with _interrupts_held():
                    running.append(_Worker.start(context, task, limits, show_output))
            deadline = min(worker.deadline for worker in running)
            ready = wait(
                [w.connection for w in running]
                + [w.process.sentinel for w in running]
                + ([stop] if stop is not None else []),
                timeout=max(0.0, deadline - time.monotonic()),
            )
            if stop is not None and stop in ready:
                return
            for worker in list(running):
                outcome = worker.poll(ready)
                if outcome is not None:
                    running.remove(worker)
                    yield outcome
    finally:
        for worker in running:
            worker.kill()


@contextlib.contextmanager
def _interrupts_held() -> Iterator[None]:
    """Hold back SIGINT (delivered when the block ends), where the platform can."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _context() -> Any:
    import multiprocessing

    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(_PRELOAD)
        return context
    return multiprocessing.get_context("spawn")


@dataclass
class _Worker:
    task: Task
    process: Any
    connection: Connection
    stderr_path: Path
    started: float
    deadline: float
    limits: Limits

    @classmethod
    def start(cls, context: Any, task: Task, limits: Limits, show_output: bool) -> _Worker:
        receive, send = context.Pipe(duplex=False)
        import tempfile

        fd, stderr_name = tempfile.mkstemp(prefix="aoc-worker-", suffix=".log")
        os.close(fd)
        process = context.Process(
            target=_work,
            args=(
                send,
                task.function,
                task.kwargs,
                limits.memory_bytes,
                stderr_name,
                show_output,
                os.getpid(),
            ),
            daemon=True,
        )
        process.start()
        send.close()  # the child has its own copy; EOF on ours then means it died
        now = time.monotonic()
        return cls(task, process, receive, Path(stderr_name), now, now + limits.timeout_s, limits)

    def poll(self, ready: list[Any]) -> Outcome | None:
        """The outcome, if the worker has finished (or ran out of time)."""
        if self.connection in ready:
            try:
                kind, payload = self.connection.recv()
            except (EOFError, OSError):
                return self._finish(self._death())
            if kind == "ok":
                return self._finish(None, payload)
            return self._finish(DayFailure(FailureKind(kind), payload))
        if self.process.sentinel in ready and not self.connection.poll():
            return self._finish(self._death())
        if time.monotonic() >= self.deadline:
            self.kill()
            timeout = self.limits.timeout_s
            return self._finish(
                DayFailure(FailureKind.TIMEOUT, f"still running after {timeout:g} s; killed")
            )
        return None

    def kill(self) -> None:
        """Kill the worker and every process it started (its own process group, which
        outlives the worker while anything the day started in the background runs)."""
        pid = self.process.pid
        if pid is not None and hasattr(os, "killpg"):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(pid, signal.SIGKILL)
        with contextlib.suppress(Exception):
            self.process.kill()
        self.process.join(5)
        self._cleanup()

    def _finish(self, failure: DayFailure | None, value: Any = None) -> Outcome:
        self.process.join(5)
        self.kill()  # a worker that did not exit, and whatever the day left running
        seconds = time.monotonic() - self.started
        return Outcome(self.task, value, failure, seconds)

    def _death(self) -> DayFailure:
        self.process.join(5)
        code = self.process.exitcode
        lines = [line.strip() for line in self._stderr().splitlines() if line.strip()]
        last = f": {lines[-1]}" if lines else ""
        if code is not None and code < 0:
            try:
                how = f"killed by {signal.Signals(-code).name}"
            except ValueError:
                how = f"killed by signal {-code}"
            if code == -signal.SIGKILL:
                how += " (the system may have run out of memory)"
        else:
            how = f"exited with code {code} without a result"
        return DayFailure(FailureKind.CRASH, how + last)

    def _stderr(self) -> str:
        try:
            return self.stderr_path.read_text(encoding="utf-8", errors="replace")[-2000:]
        except OSError:
            return ""

    def _cleanup(self) -> None:
        with contextlib.suppress(OSError):
            self.connection.close()
        self.stderr_path.unlink(missing_ok=True)


def _work(
    connection: Connection,
    function: str,
    kwargs: dict[str, Any],
    memory_bytes: int | None,
    stderr_path: str,
    show_output: bool,
    owner: int,
) -> None:
    """The worker's body: its own process group, its output away from the terminal, the
    memory cap, then the task; the result (or the reason there is none) goes back."""
    if hasattr(os, "setsid"):
        os.setsid()
    _end_with(owner, stderr_path)
    _redirect(stderr_path, show_output)
    if memory_bytes is not None:
        _cap_memory(memory_bytes)
    module_name, _, name = function.partition(":")
    try:
        value = getattr(importlib.import_module(module_name), name)(**kwargs)
    except MemoryError:
        _send(connection, ("out of memory", _memory_message(memory_bytes)))
        return
    except BaseException as error:  # the task functions catch the day's errors themselves
        _send(connection, ("error", f"{type(error).__name__}: {error}"))
        return
    _send(connection, ("ok", value))


def _send(connection: Connection, message: tuple[str, Any]) -> None:
    try:
        connection.send(message)
    except MemoryError:
        connection.send(("out of memory", "the result did not fit in the memory cap"))
    connection.close()
    sys.stdout.flush()


def _end_with(owner: int, stderr_path: str) -> None:
    """End this worker once the process that started it (`aoc`) is gone, checked every
    second from a thread of its own: an `aoc` killed outright (SIGKILL, a cancelled CI
    job) would otherwise leave a day that loops running for ever, its timeout kept by no
    one, and its stderr file behind. (The forkserver cannot tell: each worker holds its
    end of their pipe.)"""
    import threading

    def watch() -> None:
        while True:
            time.sleep(1.0)
            try:
                os.kill(owner, 0)
            except ProcessLookupError:
                with contextlib.suppress(OSError):
                    Path(stderr_path).unlink()  # no one is left to read it
                os._exit(1)
            except OSError:  # there, but not ours to signal: still alive
                pass

    threading.Thread(target=watch, daemon=True, name="aoc-owner-watch").start()


def _redirect(stderr_path: str, show_output: bool) -> None:
    """Days print as they like; many at once would garble the terminal, so stdout goes
    nowhere (unless `show_output`) and stderr to a file read back when the worker dies."""
    if not show_output:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    log = os.open(stderr_path, os.O_WRONLY | os.O_TRUNC)
    os.dup2(log, 2)
    os.close(log)


def _cap_memory(memory_bytes: int) -> None:
    try:
        import resource
    except ImportError:  # not on Windows: no cap there
        return
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))


def _memory_message(memory_bytes: int | None) -> str:
    if memory_bytes is None:
        return "MemoryError"
    return f"used more than the {memory_bytes / 2**30:.3g} GiB memory cap (--memory)"
