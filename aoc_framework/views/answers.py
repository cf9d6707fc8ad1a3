"""How the verified answers look (`aoc answers`): a row per day, its two answers."""

from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.views.table import Column, Table, cell

COLUMNS = [
    Column("Year", "right"),
    Column("Day", "right"),
    Column("Part 1", shrinks=True),
    Column("Part 2", shrinks=True),
]


def answers_table(known: KnownAnswers, puzzles: list[PuzzleDay], title: str) -> Table:
    """A row per puzzle: its year, day and the verified answer of each part."""
    rows = []
    for puzzle in puzzles:
        answers = known.for_day(puzzle)
        parts = [cell(answers.get(part, "")) for part in (1, 2)]
        rows.append([cell(str(puzzle.year)), cell(str(puzzle.day)), *parts])
    return Table(title, COLUMNS, rows)
