"""Watching one day (`aoc watch`): run it again whenever its module or a helper it
imports is saved, and submit the new answers whose examples pass.

Each run is a check of the day (`day_tasks.WatchDay`) in a worker process
of its own (see `workers`), so nothing one run leaves in module globals, class
attributes or caches reaches the next, and a day that hangs is stopped at the timeout.
The examples run first; the input then runs the parts whose examples did not fail.

The files watched are the day's module and every project file its worker imported (what
`aoc status` remembers a day by), found again on each run, so a helper the day starts
importing is watched from then on. Changes come from watchfiles (the system's file
events, not polling), imported when a watch starts.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from aoc_framework.authoring.page_examples import GUESS_MARK, PageChecks, page_checks
from aoc_framework.engine.day_tasks import DayCheck, WatchDay, WatchProgress
from aoc_framework.engine.workers import FailureKind, run_tasks
from aoc_framework.model.errors import AocError
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import (
    INPUT_SOURCE,
    Doubt,
    GuessReason,
    PartResult,
    RunResult,
    Verdict,
    doubts_of,
    failing_parts,
    part_verdicts,
    raised_guesses,
)
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import LONGER_DAY_HINT, Limits, Network
from aoc_framework.site.submit import (
    Outcome,
    judged_wrong_before,
    letters_by_hand,
    submit_command,
    submit_unverified,
)
from aoc_framework.views.looks import look

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

    from aoc_framework.site.submit import SubmitResult

#: How often a wait for changes wakes up, so Ctrl-C is seen on every platform.
_WAKE_S = 0.5
#: How long watchfiles waits for more events before it hands a change over (its default
#: is 50 ms, half of a save's whole budget): an editor's save, a write then a rename,
#: comes as events within a millisecond or two. A save split in two still runs the day
#: once more: a save during a run stops it.
_GROUP_MS = 10


@dataclass(frozen=True)
class DayRun:
    """One run of the watched day: its check (the examples, then the input, as `aoc
    status` checks a day), the parts held back from the input because an example of
    theirs failed (`check.input` is None when the input did not run), and the seconds
    it took. A run stopped at the day's time limit holds what it finished, and
    `stopped` says which part was still running."""

    check: DayCheck
    held: tuple[Part, ...] = ()
    seconds: float = 0.0
    stopped: str | None = None
    #: Why the page's guesses are guesses (`page_examples.guess_reasons`).
    why_guessed: tuple[GuessReason, ...] = ()
    #: The parts the cached page gives an example for that the module has none of.
    off_the_module: tuple[Part, ...] = ()

    @property
    def results(self) -> list[RunResult]:
        """The examples' results, then the input's if it ran."""
        check = self.check
        return [*check.examples, *([check.input] if check.input is not None else [])]

    @property
    def doubts(self) -> list[Doubt]:
        """The wrong answers on examples taken from the page, a guess's with the runs on
        the page's other candidates."""
        check = self.check
        taken = dict(check.taken)
        return doubts_of(check.examples, taken, check.candidates, check.input, self.why_guessed)

    @property
    def ok(self) -> bool:
        """It ran to its end, and nothing was wrong or failed."""
        finished = self.check.error is None and self.stopped is None
        return finished and all(run.ok for run in self.results)


