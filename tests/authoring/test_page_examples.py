"""Examples and text from a puzzle page, offline: the page is the fake site's (our own
text in the site's markup), taken from `FakeAdventOfCode` without a server."""

from __future__ import annotations

import difflib
import io
import runpy
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from aoc_framework.authoring.example_extractor import Extraction, FoundExample
from aoc_framework.authoring.new import FromPage, complete_day, render_day
from aoc_framework.authoring.page_examples import (
    CHECKED_CANDIDATES,
    add_examples,
    answer_literal,
    checked_candidates,
    example_source,
    examples_borne_out,
    guess_reasons,
    header_comment,
    missing_examples,
    one_per_text,
    page_examples,
    text_literal,
)
from aoc_framework.authoring.read import page_markdown
from aoc_framework.cli.render.progress import slow_step
from aoc_framework.model.errors import PageError, UsageError
from aoc_framework.model.puzzle import Part
from aoc_framework.model.results import PartResult, RunResult, Verdict
from aoc_framework.project.layout import Project
from aoc_framework.site.puzzle_page import PuzzlePage
from aoc_framework.solution import Example
from tests import fixture_day
from tests.authoring.conftest import assert_passes_ruff, write_day
from tests.conftest import RunAoc
from tests.site.fake_aoc import FakeAdventOfCode, PuzzleText

DAY = fixture_day.PUZZLE
TOKEN = "t" * 32


def served_page(solved: tuple[int, ...] = (), unreadable: bool = False) -> PuzzlePage:
    """The fixture day's page as the fake site serves it with `solved` parts."""
    site = FakeAdventOfCode(tokens={TOKEN: 1})
    site.add_puzzle(DAY.year, DAY.day, fixture_day.INPUT, *fixture_day.ANSWERS)
    site.texts[DAY] = PuzzleText(
        fixture_day.TITLE, fixture_day.PAGE_PART_1, fixture_day.PAGE_PART_2
    )
    site.solved |= {(DAY.year, DAY.day, part) for part in solved}
    if unreadable:
        site.unreadable.add(DAY)
    status, _, body = site.respond("GET", "/2023/day/1", TOKEN, {})
    assert status == 200
    return PuzzlePage(DAY, body.decode())


def found(
    text: str, part_1: str | None, part_2: str | None, extra: dict | None = None, sure: bool = True
) -> FoundExample:
    """An example as the extractor offers it."""
    return FoundExample(text, part_1, part_2, extra or {}, sure, 0.9 if sure else 0.4)


def only_insertions(before: str, after: str) -> bool:
    """Whether `after` is `before` with text inserted, none changed or removed."""
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    return all(tag in ("equal", "insert") for tag, *_ in matcher.get_opcodes())


def day_class(source: str, tmp_path: Path) -> type:
    path = tmp_path / "day01.py"
    path.write_text(source)
    return runpy.run_path(str(path))["Day01"]


def test_the_extractor_finds_part_1_then_both_examples(tmp_path: Path) -> None:
    project = Project.at(tmp_path)  # no input cached: the page alone decides
    first = page_examples(project, served_page()).examples
    assert [(e.part_1, e.part_2) for e in first] == [("142", None)]
    both = page_examples(project, served_page(solved=(1,))).examples
    assert [(e.input, e.part_1, e.part_2) for e in both] == [
        (fixture_day.PART_1_EXAMPLE, "142", None),
        (fixture_day.PART_2_EXAMPLE, None, "281"),
    ]


def test_a_page_without_the_puzzle_is_a_page_error() -> None:
    page = served_page(unreadable=True)
    with pytest.raises(PageError, match="has no puzzle text"):
        page.check()
    with pytest.raises(PageError, match="has no puzzle text"):
        page_markdown(page)


