"""How a day's run is shown, part by part: for `aoc run` and `aoc watch`."""

import sys
import threading
from collections.abc import Callable, Sequence
from typing import TextIO

from aoc_framework.cli.render.output import mark, paint, say, terminal_lines
from aoc_framework.model.durations import format_ns
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.model.results import Doubt, PartResult, RunResult, Verdict
from aoc_framework.model.units import format_bytes
from aoc_framework.views.looks import look, verdict_words

#: A run that has shown nothing new for these long (its parse or a part still going) is
#: said to be, at each: slow or stuck, it is not silent until the day's time limit, and
#: the line after the first says it is alive still (a few lines, however long it runs).
STILL_RUNNING_AFTER_S = (3.0, 10.0, 30.0, 100.0, 300.0, 1000.0)


class ResultPrinter:
    """Prints runs as they go: for each input its heading before the day starts (so what
    the day prints itself comes under it; the day's title on the first one only), then
    each part the moment it is done (an exception in part 2 cannot hide part 1's
    answer); the parse time (and a `solve` day's time) goes on the first part's line.
    Each input's heading and each part are printed once, however often a result is
    given again. With `stopped_by` (what stops a run: the time limit, a save, Ctrl-C), a
    run with nothing new to show for each of `STILL_RUNNING_AFTER_S` says it is still
    running, and what will stop it, up to the day's time limit `limit_s` (a note at it
    would say "still running after 10 s" as the limit stops it); `stop` once the run
    has ended."""

    def __init__(
        self, heading: str = "", *, stopped_by: str | None = None, limit_s: float | None = None
    ) -> None:
        self.heading = heading
        self.shown: dict[str, int] = {}  # by input: how many of its parts are printed
        self._stopped_by = stopped_by
        self._notes = tuple(s for s in STILL_RUNNING_AFTER_S if limit_s is None or s < limit_s)
        self._timer: threading.Timer | None = None
        self._lock = threading.RLock()  # the timer's line and the parts' lines, one at a time

    def start(self, source: str) -> None:
        """The heading of the run on `source`, before it starts."""
        with self._lock:
            if source not in self.shown:
                # The day's title once, on the first input's line: seven examples of
                # "2026 day 1: The Tyranny of the Rocket Equation" buried the verdicts.
                say(f"{self.heading} · {source}" if not self.shown else source, "dim")
                self.shown[source] = 0
                self._wait_for(source)

    def __call__(self, result: RunResult) -> None:
        """The parts of `result` not printed yet, after what the day printed
        (`result.output`: a worker's, as `aoc watch` has it, since the result before)."""
        with self._lock:
            self.start(result.source)
            if result.output:
                print(result.output)
            shown = self.shown[result.source]
            for part in result.parts[shown:]:
                steps = _steps(result) if shown == 0 else ""
                say(part_line(part, with_time=result.solve is None, steps=steps))
                if part.drawing is not None:
                    print(part.drawing)
                shown += 1
            if shown > self.shown[result.source]:
                self._wait_for(result.source)  # the next part, if there is one
            self.shown[result.source] = shown
            sys.stdout.flush()

    def finish(self, results: list[RunResult]) -> None:
        """What `__call__` never saw: the inputs whose parse failed. The run has ended."""
        with self._lock:
            for result in results:
                if result.parse_error is not None:
                    self.start(result.source)
                    say(f"parse failed: {result.parse_error}", "red")
            self.stop()  # last: a heading shown here arms the timer

    def stop(self) -> None:
        """The run has ended: nothing more is said of it still running."""
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None

    def _wait_for(self, source: str, said: int = 0) -> None:
        """From now, until the run on `source` says it is still running the next time
        (`STILL_RUNNING_AFTER_S` within the limit, `said` times said already), unless
        something new is shown first."""
        self.stop()
        if self._stopped_by is None or said >= len(self._notes):
            return
        wait = self._notes[said] - (self._notes[said - 1] if said else 0)
        timer = threading.Timer(wait, self._still_running, (source, said))
        timer.daemon = True
        self._timer = timer
        timer.start()

    def _still_running(self, source: str, said: int) -> None:
        with self._lock:
            if self._timer is not threading.current_thread():
                return  # shown something new, or stopped, meanwhile
            # Part 1 shown: part 2 is the one running (else its parse, or its first part).
            running = "part 2" if self.shown.get(source) == 1 else source
            after = f"{self._notes[said]:g} s"
            say(f"{running}: still running after {after}; {self._stopped_by}", "dim")
            sys.stdout.flush()
            self._wait_for(source, said + 1)


