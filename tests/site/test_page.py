"""The puzzle page: `aoc new` with the page's title and examples, `aoc examples --add`
for part 2's after part 1, and `aoc read`, against the fake site serving our own page
in the site's markup (`tests.fixture_day.PAGE_PART_1` / `PAGE_PART_2`)."""

from __future__ import annotations

import os
import re
import runpy
import stat
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest

from aoc_framework.authoring.page_examples import MARK
from aoc_framework.project.layout import Project
from aoc_framework.solution import Solution
from tests import fixture_day
from tests.authoring.test_page_examples import only_insertions
from tests.conftest import NEXT_YEAR, on_a_terminal
from tests.site.conftest import PUZZLE, AocOnline, assert_one_line_error
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer, PuzzleText
from tests.terminal import Terminal, aoc_on_terminal

PAGE = "/2023/day/1"
INPUT_PATH = f"{PAGE}/input"


@pytest.fixture
def empty_project(tmp_path: Path, inputs_dir: Path) -> Project:
    """A project with no day yet, where `aoc new 2023 1` writes the fixture day."""
    (tmp_path / "empty" / "solutions").mkdir(parents=True)
    return Project.at(tmp_path / "empty", inputs_dir)


def day_class(path: Path) -> type[Solution]:
    """The day class the module at `path` defines, from a fresh run of the file (not an
    import: the test process must not keep a day module)."""
    namespace = runpy.run_path(str(path))
    [found] = [v for v in namespace.values() if isinstance(v, type) and v.__name__ == "Day01"]
    return found


def in_project(project: Project) -> dict[str, str]:
    return {"AOC_PROJECT_DIR": str(project.root)}


def test_new_takes_the_title_and_examples_then_examples_add_part_2(
    aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project
) -> None:
    env = in_project(empty_project)
    created = aoc("new", "2023", "1", env=env)

    assert created.returncode == 0, created.stderr
    assert created.stdout.splitlines()[:2] == [
        "created solutions/2023/day01.py",
        "Trebuchet?!: 1 example taken from the puzzle page: check it against the text "
        "(aoc read 2023 1)",
    ]
    assert "error" not in created.stderr
    module = empty_project.solution_path(PUZZLE)
    source = module.read_text()
    assert MARK in source and "from_page=True where the extractor is\n# sure" in source
    day = day_class(module)
    assert day.title == fixture_day.TITLE
    assert [(e.input, e.part_1, e.part_2) for e in day.examples] == [
        (fixture_day.PART_1_EXAMPLE, 142, None)
    ]
    # The page is cached beside the input, outside solutions/ (and git).
    assert empty_project.page_path(PUZZLE).read_text().count("<article") == 1
    assert fake.count("GET", PAGE) == 1

    # The user works on the day; then part 1 is solved (answers.toml records it).
    edited = source.replace("return None\n", "return 0  # my work\n", 1)
    module.write_text(edited)
    fake.solved.add((2023, 1, 1))
    (empty_project.root / "answers.toml").write_text('[2023.day01]\npart_1 = "351"\n')

    added = aoc("examples", "2023", "1", "--add", env=env)

    assert added.returncode == 0, added.stderr
    assert "example 2: part 2 = 281" in added.stdout
    assert "added 1 example to solutions/2023/day01.py" in added.stdout
    assert fake.count("GET", PAGE) == 2  # the cached page was older than the star
    new_source = module.read_text()
    assert only_insertions(edited, new_source)
    day = day_class(module)
    assert [(e.input, e.part_1, e.part_2) for e in day.examples] == [
        (fixture_day.PART_1_EXAMPLE, 142, None),
        (fixture_day.PART_2_EXAMPLE, None, 281),
    ]

    again = aoc("examples", "2023", "1", "--add", env=env)
    assert again.returncode == 0, again.stderr
    assert "has an example for each part the page gives" in again.stdout
    assert module.read_text() == new_source
    assert fake.count("GET", PAGE) == 2  # the cached page is up to date


