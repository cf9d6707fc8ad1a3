"""The project's files: written so that nothing half-written is ever trusted, shared
files changed by one process at a time and merged, fetched by one process at a time,
TOML read with one clear error, and what was parsed from a file remembered until the
file changes. A file that cannot be read or written is one `FileError` line."""

from __future__ import annotations

import errno
import marshal
import os
import stat
import sys
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, Protocol, TypeVar

from aoc_framework.model.errors import AocError, FileError, NetworkError, UsageError

ParsedT = TypeVar("ParsedT")


class Project(Protocol):
    """What the writers of shared files need of `layout.Project` (not imported: it
    imports this module): the lock of each shared file."""

    def lock_path(self, shared: Path) -> Path:
        """The lock every change to `shared` holds."""
        ...


#: Seconds a writer of a shared file (answers.toml, timings.json, the README...) waits
#: for another `aoc` holding its lock before giving up with one line. Here, not in
#: `settings` (which imports `layout`, which imports this module): the lock rule's home.
WRITE_LOCK_TIMEOUT_S = 60.0


def fetch_lock_timeout_s(request_timeout_s: float) -> float:
    """Seconds a fetch waits for another `aoc` fetching the same file: its holder makes
    at most a few requests, each bounded by `request_timeout_s`."""
    return 4 * request_timeout_s + 10


