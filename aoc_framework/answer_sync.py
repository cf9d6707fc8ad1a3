"""Filling answers.toml from what adventofcode.com knows (`aoc answers sync`).

The answers come from aocd's cache, else from the puzzle page ("Your puzzle answer was
..."), one request per day. The record itself is `answer_record`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from aoc_framework.answer_record import KnownAnswers
from aoc_framework.project import Project
from aoc_framework.puzzle import Part, PuzzleDay


@dataclass(frozen=True)
class SyncedPart:
    """What `sync_answers` found for one part: aocd's verified answer (None: not solved)
    and the one answers.toml held before."""

    puzzle: PuzzleDay
    part: Part
    answer: str | None
    previous: str | None

    @property
    def changed(self) -> bool:
        """Whether answers.toml gained or changed this entry."""
        return self.answer is not None and self.answer != self.previous


def sync_answers(
    project: Project, puzzles: Sequence[PuzzleDay], *, timeout: float
) -> Iterator[SyncedPart]:
    """Record in answers.toml the answers the site knows for `puzzles`. Yields each part
    as it is synced; raises `AocError`s (token, network)."""
    # Imported here: only this command talks to the server (aocd costs ~0.2 s).
    from aoc_framework.aocd_adapter import known_answers, prepare_client
    from aoc_framework.session_token import require_token

    token = require_token()
    prepare_client(timeout)
    known = KnownAnswers.of(project)
    for puzzle in puzzles:
        found = known_answers(token, puzzle)
        for part in puzzle.answered_parts:
            answer = found.get(part)
            previous = known.get(puzzle, part)
            if answer:
                known.record(puzzle, part, answer)
            yield SyncedPart(puzzle, part, answer or None, previous)
