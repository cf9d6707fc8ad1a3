"""A day from Python (`Day.run`, `Day.input`, `Day.time`, `aoc_framework.day`), the
docs page that shows it run as it stands, the answer shapes real days return, and the
note that says why part 2 failed on its own instance (issue 25)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from aoc_framework.engine.run import FRESH_INSTANCE_HINT
from aoc_framework.model.answer import AnswerTypeError, check_answer
from aoc_framework.model.puzzle import Part
from aoc_framework.project.layout import Project
from tests.conftest import ROOT, RunAoc, RunPytest
from tests.core.test_real_answers import write
from tests.fixture_day import write_camel_cards_project
from tests.model.test_letters import draw

DOCS_PAGE = ROOT / "docs" / "python.md"


#: Runs the docs page's session with doctest, as a user's Python would run it. A table's
#: rule is as wide as its columns, which the times ("..." on the page) widen or narrow:
#: any length of rule matches.
RUN_THE_SESSION = """
import doctest, re, sys
page = open(sys.argv[1], encoding="utf-8").read()
session = re.search(r"```pycon\\n(.*?)```", page, re.S)[1]
test = doctest.DocTestParser().get_doctest(session, {}, "python.md", sys.argv[1], 0)

class RulesOfAnyWidth(doctest.OutputChecker):
    def check_output(self, want, got, optionflags):
        rule = lambda text: re.sub("─+", "─", text)
        return super().check_output(rule(want), rule(got), optionflags)

flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
runner = doctest.DocTestRunner(checker=RulesOfAnyWidth(), optionflags=flags)
runner.run(test)
sys.exit(1 if runner.failures or not runner.tries else 0)
"""


def test_the_docs_session_runs_as_it_stands(tmp_path: Path) -> None:
    project = write_camel_cards_project(tmp_path / "project")
    result = subprocess.run(
        [sys.executable, "-c", RUN_THE_SESSION, str(DOCS_PAGE)],
        cwd=project,
        env={**os.environ, "AOC_INPUTS_DIR": str(project / "inputs")},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_results_show_as_a_table_in_a_notebook(tmp_path: Path) -> None:
    project = write_camel_cards_project(tmp_path / "project")
    code = (
        "import aoc_framework; r = aoc_framework.day(2023, 7).run(example=True); "
        "print(r._repr_html_()); print(r._repr_markdown_())"
    )
    shown = subprocess.run(
        [sys.executable, "-c", code], cwd=project, capture_output=True, text=True, check=True
    ).stdout
    assert "<caption>2023 day 7: Camel Cards</caption>" in shown
    assert "<td>example 1</td><td>1</td><td>6440</td><td>✓</td>" in shown
    assert "| example 1 | 2 | 5905 | ✓ |" in shown


def test_the_days_own_exception_is_raised_as_itself_with_the_note(tmp_path: Path) -> None:
    project = write(
        tmp_path,
        {
            "solutions/__init__.py": "",
            "solutions/2019/__init__.py": "",
            "solutions/2019/day03.py": """
            from aoc_framework import Solution

            class Day03(Solution[str]):
                year, day = 2019, 3

                def __init__(self):
                    self.wires = None

                def part_1(self, text):
                    self.wires = text.split()
                    return len(self.wires)

                def part_2(self, text):
                    return len(self.wires)
            """,
        },
    )
    code = (
        "import aoc_framework\n"
        "try:\n"
        "    aoc_framework.day(2019, 3).run(input='a b')\n"
        "except TypeError as error:\n"
        "    print(type(error).__name__, getattr(error, '__notes__', None))\n"
    )
    shown = subprocess.run(
        [sys.executable, "-c", code], cwd=project.root, capture_output=True, text=True, check=True
    )
    if sys.version_info >= (3, 11):
        assert shown.stdout == f"TypeError {[f'aoc: {FRESH_INSTANCE_HINT}']}\n"
    else:  # no exception notes: the hint is a warning before the traceback
        assert shown.stdout == "TypeError None\n"
        assert f"aoc: {FRESH_INSTANCE_HINT}" in shown.stderr


# -- answer shapes -------------------------------------------------------------------------


class _NumPy:
    """A NumPy value made when its test runs, not when the tests are collected: NumPy's
    import (50 ms) is paid by the one test worker that runs these tests."""

    def __init__(self, kind: str, *args: object) -> None:
        self.kind, self.args = kind, args

    def __repr__(self) -> str:
        return f"np.{self.kind}{self.args}"

    @staticmethod
    def made(value: object) -> object:
        """`value` with each `_NumPy` in it (or in a tuple of it) made."""
        if isinstance(value, tuple):
            return tuple(map(_NumPy.made, value))
        if isinstance(value, _NumPy):
            import numpy

            return getattr(numpy, value.kind)(*value.args)
        return value


@pytest.mark.parametrize(
    ("value", "answer"),
    [
        (42.0, 42),
        (Decimal("7"), 7),
        (Fraction(6, 3), 2),
        (3 + 0j, 3),
        (b"abc", "abc"),
        (_NumPy("int64", 5), 5),
        (_NumPy("float64", 4.0), 4),
        (_NumPy("float32", 3.0), 3),
        (_NumPy("array", [7]), 7),
        ((231, 227, 14), "231,227,14"),
        ([243, 16], "243,16"),
        (("co", "de", "ka"), "co,de,ka"),
        ((_NumPy("int64", 1), 2), "1,2"),
    ],
)
def test_answers_convert_as_aocd_and_the_site_write_them(value: object, answer: object) -> None:
    value = _NumPy.made(value)
    converted = check_answer(value, Part.ONE)
    assert converted == answer
    if isinstance(value, (tuple, list)):  # said beside the answer
        assert (
            isinstance(converted, str) and converted.note == f"joined from a {type(value).__name__}"
        )
    else:  # a plain int or str, as the site takes it
        assert type(converted) is type(answer)


@pytest.mark.parametrize(
    ("value", "hint"),
    [
        (2.5, "whole numbers"),
        (_NumPy("float64", 2.5), "whole numbers"),
        (Fraction(1, 2), "whole numbers"),
        (float("nan"), "whole numbers"),
        (b"\xff", "not UTF-8"),
        (True, "the number or text"),
        ({1: 2}, "one int or str per part"),
        ({"tknk"}, r"a set \(\{'tknk'\}\), not an int or a str; return its one element itself"),
        ((1, (2, 3)), "one int or str per part"),
        ((), "one int or str per part"),
        (_NumPy("array", [1, 2]), "one int or str per part"),
    ],
)
def test_what_is_no_answer_stays_an_error_saying_why(value: object, hint: str) -> None:
    value = _NumPy.made(value)
    with pytest.raises(AnswerTypeError, match=hint):
        check_answer(value, Part.TWO)


SHAPES_DAY = """
from aoc_framework import Example, Solution

class Day10(Solution[str]):
    year, day = 2022, 10
    examples = (Example("x", part_1="231,227,14", part_2="EHZFZHCZ"),)

    def part_1(self, text):
        return (231, 227, 14)

    def part_2(self, text):
        return {drawing!r}
