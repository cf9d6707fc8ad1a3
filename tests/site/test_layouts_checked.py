"""Layouts checked before use: a `[tool.aoc] solutions` pattern that would hide a module,
name no day, or not import is refused; the inputs never share a folder with the days or
the user's files (its `.gitignore` of `*` would hide them from git); nothing is written
through a symlink out of the project. Each through the command line, as a user meets it."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.conftest import RunAoc
from tests.site.conftest import AocOnline, assert_one_line_error


def untracked(project: Path) -> list[str]:
    """What `git status` shows in `project` (a new repository there), file by file."""
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    shown = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=all"],
        cwd=project,
        capture_output=True,
        text=True,
        check=True,
    )
    return [line[3:] for line in shown.stdout.splitlines()]


@pytest.mark.parametrize(
    ("pattern", "said"),
    [
        ("typing/{year}/day{day:02d}.py", "would hide the module typing (the standard library)"),
        ("string/{year}/{day}.py", "would hide the module string (the standard library)"),
        ("aoc_framework/{year}/{day}.py", "would hide the module aoc_framework ("),
        ("rich/{year}/day{day}.py", "would hide the module rich ("),
        ("src/{year}/day{day}/part{day:02d}.py", "both as {day} and {day:02d}"),
        ("src/v1.0/{year}/day{day:02d}.py", "'v1.0' has a dot"),
        ("src/{year}/day{day:02d}.part.py", "'day{day:02d}.part' has a dot"),
        ("inputs/{year}/day{day:02d}.py", "are in the inputs folder"),
    ],
)
def test_a_pattern_that_cannot_hold_days_is_refused_in_one_line(
    tmp_path: Path, run_aoc: RunAoc, pattern: str, said: str
) -> None:
    project = tmp_path / "project"
    day = project / pattern.format(year=2023, day=1)
    day.parent.mkdir(parents=True)
    day.write_text("def part_1(text):\n    return 1\n")
    (project / "pyproject.toml").write_text(f'[tool.aoc]\nsolutions = "{pattern}"\n')
    env = {"AOC_PROJECT_DIR": str(project), "AOC_INPUTS_DIR": str(project / "inputs")}
    for command in (["status"], ["new", "2023", "2", "--offline"]):
        line = assert_one_line_error(run_aoc(*command, env=env, cwd=project), 2)
        assert said in line and "solutions" in line, line
    assert sorted(p.name for p in day.parent.iterdir()) == [day.name]  # aoc new wrote none


@pytest.mark.parametrize("inputs", ["solutions", "."])
def test_the_inputs_never_go_where_the_days_are(
    subprocess_aoc: AocOnline, project_dir: Path, inputs: str
) -> None:
    # Today's fetch wrote a .gitignore of * over the days: git showed none of them.
    fetched = subprocess_aoc("--inputs-dir", inputs, "fetch", "2023", "1", cwd=project_dir)
    line = assert_one_line_error(fetched, 2)
    assert "are in the inputs folder" in line and "--inputs-dir" in line, line
    assert not list(project_dir.rglob(".gitignore"))
    assert "solutions/2023/day01.py" in untracked(project_dir)


def test_a_folder_of_the_users_is_never_made_private(
    subprocess_aoc: AocOnline, project_dir: Path
) -> None:
    notes = project_dir / "notes" / "ideas.md"
    notes.parent.mkdir()
    notes.write_text("day 1: try a regex\n")
    fetched = subprocess_aoc("--inputs-dir", "notes", "fetch", "2023", "1", cwd=project_dir)
    line = assert_one_line_error(fetched, 2)
    assert "notes/ideas.md, which aoc did not write" in line and "--inputs-dir" in line, line
    assert not (notes.parent / ".gitignore").exists()
    assert "notes/ideas.md" in untracked(project_dir)
    # A folder of its own is made private, as always.
    fetched = subprocess_aoc("--inputs-dir", "own", "fetch", "2023", "1", cwd=project_dir)
    assert fetched.returncode == 0, fetched.stderr
    assert (project_dir / "own" / ".gitignore").read_text().splitlines()[-1] == "*"
    assert not [path for path in untracked(project_dir) if path.startswith("own/")]


def test_a_dangling_symlink_at_a_days_path_writes_nothing_out_of_the_project(
    tmp_path: Path, run_aoc: RunAoc, fixture_project: Path
) -> None:
    outside = tmp_path / "outside" / "day02.py"
    outside.parent.mkdir()
    link = fixture_project / "solutions" / "2023" / "day02.py"
    link.symlink_to(outside)
    line = assert_one_line_error(run_aoc("new", "2023", "2", "--offline"), 2)
    assert "solutions/2023/day02.py" in line and "out of the project" in line, line
    assert not outside.exists()
    # A link to nothing inside the project is no place to write either.
    link.unlink()
    link.symlink_to(fixture_project / "nothing.py")
    line = assert_one_line_error(run_aoc("new", "2023", "2", "--offline"), 2)
    assert "which does not exist" in line, line
    assert not (fixture_project / "nothing.py").exists()


def test_an_input_linked_out_of_the_project_is_not_written_there(
    tmp_path: Path, subprocess_aoc: AocOnline, project_dir: Path
) -> None:
    inputs = project_dir / "inputs" / "2023"
    inputs.mkdir(parents=True)
    outside = tmp_path / "outside" / "01.txt"
    outside.parent.mkdir()
    (inputs / "01.txt").symlink_to(outside)
    env = {"AOC_INPUTS_DIR": str(project_dir / "inputs")}
    line = assert_one_line_error(subprocess_aoc("fetch", "2023", "1", env=env), 2)
    assert "out of the project" in line, line
    assert not outside.exists()
