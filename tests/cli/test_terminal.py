"""`aoc` on a real (pseudo-)terminal at 80 and 120 columns, as a user in tmux sees it:
help in one style that uses the width and never cuts a summary, messages and legends
wrapped between words, tables that keep their key columns, a status interrupted by
Ctrl-C that says what it did not run, `aoc today` that says which day it picked and why
and clears only the screen, and a watch whose mark tells a day not solved from a right
one. The glitches found by trying it (issue 23) are each driven here."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest

from aoc_framework.cli.app import COMMANDS, SUMMARIES
from aoc_framework.solution import UNPASTED_EXAMPLE
from aoc_framework.views.looks import LEGEND
from tests.fixture_day import ANSWERS, INPUT
from tests.terminal import Terminal, aoc_on_terminal, plain

WIDTHS = [80, 120]

#: Ways of naming a value or a default that the one help style replaced.
OTHER_STYLES = ("[default", "<int", "<float", "<text", "[x>=", "<=x", "INTEGER", "FLOAT", "TEXT")


def cache_input(inputs_dir: Path) -> None:
    path = inputs_dir / "2023" / "01.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(INPUT, encoding="utf-8")


def project_env(project: Path) -> dict[str, str]:
    return {"AOC_PROJECT_DIR": str(project)}


def one_spaced(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("columns", WIDTHS)
def test_aoc_help_lists_every_summary_whole_at_the_terminals_width(
    fixture_project: Path, columns: int
) -> None:
    code, text, terminal = aoc_on_terminal(
        ["--help"], env=project_env(fixture_project), cwd=fixture_project, columns=columns
    )
    assert code == 0, text
    assert terminal.overlong_lines() == []
    listing = one_spaced(text[text.index("Commands:") :])
    for name in COMMANDS:
        assert f"{name} {SUMMARIES[name]}" in listing  # whole, never cut with "..."
    if columns > 80:  # the width is used, not a fixed 80
        assert max(len(line) for line in text.splitlines()) > 80


#: Every command's --help, one after the other in one process on the terminal (the one
#: interpreter start instead of one a command), each after a line naming it, as
#: `python -m aoc_framework` names itself in its usage line.
EVERY_HELP = """\
import sys
from aoc_framework.cli import main
sys.modules["__main__"].__package__ = "aoc_framework"
sys.argv[0] = "__main__.py"
for name in sys.argv[1:]:
    print(f"=== {name}", flush=True)
    assert main([*name.split(), "--help"]) == 0
    sys.stdout.flush()
