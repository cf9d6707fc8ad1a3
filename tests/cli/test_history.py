"""`aoc history`: puzzle inputs and puzzle text in the user's git, tracked now or held by
earlier commits, found by name in one look at the index and one at the whole history,
with how to remove them; `aoc status` says so in one line. Nothing of git is changed."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import RunAoc

#: Files a project's git may hold that are inputs or puzzle text, by the rule that finds
#: each: the project's inputs folder, a folder named for inputs, aocd's cache names, a
#: day's input named as such, a puzzle page, aoc's own cache, a file named by its year
#: and day (as a ported repository kept some 250).
PRIVATE = (
    "inputs/2023/01.txt",
    "2022/input/day03",
    "old/2021_05_input.txt",
    "old/2021_05_prose.0.html",
    "2020/day07/input.txt",
    "2020/day07/puzzle.md",
    "data/day12.txt",
    ".aoc-cache/status/2023-01.json",
    "files/input_files/aoc_2015/notes",
    "data/a2015_d1.txt",
)
#: What a project's git holds that is the user's own.
OWN = (
    "solutions/2023/day01.py",
    "solutions/2023/input_parsing.py",
    "2020/day07/solution.py",
    "inputs/.gitignore",
    "README.md",
    "answers.toml",
    "docs/notes.md",
    "writeups/2023-07.md",
)


def git(project: Path, *args: str) -> str:
    """`git ARGS` in `project`, its output."""
    command = ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args]
    return subprocess.run(command, cwd=project, capture_output=True, text=True, check=True).stdout


def repository(project: Path) -> Path:
    """`project` as a git repository whose index holds `OWN` and half of `PRIVATE`, and
    whose history (on a branch not checked out) holds the other half."""
    for path in (*PRIVATE, *OWN):
        (project / path).parent.mkdir(parents=True, exist_ok=True)
        (project / path).write_text(f"# {path}\n")
    git(project, "init", "-q", "-b", "main")
    git(project, "add", "-f", ".")
    git(project, "commit", "-qm", "everything")
    git(project, "checkout", "-qb", "cleaned")
    git(project, "rm", "-q", "--cached", *PRIVATE[::2])
    git(project, "commit", "-qm", "untrack half")
    return project


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "project" / "solutions").mkdir(parents=True)
    return tmp_path / "project"


def project_env(project: Path) -> dict[str, str]:
    return {"AOC_PROJECT_DIR": str(project), "AOC_INPUTS_DIR": str(project / "inputs")}


def aoc_in(run_aoc: RunAoc, project: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    return run_aoc(*args, env={**project_env(project), **env}, cwd=project)


def test_history_lists_what_git_holds_and_how_to_remove_it_and_changes_nothing(
    run_aoc: RunAoc, project: Path
) -> None:
    repository(project)
    before = (git(project, "rev-parse", "HEAD"), git(project, "ls-files", "--stage"))
    found = aoc_in(run_aoc, project, "history")
    assert found.returncode == 1, found.stderr
    lines = found.stdout.splitlines()
    assert (
        lines[0] == "10 files of puzzle inputs or text in git: 5 tracked, 5 in earlier commits only"
    )
    shown = {tuple(line.split()) for line in lines[1 : 1 + len(PRIVATE)]}
    assert shown == {("tracked", p) for p in PRIVATE[1::2]} | {("history", p) for p in PRIVATE[::2]}
    assert "git rm -r --cached" in found.stdout and "git filter-repo" in found.stdout
    assert all(len(line) <= 80 for line in lines), lines
    listed = aoc_in(run_aoc, project, "history", "--paths")
    assert listed.stdout.splitlines() == sorted(PRIVATE)
    assert (git(project, "rev-parse", "HEAD"), git(project, "ls-files", "--stage")) == before


def test_history_asks_git_twice_whatever_the_historys_length(
    run_aoc: RunAoc, project: Path, tmp_path: Path
) -> None:
    repository(project)
    for day in range(1, 26):  # more history: a commit a day
        (project / "solutions" / "2023" / f"day{day:02d}.py").write_text(f"{day}\n")
        git(project, "add", ".")
        git(project, "commit", "-qm", f"day {day}")
    calls = tmp_path / "git-calls"
    wrapper = tmp_path / "bin" / "git"
    wrapper.parent.mkdir()
    wrapper.write_text(f'#!/bin/sh\necho "$*" >> {calls}\nexec {shutil.which("git")} "$@"\n')
    wrapper.chmod(0o755)
    path = f"{wrapper.parent}{os.pathsep}{os.environ['PATH']}"
    assert aoc_in(run_aoc, project, "history", PATH=path).returncode == 1
    asked = calls.read_text().splitlines()
    assert len(asked) == 2 and "ls-files" in asked[0] and "log --all" in asked[1], asked


def test_status_says_in_one_line_when_git_tracks_inputs(
    run_aoc: RunAoc, aoc_in_process: RunAoc, project: Path
) -> None:
    repository(project)
    status = aoc_in_process("status", env=project_env(project))
    said = [line for line in status.stderr.splitlines() if "aoc history" in line]
    assert said == [
        "aoc: warning: git tracks 5 files of puzzle inputs or text (.aoc-cache/status/"
        "2023-01.json...): aoc history says how to remove them"
    ], status.stderr
    git(project, "rm", "-q", "--cached", *PRIVATE[1::2])
    status = aoc_in_process("status", env=project_env(project))
    assert "aoc history" not in status.stderr, status.stderr
    history = aoc_in(run_aoc, project, "history")
    assert history.returncode == 1 and "0 tracked, 10 in earlier commits" in history.stdout


def test_a_clean_repository_and_no_repository_pass(run_aoc: RunAoc, project: Path) -> None:
    outside = aoc_in(run_aoc, project, "history")
    assert outside.returncode == 0 and "not in a git repository" in outside.stdout
    for path in OWN:
        (project / path).parent.mkdir(parents=True, exist_ok=True)
        (project / path).write_text("mine\n")
    git(project, "init", "-q")
    git(project, "add", ".")
    git(project, "commit", "-qm", "mine")
    clean = aoc_in(run_aoc, project, "history")
    assert clean.returncode == 0, clean.stdout
    assert clean.stdout == "no puzzle input or puzzle text in git's index or history\n"
