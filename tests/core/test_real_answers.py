"""Real days, real answers: letters drawn in `#`, one rule for comparing answers, answer
types, input exactly as served, both parts in one `solve`, the final free star, and
helper modules shared by days."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from aoc_framework import Example, Solution
from aoc_framework.engine.run import FRESH_INSTANCE_HINT, run_day
from aoc_framework.engine.status import project_status
from aoc_framework.model.answer import AnswerTypeError, answer_text, answers_match, check_answer
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import Verdict, judge
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits
from tests.conftest import RunAoc
from tests.model.test_letters import LARGE, draw

LIMITS = Limits(timeout_s=20, memory_bytes=None, jobs=2)


def write(root: Path, files: dict[str, str]) -> Project:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return Project.at(root, root / "inputs")


# Letters


def test_a_drawing_is_answered_by_its_letters() -> None:
    drawing = draw("EHPZ").replace(".", " ") + "\n"
    assert answer_text(drawing) == "EHPZ"
    assert judge(drawing, "EHPZ") is Verdict.CORRECT
    assert judge(drawing, "EHPA") is Verdict.WRONG
    assert answer_text(draw("HJ", LARGE, ink="█", paper=" ")) == "HJ"


def test_drawings_as_real_solutions_print_them() -> None:
    word = draw("JUFE")
    # The first row starts with paper: only line ends may come off the start.
    assert answer_text("\n" + word.replace(".", " ")) == "JUFE"
    # 2022's screens: `██` for a pixel, two spaces for paper.
    doubled = "\n".join("".join(c * 2 for c in row) for row in word.splitlines())
    assert answer_text(doubled.replace("#", "█").replace(".", " ")) == "JUFE"
    # 2018's sky: each point drawn as the count of stars on it, spaces around.
    counted = draw("HJ", LARGE).replace(".", " ")
    counted = "".join(str(1 + i % 3) if c == "#" else c for i, c in enumerate(counted))
    assert answer_text(counted) == "HJ"


def test_letters_returned_one_by_one_are_joined_as_a_list_and_the_word_suggested() -> None:
    # A hurried `return [a for a, b in zip(one, two) if a == b]` for "the common letters".
    answer = check_answer(list("fgij"), Part.TWO)
    assert answer == "f,g,i,j"  # what the site's list answers look like: not guessed away
    assert answer.note == 'joined from a list with commas; for one word, return "".join(...)'
    assert check_answer(["co", "de"], Part.ONE).note == "joined from a list"


def test_a_drawing_returned_as_a_list_of_rows_is_its_letters() -> None:
    # A hurried `return rows`: comma-joined, the rows would be a wrong answer to paste.
    rows = draw("ZJHR").splitlines()
    answer = check_answer(rows, Part.TWO)
    assert answer_text(answer) == "ZJHR"
    assert answer.note == "joined from a list of rows: a drawing"
    assert (
        answer_text(
            check_answer(tuple(draw("HJ", LARGE, ink="█", paper=" ").splitlines()), Part.TWO)
        )
        == "HJ"
    )
    # Words or numbers stay a list as the site writes it.
    assert check_answer(["co", "de", "ka", "ta", "ab", "cd"], Part.TWO) == "co,de,ka,ta,ab,cd"
    assert check_answer(rows[:3], Part.TWO) == ",".join(rows[:3])  # too few rows to be letters
    with pytest.raises(AnswerTypeError):  # six empty texts: neither a drawing nor words
        check_answer([""] * 6, Part.TWO)


def test_a_drawing_that_cannot_be_read_is_compared_as_the_drawing() -> None:
    unreadable = "#.#\n.#.\n#.#"
    assert answer_text(unreadable) == unreadable
    assert judge(unreadable + "\n", unreadable) is Verdict.CORRECT


def test_run_shows_the_letters_beside_the_drawing(tmp_path: Path, aoc_in_process: RunAoc) -> None:
    drawing = draw("ABC")
    project = write(
        tmp_path,
        {
            "solutions/2022/day10.py": f"""
            from aoc_framework import Solution

            class Day10(Solution[str]):
                year, day = 2022, 10

                def part_2(self, text):
                    return {drawing!r}
            """,
            "inputs/2022/10.txt": "noop\n",
            "answers.toml": '[2022.day10]\npart_2 = "ABC"\n',
        },
    )
    env = {"AOC_PROJECT_DIR": str(project.root), "AOC_INPUTS_DIR": str(project.inputs_dir)}
    result = aoc_in_process("run", "2022", "10", "--part", "2", env=env)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[1].split()[:4] == ["part", "2", "ABC", "✓"]
    assert "\n".join(lines[2:8]) == drawing


# One rule for comparing answers


@pytest.mark.parametrize(
    ("answer", "expected", "same"),
    [
        ("ABC\n", "ABC", True),
        ("  42 ", 42, True),
        (42, " 42\n", True),
        ("42", "43", False),
        ("", "x", False),
    ],
)
def test_surrounding_whitespace_is_ignored_on_both_sides(
    answer: object, expected: object, same: bool
) -> None:
    assert answers_match(answer, expected) is same  # type: ignore[arg-type]


# Answer types


@pytest.mark.parametrize(
    ("value", "type_name"),
    [
        ((1, (2,)), "tuple"),
        ([1.5], "list"),
        (1.5, "float"),
        (True, "bool"),
        (b"\xff", "bytes"),
        ({}, "dict"),
        ({1}, "set"),
    ],
)
def test_a_value_that_is_not_an_answer_is_one_line_naming_part_and_type(
    value: object, type_name: str
) -> None:
    class Day(Solution[str]):
        year, day = 2020, 3

        def part_1(self, text: str) -> object:
            return value

    [result] = run_day(Day, "x", "input", (1,)).parts
    assert result.verdict is Verdict.ERROR
    assert result.error is not None
    assert result.error.startswith(f"part_1 returned a {type_name} (")
    assert "\n" not in result.error


def test_a_value_that_is_no_answer_is_its_parts_error_and_the_other_part_runs(
    tmp_path: Path, aoc_in_process: RunAoc
) -> None:
    project = write(
        tmp_path,
        {
            "solutions/2020/day03.py": """
            from aoc_framework import Solution

            class Day03(Solution[str]):
                year, day = 2020, 3

                def part_1(self, text):
                    return {1, 2}

                def part_2(self, text):
                    return 7
            """,
            "inputs/2020/03.txt": "x\n",
        },
    )
    env = {"AOC_PROJECT_DIR": str(project.root), "AOC_INPUTS_DIR": str(project.inputs_dir)}
    result = aoc_in_process("run", "2020", "3", env=env)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[1].startswith(
        "part 1  error: part_1 returned a set ({1, 2}), not an int or a str; "
        "return one int or str per part (for both at once, define solve)  (parse "
    )
    assert lines[2].startswith("part 2  7  ? no expected answer")
    assert result.stderr == ""


class Numeral:
    """A number the way z3 gives one: no `__index__`, an `as_long()`."""

    def as_long(self) -> int:
        return 91897399498995


class Expression:
    """A z3 expression that is not a number: `as_long()` raises."""

    def as_long(self) -> int:
        raise ValueError("not a numeral")


def test_a_z3_numeral_is_an_answer_and_an_expression_is_not() -> None:
    assert check_answer(Numeral(), Part.ONE) == 91897399498995
    with pytest.raises(AnswerTypeError, match="part_2 returned an Expression"):
        check_answer(Expression(), Part.TWO)


@pytest.mark.parametrize("value", ['"None"', '""', '"   "', '"null"'])
def test_answers_toml_rejects_answers_that_are_none_with_file_and_line(
    tmp_path: Path, value: str
) -> None:
    path = tmp_path / "answers.toml"
    path.write_text(f'# record\n[2023.day07]\npart_1 = "1"\npart_2 = {value}\n')
    with pytest.raises(
        UsageError, match=r"answers\.toml:4: \[2023\.day07\] part_2 = .* is not an answer"
    ):
        KnownAnswers.load(path)


# Input exactly as served


class Grid(Solution[list[str]]):
    year, day = 2017, 19

    def parse(self, text: str) -> list[str]:
        return text.split("\n")

    def part_1(self, rows: list[str]) -> int:
        return len(rows[-1])  # the last row keeps its padding

    def part_2(self, rows: list[str]) -> int:
        return len(rows)


class Raw(Grid):
    raw_input = True

    def part_1(self, rows: list[str]) -> str:
        return repr("\n".join(rows))


def test_the_padding_of_a_grids_last_line_stays() -> None:
    result = run_day(Grid, "\ufeff  |  \r\n  +-+  \r\n\r\n", "input")
    assert [p.answer for p in result.parts] == [7, 2]


def test_a_day_can_ask_for_the_input_exactly_as_served() -> None:
    result = run_day(Raw, "  |  \r\n  +  \n\n", "input")
    assert result.parts[0].answer == repr("  |  \r\n  +  \n\n")


# Both parts in one pass


SOLVE_DAY = """
from aoc_framework import Example, Solution