def test_the_new_module_holds_the_pages_title_and_examples(tmp_path: Path) -> None:
    page = served_page(solved=(1,))
    source = render_day(DAY, FromPage(page.title, page_examples(Project.at(tmp_path), page)))
    day = day_class(source, tmp_path)
    assert day.title == "Trebuchet?!"
    assert [(e.input, e.part_1, e.part_2) for e in day.examples] == [
        (fixture_day.PART_1_EXAMPLE, 142, None),
        (fixture_day.PART_2_EXAMPLE, None, 281),
    ]
    assert [e.from_page for e in day.examples] == [True, True]
    assert '"""2023 day 1: Trebuchet?! https://adventofcode.com/2023/day/1"""' in source


def test_extra_parameters_and_odd_texts_are_written_as_python(tmp_path: Path) -> None:
    odd = found('a "quoted" \\ line\n\tand a tab\n', "ABC", "-3", {"steps": 6, "w": "x"})
    source = render_day(DAY, FromPage('Say "hi"', Extraction((odd,), ())))
    [example] = day_class(source, tmp_path).examples
    assert example == Example(odd.input, part_1="ABC", part_2=-3, extra=odd.extra, from_page=True)
    assert text_literal("a\nb\n") == '"""\\\na\nb\n"""'
    assert [answer_literal(a) for a in ("12", "-4", "007", "1e3")] == ["12", "-4", '"007"', '"1e3"']


def test_missing_examples_are_those_of_parts_without_any() -> None:
    page = [found("1\n", "5", "6"), found("2\n", None, "9")]
    mine = [Example("my own fixed text", part_1=5)]
    assert missing_examples(page, mine) == [found("1\n", None, "6"), found("2\n", None, "9")]
    assert missing_examples(page, [*mine, Example("x", part_2=1)]) == []


@pytest.mark.parametrize(
    "declaration",
    [
        "examples = (Example(EXAMPLE, part_1=142),)",
        "examples = (Example(EXAMPLE, part_1=142, part_2=None, name='mine', from_page=True),)",
        "examples = (Example(EXAMPLE, part_1=142))",  # not a tuple: refused
        "examples = (Example(EXAMPLE, part_1=142), Example('x'))",
        "examples = (\n        Example(EXAMPLE, part_1=142),\n        Example('x')\n    )",
        "examples = [\n        Example(EXAMPLE, part_1=142),  # mine ✓\n    ]",
    ],
)
def test_added_examples_change_nothing_else(tmp_path: Path, declaration: str) -> None:
    path = tmp_path / "day01.py"
    before = (
        "from aoc_framework import Example, Solution\n\n"
        'EXAMPLE = """\\\n1abc2\n"""\n\n\n'
        "# my helper comment\n"
        "class Day01(Solution[str]):\n"
        f"    year, day = 2023, 1\n    {declaration}\n\n"
        "    def part_1(self, text: str) -> int:\n        return 0  # my work\n"
    )
    path.write_text(before)
    new = [found("1abc2\n", None, "9"), found("zz\n", None, "7", {"n": 1})]
    if declaration.endswith("part_1=142))"):
        with pytest.raises(UsageError, match=r"no 'examples = \(...\)' to add to"):
            add_examples(Project.at(tmp_path), path, new)
        assert path.read_text() == before
        return

    add_examples(Project.at(tmp_path), path, new)

    after = path.read_text()
    assert only_insertions(before, after)
    examples = runpy.run_path(str(path))["Day01"].examples
    assert [(e.input, e.part_1, e.part_2, e.extra, e.from_page) for e in examples[-2:]] == [
        ("1abc2\n", None, 9, {}, True),  # the module's EXAMPLE, reused
        ("zz\n", None, 7, {"n": 1}, True),
    ]
    assert after.count('"""\\\n1abc2\n"""') == 1
    assert "PAGE_EXAMPLE = " in after


def test_part_2s_answer_into_a_one_line_tuple_leaves_it_as_ruff_writes_it(tmp_path: Path) -> None:
    # It became `examples = (Example(...), )`: a space before the bracket, and no new
    # example to follow it.
    path = tmp_path / "day01.py"
    path.write_text(
        "from aoc_framework import Example, Solution\n\n"
        'EXAMPLE = """\\\n12\n"""\n\n\n'
        "class Day01(Solution[str]):\n"
        "    year, day = 2023, 1\n"
        "    examples = (Example(EXAMPLE, part_1=2, from_page=True),)\n"
    )
    assert add_examples(Project.at(tmp_path), path, [found("12\n", None, "5")]) == (0, 1)
    line = "    examples = (Example(EXAMPLE, part_1=2, part_2=5, from_page=True),)\n"
    assert line in path.read_text(), path.read_text()


