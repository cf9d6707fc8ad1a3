"""Each part of a run under cProfile (`aoc run --profile`, `Day.run(profile=True)`).

A `PartProfiler` follows a run through the hooks `engine.run.run_day` calls anyway, so
the engine runs the day as it always does: profiling starts once an input's heading is
shown (`on_start`) and is cut at each part's end (`on_part`), the time up to a part's
end going to that part: its own `parse` (and, for a part after the first, the new
import of the day's module that gives it fresh state) included. A `solve` day's one step
is profiled as `solve`. Over several inputs (the examples) a part's profiles add up.
"""

from __future__ import annotations

import cProfile
import marshal
import pstats
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from aoc_framework.model.results import RunResult

#: How many functions each ranking (own time, cumulative time) keeps for the report.
TOP = 8
#: Where the machinery around the day's code lives: the framework's own files and
#: Python's import system (a part after the first imports the day afresh). Left out
#: of the top rows, never out of the file written.
_MACHINERY = (str(Path(__file__).resolve().parent.parent), "<frozen importlib")


class ProfileRow(NamedTuple):
    """A function of the profile: where it is, how often it was called, the seconds
    spent in it alone and in it with all it called."""

    function: str
    calls: int
    own_s: float
    cumulative_s: float


class StepProfile(NamedTuple):
    """One step's profile: its name (`part_1`, `part_2`, `solve`), the file it was
    written to (`pstats` and snakeviz open it), and its top functions by own and by
    cumulative time, slowest cumulative first."""

    step: str
    path: Path
    top: tuple[ProfileRow, ...]


class PartProfiler:
    """A profile per part of the runs it follows (see the module's docstring)."""

    def __init__(self, root: Path) -> None:
        self._root = root.resolve()
        self._running: cProfile.Profile | None = None
        self._stats: dict[str, pstats.Stats] = {}
        self._shown = 0

    def follow(
        self,
        on_start: Callable[[str], None] | None,
        on_part: Callable[[RunResult], None] | None,
    ) -> tuple[Callable[[str], None], Callable[[RunResult], None]]:
        """The run's `on_start` and `on_part` hooks, profiling between them; the given
        ones are called first and last, outside the profile."""

        def started(source: str) -> None:
            if on_start is not None:
                on_start(source)
            self._shown = 0
            self._start()

        def part_done(result: RunResult) -> None:
            self._cut(result)
            if on_part is not None:
                on_part(result)
            self._start()

        return started, part_done

    def stop(self) -> None:
        """End profiling: what ran after the last part (nothing of a part) is dropped."""
        if self._running is not None:
            self._running.disable()
            self._running = None

    def write(
        self, path_of: Callable[[str], Path], write: Callable[[Path, bytes], None]
    ) -> tuple[StepProfile, ...]:
        """Write each step's profile to `path_of(step)` with `write` (in the format of
        `cProfile.Profile.dump_stats`); the steps, in the order they ran."""
        profiles = []
        for step, stats in self._stats.items():
            path = path_of(step)
            write(path, marshal.dumps(stats.stats))  # type: ignore[attr-defined]
            profiles.append(StepProfile(step, path, self._top(stats)))
        return tuple(profiles)

    def _start(self) -> None:
        self._running = cProfile.Profile()
        self._running.enable()

    def _cut(self, result: RunResult) -> None:
        """The profile so far, added to the step that just ended in `result`."""
        profile = self._running
        self.stop()
        new = result.parts[self._shown :]
        self._shown = len(result.parts)
        if profile is None or not new:
            return
        step = "solve" if result.solve is not None else new[-1].part.key
        if step in self._stats:
            self._stats[step].add(profile)
        else:
            self._stats[step] = pstats.Stats(profile)

    def _top(self, stats: pstats.Stats) -> tuple[ProfileRow, ...]:
        """The functions with the most own time and the most cumulative time (the
        framework's and the profiler's own left out), slowest cumulative first."""
        rows = [
            ProfileRow(self._name(where), calls, own, cumulative)
            for where, (_, calls, own, cumulative, _) in stats.stats.items()  # type: ignore[attr-defined]
            if not where[0].startswith(_MACHINERY) and "_lsprof.Profiler" not in where[2]
        ]
        by_own = sorted(rows, key=lambda row: -row.own_s)[:TOP]
        by_cumulative = sorted(rows, key=lambda row: -row.cumulative_s)[:TOP]
        return tuple(sorted(set(by_own + by_cumulative), key=lambda row: -row.cumulative_s))

    def _name(self, where: tuple[str, int, str]) -> str:
        """`solutions/2023/day07.py:42(part_1)` (a file of the project, from its root; any
        other by its name alone), or a built-in's name."""
        file, line, name = where
        if file == "~":
            return name
        path = Path(file)
        shown = path.relative_to(self._root) if path.is_relative_to(self._root) else path.name
        return f"{shown}:{line}({name})"