def run_watched_day(
    project: Project,
    puzzle: PuzzleDay,
    limits: Limits,
    *,
    own_input: bool = True,
    stop: Connection | None = None,
    on_progress: Callable[[WatchProgress], None] = lambda progress: None,
    judged: Callable[[RunResult], RunResult] = lambda run: run,
) -> tuple[DayRun | None, tuple[str, ...]]:
    """Run the day once on its examples, then (with `own_input`, when it is cached) on
    its input for the parts whose examples did not fail, in one fresh worker (each run
    on new imports of the day, as `aoc status` runs it), each input's start and each
    part's end told to `on_progress` as they happen. Returns the run and the project
    files the day imported (relative to the project); the run is None when `stop`
    became readable first (the worker is killed). A run stopped at the time limit
    keeps the parts that finished and names the one that did not. `judged` marks the
    input's answers the site judged wrong (`SubmittedAnswers.judged`)."""
    expected = KnownAnswers.of(project).for_day(puzzle)
    so_far = _SoFar(on_progress, judged)
    checks = _checks(project, puzzle)
    task = WatchDay(project, puzzle, expected, own_input, checks.candidates)
    outcomes = list(run_tasks([task], limits, stop=stop, show_output=True, on_progress=so_far))
    if not outcomes:
        return None, ()
    (outcome,) = outcomes
    check: DayCheck = outcome.value
    stopped = None
    if outcome.failure is not None and outcome.failure.kind is FailureKind.TIMEOUT:
        # What finished stays: part 1's answer is not lost to part 2's loop.
        check, stopped = so_far.check(), so_far.stopped(limits.timeout_s, outcome.failure.where)
    elif outcome.failure is not None:
        check = DayCheck(error=str(outcome.failure))
    elif check.input is not None:
        check = replace(check, input=judged(check.input))
    held: tuple[Part, ...] = ()
    if check.error is None and own_input and project.input_path(puzzle).is_file():
        held = failing_parts(check.examples, puzzle.answered_parts, check.guesses)
    modules = tuple(imported.path for imported in check.modules)
    off = _off_the_module(project, puzzle, check)
    return DayRun(check, held, outcome.seconds, stopped, checks.why_guessed, off), modules


def _checks(project: Project, puzzle: PuzzleDay) -> PageChecks:
    """The page's candidates, and why its guesses are guesses, for a day whose module
    holds a guessed example (read from its text: the day is never imported here): run
    and said where a guess fails."""
    try:
        source = project.solution_path(puzzle).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return PageChecks()
    return _cached_page_checks(project, puzzle) if GUESS_MARK in source else PageChecks()


def _off_the_module(project: Project, puzzle: PuzzleDay, check: DayCheck) -> tuple[Part, ...]:
    """The parts the cached page gives an example for that `check` ran none of: an
    editor that kept its own copy of the module saved over the examples the watch
    added, and a wrong answer would go out unchecked. The page is read only then."""
    verdicts = part_verdicts(check.examples)
    lacking = [part for part in Part if verdicts[part - 1] is None]
    if check.error is not None or not lacking:
        return ()
    offered = _cached_page_checks(project, puzzle).parts
    return tuple(part for part in lacking if part in offered)


def _cached_page_checks(project: Project, puzzle: PuzzleDay) -> PageChecks:
    """`page_checks` of the cached page, kept while the page is (nothing without one)."""
    try:
        stamp = project.page_path(puzzle).stat().st_mtime_ns
    except OSError:  # no page cached: nothing to try
        return PageChecks()
    return _page_checks(project, puzzle, stamp)


@lru_cache(maxsize=2)
def _page_checks(project: Project, puzzle: PuzzleDay, stamp: int) -> PageChecks:
    """`page_checks`, read again only when the cached page changes (`stamp`, its time):
    the extractor reads a page in a tenth of a second, which each save paid."""
    return page_checks(project, puzzle)


class _SoFar:
    """What a watched run has done, from its progress (`WatchProgress`), each told on
    to `told`: what is left of a run stopped at the time limit."""

    def __init__(
        self, told: Callable[[WatchProgress], None], judged: Callable[[RunResult], RunResult]
    ) -> None:
        self.told, self.judged = told, judged
        self.title = ""
        self.results: dict[str, RunResult] = {}  # by source, in the order they started
        self.running: WatchProgress | None = None

    def __call__(self, task: WatchDay, progress: WatchProgress) -> None:
        if progress.result is not None and progress.source == INPUT_SOURCE:
            progress = progress._replace(result=self.judged(progress.result))
        self.title, self.running = progress.title, progress
        if progress.result is not None:
            self.results[progress.source] = progress.result
        self.told(progress)

    def check(self) -> DayCheck:
        """The results that came, as the check of the run."""
        examples = tuple(r for source, r in self.results.items() if source != INPUT_SOURCE)
        taken = self.running.taken if self.running is not None else ()
        return DayCheck(self.title, examples, self.results.get(INPUT_SOURCE), taken=taken)

    def stopped(self, seconds: float, where: str = "") -> str:
        """Which part was running when the run reached its limit (the examples and the
        input together: the part itself may have run for less), `where` it was (in the
        day's code: " in part_1 at solutions/..."), and how to give it longer."""
        running = self.running
        what = "the day"
        if running is not None:
            done = {p.part for p in (running.result.parts if running.result else ())}
            part = next((p for p in running.parts if p not in done), None)
            on = "on the input" if running.source == INPUT_SOURCE else f"on {running.source}"
            what = f"{part.label if part else 'the day'} {on}"
        return (
            f"the run reached its {seconds:g} s (the examples and the input together) while "
            f"{what} ran{where}: stopped ({LONGER_DAY_HINT})"
        )


