"""`aoc init`: a project of the user's own, installed into a fresh virtual environment,
its days checked by its own `pytest`, and nothing personal staged by git after a
December morning against the test site."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

from aoc_framework.authoring.new_project import FrameworkSource, new_project
from aoc_framework.model.errors import UsageError
from tests import fixture_day
from tests.conftest import ROOT, RunAoc
from tests.site.conftest import AocOnline
from tests.site.fake_aoc import FakeServer
from tests.site.test_unlock import clock_at

#: What `git add -A` may stage after the morning: the project's own files, nothing else.
COMMITTABLE = {
    ".github/workflows/check.yml",
    ".gitignore",
    "README.md",
    "answers.toml",
    "pyproject.toml",
    "solutions/__init__.py",
    "solutions/2023/__init__.py",
    "solutions/2023/day01.py",
    "timings.json",
}


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    result = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, check=False, timeout=300
    )
    assert result.returncode == 0, (args, result.stdout, result.stderr)
    return result


def site_packages(venv: Path) -> Path:
    """The site-packages folder of the virtual environment `venv`."""
    return next((venv / "lib").glob("python3*/site-packages"))


@pytest.mark.long
def test_a_new_project_installs_checks_its_days_and_keeps_inputs_out_of_git(
    tmp_path: Path, server: FakeServer, token: str
) -> None:
    # The user's environment: the test site and a token, no project or input folder set.
    plain = {k: v for k, v in os.environ.items() if not k.startswith(("AOC_", "VIRTUAL_ENV"))}
    env = {**plain, **server.env(token), "AOC_THROTTLE": "0", "HOME": str(tmp_path / "home")}
    made = run([sys.executable, "-m", "aoc_framework", "init", "advent"], tmp_path, env)
    project = tmp_path / "advent"
    assert f"the framework comes from the folder {ROOT}" in made.stdout

    # A fresh virtual environment inside the project, as its README says, with one
    # difference that saves ten seconds: the dependencies already installed here are
    # visible to it (a .pth line), so pip builds the project and the framework (with
    # hatchling, as `pip install -e .` does) and checks every requirement is met, without
    # downloading them again or making build environments.
    run([sys.executable, "-m", "venv", "--without-pip", ".venv"], project, plain)
    venv = project / ".venv" / "bin"
    here = next(p for p in map(Path, sys.path) if p.name == "site-packages")
    (site_packages(project / ".venv") / "test-dependencies.pth").write_text(f"{here}\n")
    # (pip's own version check, which asks the package index, would wait two seconds.)
    pip = [str(venv / "python"), "-m", "pip", "install", "--quiet", "--no-build-isolation"]
    pip.append("--disable-pip-version-check")
    run([*pip, "-e", "."], project, plain)
    run(["git", "init", "--quiet"], project, env)

    # The README's first day, in its order: the token (in env), checked, then the day
    # with the page's title and examples; then the input, a submission, a status, a timing.
    aoc = [str(venv / "aoc")]
    assert "checked with adventofcode.com just now" in run([*aoc, "token"], project, env).stdout
    run([*aoc, "new", "2023", "1"], project, env)
    written = (project / "solutions" / "2023" / "day01.py").read_text()
    assert 'title = 2023, 1, "Trebuchet?!"' in written and "part_1=142" in written, written
    (project / "solutions" / "2023" / "day01.py").write_text(fixture_day.SOURCE)
    run([*aoc, "fetch"], project, env)
    run([*aoc, "read", "2023", "1"], project, env)
    run([*aoc, "run", "2023", "1", "--submit"], project, env)
    run([*aoc, "status"], project, env)
    run([*aoc, "time", "--save", "--readme"], project, env)
    assert (project / "inputs" / "2023" / "01.txt").read_text().strip() == fixture_day.INPUT.strip()
    assert (project / "inputs" / "2023" / "01.html").is_file()

    checks = run([str(venv / "python"), "-m", "pytest"], project, env)
    # The user's pytest runs the user's day (its example and its answer), not the
    # framework's tests: two checks, whatever the machine's speed.
    assert "2 passed" in checks.stdout, checks.stdout

    staged = run(["git", "status", "--porcelain", "--untracked-files=all"], project, env)
    paths = {line[3:] for line in staged.stdout.splitlines()}
    assert paths <= COMMITTABLE, paths - COMMITTABLE
    assert {"solutions/2023/day01.py", "answers.toml", "README.md"} <= paths
    assert fixture_day.ANSWERS[0] in (project / "answers.toml").read_text()
    assert token not in "".join(p.read_text() for p in map(project.joinpath, paths))


def test_init_makes_a_repository_of_its_own_and_names_the_token_step(
    run_aoc: RunAoc, tmp_path: Path
) -> None:
    outside = {"AOC_PROJECT_DIR": ""}
    # Before it: a command outside any project says how to start one.
    lost = run_aoc("new", "2025", "1", cwd=tmp_path, env=outside)
    assert lost.returncode == 2 and "aoc init" in lost.stderr, lost.stderr

    made = run_aoc("init", "advent", cwd=tmp_path, env=outside)

    assert made.returncode == 0, made.stderr
    assert "made it a git repository (git init)" in made.stdout
    assert (tmp_path / "advent" / ".git").is_dir()
    steps = made.stdout.split("next:\n")[1].splitlines()
    assert [step.split()[0] for step in steps] == ["cd", "python3", "export", "aoc", "aoc"]
    assert "AOC_SESSION" in steps[2] and steps[3].split("#")[0].strip() == "aoc token"
    # On the morning, the next step is the README's December morning, sending answers.
    unlocked = clock_at(datetime(2026, 12, 1, 5, 10, tzinfo=timezone.utc))
    december = run_aoc("init", "december", cwd=tmp_path, env={**outside, **unlocked})
    last = december.stdout.split("next:\n")[1].splitlines()[-1]
    assert last.startswith("  aoc today --submit  ") and "2026 day 1" in last, december.stdout
    # A project made inside a repository is not a repository of its own.
    inner = run_aoc("init", "inner", cwd=tmp_path / "advent", env=outside)
    assert "already in a git repository: none made" in inner.stdout, inner.stdout
    assert not (tmp_path / "advent" / "inner" / ".git").exists()


def test_init_refuses_to_overwrite_and_names_the_files(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("mine\n")
    with pytest.raises(UsageError, match=r"already has README\.md; aoc init starts"):
        new_project(tmp_path, FrameworkSource.of("git+https://example.org/aoc-framework"))
    assert (tmp_path / "README.md").read_text() == "mine\n"
    assert not (tmp_path / "pyproject.toml").exists()


@pytest.mark.parametrize(
    ("spec", "requirement", "reachable"),
    [
        ("git+https://example.org/x.git", "aoc-framework @ git+https://example.org/x.git", True),
        (str(ROOT), f"aoc-framework @ {ROOT.as_uri()}", False),
    ],
)
def test_the_framework_comes_from_the_source_given(
    spec: str, requirement: str, reachable: bool
) -> None:
    source = FrameworkSource.of(spec)
    assert (source.requirement, source.reachable_from_ci) == (requirement, reachable)


def test_a_source_that_is_none_is_one_clear_error(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("")
    for spec in (str(tmp_path / "notes.txt"), str(tmp_path), "aoc-framework==9"):
        with pytest.raises(UsageError, match="not a folder holding the framework"):
            FrameworkSource.of(spec)


def test_by_default_the_framework_comes_from_where_it_was_installed() -> None:
    from importlib import metadata

    record = json.loads(metadata.distribution("aoc-framework").read_text("direct_url.json"))
    source = FrameworkSource.of(None)
    assert source.requirement == f"aoc-framework @ {record['url']}"


def test_personal_files_keep_themselves_out_of_any_repository(
    aoc: AocOnline, tmp_path: Path, inputs_dir: Path, project_dir: Path
) -> None:
    # A repository with no .gitignore at all around the project and the input cache.
    run(["git", "init", "--quiet"], tmp_path, dict(os.environ))
    for args in (("fetch", "2023", "1"), ("read", "2023", "1"), ("status",)):
        assert aoc(*args).returncode == 0, args
    assert (inputs_dir / "2023" / "01.html").is_file()
    assert (project_dir / ".aoc-cache" / "status").is_dir()

    status = ["git", "status", "--porcelain", "--untracked-files=all"]
    listed = run(status, tmp_path, dict(os.environ))
    paths = [line[3:] for line in listed.stdout.splitlines()]
    assert any(p.startswith("fixture-project/solutions/") for p in paths), paths
    private = [p for p in paths if p.startswith("inputs/") or "/.aoc-cache/" in p]
    assert private == []


def test_init_documents_the_contact_in_the_aoc_table(tmp_path: Path) -> None:
    new_project(tmp_path, FrameworkSource.of("git+https://example.org/aoc-framework"))
    written = (tmp_path / "pyproject.toml").read_text()
    table = written.split("[tool.aoc]\n", 1)[1]
    assert '# contact = ""' in table.splitlines()
    assert "User-Agent" in table  # the comment above it says what it is for
    uncommented = table.replace("# contact", "contact")
    settings = tomllib.loads(written.split("[tool.aoc]")[0] + "[tool.aoc]\n" + uncommented)
    assert settings["tool"]["aoc"] == {"contact": ""}
