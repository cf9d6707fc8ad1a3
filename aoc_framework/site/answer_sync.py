"""Filling answers.toml from what adventofcode.com knows (`aoc answers sync`).

The answers come from aocd's cache, else from the puzzle page ("Your puzzle answer was
..."), one request per day. Each day's are recorded as soon as they are known, merged
into answers.toml as it is then (`project.answers.record_answers`): what another `aoc`
records during a long sync stays, and an interrupted sync keeps the days it did.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.project.answers import check_recordable, record_answers
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network


@dataclass(frozen=True)
class SyncedPart:
    """What `sync_answers` found for one part: aocd's verified answer (None: not solved),
    the one answers.toml held before, and whether the entry was added or changed."""

    puzzle: PuzzleDay
    part: Part
    answer: str | None
    previous: str | None
    changed: bool


def sync_answers(
    project: Project, puzzles: Sequence[PuzzleDay], *, network: Network
) -> Iterator[SyncedPart]:
    """Record in answers.toml the answers the site knows for `puzzles`. Yields each part
    as it is synced; raises `AocError`s (token, network)."""
    # Imported here: only this command talks to the server (aocd costs ~0.2 s).
    # start-up time: the aocd adapter and the token, only when a request is made
    from aoc_framework.site.aocd.client import prepare_client
    from aoc_framework.site.aocd.puzzles import known_answers
    from aoc_framework.site.session_token import require_token

    token = require_token(project.account)
    if puzzles:  # nothing is fetched that could not be recorded
        check_recordable(project, puzzles[0], Part.ONE)
    prepare_client(network)
    for puzzle in puzzles:
        served = known_answers(token, puzzle)
        found = {part: a for part in puzzle.answered_parts if (a := served.get(part))}
        changed = record_answers(project, {(puzzle, part): a for part, a in found.items()})
        for part in puzzle.answered_parts:
            key, answer = (puzzle, part), found.get(part)
            previous = changed.get(key, answer)  # unchanged: as it was
            yield SyncedPart(puzzle, part, answer, previous, key in changed)
