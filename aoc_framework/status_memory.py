"""What `aoc status` remembers of each day, so a second run answers at once.

One JSON file per day under `.aoc-cache/status/` in the project (git-ignored), written
atomically and only for a check that finished. A remembered status is used only while
everything that could change it is unchanged: the bytes of the day's module and of every
project module it imported, the cached input's bytes, the day's recorded answers, the
Python and framework versions, and the timeout and memory cap. Anything else (a file that
cannot be read, another format) means "not remembered", never a guess.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import platform
from dataclasses import asdict, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aoc_framework import __version__
from aoc_framework.files import write_atomically
from aoc_framework.project import Project
from aoc_framework.puzzle import PuzzleDay
from aoc_framework.results import Verdict

if TYPE_CHECKING:
    from aoc_framework.settings import Limits
    from aoc_framework.status import DayStatus

FORMAT = "aoc-status-memory/2"


class StatusMemory:
    """The remembered statuses of one project's days."""

    def __init__(self, project: Project, limits: Limits) -> None:
        self.project = project
        # A timeout or a memory cap of another size may give another verdict.
        self.limits = f"{limits.timeout_s}:{limits.memory_bytes}"
        self.folder = project.memory_dir
        self._hashes: dict[Path, str | None] = {}

    def recall(self, puzzle: PuzzleDay, expected: dict[int, str]) -> DayStatus | None:
        """The remembered status of `puzzle`, if nothing it depends on has changed."""
        try:
            record = json.loads(self._path(puzzle).read_text(encoding="utf-8"))
            if record["key"] != self._key(puzzle, expected, record["modules"]):
                return None
            status = _status_from_dict(puzzle, record["status"])
        except (OSError, ValueError, KeyError, TypeError):
            return None
        when = datetime.fromtimestamp(record["checked_at"], timezone.utc)
        return replace(status, remembered_at=when)

    def remember(
        self, status: DayStatus, expected: dict[int, str], modules: tuple[str, ...]
    ) -> None:
        """Store `status` of a day whose check finished, with what it depends on."""
        puzzle = status.puzzle
        files = sorted({self._module_of(puzzle), *modules})
        record = {
            "format": FORMAT,
            "key": self._key(puzzle, expected, files),
            "modules": files,
            "checked_at": datetime.now(timezone.utc).timestamp(),
            "status": _status_to_dict(status),
        }
        with contextlib.suppress(OSError):  # a memory that cannot be written is no error
            write_atomically(self._path(puzzle), json.dumps(record, ensure_ascii=False))

    def _key(self, puzzle: PuzzleDay, expected: dict[int, str], modules: list[str]) -> str:
        parts = [
            FORMAT,
            __version__,
            platform.python_version(),
            self.limits,
            json.dumps(sorted((str(k), v) for k, v in expected.items())),
            f"input:{self._hash(self.project.input_path(puzzle))}",
        ]
        parts += [f"{name}:{self._hash(self.project.root / name)}" for name in modules]
        return hashlib.sha256("\n".join(parts).encode()).hexdigest()

    def _hash(self, path: Path) -> str | None:
        if path not in self._hashes:
            try:
                self._hashes[path] = hashlib.sha256(path.read_bytes()).hexdigest()
            except OSError:
                self._hashes[path] = None
        return self._hashes[path]

    def _module_of(self, puzzle: PuzzleDay) -> str:
        return self.project.relative(self.project.solution_path(puzzle))

    def _path(self, puzzle: PuzzleDay) -> Path:
        return self.folder / f"{puzzle.slug}.json"


def _status_to_dict(status: DayStatus) -> dict[str, Any]:
    data = asdict(status)
    del data["puzzle"], data["remembered_at"]
    data["examples"] = [v.value if v else None for v in status.examples]
    data["answers"] = [v.value if v else None for v in status.answers]
    return data


def _status_from_dict(puzzle: PuzzleDay, data: dict[str, Any]) -> DayStatus:
    from aoc_framework.status import DayStatus

    def verdicts(values: list[str | None]) -> tuple[Verdict | None, Verdict | None]:
        first, second = (Verdict(v) if v is not None else None for v in values)
        return (first, second)

    return DayStatus(
        puzzle,
        solution=bool(data["solution"]),
        input_cached=bool(data["input_cached"]),
        title=str(data["title"]),
        examples=verdicts(data["examples"]),
        answers=verdicts(data["answers"]),
        error=data["error"],
        seconds=data["seconds"],
    )