class SubmittedAnswers:
    """What one watch has submitted: an answer is sent once per part, whatever it got,
    unless the server did not judge it (answered too recently). The answers the site
    judged wrong before, whoever sent them, are known too (`recall`)."""

    def __init__(self) -> None:
        self._results: dict[tuple[Part, str], SubmitResult] = {}
        self._day: tuple[Project, PuzzleDay] | None = None
        self._before: dict[tuple[Part, str], SubmitResult] | None = {}

    def recall(self, project: Project, puzzle: PuzzleDay) -> None:
        """Look again at which answers of `puzzle` the site judged wrong before (aocd's
        record: `aoc submit` in another terminal adds to it), when one is asked about."""
        self._day, self._before = (project, puzzle), None

    def earlier(self, part: PartResult) -> SubmitResult | None:
        """The submission of this part's answer made earlier in this watch, else the
        site's judgement of it before, if any."""
        key = (part.part, part.answer_text or "")
        return self._results.get(key) or self._judged_before().get(key)

    def _judged_before(self) -> dict[tuple[Part, str], SubmitResult]:
        """aocd's record, read once after each `recall` (aocd is imported only then);
        one that cannot be read now (a token aoc refuses, aocd's cache held by another
        aoc too long) marks nothing: the submission would say why."""
        if self._before is None:
            assert self._day is not None
            try:
                before = judged_wrong_before(*self._day)
            except AocError:
                before = []
            self._before = {(result.part, result.answer): result for result in before}
        return self._before

    def note(self, result: SubmitResult) -> None:
        """Remember a submission, if it was judged."""
        if result.outcome is not Outcome.RATE_LIMITED:
            self._results[(result.part, result.answer)] = result

    def judged(self, run: RunResult) -> RunResult:
        """`run` (the input's) with each `?` answer the site judged wrong, in this watch
        or before it, marked so, instead of showing no expected answer again."""
        return run._replace(parts=tuple(self._judged(part) for part in run.parts))

    def _judged(self, part: PartResult) -> PartResult:
        earlier = self.earlier(part)
        if part.verdict is not Verdict.UNKNOWN or earlier is None:
            return part
        judgement = earlier.judged_wrong
        return part if judgement is None else part.judged_by_site(judgement)


def _sending(puzzle: PuzzleDay, part: PartResult, waits: bool) -> str:
    """`: aoc submit YEAR DAY PART ANSWER`, the command that sends `part` (to end a
    sentence that leaves sending to the user), after "once part 1 is right" when the
    part `waits` for part 1."""
    return f"{' once part 1 is right' if waits else ''}: {submit_command(puzzle, part)}"


def _caution(run: DayRun, part: PartResult) -> str | None:
    """Why a `?` answer whose examples pass may be wrong all the same, in words that end
    where the command that sends it can follow ("send it yourself"): the page gives a
    guess values of its own the code may use on the input too (`_values_in_the_code`),
    or the answer is 0 (an empty sum or count: the input read in another shape than the
    example, most often). None when neither."""
    if unread := _values_in_the_code(run, part.part):
        return unread
    if part.answer_text == "0":
        return "0 is seldom an answer (an empty sum or count?); if it is, send it yourself"
    return None


def _values_in_the_code(run: DayRun, part: Part) -> str | None:
    """Why an answer whose examples pass is held all the same: a guess that passes
    though the page gives it a value of its own that its `extra` does not hold (the
    guess's why says which): the code may use that value on the input too ("less than
    32" written in where the input needs 10000), and its answer would be wrong."""
    check = run.check
    stated = {r.answer: r.own_values for r in run.why_guessed if r.part == part and r.own_values}
    for example in check.examples:
        found = example.part(part)
        if (
            found is not None
            and example.source in check.guesses
            and example.source in check.no_extra
            and (values := stated.get(found.expected or ""))
        ):
            # start-up time: the extractor's package, only for a guess that lacks them
            from aoc_framework.authoring.example_extractor.found import extra_hint

            return (
                f"{example.source} passes, but the page gives it values of its own that "
                f"its extra does not hold ({values}): if your code uses them on the input "
                f"too, its answer is wrong; {extra_hint(values)}, or if not, send it yourself"
            )
    return None


