"""`aoc watch` (and the watch of `aoc today` and of a rehearsal): the day run again on
every save, and with `submit` each run's new answers whose examples pass submitted;
a submission that fails is told, and the watch goes on."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from aoc_framework.authoring.watch import SubmittedAnswers, WatchedRun, day_runs
from aoc_framework.engine.day_tasks import WatchProgress
from aoc_framework.model.errors import AocError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import PartResult
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Limits, Network
from aoc_framework.site.submit import SubmitResult


def _silent(*args: object) -> None:
    """A callback that is told nothing worth saying."""


@dataclass(frozen=True)
class WatchRequest:
    """The day to watch; `example`: its examples only (not its input); `submit`: send
    each run's new answers."""

    puzzle: PuzzleDay
    example: bool = False
    submit: bool = False


@dataclass(frozen=True)
class WatchCalls:
    """What the face is told, each optional: a run starts (the files whose save started
    it); each input started and part ended in it, as they happen; a run is done; then,
    with `submit`, each part sent or not (`on_submission`, the result None when not
    sent), why a part was held back, a wait before sending again, a submission that
    failed (the watch goes on); last, `after_run`."""

    on_start: Callable[[frozenset[Path]], None] = _silent
    on_progress: Callable[[WatchProgress], None] = _silent
    on_run: Callable[[WatchedRun], None] = _silent
    on_submission: Callable[[PartResult, SubmitResult | None], None] = _silent
    on_held: Callable[[PartResult, str], None] = _silent
    on_wait: Callable[[int], None] = _silent
    failed: Callable[[str], None] = _silent
    after_run: Callable[[WatchedRun], None] = _silent


def watch(
    project: Project, request: WatchRequest, limits: Limits, network: Network, calls: WatchCalls
) -> None:
    """Watch `request.puzzle` until interrupted (KeyboardInterrupt goes to the caller),
    each run told to `calls`. "Answered too recently" is waited out and the answer sent
    again: the watch is there to send it (saves made meanwhile run next). An answer
    the site judged wrong, in this watch or before it, is marked so in each run."""
    from aoc_framework.authoring.watch import submit_new_answers

    submitted = SubmittedAnswers()
    puzzle = request.puzzle

    def started(changed: frozenset[Path]) -> None:
        calls.on_start(changed)
        submitted.recall(project, puzzle)

    runs = day_runs(
        project,
        puzzle,
        limits,
        own_input=not request.example,
        on_start=started,
        on_progress=calls.on_progress,
        judged=submitted.judged,
    )
    for watched in runs:
        calls.on_run(watched)
        if request.submit:
            try:
                submit_new_answers(
                    project,
                    puzzle,
                    watched.run,
                    submitted,
                    network=network,
                    wait=True,
                    on_wait=calls.on_wait,
                    on_result=calls.on_submission,
                    on_held=calls.on_held,
                )
            except AocError as error:
                calls.failed(f"{error} (the watch goes on)")
        calls.after_run(watched)