def test_part_2s_answer_goes_into_part_1s_example_of_the_same_text_and_mark(
    tmp_path: Path,
) -> None:
    path = tmp_path / "day01.py"
    before = (
        "from aoc_framework import Example, Solution\n\n"
        'EXAMPLE = """\\\n12\n"""\n\nEXAMPLE_2 = """\\\n14\n"""\n\n\n'
        "class Day01(Solution[str]):\n"
        "    year, day = 2023, 1\n"
        "    examples = (\n"
        "        Example(EXAMPLE, part_1=2, from_page=True),\n"
        '        Example(EXAMPLE_2, part_1=2, from_page="guess"),\n'
        "        Example('1969\\n', part_1=654, from_page=True),\n"
        "        Example('7\\n', part_1=0),  # checked by hand: its mark removed\n"
        "    )\n"
    )
    path.write_text(before)
    new = [
        found("12\n", None, "2"),  # into the first
        found("14\n", None, "2"),  # a sure one beside a guess: an example of its own
        found("1969\n", None, "966"),  # a string, not a constant: into it too
        found("7\n", None, "1"),  # the user's: left as it is
    ]

    added = add_examples(Project.at(tmp_path), path, new)

    assert added == (2, 2)  # two new examples, two answers into examples it had
    after = path.read_text()
    assert only_insertions(before, after)
    assert "Example(EXAMPLE, part_1=2, part_2=2, from_page=True)," in after
    assert "Example('1969\\n', part_1=654, part_2=966, from_page=True)," in after
    examples = runpy.run_path(str(path))["Day01"].examples
    assert [(e.input, e.part_1, e.part_2) for e in examples] == [
        ("12\n", 2, 2),
        ("14\n", 2, None),
        ("1969\n", 654, 966),
        ("7\n", 0, None),
        ("14\n", None, 2),
        ("7\n", None, 1),
    ]


def page_2_of_12() -> list[tuple[str, str | None, str | None]]:
    """Part 1's examples 12 and 14, then part 2's for 12."""
    return [("12\n", "2", None), ("14\n", "2", None), ("12\n", None, "5")]


def test_a_new_module_writes_one_example_per_text_with_both_answers() -> None:
    page = [
        found("12\n", "2", None),
        found("14\n", "2", None, sure=False),
        found("12\n", None, "5"),
        found("14\n", None, "9"),  # sure, beside part 1's guess: apart
        found("15\n", None, "3", {"n": 1}),
    ]
    # The module's comment numbers its guesses as the module holds them.
    why = ("missing: introduced as an example",)
    guesses = [replace(found(t, a, b, sure=False), evidence=why) for t, a, b in page_2_of_12()]
    said = " ".join(header_comment(DAY, Extraction(tuple(guesses), ())).split())
    assert "Examples 1 and 2 are guesses" in said, said
    source = example_source(one_per_text(page), {})
    assert source.calls == (
        ("EXAMPLE", "part_1=2", "part_2=5", "from_page=True"),
        ("EXAMPLE_2", "part_1=2", 'from_page="guess"'),
        ("EXAMPLE_2", "part_2=9", "from_page=True"),
        ("EXAMPLE_3", "part_2=3", 'extra={"n": 1}', "from_page=True"),
    )


MODULE = (
    "from aoc_framework import Example, Solution\n\n"
    "PAGE_EXAMPLE = 5  # mine\n"
    "EXAMPLE_2 = 1000\n\n\n"
    "class Day01(Solution[str]):\n"
    "    year, day = 2023, 1\n"
    "    {declaration}\n\n"
    "    def part_1(self, text: str) -> int:\n"
    "        return PAGE_EXAMPLE + EXAMPLE_2\n"
)


