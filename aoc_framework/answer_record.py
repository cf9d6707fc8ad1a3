"""The record of verified answers: `answers.toml`, committed, human-readable.

    # Verified answers (aoc submit and aoc answers sync keep this file up to date).
    [2023.day07]
    part_1 = "250254244"
    part_2 = "250087440"

Answers are stored as text, the way adventofcode.com compares them. Syncing the record
from the site lives in `answer_sync`; this module never talks to the network.
"""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path

from aoc_framework.answer import Answer, answer_text
from aoc_framework.errors import UsageError
from aoc_framework.files import parse_toml, read_parsed, write_atomically
from aoc_framework.project import Project
from aoc_framework.puzzle import PARTS, Part, PuzzleDay

HEADER = "# Verified answers (aoc submit and aoc answers sync keep this file up to date).\n"
#: Texts that are never a verified answer: what `str(None)` and friends write by mistake.
_NOT_ANSWERS = {"none", "null", "nan"}
#: The layout of `_parse_entries`' result, as remembered: a new name when it changes.
_LAYOUT = "answers-entries/1"


class KnownAnswers:
    """Verified answers by puzzle and part, loaded from and saved to one TOML file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # By (year, day, part), plain numbers: a big record loads without making objects.
        self._answers: dict[tuple[int, int, int], str] = {}

    @classmethod
    def of(cls, project: Project) -> KnownAnswers:
        """The project's record, its parse remembered in `.aoc-cache/` until it changes."""
        return cls.load(project.answers_path, memory=(project.answers_memory_path, _LAYOUT))

    @classmethod
    def load(cls, path: Path, memory: tuple[Path, str] | None = None) -> KnownAnswers:
        """Read `path`; a missing file is an empty record, a malformed one (or one with an
        empty or "None" answer) a `UsageError` naming the file and line. With `memory`
        (see `files.read_parsed`), the parse is remembered until the file changes."""
        known = cls(path)
        known._answers = dict(read_parsed(path, partial(_parse_entries, path=path), memory) or ())
        return known

    def get(self, puzzle: PuzzleDay, part: Part) -> str | None:
        """The verified answer, or None when none is recorded."""
        return self._answers.get((puzzle.year, puzzle.day, int(part)))

    def for_day(self, puzzle: PuzzleDay) -> dict[int, str]:
        """The verified answers of `puzzle` by part number (plain, for worker tasks)."""
        found = {part: self.get(puzzle, part) for part in PARTS}
        return {int(part): answer for part, answer in found.items() if answer is not None}

    def record(self, puzzle: PuzzleDay, part: Part, answer: Answer) -> bool:
        """Record a verified answer and save the file atomically; False if unchanged."""
        text = answer_text(answer)
        if text is None:
            raise ValueError("an empty answer cannot be recorded")
        if text.lower() in _NOT_ANSWERS:
            raise ValueError(f"{answer!r} cannot be recorded as an answer")
        key = (puzzle.year, puzzle.day, int(part))
        if self._answers.get(key) == text:
            return False
        self._answers[key] = text
        write_atomically(self.path, self.dumps())
        return True

    def dumps(self) -> str:
        """The whole record as TOML, sorted by year, day and part."""
        import json  # only writing needs it

        lines = [HEADER]
        current = None
        for (year, day, part), answer in sorted(self._answers.items()):
            if (year, day) != current:
                lines.append(f"\n[{year}.day{day:02d}]\n")
                current = (year, day)
            # A JSON string literal is a valid TOML basic string.
            lines.append(f"{Part(part).key} = {json.dumps(answer, ensure_ascii=False)}\n")
        return "".join(lines)


def _parse_entries(text: str, path: Path) -> tuple[tuple[tuple[int, int, int], str], ...]:
    """The ((year, day, part), answer) entries of answers.toml's `text`, each checked."""
    entries = []
    for year_key, days in parse_toml(text, path).items():
        for day_key, parts in _table(days, path).items():
            puzzle = _puzzle(year_key, day_key, path)
            for part_key, value in _table(parts, path).items():
                part = Part.from_key(part_key)
                entry = f"[{year_key}.{day_key}] {part_key}"
                if part is None or not isinstance(value, (str, int)):
                    where = f"{path}:{_line_of(text, part_key, value)}"
                    raise UsageError(f"{where}: bad entry {entry}")
                answer = str(value).strip()
                if not answer or answer.lower() in _NOT_ANSWERS:
                    where = f"{path}:{_line_of(text, part_key, value)}"
                    raise UsageError(
                        f"{where}: {entry} = {value!r} is not an answer; remove the "
                        "line (aoc answers sync restores real ones)"
                    )
                entries.append(((puzzle.year, puzzle.day, int(part)), answer))
    return tuple(entries)


def _table(value: object, path: Path) -> dict:
    if not isinstance(value, dict):
        raise UsageError(f"{path}: expected tables like [2023.day07]")
    return value


def _puzzle(year_key: str, day_key: str, path: Path) -> PuzzleDay:
    if year_key.isdigit() and day_key.startswith("day") and day_key[3:].isdigit():
        year, day = int(year_key), int(day_key[3:])
        try:
            return PuzzleDay.of(year, day)
        except UsageError as error:
            raise UsageError(f"{path}: [{year_key}.{day_key}]: {error}") from None
    raise UsageError(f"{path}: bad table [{year_key}.{day_key}]; expected like [2023.day07]")


def _line_of(text: str, key: str, value: object) -> int:
    """The line of `key = value` in `text` (the first with that key if the value is not
    found as written): TOML parsers do not say where a value stood."""
    pattern = re.compile(rf"^\s*{re.escape(key)}\s*=\s*(.*)$")
    first = 0
    for number, line in enumerate(text.splitlines(), start=1):
        match = pattern.match(line)
        if match:
            first = first or number
            if str(value) in match[1]:
                return number
    return first