"""


def shapes_project(root: Path) -> Path:
    spaced = "\n".join(" ".join(row) for row in draw("EHZFZHCZ").splitlines())
    project = write(
        root,
        {
            "solutions/__init__.py": "",
            "solutions/2022/__init__.py": "",
            "solutions/2022/day10.py": SHAPES_DAY.format(drawing=spaced),
            "inputs/2022/10.txt": "x\n",
            "answers.toml": '[2022.day10]\npart_1 = "231,227,14"\npart_2 = "EHZFZHCZ"\n',
        },
    )
    return project.root


def test_a_tuple_and_spaced_letters_are_right_through_aoc_run(
    tmp_path: Path, aoc_in_process: RunAoc
) -> None:
    project = shapes_project(tmp_path / "project")
    env = {"AOC_PROJECT_DIR": str(project), "AOC_INPUTS_DIR": str(project / "inputs")}
    result = aoc_in_process("run", "2022", "10", env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[1].startswith("part 1  231,227,14  ✓  (joined from a tuple; ")
    assert lines[2].startswith("part 2  EHZFZHCZ  ✓")


@pytest.mark.long
def test_a_tuple_and_spaced_letters_are_right_through_status_and_pytest(
    tmp_path: Path, aoc_in_process: RunAoc, user_pytest: RunPytest
) -> None:
    project = shapes_project(tmp_path / "project")
    env = {"AOC_PROJECT_DIR": str(project), "AOC_INPUTS_DIR": str(project / "inputs")}
    status = aoc_in_process("status", "2022", env=env)
    assert status.returncode == 0, status.stdout + status.stderr
    row = next(line for line in status.stdout.splitlines() if re.match(r"\s+10\s", line))
    assert row.count("✓") == 6 and "✗" not in row  # solution, input, 2 examples, 2 answers

    checked = user_pytest(project, "-q", "solutions", env=env)
    assert checked.ret == 0, checked.stdout.str()
    assert "2 passed" in checked.stdout.str()


def test_the_class_methods_give_the_same_answers(tmp_path: Path) -> None:
    project = shapes_project(tmp_path / "project")
    code = "import aoc_framework; print(aoc_framework.day(2022, 10).run().answers)"
    shown = subprocess.run(
        [sys.executable, "-c", code],
        cwd=project,
        env={**os.environ, "AOC_INPUTS_DIR": str(project / "inputs")},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert shown.strip() == "{1: '231,227,14', 2: 'EHZFZHCZ'}"


PER_PART_EXAMPLES = """
from aoc_framework import Example, Solution

class Day01(Solution[str]):
    year, day = 2024, 1
    # As `aoc examples --add` writes them: part 2's example on its own.
    examples = (Example("3 4", part_1=7), Example("5 6", part_2=30))

    def part_1(self, text):
        return sum(map(int, text.split()))

    def part_2(self, text):
        return eval(text.replace(" ", "*"))
"""


def test_answers_hold_each_parts_latest_answer_when_each_part_has_its_own_example(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import aoc_framework

    files = {"solutions/__init__.py": "", "solutions/2024/__init__.py": ""}
    project = write(tmp_path, {**files, "solutions/2024/day01.py": PER_PART_EXAMPLES})
    monkeypatch.setenv("AOC_PROJECT_DIR", str(project.root))
    monkeypatch.setattr(sys, "path", list(sys.path))
    before = {name: sys.modules.pop(name) for name in _solution_modules()}
    try:
        results = aoc_framework.day(2024, 1).run(example=True)
    finally:  # this project's `solutions` must not stand in for another test's
        for name in _solution_modules():
            del sys.modules[name]
        sys.modules.update(before)
    assert [run.source for run in results] == ["example 1", "example 2"]
    assert results.answers == {1: "7", 2: "30"}


def _solution_modules() -> list[str]:
    return [name for name in sys.modules if name.split(".")[0] == "solutions"]


# -- part 2 alone ---------------------------------------------------------------------------

LEANS_ON_PART_1 = """
from aoc_framework import Example, Solution

CACHE = {{}}

class Day03(Solution[str]):
    year, day = 2019, 3
    examples = (Example("a b", part_1=2, part_2=2),)
    shares_parse = {shares}

    def part_1(self, text):
        CACHE["wires"] = text.split()
        return len(CACHE["wires"])

    def part_2(self, text):
        return len(CACHE["wires"])
