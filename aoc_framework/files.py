"""The project's files: written so that nothing half-written is ever trusted, fetched
by one process at a time, and TOML read with one clear error."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from aoc_framework.errors import NetworkError, UsageError


def read_toml(path: Path) -> tuple[str, dict[str, Any]] | None:
    """The text of the TOML file at `path` and the tables it holds; None when there is
    no such file. A `UsageError` naming the file when it cannot be read or is not TOML."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read {path} ({type(error).__name__}); fix it") from None
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    try:
        return text, tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise UsageError(f"{path} is not valid TOML ({error}); fix it") from None


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to `path` (UTF-8) via a temporary file in the same folder and a
    rename, so a reader sees the old file or the whole new one, never a partial one."""
    import tempfile  # here, not at the top: most commands never write (start-up time)

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as temp:
            temp.write(text)
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
