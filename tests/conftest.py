"""Fixtures shared by every test: an isolated environment, the fixture project, and ways
to run `aoc` on it.

No test runs this repository's `solutions/`: the user's days may be anything (none, a
broken one, 500). The subject of the command-line tests is the fixture day
(`tests/fixture_day.py`, 2023 day 1) in a project written in tmp for each test.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from types import ModuleType

import pytest

from aoc_framework.project.settings import aocd_config_dir
from tests.fixture_day import write_fixture_project

ROOT = Path(__file__).resolve().parent.parent

RunAoc = Callable[..., subprocess.CompletedProcess]


#: A year whose every puzzle is still locked, whenever the tests run: next year's.
NEXT_YEAR = datetime.now(timezone.utc).year + 1


def _keep_bytecode_outside_the_checkout() -> None:
    """Where PYTHONDONTWRITEBYTECODE is set (some images and editors set it), every `aoc`
    the tests start would compile the framework from source again, and pytest rewrite
    every test module again: a third of the suite's processor time. The wish behind it,
    no bytecode beside the sources, is kept: the bytecode goes to a cache folder of its
    own, outside the checkout, for this process and every one it starts."""
    if not os.environ.pop("PYTHONDONTWRITEBYTECODE", None):
        return
    user = os.getuid() if hasattr(os, "getuid") else "user"
    prefix = Path(tempfile.gettempdir()) / f"aoc-framework-tests-bytecode-{user}"
    os.environ.setdefault("PYTHONPYCACHEPREFIX", str(prefix))
    sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"]
    sys.dont_write_bytecode = False


_keep_bytecode_outside_the_checkout()

#: `pytester` runs a user's `pytest` in this process (`user_pytest`).
pytest_plugins = ["pytester"]


#: Test workers: on 2 cores, 4 keep both busy while others wait; 6 took as long and
#: spent a seventh more processor time, each worker collecting every test
#: (docs/development.md).
WORKERS = 4


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files that hold a `long` test first: the workers take whole files in order,
    and a long one taken last would end the run alone."""
    long_files = {item.path for item in items if item.get_closest_marker("long")}
    items.sort(key=lambda item: item.path not in long_files)  # stable: order kept within


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """The framework's tests run WORKERS files at a time (pytest-xdist), whatever the
    number of processors: much of their time is spent waiting (subprocesses, timeouts,
    the test site). A file's tests stay in one worker (loadfile: some share module
    fixtures; xdist's loadgroup, which would spread the others, no longer groups anything
    under pytest 9.2, pytest-xdist issue 1386). Set here rather than in pyproject.toml so
    that `pytest solutions` (the days, which the aoc plugin runs in its own workers)
    starts no pytest workers; `-n` on the command line wins. Not in a worker, which
    xdist starts with no -n."""
    if config.option.numprocesses is None and not hasattr(config, "workerinput"):
        config.option.numprocesses = WORKERS
        config.option.dist = "loadfile"
        # xdist 3.6 on sends the files with the most tests first, not the long ones.
        config.option.loadscopereorder = False