def test_new_without_a_token_writes_the_template_and_says_why(
    aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project
) -> None:
    result = aoc("new", "2023", "1", env={**in_project(empty_project), "AOC_SESSION": ""})
    assert result.returncode == 0, result.stderr
    assert "template without examples: no session token to fetch the puzzle page" in (result.stdout)
    assert "paste the example here" in empty_project.solution_path(PUZZLE).read_text()
    assert fake.count() == 0
    # What fills it in once the page can be read (a page down at the unlock said "try
    # again later", and the watch never asked for it again).
    said = " ".join(result.stdout.split())
    assert "aoc examples 2023 1 --add fills them in from the page then" in said, said
    filled = aoc("examples", "2023", "1", "--add", env=in_project(empty_project))
    assert filled.returncode == 0, filled.stdout + filled.stderr
    assert "paste the example here" not in empty_project.solution_path(PUZZLE).read_text()


#: The template's example to paste, as the user sees it: its constant, the comment
#: above the `examples` tuple, and its element.
PLACEHOLDER = (
    re.compile(
        r'# The puzzle\'s example, pasted between the quotes\.\nEXAMPLE = """\\\n'
        r'paste the example here\n"""\n\n*'
    ),
    re.compile(r" *# Fill in the expected answers.*\n *# if part 2 has its own example\.\n"),
    re.compile(re.escape("Example(EXAMPLE, part_1=None, part_2=None),")),
)


@pytest.mark.parametrize("style", ["class", "functions"])
def test_the_templates_placeholder_goes_once_the_pages_example_is_added(
    subprocess_aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project, style: str
) -> None:
    # Written without a token, then the user's own first line of code.
    env = in_project(empty_project)
    args = ("new", "2023", "1", "--style", style)
    assert subprocess_aoc(*args, env={**env, "AOC_SESSION": ""}).returncode == 0
    module = empty_project.solution_path(PUZZLE)
    mine = "return len(data)  # my own start\n"
    written = module.read_text().replace("return None\n", mine, 1)
    module.write_text(written)

    added = subprocess_aoc("examples", "2023", "1", "--add", env=env)

    assert added.returncode == 0, added.stderr
    after = module.read_text()
    assert "paste the example here" not in after and "(EXAMPLE," not in after, after
    # What went is the template's placeholder, as written; the rest only grew.
    kept = written
    for piece in PLACEHOLDER:
        kept, removed = piece.subn("", kept, count=1)
        assert removed == 1, piece
    assert only_insertions(kept, after), after
    assert mine in after
    runpy.run_path(str(module))  # it still runs

    # A placeholder the user began to fill (the text pasted, no answer yet) stays.
    pasted = written.replace("paste the example here", "1abc2")
    module.write_text(pasted)
    again = subprocess_aoc("examples", "2023", "1", "--add", env=env)
    assert again.returncode == 0, again.stderr
    assert only_insertions(pasted, module.read_text())


def test_new_for_a_locked_day_writes_the_template_and_says_why(
    aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project
) -> None:
    result = aoc("new", str(NEXT_YEAR), "1", env=in_project(empty_project))
    assert result.returncode == 0, result.stderr
    assert f"template without examples: {NEXT_YEAR} day 1 is not unlocked yet" in result.stdout
    assert fake.count() == 0


