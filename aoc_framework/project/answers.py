"""The record of verified answers: `answers.toml`, committed, human-readable.

    # Verified answers (aoc submit and aoc answers sync keep this file up to date).
    [2023.day07]
    part_1 = "250254244"
    part_2 = "250087440"

Answers are stored as text, the way adventofcode.com compares them. Each account has its
own record (`Project.answers_path`: answers.toml for the default account). Syncing the record
from the site lives in `answer_sync`; this module never talks to the network.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import partial
from pathlib import Path

from aoc_framework.model.answer import Answer, answer_text, is_answer_text
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PARTS, Part, PuzzleDay
from aoc_framework.project.files import (
    check_writable,
    parse_toml,
    parsed,
    read_parsed,
    read_text,
    update_file,
    writing,
)
from aoc_framework.project.layout import Project

HEADER = "# Verified answers (aoc submit and aoc answers sync keep this file up to date).\n"
#: The layout of `_parse_entries`' result, as remembered: a new name when it changes.
_LAYOUT = "answers-entries/1"
# The lines the line-level edit knows: `[2023.day07]`, `part_1 = "..."  # a comment`.
_TABLE = re.compile(r"^\s*\[\s*([^.\]\s]+)\s*\.\s*([^.\]\s]+)\s*\]")
_KEY = re.compile(rf"^\s*({'|'.join(part.key for part in PARTS)})\s*=")
_VALUE = re.compile(r"""=\s*(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^\s#]+)\s*(#.*)?$""")


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

    def puzzles(self) -> list[PuzzleDay]:
        """The puzzles with at least one verified answer, in calendar order."""
        return [PuzzleDay(year, day) for year, day in sorted({k[:2] for k in self._answers})]

    def for_day(self, puzzle: PuzzleDay) -> dict[int, str]:
        """The verified answers of `puzzle` by part number (plain, for worker tasks)."""
        found = {part: self.get(puzzle, part) for part in PARTS}
        return {int(part): answer for part, answer in found.items() if answer is not None}


def record_answers(
    project: Project, answers: Mapping[tuple[PuzzleDay, Part], Answer]
) -> dict[tuple[PuzzleDay, Part], str | None]:
    """Record verified `answers` in the project's answers.toml and return the (puzzle,
    part) entries it gained or changed, each with the answer it held before (None: new).

    One `aoc` at a time changes the file (the project's answers lock, held from the read
    to the write), each change made to the file as it is then, so what another process
    recorded meanwhile stays. Only the lines of the changed entries are touched: the
    user's comments, order, mode and symlink stay. `UsageError` when the file does not
    parse or holds an entry in a shape this edit does not know, `FileError` when it
    cannot be written, also for an answer that is no answer (`is_no_answer`)."""
    texts = {(puzzle, Part(part)): _recordable(a) for (puzzle, part), a in answers.items()}
    changed: dict[tuple[PuzzleDay, Part], str | None] = {}

    def merge(text: str | None) -> str:
        changed.clear()  # the change is computed once, under the lock
        entries = _entries(project, text) if text else {}
        new = text if text is not None else HEADER
        for (puzzle, part), answer in sorted(texts.items()):
            before = entries.get((puzzle.year, puzzle.day, int(part)))
            if before != answer:
                new = _with_entry(new, puzzle, part, answer)
                changed[(puzzle, part)] = before
        _check_edit(project, new, entries, {k: texts[k] for k in changed})
        return new

    if not project.account.is_default:  # in the input cache: private, as the inputs are
        project.keep_private(project.inputs_dir)
    update_file(project, project.answers_path, merge)
    return changed


def check_recordable(project: Project, puzzle: PuzzleDay, part: Part) -> None:
    """Raise the error recording an answer for `part` of `puzzle` would raise (the file
    does not parse, holds that entry in a shape this edit does not know, or the project
    cannot be written), without changing anything: checked before an answer is sent, so
    that none the site accepts is lost to a local failure."""
    with writing(project, project.answers_path):
        text = read_text(project.answers_path)
        if text is not None:
            edited = _with_entry(text, puzzle, part, "0")
            _check_edit(project, edited, _entries(project, text), {(puzzle, part): "0"})
        check_writable(project.answers_path)


def _recordable(answer: Answer) -> str:
    """`answer` as recorded text; `UsageError` for what is never an answer
    (`model.answer.is_answer_text`: nothing, "None", a character that does not print)."""
    text = answer_text(answer)
    if text is None or not is_answer_text(text):
        raise UsageError(f"{answer!a:.60} is not an answer: it is never recorded")
    return text


def _with_entry(text: str, puzzle: PuzzleDay, part: Part, answer: str) -> str:
    """`text` with `part_N = "answer"` for `puzzle`: the entry's line replaced (its
    comment kept), else a line added to the day's table, else the day's table added
    before the first table that sorts after it (`_check_edit` says whether that worked:
    a file written by hand may hold the day in another shape)."""
    line = f"{part.key} = {toml_string(answer)}"
    lines = text.splitlines(keepends=True)
    header = _header_line(lines, puzzle)
    if header is None:
        new = _with_table(lines, puzzle, line)
    else:
        end = next((i for i in range(header + 1, len(lines)) if _TABLE.match(lines[i])), len(lines))
        keys = {m[1]: i for i in range(header + 1, end) if (m := _KEY.match(lines[i]))}
        if part.key in keys:
            at = keys[part.key]
            value = _VALUE.search(lines[at])
            lines[at] = line + (f"  {value[1]}" if value and value[1] else "") + "\n"
        else:
            later = [i for key, i in keys.items() if key > part.key]
            at = min(later) if later else max(keys.values(), default=header) + 1
            lines.insert(at, line + "\n")
        new = "".join(lines)
    return new


def _entries(project: Project, text: str) -> dict[tuple[int, int, int], str]:
    """The entries of answers.toml's `text`, remembered as `KnownAnswers.of` remembers
    them: a writer parses what it wrote once, and the next `aoc` finds it parsed."""
    parse = partial(_parse_entries, path=project.answers_path)
    memory = (project.answers_memory_path, _LAYOUT)
    return dict(parsed(text.encode("utf-8"), project.answers_path, parse, memory))


def _check_edit(project: Project, new: str, entries: dict, changes: dict) -> None:
    """`UsageError` unless `new` holds exactly `entries` with `changes` applied (an
    entry written in a shape the line-level edit does not know makes it differ)."""
    path = project.answers_path
    expected = {**entries, **{(p.year, p.day, int(part)): a for (p, part), a in changes.items()}}
    try:
        edited = _entries(project, new)
    except UsageError:
        edited = None
    if edited != expected:
        puzzle = min(changes)[0]
        raise UsageError(
            f"{path} holds {puzzle} in a shape aoc does not edit; write it as "
            f'[{table_name(puzzle)}] with one part_1 = "..." line a part'
        )


def _header_line(lines: list[str], puzzle: PuzzleDay) -> int | None:
    for number, line in enumerate(lines):
        match = _TABLE.match(line)
        if match and _day_of_table(match[1], match[2]) == puzzle:
            return number
    return None


def _with_table(lines: list[str], puzzle: PuzzleDay, line: str) -> str:
    """`lines` with a new table for `puzzle` before the first that sorts after it."""
    later = [
        number
        for number, text in enumerate(lines)
        if (m := _TABLE.match(text)) and (found := _day_of_table(m[1], m[2])) and found > puzzle
    ]
    block = f"[{table_name(puzzle)}]\n{line}\n"
    if later:
        at = later[0]
        while at > 0 and lines[at - 1].lstrip().startswith("#"):  # its comment goes with it
            at -= 1
        return "".join([*lines[:at], block, "\n", *lines[at:]])
    body = "".join(lines)
    if body and not body.endswith("\n"):
        body += "\n"
    return body + ("\n" if body.strip() else "") + block


def table_name(puzzle: PuzzleDay) -> str:
    """The name of `puzzle`'s table in answers.toml: `2023.day07`."""
    return f"{puzzle.year}.{_DAY_KEY}{puzzle.day:02d}"


def _day_of_table(year_key: str, day_key: str) -> PuzzleDay | None:
    """The puzzle a table `[year_key.day_key]` is for (None: not a day's table); the
    inverse of `table_name`, which also takes `day7`."""
    day = day_key.removeprefix(_DAY_KEY)
    if not (year_key.isdigit() and day_key.startswith(_DAY_KEY) and day.isdigit()):
        return None
    return PuzzleDay(int(year_key), int(day))


#: A day's key inside its year's table, before the day's number.
_DAY_KEY = "day"


def toml_string(text: str) -> str:
    """`text` as a TOML basic string: a JSON string literal is one (a recorded answer
    holds no control character, which TOML would want escaped where JSON does not)."""
    import json  # only a command that writes answers.toml (start-up time)

    return json.dumps(text, ensure_ascii=False)


def _parse_entries(text: str, path: Path) -> tuple[tuple[tuple[int, int, int], str], ...]:
    """The ((year, day, part), answer) entries of answers.toml's `text`, each checked."""
    entries = []
    for year_key, days in parse_toml(text, path).items():
        for day_key, parts in _table(days, path).items():
            puzzle = _puzzle(year_key, day_key, path)
            for part_key, value in _table(parts, path).items():
                part = Part.from_key(part_key)
                entry = f"[{year_key}.{day_key}] {part_key}"
                # TOML's true is a bool, which Python counts as an int: not an answer
                if part is None or isinstance(value, bool) or not isinstance(value, (str, int)):
                    where = f"{path}:{_line_of(text, (year_key, day_key), part_key, value)}"
                    raise UsageError(f"{where}: bad entry {entry}")
                answer = str(value).strip()
                if not is_answer_text(answer):
                    where = f"{path}:{_line_of(text, (year_key, day_key), part_key, value)}"
                    raise UsageError(
                        f"{where}: {entry} = {value!a:.60} is not an answer; remove the "
                        "line (aoc answers sync restores real ones)"
                    )
                entries.append(((puzzle.year, puzzle.day, int(part)), answer))
    return tuple(entries)


def _table(value: object, path: Path) -> dict:
    if not isinstance(value, dict):
        raise UsageError(f"{path}: expected tables like [2023.day07]")
    return value


def _puzzle(year_key: str, day_key: str, path: Path) -> PuzzleDay:
    found = _day_of_table(year_key, day_key)
    if found is None:
        raise UsageError(f"{path}: bad table [{year_key}.{day_key}]; expected like [2023.day07]")
    try:
        return PuzzleDay.of(found.year, found.day)
    except UsageError as error:
        raise UsageError(f"{path}: [{year_key}.{day_key}]: {error}") from None


def _line_of(text: str, table: tuple[str, str], key: str, value: object) -> int:
    """The line of `key = ...` in `text`'s table `[year.day]` (`table`), where it is
    written as one; else the first line of `key = value` (the first with that key if the
    value is not found as written): TOML parsers do not say where a value stood. A value
    of many lines had pointed at another day's line with the same key."""
    lines = text.splitlines()
    year, day = (rf"\s*\"?{re.escape(name)}\"?\s*" for name in table)
    header = re.compile(rf"^\s*\[{year}\.{day}\]")
    assigned = re.compile(rf"^\s*{re.escape(key)}\s*=\s*(.*)$")
    start = next((i for i, line in enumerate(lines) if header.match(line)), None)
    for number in range(len(lines) if start is None else start + 1, len(lines)):
        if lines[number].lstrip().startswith("["):
            break
        if assigned.match(lines[number]):
            return number + 1
    first = 0
    for number, line in enumerate(lines, start=1):
        match = assigned.match(line)
        if match:
            first = first or number
            if str(value) in match[1]:
                return number
    return first