class Day14(Solution[list[int]]):
    year, day = 2018, 14
    examples = (Example("1\\n2\\n3", part_1=6, part_2=36),)
    calls = []

    def parse(self, text):
        return [int(line) for line in text.splitlines()]

    def solve(self, numbers):
        self.calls.append(1)
        first = sum(numbers)
        return first, first * first  # part 2 continues from part 1's result
"""


def test_a_solve_day_computes_both_parts_in_one_timed_step(tmp_path: Path) -> None:
    project = write(tmp_path, {"solutions/2018/day14.py": SOLVE_DAY})
    from aoc_framework.engine.discovery import load_solution

    day = load_solution(project, PuzzleDay(2018, 14))
    result = run_day(day, "1\n2\n3", "example", expected=lambda p: (6, 36)[p - 1])
    assert [(p.part, p.answer, p.verdict) for p in result.parts] == [
        (1, 6, Verdict.CORRECT),
        (2, 36, Verdict.CORRECT),
    ]
    assert result.solve is not None and all(p.time is None for p in result.parts)
    assert day.calls == [1]  # once, for both parts
    only_two = run_day(day, "1\n2\n3", "example", (2,))
    assert [(p.part, p.answer) for p in only_two.parts] == [(2, 36)]


def test_time_reports_a_solve_day_as_one_step(tmp_path: Path, aoc_in_process: RunAoc) -> None:
    project = write(tmp_path, {"solutions/2018/day14.py": SOLVE_DAY, "inputs/2018/14.txt": "4\n"})
    env = {"AOC_PROJECT_DIR": str(project.root), "AOC_INPUTS_DIR": str(project.inputs_dir)}
    result = aoc_in_process("time", "2018", "14", "--format", "json", "--runs", "2", env=env)
    assert result.returncode == 0, result.stderr
    import json

    [row] = json.loads(result.stdout)["days"]
    assert row["steps"]["solve"]["runs"] == 2
    assert row["steps"]["part_1"]["answer"] == "4" and row["steps"]["part_1"]["runs"] == 0
    assert row["steps"]["part_2"]["answer"] == "16"


# The final free star


def final_day_project(root: Path, year: int, last: int, all_others: bool) -> Project:
    files = {}
    answers = []
    for day in range(1, last + 1):
        files[f"solutions/{year}/day{day:02d}.py"] = f"""
            from aoc_framework import Solution

            class Day(Solution[str]):
                year, day = {year}, {day}

                def part_1(self, text):
                    return 1

                def part_2(self, text):
                    return 2
            """
        files[f"inputs/{year}/{day:02d}.txt"] = "x\n"
        wrong = not all_others and day == 1
        answers.append(f'[{year}.day{day:02d}]\npart_1 = "1"\n')
        if day != last:
            answers.append(f'part_2 = "{3 if wrong else 2}"\n')
    files["answers.toml"] = "".join(answers)
    return write(root, files)


@pytest.mark.parametrize(("year", "last"), [(2023, 25), (2025, 12)])
def test_the_final_days_part_2_is_the_free_star(tmp_path: Path, year: int, last: int) -> None:
    [status] = project_status(final_day_project(tmp_path, year, last, True), year, limits=LIMITS)
    final = status.days[-1]
    assert final.answers == (Verdict.CORRECT, Verdict.FREE_STAR)
    assert (status.checked_stars, status.max_stars) == (2 * last, 2 * last)


def test_the_free_star_waits_for_every_other_star(tmp_path: Path) -> None:
    [status] = project_status(final_day_project(tmp_path, 2025, 12, False), 2025, limits=LIMITS)
    assert status.days[-1].answers == (Verdict.CORRECT, Verdict.FREE_STAR_LATER)
    assert status.checked_stars == 22  # day 1's part 2 is wrong, and the free star not earned


# Shared code


def test_days_share_modules_within_a_year_and_across_years(
    tmp_path: Path, aoc_in_process: RunAoc
) -> None:
    project = write(
        tmp_path,
        {
            "solutions/2019/intcode.py": "def run(program):\n    return sum(program)\n",
            "solutions/common/grid.py": "def size(rows):\n    return len(rows)\n",
            "solutions/2019/day02.py": """
            from aoc_framework import Solution
            from solutions.common.grid import size

            from .intcode import run

            class Day02(Solution[list[int]]):
                year, day = 2019, 2

                def parse(self, text):
                    return [int(n) for n in text.split(",")]

                def part_1(self, program):
                    return run(program)

                def part_2(self, program):
                    return size(program)
            """,
            "inputs/2019/02.txt": "1,2,3\n",
            "answers.toml": '[2019.day02]\npart_1 = "6"\npart_2 = "3"\n',
        },
    )
    env = {"AOC_PROJECT_DIR": str(project.root), "AOC_INPUTS_DIR": str(project.inputs_dir)}
    result = aoc_in_process("run", "2019", "2", env=env)
    assert result.returncode == 0, result.stderr
    [status] = project_status(project, 2019, limits=LIMITS)  # in a worker process too
    assert status.days[1].answers == (Verdict.CORRECT, Verdict.CORRECT)


def test_example_objects_still_default_to_no_expected_answer() -> None:
    assert Example("x").expected(1) is None  # type: ignore[arg-type]


def test_a_drawing_is_submitted_as_its_letters() -> None:
    from aoc_framework.site.submit import submittable

    assert submittable(draw("EHPZ"), Part.TWO, PuzzleDay(2016, 8)) == "EHPZ"
    said = "could not read letters in part 2's drawing; .* aoc submit 2016 8 2 LETTERS$"
    with pytest.raises(UsageError, match=said):
        submittable("#.#\n.#.\n#.#", Part.TWO, PuzzleDay(2016, 8))


def test_a_day_that_shares_its_parse_is_parsed_once() -> None:
    calls = []

    class Shared(Solution[list[int]]):
        year, day = 2020, 4
        shares_parse = True

        def parse(self, text: str) -> list[int]:
            calls.append(text)
            return [int(n) for n in text.split()]

        def part_1(self, numbers: list[int]) -> int:
            return sum(numbers)

        def part_2(self, numbers: list[int]) -> int:
            return max(numbers)

    result = run_day(Shared, "1 5 2", "input")
    assert [p.answer for p in result.parts] == [8, 5]
    assert calls == ["1 5 2"]


def test_run_shows_the_final_days_part_2_as_the_free_star(
    tmp_path: Path, aoc_in_process: RunAoc
) -> None:
    project = final_day_project(tmp_path, 2025, 12, True)
    env = {"AOC_PROJECT_DIR": str(project.root), "AOC_INPUTS_DIR": str(project.inputs_dir)}
    result = aoc_in_process("run", "2025", "12", env=env)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[1].split()[:4] == ["part", "1", "1", "✓"]
    assert lines[2].startswith("part 2  ★  the free star")


# A day's own mistakes


RAISING_DAY = """
from aoc_framework import Example, Solution