"""

#: What would be markup shown as it is: the helps are plain text.
MARKUP = ("**", "`", "[bold", "[/", "[dim", "[green", "[red")
#: A line cut short: click's "..." after a command's summary, rich's "…".
CUT = re.compile(r"(?<!\.)\.\.\.$|…$", re.M)


def options_of(name: str) -> set[str]:
    """The options of `aoc NAME` (a command of a group: "answers sync"), help included."""
    from aoc_framework.cli.app import build_command

    first, *sub = name.split()
    command = build_command(first)
    for part in sub:
        command = command.commands[part]  # type: ignore[attr-defined]
    names = {"-h", "--help"}
    for param in command.params:
        names |= {*param.opts, *param.secondary_opts}
    return names


def options_unknown(name: str, text: str) -> list[str]:
    """The `--options` a help mentions that neither its command has nor the command
    named just before them in the same clause (`from aoc time --save`); an option of
    another tool's command (`git log --all`) is that tool's."""
    own = options_of(name)
    unknown = []
    said = one_spaced(text)
    for found in re.finditer(r"(?<![\w-])--[a-z][\w-]*", said):
        option = found[0]
        clause = re.split(r"[.;:,()]", said[: found.start()])[-1]
        if re.search(r"\bgit [\w-]+", clause) and not re.search(r"\baoc \w+", clause):
            continue  # git's own option, as in `git log --all`
        other = re.findall(r"\baoc (\w+)", clause)
        known = own | (options_of(other[-1]) if other and other[-1] in COMMANDS else set())
        prefix = option.endswith("-") and any(o.startswith(option) for o in own)  # "--no-"
        if option not in known and not prefix:
            unknown.append(option)
    return unknown


@pytest.mark.long
@pytest.mark.parametrize("columns", WIDTHS)
def test_every_commands_help_is_in_the_one_style_plain_whole_and_names_only_its_options(
    fixture_project: Path, columns: int
) -> None:
    # Every command (and the one of a group) where lines are tightest; a few where only
    # the width differs.
    names = [*COMMANDS, "answers sync"] if columns <= 80 else ["run", "status", "time"]
    code, shown, _ = aoc_on_terminal(
        names,
        env=project_env(fixture_project),
        cwd=fixture_project,
        columns=columns,
        command=(sys.executable, "-c", EVERY_HELP),
    )
    assert code == 0, shown
    helps = dict(re.findall(r"^=== ([^\n]+)\n(.*?)(?=^=== |\Z)", shown, re.M | re.S))
    assert sorted(helps) == sorted(names)
    for name, text in helps.items():
        assert [line for line in text.splitlines() if len(line) > columns] == [], name
        assert not [mark for mark in MARKUP if mark in text], (name, text)
        _, rest = text.split("\n", 1)  # the usage's "[ARGS]..." is no cut
        assert CUT.findall(rest) == [], (name, text)
        assert options_unknown(name, text) == [], (name, text)
        assert not any(style in text for style in OTHER_STYLES), (name, text)
        assert not any(box in text for box in "╭│╰"), name  # no boxed (rich) help
        assert text.startswith(f"Usage: python -m aoc_framework {name} "), text
        options = text[text.index("Options:") :].split("\n\n")[0]
        for option, value in re.findall(r"^  (?:-\w, )?(--[\w-]+) (\S+)", options, re.M):
            assert value.isupper() or value == "/", (name, option, value)  # a VALUE
        said = one_spaced(text)
        assert said.count("default:") == said.count("(default: "), name


@pytest.mark.parametrize("name", ["run", "watch"])
def test_the_usage_and_the_arguments_name_year_and_day_alike(
    fixture_project: Path, name: str
) -> None:
    code, text, _ = aoc_on_terminal(
        [name, "--help"], env=project_env(fixture_project), cwd=fixture_project
    )
    assert code == 0
    assert text.splitlines()[0].endswith("[OPTIONS] [YEAR] [DAY]")
    arguments = text[text.index("Arguments:") : text.index("Options:")]
    assert re.search(r"^  YEAR  ", arguments, re.M) and re.search(r"^  DAY  ", arguments, re.M)


@pytest.mark.parametrize("columns", WIDTHS)
def test_an_error_wraps_between_words_at_the_terminals_width(
    fixture_project: Path, columns: int
) -> None:
    # The no-token warning names a long path and the 'session' cookie.
    code, text, terminal = aoc_on_terminal(
        ["run", "2023", "1"], env=project_env(fixture_project), cwd=fixture_project, columns=columns
    )
    assert code == 0, text
    assert terminal.overlong_lines() == []
    warning = text[text.index("aoc: warning:") : text.index("\n2023 day 1: ")]
    assert "'session' cookie" in one_spaced(warning)  # never "'s" / "ession'"
    assert all(line.startswith("  ") for line in warning.splitlines()[1:])


@pytest.mark.parametrize("columns", WIDTHS)
def test_status_keeps_each_legend_entry_whole(fixture_project: Path, columns: int) -> None:
    code, text, terminal = aoc_on_terminal(
        ["status", "2023"], env=project_env(fixture_project), cwd=fixture_project, columns=columns
    )
    assert code == 0, text
    assert terminal.overlong_lines() == []
    assert re.search(r"^ Day +Title +Solution +Input", text, re.M)  # capitalised headings
    legend = text[text.index(LEGEND.split("  ")[0]) :].splitlines()
    assert one_spaced(" ".join(legend)) == one_spaced(LEGEND)
    for entry in LEGEND.split("  "):
        assert any(entry in line for line in legend), entry  # on one line
    assert "ran 1 day in" in text  # not "1 days"
    # The year's summary wraps between its fields, never leaving a lone number.
    summary = text[text.index("checked stars") : text.index("ran 1 day")].strip().splitlines()
    fields = one_spaced(" ".join(summary)).split(" · ")
    assert [field for field in fields if not any(field in line for line in summary)] == []
    assert not [line for line in summary if re.fullmatch(r"[\s\d·]*", line)], summary


def test_status_interrupted_says_which_days_it_did_not_run(fixture_project: Path) -> None:
    day = fixture_project / "solutions" / "2023" / "day02.py"
    day.write_text(
        "from aoc_framework import Example, Solution\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2023, 2\n"
        "    examples = (Example('1', part_1=1),)\n\n"
        "    def part_1(self, text):\n"
        "        while True:\n"
        "            pass\n",
        encoding="utf-8",
    )
    terminal = Terminal(
        ["status", "2023", "--day-timeout", "60"],
        env=project_env(fixture_project),
        cwd=fixture_project,
    )
    terminal.wait_for("status")  # the progress bar: the days are running
    terminal.press_ctrl_c()
    code, text = terminal.finish()

    assert code == 130, text
    row = next(line for line in text.splitlines() if re.match(r"\s+2\s", line))
    # Its solution is there (✓), no input (·), and no verdict: neither failed nor passed.
    assert row.split() == ["2", "interrupted", "✓", "·"]
    last = r"^aoc: error: interrupted: \d+ days? checked, the rest not run$"
    assert re.search(last, text, re.M), text  # all of it: which process wrote what
    assert "^Caoc" not in text


SLOW_DAY = """\
import time
from aoc_framework import Example, Solution

