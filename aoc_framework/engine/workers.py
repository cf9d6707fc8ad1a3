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
milliseconds with none of the solutions imported. `aoc run`'s one day is forked from
`aoc` itself (`run_here`), which has the day's class and its input already: a forkserver
would be a new interpreter's tenth of a second, and multiprocessing's own import a
sixth of `aoc run`'s start-up; the supervisor is the same.
"""

import contextlib
import importlib
import os
import re
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar

from aoc_framework.engine.discovery import day_stdin_and_argv, is_project_file, project_modules
from aoc_framework.engine.memory import peak_rss
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.text import one_line
from aoc_framework.model.units import format_bytes
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import LONGER_DAY_HINT, TOKEN_TRAIL_ENV, Limits

if TYPE_CHECKING:
    from multiprocessing.connection import Connection


class FailureKind(str, Enum):
    """Why a day as a whole gave no result."""

    ERROR = "error"  # it could not be imported, loaded or read
    TIMEOUT = "timeout"  # its worker ran past the timeout and was killed
    OUT_OF_MEMORY = "out of memory"  # its worker went over the memory cap
    CRASH = "crash"  # its worker died without reporting


class DayFailure(NamedTuple):
    """A day that gave no result, and the one line that says why; for a timeout, where
    the day was (`where_it_was`: " in part_1 at solutions/2026/day04.py:33", or "")."""

    kind: FailureKind
    message: str
    where: str = ""

    def __str__(self) -> str:
        return f"{self.kind.value}: {self.message}"


class Task(Protocol):
    """What a worker does for one day of a project: a record of what the day needs
    (it must pickle), whose `run` is called in the worker's fresh interpreter. Each kind
    of work is a class beside its function (`day_tasks.CheckDay`, `day_tasks.WatchDay`,
    `timing_task.TimeDay`, `actions.run`'s day), so the link from a command to what its
    workers do is a name a reader and the tools can follow; its module is loaded once by
    the workers' server. A protocol, not a dataclass: `dataclasses` imports `inspect`,
    a tenth of `aoc run`'s start."""

    @property
    def project(self) -> Project: ...

    @property
    def puzzle(self) -> PuzzleDay: ...

    def run(self) -> Any:
        """The work, in the worker; its return value goes back to `aoc`."""


TaskT = TypeVar("TaskT", bound=Task)


class TaskOutcome(Generic[TaskT]):
    """What became of a task: the value its `run` returned, or why there is none;
    `peak_rss`, the day's process's peak resident set size in bytes (`engine.memory`;
    None when it died without saying)."""

    __slots__ = ("failure", "peak_rss", "seconds", "task", "value")

    def __init__(
        self,
        task: TaskT,
        value: Any = None,
        failure: DayFailure | None = None,
        seconds: float = 0.0,
        peak_rss: int | None = None,
    ) -> None:
        self.task, self.value, self.failure = task, value, failure
        self.seconds, self.peak_rss = seconds, peak_rss


class Shown(Enum):
    """What a day's process prints that reaches `aoc`'s own streams."""

    NOTHING = "nothing"  # many days at once (`aoc status`, `aoc time`, pytest)
    STDOUT = "stdout"  # one day watched: its stderr's tail says why it died
    ALL = "all"  # `aoc run`: the day's stdout and stderr, as the user's own


def run_tasks(
    tasks: Iterable[TaskT],
    limits: Limits,
    on_start: Callable[[TaskT], None] | None = None,
    stop: "Connection | None" = None,
    show_output: bool = False,
    on_progress: Callable[[TaskT, Any], None] | None = None,
) -> Iterator[TaskOutcome[TaskT]]:
    """Run every task in a worker of its own, `limits.jobs` at a time, yielding each
    outcome as its task finishes. Closing the iterator (or an interrupt) kills every
    worker still running; so does `stop` becoming readable, which ends the iterator
    (`aoc watch` stops a run when a file is saved again). What the days print goes
    nowhere, unless `show_output` (one day watched): then to this process's stdout.
    `on_progress` hears what a task sent ahead of its result (`report_progress`), as
    it comes: what a task that runs out of time has done so far is not lost."""
    pending = list(tasks)
    modules = sorted({type(task).__module__ for task in pending})
    context = None if not pending or _forks_here(pending) else _context(modules)
    if context is None:  # imported here once, as the forkserver would, for every worker
        for name in (*modules, *_WORKER_MODULES):
            importlib.import_module(name)
    shown = Shown.STDOUT if show_output else Shown.NOTHING
    yield from _run(pending, limits, context, shown, on_start, stop, on_progress)


def run_here(task: TaskT, limits: Limits, on_progress: Callable[[Any], None]) -> TaskOutcome[TaskT]:
    """`task` in a worker forked from this process (`aoc run`), supervised as
    `run_tasks` supervises each: `limits.timeout_s` from the worker's start, every
    process it started killed when it ends, no session token in its environment, its
    end never this process's end. It prints on this process's stdout and stderr, and
    each value it gives `report_progress` is passed to `on_progress` as it comes."""
    heard = lambda _, value: on_progress(value)  # noqa: E731 (one task: its value alone)
    return next(_run([task], limits, None, Shown.ALL, on_progress=heard))


def report_progress(value: Any) -> None:
    """From a task's `run`: send `value` to `aoc` now (`run_here`'s `on_progress`), before
    the task's result (pickled, as the result is), and wait until `aoc` has handled it
    where it says so (`run_here`): what the day prints and what `aoc` prints of it come
    in the order they happened. Outside a worker, nothing."""
    if _progress is None:
        return
    connection, handled = _progress
    _flush_streams()
    connection.send(("progress", value, None))
    if handled is not None:
        with contextlib.suppress(OSError):
            os.read(handled, 1)  # empty: `aoc` is gone, and this process with it


#: The day's process's channel to `aoc` while its task runs, and the pipe on which `aoc`
#: says it handled a progress report (None: it does not say).
_progress: tuple[Any, int | None] | None = None


def _flush_streams() -> None:
    for stream in (sys.stdout, sys.stderr):  # a stream closed or gone: nothing to keep
        with contextlib.suppress(Exception):
            stream.flush()


def _run(
    pending: list[TaskT],
    limits: Limits,
    context: Any,
    shown: Shown,
    on_start: Callable[[TaskT], None] | None = None,
    stop: "Connection | None" = None,
    on_progress: Callable[[TaskT, Any], None] | None = None,
) -> Iterator[TaskOutcome[TaskT]]:
    """`run_tasks` and `run_here`: workers from `context` (None: forked from this
    process)."""
    pending.reverse()
    running: list[_Worker] = []
    previous = _exit_on_sigterm()
    try:
        while pending or running:
            while pending and len(running) < limits.jobs:
                task = pending.pop()
                if on_start is not None:
                    on_start(task)
                # Ctrl-C waits until the worker is started and known, so the cleanup
                # below can kill it: one interrupted mid-start would run on unseen.
                with _held(signal.SIGINT):
                    running.append(_Worker.start(context, task, limits, shown, on_progress))
            deadline = min(worker.deadline for worker in running)
            ready = _wait(
                [w.connection for w in running]
                + [w.process.sentinel for w in running if w.process.sentinel is not None]
                + ([stop] if stop is not None else []),
                deadline - time.monotonic(),
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
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _wait(objects: list[Any], seconds: float) -> list[Any]:
    """Those of `objects` (file descriptors, or objects with `fileno()`) that are ready
    to read within `seconds` (inf: however long it takes)."""
    import select

    timeout = None if seconds == float("inf") else max(0.0, seconds)
    return select.select(objects, [], [], timeout)[0]


def _exit_on_sigterm() -> Any:
    """Make SIGTERM (`timeout`, a stopped CI job, `kill`) raise `Terminated` while days
    run, so this process stops its workers and removes its temporary files on the way
    out; the handler it replaced (None where it could not: only the main thread may set
    one, and elsewhere SIGTERM keeps its default)."""
    from aoc_framework.model.errors import Terminated

    def terminated(signum: int, frame: object) -> None:
        raise Terminated

    try:
        return signal.signal(signal.SIGTERM, terminated)
    except ValueError:
        return None


@contextlib.contextmanager
def _held(*numbers: int) -> Iterator[None]:
    """Hold back the signals `numbers` (delivered when the block ends, unless an outer
    block holds them still), where the platform can."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, set(numbers))
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _fork() -> int:
    """`os.fork()` with Ctrl-C and SIGTERM held over it: delivered while the fork's own
    handlers run (the ones libraries register, such as filelock's), a stop was "ignored"
    there, with a traceback on the user's stderr; held, it comes once forked, in both
    processes' own code."""
    with _held(signal.SIGINT, signal.SIGTERM):
        return os.fork()


@contextlib.contextmanager
def _main_module_withheld() -> Iterator[None]:
    """Start a worker without `__main__`: multiprocessing would have each worker run
    this process's main script again (`pytest`'s, or a user's script that checks its
    days), though a task needs nothing of it: the days load from the project's files.
    That import cost every worker of `pytest` a tenth of a second, and would run a
    user's script again in each."""
    import types

    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        sys.modules["__main__"] = main


#: What every worker imports on its way to the day, whatever the day: the supervisor's
#: prctl (ctypes) and its wait on the day's stderr (select), the day's memory cap
#: (resource). The forkserver imports them once; otherwise each day's two processes
#: did, 2 ms of the 18 ms a day that does little costs (50 such days under `aoc status
#: --rerun`, 1.36 s of processor time in all, 1.26 s with them preloaded).
_WORKER_MODULES = ("ctypes", "resource", "select")


def _forks_here(tasks: list[Task]) -> bool:
    """Whether the workers can be forked from this process, as `run_here`'s is, rather
    than from a forkserver: a new interpreter and its resource tracker, a tenth of a
    second of processor time before the first day (`aoc status` on a few days, `aoc
    time`). Only where a fork is safe and the days' processes start as clean as the
    forkserver's: this process runs one thread (a fork copies no other, nor a lock one
    of them held), has imported nothing of the tasks' projects (a day's module is
    imported afresh by its own process; a module of the project already here, with the
    state it took, would be the day's: the pytest plugin's process has the user's
    conftest and tests), and holds little memory (a day's peak, and the memory cap, are
    its process's: forked from `aoc`, 22 MiB, a day that does little reads 19.3 MiB, from
    the forkserver 18.7; from a host holding 250 MiB, 250)."""
    if not hasattr(os, "fork") or threading.active_count() > 1 or _foreign_threads():
        return False
    held = _resident_bytes()
    if held is None or held > _FORKED_FROM_AT_MOST:
        return False
    return not any(project_modules(root) for root in {task.project.root for task in tasks})


#: The most memory a process may hold to fork the days itself (`_forks_here`).
_FORKED_FROM_AT_MOST = 32 * 2**20


def _resident_bytes() -> int | None:
    """This process's resident set, where the system says (Linux's /proc)."""
    try:
        pages = Path("/proc/self/statm").read_text(encoding="ascii").split()[1]
        return int(pages) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def _foreign_threads() -> bool:
    """Whether a thread Python does not know of runs here (a library's native one), where
    the system says (Linux's /proc): `threading` counts only its own."""
    try:
        return sum(1 for _ in Path("/proc/self/task").iterdir()) > 1
    except OSError:
        return False


def _context(preload: list[str]) -> Any:
    """Where workers come from: a server forked once with `preload` (the tasks' modules)
    and `_WORKER_MODULES` imported, so each worker starts in milliseconds with them
    loaded."""
    import multiprocessing

    if "forkserver" in multiprocessing.get_all_start_methods():
        _short_temp_dir()
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([*preload, *_WORKER_MODULES])
        _start_deaf_to_ctrl_c()
        return context
    return multiprocessing.get_context("spawn")


def _start_deaf_to_ctrl_c() -> None:
    """Start the forkserver with SIGINT blocked. It is in `aoc`'s process group, so a
    Ctrl-C reaches it too, and until it has imported the tasks' modules (a second on a
    busy machine) it would die of it with a traceback on the terminal; it ignores SIGINT
    once started. Blocked, not ignored, in `aoc`: a Ctrl-C meanwhile is delivered when
    the server is up (its workers, which inherit the block, drop theirs: `_supervise`).

    multiprocessing's resource tracker starts first: the forkserver starts it if it is
    not running, and it blocks SIGINT for its own start, then *unblocks* it, which undid
    this block before the forkserver was started (a Ctrl-C in that instant printed the
    forkserver's KeyboardInterrupt traceback under `aoc status`'s table)."""
    from multiprocessing import forkserver, resource_tracker

    if not hasattr(signal, "pthread_sigmask"):
        forkserver.ensure_running()
        return
    resource_tracker.ensure_running()
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        forkserver.ensure_running()
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


#: The longest temp folder under which the forkserver's socket path stays within the
#: system's limit for a socket's path (108 bytes on Linux, 104 on macOS), with
#: multiprocessing's `pymp-XXXXXXXX/listener-XXXXXXXX` below it.
_MAX_TEMP_DIR = 64


def _short_temp_dir() -> None:
    """Give multiprocessing a folder whose socket path fits: under a long TMPDIR its
    forkserver could not listen, and every worker would fail ("AF_UNIX path too long").
    multiprocessing makes its folder once per process, in tempfile's temp folder; for
    that one call, a long one is replaced by /tmp."""
    import tempfile
    from multiprocessing.util import get_temp_dir

    if len(tempfile.gettempdir()) <= _MAX_TEMP_DIR or not Path("/tmp").is_dir():
        return
    saved, tempfile.tempdir = tempfile.tempdir, "/tmp"
    try:
        get_temp_dir()
    finally:
        tempfile.tempdir = saved


class _Worker:
    """One task's worker: its supervisor process, the channels from it, its deadline."""

    def __init__(
        self,
        task: Task,
        process: Any,
        connection: "Connection",
        report: "Connection",
        started: float,
        limits: Limits,
        on_progress: Callable[[Any, Any], None] | None,
        handled: int | None,
    ) -> None:
        self.task, self.process, self.connection = task, process, connection
        #: Where the supervisor sends the tail of the day's stderr, once the day has ended.
        self.report = report
        self.started, self.deadline, self.limits = started, started + limits.timeout_s, limits
        self.on_progress = on_progress
        #: Where `aoc` says it handled a progress report (`report_progress`).
        self.handled = handled

    @classmethod
    def start(
        cls,
        context: Any,
        task: Task,
        limits: Limits,
        shown: Shown,
        on_progress: Callable[[Any, Any], None] | None = None,
    ) -> "_Worker":
        wait_handled = handled = None
        if context is None:
            receive, send = _Channel.pipe()
            report, report_send = _Channel.pipe()
            temp_dir = None  # no forkserver, whose socket's folder a supervisor may remove
            wait_handled, handled = os.pipe()
        else:
            from multiprocessing.util import get_temp_dir

            receive, send = context.Pipe(duplex=False)
            report, report_send = context.Pipe(duplex=False)
            temp_dir = get_temp_dir()
        args = (send, report_send, task, limits.memory_bytes, shown, os.getpid(), temp_dir)
        # Where a day was when its time ran out, written just before (on the stderr the
        # supervisor keeps; `aoc run`'s is the user's terminal, which it would clutter).
        after = limits.timeout_s - _WHERE_BEFORE_S
        where_after = after if shown is not Shown.ALL and 0 < after < float("inf") else None
        if context is None:
            process: Any = _ForkedProcess((*args, wait_handled, where_after))
        else:
            args = (*args, None, where_after)
            process = context.Process(target=_supervise, args=args, daemon=True)
        with _main_module_withheld() if context is not None else contextlib.nullcontext():
            process.start()
        send.close()  # the child has its own copy; EOF on ours then means it died
        report_send.close()
        if wait_handled is not None:
            os.close(wait_handled)
        return cls(task, process, receive, report, time.monotonic(), limits, on_progress, handled)

    def poll(self, ready: list[Any]) -> TaskOutcome | None:
        """The outcome, if the worker has finished (or ran out of time); a progress
        report on the way goes to `on_progress`."""
        if self.connection in ready:
            try:
                kind, payload, peak_rss = self.connection.recv()
            except (EOFError, OSError):
                return self._finish(self._death())
            if kind == "ok":
                return self._finish(None, payload, peak_rss)
            if kind != "progress":
                return self._finish(DayFailure(FailureKind(kind), payload), peak_rss=peak_rss)
            if self.on_progress is not None:
                self.on_progress(self.task, payload)
                _flush_streams()  # before the day prints on
            if self.handled is not None:
                with contextlib.suppress(OSError):
                    os.write(self.handled, b"\0")
        elif self.process.sentinel in ready and not self.connection.poll():
            return self._finish(self._death())
        if time.monotonic() >= self.deadline:
            with contextlib.suppress(Exception):
                self.process.terminate()  # the supervisor sends the stderr it kept
            where = where_it_was(self._stderr(), self.task.project.root)
            self.kill()
            timeout = self.limits.timeout_s
            return self._finish(
                DayFailure(
                    FailureKind.TIMEOUT,
                    f"still running after {timeout:g} s{where}; killed ({LONGER_DAY_HINT})",
                    where,
                )
            )
        return None

    def kill(self) -> None:
        """Stop the worker and every process its day started: SIGTERM to the supervisor,
        which kills them and exits; then SIGKILL to its process group, for a platform
        without /proc and a supervisor that did not end."""
        with contextlib.suppress(Exception):
            self.process.terminate()
        self.process.join(5)
        pid = self.process.pid
        if pid is not None and hasattr(os, "killpg"):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(pid, signal.SIGKILL)
        with contextlib.suppress(Exception):
            self.process.kill()
        self.process.join(5)
        self._cleanup()

    def _finish(
        self, failure: DayFailure | None, value: Any = None, peak_rss: int | None = None
    ) -> TaskOutcome:
        self.kill()  # whatever the day left running: a thread, a child, a daemon
        seconds = time.monotonic() - self.started
        return TaskOutcome(self.task, value, failure, seconds, peak_rss)

    def _death(self) -> DayFailure:
        stderr = self._stderr()  # before the join: the supervisor sends it, then exits
        self.process.join(5)
        code = self.process.exitcode
        # The day's own text: made text like the site's, on the terminal and in memory.
        lines = [line for line in map(one_line, stderr.splitlines()) if line]
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
        """The tail of what the day wrote on stderr, as its supervisor reports it."""
        try:
            if self.report.poll(5):
                return self.report.recv_bytes().decode("utf-8", errors="replace")
        except (EOFError, OSError):
            pass
        return ""

    def _cleanup(self) -> None:
        for connection in (self.connection, self.report):
            with contextlib.suppress(OSError):
                connection.close()
        if self.handled is not None:
            with contextlib.suppress(OSError):
                os.close(self.handled)
            self.handled = None


class _ForkedProcess:
    """A supervisor forked from this process (`run_here`), with what `_Worker` uses of
    multiprocessing's `Process`. It has no sentinel: the day's end is the end of its
    channel (the day holds its only writer, and dies with the supervisor)."""

    sentinel = None

    def __init__(self, args: tuple[Any, ...]) -> None:
        self._args = args
        self.pid: int | None = None
        self.exitcode: int | None = None
        #: Readable once the supervisor has ended (Linux's pidfd; None: polled).
        self._ended: int | None = None

    def start(self) -> None:
        import gc

        _flush_streams()  # or the day would print it again
        # The objects `aoc` holds are left out of the day's garbage collections, which
        # would otherwise touch, and so copy, every page of them in the fork.
        gc.freeze()
        self.pid = _fork()
        if self.pid == 0:
            try:
                _supervise(*self._args)
            finally:
                os._exit(1)
        gc.unfreeze()
        with contextlib.suppress(AttributeError, OSError):
            self._ended = os.pidfd_open(self.pid)

    def join(self, timeout: float) -> None:
        """Wait at most `timeout` seconds for the supervisor's end (and reap it)."""
        deadline, pause = time.monotonic() + timeout, 0.0005
        while self.exitcode is None and self.pid is not None:
            try:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:
                pid, status = self.pid, 1 << 8  # reaped already: exit code 1
            if pid:
                self.exitcode = os.waitstatus_to_exitcode(status)
                if self._ended is not None:
                    os.close(self._ended)
                return
            if time.monotonic() >= deadline:
                return
            if self._ended is not None:  # woken as it ends, not at the next poll
                _wait([self._ended], deadline - time.monotonic())
            else:
                time.sleep(pause)
                pause = min(2 * pause, 0.02)

    def terminate(self) -> None:
        self._signal(signal.SIGTERM)

    def kill(self) -> None:
        self._signal(signal.SIGKILL)

    def _signal(self, number: int) -> None:
        if self.pid is not None and self.exitcode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, number)


class _Channel:
    """One end of a pipe that carries pickled messages, with what the workers use of
    multiprocessing's `Connection`: `run_here` does without multiprocessing, whose
    import was a sixth of `aoc run`'s start-up."""

    def __init__(self, fd: int) -> None:
        self._fd: int | None = fd

    @classmethod
    def pipe(cls) -> "tuple[_Channel, _Channel]":
        """A reading end and a writing end."""
        import _pickle  # noqa: F401 (here, not in the day's process: not in its peak memory)

        read, write = os.pipe()
        return cls(read), cls(write)

    def fileno(self) -> int:
        if self._fd is None:
            raise OSError("the channel is closed")
        return self._fd

    def send(self, message: Any) -> None:
        # pickle's C half alone: pickle.py and what it imports were 1.7 ms of aoc run.
        import _pickle

        self.send_bytes(_pickle.dumps(message, protocol=5))

    def send_bytes(self, data: bytes) -> None:
        view = memoryview(len(data).to_bytes(8, "big") + data)
        while view:
            view = view[os.write(self.fileno(), view) :]

    def recv(self) -> Any:
        import _pickle

        return _pickle.loads(self.recv_bytes())

    def recv_bytes(self) -> bytes:
        size = int.from_bytes(self._read(8), "big")
        return self._read(size)

    def poll(self, timeout: float = 0.0) -> bool:
        """Whether there is something to read (or the end) within `timeout` seconds."""
        return bool(_wait([self], timeout))

    def close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)

    def _read(self, size: int) -> bytes:
        chunks = bytearray()
        while len(chunks) < size:
            chunk = os.read(self.fileno(), size - len(chunks))
            if not chunk:
                raise EOFError
            chunks += chunk
        return bytes(chunks)


#: How long before a day's time is up it writes where it is (`where_it_was`).
_WHERE_BEFORE_S = 0.3
#: A frame of a traceback as faulthandler writes it: `  File "/x/day04.py", line 33 in part_1`.
_FRAME = re.compile(r'^\s*File "(?P<path>[^"]+)", line (?P<line>\d+) in (?P<name>\S+)', re.M)


def where_it_was(stderr: str, root: Path) -> str:
    """Where the day was when its time ran out, from what it wrote just before (its
    innermost frame in the project's own files, as " in part_1 at solutions/2026/
    day04.py:33"): an endless loop and a slow part look alike but for it. "" when it
    did not say."""
    for frame in _FRAME.finditer(stderr):
        if is_project_file(frame["path"], root):
            where = f"{Path(frame['path']).relative_to(root).as_posix()}:{frame['line']}"
            return f" in {one_line(frame['name'])} at {one_line(where)}"
    return ""


#: What is kept of a day's stderr, in memory: the tail, whose last line says why a day
#: died. The rest, and all it prints on stdout, is dropped: nothing of it reaches the
#: disk, so a day that prints without end fills none.
STDERR_CAP = 4096
#: How often the supervisor looks for the end of its day and of `aoc`.
_TICK_S = 0.02
# Linux's prctl(2) options: see `_supervise`.
_PR_SET_PDEATHSIG = 1
_PR_SET_CHILD_SUBREAPER = 36


class _StopError(Exception):
    """Raised in the supervisor by SIGTERM: `aoc` has what it needs, or gave up."""


def _supervise(
    connection: "Connection",
    report: "Connection",
    task: Task,
    memory_bytes: int | None,
    shown: Shown,
    owner: int,
    owner_temp_dir: str | None,
    handled: int | None = None,
    where_after: float | None = None,
) -> None:
    """The worker `aoc` starts: a supervisor that runs no day code, so it always answers.

    It forks the day's process and then, until that process ends, keeps the tail of its
    stderr (`STDERR_CAP`) and checks that `aoc` (`owner`) is still there. When the day
    ends, when `aoc` sends SIGTERM, or when `aoc` is gone (even killed outright), it kills
    every process the day started and exits as the day did. On Linux it is a child
    subreaper, so a process the day started in a session or process group of its own is
    still its descendant and is found and killed too; the day's process also dies with
    it (the kernel's parent-death signal), should the supervisor itself be killed.

    An `aoc` killed outright cannot remove multiprocessing's folder in the temp folder
    (`owner_temp_dir`, which holds the forkserver's socket): its supervisors do.
    `handled`: where `aoc` says it handled a progress report (`report_progress`)."""
    if hasattr(os, "setsid"):
        os.setsid()  # its own process group, away from the terminal's Ctrl-C
    # A Ctrl-C pressed while it started, held back by the forkserver's mask, is dropped:
    # `aoc` has it, and stops this supervisor with SIGTERM.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    _prctl(_PR_SET_CHILD_SUBREAPER, 1)
    tail = bytearray()
    status = day = None
    # All of it under the handler's `except`, its setting included: a quick day's answer
    # can reach `aoc`, which then stops this supervisor, at any moment from here on (a
    # loaded machine); before the handler is set, SIGTERM ends it without a word.
    global _stop_raises
    try:
        _stop_raises = True
        signal.signal(signal.SIGTERM, _raise_stop)
        read_end, write_end = os.pipe()
        day = _fork()
        if day == 0:  # the day's process: SIGTERM ends it, it is no supervisor
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.default_int_handler)
            os.close(read_end)
            report.close()
            _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
            try:
                _run_day(connection, task, memory_bytes, write_end, shown, handled, where_after)
            except BaseException as error:  # its set-up failed: said, never run on as this
                with contextlib.suppress(BaseException):
                    _send(connection, ("error", one_line(f"{type(error).__name__}: {error}")))
            finally:
                os._exit(1)  # (`_run_day` ends the process itself)
        os.close(write_end)
        connection.close()  # the day holds its own end: EOF for `aoc` once the day is gone
        status = _watch_day(day, read_end, tail, owner)
    except _StopError:
        pass
    finally:
        _stop_raises = False
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        _kill_descendants(day if status is None else None)  # a reaped pid may be reused
    if not _alive(owner):
        if owner_temp_dir is not None:
            import shutil

            shutil.rmtree(owner_temp_dir, ignore_errors=True)
        if hasattr(os, "killpg"):  # without /proc: the day's group, this process with it
            os.killpg(os.getpgrp(), signal.SIGKILL)
        os._exit(1)
    with contextlib.suppress(OSError):
        report.send_bytes(bytes(tail))
    _exit_as(status)