from solutions.common import grid

class Day01(Solution[str]):
    year, day = 2021, 1
    examples = (Example("1", part_1=1), Example("2", part_2=2))

    def part_1(self, text):
        return len(text)

    def part_2(self, text):
        return grid.cell(text)
"""


def raising_project(root: Path) -> Project:
    """A day whose part 2 fails inside a helper module of the project."""
    return write(
        root,
        {
            "solutions/2021/day01.py": RAISING_DAY,
            "solutions/common/grid.py": "def cell(text):\n    return {}[text]\n",
            "inputs/2021/01.txt": "x\n",
        },
    )


def test_run_shows_the_traceback_of_the_days_code_only(
    tmp_path: Path, aoc_in_process: RunAoc
) -> None:
    project = raising_project(tmp_path)
    env = {"AOC_PROJECT_DIR": str(project.root), "AOC_INPUTS_DIR": str(project.inputs_dir)}
    result = aoc_in_process("run", "2021", "1", env=env)
    assert result.returncode == 1
    assert result.stdout.splitlines()[1].startswith("part 1  1  ?")
    trace = [line for line in result.stderr.splitlines() if line.startswith("  File")]
    assert result.stderr.startswith("Traceback (most recent call last):\n")
    assert "solutions/2021/day01.py" in trace[0] and "in part_2" in trace[0]
    assert "solutions/common/grid.py" in trace[1] and len(trace) == 2
    # Part 2 raised what it raises when it expected part 1's leftovers: a note says why.
    assert result.stderr.splitlines()[-2:] == ["KeyError: 'x'", f"aoc: note: {FRESH_INSTANCE_HINT}"]
    assert "aoc_framework" not in result.stderr


def test_run_shows_where_a_day_does_not_parse(tmp_path: Path, aoc_in_process: RunAoc) -> None:
    project = write(tmp_path, {"solutions/2021/day02.py": "def part_1(self:\n    pass\n"})
    env = {"AOC_PROJECT_DIR": str(project.root), "AOC_INPUTS_DIR": str(project.inputs_dir)}
    result = aoc_in_process("run", "2021", "2", "--example", env=env)
    assert result.returncode == 1
    assert "solutions/2021/day02.py" in result.stderr and "line 1" in result.stderr
    assert result.stderr.rstrip().splitlines()[-1].startswith("SyntaxError")
    assert "importlib" not in result.stderr and "aoc_framework" not in result.stderr


def test_status_names_a_parts_error_in_its_row(tmp_path: Path) -> None:
    [status] = project_status(raising_project(tmp_path), 2021, limits=LIMITS)
    day = status.days[0]
    assert day.examples == (Verdict.CORRECT, Verdict.ERROR)
    assert day.answers == (Verdict.UNKNOWN, Verdict.ERROR)
    assert day.error == (
        f"input, part 2: KeyError: 'x' (solutions/common/grid.py:2); {FRESH_INSTANCE_HINT}"
    )


def test_a_helper_modules_state_does_not_reach_the_next_part(
    tmp_path: Path, aoc_in_process: RunAoc
) -> None:
    # Part 1 fills a helper's module-level cache; part 2 must see it empty again, as it
    # would on a run of its own (and in aoc status, whose parts share a worker too).
    project = write(
        tmp_path,
        {
            "solutions/2021/day03.py": """
            from aoc_framework import Solution

            from solutions.common import seen

            class Day03(Solution[str]):
                year, day = 2021, 3

                def part_1(self, text):
                    seen.LINES.append(text)
                    return len(seen.LINES)

                def part_2(self, text):
                    return len(seen.LINES)
            """,
            "solutions/common/seen.py": "LINES = []\n",
            "inputs/2021/03.txt": "x\n",
            "answers.toml": '[2021.day03]\npart_1 = "1"\npart_2 = "0"\n',
        },
    )
    env = {"AOC_PROJECT_DIR": str(project.root), "AOC_INPUTS_DIR": str(project.inputs_dir)}
    assert aoc_in_process("run", "2021", "3", env=env).returncode == 0
    [status] = project_status(project, 2021, limits=LIMITS)
    assert status.days[2].answers == (Verdict.CORRECT, Verdict.CORRECT)


@pytest.mark.parametrize(
    "drawn", [{(0, 0), (1, 2)}, [["#", "."], [".", "#"]]], ids=["points", "grid"]
)
def test_points_or_a_grid_returned_are_told_to_be_rows_of_text(drawn: object) -> None:
    # "(for both at once, define solve)" followed a set of points (a newcomer's morning).
    with pytest.raises(AnswerTypeError, match="return the drawing as rows of text"):
        check_answer(drawn, Part.ONE)
