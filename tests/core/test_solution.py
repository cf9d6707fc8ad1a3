"""The Solution base class, discovery of days, and the runner's verdicts."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from aoc_framework import Example, Solution
from aoc_framework.engine import run as engine_run
from aoc_framework.engine.discovery import discover_days, load_solution
from aoc_framework.engine.run import run_candidates, run_day, run_examples
from aoc_framework.model.errors import InputError, UsageError
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import Verdict, judge
from aoc_framework.project.layout import Project
from tests.conftest import RunAoc


def make_project(root: Path, files: dict[str, str]) -> Project:
    for name, source in files.items():
        path = root / "solutions" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(source))
    return Project.at(root)


ADDER = """
    from aoc_framework import Example, Solution

    class Adder(Solution[list[int]]):
        year, day = {year}, {day}
        examples = (Example("1\\n2", part_1=3), Example("5", part_2=10, name="doubled"))

        def parse(self, text):
            return [int(x) for x in text.split()]

        def part_1(self, numbers):
            return sum(numbers)

        def part_2(self, numbers):
            return {part_2}
"""


class Unsolved(Solution[str]):
    year, day = 2015, 1


class Lines(Solution[list[str]]):
    year, day = 2015, 2

    def parse(self, text: str) -> list[str]:
        return text.splitlines()

    def part_1(self, lines: list[str]) -> str:
        return "\n".join(lines)

    def part_2(self, lines: list[str]) -> int:
        class NumpyLikeInt:
            def __index__(self) -> int:
                return len(lines)

        return NumpyLikeInt()  # type: ignore[return-value]


def test_unwritten_parts_are_not_solved_rather_than_a_crash() -> None:
    report = run_day(Unsolved, "text", "input")
    assert [p.verdict for p in report.parts] == [Verdict.NOT_SOLVED, Verdict.NOT_SOLVED]


def test_each_part_gets_its_own_parse_and_each_step_is_timed() -> None:
    calls = []

    class Counting(Solution[str]):
        year, day = 2015, 3

        def parse(self, text: str) -> str:
            calls.append(text)
            return text

        def part_1(self, data: str) -> int:
            return len(data)

        def part_2(self, data: str) -> str:
            return data.upper()

    result = run_day(Counting, "abc", "input")
    assert calls == ["abc", "abc"]
    assert [(p.part, p.answer) for p in result.parts] == [(1, 3), (2, "ABC")]
    assert result.parse is not None and result.parse.first_ns > 0
    assert all(p.time is not None and p.time.first_ns > 0 for p in result.parts)


def test_multi_line_and_integer_like_answers() -> None:
    result = run_day(Lines, "#.\n.#", "input")
    assert [p.answer for p in result.parts] == ["#.\n.#", 2]


def test_answers_of_other_types_are_a_bug_in_the_solution() -> None:
    class Floaty(Solution[str]):
        year, day = 2015, 4

        def part_1(self, data: str) -> float:  # type: ignore[override]
            return 1.5

    [result] = run_day(Floaty, "x", "input", (1,)).parts
    assert result.error is not None
    assert re.match(r"part_1 returned a float \(1\.5\), not an int", result.error)


@pytest.mark.parametrize(
    ("answer", "expected", "verdict"),
    [
        (None, 5, Verdict.NOT_SOLVED),
        (5, None, Verdict.UNKNOWN),
        (5, "5", Verdict.CORRECT),
        ("abc", "abc ", Verdict.CORRECT),
        (6, 5, Verdict.WRONG),
    ],
)
def test_judge(answer: object, expected: object, verdict: Verdict) -> None:
    assert judge(answer, expected) is verdict  # type: ignore[arg-type]


def test_examples_run_only_the_parts_they_give_answers_for(tmp_path: Path) -> None:
    project = make_project(
        tmp_path, {"2016/day05.py": ADDER.format(year=2016, day=5, part_2="sum(numbers) * 2")}
    )
    reports = run_examples(load_solution(project, PuzzleDay(2016, 5)))
    assert [(r.source, [(p.part, p.answer, p.verdict) for p in r.parts]) for r in reports] == [
        ("example 1", [(1, 3, Verdict.CORRECT)]),
        ("doubled", [(2, 10, Verdict.CORRECT)]),
    ]


def test_an_example_with_no_expected_answer_is_reported_as_such() -> None:
    class Fresh(Solution[str]):
        year, day = 2015, 5
        examples = (Example("abc"),)

        def part_1(self, data: str) -> int:
            return len(data)

    [report] = run_examples(Fresh)
    assert [p.verdict for p in report.parts] == [Verdict.UNKNOWN, Verdict.NOT_SOLVED]
    assert report.ok


def test_one_example_not_in_a_tuple_is_a_clear_error() -> None:
    class Forgetful(Solution[str]):
        year, day = 2015, 5
        examples = Example("abc", part_1=3)  # type: ignore[assignment]

    with pytest.raises(InputError, match=r"examples must be a tuple: examples = \(Example"):
        run_examples(Forgetful)


def test_an_empty_example_is_a_clear_error_that_says_to_paste_or_remove_it() -> None:
    # "The empty string becomes a2582a3a...": a page's example that cannot be run.
    class Hashes(Solution[str]):
        year, day = 2017, 10
        examples = (Example("", part_2="a2582a3a0e66e6e86e3812dcb672a272"),)

    with pytest.raises(InputError, match=r"example 1 of Hashes is empty: .* or remove it$"):
        run_examples(Hashes)


def test_the_pages_other_blocks_are_tried_for_a_bounded_time_in_all(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A block that is no input may loop a day forever: each is stopped, and once they
    # have taken the whole budget the rest are not tried (a guess's check stays short).
    monkeypatch.setattr(engine_run, "CANDIDATE_LIMIT_S", 0.05)
    monkeypatch.setattr(engine_run, "CANDIDATES_LIMIT_S", 0.12)

    class Looping(Solution[str]):
        year, day = 2017, 10
        examples = (Example("x", part_1=1),)

        def part_1(self, text: str) -> int:
            while True:
                pass

    blocks = [Example(f"block {n}", part_1=n, name=f"block {n}") for n in range(6)]
    results = run_candidates(Looping, blocks, [Part.ONE])
    assert 1 <= len(results) <= 3, [r.source for r in results]
    assert all("still running after" in str(r.parts[0].error) for r in results)


def test_discovery_finds_days_and_names_the_file_to_create(tmp_path: Path) -> None:
    project = make_project(
        tmp_path,
        {
            "2016/day05.py": ADDER.format(year=2016, day=5, part_2="None"),
            "2025/day12.py": ADDER.format(year=2025, day=12, part_2="None"),
            "2025/day13.py": ADDER.format(year=2025, day=13, part_2="None"),
            "2025/notes.py": "",
            "misc/day01.py": "",
        },
    )
    assert discover_days(project) == [PuzzleDay(2016, 5), PuzzleDay(2025, 12)]
    assert discover_days(project, 2016) == [(2016, 5)]
    with pytest.raises(UsageError, match=r"create solutions/2016/day06\.py"):
        load_solution(project, PuzzleDay(2016, 6))
    with pytest.raises(UsageError, match="valid days are 1-12"):
        load_solution(project, PuzzleDay.of(2025, 13))


def test_a_class_declaring_the_wrong_day_is_a_clear_error(tmp_path: Path) -> None:
    project = make_project(
        tmp_path, {"2016/day07.py": ADDER.format(year=2016, day=8, part_2="None")}
    )
    with pytest.raises(UsageError, match="declares year, day = 2016, 8; set them to 2016, 7"):
        load_solution(project, PuzzleDay(2016, 7))


def test_two_projects_in_one_process_each_load_their_own_day(tmp_path: Path) -> None:
    first = make_project(
        tmp_path / "a", {"2016/day05.py": ADDER.format(year=2016, day=5, part_2=1)}
    )
    second = make_project(
        tmp_path / "b", {"2016/day05.py": ADDER.format(year=2016, day=5, part_2=2)}
    )
    assert run_day(load_solution(first, PuzzleDay(2016, 5)), "1", "in").parts[1].answer == 1
    assert run_day(load_solution(second, PuzzleDay(2016, 5)), "1", "in").parts[1].answer == 2


class Steps(Solution[list[int]]):
    """A day whose example runs fewer steps than the real puzzle (`Example.extra`)."""

    year, day = 2015, 3
    examples = (Example("1 2", part_1=6, extra={"steps": 2}),)

    def parse(self, text: str) -> list[int]:
        return [int(x) for x in text.split()]

    def part_1(self, numbers: list[int]) -> int:
        return sum(numbers) * self.extra.get("steps", 64)


def test_an_examples_extra_parameters_reach_its_parts_and_only_its_parts() -> None:
    [on_example] = run_examples(Steps)
    assert (on_example.parts[0].answer, on_example.parts[0].verdict) == (6, Verdict.CORRECT)
    on_input = run_day(Steps, "1 2", "input", parts=[1])
    assert on_input.parts[0].answer == 3 * 64


def test_a_part_cannot_change_an_examples_extra_parameters() -> None:
    class Meddler(Steps):
        def part_1(self, numbers: list[int]) -> int:
            self.extra["steps"] = 99  # type: ignore[index]
            return 0

    [result] = run_examples(Meddler, catch=True)
    assert "does not support item assignment" in (result.parts[0].error or "")
    assert Meddler.examples[0].extra == {"steps": 2}


def test_a_day_with_its_own_class_named_solution_is_told_so(
    aoc_in_process: RunAoc, fixture_project: Path
) -> None:
    day = fixture_project / "solutions" / "2023" / "day01.py"
    day.write_text(
        "class Solution:\n    pass\n\n\nclass Day01(Solution):\n    year, day = 2023, 1\n"
    )
    result = aoc_in_process("run", "2023", "1", "--example")
    assert result.returncode == 2
    assert "its own class named Solution is not aoc_framework.Solution" in result.stderr