def _failed(puzzle: PuzzleDay, run: DayRun, part: Part, send: str) -> str | None:
    """Why a part whose only failing examples are guesses was not sent: a wrong answer
    on one (`_doubted`), or one it raised on (it may be no input at all); None when an
    example that is no guess fails too, or none failed (not solved, nothing to compare
    with: its examples' verdict says it)."""
    check = run.check
    if failing_parts(check.examples, [part], check.guesses):
        return None
    doubts = [doubt for doubt in run.doubts if doubt.result.part == part]
    if doubts:
        return _doubted(puzzle, doubts, send)
    raised = " and ".join(raised_guesses(check.examples, part, check.guesses))
    if not raised:
        return None
    day = f"{puzzle.year} {puzzle.day}"
    return (
        f"{raised}, the extractor's guess, raised on its text: it may be no example at all "
        f"(aoc examples {day} says why it is a guess); check it against the text (aoc read {day})"
    )


def _doubted(puzzle: PuzzleDay, doubts: list[Doubt], send: str) -> str:
    """Why a part whose only failing examples are guesses was not sent. The command
    that sends it (`send`) is named only where the code gives the answer the page
    states for another of its blocks (the guess may be the wrong block); otherwise the
    code is the likelier culprit, and sending would cost a wrong answer's wait."""
    labels = " and ".join(doubt.label for doubt in doubts)
    if not any(doubt.candidates for doubt in doubts):  # no page cached, or no other block
        return (
            f"{labels} failed, and no other block of the page could be tried: check it "
            f"against the text (aoc read {puzzle.year} {puzzle.day})"
        )
    if all(doubt.backed for doubt in doubts):
        return (
            f"{labels} failed, but on another block of the page your code gives the "
            f"answer the page states (above); if that block is the puzzle's example, send "
            f"it{send}"
        )
    # What to do is said with the doubt itself, just above: not twice in a few lines.
    return f"{labels} failed, and your code gives no other block's stated answer either"


def submit_new_answers(
    project: Project,
    puzzle: PuzzleDay,
    run: DayRun,
    submitted: SubmittedAnswers,
    *,
    network: Network,
    wait: bool = False,
    on_wait: Callable[[SubmitResult], None] = lambda result: None,
    on_result: Callable[[PartResult, SubmitResult | None], None] = lambda part, result: None,
    on_held: Callable[[PartResult, str], None] = lambda part, why: None,
    on_send: Callable[[PartResult], None] = lambda part: None,
    sleep: Callable[[float], bool | None] = time.sleep,
) -> SubmitResult | None:
    """Submit each part of `run`'s input answer that is not verified yet (`?` against
    answers.toml), whose examples pass, and that this watch has not submitted before,
    with `aoc run --submit`'s policy (`submit.submit_unverified`: part 1 first, stop at
    the first that is not right). `on_held` hears why a `?` part was not sent, `on_send`
    of each part as it goes; `sleep` waits out "answered too recently" (False: the wait
    was cut short, nothing is sent). Returns the last submission made, if any. Raises
    the `AocError`s of a submission."""
    if run.check.input is None:
        return None
    ready, held = sendable(project, puzzle, run, submitted)
    # Said in the parts' order: a part held back after the submission of an earlier one.
    first_sent = ready[0].part if ready else None
    for part, why in held:
        if first_sent is None or part.part < first_sent:
            on_held(part, why)
    if not ready:
        return None

    def heard(part: PartResult, result: SubmitResult | None) -> None:
        if result is not None:
            submitted.note(result)
        on_result(part, result)

    last = submit_unverified(
        project,
        puzzle,
        RunResult(run.check.input.source, tuple(ready), run.check.input.parse),
        network=network,
        wait=wait,
        on_wait=on_wait,
        on_result=heard,
        on_send=on_send,
        sleep=sleep,
    )
    for part, why in held:
        if part.part > first_sent:
            on_held(part, why)
    return last


