"""Fixtures for the tests that talk to the fake adventofcode.com."""

from __future__ import annotations

import contextlib
import re
import secrets
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from aoc_framework.model.puzzle import PuzzleDay
from tests import fixture_day
from tests.conftest import RunAoc
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer, PuzzleText

#: The puzzle the fake site serves: the fixture day, with its input and right answers.
PUZZLE = fixture_day.PUZZLE
INPUT = fixture_day.INPUT
ANSWERS = fixture_day.ANSWERS
USER_ID = 424242

AocOnline = Callable[..., subprocess.CompletedProcess]


@pytest.fixture
def token() -> str:
    """A fresh session token, valid on the fake site."""
    return secrets.token_hex(48)


@pytest.fixture
def fake(token: str) -> FakeAdventOfCode:
    """The fake site's state: `token` is valid and the fixture day (2023 day 1) is served
    with the fixture's input and answers."""
    site = FakeAdventOfCode(tokens={token: USER_ID})
    site.add_puzzle(PUZZLE.year, PUZZLE.day, INPUT, *ANSWERS)
    site.texts[PUZZLE] = PuzzleText(
        fixture_day.TITLE, fixture_day.PAGE_PART_1, fixture_day.PAGE_PART_2
    )
    return site


@pytest.fixture
def server(fake: FakeAdventOfCode, tmp_path: Path) -> Iterator[FakeServer]:
    """The fake adventofcode.com, running."""
    running = FakeServer(fake, tmp_path / "fake-ca.pem")
    yield running
    running.close()


@pytest.fixture
def project_dir(fixture_project: Path) -> Path:
    """The project `aoc` runs on: the fixture day in tmp, so submissions write a
    throwaway answers.toml."""
    return fixture_project


@pytest.fixture
def aoc(aoc_in_process: RunAoc, server: FakeServer, token: str, project_dir: Path) -> AocOnline:
    """Run `aoc` on `project_dir` (the fixture project) against the fake site, with the
    valid token in AOC_SESSION; `env=` adds or overrides variables. The command runs in
    this process (aocd given the test's environment, as a new process would read it);
    `subprocess_aoc` is the true end-to-end run."""

    def run(*args: str, env: dict[str, str] | None = None, **kwargs) -> subprocess.CompletedProcess:
        base = {**server.env(token), "AOC_PROJECT_DIR": str(project_dir)}
        return aoc_in_process(*args, env={**base, **(env or {})}, **kwargs)

    return run


@pytest.fixture
def subprocess_aoc(run_aoc: RunAoc, server: FakeServer, token: str, project_dir: Path) -> AocOnline:
    """Like `aoc`, in a new `python -m aoc_framework` process: for the few runs that are
    about the whole process (its imports, its output streams, processes racing)."""

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


@pytest.fixture
def morning_site(fake: FakeAdventOfCode) -> FakeAdventOfCode:
    """The test site serving the first puzzle of the next event, as every morning's
    (the fixture day's text and input), for tests/site/test_unlock*.py."""
    morning = PuzzleDay(2025, 1)
    fake.add_puzzle(morning.year, morning.day, fixture_day.INPUT, *fixture_day.ANSWERS)
    fake.texts[morning] = PuzzleText(
        fixture_day.TITLE, fixture_day.PAGE_PART_1, fixture_day.PAGE_PART_2
    )
    return fake


@pytest.fixture
def empty_project(tmp_path: Path) -> Path:
    (tmp_path / "morning" / "solutions").mkdir(parents=True)
    return tmp_path / "morning"


#: What libfaketime keeps in /dev/shm for each process it is loaded in; a process that
#: ends without its exit handlers (`os._exit`, as multiprocessing's workers end) leaves
#: them there.
_FAKETIME_SHM = re.compile(r"(?:sem\.)?faketime_(?:sem|shm)_(\d+)")


@pytest.fixture(autouse=True, scope="module")
def _no_faketime_leftovers() -> Iterator[None]:
    """Remove what libfaketime left in /dev/shm for the processes that have ended."""
    yield
    shm = Path("/dev/shm")
    for path in shm.iterdir() if shm.is_dir() else ():
        found = _FAKETIME_SHM.fullmatch(path.name)
        if found and not Path(f"/proc/{found[1]}").exists():
            with contextlib.suppress(OSError):
                path.unlink()
