"""Fixtures shared by every test: an isolated environment, the fixture project, and ways
to run `aoc` on it.

No test runs this repository's `solutions/`: the user's days may be anything (none, a
broken one, 500). The subject of the command-line tests is the fixture day
(`tests/fixture_day.py`, 2023 day 1) in a project written in tmp for each test.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import io
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from aoc_framework.model.puzzle import last_year
from tests.fixture_day import write_fixture_project
from tests.forked_aoc import give_aocd_this_environment, run_aoc_process

ROOT = Path(__file__).resolve().parent.parent

RunAoc = Callable[..., subprocess.CompletedProcess]


#: A year whose every puzzle is still locked, whenever the tests run: the coming event's
#: (this year's until its first unlock, on 1 December).
NEXT_YEAR = last_year()


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


def _end_a_test_worker_without_teardown() -> None:
    """A test worker, its last report sent and pytest's own cleanup done, ends without
    the interpreter's teardown. Freeing each of a worker's objects one by one took most
    of a second, after its atexit handlers, and the run waits for its last worker to
    end. Registered first, the handler runs after every other atexit handler (they run
    last in, first out), then flushes the standard streams and ends the process, as
    `aoc` itself ends (`aoc_framework.cli.process_main`). The worker's exit code says
    nothing: pytest-xdist takes each worker's outcome from its reports."""
    if "PYTEST_XDIST_WORKER" not in os.environ:
        return

    def end_now() -> None:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
        os._exit(0)

    atexit.register(end_now)


_end_a_test_worker_without_teardown()


def _keep_one_forkserver_for_the_runs_in_this_process() -> None:
    """The days that `aoc status`, `aoc time` and a user's `pytest` run in this process
    (`aoc_in_process`, `user_pytest`) come from multiprocessing's forkserver, which this
    process starts once and keeps (with its resource tracker), as a user's `aoc` does for
    its run. But pytester, after each test that uses it, removes the modules the test
    imported first: multiprocessing's among them, with the forkserver they held. Each
    such test started two new interpreters again (0.1-0.15 s of processor time). Imported
    here, before any test, they are kept."""
    import multiprocessing.forkserver
    import multiprocessing.resource_tracker  # noqa: F401


_keep_one_forkserver_for_the_runs_in_this_process()

#: `pytester` runs a user's `pytest` in this process (`user_pytest`).
pytest_plugins = ["pytester"]


#: Test workers: on 2 cores, 6, since most of the tests' time is spent waiting (a
#: countdown, a day's time limit, the test site): with 4 the run was 46 s on a quiet VM,
#: with 6 40 s, with 8 41 s (each worker collects every test; docs/development.md).
WORKERS = 6


#: Where pytest's cache keeps the seconds each test file took in the last runs.
SECONDS_PER_FILE = "aoc-framework/seconds-per-file"
#: The seconds each file took in one run on a quiet 2-core machine, for a run with no
#: cache of its own (a fresh clone, CI): `cp .pytest_cache/v/aoc-framework/seconds-per-file
#: tests/seconds_per_file.json` after a run refreshes it. Only the order matters.
SECONDS_PER_FILE_HERE = Path(__file__).with_name("seconds_per_file.json")
#: What a `long` test counts for in a file no run has timed yet.
LONG_TEST_S = 2.0


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The longest files first: the workers take whole files in order, and a long one
    taken last would end the run alone, while the short ones fill the gaps at the end.
    A file takes the seconds it took in the last run that ran it (pytest's cache), else
    those of `SECONDS_PER_FILE_HERE`; a file neither knows counts its `long` tests.
    Every worker reads the same files, so all collect the same order, as xdist
    requires."""
    cache = getattr(config, "cache", None)  # none with -p no:cacheprovider
    timed = json.loads(SECONDS_PER_FILE_HERE.read_text())
    timed.update(cache.get(SECONDS_PER_FILE, {}) if cache is not None else {})
    long_tests = Counter(_file_of(item.nodeid) for item in items if item.get_closest_marker("long"))

    def seconds(item: pytest.Item) -> float:
        file = _file_of(item.nodeid)
        return timed.get(file, LONG_TEST_S * long_tests[file])

    items.sort(key=seconds, reverse=True)  # stable: a file's tests keep their order


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collecting built (every test module, every item: most of a worker's memory)
    is left out of the garbage collections the tests' allocations set off, each of which
    would otherwise walk all of it again; and those collections are fewer: a test makes
    few cycles, and Python's default (one every 700 allocations) cost the suite 7 s of
    processor time in 80 (tests in process, the fake site's threads)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 50, 50)


def _file_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


#: The seconds each file's tests took in this run (in the process that reports them).
_took: dict[str, float] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _took[_file_of(report.nodeid)] = _took.get(_file_of(report.nodeid), 0.0) + report.duration


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Keep what each file took for the next run's order (not in a worker: the main
    process receives every worker's reports)."""
    cache = getattr(session.config, "cache", None)
    if cache is None or hasattr(session.config, "workerinput") or not _took:
        return
    timed = cache.get(SECONDS_PER_FILE, {})
    cache.set(SECONDS_PER_FILE, {**timed, **{k: round(v, 2) for k, v in _took.items()}})


def pytest_configure(config: pytest.Config) -> None:
    """Before the test workers start, the framework's bytecode is written once, here: in
    a fresh clone each worker, its `aoc` server and every new interpreter compiled the
    same modules at once, a quarter more processor time for the first run."""
    if getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput"):
        import compileall

        for folder in ("aoc_framework", "tests"):
            compileall.compile_dir(ROOT / folder, quiet=1, workers=1)
        _rewrite_test_modules_once()


def _rewrite_test_modules_once() -> None:
    """The test modules as pytest rewrites their asserts, written to its bytecode cache
    by importing them here, when a module has none yet (each worker would rewrite it at
    once otherwise)."""
    import importlib
    import importlib.util

    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        cached = Path(importlib.util.cache_from_source(str(path))).parent  # where pytest's goes
        if not any(cached.glob(f"{path.stem}.*-pytest-*.pyc")):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            with contextlib.suppress(Exception):  # a broken module: its worker says why
                importlib.import_module(name)


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """The framework's tests run WORKERS files at a time (pytest-xdist), whatever the
    number of processors: much of their time is spent waiting (subprocesses, timeouts,
    the test site). A file's tests stay in one worker (loadfile: some share module
    fixtures; xdist's loadgroup, which would spread the others, no longer groups anything
    under pytest 9.2, pytest-xdist issue 1386). Set here rather than in pyproject.toml so
    that `pytest solutions` (the days, which the aoc plugin runs in its own workers)
    starts no pytest workers; `-n` on the command line wins. Not in a worker, which
    xdist starts with no -n, nor under `-p no:xdist` (no such option then)."""
    unset = getattr(config.option, "numprocesses", "no xdist") is None
    if unset and not hasattr(config, "workerinput"):
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
    """Run `aoc` in a process of its own (forked from one that imported it already:
    `tests/forked_aoc.py`).

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
        return run_aoc_process(
            args, env=full_env, cwd=cwd or fixture_project, input=input, timeout=timeout
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
            give_aocd_this_environment(patch.setattr)
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


def _solution_modules() -> dict[str, ModuleType]:
    """The `solutions` package and its modules, as imported in this process now."""
    return {
        name: module
        for name, module in sys.modules.items()
        if name == "solutions" or name.startswith("solutions.")
    }
