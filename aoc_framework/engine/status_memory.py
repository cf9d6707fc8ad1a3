"""What `aoc status` remembers of each day, so a second run answers at once.

One JSON file per day under `.aoc-cache/status/` in the project (git-ignored), written
atomically and only for a check that finished. A remembered status is used only while
everything that could change it is unchanged: the bytes of the day's module and of every
project module it imported, the cached input's bytes, the day's recorded answers, the
Python and framework versions; and while it holds under this run's time limit and memory
cap (`_holds_under`): a day that finished in 2 s under 60 s finishes under 300 s too, so
`aoc status -j 1 --day-timeout 300` on 500 remembered days runs only those stopped
before. Anything else (a file that cannot be read, another format) means "not
remembered", never a guess. A day that failed to import a package is never remembered:
installing it changes no file of the project, and the check fails fast.

The checksums a status is stored under are those of the sources the day's worker
compiled (`discovery.imported_files`), wherever they live in the project (a helper at
its root too), and of the input as it was before the day started (`snapshot`). A file
that differs from what ran when the status is stored, or that changed between two
imports of the run, means the status is not remembered at all: a verdict of the old
code is never kept for the new one. A day that could not say what it imported (it hung,
it died) is judged on the snapshot of every module of its year.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import platform
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aoc_framework.engine.discovery import Imported
from aoc_framework.model import clock
from aoc_framework.model.errors import FileError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.version import __version__
from aoc_framework.project.layout import Project

if TYPE_CHECKING:
    from aoc_framework.project.settings import Limits

#: /5: the limits a status was checked under, and whether they stopped it, kept beside
#: it rather than in its key (/4: a crashed day's stderr line remembered as text).
FORMAT = "aoc-status-memory/5"
#: What stopped a day, as its status is remembered: its time limit, or its memory cap.
STOPPED_BY_TIME, STOPPED_BY_MEMORY = "time limit", "memory cap"
#: What a failed import of a package says: the environment's doing, not the code's.
_MISSING_PACKAGE = ("ModuleNotFoundError: ", "ImportError: ")


class StatusMemory:
    """The remembered statuses of one project's days."""

    def __init__(self, project: Project, limits: Limits) -> None:
        self.project = project
        self.limits = limits
        self.folder = project.memory_dir
        self._hashes: dict[Path, str | None] = {}
        self._solutions: list[Path] | None = None

    def recall(
        self, puzzle: PuzzleDay, expected: dict[int, str]
    ) -> tuple[dict[str, Any], datetime] | None:
        """The remembered status of `puzzle` (as `remember` was given it) and when it was
        checked, if nothing it depends on has changed."""
        try:
            record = json.loads(self._path(puzzle).read_text(encoding="utf-8"))
            now = {name: self._hash(self.project.root / name) for name in record["modules"]}
            if record["key"] != self._key(puzzle, expected, now) or not self._holds_under(record):
                return None
            when = datetime.fromtimestamp(record["checked_at"], timezone.utc)
            return record["status"], when
        except (OSError, ValueError, KeyError, TypeError, OverflowError):
            return None

    def snapshot(self, puzzle: PuzzleDay) -> None:
        """Take the checksums of what the day may depend on (its input, the project's
        modules under solutions/ and those it imported last time), as they are before it
        starts: `remember` stores its status under these, if they still hold then."""
        self._hash(self.project.input_path(puzzle))
        paths = {self.project.solution_path(puzzle), *self._solution_files()}
        with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
            last = json.loads(self._path(puzzle).read_text(encoding="utf-8"))
            paths.update(self.project.root / name for name in last["modules"])
        for path in paths:
            self._hash(path)

    def remember(
        self,
        puzzle: PuzzleDay,
        status: dict[str, Any],
        expected: dict[int, str],
        modules: tuple[Imported, ...],
        stopped: str | None = None,
    ) -> None:
        """Store `status` (JSON-able) of a day whose check finished, or was `stopped`
        (`STOPPED_BY_TIME`, `STOPPED_BY_MEMORY`), with what it depends on, if every file it depends
        on is still what ran: the sources its worker compiled (`modules`), else (a
        checksum not known) as `snapshot` found them, and the input as `snapshot` found
        it. Not a status of a package that failed to import."""
        if any(said in str(status.get("error")) for said in _MISSING_PACKAGE):
            return
        ran = {self._module_of(puzzle): None, **dict(modules)}
        hashes = {}
        for name, digest in sorted(ran.items()):
            at_start = digest if digest is not None else self._hashes.get(self.project.root / name)
            if not at_start or _sha256(self.project.root / name) != at_start:
                return  # changed while it ran, or not seen before it started: not judged
            hashes[name] = at_start
        given = self.project.input_path(puzzle)
        if given not in self._hashes or _sha256(given) != self._hashes[given]:
            return
        files = list(hashes)
        record = {
            "format": FORMAT,
            "key": self._key(puzzle, expected, hashes),
            "modules": files,
            "checked_at": clock.now().timestamp(),
            "limits": [self.limits.timeout_s, self.limits.memory_bytes],
            "stopped": stopped,
            "status": status,
        }
        with contextlib.suppress(FileError):  # a memory that cannot be written is no error
            self.project.write_private(self._path(puzzle), json.dumps(record, ensure_ascii=False))

    def _key(
        self, puzzle: PuzzleDay, expected: dict[int, str], modules: dict[str, str | None]
    ) -> str:
        """The key of a status: what it depends on, `modules` with their checksums."""
        parts = [
            FORMAT,
            __version__,
            platform.python_version(),
            json.dumps(sorted((str(k), v) for k, v in expected.items())),
            f"input:{self._hash(self.project.input_path(puzzle))}",
        ]
        parts += [f"{name}:{digest}" for name, digest in modules.items()]
        return hashlib.sha256("\n".join(parts).encode()).hexdigest()

    def _holds_under(self, record: dict[str, Any]) -> bool:
        """Whether a remembered status would be the same under this run's limits: a day
        stopped at its time limit (or memory cap) when the limit is no larger; any other
        when it ran within the limits (its time and peak memory), or they are no
        tighter."""
        timeout_s, memory = record["limits"]
        now = self.limits
        if record["stopped"] == STOPPED_BY_TIME:
            return now.timeout_s <= timeout_s
        if record["stopped"] == STOPPED_BY_MEMORY:
            return now.memory_bytes is not None and now.memory_bytes <= memory
        seconds, peak = record["status"]["seconds"], record["status"].get("peak_rss")
        in_time = timeout_s <= now.timeout_s or (seconds is not None and seconds <= now.timeout_s)
        if now.memory_bytes is None or (memory is not None and memory <= now.memory_bytes):
            return in_time
        return in_time and peak is not None and peak <= now.memory_bytes

    def _hash(self, path: Path) -> str | None:
        """The checksum of `path` when first asked: one snapshot for the whole run."""
        if path not in self._hashes:
            self._hashes[path] = _sha256(path)
        return self._hashes[path]

    def _solution_files(self) -> list[Path]:
        """The project's modules in its days' folder (`solutions/`; only the days when
        they have no folder of their own), listed once a run."""
        if self._solutions is None:
            folder = self.project.solutions_dir
            own = folder != self.project.root
            self._solutions = (
                list(folder.rglob("*.py")) if own else list(self.project.day_files().values())
            )
        return self._solutions

    def _module_of(self, puzzle: PuzzleDay) -> str:
        return self.project.relative(self.project.solution_path(puzzle))

    def _path(self, puzzle: PuzzleDay) -> Path:
        return self.folder / f"{puzzle.slug}.json"


def _sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None
