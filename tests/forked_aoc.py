"""`aoc` processes forked from one that has imported aoc already, for the tests.

A test that needs `aoc` as a process of its own (several racing over one file, a watch
that runs on, a run whose whole output streams are checked) paid for a new interpreter
each time: 0.1 s to import the CLI, 0.3 s with aocd, a third of the suite's processor
time. Here each test worker starts one server process (the zygote) that imports them
once; each `aoc` is a fork of it, which then takes the test's arguments, environment,
working folder and standard streams, and runs `aoc_framework.cli.process_main()`, the
very function `python -m aoc_framework` runs.

So each is a real process (its own memory, locks, signals and exit code), and only the
interpreter's start and the imports are shared. Where that is the subject (what a
command imports, the console script, an interpreter flag from the environment, a clock
moved by LD_PRELOAD, a controlling terminal), tests start `python -m aoc_framework`.

What aoc and aocd read from the environment when imported is read again in each fork
(`give_aocd_this_environment`), as a new process would read it, and so is the time
zone (TZ). An `aoc` whose clock is moved (libfaketime in its environment: FAKETIME) is
forked from a second zygote that has libfaketime loaded, set to the real time: the
library reads FAKETIME again at each reading of the clock (FAKETIME_NO_CACHE), so the
fork's clock starts where its FAKETIME says as it takes its environment, as a new
interpreter's starts as it loads the library. Off Linux (no
`socket.send_fds` with SEQPACKET sockets) every `aoc` is a new interpreter, as before.

This file is also the zygote's program: it is loaded by its path, not as `tests.`, so
that nothing of the tests is on a fork's `sys.path`.
"""

from __future__ import annotations

import contextlib
import gc
import os
import pickle
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

#: What the zygote imports once for every fork, beside every module of aoc_framework
#: (`_framework_modules`): what the commands import on first use, each fork's own 20 ms
#: of imports otherwise (`aoc` itself imports these only when a command needs them).
PRELOAD = (
    "bs4",
    "aocd",
    "encodings.idna",
    "filelock",
    "multiprocessing.connection",
    "multiprocessing.forkserver",
    "multiprocessing.popen_forkserver",
    "multiprocessing.resource_tracker",
    "multiprocessing.spawn",
    "rich.console",
    "rich.live",
    "rich.progress",
    "rich.table",
    "secrets",
    # The TOML reader aoc_framework.project.files uses: tomli before Python 3.11.
    "tomllib" if sys.version_info >= (3, 11) else "tomli",
    "watchfiles",
)

#: The signal that makes a forked `aoc` write where each of its threads is, on its stderr.
WHERE_IT_IS = signal.SIGUSR1

#: Forks are possible here (Linux: file descriptors passed over a SEQPACKET socket).
FORKS = sys.platform == "linux" and hasattr(socket, "send_fds")


def give_aocd_this_environment(set_attribute: Callable[[Any, str, Any], None] = setattr) -> None:
    """aocd reads its folders and its proxy once, when imported: an aocd imported before
    (by an earlier test, or by the zygote) gets this environment's, as a new process
    would read them, and a new HTTP client (a fresh rate limiter, no pooled connections).
    `set_attribute` is `setattr`, or a monkeypatch's that undoes it."""
    models = sys.modules.get("aocd.models")
    if models is None:
        return  # aocd, imported later, reads this environment itself
    import aocd.utils

    from aoc_framework.project.settings import aocd_config_dir

    data_dir = Path(os.environ.get("AOCD_DIR", Path("~", ".config", "aocd"))).expanduser()
    config_dir = aocd_config_dir()
    set_attribute(models, "AOCD_DATA_DIR", data_dir)
    for module in (models, sys.modules.get("aocd.cookies"), sys.modules.get("aocd.runner")):
        if module is not None:
            set_attribute(module, "AOCD_CONFIG_DIR", config_dir)
    client = aocd.utils.HttpClient()
    set_attribute(aocd.utils, "http", client)
    set_attribute(models, "http", client)


