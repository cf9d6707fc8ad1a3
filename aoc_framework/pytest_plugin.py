"""The pytest plugin: every day's examples and recorded answers as tests, with no test
file per day (registered through the `pytest11` entry point, so installing the
framework is all it takes).

For each `solutions/YYYY/dayDD.py` pytest visits (put `solutions` in `testpaths`), two
items: `YYYY-DD-examples` (every published example, each part) and `YYYY-DD-answers`
(the cached input against answers.toml); and for each other account with a folder in
the input cache (`inputs/accounts/NAME/`), `YYYY-DD-answers-NAME` (that account's input
against its own answers.toml). Each day runs once, in a worker process of its
own (see `workers`), with the same timeout, memory cap and parallelism as `aoc status`;
the days start as soon as collection ends, so results do not depend on the order the
items run in. A day that cannot be imported is a failed item naming the file and the
error, never a collection error. Select with `-k 2021`, `-k 2021-05` or `-m aoc`. A
skipped check points at the day's module and says what would make it run.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from aoc_framework.engine.day_tasks import DayCheck
from aoc_framework.engine.workers import TaskOutcome
from aoc_framework.model.account import DEFAULT_ACCOUNT, Account
from aoc_framework.model.errors import AocError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import RunResult, Verdict
from aoc_framework.project.layout import Project, is_project
from aoc_framework.views.looks import run_problems


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "aoc: a day's examples or answers (aoc_framework)")


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> DayFile | None:
    # Only the days of the project pytest runs in: a fixture project inside tests/ is
    # test data.
    if file_path.suffix != ".py":
        return None
    project = _project(parent.config)
    if project is not None and project.day_of_file(file_path) is not None:
        return DayFile.from_parent(parent, path=file_path)
    return None


_PROJECT = pytest.StashKey["Project | None"]()


def _project(config: pytest.Config) -> Project | None:
    """The project pytest runs in (its root is pytest's, its inputs where AOC_INPUTS_DIR
    says), once; None when it is none."""
    if _PROJECT not in config.stash:
        # start-up time: pytest loads this plugin in every session, whether it finds days or not
        from aoc_framework.project.settings import Settings

        root = config.rootpath
        inputs = Settings.from_environment().inputs_dir
        config.stash[_PROJECT] = Project.at(root, inputs) if is_project(root) else None
    return config.stash[_PROJECT]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> pytest.TestReport:
    report: pytest.TestReport = yield
    if isinstance(item, DayItem) and report.skipped and isinstance(report.longrepr, tuple):
        # A skip is reported where it was raised, a line of this plugin: point at the day.
        report.longrepr = (str(item.path), 1, report.longrepr[2])
    return report


def pytest_collection_finish(session: pytest.Session) -> None:
    days = {item.check: item.project_root for item in session.items if isinstance(item, DayItem)}
    # `--collect-only` lists the checks and ends: no day runs (started, a thread would
    # still be importing the workers' machinery as the interpreter shut down).
    if days and not session.config.option.collectonly:
        # Under pytest-xdist each of its workers collects every item but runs only some:
        # there a day runs when its first item does, one at a time (xdist gives the
        # parallelism, and `--dist loadfile` keeps a day's two items together).
        in_xdist_worker = hasattr(session.config, "workerinput")
        try:
            runs = _DayRuns(days, in_background=not in_xdist_worker)
        except AocError as error:
            # An answers.toml that is not TOML: pytest's one line for a bad setup (exit
            # 4), as aoc's own commands give, never an INTERNALERROR's traceback.
            raise pytest.UsageError(f"aoc: {error}") from None
        session.config.stash[_RUNS] = runs


class DayFile(pytest.File):
    """A day's module: its two checks."""

    def collect(self) -> Iterator[DayItem]:
        project = _project(self.config)
        assert project is not None  # collected as a day file of it
        puzzle = project.day_of_file(Path(self.path))
        assert puzzle is not None
        root = project.root
        checks = [("examples", DEFAULT_ACCOUNT), ("answers", DEFAULT_ACCOUNT)]
        checks += [("answers", account) for account in project.stored_accounts()]
        for kind, account in checks:
            name = f"{puzzle.slug}-{kind}" + ("" if account.is_default else f"-{account.name}")
            item = DayItem.from_parent(self, name=name)
            item.setup_day(puzzle, root, kind, account)
            item.add_marker("aoc")
            yield item


class DayFailedError(Exception):
    """A day's check failed: the message says how, in a few lines."""


