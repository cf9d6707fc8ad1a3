"""The project's files: written so that nothing half-written is ever trusted, fetched
by one process at a time, TOML read with one clear error, and what was parsed from a
file remembered until the file changes."""

from __future__ import annotations

import marshal
import os
import sys
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, TypeVar

from aoc_framework.errors import NetworkError, UsageError

ParsedT = TypeVar("ParsedT")


def read_toml(path: Path) -> dict[str, Any] | None:
    """The tables the TOML file at `path` holds; None when there is no such file. A
    `UsageError` naming the file when it cannot be read or is not TOML."""
    return read_parsed(path, lambda text: parse_toml(text, path))


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
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise UsageError(f"cannot read {path} ({type(error).__name__}); fix it") from None
    if memory is not None:
        memory_path, layout = memory
        # The text itself, not its timestamps, which may not change between two saves:
        # two checksums, 64 bits, for the price of reading it.
        key = (layout, len(data), zlib.crc32(data), zlib.adler32(data))
        with suppress(OSError, ValueError, EOFError, TypeError):  # then parse again
            remembered_key, result = marshal.loads(memory_path.read_bytes())
            if remembered_key == key:
                return result
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {path} (it is not UTF-8 text); fix it") from None
    result = parse(text)
    if memory is not None:
        with suppress(OSError):  # a read-only project parses every time
            write_atomically(memory_path, marshal.dumps((key, result)))
    return result


def write_atomically(path: Path, content: str | bytes) -> None:
    """Write `content` to `path` (text as UTF-8) via a temporary file in the same folder
    and a rename, so a reader sees the old file or the whole new one, never a partial one."""
    import tempfile  # here, not at the top: most commands never write (start-up time)

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as temp:
            temp.write(content if isinstance(content, bytes) else content.encode("utf-8"))
            temp.flush()
            os.fsync(temp.fileno())
        # mkstemp makes the file private (0600); give it the mode a plain write would.
        Path(temp_name).chmod(_default_mode())
        Path(temp_name).replace(path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def _default_mode() -> int:
    """The mode a newly created file gets: 0666 less the process umask."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


@contextmanager
def fetch_lock(path: Path, timeout: float) -> Iterator[None]:
    """Hold the inter-process lock for fetching what `path` caches (a lock file beside
    it), so that processes started at once send one request. Waiting for it is bounded:
    its holder makes at most a few requests, each bounded by `timeout`."""
    from filelock import FileLock, Timeout

    path.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(path.with_name(f".{path.name}.lock"))
    try:
        lock.acquire(timeout=4 * timeout + 10)
    except Timeout:
        raise NetworkError(
            f"another aoc process has been fetching {path.name} for too long; try again"
        ) from None
    try:
        yield
    finally:
        lock.release()