def sendable(
    project: Project, puzzle: PuzzleDay, run: DayRun, submitted: SubmittedAnswers
) -> tuple[list[PartResult], list[tuple[PartResult, str]]]:
    """The `?` answers of `run`'s input that may be sent now (their examples pass, this
    watch has not sent them, part 1 first), and the others with why they wait."""
    ready: list[PartResult] = []
    held: list[tuple[PartResult, str]] = []
    if run.check.input is None:
        return ready, held
    # Part 1 held back from the input (its example fails) is as unsolved as a `?`.
    unsolved_part_1 = KnownAnswers.of(project).get(puzzle, Part.ONE) is None
    for part in run.check.input.parts:
        if part.verdict is not Verdict.UNKNOWN:
            continue  # ✓ or ✗ against answers.toml, or nothing to send
        waits = part.part == Part.TWO and unsolved_part_1 and not ready
        why = _why_held(puzzle, run, part, submitted, waits=waits)
        if why is None and waits:
            why = "part 1 comes first: the site judges part 2 once part 1 is right"
        if why is None:
            ready.append(part)
        else:
            held.append((part, why))
    return ready, held


def cautions(run: DayRun, held: list[tuple[PartResult, str]]) -> list[tuple[PartResult, str]]:
    """Those of the `held` answers of `run` (`sendable`'s) whose examples pass that are
    held for a `_caution` alone, with the reason and command `sendable` gave: what a
    watch that sends nothing says before the user sends them by hand."""
    return [
        (part, why)
        for part, why in held
        if (doubt := _caution(run, part)) is not None and why.startswith(doubt)
    ]


def _why_held(
    puzzle: PuzzleDay, run: DayRun, part: PartResult, submitted: SubmittedAnswers, *, waits: bool
) -> str | None:
    """Why the `?` answer of `part` is not sent, from its examples and this watch's
    earlier submissions; None when they let it go. `waits`: part 2, while part 1 is
    not solved (a command named is for later)."""
    examples = part_verdicts(run.check.examples)[part.part - 1]
    earlier = submitted.earlier(part)
    send = _sending(puzzle, part, waits)
    if part.unreadable:  # the drawing itself is never the answer: no command to paste
        return letters_by_hand(puzzle, part.part)
    if examples is None and part.part in run.off_the_module:  # no command: it is unchecked
        add = f"aoc examples {puzzle.year} {puzzle.day} --add"
        return f"its example from the page is not in the module (saved over?): {add}"
    if examples is None:
        return f"no example checks it; to send it yourself{send}"
    if examples is Verdict.UNKNOWN:  # its drawing on an example not read (`results.judge`)
        return (
            f"no example could check it (a drawing's letters not read); to send it yourself{send}"
        )
    if examples is not Verdict.CORRECT:
        return _failed(puzzle, run, part.part, send) or f"its examples: {look(examples).word}"
    if doubt := _caution(run, part):
        return doubt + send
    if earlier is not None:
        return f"submitted earlier in this watch: {earlier.message}"
    return None


class FileWatch:
    """Changes to a set of files, from the system's file events (watchfiles), watched
    from the moment `follow` returns. Use it as a context manager."""

    def __init__(self) -> None:
        import multiprocessing  # start-up time: only a watch that follows files

        self.files: frozenset[Path] = frozenset()
        self._changes: queue.Queue[set[Path] | BaseException] = queue.Queue()
        #: Readable while a change waits to be taken (what `run_tasks` can wait on).
        self.pending, self._signal = multiprocessing.Pipe(duplex=False)
        self._signal_lock = threading.Lock()
        self._watcher: _Watcher | None = None

    def follow(self, files: set[Path]) -> None:
        """Watch `files` (and nothing else) from now on."""
        files = {path.resolve() for path in files}
        if files == self.files:
            return
        # The new watcher is live before the old one stops: no save falls in between.
        watcher = _Watcher(files, self._put)
        watcher.live.wait()
        if self._watcher is not None:
            self._watcher.stop()
        self._watcher, self.files = watcher, frozenset(files)

    def next_change(self) -> set[Path]:
        """The watched files saved since the last call (waits for at least one); what
        one save brings in several events comes as one change."""
        changed: set[Path] = set()
        while not changed or not self._changes.empty():
            try:
                item = self._changes.get(timeout=_WAKE_S)
            except queue.Empty:
                continue
            self.pending.recv_bytes()  # one signal per change: `pending` tells if any is left
            if isinstance(item, BaseException):
                raise item
            changed |= item
        return changed

    def _put(self, item: set[Path] | BaseException) -> None:
        with self._signal_lock:  # two watchers overlap for a moment in `follow`
            self._changes.put(item)
            self._signal.send_bytes(b"!")

    def __enter__(self) -> FileWatch:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._watcher is not None:
            self._watcher.stop()
        self.pending.close()
        self._signal.close()


