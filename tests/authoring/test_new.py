"""`aoc new`: scaffolding a day that runs at once, never overwriting without --force."""

from __future__ import annotations

import pytest

from aoc_framework.authoring.new import new_day
from aoc_framework.engine.discovery import load_solution
from aoc_framework.engine.run import run_examples
from aoc_framework.model.errors import InputError, UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import Verdict
from aoc_framework.project.layout import Project
from aoc_framework.solution import UNPASTED_EXAMPLE
from tests.authoring.conftest import assert_passes_ruff, write_input
from tests.conftest import RunAoc


def test_scaffolded_day_loads_and_reports_not_solved(project: Project) -> None:
    path = new_day(project, PuzzleDay(2023, 8))

    assert path == project.solution_path(PuzzleDay(2023, 8))
    assert (project.solutions_dir / "__init__.py").is_file()
    assert (project.solutions_dir / "2023" / "__init__.py").is_file()
    solution = load_solution(project, PuzzleDay(2023, 8))
    assert (solution.year, solution.day) == (2023, 8)
    # Many days at once (status, pytest): the placeholder example is not run, and the
    # new day's parts are not solved.
    [report] = run_examples(solution, catch=True)
    assert report.source == "example 1 (not pasted yet)"
    assert [(part.part, part.verdict) for part in report.parts] == [
        (1, Verdict.NOT_SOLVED),
        (2, Verdict.NOT_SOLVED),
    ]
    # One day: a line saying what to paste.
    with pytest.raises(InputError, match='still the template\'s "paste the example here"'):
        run_examples(solution)


def test_scaffold_keeps_an_existing_year_package(project: Project) -> None:
    year_init = project.solutions_dir / "2023" / "__init__.py"
    year_init.parent.mkdir()
    year_init.write_text('"""My 2023."""\n')

    new_day(project, PuzzleDay(2023, 8))

    assert year_init.read_text() == '"""My 2023."""\n'


def test_new_then_run_example_from_the_command_line(
    run_aoc: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    created = run_aoc("new", "2023", "8", env=project_env)
    assert created.returncode == 0, created.stderr
    assert "created solutions/2023/day08.py" in created.stdout
    assert "aoc run 2023 8 --example" in created.stdout

    ran = run_aoc("run", "2023", "8", "--example", env=project_env)
    assert ran.returncode == 3  # nothing pasted yet: one line says so
    assert ran.stderr == (
        'aoc: error: example 1 of Day08 is still the template\'s "paste the example here"; '
        "paste the puzzle's example in\n"
    )

    module = project.solution_path(PuzzleDay(2023, 8))
    module.write_text(module.read_text().replace(UNPASTED_EXAMPLE, "1 2 3"))
    ran = run_aoc("run", "2023", "8", "--example", env=project_env)
    assert ran.returncode == 0, ran.stderr
    heading, *lines = ran.stdout.splitlines()
    assert heading.startswith("2023 day 8 · example 1")
    assert [line.split("  ")[:2] for line in lines] == [
        ["part 1", "not solved"],
        ["part 2", "not solved"],
    ]


def test_no_overwrite_without_force(project: Project) -> None:
    path = new_day(project, PuzzleDay(2023, 8))
    path.write_text("# my work\n")

    with pytest.raises(UsageError, match="already exists; pass --force"):
        new_day(project, PuzzleDay(2023, 8))
    assert path.read_text() == "# my work\n"

    new_day(project, PuzzleDay(2023, 8), force=True)
    assert "class Day08(Solution" in path.read_text()


def test_no_overwrite_from_the_command_line(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    path = new_day(project, PuzzleDay(2023, 8))
    path.write_text("# my work\n")

    refused = aoc_in_process("new", "2023", "8", env=project_env)
    assert refused.returncode == 2
    assert refused.stderr == (
        "aoc: error: solutions/2023/day08.py already exists; pass --force to overwrite it "
        "(aoc examples 2023 8 --add adds part 2's example)\n"
    )
    assert path.read_text() == "# my work\n"

    forced = aoc_in_process("new", "2023", "8", "--force", env=project_env)
    assert forced.returncode == 0, forced.stderr
    assert "replaced solutions/2023/day08.py" in forced.stdout
    assert "class Day08(Solution" in path.read_text()


@pytest.mark.parametrize(("year", "day"), [(2015, 1), (2024, 25), (2025, 1), (2025, 12)])
def test_days_on_the_calendar_are_scaffolded(project: Project, year: int, day: int) -> None:
    new_day(project, PuzzleDay(year, day))
    assert load_solution(project, PuzzleDay(year, day)).day == day


@pytest.mark.parametrize(
    ("year", "day", "message"),
    [
        (2025, 13, "day 13 is not in the 2025 event; valid days are 1-12"),
        (2024, 26, "day 26 is not in the 2024 event; valid days are 1-25"),
        (2023, 0, "day 0 is not in the 2023 event; valid days are 1-25"),
        (2014, 1, "year 2014 is not an Advent of Code year; the first was 2015"),
    ],
)
def test_days_off_the_calendar_are_refused(
    aoc_in_process: RunAoc,
    project: Project,
    project_env: dict[str, str],
    year: int,
    day: int,
    message: str,
) -> None:
    with pytest.raises(UsageError, match=message):
        new_day(project, PuzzleDay.of(year, day))
    result = aoc_in_process("new", str(year), str(day), env=project_env)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", f"aoc: error: {message}\n")
    assert list(project.solutions_dir.iterdir()) == []


def test_template_passes_the_projects_lint_and_format(project: Project) -> None:
    # Scaffolded days live in solutions/, which CI lints with the project's ruff settings.
    path = new_day(project, PuzzleDay(2023, 8))
    assert_passes_ruff(path)


def test_new_fetch_keeps_a_cached_input(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    write_input(project, 2023, 8, "cached\n")

    result = aoc_in_process("new", "2023", "8", "--fetch", env=project_env)

    assert result.returncode == 0, result.stderr
    assert "input cached in" in result.stdout
    assert project.input_path(PuzzleDay(2023, 8)).read_text() == "cached\n"
    assert project.solution_path(PuzzleDay(2023, 8)).is_file()


def test_new_fetch_without_a_token_still_creates_the_day(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    result = aoc_in_process("new", "2023", "8", "--fetch", env=project_env)

    assert result.returncode == 5
    assert result.stdout.startswith("created solutions/2023/day08.py")
    assert result.stderr.startswith("aoc: error: no session token;")
    assert result.stderr.count("\n") == 1
    assert project.solution_path(PuzzleDay(2023, 8)).is_file()
    assert not project.input_path(PuzzleDay(2023, 8)).exists()


def test_new_wait_needs_fetch(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    result = aoc_in_process("new", "2023", "8", "--wait", env=project_env)
    assert (result.returncode, result.stderr) == (
        2,
        "aoc: error: --wait waits to fetch the input; add --fetch\n",
    )
    assert not project.solution_path(PuzzleDay(2023, 8)).exists()


def test_an_unwritable_solutions_folder_is_one_line(
    aoc_in_process: RunAoc, project: Project, project_env: dict[str, str]
) -> None:
    (project.solutions_dir / "2023").write_text("a file where the year's folder goes")

    result = aoc_in_process("new", "2023", "8", env=project_env)

    assert result.returncode == 2
    assert result.stderr.startswith("aoc: error: cannot write solutions/2023/day08.py (")
    assert result.stderr.count("\n") == 1
