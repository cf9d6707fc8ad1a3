"""Every day's solution against its verified answers (answers.toml) on your cached input.

One test per day in the project, e.g. `test_known_answers[2023-07]`: a refactor that
breaks an old day fails here. A day whose input is not cached (inputs are personal and
not committed), or that has no verified answer yet, is a skip saying so.
"""

from __future__ import annotations

import pytest

from aoc_framework.answers import KnownAnswers
from aoc_framework.discovery import discover_days, load_solution
from aoc_framework.project import Project
from aoc_framework.puzzle_input import read_cached_input
from aoc_framework.runner import Verdict, run_on_own_input

# Located at import, before the autouse fixture points AOC_INPUTS_DIR into tmp: these
# tests read your real input cache (and never write to it).
PROJECT = Project.locate()
DAYS = discover_days(PROJECT)


@pytest.mark.parametrize(("year", "day"), DAYS, ids=[f"{y}-{d:02d}" for y, d in DAYS])
def test_known_answers(year: int, day: int) -> None:
    if not PROJECT.input_path(year, day).is_file():
        pytest.skip(f"{year} day {day}: no cached input (aoc fetch {year} {day})")
    known = KnownAnswers.load(PROJECT.answers_path)
    parts = tuple(part for part in (1, 2) if known.get(year, day, part) is not None)
    if not parts:
        pytest.skip(f"{year} day {day}: no verified answer (aoc answers sync {year} {day})")
    solution = load_solution(PROJECT, year, day)
    report = run_on_own_input(
        PROJECT, solution, read_cached_input(PROJECT, year, day), known, parts
    )
    wrong = [
        f"part {p.part}: got {p.answer}, expected {p.expected}"
        for p in report.parts
        if p.verdict is not Verdict.CORRECT
    ]
    assert not wrong, f"{year} day {day}: " + "; ".join(wrong)