#: Whether SIGTERM stops the supervisor's wait (raises `_StopError`): once, while it
#: starts and watches the day. A stop that comes after (a second one, or the first as it
#: cleans up) is the stop under way: raised there, it escaped as a traceback on the
#: user's stderr (a Python handler runs between any two bytecodes: in Python 3.13 even
#: inside `signal.signal`, which is Python code there).
_stop_raises = False


def _raise_stop(signum: int, frame: object) -> None:
    global _stop_raises
    if _stop_raises:
        _stop_raises = False
        raise _StopError


def _watch_day(day: int, read_end: int, tail: bytearray, owner: int) -> int | None:
    """Wait for the day's process to end, keeping the tail of its stderr in `tail`; its
    wait status, or None when `aoc` is gone first."""
    parent = os.getppid()
    stderr_open = True
    while True:
        if stderr_open:
            stderr_open = _keep_tail(read_end, tail, _TICK_S)
        else:  # every writer closed it: nothing to wait on but the day
            time.sleep(_TICK_S)
        pid, status = os.waitpid(day, os.WNOHANG)
        if pid == day:
            while stderr_open and _keep_tail(read_end, tail, 0):
                pass  # what it wrote just before it ended
            return status
        if os.getppid() != parent or not _alive(owner):
            return None


def _keep_tail(fd: int, tail: bytearray, wait: float) -> bool:
    """Add what `fd` holds after at most `wait` seconds to `tail`, cut to `STDERR_CAP`;
    False once nothing more can come (the end of the pipe), or nothing came at once."""
    import select

    if not select.select([fd], [], [], wait)[0]:
        return wait > 0
    chunk = os.read(fd, 65536)
    tail += chunk
    del tail[:-STDERR_CAP]
    return bool(chunk)