@pytest.mark.parametrize(
    ("declaration", "bom"),
    [
        ("examples = (Example('a', part_1=1),)", "\ufeff"),  # a byte order mark first
        ("examples = Example('a', part_1=1),", ""),  # a tuple without brackets
        ("examples = Example('a', part_1=1), Example('b')  # mine", ""),
        ("examples = (Example('old', part_1=2),)\n    examples = (Example('a', part_1=1),)", ""),
    ],
)
def test_examples_are_added_to_odd_but_valid_modules_under_names_of_their_own(
    tmp_path: Path, declaration: str, bom: str
) -> None:
    path = tmp_path / "day01.py"
    before = bom + MODULE.format(declaration=declaration)
    path.write_text(before, encoding="utf-8")

    add_examples(Project.at(tmp_path), path, [found("x\n", None, "9"), found("y\n", None, "7")])

    after = path.read_text(encoding="utf-8")
    assert after.startswith(bom + "from aoc_framework")
    assert only_insertions(before, after)
    module = runpy.run_path(str(path))
    day = module["Day01"]
    assert (module["PAGE_EXAMPLE"], module["EXAMPLE_2"]) == (5, 1000)  # the user's, kept
    assert [(e.input, e.part_1, e.part_2) for e in day.examples] == [
        ("a", 1, None),
        *([("b", None, None)] if "'b'" in declaration else []),
        ("x\n", None, 9),
        ("y\n", None, 7),
    ]
    assert day().part_1("") == 1005


def test_a_new_days_examples_from_the_page_leave_the_users_names_alone(
    tmp_path: Path,
) -> None:
    project = Project.at(tmp_path)
    written = render_day(DAY)
    assert "EXAMPLE = " in written and "EXAMPLE_2" not in written
    mine = written.replace("\nclass ", "\nEXAMPLE_2 = 1000\n\n\nclass ", 1)
    path = tmp_path / "day01.py"
    path.write_text("\ufeff" + mine, encoding="utf-8")
    page = served_page(solved=(1,))

    filled = complete_day(project, path, DAY, FromPage(page.title, page_examples(project, page)))

    assert filled == ("examples", "title")
    after = path.read_text(encoding="utf-8")
    assert "\nEXAMPLE = " in after and "\nEXAMPLE_3 = " in after  # EXAMPLE_2 is the user's
    module = runpy.run_path(str(path))
    assert module["EXAMPLE_2"] == 1000
    assert [(e.input, e.part_1, e.part_2) for e in module["Day01"].examples] == [
        (fixture_day.PART_1_EXAMPLE, 142, None),
        (fixture_day.PART_2_EXAMPLE, None, 281),
    ]


def test_the_text_is_markdown_with_the_answers_readable() -> None:
    text = page_markdown(served_page(solved=(1, 2)))
    assert text.startswith("## --- Day 1: Trebuchet?! ---\n\n")
    assert "```\n1abc2\npqr3stu8vwx\na1b2c3d4e5f\ntreb7uchet\n```" in text
    assert "**`142`**" in text and "**`281`**" in text
    assert "Your puzzle answer was `351`." in text and "Your puzzle answer was `340`." in text
    assert text.index("`351`") < text.index("Part Two") < text.index("`340`")


def test_slow_work_says_so_on_stderr_and_quick_work_does_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stderr = io.StringIO()
    monkeypatch.setattr(sys, "stderr", stderr)
    with slow_step("fetching something"):
        pass
    with slow_step("waiting", after_s=0.01):
        time.sleep(0.3)
    assert stderr.getvalue() == "aoc: waiting...\n"


@pytest.mark.parametrize("name", ["2023 day 1", "2023 day 1, part 1 solved"])
def test_titles_and_solved_parts(name: str) -> None:
    solved = (1,) if "solved" in name else ()
    page = served_page(solved=solved)
    assert (page.title, page.solved_parts, page.part_2_unlocked) == (
        "Trebuchet?!",
        len(solved),
        bool(solved),
    )


