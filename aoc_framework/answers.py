"""The record of verified answers: `answers.toml`, committed, human-readable.

    # Verified answers (aoc submit and aoc answers sync keep this file up to date).
    [2023.day07]
    part_1 = "250254244"
    part_2 = "250087440"

Answers are stored as text, the way adventofcode.com compares them.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from aoc_framework.errors import UsageError
from aoc_framework.files import write_atomically
from aoc_framework.project import Project
from aoc_framework.solution import Answer, Part

HEADER = "# Verified answers (aoc submit and aoc answers sync keep this file up to date).\n"


@dataclass
class KnownAnswers:
    """Verified answers by (year, day, part), loaded from and saved to one TOML file."""

    path: Path
    _answers: dict[tuple[int, int, Part], str] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path) -> KnownAnswers:
        """Read `path`; a missing file is an empty record, a malformed one a `UsageError`."""
        known = cls(path)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return known
        except UnicodeDecodeError:
            raise UsageError(f"{path} is not UTF-8 text; fix or remove it") from None
        # Imported here: parsing TOML is only needed when there is a record to read.
        if sys.version_info >= (3, 11):
            import tomllib
        else:  # pragma: no cover - exercised on Python 3.10 only
            import tomli as tomllib
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise UsageError(f"{path} is not valid TOML ({error}); fix or remove it") from None
        for year_key, days in data.items():
            for day_key, parts in _table(days, path).items():
                year, day = _year_day(year_key, day_key, path)
                for part_key, value in _table(parts, path).items():
                    part = {"part_1": 1, "part_2": 2}.get(part_key)
                    if part is None or not isinstance(value, (str, int)):
                        raise UsageError(f"{path}: bad entry [{year_key}.{day_key}] {part_key}")
                    known._answers[(year, day, part)] = str(value).strip()
        return known

    def get(self, year: int, day: int, part: Part) -> str | None:
        """The verified answer, or None when none is recorded."""
        return self._answers.get((year, day, part))

    def record(self, year: int, day: int, part: Part, answer: Answer) -> bool:
        """Record a verified answer and save the file atomically; False if unchanged."""
        if answer is None or not str(answer).strip():
            raise ValueError("an empty answer cannot be recorded")
        text = str(answer).strip()
        if self._answers.get((year, day, part)) == text:
            return False
        self._answers[(year, day, part)] = text
        write_atomically(self.path, self.dumps())
        return True

    def dumps(self) -> str:
        """The whole record as TOML, sorted by year, day and part."""
        import json

        lines = [HEADER]
        current = None
        for (year, day, part), answer in sorted(self._answers.items()):
            if (year, day) != current:
                lines.append(f"\n[{year}.day{day:02d}]\n")
                current = (year, day)
            # A JSON string literal is a valid TOML basic string.
            lines.append(f"part_{part} = {json.dumps(answer, ensure_ascii=False)}\n")
        return "".join(lines)


def _table(value: object, path: Path) -> dict:
    if not isinstance(value, dict):
        raise UsageError(f"{path}: expected tables like [2023.day07]")
    return value


def _year_day(year_key: str, day_key: str, path: Path) -> tuple[int, int]:
    if year_key.isdigit() and day_key.startswith("day") and day_key[3:].isdigit():
        return int(year_key), int(day_key[3:])
    raise UsageError(f"{path}: bad table [{year_key}.{day_key}]; expected like [2023.day07]")


@dataclass(frozen=True)
class SyncedPart:
    """What `sync_answers` found for one part: aocd's verified answer (None: not solved)
    and the one answers.toml held before."""

    year: int
    day: int
    part: Part
    answer: str | None
    previous: str | None

    @property
    def changed(self) -> bool:
        """Whether answers.toml gained or changed this entry."""
        return self.answer is not None and self.answer != self.previous


def sync_answers(
    project: Project, year: int, days: Sequence[int], *, timeout: float | None = None
) -> Iterator[SyncedPart]:
    """Record in answers.toml the answers aocd knows for `days` of `year`: from its cache,
    else from the puzzle page ("Your puzzle answer was ..."), one request per day.
    Yields each part as it is synced; raises `AocError`s (token, network)."""
    # Imported here: only this command talks to the server (aocd costs ~0.2 s).
    from aoc_framework.adventofcode import aocd_puzzle, prepare_client, server_errors
    from aoc_framework.puzzle_calendar import check_day, days_in_year
    from aoc_framework.session_token import require_token

    for day in days:
        check_day(year, day)
    token = require_token()
    prepare_client(timeout)
    known = KnownAnswers.load(project.answers_path)
    for day in days:
        puzzle = aocd_puzzle(token, year, day)
        parts: tuple[Part, ...] = (1,) if day == days_in_year(year) else (1, 2)
        paths = {1: puzzle.answer_a_path, 2: puzzle.answer_b_path}
        if not all(paths[part].is_file() for part in parts):
            with server_errors(token, f"the puzzle page of {year} day {day}"):
                puzzle._request_puzzle_page()  # saves the answers it shows in aocd's cache
        for part in parts:
            path = paths[part]
            answer = path.read_text(encoding="utf-8").strip() if path.is_file() else None
            previous = known.get(year, day, part)
            if answer:
                known.record(year, day, part, answer)
            yield SyncedPart(year, day, part, answer or None, previous)