class Day{day:02d}(Solution[str]):
    year, day = {year}, {day}
    examples = (Example("x", part_1="x"),)

    def part_1(self, text):
        time.sleep(0.2)
        return text
"""


def test_the_status_progress_bar_never_moves_sideways(tmp_path: Path) -> None:
    project = tmp_path / "project"
    for year in (2019, 2023):
        (project / "solutions" / str(year)).mkdir(parents=True)
        (project / "solutions" / str(year) / "__init__.py").touch()
        for day in (1, 9, 11, 25):  # labels of one and two digits, "+1" or not
            path = project / "solutions" / str(year) / f"day{day:02d}.py"
            path.write_text(SLOW_DAY.format(year=year, day=day), encoding="utf-8")
    (project / "solutions" / "__init__.py").touch()

    code, _, terminal = aoc_on_terminal(["status"], env=project_env(project), cwd=project)

    assert code == 0
    frames = [plain(frame) for frame in re.split(r"\r|\n|\x1b\[2K", terminal.raw)]
    bars = [frame for frame in frames if "━" in frame]
    labels = {bar[: bar.index("━")].rstrip() for bar in bars}
    assert len({len(label) for label in labels}) > 1, labels  # labels of many lengths
    assert len({bar.index("━") for bar in bars}) == 1, bars


def test_time_keeps_year_and_day_at_80_columns(fixture_project: Path, inputs_dir: Path) -> None:
    cache_input(inputs_dir)
    code, text, terminal = aoc_on_terminal(
        ["time", "2023", "--budget", "0.1"], env=project_env(fixture_project), cwd=fixture_project
    )
    assert code == 0, text
    assert terminal.overlong_lines() == []
    assert re.search(r"^ Year +Day +\S", text, re.M)
    assert re.search(r"^ 2023 +1 +Trebuchet\?! ", text, re.M)  # the title whole, not "Treb…"
    assert ANSWERS[0] in text and ANSWERS[1] in text  # the answers keep their room


#: Runs `aoc` with the framework's clock at a moment given as the first argument.
AT_A_MOMENT = (
    "import sys; from datetime import datetime; import aoc_framework.model.clock as clock; "
    "moment = datetime.fromisoformat(sys.argv.pop(1)); clock.now = lambda: moment; "
    "from aoc_framework.cli import main; raise SystemExit(main())"
)


def test_today_outside_december_says_which_day_and_clears_only_the_screen(
    fixture_project: Path, inputs_dir: Path
) -> None:
    cache_input(inputs_dir)
    terminal = Terminal(
        ["2024-07-01T12:00:00+00:00", "today", "--no-read"],
        env=project_env(fixture_project),
        cwd=fixture_project,
        command=(sys.executable, "-c", AT_A_MOMENT),
    )
    terminal.wait_for("Ctrl-C to stop")
    terminal.press_ctrl_c()
    code, text = terminal.finish()

    assert code == 0, text
    assert text.startswith("2023 day 1: your latest day (there is no puzzle today)\n")
    assert "\x1b[2J" in terminal.raw and "\x1b[3J" not in terminal.raw  # the scrollback stays
    assert re.search(r"^stopped watching 2023 day 1$", text, re.M)  # not glued to ^C


def test_a_watch_marks_a_new_day_not_solved_and_says_what_to_paste(tmp_path: Path) -> None:
    project = tmp_path / "new-project"
    (project / "solutions").mkdir(parents=True)
    env = project_env(project)
    code, text, _ = aoc_on_terminal(["new", "2023", "8"], env=env, cwd=project)
    assert code == 0, text
    module = project / "solutions" / "2023" / "day08.py"

    terminal = Terminal(["watch", "2023", "8", "--example"], env=env, cwd=project)
    first = terminal.wait_for("Ctrl-C to stop")
    assert "2023 day 8 · example 1 (not pasted yet)" in first
    assert re.search(r"^○ ran in ", first, re.M)  # not a green ✓ for parts that return None

    module.write_text(module.read_text().replace(UNPASTED_EXAMPLE, "1 2 3"))
    pasted = terminal.wait_for(lambda text: text.count("Ctrl-C to stop") == 2)
    latest = pasted[pasted.rindex("saved") :]
    assert "2023 day 8 · example 1\n" in latest
    assert re.search(r"^○ ran in ", latest, re.M)
    terminal.press_ctrl_c()
    code, text = terminal.finish()
    assert code == 0, text


@pytest.mark.parametrize(
    "args", [["new", "2023", "8"], ["calendar"], ["readme"], ["answers"], ["stats"]]
)
def test_what_a_command_says_fits_80_columns(fixture_project: Path, args: list[str]) -> None:
    # A new user's first commands, without a token (some end in a one-line error).
    (fixture_project / "README.md").write_text(
        "<!-- aoc-calendar:start -->\n<!-- aoc-calendar:end -->\n", encoding="utf-8"
    )
    _, text, terminal = aoc_on_terminal(args, env=project_env(fixture_project), cwd=fixture_project)
    assert text.strip()
    assert terminal.overlong_lines() == [], text


def test_the_calendar_fits_a_split_pane_without_the_days_time_and_memory(
    fixture_project: Path,
) -> None:
    # At 60 columns its header and rows wrapped ("Ran    Memor" / "y"), each row on two.
    env = project_env(fixture_project)
    args = ["status", "2023"]
    _, wide, _ = aoc_on_terminal(args, env=env, cwd=fixture_project)
    assert "Ran" in wide and "Memory" in wide, wide
    _, text, _ = aoc_on_terminal(args, env=env, cwd=fixture_project, columns=56)
    assert [line for line in text.splitlines() if len(line) > 56] == [], text
    assert "Solution" in text and "Ran" not in text and "Memory" not in text, text


@pytest.mark.parametrize(
    "env",
    [
        # PAGER and LESS unset, as on most machines: the pager is `less`, which shows an
        # escape code as the text "ESC[1m" unless told -R (Python 3.13's pydoc tells it;
        # 3.10 to 3.12 do not).
        {"PAGER": "", "LESS": ""},
        {"PAGER": "less", "LESS": ""},  # named: -R all the same
        {"PAGER": "less", "LESS": "-i"},  # the user's own options, without -R
    ],
    ids=["no-pager", "pager-less", "less-options"],
)
def test_the_pager_shows_colours_not_their_codes(tmp_path: Path, env: dict[str, str]) -> None:
    show = (
        "from aoc_framework.cli.render.page_output import show_markdown\n"
        "show_markdown('**Bold** text', then='on to the next step')"
    )
    terminal = Terminal([], env=env, cwd=tmp_path, command=(sys.executable, "-c", show))
    shown = terminal.wait_for("text")
    terminal.type("q")
    code, _ = terminal.finish()
    assert code == 0
    assert "ESC[" not in shown and "Bold" in shown, shown
    assert "(q: on to the next step)" in shown  # how to leave the pager: its first line


@pytest.mark.parametrize("stops", [True, False])
def test_ctrl_c_in_the_pager_stops_what_was_to_follow(tmp_path: Path, stops: bool) -> None:
    # The pager ignores Ctrl-C, and once it was left the watch started all the same: no
    # way out of aoc today from the text (a newcomer's morning). aoc read has nothing to
    # stop.
    show = (
        "from aoc_framework.cli.render.page_output import show_markdown\n"
        "from aoc_framework.model.errors import StoppedWaiting\n"
        "try:\n"
        f"    show_markdown('**Bold** text', then='on to the watch', ctrl_c_stops={stops})\n"
        "except StoppedWaiting as stopped:\n"
        "    print('said:', stopped)\n"
        "else:\n"
        "    print('the watch starts')\n"
    )
    env = {"PAGER": "", "LESS": ""}
    terminal = Terminal([], env=env, cwd=tmp_path, command=(sys.executable, "-c", show))
    terminal.wait_for("text")
    terminal.press_ctrl_c()
    # less draws its page again once it has taken the Ctrl-C: a key before is lost.
    terminal.wait_for(lambda shown: shown.count("Bold text") >= 2)
    terminal.type("q")
    code, text = terminal.finish()
    assert code == 0, text
    stopped = "said: stopped: Ctrl-C was pressed while the puzzle was shown"
    assert (stopped in text) is stops and ("the watch starts" in text) is not stops, text


def test_lines_of_their_own_stay_apart_when_wrapped(monkeypatch: pytest.MonkeyPatch) -> None:
    # The leaderboard's footer, a legend and a line of its own, came out as one paragraph
    # on a terminal (textwrap takes a line end for a space).
    from aoc_framework.cli.render.output import terminal_lines

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setenv("COLUMNS", "80")
    footer = "● both parts  ◐ first part only  · not yet\nTop 3: podiums (see --day N)"
    assert terminal_lines(footer, Tty()) == footer
    assert terminal_lines(footer, io.StringIO()) == footer  # piped: as it is


@pytest.mark.parametrize("width", [40, 50, 60])
def test_the_totals_break_after_their_separator_never_before_it(width: int) -> None:
    # At 50 columns the calendar's totals began a line with "·"; at 40 they ended one so.
    from aoc_framework.cli.render.output import wrapped

    totals = "checked stars 0/24 · solutions 1/12 · inputs 0/12 · examples ✓ 0 ✗ 0 · answers ✓ 1"
    lines = wrapped(totals, width, " · ")
    assert " ".join(lines) == totals, lines
    assert all(len(line) <= width and not line.startswith("·") for line in lines), lines


@pytest.mark.parametrize("width", [40, 44, 80])
def test_a_command_in_a_message_is_never_broken_over_two_lines(width: int) -> None:
    # A user racing on the morning copies it from the screen (replay 2, finding 9).
    from aoc_framework.cli.render.output import wrapped

    commands = [
        "aoc submit 2026 1 2 -56",
        "aoc answers sync 2025 1",
        "aoc today --rehearse YEAR DAY",
        "aoc submit 2024 23 2 co,de,ka",
        "aoc examples 2026 1 --add",
    ]
    text = (
        f"not submitted (no example checks it; to send it yourself: {commands[0]}); solved "
        f"on the site already: {commands[1]}, or rehearse a solved day ({commands[2]}); "
        f"send it with {commands[3]} (or start the watch with --submit); then {commands[4]} adds "
        "part 2's example, and aoc read shows the page"
    )
    lines = wrapped(text, width)
    assert " ".join(lines) == text  # broken at spaces only, nothing lost
    assert all(any(command in line for line in lines) for command in commands), lines
    assert max(map(len, lines)) <= width, lines


@pytest.mark.parametrize("width", [40, 80])
def test_an_amount_and_its_unit_stay_on_one_line(width: int) -> None:
    # "in 23" then "h 59 min" (the line that says when the next puzzle unlocks).
    from aoc_framework.cli.render.output import wrapped

    amounts = ["23 h", "59 min", "4.27 ms", "212 MiB", "35.5 µs", "2 d"]
    text = (
        "2026 day 1: both stars; 2026 day 2 unlocks at 05:00 UTC on Wed 2 Dec 2026, in "
        f"{amounts[0]} {amounts[1]}: aoc today waits for it; part 1 took {amounts[2]} and "
        f"{amounts[3]} at its peak, part 2 {amounts[4]}; the next in {amounts[5]}"
    )
    lines = wrapped(text, width)
    assert " ".join(lines) == text
    assert all(any(amount in line for line in lines) for amount in amounts), lines