class DayItem(pytest.Item):
    """One check of one day, answered by the day's worker."""

    puzzle: PuzzleDay
    project_root: Path
    kind: str
    account: Account

    def setup_day(self, puzzle: PuzzleDay, root: Path, kind: str, account: Account) -> None:
        self.puzzle, self.project_root, self.kind = puzzle, root, kind
        self.account = account

    @property
    def check(self) -> tuple[PuzzleDay, Account]:
        """The day's run this item is answered by: the day on the account's input."""
        return self.puzzle, self.account

    def runtest(self) -> None:
        outcome = self.config.stash[_RUNS].outcome(self.check)
        if outcome.failure is not None:
            raise DayFailedError(f"{self.puzzle}: {outcome.failure}")
        check: DayCheck = outcome.value
        if check.error is not None:
            raise DayFailedError(f"{self.puzzle} could not run: {check.error}")
        year, day = self.puzzle.year, self.puzzle.day
        flag = "" if self.account.is_default else f" --account {self.account.name}"
        if self.kind == "examples":
            nothing = "declares no examples; add the puzzle's to `examples`"
            _judge(self.puzzle, check.examples, nothing, "its examples give no answer")
        elif check.input is None:
            pytest.skip(f"{self.puzzle}: no cached input; run `aoc fetch {year} {day}{flag}`")
        else:
            unknown = (
                f"no expected answer yet; `aoc run {year} {day} --submit{flag}` records it"
                if self.account.is_default
                else f"no expected answer yet; `aoc answers sync {year} {day}{flag}` records it"
            )
            _judge(self.puzzle, (check.input,), "has no input", unknown)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if isinstance(excinfo.value, DayFailedError):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        on = "" if self.account.is_default else f" ({self.account})"
        return self.path, 0, f"{self.puzzle} {self.kind}{on}"


def _judge(puzzle: PuzzleDay, runs: tuple[RunResult, ...], nothing: str, unknown: str) -> None:
    """Fail on a wrong answer or an error; skip, saying why (`nothing`: there were no
    runs; `unknown`: no answer to compare with), when no part could be checked."""
    if not runs:
        pytest.skip(f"{puzzle} {nothing}")
    problems = [f"{run.source} {line}" for run in runs for line in run_problems(run)]
    if problems:  # the first on the day's line: pytest's summary shows that line alone
        raise DayFailedError("\n  ".join([f"{puzzle}: {problems[0]}", *problems[1:]]))
    verdicts = [part.verdict for run in runs for part in run.parts]
    if not any(v in (Verdict.CORRECT, Verdict.FREE_STAR) for v in verdicts):
        what = unknown if Verdict.UNKNOWN in verdicts else "not solved yet (parts return None)"
        pytest.skip(f"{puzzle}: {what}")


class _DayRuns:
    """Every collected day, checked in workers: all in the background from the end of
    collection (`in_background`), each item waiting for its own day; or each day when
    an item first asks for it."""

    def __init__(self, days: dict[tuple[PuzzleDay, Account], Path], *, in_background: bool) -> None:
        # start-up time: pytest loads this plugin in every session, whether it finds days or not
        from aoc_framework.engine.status import check_task
        from aoc_framework.project.answers import KnownAnswers
        from aoc_framework.project.layout import Project

        # start-up time: pytest loads this plugin in every session, whether it finds days or not
        from aoc_framework.project.settings import Settings

        settings = Settings.from_environment()
        tasks = []
        known: dict[tuple[Path, Account], KnownAnswers] = {}
        self._tasks = {}
        for (puzzle, account), root in sorted(days.items()):
            project = Project.at(root, settings.inputs_dir).for_account(account)
            if (root, account) not in known:
                known[root, account] = KnownAnswers.of(project)
            task = check_task(project, puzzle, known[root, account].for_day(puzzle))
            self._tasks[puzzle, account] = task
            tasks.append(task)
        self._outcomes: dict[tuple[PuzzleDay, Account], TaskOutcome] = {}
        self._ready = threading.Condition()
        self._limits = settings.limits()
        self._thread: threading.Thread | None = None
        if in_background:
            self._thread = threading.Thread(
                target=self._run, args=(tasks, self._limits), daemon=True
            )
            self._thread.start()

    def _run(self, tasks: list[Any], limits: Any) -> None:
        # start-up time: multiprocessing, only once days run
        from aoc_framework.engine.workers import run_tasks

        for outcome in run_tasks(tasks, limits):
            with self._ready:
                self._outcomes[outcome.task.puzzle, outcome.task.project.account] = outcome
                self._ready.notify_all()

    def outcome(self, check: tuple[PuzzleDay, Account]) -> TaskOutcome:
        thread = self._thread
        if thread is None:
            if check not in self._outcomes:
                self._run([self._tasks[check]], self._limits._replace(jobs=1))
            return self._outcomes[check]
        with self._ready:
            self._ready.wait_for(lambda: check in self._outcomes or not thread.is_alive())
            return self._outcomes[check]


_RUNS = pytest.StashKey[_DayRuns]()