def _kill_descendants(day: int | None) -> None:
    """Kill the `day`'s process (None: it has ended) and every process below this one,
    and reap them. Orphans of the day's processes are handed to this subreaper as their
    parents die, so it looks again until none is left (bounded: a day that forks without
    end is cut off after a second). The day's process is reaped first: when it started
    none, nothing is left, and /proc, whose reading took a tenth of a second on a busy
    machine, is not read."""
    deadline = time.monotonic() + 1.0
    if day is not None:
        with contextlib.suppress(OSError):
            os.kill(day, signal.SIGKILL)
        _reaped(day, deadline)
    while _reap():
        found = _descendants(os.getpid())
        for pid in found:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        if time.monotonic() > deadline:
            return
        time.sleep(0.001)  # the killed end; then they are reaped, or their orphans come


def _reaped(pid: int, deadline: float) -> None:
    """Wait for the child `pid`, killed, to end (at most until `deadline`), and reap it."""
    pause = 0.00005
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(pid, os.WNOHANG)[0] == 0 and time.monotonic() < deadline:
            time.sleep(pause)
            pause = min(2 * pause, 0.005)


def _descendants(root: int) -> list[int]:
    """The processes below `root`, from /proc (empty where there is none)."""
    children: dict[int, list[int]] = {}
    try:
        entries = [e for e in Path("/proc").iterdir() if e.name.isdigit()]
    except OSError:
        return []
    for entry in entries:
        try:  # "pid (name) state ppid ...": the name may hold spaces and parentheses
            fields = (entry / "stat").read_bytes().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, stack = [], [root]
    while stack:
        for child in children.get(stack.pop(), ()):
            found.append(child)
            stack.append(child)
    return found