class _Watcher:
    """One watchfiles watch of the folders of `files` (not their subfolders), in a
    thread, handing each batch of changed `files` (or the error that ended the watch)
    to `put`."""

    def __init__(self, files: set[Path], put: Callable[[set[Path] | BaseException], None]) -> None:
        self.files = frozenset(files)
        self.put = put
        self.live = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="aoc-watch")
        self._thread.start()

    def is_set(self) -> bool:
        """watchfiles' stop event: it asks once it is watching, which tells it is live."""
        self.live.set()
        return self._stop.is_set()

    def stop(self) -> None:
        """Stop watching (the thread ends within watchfiles' step, 50 ms)."""
        self._stop.set()

    def _run(self) -> None:
        from watchfiles import watch  # start-up time: only once the watch follows files

        folders = sorted({str(path.parent) for path in self.files})
        try:
            for batch in watch(
                *folders,
                watch_filter=lambda change, path: Path(path) in self.files,
                stop_event=self,
                step=_GROUP_MS,
                recursive=False,
                raise_interrupt=False,
            ):
                self.put({Path(path) for _, path in batch})
        except Exception as error:  # a folder gone, the system's watch limit: say so
            self.put(error)
        finally:
            self.live.set()  # a watch that failed to start must not leave `follow` waiting


def watched_files(project: Project, puzzle: PuzzleDay, modules: tuple[str, ...]) -> set[Path]:
    """The day's module, the project `modules` (relative paths) it imported, and
    answers.toml: an answer recorded by another `aoc` (`aoc submit` in another window)
    is judged at once, and opens part 2."""
    modules_paths = (project.root / name for name in modules)
    return {project.solution_path(puzzle), project.answers_path, *modules_paths}


@dataclass(frozen=True)
class WatchedRun:
    """A run of the watched day, the files watched from then on, and `saved(seconds)`:
    whether one of them is saved within `seconds` (the save stays for the next run)."""

    run: DayRun
    watched: frozenset[Path]
    saved: Callable[[float], bool] = lambda seconds: False


def day_runs(
    project: Project,
    puzzle: PuzzleDay,
    limits: Limits,
    *,
    own_input: bool = True,
    on_start: Callable[[frozenset[Path]], None] = lambda changed: None,
    on_progress: Callable[[WatchProgress], None] = lambda progress: None,
    judged: Callable[[RunResult], RunResult] = lambda run: run,
) -> Iterator[WatchedRun]:
    """Run the day, then again after every save of a file it depends on, without end
    (until interrupted). `on_start` hears of each run as it starts, with the files whose
    save started it (none for the first), and `on_progress` of each input started and
    part ended as they happen. A save during a run stops it (its worker is killed) and
    starts the next. Each run is yielded once the files it depends on are watched, so a
    save made while the caller is busy with it is not missed. `judged` as for
    `run_watched_day`."""
    with FileWatch() as files:
        files.follow({project.solution_path(puzzle)})
        seen = set(files.files)
        changed: set[Path] = set()
        while True:
            on_start(frozenset(changed))
            run, modules = run_watched_day(
                project,
                puzzle,
                limits,
                own_input=own_input,
                stop=files.pending,
                on_progress=on_progress,
                judged=judged,
            )
            # Files stay watched once seen: a helper that now fails to import is still
            # the one to fix.
            seen |= watched_files(project, puzzle, modules)
            files.follow(seen)
            if run is not None:
                yield WatchedRun(run, files.files, files.pending.poll)
            changed = files.next_change()