def _steps(result: RunResult) -> str:
    """The times of the steps before the parts: `solve 306 µs, both parts; parse 2.5 µs`."""
    steps = [f"solve {format_ns(result.solve.best_ns)}, both parts"] if result.solve else []
    if result.parse is not None:
        steps.append(f"parse {format_ns(result.parse.best_ns)}")
    return "; ".join(steps)


def part_line(part: PartResult, *, with_time: bool = True, steps: str = "") -> str:
    """`part 1  6440  ✓  (31.5 µs; parse 16.1 µs)`; a drawing's letters stand for the
    answer, and an answer joined from a tuple says so first in the brackets; `steps` are
    the times of the steps before the parts, if any."""
    answer = part.answer_text or ""
    if part.drawing is not None:
        answer = "(could not read letters)" if part.unreadable else answer
    fields = [part.part.label, answer, verdict_text(part)]
    times = [note] if (note := getattr(part.answer, "note", None)) else []  # JoinedAnswer
    times += [format_ns(part.time.best_ns)] if with_time and part.time is not None else []
    times += [steps] if steps else []
    if times:
        fields.append(f"({'; '.join(times)})")
    return "  ".join(field for field in fields if field)


#: The least growth of `aoc run`'s peak memory worth a line: below it, the line would say
#: nothing on every run of a small day.
PEAK_MEMORY_SHOWN_FROM = 1 << 20


def peak_memory_line(growth: int | None) -> str | None:
    """How much memory a run in `aoc`'s own process took (what its peak grew by), when
    it is worth saying."""
    if growth is None or growth < PEAK_MEMORY_SHOWN_FROM:
        return None
    return f"peak memory +{format_bytes(growth)} (the growth of this process's peak RSS)"


def verdict_text(part: PartResult) -> str:
    """✓, ✗ with the expected answer (or how the site judged it), ? when nothing to
    compare with, or not solved."""
    if part.judged_wrong is not None:
        return mark(part.verdict, f"{look(part.verdict).glyph} {part.judged_wrong}")
    error = part.error if part.verdict is Verdict.ERROR else None
    return mark(part.verdict, verdict_words(part.verdict, part.expected, error or "?"))


def print_doubts(
    puzzle: PuzzleDay, doubts: Sequence[Doubt], headline: Callable[[str], None], stream: TextIO
) -> None:
    """Each wrong answer on an example taken from the page: `headline` says which and
    why it may be the example's fault; for a guess, what the code gives on the page's
    other blocks follows on `stream`, and what that says (the one wording of `aoc run`
    and `aoc watch`)."""
    for lines in grouped_doubt_lines(puzzle, doubts):
        headline(lines[0])
        for line in lines[1:]:
            print(paint(terminal_lines(line, stream, indent="    "), "yellow", stream), file=stream)


def grouped_doubt_lines(puzzle: PuzzleDay, doubts: Sequence[Doubt]) -> list[list[str]]:
    """What `print_doubts` says of `doubts`, each as `doubt_lines` says it, but the sure
    examples whose code is not known right said once for all of them (a list's cases
    failing together: one line, not one each)."""
    groups: dict[object, list[Doubt]] = {}
    for doubt in doubts:
        key = ("sure", doubt.accepted) if not doubt.guessed else id(doubt)
        groups.setdefault(key, []).append(doubt)
    return [doubt_lines(puzzle, group[0], [d.label for d in group]) for group in groups.values()]