def sigint_as_at_a_terminal() -> None:
    """In a child about to run `aoc`: SIGINT (Ctrl-C) handled as at a user's terminal,
    whatever the tests were started with (a shell starts its background jobs, and so
    everything they start, with SIGINT ignored, and Python keeps it ignored)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


# The test's side --------------------------------------------------------------------


class ForkedAoc:
    """`aoc ARGS` forked from the zygote: the subset of `subprocess.Popen` the tests use
    (text streams `stdout` and `stderr`, `pid`, `poll`, `wait`, `communicate`,
    `send_signal`, `returncode`). Its standard input is `input` (text), else empty.
    `new_session` puts it in a session (and process group) of its own, as Popen's
    `start_new_session` does. Given a `terminal` (a pseudo-terminal's follower), it
    takes that as its three streams and as its controlling terminal, in a new session."""

    def __init__(
        self,
        args: Sequence[str],
        *,
        env: dict[str, str],
        cwd: Path,
        input: str | None = None,
        new_session: bool = False,
        terminal: int | None = None,
    ) -> None:
        request = {
            "args": list(args),
            "env": env,
            "cwd": str(cwd),
            "new_session": new_session or terminal is not None,
            "terminal": terminal is not None,
        }
        self.returncode: int | None = None
        self.stdout: IO[str] | None = None
        self.stderr: IO[str] | None = None
        if terminal is not None:
            streams = [terminal] * 3
        else:
            stdin_read, stdin_write = os.pipe()
            stdout_read, stdout_write = os.pipe()
            stderr_read, stderr_write = os.pipe()
            streams = [stdin_read, stdout_write, stderr_write]
        self._replies, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        # A clock of its own, not the one this process has: CI runs a suite under
        # libfaketime, and the zygote, started with this environment, has its clock.
        moved = env.get("FAKETIME") not in (None, os.environ.get("FAKETIME"))
        _zygote(clock_moved=moved).ask(pickle.dumps(request), [*streams, theirs.fileno()])
        theirs.close()
        self.pid = self._started()
        if terminal is not None:
            return
        for fd in streams:  # the fork has its own copies
            os.close(fd)
        self.stdout = os.fdopen(stdout_read, encoding="utf-8", errors="replace")
        self.stderr = os.fdopen(stderr_read, encoding="utf-8", errors="replace")
        threading.Thread(
            target=_write_and_close, args=(stdin_write, (input or "").encode()), daemon=True
        ).start()

    def _started(self) -> int:
        """The pid of the fork, once the zygote has made it."""
        self._replies.settimeout(60)
        reply = self._replies.recv(64)
        self._replies.settimeout(None)
        if not reply:  # the zygote is gone: it said why on this worker's stderr
            raise RuntimeError("the zygote of tests/forked_aoc.py could not fork aoc")
        return int(reply)

    def poll(self) -> int | None:
        """The exit code, or None while it runs."""
        if self.returncode is None:
            with contextlib.suppress(BlockingIOError):
                self._take(self._replies.recv(64, socket.MSG_DONTWAIT))
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        """The exit code, once it has ended; `subprocess.TimeoutExpired` after `timeout`."""
        if self.returncode is None:
            self._replies.settimeout(timeout)
            try:
                self._take(self._replies.recv(64))
            except TimeoutError:
                # Blocking again, as Popen is after a timed-out wait: a timeout left on
                # the socket made the next `poll` fail with one.
                self._replies.settimeout(None)
                raise subprocess.TimeoutExpired(["aoc"], timeout or 0) from None
        assert self.returncode is not None
        return self.returncode

    def _take(self, reply: bytes) -> None:
        """The exit code the zygote's waiter sent (nothing: the waiter itself died)."""
        self.returncode = int(reply) if reply else -signal.SIGKILL
        self._replies.close()

    def communicate(self, timeout: float | None = None) -> tuple[str, str]:
        """All it writes to stdout and stderr, once it has ended."""
        assert self.stdout is not None and self.stderr is not None
        stdout, stderr = self.stdout, self.stderr
        out: list[str] = []
        err: list[str] = []
        readers = [
            threading.Thread(target=lambda: out.append(stdout.read()), daemon=True),
            threading.Thread(target=lambda: err.append(stderr.read()), daemon=True),
        ]
        for reader in readers:
            reader.start()
        self.wait(timeout)
        for reader in readers:
            reader.join(timeout)
        stdout.close()
        stderr.close()
        return "".join(out), "".join(err)

    def send_signal(self, number: int) -> None:
        """Send signal `number`, unless it has ended."""
        if self.poll() is None:
            os.kill(self.pid, number)


def _write_and_close(fd: int, data: bytes) -> None:
    with contextlib.suppress(BrokenPipeError), os.fdopen(fd, "wb") as stream:
        stream.write(data)  # (it may end without reading all of it)


#: An `aoc` started by `start_aoc`.
AocProcess = ForkedAoc | subprocess.Popen[str]


def start_aoc(
    args: Sequence[str], *, env: dict[str, str], cwd: Path, new_session: bool = False
) -> AocProcess:
    """`aoc ARGS` started with exactly the environment `env` and nothing on its standard
    input: forked from the zygote, or a new interpreter where there is none."""
    if FORKS:
        return ForkedAoc(args, env=env, cwd=cwd, new_session=new_session)
    return subprocess.Popen(
        [sys.executable, "-m", "aoc_framework", *args],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=cwd,
        start_new_session=new_session,
        preexec_fn=sigint_as_at_a_terminal,  # as a fork has it (`_become_aoc`)
    )


def run_aoc_process(
    args: Sequence[str],
    *,
    env: dict[str, str],
    cwd: Path,
    input: str | None = None,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """`aoc ARGS` run to its end, as `start_aoc` starts it, with `input` on its
    standard input: its exit code and output."""
    if not FORKS:
        command = [sys.executable, "-m", "aoc_framework", *args]
        return subprocess.run(
            command,
            input=input,
            env=env,
            cwd=cwd,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=timeout,
            check=False,
        )
    process = ForkedAoc(args, env=env, cwd=cwd, input=input)
    out, err = process.communicate(timeout=timeout)
    return subprocess.CompletedProcess(["aoc", *args], process.wait(), out, err)


class _Zygote:
    """The server process of this test process, started on first use, ended when this
    process ends (it reads the end of its socket)."""

    def __init__(self, clock_moved: bool) -> None:
        self._socket, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        boot = (
            "import importlib.util, sys\n"
            f"spec = importlib.util.spec_from_file_location('_forked_aoc', {__file__!r})\n"
            "module = importlib.util.module_from_spec(spec)\n"
            "spec.loader.exec_module(module)\n"
            f"module.serve({theirs.fileno()})\n"
        )
        environment = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
        if clock_moved:
            import libfaketime

            # Loaded as the interpreter starts, its settings read then; the clock real.
            environment.update(libfaketime.get_reload_information()[1], FAKETIME="+0")
        self.process = subprocess.Popen(
            [sys.executable, "-c", boot],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            env=environment,
        )
        theirs.close()
        self._lock = threading.Lock()

    def ask(self, request: bytes, fds: list[int]) -> None:
        with self._lock:
            socket.send_fds(self._socket, [request], fds)


#: This test process's zygotes: the one with libfaketime (True), the one without.
_ZYGOTES: dict[bool, _Zygote] = {}


def _zygote(clock_moved: bool) -> _Zygote:
    zygote = _ZYGOTES.get(clock_moved)
    if zygote is None or zygote.process.poll() is not None:
        zygote = _ZYGOTES[clock_moved] = _Zygote(clock_moved)
    return zygote


# The zygote's side ------------------------------------------------------------------


def serve(fd: int) -> None:
    """The zygote: import `PRELOAD`, then fork an `aoc` for each request on socket `fd`
    until the test process closes it."""
    import importlib

    for name in (*PRELOAD, *_framework_modules()):
        importlib.import_module(name)
    # What it imported is out of every garbage collection from now on: a collection in
    # a fork would otherwise touch, and so copy, every page of it.
    gc.freeze()
    requests = socket.socket(fileno=fd)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # its children (the waiters) reap themselves
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the test worker's Ctrl-C is not for it
    while True:
        message, fds, _, _ = socket.recv_fds(requests, 1 << 20, 4)
        if not message:
            return  # the test process has ended
        sys.stdout.flush()
        sys.stderr.flush()
        if os.fork() == 0:
            try:
                requests.close()
                _wait_for_aoc(pickle.loads(message), fds)
            finally:
                os._exit(70)  # never back into the loop: one zygote
        for descriptor in fds:
            os.close(descriptor)


def _framework_modules() -> list[str]:
    """Every module of aoc_framework, but `__main__` (which would run `aoc`)."""
    import pkgutil

    import aoc_framework

    found = pkgutil.walk_packages(aoc_framework.__path__, "aoc_framework.")
    return [module.name for module in found if not module.name.endswith(".__main__")]


def _wait_for_aoc(request: dict[str, Any], fds: list[int]) -> None:
    """In a fork of the zygote: fork the `aoc`, tell its pid, then its exit code."""
    stdin, stdout, stderr, reply_fd = fds
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    replies = socket.socket(fileno=reply_fd)
    pid = os.fork()
    if pid == 0:
        replies.close()
        _become_aoc(request, stdin, stdout, stderr)
    for descriptor in (stdin, stdout, stderr):
        os.close(descriptor)
    replies.send(str(pid).encode())
    _, status = os.waitpid(pid, 0)
    replies.send(str(os.waitstatus_to_exitcode(status)).encode())
    os._exit(0)


def _become_aoc(request: dict[str, Any], stdin: int, stdout: int, stderr: int) -> None:
    """In the `aoc` fork: take the request's streams, folder, environment and arguments,
    as `python -m aoc_framework ARGS` would start with them, and run it."""
    import tempfile
    import traceback

    if request["new_session"]:
        os.setsid()
    for descriptor, standard in ((stdin, 0), (stdout, 1), (stderr, 2)):
        os.dup2(descriptor, standard)
    for descriptor in {stdin, stdout, stderr} - {0, 1, 2}:
        os.close(descriptor)
    if request["terminal"]:
        import fcntl
        import termios

        fcntl.ioctl(0, termios.TIOCSCTTY, 0)  # its controlling terminal: ^C sends SIGINT
    signal.signal(signal.SIGINT, signal.default_int_handler)  # as a new interpreter has it
    # Where every thread is, on its stderr, when a test that waited too long asks
    # (`WHERE_IT_IS`): a hang says where it hangs.
    import faulthandler

    faulthandler.register(WHERE_IT_IS, all_threads=True)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    tempfile.tempdir = None  # TMPDIR is read again
    time.tzset()  # and TZ: the local time zone every message shows times in
    sys.path[0] = str(Path.cwd())  # as `python -m` puts it
    sys.argv = [str(Path(sys.modules["aoc_framework"].__file__).with_name("__main__.py"))]
    sys.argv += request["args"]
    give_aocd_this_environment()
    from aoc_framework.cli import process_main

    try:
        process_main()
    except SystemExit as leaving:
        code = leaving.code if isinstance(leaving.code, int) else 1
    except BaseException:
        traceback.print_exc()
        code = 1
    else:
        code = 0
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(code)
