"""Progress on stderr: of commands that run many days, from the first second; of many
downloads; of a slow step; of the wait for an unlock. The one home of progress.

On a terminal: a live bar naming the days running. Off a terminal (a pipe, a CI log):
one plain line per finished day and nothing else, never an escape code. stdout is left
to the results (a table, or JSON).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, NamedTuple, TextIO

from aoc_framework.model.plural import counted
from aoc_framework.model.puzzle import FIRST_YEAR, PuzzleDay, days_in_year

if TYPE_CHECKING:
    from datetime import datetime

    from rich.progress import Progress

    from aoc_framework.project.settings import Limits
    from aoc_framework.site.fetch import Countdown, Retrying


class DayProgress(NamedTuple):
    """The callbacks a many-day run drives: a day started, a day finished (with its
    one-line summary), more work found (`aoc time`'s further solutions of a day)."""

    started: Callable[[PuzzleDay], None]
    finished: Callable[[PuzzleDay, str], None]
    more: Callable[[int], None]


@contextmanager
def day_progress(
    command: str, total: int, limits: Limits, unit: str = "day"
) -> Iterator[DayProgress]:
    """Progress for `total` days (or other `unit`s: `aoc time`'s solutions of a day) of
    `aoc <command>`, run within `limits`."""
    if not sys.stderr.isatty():
        done = 0
        print(
            f"aoc {command}: {counted(total, unit)}, {limits.jobs} at a time, each stopped after "
            f"{limits.timeout_s:g} s",
            file=sys.stderr,
            flush=True,
        )

        def plain(puzzle: PuzzleDay, summary: str) -> None:
            nonlocal done
            done += 1
            print(f"aoc {command}: [{done}/{total}] {puzzle} {summary}", file=sys.stderr)
            sys.stderr.flush()

        def more(count: int) -> None:
            nonlocal total
            total += count

        yield DayProgress(lambda puzzle: None, plain, more)
        return
    bar = _LiveBar(command, total)
    try:
        yield DayProgress(bar.started, bar.finished, bar.more)
    finally:
        bar.stop()


class _LiveBar:
    """A transient rich progress bar naming the days running. It appears when the first
    day starts: days that are only remembered need no bar (nor rich's import)."""

    def __init__(self, command: str, total: int) -> None:
        self.command, self.total = command, total
        self.done = 0
        self.running: list[PuzzleDay] = []
        self.bar: Progress | None = None

    def started(self, puzzle: PuzzleDay) -> None:
        self.running.append(puzzle)
        self._show()

    def finished(self, puzzle: PuzzleDay, summary: str) -> None:
        self.done += 1
        if puzzle in self.running:
            self.running.remove(puzzle)
        if self.bar is not None:
            self._show()

    def more(self, count: int) -> None:
        self.total += count
        if self.bar is not None:
            self.bar.update(self.bar.task_ids[0], total=self.total)

    def stop(self) -> None:
        if self.bar is not None:
            self.bar.stop()

    def _show(self) -> None:
        # One width whatever runs, so that the bar never moves sideways.
        first = str(self.running[0]) if self.running else ""
        more = f" +{len(self.running) - 1}" if len(self.running) > 1 else ""
        width = len(self.command) + len(f" {PuzzleDay(FIRST_YEAR, days_in_year(FIRST_YEAR))} +99")
        description = f"{self.command} {first}{more}".ljust(width)
        if self.bar is None:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

            self.bar = Progress(
                "[progress.description]{task.description}",
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                console=Console(stderr=True),
                transient=True,
            )
            self.bar.add_task(description, total=self.total)
            self.bar.start()
        self.bar.update(self.bar.task_ids[0], completed=self.done, description=description)


#: Work that ends sooner than this shows no progress at all.
SLOW_AFTER_S = 1.0


def tracked(items: list[PuzzleDay], description: str) -> Iterable[PuzzleDay]:
    """`items`, with a bar counting them on stderr when stderr is a terminal (gone at the
    end); off a terminal, nothing: the caller says what each one did."""
    from rich.console import Console
    from rich.progress import track

    return track(
        items,
        description=description,
        console=Console(stderr=True),
        transient=True,
        disable=not sys.stderr.isatty(),
    )


@contextmanager
def slow_step(
    message: str, after_s: float = SLOW_AFTER_S, *, spinner: bool = True
) -> Iterator[None]:
    """Say `message` on stderr once the work inside has taken `after_s` seconds: a
    spinner on a terminal (gone when the work ends), one plain line otherwise (and
    without `spinner`: around work that swaps `sys.stdout` itself, as aocd's submission
    does, rich's spinner would keep the stand-in as stdout when it stops, and what is
    printed after it is lost). Quick work says nothing, so a quick failure is still the
    one line of its error."""
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
            if console.is_terminal and spinner:
                from rich.markup import escape

                status = console.status(escape(message))  # text, not rich's markup
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


def countdown(
    puzzle: PuzzleDay, stream: TextIO | None = None, *, starts: str | None = None
) -> Countdown:
    """The countdown to `puzzle`'s unlock on `stream` (default stderr), for
    `fetch.wait_for_unlock`: a line rewritten every second on a terminal and wiped at the
    end (so what follows starts on a clean line), a single line otherwise. `starts`
    names what begins instead (a rehearsal's start: the puzzle unlocked long ago)."""
    from aoc_framework.cli.render.output import rewrite_line
    from aoc_framework.model.clock import local_time, time_of_day
    from aoc_framework.model.durations import format_wait

    out = stream or sys.stderr
    live = out.isatty()
    shown = False

    def tick(unlock: datetime, remaining: float | None) -> None:
        nonlocal shown
        if remaining is None:
            if live and shown:
                rewrite_line(None, out)
            return
        if live or not shown:
            what, at = (
                (starts, time_of_day(unlock, seconds=True))
                if starts
                else (f"{puzzle} unlocks", local_time(unlock))
            )
            if live:  # the figure first: a narrow terminal cuts the line's end
                rewrite_line(f"{what} in {format_wait(remaining)}, at {at}", out)
            else:
                out.write(f"{what} at {at}: in {format_wait(remaining)}; waiting\n")
                out.flush()
            shown = True

    return tick


def retry_note(stream: TextIO | None = None) -> Retrying:
    """The line said before each new try just after an unlock (`fetch.retried_at_unlock`):
    what the site answered and when the next try goes, on `stream` (default stderr)."""
    from aoc_framework.cli.render.output import say
    from aoc_framework.model.durations import format_wait

    said: str | None = None  # the problem said last: said again, it is said short
    again_since = 0  # how often the site has answered so again since it was said

    def note(problem: str, gap: float) -> None:
        nonlocal said, again_since
        # stderr as it is now: while `slow_step`'s spinner runs, rich's stand-in, which
        # prints the line above the spinner instead of through it.
        out = stream or sys.stderr
        # (A throttle under a second is said as it is: "in 1 s" for 0.45 s misled.)
        wait = format_wait(gap) if gap >= 1 else f"{gap:.1f} s"
        again = f"asking again in {wait}"
        if said == problem:
            # A site down for the minute and a half: the 2nd, 3rd, 5th, 9th, 17th...
            # answer said short, not one line a try (60 of them scrolled all else away).
            again_since += 1
            if again_since & (again_since - 1) == 0:
                say(f"aoc: the same, {again_since + 1} times now: {again}", stream=out)
            return
        said, again_since = problem, 0
        say(f"aoc: {problem}: {again}", stream=out)

    return note