def parse_toml(text: str, path: Path) -> dict[str, Any]:
    """The tables of `text`, read from `path`; a `UsageError` naming it when not TOML."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise UsageError(f"{path} is not valid TOML ({error}); fix it") from None


def read_parsed(
    path: Path, parse: Callable[[str], ParsedT], memory: tuple[Path, str] | None = None
) -> ParsedT | None:
    """`parse` of the text of `path`; None when there is no such file.

    With `memory`, a file and the name of the layout of `parse`'s results (a new name
    whenever they change shape), the result is remembered in that file for as long as
    the text and the layout stay the same (importing tomllib and parsing a 450-day
    answers.toml cost a fifth of typer's import, on every `aoc run`). It must then be made
    of what `marshal` stores (tuples, strings, numbers). An error `parse` raises is
    raised, never remembered; a memory that cannot be read or written only costs time."""
    data = read_bytes(path)
    return None if data is None else parsed(data, path, parse, memory)


def parsed(
    data: bytes, path: Path, parse: Callable[[str], ParsedT], memory: tuple[Path, str] | None
) -> ParsedT:
    """`parse` of `data`, the bytes of `path`, remembered in `memory` as `read_parsed`
    says (for a writer that holds the text already: what it wrote is parsed once, and
    the next reader finds it remembered)."""
    if memory is not None:
        memory_path, layout = memory
        # The text itself, not its timestamps, which may not change between two saves:
        # two checksums, 64 bits, for the price of reading it.
        key = (layout, len(data), zlib.crc32(data), zlib.adler32(data))
        with suppress(OSError, ValueError, EOFError, TypeError):  # then parse again
            remembered_key, result = marshal.loads(memory_path.read_bytes())
            if remembered_key == key:
                return result
    result = parse(_decoded(data, path))
    if memory is not None:
        with suppress(FileError):  # a read-only project parses every time
            write_atomically(memory_path, marshal.dumps((key, result)))
    return result


def write_atomically(path: Path, content: str | bytes) -> None:
    """Write `content` to `path` (text as UTF-8) via a temporary file in the same folder
    and a rename, so a reader sees the old file or the whole new one, never a partial one.

    A symlink is followed: its target is rewritten and the link stays; a symlink to
    nothing is refused, since the write would make a file wherever it points. A file
    keeps its mode (a new one gets the mode a plain write would). `FileError` naming
    `path` and the reason when it cannot be written."""
    import tempfile  # here, not at the top: most commands never write (start-up time)

    target = Path(os.path.realpath(path))
    dangling = _dangling_link(path)
    if dangling is not None:
        reason = f"{dangling} is a symlink to {dangling.readlink()}, which does not exist"
        raise FileError("write", path, reason)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        mode = _mode_of(target)
        fd, temp_name = tempfile.mkstemp(
            dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"
        )
    except OSError as error:
        raise _cannot("write", path, error) from None
    try:
        with os.fdopen(fd, "wb") as temp:
            temp.write(content if isinstance(content, bytes) else content.encode("utf-8"))
            temp.flush()
            os.fsync(temp.fileno())
        # mkstemp makes the file private (0600): give it the mode it had, or a plain write's.
        Path(temp_name).chmod(mode)
        Path(temp_name).replace(target)
    except BaseException as error:
        Path(temp_name).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise _cannot("write", path, error) from None
        raise


def _dangling_link(path: Path) -> Path | None:
    """The symlink on the way to `path` (itself or a folder above it) that leads where
    nothing is, if any."""
    for step in (path, *path.parents):
        if step.exists():
            return None  # the rest of the way resolves
        if step.is_symlink():
            return step
    return None


def update_file(project: Project, path: Path, change: Callable[[str | None], str | None]) -> bool:
    """Rewrite `project`'s shared file at `path` as `change` makes it from its current
    text (None: no such file; `change` returns None or the same text to leave it), one
    process at a time: its lock (`Project.lock_path`) is held from the read to the write,
    so a change made by another `aoc` meanwhile is merged, never overwritten. Returns
    whether the file changed. Temporary files that a killed writer of `path` left are
    removed (none can be in use: every writer holds the lock)."""
    with writing(project, path):
        target = Path(os.path.realpath(path))
        if target.is_dir():  # it was read first: "cannot read ... (Is a directory); fix it"
            raise FileError("write", path, "a folder is there, not a file")
        for leftover in target.parent.glob(f".{target.name}.*.tmp"):
            leftover.unlink(missing_ok=True)
        current = read_text(path)
        new = change(current)
        if new is None or new == current:
            return False
        write_atomically(path, new)
        return True


@contextmanager
def writing(project: Project, path: Path) -> Iterator[None]:
    """Hold the lock every writer of `project`'s shared file `path` holds while it
    changes it (see `update_file`); another holding it longer than
    `WRITE_LOCK_TIMEOUT_S` is a `UsageError`."""
    busy = UsageError(f"another aoc process has been writing {path.name} for too long; try again")
    with hold_lock(project.lock_path(path), WRITE_LOCK_TIMEOUT_S, busy):
        yield


def check_writable(path: Path) -> None:
    """`FileError` unless `write_atomically(path, ...)` could write there now: its folder
    takes a new file, and it is not a folder itself (tried, not guessed from modes)."""
    import tempfile

    target = Path(os.path.realpath(path))
    if target.is_dir():
        raise FileError("write", path, "Is a directory")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=target.parent, prefix=f".{target.name}."):
            pass
    except OSError as error:
        raise _cannot("write", path, error) from None


def read_text(path: Path) -> str | None:
    """The UTF-8 text of `path`; None when there is no such file. `FileError` naming it
    when it cannot be read."""
    data = read_bytes(path)
    return None if data is None else _decoded(data, path)


def read_bytes(path: Path, limit: int | None = None) -> bytes | None:
    """The bytes of `path`; None when there is no such file. `FileError` naming it when
    it cannot be read, is not a regular file (a fifo would never end, nor /dev/zero),
    or holds more than `limit` bytes."""
    try:
        # Opened without blocking: opening a fifo would wait for a writer.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return None
    except OSError as error:
        raise _cannot("read", path, error) from None
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            os.close(descriptor)
            why = os.strerror(errno.EISDIR) if stat.S_ISDIR(mode) else "it is not a regular file"
            raise FileError("read", path, why)
        with os.fdopen(descriptor, "rb") as file:
            data = file.read() if limit is None else file.read(limit + 1)
    except OSError as error:
        raise _cannot("read", path, error) from None
    if limit is not None and len(data) > limit:
        raise FileError("read", path, f"it holds more than {limit} bytes")
    return data


def _decoded(data: bytes, path: Path) -> str:
    """`data`, the bytes of `path`, as UTF-8 text; `FileError` when they are not."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileError("read", path, "it is not UTF-8 text") from None


def _cannot(verb: str, path: Path, error: OSError) -> FileError:
    """The error for a file that cannot be read or written, with the system's reason."""
    return FileError(verb, path, error.strerror or type(error).__name__)


def _mode_of(target: Path) -> int:
    """The permission bits `target` has; a new file's (0666 less the umask) if none."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


@contextmanager
def hold_lock(path: Path, timeout: float, busy: AocError) -> Iterator[None]:
    """Hold the inter-process lock file `path` (created with its folder if missing).
    `busy` is raised when another process holds it longer than `timeout` seconds; a lock
    that cannot be created is a `FileError`."""
    from filelock import FileLock, Timeout

    lock = FileLock(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire(timeout=timeout)
    except Timeout:
        raise busy from None
    except OSError as error:
        raise _cannot("create the lock file", path, error) from None
    try:
        yield
    finally:
        lock.release()


@contextmanager
def fetch_lock(path: Path, timeout: float) -> Iterator[None]:
    """Hold the inter-process lock for fetching what `path` caches (a lock file beside
    it), so that processes started at once send one request. Waiting for it is bounded:
    its holder makes at most a few requests, each bounded by `timeout`
    (`fetch_lock_timeout_s`)."""
    busy = NetworkError(
        f"another aoc process has been fetching {path.name} for too long; try again"
    )
    with hold_lock(path.with_name(f".{path.name}.lock"), fetch_lock_timeout_s(timeout), busy):
        yield