def doubt_lines(puzzle: PuzzleDay, doubt: Doubt, labels: Sequence[str] | None = None) -> list[str]:
    """What `print_doubts` says of one doubt: a headline, then the candidates' lines.
    `labels`: for a sure example, the labels of every sure example it speaks for."""
    read = f"aoc read {puzzle.year} {puzzle.day}"
    part = doubt.result
    # The code that earned the star is right: the example is at fault.
    accepted = (
        f"your {part.part.label} gives the answer the site accepted: {doubt.label} (its "
        f"text, its answer or a parameter the page gives it) is the likelier culprit ({read})"
    )
    if not doubt.guessed:
        labels = labels or [doubt.label]
        are, it, its = ("are", "them", "their") if len(labels) > 1 else ("is", "it", "its")
        taken = f"{_named(labels)}, taken from the puzzle page, {are} sure"
        if doubt.accepted:
            return [f"{taken}; {accepted}"]
        # The code first (the extractor is rarely wrong), then what fails right code: a
        # value the page gives the example alone, unread. Two lines at 80 columns: the
        # watch says it under every failing run, beside the verdict that says the rest.
        return [
            f"{taken}: your code is likely wrong, unless the page gives {it} a value of {its} "
            f"own (extra=) ({read})"
        ]
    why = f" ({doubt.why})" if doubt.why else ""  # the page's own values it lacks, above all
    said = (
        f'{doubt.label} is the extractor\'s guess from the page (from_page="guess"): '
        f"{part.part.label} gave {part.answer_text} where it states {part.expected}{why}"
    )
    tried = [run for run in doubt.candidates if run.part(part.part) is not None]
    if not tried:
        listed = f"aoc examples {puzzle.year} {puzzle.day} lists the other candidates"
        if doubt.accepted:
            return [f"{said}; {accepted}; {listed}"]
        return [f"{said}; check it against the text ({read}); {listed}"]
    lines = [f"{said}; on the page's other blocks it gives:"]
    for run in tried:
        found = run.part(part.part)
        assert found is not None
        gave = found.answer_text if found.error is None else None
        answer = f"{gave}  " if gave is not None else ""  # nothing: `_stated` says so
        lines.append(f"  {run.source}: {answer}{_stated(found)}")
    if doubt.backed:
        lines.append(
            f"your code gives the answer the page states for another block: {doubt.label} "
            f"may be the wrong block; check it against the text ({read})"
        )
    elif doubt.accepted:
        lines.append(accepted)
    else:
        # Why the extractor guessed (a value of the example's own, unread) is said with the
        # guess when the page says it, else by `aoc examples`.
        day = f"{puzzle.year} {puzzle.day}"
        told = "" if doubt.why else f"; aoc examples {day} says why it is a guess"
        lines.append(
            f"your code gives no other block's stated answer either: {_CODE_UNLESS_OWN_VALUE}"
            f"{told} ({read})"
        )
    return lines


def _named(labels: Sequence[str]) -> str:
    """`example 3`; `examples 1, 2 and 4` (other labels: `example 1 and input 2`)."""
    if len(labels) == 1:
        return labels[0]
    numbers = [label.removeprefix("example ") for label in labels]
    if all(label.startswith("example ") for label in labels):
        return f"examples {', '.join(numbers[:-1])} and {numbers[-1]}"
    return f"{', '.join(labels[:-1])} and {labels[-1]}"


#: What a guess the code disagrees with on every block most likely says: the code,
#: unless the page runs the example with a value of its own, left out of it.
_CODE_UNLESS_OWN_VALUE = (
    "the code is the likelier culprit, unless the page runs the example with a value of "
    "its own, such as a smaller grid or fewer steps (then give it the example's extra=, "
    "and read it in the code as self.extra)"
)


def _stated(part: PartResult) -> str:
    """A candidate's answer beside the one the page states for it."""
    if part.verdict is Verdict.CORRECT:
        return f"{look(Verdict.CORRECT).glyph} as the page states"
    if part.verdict is Verdict.UNKNOWN:
        return "(the page states no answer for it)"
    error = part.error if part.verdict is Verdict.ERROR else None
    return verdict_words(part.verdict, part.expected, error)