def _reap() -> bool:
    """Collect every child that has ended (a subreaper's orphans included); whether any
    child is still running. A subreaper with no child has no descendant either (an
    orphan comes to it): then no /proc needs reading."""
    try:
        while os.waitpid(-1, os.WNOHANG)[0] != 0:
            pass
    except ChildProcessError:
        return False
    return True


def _exit_as(status: int | None) -> None:
    """End this process as the day's ended: the same exit code, or the same signal."""
    if status is not None and os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        signal.signal(number, signal.SIG_DFL)
        os.kill(os.getpid(), number)
    os._exit(os.WEXITSTATUS(status) if status is not None and os.WIFEXITED(status) else 1)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # there, but not ours to signal
        return True
    return True


def _prctl(option: int, value: int) -> None:
    """Linux's prctl(2), where there is one (elsewhere the process group does the work)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0)


def _run_day(
    connection: "Connection",
    task: Task,
    memory_bytes: int | None,
    stderr: int,
    shown: Shown,
    handled: int | None,
    where_after: float | None = None,
) -> None:
    """The day's process: its output where `shown` says, the memory cap, then the
    task; the result (or the reason there is none) goes back to `aoc`, and the process
    ends at once (a thread the day left running does not hold it). `where_after`: when
    to write where the day is on the stderr the supervisor keeps (just before its time
    is up: `where_it_was` reads it)."""
    global _progress
    _redirect(stderr, shown)
    sys.stdin, sys.argv = day_stdin_and_argv()
    if where_after is not None:
        import faulthandler

        # Its descriptor, not `sys.stderr`, which a host may have replaced (pytest's capsys).
        faulthandler.dump_traceback_later(where_after, file=2)
    for name in TOKEN_TRAIL_ENV:  # the day's code never needs the session token
        os.environ.pop(name, None)
    if memory_bytes is not None:
        _cap_memory(memory_bytes)
    _allow_children()
    _progress = connection, handled
    try:
        value = task.run()
    except MemoryError:
        _send(connection, ("out of memory", _memory_message(memory_bytes, peak_rss())))
    except BaseException as error:  # the task functions catch the day's errors themselves
        _send(connection, ("error", one_line(f"{type(error).__name__}: {error}")))
    else:
        _send(connection, ("ok", value))
    _flush_streams()
    os._exit(0)


def _allow_children() -> None:
    """Let the day start processes of its own (`multiprocessing.Pool`) as it would under
    `aoc run`. The supervisor is a daemonic process, which multiprocessing forbids to
    have children, and the day's process, forked from it, inherits that flag: here it is
    no daemon's business, as the supervisor kills every process the day leaves behind.
    And the worker was started by the forkserver, which made that the default way to
    start a process: the day's pool would start its workers from a fresh interpreter
    that cannot import the day, and wait for them forever; it gets the platform's
    default back. A day forked from `aoc` itself (`run_here`) has neither, nor imported
    multiprocessing, which it is spared."""
    multiprocessing = sys.modules.get("multiprocessing")
    if multiprocessing is None:
        return
    multiprocessing.current_process()._config.pop("daemon", None)
    multiprocessing.set_start_method(None, force=True)


def _send(connection: "Connection", message: tuple[str, Any]) -> None:
    """Send `message` (what happened, its value) with the process's peak memory."""
    try:
        connection.send((*message, peak_rss()))
    except MemoryError:
        connection.send(("out of memory", "the result did not fit in the memory cap", peak_rss()))
    connection.close()


def _redirect(stderr: int, shown: Shown) -> None:
    """Days print as they like; many at once would garble the terminal, so stdout goes
    nowhere (unless `shown`) and stderr to the supervisor, which keeps its tail (unless
    all is shown: `aoc run`'s day prints where `aoc` does)."""
    # No keys for the day (`sys.stdin` says so: `day_stdin_and_argv`), nor for the
    # programs it starts: the terminal's are the user's.
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    if shown is Shown.NOTHING:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    if shown is not Shown.ALL:
        os.dup2(stderr, 2)
    os.close(stderr)


def _cap_memory(memory_bytes: int) -> None:
    try:
        import resource
    except ImportError:  # not on Windows: no cap there
        return
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))


def _memory_message(memory_bytes: int | None, peak: int | None) -> str:
    """What a day that ran out of memory had: the cap, and the most it held (its peak
    resident set; the cap bounds its address space, which is larger)."""
    held = f"; it held {format_bytes(peak)} at its peak" if peak is not None else ""
    if memory_bytes is None:
        return f"MemoryError{held}"
    return f"used more than the {memory_bytes / 2**30:.3g} GiB memory cap (--memory){held}"