def test_new_keeps_an_existing_day_and_asks_nothing(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    before = (project_dir / "solutions/2023/day01.py").read_text()
    line = assert_one_line_error(aoc("new", "2023", "1"), 2)
    assert "already exists; pass --force" in line
    assert (project_dir / "solutions/2023/day01.py").read_text() == before
    assert fake.count() == 0


def test_new_on_an_unreadable_page_writes_the_template_and_says_why(
    aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project
) -> None:
    fake.unreadable.add((2023, 1))
    result = aoc("new", "2023", "1", env=in_project(empty_project))
    assert result.returncode == 0, result.stderr
    assert "template without examples: the puzzle page of 2023 day 1 has no puzzle text" in (
        result.stdout
    )
    assert not empty_project.page_path(PUZZLE).exists()  # nothing unreadable is cached


def test_examples_add_before_part_1_is_solved_adds_nothing(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    module = project_dir / "solutions/2023/day01.py"
    before = module.read_text()
    result = aoc("examples", "2023", "1", "--add")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == (
        "solutions/2023/day01.py has an example for each part the page gives; "
        "part 2's comes once part 1 is solved"
    )
    assert module.read_text() == before


def test_read_shows_part_1_then_part_2_once_the_star_is_recorded(
    aoc: AocOnline,
    fake: FakeAdventOfCode,
    project_dir: Path,
    inputs_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    first = aoc("read", "2023", "1")

    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("## --- Day 1: Trebuchet?! ---\n")
    assert "```\n1abc2\npqr3stu8vwx\n" in first.stdout  # the example, a code block
    assert "add up to **`142`** in total." in first.stdout  # the highlighted answer, bold code
    assert "*calibration value*" in first.stdout  # emphasis kept
    assert "Part Two" not in first.stdout
    assert "\x1b" not in first.stdout + first.stderr  # piped: plain text
    assert (inputs_dir / "2023" / "01.html").is_file()

    cached = aoc("read", "2023", "1")
    assert cached.stdout == first.stdout
    assert fake.count("GET", PAGE) == 1
    # Without YEAR DAY, the day aoc run takes (outside December: the latest solved),
    # with the line that says why; aoc examples the same.
    july = datetime(2026, 7, 1, tzinfo=timezone.utc)
    monkeypatch.setattr("aoc_framework.model.clock.now", lambda: july)
    latest = aoc("read")
    assert latest.stdout == first.stdout
    assert latest.stderr.startswith("2023 day 1: your latest day"), latest.stderr
    examples = aoc("examples")
    assert examples.stdout.startswith("2023 day 1: Trebuchet?! · examples taken"), examples.stdout
    assert examples.stderr.startswith("2023 day 1: your latest day"), examples.stderr

    fake.solved.add((2023, 1, 1))
    (project_dir / "answers.toml").write_text('[2023.day01]\npart_1 = "351"\n')
    second = aoc("read", "2023", "1")

    assert second.returncode == 0, second.stderr
    assert fake.count("GET", PAGE) == 2
    assert "Your puzzle answer was `351`." in second.stdout
    assert "## --- Part Two ---" in second.stdout
    assert "**`281`** in total." in second.stdout

    fake.solved.add((2023, 1, 2))  # solved on the website: answers.toml does not know
    assert "Both parts" not in aoc("read", "2023", "1").stdout
    refreshed = aoc("read", "2023", "1", "--refresh")
    assert "Your puzzle answer was `340`." in refreshed.stdout
    assert "Both parts of this puzzle are complete!" in refreshed.stdout
    assert fake.count("GET", PAGE) == 3


def test_read_shows_the_copy_it_has_when_the_page_cannot_be_fetched_again(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    # A page cached before part 1 was solved is fetched again; without a token, or with
    # the site down, `aoc read` failed though it held the text (a newcomer's morning).
    first = aoc("read", "2023", "1")
    assert first.returncode == 0, first.stderr
    (project_dir / "answers.toml").write_text('[2023.day01]\npart_1 = "351"\n')

    for env in ({"AOC_SESSION": ""}, {}):
        if env == {}:
            fake.failures["puzzle"] = 503
        kept = aoc("read", "2023", "1", env=env)
        assert kept.returncode == 0, kept.stderr
        assert kept.stdout == first.stdout  # part 1's text, as cached
        (note,) = kept.stderr.splitlines()
        assert note.startswith("aoc: note: the copy cached before your latest star"), note
    # --refresh asks for the site's page: its failure is the answer.
    assert aoc("read", "2023", "1", "--refresh").returncode == 4


def test_read_without_a_token_or_before_the_unlock_is_one_line(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    assert "no session token" in assert_one_line_error(
        aoc("read", "2023", "1", env={"AOC_SESSION": ""}), 5
    )
    locked = assert_one_line_error(aoc("read", str(NEXT_YEAR), "1"), 3)
    assert f"{NEXT_YEAR} day 1 is not unlocked yet" in locked and locked.endswith(
        "; run again then"
    )
    assert fake.count() == 0


@pytest.mark.parametrize(
    ("failure", "code", "message"),
    [
        ("unreadable", 3, "has no puzzle text"),
        ("server error", 4, "server error (503)"),
        ("dead token", 5, "rejected the session"),
    ],
)
def test_a_page_that_cannot_be_had_is_one_line_and_not_cached(
    aoc: AocOnline,
    fake: FakeAdventOfCode,
    inputs_dir: Path,
    failure: str,
    code: int,
    message: str,
) -> None:
    env = {}
    if failure == "unreadable":
        fake.unreadable.add((2023, 1))
    elif failure == "server error":
        fake.failures["puzzle"] = 503
    else:
        env["AOC_SESSION"] = "0" * 96  # a token the site does not know
    assert message in assert_one_line_error(aoc("read", "2023", "1", env=env), code)
    assert not (inputs_dir / "2023" / "01.html").exists()


def test_read_browser_opens_the_page_and_fetches_nothing(
    subprocess_aoc: AocOnline, fake: FakeAdventOfCode, tmp_path: Path
) -> None:
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser"
    browser.write_text(
        f'#!{sys.executable}\nimport sys\nopen({str(opened)!r}, "w").write(sys.argv[1])\n'
    )
    browser.chmod(browser.stat().st_mode | stat.S_IEXEC)

    # In a process of its own: Python's webbrowser reads BROWSER once per process.
    result = subprocess_aoc("read", "2023", "1", "--browser", env={"BROWSER": str(browser)})

    assert result.returncode == 0, result.stderr
    assert opened.read_text() == "https://adventofcode.com/2023/day/1"
    assert fake.count() == 0


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_read_on_a_terminal_is_drawn_by_rich(
    server: FakeServer, token: str, project_dir: Path
) -> None:
    env = {**os.environ, "COLUMNS": "80", **server.env(token), "AOC_PROJECT_DIR": str(project_dir)}

    # In the pager, as aoc today shows it: PAGER=cat here, less is tests/cli/test_terminal.py's.
    env["PAGER"] = "cat"
    drawn = on_a_terminal(["read", "2023", "1"], env, project_dir)
    assert "(q: back to the shell)" in drawn  # its first line says how to leave it

    assert "\x1b[" in drawn  # styled
    assert "142" in drawn and "**" not in drawn and "```" not in drawn  # drawn, not Markdown
    assert "1abc2" in drawn
    plain = on_a_terminal(["read", "2023", "1"], {**env, "NO_COLOR": "1"}, project_dir)
    assert re.search(r"\x1b\[[0-9;]*3[0-9]", plain) is None  # no colour, only emphasis
    assert "142" in plain


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_read_on_a_terminal_is_paged_and_says_how_to_leave(
    server: FakeServer, token: str, project_dir: Path
) -> None:
    # 60 lines at once scrolled part 1 off an 80x24 terminal (a newcomer's morning).
    env = {**server.env(token), "AOC_PROJECT_DIR": str(project_dir), "PAGER": "less", "LESS": ""}
    terminal = Terminal(["read", "2023", "1"], env=env, cwd=project_dir)
    shown = terminal.wait_for("calibration")
    assert "(q: back to the shell)" in shown
    assert terminal.process.poll() is None  # in the pager, until q
    terminal.type("q")
    code, _ = terminal.finish()
    assert code == 0


#: An example whose spaces matter (2022 day 5's crates), and a line wider than 80 columns.
GRID = "    [D]    \n[N] [C]    \n[Z] [M] [P]\n 1   2   3 \n\n" + "#." * 45 + "\n"


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_read_on_a_terminal_shows_code_blocks_as_the_page_has_them(
    fake: FakeAdventOfCode, server: FakeServer, token: str, project_dir: Path
) -> None:
    fake.add_puzzle(2022, 5, "input\n", "CMZ", "MCD")
    part_1 = f"<p>The crates:</p>\n<pre><code>{GRID}</code></pre>\n<p>Then.</p>"
    fake.texts[(2022, 5)] = PuzzleText("Supply Stacks", part_1, "")
    env = {**server.env(token), "AOC_PROJECT_DIR": str(project_dir), "PAGER": "cat"}

    code, text, _ = aoc_on_terminal(["read", "2022", "5"], env=env, cwd=project_dir, columns=80)

    assert code == 0, text
    # No space added before a line, none after it, no line cut or wrapped: copied from
    # the terminal, the example is the page's.
    assert f"\n{GRID}\n" in text


def test_today_fetches_the_input_shows_the_puzzle_then_runs_the_day(
    aoc: AocOnline,
    fake: FakeAdventOfCode,
    project_dir: Path,
    inputs_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The morning of 2023-12-01, the day's module written already: the input and the
    # page are fetched, the text shown (piped: plain), then the day runs on the input.
    monkeypatch.setattr(
        "aoc_framework.model.clock.now", lambda: datetime(2023, 12, 1, 12, tzinfo=timezone.utc)
    )
    module = (project_dir / "solutions" / "2023" / "day01.py").read_text()

    result = aoc("today", "--no-watch")

    assert result.returncode == 0, result.stderr
    out = result.stdout
    fetched = inputs_dir / "2023" / "01.txt"
    assert out.startswith(f"fetched {fetched}\n## --- Day 1: Trebuchet?! ---\n")
    assert out.index("add up to **`142`** in total.") < out.index("2023 day 1: Trebuchet?! · ")
    # Then part 1 and part 2 (a line on the growth of the peak memory may follow them:
    # in process, that is the test worker's).
    after_page = out.split("2023 day 1: Trebuchet?! · ", 1)[1].splitlines()
    assert after_page[1].startswith(f"part 1  {fixture_day.ANSWERS[0]}  "), out
    assert after_page[2].startswith(f"part 2  {fixture_day.ANSWERS[1]}  "), out
    assert (fake.count("GET", INPUT_PATH), fake.count("GET", PAGE)) == (1, 1)
    assert (project_dir / "solutions" / "2023" / "day01.py").read_text() == module
    assert (inputs_dir / "2023" / "01.txt").read_text() == fixture_day.INPUT


def test_today_on_a_day_with_both_stars_does_not_show_its_text_again(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Ctrl-C and `aoc today` again at 05:05, both stars in: part 2's text opened in the
    # pager once more (a newcomer's morning, tenth round).
    monkeypatch.setattr(
        "aoc_framework.model.clock.now", lambda: datetime(2023, 12, 1, 12, tzinfo=timezone.utc)
    )
    answers = f'[2023.day01]\npart_1 = "{fixture_day.ANSWERS[0]}"\n'
    (project_dir / "answers.toml").write_text(answers + f'part_2 = "{fixture_day.ANSWERS[1]}"\n')

    result = aoc("today", "--no-watch")

    assert result.returncode == 0, result.stderr
    assert "its text is not shown again: aoc read 2023 1 shows it" in result.stderr
    assert "## --- Day 1" not in result.stdout, result.stdout  # (the page is read for
    # part 2's example, which a module may still lack: never shown)


def test_what_is_never_an_answer_is_not_taken_from_the_page() -> None:
    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.site.puzzle_page import PuzzlePage

    html = (
        "<main><article><h2>--- Day 1: T ---</h2></article>"
        "<p>Your puzzle answer was <code>None</code>.</p>"
        "<p>Your puzzle answer was <code>281</code>.</p></main>"
    )
    assert PuzzlePage(PuzzleDay(2023, 1), html).answers_shown == {2: "281"}


#: A page that writes its examples in sentences, for an input of one value a line.
PROSE_PAGE = PuzzleText(
    fixture_day.TITLE,
    "<p>Each line holds a calibration value: its first and last digit.</p>\n"
    "<p>For example, if the document held <code>1abc2, pqr3stu8vwx</code>, the sum "
    "of the calibration values would be <code>50</code>.</p>\n"
    "<p>What is the sum of all of the calibration values?</p>",
    "<p>Some digits are spelled out.</p>\n"
    "<p>For example, if the document held <code>two1nine, 7pqrstsixteen</code>, the "
    "sum of the calibration values would be <code>106</code>.</p>\n"
    "<p>What is the sum of all of the calibration values?</p>",
)


def test_today_writes_an_example_given_in_prose_in_the_inputs_form(
    aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project
) -> None:
    # An unseen page writes its examples in a sentence; the input holds one value a line.
    # `aoc today` fetches the input before it writes the module, so the example is one
    # value a line as well (and part 2's, added later): the code that reads the input
    # reads the examples too.
    fake.texts[PUZZLE] = PROSE_PAGE
    env = in_project(empty_project)
    morning = aoc("today", "2023", "1", "--no-read", "--no-watch", env=env)

    assert morning.returncode == 0, morning.stdout + morning.stderr
    [example] = day_class(empty_project.solution_path(PUZZLE)).examples
    assert (example.input, example.part_1) == ("1abc2\npqr3stu8vwx\n", 50)
    # Part 2's, added by the next `aoc today` once part 1 is solved, as well.
    fake.solved.add((2023, 1, 1))
    (empty_project.root / "answers.toml").write_text('[2023.day01]\npart_1 = "351"\n')
    second_morning = aoc("today", "2023", "1", "--no-read", "--no-watch", env=env)
    assert second_morning.returncode == 0, second_morning.stdout + second_morning.stderr
    second = day_class(empty_project.solution_path(PUZZLE)).examples[1]
    assert (second.input, second.part_2) == ("two1nine\n7pqrstsixteen\n", 106)


def test_new_with_fetch_writes_the_example_in_the_inputs_form(
    aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project
) -> None:
    fake.texts[PUZZLE] = PROSE_PAGE
    created = aoc("new", "2023", "1", "--fetch", env=in_project(empty_project))

    assert created.returncode == 0, created.stdout + created.stderr
    [example] = day_class(empty_project.solution_path(PUZZLE)).examples
    assert (example.input, example.part_1) == ("1abc2\npqr3stu8vwx\n", 50)
    assert empty_project.input_path(PUZZLE).read_text() == fixture_day.INPUT


def refused_morning(
    aoc: AocOnline, fake: FakeAdventOfCode, project: Project, refusals: dict[str, list[int]]
) -> tuple[subprocess.CompletedProcess, str]:
    """`aoc today 2023 1 --no-watch` with the site answering each of `refusals`' paths
    with its status codes: its result, and its stderr as one line."""
    for path, codes in refusals.items():
        fake.catching_up[("GET", path)] = codes
    morning = aoc("today", "2023", "1", "--no-watch", env=in_project(project))
    return morning, " ".join(morning.stderr.split())


def test_today_shows_the_text_and_writes_the_module_when_the_input_is_refused(
    aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project
) -> None:
    # The site serves the page but answers the input with server errors: the text is
    # what a user needs first; it is shown, the module written, then the failure said.
    morning, said = refused_morning(aoc, fake, empty_project, {INPUT_PATH: [500] * 10})

    assert morning.returncode == 4, morning.stdout + morning.stderr
    assert "calibration value" in morning.stdout  # the puzzle's text
    assert empty_project.solution_path(PUZZLE).is_file()
    assert not empty_project.input_path(PUZZLE).exists()
    assert said.startswith("aoc: ") and said.endswith(
        "the module is ready: aoc today again fetches the input, then watches"
    ), morning.stderr  # the failure last, with what to do


def test_today_with_neither_input_nor_page_says_the_morning_stops_there(
    aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project
) -> None:
    # The site down: the page's failure does not say the morning goes on, since the
    # input's failure ends it next (a newcomer's test, N9).
    refusals = {INPUT_PATH: [500] * 10, PAGE: [500] * 10}
    morning, said = refused_morning(aoc, fake, empty_project, refusals)

    assert morning.returncode == 4, morning.stdout + morning.stderr
    assert "(no puzzle text either)" in said and "going on" not in said, morning.stderr
    assert said.endswith("aoc today again fetches the input, then watches"), morning.stderr


def test_today_with_the_input_not_found_ends_with_what_to_do_too(
    aoc: AocOnline, fake: FakeAdventOfCode, empty_project: Project
) -> None:
    # A 404 said so (exit 3) without the next step the 5xx case gave (a newcomer's test).
    morning, said = refused_morning(aoc, fake, empty_project, {INPUT_PATH: [404] * 3})

    assert morning.returncode == 3, morning.stdout + morning.stderr
    assert "(404)" in said and said.endswith("aoc today again fetches the input, then watches")
