"""Running a day on its examples or its input and judging each answer.

This is the library API behind `aoc run` (and what the other commands build on): it
returns plain reports and knows nothing of the terminal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from aoc_framework.errors import InputError
from aoc_framework.puzzle_input import normalize
from aoc_framework.solution import (
    PARTS,
    Answer,
    Example,
    Part,
    Solution,
    answers_match,
    solve,
)

if TYPE_CHECKING:
    from aoc_framework.answers import KnownAnswers
    from aoc_framework.project import Project


class Verdict(Enum):
    """How an answer compares with the expected one."""

    CORRECT = "correct"
    WRONG = "wrong"
    UNKNOWN = "unknown"  # no expected answer to compare with
    NOT_SOLVED = "not solved"


@dataclass(frozen=True)
class PartReport:
    """One part's answer, its time and its verdict against `expected`."""

    part: Part
    answer: Answer
    ns: int
    expected: Answer
    verdict: Verdict


@dataclass(frozen=True)
class RunReport:
    """One run of a day on one input: what it was run on, the parse time, each part."""

    label: str
    parse_ns: int
    parts: tuple[PartReport, ...]

    @property
    def ok(self) -> bool:
        """No part gave a wrong answer."""
        return all(part.verdict is not Verdict.WRONG for part in self.parts)


def judge(answer: Answer, expected: Answer) -> Verdict:
    """The verdict on `answer` given the expected answer (None: not known)."""
    if answer is None:
        return Verdict.NOT_SOLVED
    if expected is None:
        return Verdict.UNKNOWN
    return Verdict.CORRECT if answers_match(answer, expected) else Verdict.WRONG


def run_on_text(
    solution_cls: type[Solution],
    text: str,
    label: str,
    parts: Sequence[Part] = PARTS,
    expected: Callable[[Part], Answer] = lambda part: None,
) -> RunReport:
    """Run `parts` of a fresh solution on `text` and judge them against `expected`."""
    result = solve(solution_cls(), text, parts)
    reports = tuple(
        PartReport(r.part, r.answer, r.ns, expected(r.part), judge(r.answer, expected(r.part)))
        for r in result.parts
    )
    return RunReport(label, result.parse_ns, reports)


@dataclass(frozen=True)
class ExampleCase:
    """One example as it is run: its label, its normalized text, the parts it applies to,
    and its position in the day's `examples` (from 1)."""

    label: str
    text: str
    parts: tuple[Part, ...]
    example: Example
    number: int


def example_cases(solution_cls: type[Solution], parts: Sequence[Part] = PARTS) -> list[ExampleCase]:
    """The day's examples that apply to any of `parts`, each with the parts it applies to.

    Raises `InputError` when the day declares no examples."""
    if not solution_cls.examples:
        raise InputError(
            f"{solution_cls.__name__} declares no examples; add "
            "examples = (Example(...),) to its class"
        )
    cases = []
    for number, example in enumerate(solution_cls.examples, start=1):
        label = example.name or f"example {number}"
        applicable = tuple(part for part in parts if example.applies_to(part))
        if applicable:
            text = normalize(example.input, label)
            cases.append(ExampleCase(label, text, applicable, example, number))
    return cases


def run_on_own_input(
    project: Project,
    solution_cls: type[Solution],
    text: str,
    known: KnownAnswers,
    parts: Sequence[Part] = PARTS,
) -> RunReport:
    """Run `parts` on the day's own input `text` (the cached one), judged against the
    verified answers in `known`."""
    year, day = solution_cls.year, solution_cls.day
    label = project.relative(project.input_path(year, day))
    return run_on_text(solution_cls, text, label, parts, lambda part: known.get(year, day, part))


def run_examples(solution_cls: type[Solution], parts: Sequence[Part] = PARTS) -> list[RunReport]:
    """Run the day on each of its examples, each part only where the example applies."""
    return [
        run_on_text(solution_cls, case.text, case.label, case.parts, case.example.expected)
        for case in example_cases(solution_cls, parts)
    ]
