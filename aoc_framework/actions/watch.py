"""`aoc watch` (and the watch of `aoc today` and of a rehearsal): the day run again on
every save, and with `submit` each run's new answers whose examples pass submitted;
a submission that fails is told, and the watch goes on. Once part 1 is right, part 2's
example is added from the page."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from aoc_framework.actions.day import which_day
from aoc_framework.authoring.watch import DayRun, SubmittedAnswers, WatchedRun, day_runs
from aoc_framework.engine.day_tasks import WatchProgress
from aoc_framework.model.answer import answers_match
from aoc_framework.model.errors import AocError, DayCodeError, NetworkError, UsageError
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.model.results import PartResult, RunResult
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits, Network
from aoc_framework.site.fetch import Countdown, Retrying
from aoc_framework.site.puzzle_page import recorded_parts
from aoc_framework.site.session_token import has_token
from aoc_framework.site.submit import Outcome, SubmitResult

if TYPE_CHECKING:
    from aoc_framework.actions.new import NewReport
    from aoc_framework.authoring.example_extractor import FoundExample


def _silent(*args: object) -> None:
    """A callback that is told nothing worth saying."""


@dataclass(frozen=True)
class WatchRequest:
    """The day to watch; `example`: its examples only (not its input); `submit`: send
    each run's new answers; `open_part_2`: when part 1 becomes right during the watch
    (sent by it, or by another `aoc` into answers.toml), add part 2's example from the
    page (a rehearsal opens part 2 itself, from the page it saved)."""

    puzzle: PuzzleDay
    example: bool = False
    submit: bool = False
    open_part_2: bool = True


@dataclass(frozen=True)
class WatchAsked:
    """What `aoc watch` is asked: the day (both or neither: today's, else the latest),
    its examples only, submitting, and waiting for the unlock before fetching."""

    year: int | None = None
    day: int | None = None
    example: bool = False
    submit: bool = False
    wait: bool = False


@dataclass(frozen=True)
class ReadyCalls:
    """What the face is told while the watch gets ready, each optional: which day and
    why (when none was named); a warning (the examples only, for want of a token); the
    countdown to the unlock (with `wait`); the tries again just after an unlock; the
    input fetched now."""

    said: Callable[[str], None] = _silent
    warning: Callable[[str], None] = _silent
    countdown: Callable[[PuzzleDay], Countdown] | None = None
    on_retry: Retrying | None = None
    fetched: Callable[[PuzzleDay], None] = _silent


def ready_to_watch(
    project: Project, asked: WatchAsked, network: Network, calls: ReadyCalls
) -> WatchRequest:
    """The watch `asked` means: the day chosen, its module there, its input cached (else
    fetched now), or its examples only when asked or for want of a token (the rule of
    `aoc run`, `actions.run.examples_for_want_of_token`). `UsageError` for `submit` with
    `example` (nothing of the user's own to send) and a day without a module; the
    `AocError`s of fetching."""
    from aoc_framework.actions.run import examples_for_want_of_token
    from aoc_framework.engine.discovery import require_solution_file
    from aoc_framework.site.fetch import ensure_input

    if asked.submit and asked.example:
        raise UsageError("--submit sends the answers for your own input; drop --example")
    choice = which_day(project, asked.year, asked.day)
    if choice.why is not None:
        calls.said(choice.why)
    puzzle = choice.puzzle
    require_solution_file(project, puzzle)
    example = asked.example or examples_for_want_of_token(
        project,
        puzzle,
        submit=asked.submit,
        note=calls.warning,
    )
    if not example:
        wait = calls.countdown(puzzle) if asked.wait and calls.countdown is not None else None
        found = ensure_input(
            project, puzzle, wait=wait, network=network, on_retry=calls.on_retry, warn=calls.warning
        )
        if found.fetched:
            calls.fetched(puzzle)
    return WatchRequest(puzzle, example, asked.submit)


@dataclass(frozen=True)
class WatchCalls:
    """What the face is told, each optional: a run starts (the files whose save started
    it, and of them those this watch wrote itself); each input started and part ended in
    it, as they happen; a run is done; then, with `submit`, each part as it is sent
    (`on_sending`: the site may take seconds), each part sent or not (`on_submission`,
    the result None when not sent), why a part was held back, a wait before sending a
    part (`on_wait`; then `waiting`, each second, with the seconds left, and None once
    it is over or cut short), a submission that failed (the watch goes on); without
    `submit`, the next part to send (`on_ready`: its examples pass, it is not known
    right, part 1 first); part 2 opened once part 1 is right (`part_2_opened`, with the
    examples added to the module); both stars, once part 2 is right during the watch,
    however it was sent; last, `after_run`."""

    on_start: Callable[[frozenset[Path], frozenset[Path]], None] = _silent
    on_progress: Callable[[WatchProgress], None] = _silent
    on_run: Callable[[WatchedRun], None] = _silent
    on_submission: Callable[[PartResult, SubmitResult | None], None] = _silent
    on_held: Callable[[PartResult, str], None] = _silent
    on_sending: Callable[[PartResult], None] = _silent
    on_wait: Callable[[SubmitResult], None] = _silent
    waiting: Callable[[float | None], None] = _silent
    failed: Callable[[str], None] = _silent
    on_ready: Callable[[PartResult], None] = _silent
    part_2_opened: Callable[[list[FoundExample]], None] = _silent
    page_filled: Callable[[NewReport], None] = _silent
    both_stars: Callable[[PuzzleDay], None] = _silent
    after_run: Callable[[WatchedRun], None] = _silent


def watch(
    project: Project, request: WatchRequest, limits: Limits, network: Network, calls: WatchCalls
) -> None:
    """Watch `request.puzzle` until interrupted (KeyboardInterrupt goes to the caller),
    each run told to `calls`. "Answered too recently" is waited out and the answer sent
    again: the watch is there to send it (saves made meanwhile run next). An answer
    the site judged wrong, in this watch or before it, is marked so in each run."""
    puzzle = request.puzzle
    after = _AfterRun(project, request, network, calls)
    own = _OwnWrites({project.answers_path, project.solution_path(puzzle)})

    def started(changed: frozenset[Path]) -> None:
        calls.on_start(changed, own.among(changed))
        after.submitted.recall(project, puzzle)

    runs = day_runs(
        project,
        puzzle,
        limits,
        own_input=not request.example,
        on_start=started,
        on_progress=calls.on_progress,
        judged=after.submitted.judged,
    )
    for watched in runs:
        calls.on_run(watched)
        with own.writing():
            after(watched)
        calls.after_run(watched)


class _AfterRun:
    """What the watch does once a run has ended: send its new answers (with `submit`),
    else say which is next to send; open part 2 once part 1 is right; say both stars
    once, when they come."""

    def __init__(
        self, project: Project, request: WatchRequest, network: Network, calls: WatchCalls
    ) -> None:
        self.project, self.request, self.network, self.calls = project, request, network, calls
        self.submitted = SubmittedAnswers()
        solved = recorded_parts(project, request.puzzle)  # what answers.toml records
        self.part_2 = _PartTwo(solved >= 1)
        self.page = _PageAwaited()
        self.both = solved >= 2  # said once, when it comes in this watch

    def __call__(self, watched: WatchedRun) -> None:
        from aoc_framework.authoring.watch import cautions, sendable

        project, puzzle, calls = self.project, self.request.puzzle, self.calls
        if self.request.submit:
            self._submit(watched)
        else:  # the next answer to send (part 2's is judged once part 1 is right), and
            # why one whose examples pass may be wrong all the same
            ready, held = sendable(project, puzzle, watched.run, self.submitted)
            for part in ready[:1]:
                calls.on_ready(part)
            for part, why in cautions(watched.run, held):
                calls.on_held(part, why)
        self.page.fill(project, puzzle, self.network, calls)
        solved = recorded_parts(project, puzzle)
        if self.request.open_part_2 and not self.request.example and solved >= 1:
            self.part_2.open(project, puzzle, self.network, calls, watched.run)
        if not self.both and solved >= 2:
            self.both = True
            calls.both_stars(puzzle)

    def _submit(self, watched: WatchedRun) -> None:
        from aoc_framework.authoring.watch import submit_new_answers

        calls, puzzle = self.calls, self.request.puzzle
        sending: list[PartResult] = []  # the part on its way to the site, if any

        def send(part: PartResult) -> None:
            sending[:] = [part]
            calls.on_sending(part)

        waiting = _Wait(watched, calls)
        try:
            submit_new_answers(
                self.project,
                puzzle,
                watched.run,
                self.submitted,
                network=self.network,
                wait=True,
                on_wait=calls.on_wait,
                on_result=waiting.told,
                on_held=calls.on_held,
                on_send=send,
                sleep=waiting.sleep,
            )
        except NetworkError as error:
            calls.failed(_not_sent(puzzle, sending, error))
        except AocError as error:
            calls.failed(f"{error} (the watch goes on)")


class _OwnWrites:
    """The files this watch writes itself (answers.toml as it records a right answer,
    the module as part 2's example is added), told apart from the user's saves: what
    each file is (size, modification time) once written, until its change comes."""

    def __init__(self, paths: set[Path]) -> None:
        self._paths = {path.resolve() for path in paths}
        self._written: dict[Path, tuple[int, int] | None] = {}

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """What the block writes of the files is this watch's."""
        before = {path: _signature(path) for path in self._paths}
        try:
            yield
        finally:
            for path, was in before.items():
                now = _signature(path)
                if now != was:
                    self._written[path] = now

    def among(self, changed: frozenset[Path]) -> frozenset[Path]:
        """Those of `changed` as this watch left them (a save since is the user's)."""
        own = {path for path in changed if path in self._written}
        own = {path for path in own if self._written.pop(path) == _signature(path)}
        return frozenset(own)


def _signature(path: Path) -> tuple[int, int] | None:
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_size, found.st_mtime_ns


class _Wait:
    """A wait for "answered too recently" (or the site's wait after a wrong answer),
    cut short by a save: the answer waiting is then not sent (the save's run has the
    answer to send, if any: it may be the fix of the one waiting), and the part is said
    held, not answered too recently. Told to `calls.waiting` each second, then None."""

    def __init__(self, watched: WatchedRun, calls: WatchCalls) -> None:
        self.watched, self.calls = watched, calls
        self.cut_short = False

    def sleep(self, seconds: float) -> bool:
        """Whether the wait ran its course (False: a file was saved meanwhile)."""
        end = time.monotonic() + seconds
        try:
            while (left := end - time.monotonic()) > 0 and not self.cut_short:
                self.calls.waiting(left)
                self.cut_short = self.watched.saved(min(left, 1.0))
        finally:
            self.calls.waiting(None)
        return not self.cut_short

    def told(self, part: PartResult, result: SubmitResult | None) -> None:
        """`part` sent (`result`) or not (None), as the watch's calls hear it."""
        if self.cut_short and result is not None and result.outcome is Outcome.RATE_LIMITED:
            changed = f"a watched file changed while {part.answer_text} waited to be sent"
            self.calls.on_held(part, f"{changed}: the next run sends its own")
            return
        self.calls.on_submission(part, result)


class _PageAwaited:
    """A module written without its page (the page down at the unlock, the evening
    before, without a token) completed from the page after a run once it can be read,
    as `aoc today` again would: asked after each run until then, each new reason it
    cannot be said once. The watch's write runs the day again, on the page's examples.
    The watch had run on the template's example to paste, and never asked again. Not in
    the minute and a half after the unlock: the morning's own tries are for that."""

    def __init__(self) -> None:
        self.said = ""

    def fill(
        self, project: Project, puzzle: PuzzleDay, network: Network, calls: WatchCalls
    ) -> None:
        from aoc_framework.actions.new import NewRequest, Written, write_day
        from aoc_framework.authoring.new import waits_for_the_page
        from aoc_framework.site.fetch import just_unlocked

        path = project.solution_path(puzzle)
        if not puzzle.is_unlocked() or just_unlocked(puzzle) or not has_token(project.account):
            return
        if not path.is_file() or not waits_for_the_page(path):
            return
        report = write_day(project, NewRequest(puzzle), network)
        if report.written is Written.COMPLETED:
            calls.page_filled(report)
        elif report.why_not and report.why_not != self.said:
            self.said = report.why_not
            calls.failed(f"{report.why_not} (the page: asked again after the next run)")


class _PartTwo:
    """Part 2 opened when part 1 becomes right during the watch: its example from the
    page added to the module (`actions.examples.add_part_2_example`: the page fetched
    again, as it now holds part 2; an example the module has for part 2 is kept). Once a
    watch; a network failure is said and tried again after the next run. A day whose
    part 1 was right before the watch is left as it is (`aoc today` adds part 2's
    example as it starts; an old day's module is not changed by watching it)."""

    def __init__(self, solved_before: bool) -> None:
        self.done = solved_before

    def open(
        self,
        project: Project,
        puzzle: PuzzleDay,
        network: Network,
        calls: WatchCalls,
        run: DayRun,
    ) -> None:
        """Part 2 opened, now that part 1 is right, unless done already; the examples
        `run` answered right for part 1 are borne out when its part 1 is the accepted
        one (`_accepted_runs`)."""
        # start-up time: the example extractor, only once part 1 is right
        from aoc_framework.actions.examples import add_part_2_example

        if self.done or puzzle.is_last or not has_token(project.account):
            return
        try:
            accepted = _accepted_runs(project, puzzle, run)
            added = add_part_2_example(project, puzzle, network, accepted_runs=accepted)
        except NetworkError as error:
            calls.failed(f"{error} (part 2's example: tried again after the next run)")
            return
        except (AocError, DayCodeError) as error:
            calls.failed(f"{error} (the watch goes on without part 2's example)")
            added = []
        self.done = True
        calls.part_2_opened(added)


def _accepted_runs(project: Project, puzzle: PuzzleDay, run: DayRun) -> tuple[RunResult, ...]:
    """The runs of `run` on the module's examples, if its part 1 on the input gave the
    answer answers.toml records as right (the code that earned the star: none
    otherwise)."""
    from aoc_framework.project.answers import KnownAnswers

    on_input = run.check.input.part(Part.ONE) if run.check.input is not None else None
    accepted = KnownAnswers.of(project).get(puzzle, Part.ONE)
    if on_input is None or accepted is None or not answers_match(on_input.answer, accepted):
        return ()
    return run.check.examples


def _not_sent(puzzle: PuzzleDay, sending: list[PartResult], error: NetworkError) -> str:
    """A submission the site did not answer: what went wrong, and how to send it again
    (a save, or the command in full); whether it reached the site is not known."""
    if not sending:
        return f"{error} (the watch goes on)"
    from aoc_framework.site.submit import submit_command

    part = sending[0]
    return (
        f"{error.problem}: {part.answer_text} may not have reached it; save again to send "
        f"it, or {submit_command(puzzle, part)} (the watch goes on)"
    )