@pytest.fixture(autouse=True)
def isolated_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test sees the user's token, aocd caches, proxy or colour settings, and no test
    writes to the real input cache: aocd's folders and the input cache point into tmp."""
    for name in ("AOC_SESSION", "https_proxy", "http_proxy", "HTTPS_PROXY", "HTTP_PROXY"):
        monkeypatch.delenv(name, raising=False)
    for name in ("NO_COLOR", "AOC_PROJECT_DIR", "FORCE_COLOR", "AOC_LEADERBOARD"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AOCD_DIR", str(tmp_path / "aocd"))
    monkeypatch.setenv("AOCD_CONFIG_DIR", str(tmp_path / "aocd-config"))
    monkeypatch.setenv("AOC_INPUTS_DIR", str(tmp_path / "inputs"))
    # The shared request throttle would add a second between any two requests to the
    # test site; its own test sets it (tests/site/test_good_citizen.py).
    monkeypatch.setenv("AOC_THROTTLE", "0")
    monkeypatch.delenv("AOC_CONTACT", raising=False)


@pytest.fixture
def inputs_dir(tmp_path: Path) -> Path:
    """The (initially empty) input cache every test's `aoc` uses."""
    return tmp_path / "inputs"


@pytest.fixture
def fixture_project(tmp_path: Path) -> Path:
    """A throwaway project holding only the fixture day, 2023 day 1 (a test may write its
    answers.toml). `run_aoc` and `aoc_in_process` run on it unless told otherwise."""
    return write_fixture_project(tmp_path / "fixture-project")


@pytest.fixture
def run_aoc(fixture_project: Path) -> RunAoc:
    """Run the installed `aoc` command (as `python -m aoc_framework`) in a subprocess.

    `run_aoc("run", "2023", "1", input=..., env={...}, cwd=...)` returns the completed
    process with text stdout/stderr; the project (AOC_PROJECT_DIR and the working
    folder) defaults to `fixture_project`."""

    def run(
        *args: str,
        input: str | None = None,
        env: dict[str, str] | None = None,
        cwd: Path | None = None,
        timeout: float = 120,
    ) -> subprocess.CompletedProcess:
        full_env = {**os.environ, "AOC_PROJECT_DIR": str(fixture_project), **(env or {})}
        return subprocess.run(
            [sys.executable, "-m", "aoc_framework", *args],
            input=input,
            env=full_env,
            cwd=cwd or fixture_project,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=timeout,
            check=False,
        )

    return run


def on_a_terminal(args: list[str], env: dict[str, str], cwd: Path) -> str:
    """What `aoc ARGS` writes to stdout when stdout is a (pseudo-)terminal, run with the
    whole environment `env`; it must exit 0."""
    import pty

    leader, follower = pty.openpty()
    with subprocess.Popen(
        [sys.executable, "-m", "aoc_framework", *args],
        stdout=follower,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=cwd,
    ) as process:
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal closed: the process has ended
                break
            if not chunk:
                break
            chunks.append(chunk)
        assert process.wait(timeout=60) == 0
    os.close(leader)
    return b"".join(chunks).decode()


@pytest.fixture
def aoc_in_process(
    fixture_project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> RunAoc:
    """Like `run_aoc`, but calls `aoc_framework.cli.main` in this process: about a
    hundredth of the time, for the commands that stop early (usage errors) or run one
    small day. `input=` is standard input. The day modules it loads, the sys.path entry
    it adds, the environment and the working folder are undone afterwards."""
    from aoc_framework.cli import main

    def run(
        *args: str, input: str | None = None, env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess:
        solutions = _solution_modules()
        with monkeypatch.context() as patch:
            patch.setattr(sys, "path", list(sys.path))
            patch.chdir(fixture_project)
            for name, value in {"AOC_PROJECT_DIR": str(fixture_project), **(env or {})}.items():
                patch.setenv(name, value)
            _give_aocd_this_environment(patch)
            if input is not None:
                patch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(input.encode())))
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


RunPytest = Callable[..., pytest.RunResult]


@pytest.fixture
def user_pytest(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> RunPytest:
    """`pytest ARGS` in a project's folder, as its user runs it there, but in this process
    (pytester's in-process run): a new `python -m pytest` costs half a second of imports.
    `user_pytest(root, *args, env={...})` returns pytester's `RunResult`. The aoc
    plugin runs each day in a worker of its own as always; the project's `solutions`
    modules are its own during the run and this process's again after it."""

    def run(root: Path, *args: str, env: dict[str, str] | None = None) -> pytest.RunResult:
        solutions = _solution_modules()
        with monkeypatch.context() as patch:
            patch.chdir(root)
            patch.delenv("PYTEST_XDIST_WORKER", raising=False)
            for name, value in (env or {}).items():
                patch.setenv(name, value)
            for name in solutions:
                del sys.modules[name]
            try:
                # No test workers inside a test worker, no cache beside the project, and
                # no anyio plugin (a third of a second to load, for every run).
                plain = ("-p", "no:cacheprovider", "-p", "no:xdist", "-p", "no:anyio")
                return pytester.runpytest_inprocess(*plain, *args)
            finally:
                for name in _solution_modules():
                    del sys.modules[name]
                sys.modules.update(solutions)

    return run


def _give_aocd_this_environment(patch: pytest.MonkeyPatch) -> None:
    """aocd reads its folders and its proxy once, when imported: an aocd imported by an
    earlier test gets this environment's, as a new process would read them, and a new
    HTTP client (with a fresh rate limiter and no pooled connections)."""
    models = sys.modules.get("aocd.models")
    if models is None:
        return  # aocd, imported later, reads this environment itself
    import aocd.utils

    data_dir = Path(os.environ.get("AOCD_DIR", Path("~", ".config", "aocd"))).expanduser()
    config_dir = aocd_config_dir()
    patch.setattr(models, "AOCD_DATA_DIR", data_dir)
    for module in (models, sys.modules.get("aocd.cookies"), sys.modules.get("aocd.runner")):
        if module is not None:
            patch.setattr(module, "AOCD_CONFIG_DIR", config_dir)
    client = aocd.utils.HttpClient()
    patch.setattr(aocd.utils, "http", client)
    patch.setattr(models, "http", client)


def _solution_modules() -> dict[str, ModuleType]:
    """The `solutions` package and its modules, as imported in this process now."""
    return {
        name: module
        for name, module in sys.modules.items()
        if name == "solutions" or name.startswith("solutions.")
    }