@pytest.mark.parametrize("solved", [(), (1,)])
def test_the_module_from_a_page_passes_the_projects_lint_and_format(
    tmp_path: Path, solved: tuple[int, ...]
) -> None:
    page = served_page(solved=solved)
    path = tmp_path / "day01.py"
    from_page = FromPage(page.title, page_examples(Project.at(tmp_path), page))
    path.write_text(render_day(DAY, from_page))
    assert_passes_ruff(path)


def test_a_failed_example_from_the_page_is_pointed_out(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    write_day(
        project,
        2023,
        9,
        """
        from aoc_framework import Example, Solution

        class Day09(Solution[str]):
            year, day = 2023, 9
            examples = (Example("a", part_1=5, from_page=True), Example("b", part_2=2))

            def part_1(self, text: str) -> int:
                return 4

            def part_2(self, text: str) -> int:
                return 3
        """,
    )

    result = aoc_in_process("run", "2023", "9", "--example", env=project_env)

    assert result.returncode == 1
    assert result.stderr == (
        "aoc: warning: example 1, taken from the puzzle page, is sure: your code is likely "
        "wrong, unless the page gives it a value of its own (extra=) (aoc read 2023 9)\n"
    )


def test_a_guess_that_fails_is_checked_against_the_pages_other_blocks(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    # The extractor's guess is the wrong block (a corner that is no example) with the
    # example's answer; the page is cached, as aoc new leaves it.
    declared = "Example(PART_1_EXAMPLE, part_1=142), Example(PART_2_EXAMPLE, part_2=281)"
    guess = 'Example("ab1\\n2cd\\n", part_1=142, from_page="guess"),'
    write_day(project, 2023, 1, fixture_day.SOURCE.replace(declared, guess))
    page = project.page_path(DAY)
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text(served_page().html, encoding="utf-8")

    result = aoc_in_process("run", "2023", "1", "--example", env=project_env)

    assert result.returncode == 1
    assert result.stderr.splitlines() == [
        'aoc: warning: example 1 is the extractor\'s guess from the page (from_page="guess"): '
        "part 1 gave 33 where it states 142; on the page's other blocks it gives:",
        "  '1abc2' and 3 more lines: 142  ✓ as the page states",
        "your code gives the answer the page states for another block: example 1 may be "
        "the wrong block; check it against the text (aoc read 2023 1)",
    ]


def test_the_pages_other_blocks_run_in_the_days_supervised_process(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    # The day's code on the page's other blocks is the day's code: in its own process,
    # without the session token (here a part that sees a token gives a wrong answer).
    declared = "Example(PART_1_EXAMPLE, part_1=142), Example(PART_2_EXAMPLE, part_2=281)"
    guess = 'Example("ab1\\n2cd\\n", part_1=142, from_page="guess"),'
    source = fixture_day.SOURCE.replace(declared, guess).replace(
        "return calibration_total(lines, DIGITS)",
        'return -1 if __import__("os").environ.get("AOC_SESSION") else '
        "calibration_total(lines, DIGITS)",
    )
    write_day(project, 2023, 1, source)
    page = project.page_path(DAY)
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text(served_page().html, encoding="utf-8")

    env = {**project_env, "AOC_SESSION": "53616c7465645f5f" + "2" * 80}
    result = aoc_in_process("run", "2023", "1", "--example", env=env)

    assert "  '1abc2' and 3 more lines: 142  ✓ as the page states" in result.stderr, result.stderr


def test_an_example_the_code_failed_on_is_no_doubt_about_the_page(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    # A guessed example, and a part that returns what is no answer: the code's doing
    # (as an exception is), so no hint blames the page.
    declared = "Example(PART_1_EXAMPLE, part_1=142), Example(PART_2_EXAMPLE, part_2=281)"
    guess = 'Example(PART_1_EXAMPLE, part_1=142, from_page="guess"),'
    source = fixture_day.SOURCE.replace(declared, guess)
    failing = source.replace("calibration_total(lines, DIGITS)", '{"total": 142}')
    write_day(project, 2023, 1, failing)

    result = aoc_in_process("run", "2023", "1", "--example", env=project_env)

    assert result.returncode == 1
    assert "part 1  error: " in result.stdout, result.stdout
    assert "extractor" not in result.stderr, result.stderr


def test_the_comment_says_why_an_example_is_a_guess() -> None:
    why = "missing: 3 points ahead of the next unmarked candidate"
    guess = replace(found("7\n", "15", None, sure=False), evidence=("its answer stated", why))
    sure = found("8\n", "16", None)
    comment = header_comment(DAY, Extraction((sure, guess), ()))
    rule = "3 points ahead of the next unmarked candidate"
    assert f"Example 2 is a guess (this rule does not hold: {rule})." in " ".join(
        line.lstrip("# ") for line in comment.splitlines()
    )
    assert "Example 1" not in comment
    assert "is a guess" not in header_comment(DAY, Extraction((sure,), ()))
    # A long reason is wrapped, not cut: its end names the values to add.
    values = "missing: the values the page gives the example in its extra: " + ", ".join(
        f"comparing value {n} (yours: {n * 10})" for n in range(5)
    )
    long = replace(guess, evidence=(values,))
    lines = header_comment(DAY, Extraction((sure, long), ())).splitlines()
    assert all(len(line) <= 80 and line.startswith("#") for line in lines), lines
    said = " ".join(line.lstrip("# ") for line in lines)
    assert "value 4 (yours: 40); give it them in extra" in said, said
    # ... and how to give it those values: the first, named by the word before it.
    assert 'e.g. extra={"value": 0}, read as self.extra.get("value", 0))' in said, said
    assert "extra=" not in comment  # not for another rule
    # The cases of one list, guesses for one reason: said once, not once a case.
    cases = (guess, replace(guess, input="9\n"), sure, replace(guess, input="10\n"))
    lines = header_comment(DAY, Extraction(cases, ())).splitlines()
    said = " ".join(line.lstrip("# ") for line in lines)
    assert f"Examples 1, 2 and 4 are guesses (this rule does not hold: {rule})." in said
    assert said.count("this rule does not hold") == 1, said


def test_the_examples_borne_out_are_those_part_1_answered_right_by_their_label() -> None:
    examples = (
        Example("a\n", part_1=3),
        Example("b\n", part_1=5),
        Example("c\n", part_2=7),
        Example("d\n", part_1="x", name="the big one"),
        Example("e\n", part_1=2),  # not run: no result of its label
    )
    right = Verdict.CORRECT

    def ran(label: str, part: Part, answer: object, verdict: Verdict) -> RunResult:
        return RunResult(label, (PartResult(part, answer, str(answer), verdict),))

    results = [
        ran("example 1", Part.ONE, 3, right),
        ran("example 2", Part.ONE, 4, Verdict.WRONG),
        ran("example 3", Part.TWO, 7, right),
        ran("the big one", Part.ONE, "x", right),
    ]
    assert examples_borne_out(examples, results) == [("a\n", "3"), ("d\n", "x")]


def test_a_part_2_guess_is_checked_against_part_2s_own_candidates_too() -> None:
    # Part 1's walk-through gives many values; part 2's cases ("`AoC 2017` becomes
    # `33ef...`") come after them, and must not be crowded out of a guess's check.
    part_1_values = tuple(found(f"{n}\n", str(n), None, sure=False) for n in range(12))
    part_2_cases = tuple(found(f"case {n}\n", None, f"h{n}", sure=False) for n in range(3))
    offered = (found("7\n", "15", None),)
    checked = checked_candidates(Extraction(offered, part_1_values + part_2_cases))
    assert [c.part_2 for c in checked if c.part_2] == ["h0", "h1", "h2"]
    assert len([c for c in checked if c.part_1]) == 1 + CHECKED_CANDIDATES


def test_why_each_offered_guess_is_one_is_kept_by_part_and_answer() -> None:
    why = "missing: 3 points ahead of the next unmarked candidate"
    guess = replace(found("7\n", "15", "4", sure=False), evidence=(why,))
    reasons = guess_reasons(Extraction((found("8\n", "16", None), guess), ()))
    rule = "this rule does not hold: 3 points ahead of the next unmarked candidate"
    assert reasons == ((1, "15", rule, ""), (2, "4", rule, ""))
