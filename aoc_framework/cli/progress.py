"""Progress of commands that run many days, on stderr from the first second.

On a terminal: a live bar naming the days running. Off a terminal (a pipe, a CI log):
one plain line per finished day and nothing else, never an escape code. stdout is left
to the results (a table, or JSON).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aoc_framework.puzzle import PuzzleDay

if TYPE_CHECKING:
    from aoc_framework.workers import Limits


@dataclass
class DayProgress:
    """The callbacks a many-day run drives: a day started, a day finished (with its
    one-line summary)."""

    started: Callable[[PuzzleDay], None]
    finished: Callable[[PuzzleDay, str], None]


@contextmanager
def day_progress(command: str, total: int, limits: Limits) -> Iterator[DayProgress]:
    """Progress for `total` days of `aoc <command>`, run within `limits`."""
    from rich.console import Console

    console = Console(stderr=True)
    if not console.is_terminal:
        done = 0
        print(
            f"aoc {command}: {total} days, {limits.jobs} at a time, each stopped after "
            f"{limits.timeout_s:g} s",
            file=sys.stderr,
            flush=True,
        )

        def plain(puzzle: PuzzleDay, summary: str) -> None:
            nonlocal done
            done += 1
            print(f"aoc {command}: [{done}/{total}] {puzzle} {summary}", file=sys.stderr)
            sys.stderr.flush()

        yield DayProgress(lambda puzzle: None, plain)
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    running: list[PuzzleDay] = []
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    ) as bar:
        task = bar.add_task(command, total=total)

        def describe() -> str:
            names = ", ".join(str(p) for p in running[:3])
            return f"{command} {names}" if names else command

        def started(puzzle: PuzzleDay) -> None:
            running.append(puzzle)
            bar.update(task, description=describe())

        def finished(puzzle: PuzzleDay, summary: str) -> None:
            if puzzle in running:
                running.remove(puzzle)
            bar.update(task, advance=1, description=describe())

        yield DayProgress(started, finished)


#: Work that ends sooner than this shows no progress at all.
SLOW_AFTER_S = 1.0


@contextmanager
def slow_step(message: str, after_s: float = SLOW_AFTER_S) -> Iterator[None]:
    """Say `message` on stderr once the work inside has taken `after_s` seconds: a
    spinner on a terminal (gone when the work ends), one plain line otherwise. Quick work
    says nothing, so a quick failure is still the one line of its error."""
    import threading

    from rich.console import Console

    console = Console(stderr=True)
    lock = threading.Lock()
    shown: list = []
    done = False

    def show() -> None:
        with lock:
            if done:
                return
            if console.is_terminal:
                status = console.status(message)
                status.start()
                shown.append(status)
            else:
                print(f"aoc: {message}...", file=sys.stderr, flush=True)

    timer = threading.Timer(after_s, show)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        with lock:
            done = True
            timer.cancel()
            for status in shown:
                status.stop()