"""


def leaning_day(root: Path, shares: bool) -> tuple[Project, dict[str, str]]:
    """A project with the day that leans on part 1, and the environment to run it."""
    files = {"solutions/__init__.py": "", "solutions/2019/__init__.py": ""}
    files["solutions/2019/day03.py"] = LEANS_ON_PART_1.format(shares=shares)
    project = write(root, files)
    return project, {"AOC_PROJECT_DIR": str(project.root)}


OWN_LOOKUP = """
from aoc_framework import Example, Solution

class Day03(Solution[str]):
    year, day = 2019, 3
    examples = (Example("apple b", part_1=2, part_2=2),)

    def part_1(self, text):
        return 2

    def part_2(self, text):
        return {}[text.split()[0]]
"""


def test_part_2_missing_a_key_of_its_own_input_gets_no_hint_about_part_1(
    tmp_path: Path, aoc_in_process: RunAoc
) -> None:
    # Its own lookup of a piece of the input: "if part 2 counts on part 1's work" sent a
    # newcomer the wrong way (a morning of 28 November).
    files = {"solutions/__init__.py": "", "solutions/2019/__init__.py": ""}
    project = write(tmp_path, {**files, "solutions/2019/day03.py": OWN_LOOKUP})
    env = {"AOC_PROJECT_DIR": str(project.root)}
    result = aoc_in_process("run", "2019", "3", "--example", env=env)
    assert result.returncode == 1 and "KeyError: 'apple'" in result.stderr, result.stderr
    assert "note:" not in result.stderr, result.stderr


def test_part_2_that_leaned_on_part_1_says_each_part_runs_alone(
    tmp_path: Path, aoc_in_process: RunAoc
) -> None:
    _, env = leaning_day(tmp_path, shares=False)
    result = aoc_in_process("run", "2019", "3", "--example", env=env)
    assert result.returncode == 1
    assert "KeyError: 'wires'" in result.stderr
    assert result.stderr.rstrip().endswith(f"aoc: note: {FRESH_INSTANCE_HINT}")

    status = aoc_in_process("status", "2019", env=env)
    assert f"KeyError: 'wires' (solutions/2019/day03.py:16); {FRESH_INSTANCE_HINT}" in (
        " ".join(status.stderr.split())
    )


def test_part_2_failing_as_part_1_did_gets_no_note_on_part_1s_work() -> None:
    # `aoc time` on a ported day: both parts raised the same UnboundLocalError, and part
    # 2's said "if part 2 counts on part 1's work", which part 1 never did.
    from aoc_framework import Solution
    from aoc_framework.engine.run import run_day

    class Day(Solution[str]):
        def part_1(self, text: str) -> int:
            return {}[text]

        def part_2(self, text: str) -> int:
            return {}[text]

    first, second = run_day(Day, "x", "input", catch=True).parts
    assert first.error is not None and first.error.startswith("KeyError: 'x'")
    assert second.error is not None and second.error.startswith("KeyError: 'x'")
    assert FRESH_INSTANCE_HINT not in first.error + second.error

    class Leaning(Day):
        def part_1(self, text: str) -> int:
            return 1

    (_, second) = run_day(Leaning, "x", "input", catch=True).parts
    assert second.error is not None and second.error.endswith(FRESH_INSTANCE_HINT)


def test_part_1_errors_and_shared_instances_get_no_note(
    tmp_path: Path, aoc_in_process: RunAoc
) -> None:
    project, env = leaning_day(tmp_path, shares=True)
    # One instance for both parts: part 2 sees what part 1 left, and nothing fails.
    assert aoc_in_process("run", "2019", "3", "--example", env=env).returncode == 0
    source = textwrap.dedent(LEANS_ON_PART_1.format(shares=False)).replace(
        'CACHE["wires"] = text.split()\n', ""
    )
    (project.solutions_dir / "2019" / "day03.py").write_text(source, encoding="utf-8")
    failed = aoc_in_process("run", "2019", "3", "--example", "--part", "1", env=env)
    assert failed.returncode == 1 and "KeyError" in failed.stderr
    assert "aoc: note:" not in failed.stderr
