"""Fixtures for the tests that talk to the fake adventofcode.com."""

from __future__ import annotations

import secrets
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import ROOT, RunAoc
from tests.network.fake_aoc import FakeAdventOfCode, FakeServer

#: 2023 day 7's published example, served as the input, and its published answers.
DAY07_INPUT = "32T3K 765\nT55J5 684\nKK677 28\nKTJJT 220\nQQQJA 483\n"
DAY07_ANSWERS = ("6440", "5905")
USER_ID = 424242

AocOnline = Callable[..., subprocess.CompletedProcess]


@pytest.fixture
def token() -> str:
    """A fresh session token, valid on the fake site."""
    return secrets.token_hex(48)


@pytest.fixture
def fake(token: str) -> FakeAdventOfCode:
    """The fake site's state: `token` is valid and 2023 day 7 is served."""
    site = FakeAdventOfCode(tokens={token: USER_ID})
    site.add_puzzle(2023, 7, DAY07_INPUT, *DAY07_ANSWERS)
    return site


@pytest.fixture
def server(fake: FakeAdventOfCode, tmp_path: Path) -> Iterator[FakeServer]:
    """The fake adventofcode.com, running."""
    running = FakeServer(fake, tmp_path / "fake-ca.pem")
    yield running
    running.close()


@pytest.fixture
def project_dir(tmp_path: Path) -> Path:
    """A copy of this project's 2023 day 7, so submissions write a throwaway
    answers.toml, never the repository's."""
    root = tmp_path / "project"
    source = ROOT / "solutions"
    for path in (
        source / "__init__.py",
        source / "2023" / "__init__.py",
        source / "2023" / "day07.py",
    ):
        target = root / path.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, target)
    return root


@pytest.fixture
def aoc_here(
    server: FakeServer,
    token: str,
    project_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> AocOnline:
    """Like `aoc`, but calls the command in this process: for the commands that stop
    before any request (usage errors, no token, a puzzle not unlocked yet). The day
    modules it loads and the sys.path entry it adds are undone afterwards."""
    from aoc_framework.cli import main

    def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
        base = {**server.env(token), "AOC_PROJECT_DIR": str(project_dir)}
        solutions = _solution_modules()
        with monkeypatch.context() as patch:
            patch.setattr(sys, "path", list(sys.path))
            for name, value in {**base, **(env or {})}.items():
                patch.setenv(name, value)
            capsys.readouterr()
            try:
                code = main(list(args))
            finally:
                for name in _solution_modules():
                    del sys.modules[name]
                sys.modules.update(solutions)
            captured = capsys.readouterr()
        return subprocess.CompletedProcess(["aoc", *args], code, captured.out, captured.err)

    return run


def _solution_modules() -> dict[str, ModuleType]:
    """The `solutions` package and its modules, as imported in this process now."""
    return {
        name: module
        for name, module in sys.modules.items()
        if name == "solutions" or name.startswith("solutions.")
    }


@pytest.fixture
def aoc(run_aoc: RunAoc, server: FakeServer, token: str, project_dir: Path) -> AocOnline:
    """Run `aoc` on the `project_dir` copy against the fake site, with the valid token in
    AOC_SESSION; `env=` adds or overrides variables."""

    def run(*args: str, env: dict[str, str] | None = None, **kwargs) -> subprocess.CompletedProcess:
        base = {**server.env(token), "AOC_PROJECT_DIR": str(project_dir)}
        return run_aoc(*args, env={**base, **(env or {})}, **kwargs)

    return run


def assert_token_hidden(token: str, result: subprocess.CompletedProcess, *folders: Path) -> None:
    """The token appears neither in the output nor in any file under `folders`."""
    assert token not in result.stdout + result.stderr
    for folder in folders:
        for path in folder.rglob("*"):
            if path.is_file():
                assert token.encode() not in path.read_bytes(), path


def assert_one_line_error(result: subprocess.CompletedProcess, code: int) -> str:
    """`result` failed with `code` and a single `aoc: error:` line, no traceback."""
    assert result.returncode == code, (result.returncode, result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("aoc: error: "), result.stderr
    return lines[0]
