"""Running one day in this process on one input, and judging each answer (`aoc run`).

The one semantics every command shares: each part runs on a fresh instance of the day
with its own `parse` result, so what one part does to its data or to `self` cannot
change the other's answer. `parse` is timed on part 1's run (the first part run). A day
with `solve` computes both answers in one timed step.

Returns `RunResult`s and knows nothing of the terminal; `aoc status`, `aoc time` and
the pytest checks use the same functions inside their worker processes.
"""

import contextlib
import io
import os
import re
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple, TextIO

from aoc_framework.engine.discovery import fresh_class, is_project_file
from aoc_framework.engine.memory import step_peak, step_started
from aoc_framework.engine.puzzle_input import text_for
from aoc_framework.model.answer import Answer, AnswerTypeError, check_answer
from aoc_framework.model.day import NO_EXTRA, UNPASTED_EXAMPLE, DayCode, Example
from aoc_framework.model.durations import interrupted_after
from aoc_framework.model.errors import (
    AocError,
    DayCodeError,
    DayExitError,
    DayTimeLimit,
    InputError,
)
from aoc_framework.model.puzzle import PARTS, Part
from aoc_framework.model.results import PartResult, RunResult, Timing
from aoc_framework.model.text import one_line

#: The expected answer of each part (None: not known).
Expected = Callable[[Part], Answer]


def nothing_expected(part: Part) -> Answer:
    """No expected answer for any part."""
    return None


def timed(function: Callable[..., Any], *args: Any) -> tuple[Any, int, int | None]:
    """Call `function(*args)` once; its result, the nanoseconds it took and its peak
    memory (None unless `engine.memory.measured`).

    Every call of a day's code goes through here. A process the day forked (`os.fork()`,
    a daemon) comes back out of that code too, as a copy of this one: it would judge,
    report, submit and record the answer a second time, and run on after `aoc`. It ends
    here at once, unflushed (its buffers are the parent's, which prints them itself)."""
    pid = os.getpid()
    live = step_started()
    start = time.perf_counter_ns()
    try:
        value = function(*args)
    finally:
        if os.getpid() != pid:
            os._exit(0)
    ns = time.perf_counter_ns() - start
    return value, ns, step_peak(live)


#: The most of what a day prints that a run keeps (`keep_output`, the watch's runs): its
#: last lines, and as many of the first ones a slow run shows as it prints them. A day
#: printing in a loop scrolled every heading and verdict of the watch off the screen
#: (200 lines an input, a newcomer's morning); `aoc run` prints every line.
KEPT_OUTPUT_LINES = 20
#: Past this many characters kept, the oldest go (only the last lines are shown).
_KEPT_OUTPUT_CHARS = 1 << 20
#: A run still going after this long shows what it prints as it prints it.
LIVE_OUTPUT_AFTER_S = 1.0
#: Past its first `KEPT_OUTPUT_LINES` lines shown live, a run shows at most one line
#: this often (its latest): the day's progress, without the flood.
LIVE_LINE_EVERY_S = 1.0
#: What says where the lines left out are seen.
_ALL_LINES = "aoc run prints every line"


class _Printed(io.TextIOBase):
    """What the day prints during one run, its last `KEPT_OUTPUT_LINES` lines kept to be
    shown under the run's heading once it ends; a run still going after
    `LIVE_OUTPUT_AFTER_S` shows it on `live` from then on, under a line naming the run,
    so a slow or looping day's progress is seen while it runs: its first lines, then one
    a `LIVE_LINE_EVERY_S` at most."""

    def __init__(self, source: str, live: TextIO) -> None:
        self._source, self._live_stream = source, live
        self._pieces: list[str] = []
        self._size = 0
        self._dropped = 0  # lines of the pieces not told that went, over the size kept
        self._told = 0  # the pieces `new` has given
        self._live = False
        self._headed = False  # the live output's heading shown
        self._shown_live = 0  # lines shown live
        self._unshown = 0  # lines printed live and not shown
        self._line = ""  # the line being printed live
        self._next_live = 0.0  # when a line may be shown live again (time.monotonic)
        self._lock = threading.Lock()
        self._timer = threading.Timer(LIVE_OUTPUT_AFTER_S, self._go_live)
        self._timer.daemon = True
        self._timer.start()

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        with self._lock:
            if self._live:
                self._show_live(text)
            else:
                self._keep(text)
        return len(text)

    def _keep(self, text: str) -> None:
        self._pieces.append(text)
        self._size += len(text)
        if self._size > _KEPT_OUTPUT_CHARS:  # the oldest lines go (those told are shown)
            lines = "".join(self._pieces[self._told :]).split("\n")
            cut = max(len(lines) - KEPT_OUTPUT_LINES - 1, 0)
            self._dropped += cut
            self._pieces, self._told = ["\n".join(lines[cut:])], 0
            self._size = len(self._pieces[0])

    def _go_live(self) -> None:
        with self._lock:
            self._live = True
            if self._dropped:
                self._show_live(f"{_earlier(self._dropped)}\n")
            self._show_live("".join(self._pieces[self._told :]))  # not told yet
            self._pieces.clear()
            self._told = self._dropped = 0

    def _show_live(self, text: str) -> None:
        """`text` on the live stream, under the line naming the run the first time the
        run prints anything live (a run that prints nothing gets no heading): while
        fewer than `KEPT_OUTPUT_LINES` lines were shown, all of it; then its last whole
        line, at most one a `LIVE_LINE_EVERY_S`."""
        if not text:
            return
        if not self._headed:
            self._headed = True
            self._live_stream.write(f"{self._source}, still running, printed:\n")
        while text and self._shown_live < KEPT_OUTPUT_LINES:
            line, ends, text = text.partition("\n")
            self._live_stream.write(line + ends)
            self._shown_live += bool(ends)
        if text:
            *whole, self._line = (self._line + text).split("\n")
            self._unshown += len(whole)
            if whole and time.monotonic() >= self._next_live:
                self._next_live = time.monotonic() + LIVE_LINE_EVERY_S
                self._unshown -= 1
                self._live_stream.write(f"{whole[-1]}\n")
        self._live_stream.flush()

    def new(self) -> str:
        """What was kept since the last call (without a final newline), not shown live."""
        with self._lock:
            text = "".join(self._pieces[self._told :])
            self._told, dropped, self._dropped = len(self._pieces), self._dropped, 0
        return _last_lines(text, dropped)

    def text(self) -> str:
        """What was kept, not shown live: its last `KEPT_OUTPUT_LINES` lines, after a
        line saying how many went before; after a live run that left lines out, how
        many."""
        self._timer.cancel()
        with self._lock:
            unshown = self._unshown + bool(self._line)  # a last line never ended too
            if unshown:
                return f"({unshown} lines printed while it ran not shown: {_ALL_LINES})"
            return _last_lines("".join(self._pieces), self._dropped)


def _last_lines(text: str, dropped: int = 0) -> str:
    """The last `KEPT_OUTPUT_LINES` lines of `text`, after a line saying how many went
    before (`dropped` of them already)."""
    lines = text.splitlines()
    cut = max(len(lines) - KEPT_OUTPUT_LINES, 0)
    if not cut + dropped:
        return "\n".join(lines)
    return "\n".join([_earlier(cut + dropped), *lines[cut:]])


def _earlier(count: int) -> str:
    """The line that says how many lines printed before those shown are left out."""
    return f"({count} earlier lines: {_ALL_LINES})"


def run_day(
    solution_cls: type[DayCode],
    raw: str,
    source: str,
    parts: Sequence[Part] = PARTS,
    expected: Expected = nothing_expected,
    *,
    catch: bool = False,
    root: Path | None = None,
    used: bool = False,
    on_start: Callable[[str], None] | None = None,
    on_part: Callable[[RunResult], None] | None = None,
    extra: Mapping[str, Any] = NO_EXTRA,
    keep_output: bool = False,
) -> RunResult:
    """`_run_day`; with `keep_output`, what the day prints goes into the result's
    `output` (its last lines) instead of standard output, and each result `on_part`
    hears holds what was printed since the one before (shown above its part's line)."""
    if not keep_output:
        return _run_day(
            solution_cls, raw, source, parts, expected, catch, root, used, on_start, on_part, extra
        )
    printed = _Printed(source, sys.stdout)
    if on_part is not None:
        told = on_part
        on_part = lambda result: told(result._replace(output=printed.new()))  # noqa: E731
    with contextlib.redirect_stdout(printed):  # type: ignore[type-var]
        result = _run_day(
            solution_cls, raw, source, parts, expected, catch, root, used, on_start, on_part, extra
        )
    return result._replace(output=printed.text())


def _run_day(
    solution_cls: type[DayCode],
    raw: str,
    source: str,
    parts: Sequence[Part],
    expected: Expected,
    catch: bool,
    root: Path | None,
    used: bool,
    on_start: Callable[[str], None] | None,
    on_part: Callable[[RunResult], None] | None,
    extra: Mapping[str, Any],
) -> RunResult:
    """Run `parts` of the day on the input text `raw` and judge them against `expected`.
    `on_start` is given `source` before the day's code runs and `on_part` the result so
    far after each part (to show them at once); `extra` is what each instance sees as
    `self.extra` (an example's extra parameters).

    Each part gets a fresh instance and its own parse; every part after the first (and
    the first too when the day's module was `used` already) runs on a new import of the
    day's module, so globals and class attributes one part filled do not reach the next.
    A day that declares `shares_parse` is parsed once, its parts running on one instance
    and that one result (it promises its parts only read it).

    With `catch`, an exception from the day becomes a one-line error in the result
    (naming the line of the day's code under `root`); otherwise it propagates as a
    `DayCodeError`, so `aoc run` can show its traceback. A value that is not an answer
    is always its part's error, and the other part still runs."""
    text = text_for(solution_cls, raw)
    extra = MappingProxyType(dict(extra))  # read-only: the example's own stays as written
    parts = [Part(part) for part in parts]
    guard = _Guard(catch, root, day_name(solution_cls))
    if on_start is not None:
        on_start(source)
    if solution_cls.solves_both():
        if used:
            solution_cls = fresh_class(solution_cls)
        result = _run_solve(solution_cls, text, source, parts, expected, guard, extra)
        if on_part is not None:
            on_part(result)
        return result
    results = []
    parse_time: Timing | None = None
    parsed = _Call()
    for number, part in enumerate(parts):
        if parse_time is None or not solution_cls.shares_parse:
            if number > 0 or used:
                solution_cls = fresh_class(solution_cls)
            solution = solution_cls()
            solution.extra = extra
            parsed = guard.call(solution.parse, text)
            if parsed.error is not None:
                return RunResult(source, parse_error=parsed.error)
            parse_time = parse_time or Timing.once(parsed.ns, parsed.peak)
        # Part 2 failing as if part 1 left nothing behind, when part 1 raised too, is no
        # sign of the fresh instance: it is likely the same error.
        alone = not solution_cls.shares_parse and all(r.error is None for r in results)
        run = guard.call(solution.part(part), parsed.value, check=part, alone=alone)
        results.append(run.result(part, expected(part)))
        if on_part is not None:
            on_part(RunResult(source, tuple(results), parse_time))
    return RunResult(source, tuple(results), parse_time)


def _run_solve(
    solution_cls: type[DayCode],
    text: str,
    source: str,
    parts: Sequence[Part],
    expected: Expected,
    guard: "_Guard",
    extra: Mapping[str, Any],
) -> RunResult:
    """Both answers from one `solve` step, shown for the `parts` asked for."""
    solution = solution_cls()
    solution.extra = extra
    parsed = guard.call(solution.parse, text)
    if parsed.error is not None:
        return RunResult(source, parse_error=parsed.error)
    run = guard.call(solution.solve, parsed.value)  # type: ignore[attr-defined]
    answers: Sequence[Any] = (None, None)
    if run.error is None:
        answers = run.value if isinstance(run.value, (tuple, list)) else ()
        if len(answers) != 2:
            run = guard.fail(
                AnswerTypeError(
                    f"solve returned {type(run.value).__name__} {run.value!r:.40}; "
                    "return a pair (part 1's answer, part 2's answer)"
                )
            )
    results = []
    for part in parts:
        if run.error is not None:
            results.append(PartResult.failed(part, run.error, expected(part)))
            continue
        checked = guard.check(answers[part - 1], part)
        if checked.error is not None:
            results.append(PartResult.failed(part, checked.error, expected(part)))
        else:  # timed as the `solve` step, not part by part
            results.append(PartResult.judged(part, checked.value, expected(part)))
    parse_time, solve_time = Timing.once(parsed.ns, parsed.peak), Timing.once(run.ns, run.peak)
    return RunResult(source, tuple(results), parse_time, solve=solve_time)


#: What part 2 raises when it expected what part 1 left behind (an attribute set on the
#: instance, a global dict filled, a None replaced).
_LEFT_BEHIND = (AttributeError, KeyError, TypeError, NameError)

#: Said beside such an error: the rule that may have caused it (if it did: the error is
#: as often part 2's own, a key missing from its own dict), and the ways to share.
FRESH_INSTANCE_HINT = (
    "if part 2 counts on part 1's work: each part runs on a fresh instance; "
    "share it with solve() or shares_parse = True"
)


def _left_behind(error: Exception, data: Any) -> bool:
    """Whether part 2's `error` is of the kinds raised for what part 1 would have left
    behind; a missing key that is a piece of the input (`KeyError: 'two1nine'`, a line
    of it) is part 2's own lookup in its data, not part 1's leftover."""
    if not isinstance(error, _LEFT_BEHIND):
        return False
    key = error.args[0] if isinstance(error, KeyError) and error.args else None
    if not isinstance(key, str) or len(key) <= 2:
        return True
    try:  # the day's own data: its repr may be anything, and raise
        return key not in (data if isinstance(data, str) else repr(data))
    except Exception:
        return True


class _Call(NamedTuple):
    """What one guarded call gave: a value, its time and peak memory, or a one-line
    error."""

    value: Any = None
    ns: int = 0
    error: str | None = None
    peak: int | None = None

    def result(self, part: Part, expected: Answer) -> PartResult:
        if self.error is not None:
            return PartResult.failed(part, self.error, expected)
        return PartResult.judged(part, self.value, expected, Timing.once(self.ns, self.peak))


def day_name(solution_cls: type[DayCode]) -> str:
    """How messages name the day of `solution_cls`: `2023 day 7`, else its class name."""
    year, day = getattr(solution_cls, "year", None), getattr(solution_cls, "day", None)
    return f"{year} day {day}" if year and day else solution_cls.__name__


class _Guard:
    """Calls the day's code, turning its exceptions into errors when `catch` is set."""

    __slots__ = ("catch", "day", "root")

    def __init__(self, catch: bool, root: Path | None, day: str) -> None:
        self.catch = catch
        self.root = root
        self.day = day

    def call(
        self,
        function: Callable[..., Any],
        arg: Any,
        check: Part | None = None,
        alone: bool = False,
    ) -> _Call:
        """Call `function(arg)`; `check`: the part whose answer it returns; `alone`: the
        part runs on an instance of its own (see `FRESH_INSTANCE_HINT`)."""
        try:
            value, ns, peak = timed(function, arg)
            if check is not None:
                value = check_answer(value, check)
        except MemoryError:
            raise  # the worker reports it as the day's, not as one part's error
        except Exception as error:
            left_behind = alone and check is Part.TWO and _left_behind(error, arg)
            return self.fail(error, FRESH_INSTANCE_HINT if left_behind else None)
        except SystemExit as error:  # exit() in a day would end aoc as a success
            exited = DayExitError(f"the day called exit({error.code!r}) instead of returning")
            return self.fail(exited.with_traceback(error.__traceback__))
        return _Call(value, ns, peak=peak)

    def check(self, value: object, part: Part) -> _Call:
        """`value` as `part`'s answer, or the error saying why it is none."""
        try:
            return _Call(check_answer(value, part))
        except AnswerTypeError as error:
            return self.fail(error)

    def fail(self, error: Exception, hint: str | None = None) -> _Call:
        if not self.catch and not isinstance(error, AnswerTypeError):
            if isinstance(error, AocError):
                raise error  # a malformed input, say: one line and its exit code
            raise DayCodeError(self.day, error, hint) from error
        described = describe(error, self.root or Path.cwd())
        return _Call(error=described if hint is None else f"{described}; {hint}")


def describe(error: BaseException, root: Path) -> str:
    """One line for an exception raised by a day: its type and message, and the
    innermost line of the project's code it came from (user errors: just the message).
    The message may quote the day's input: it comes out `one_line`, as text."""
    return one_line(_described(error, root))


def _described(error: BaseException, root: Path) -> str:
    if isinstance(error, DayCodeError):
        error = error.error
    if isinstance(error, AocError):
        return str(error)
    if isinstance(error, SyntaxError) and error.filename and error.lineno:
        # Where the code does not parse, rather than where the import of it started.
        where = _relative(error.filename, root) or error.filename
        return f"{type(error).__name__}: {error.msg} ({where}:{error.lineno})"
    text = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    text = " ".join(text.split())
    import traceback  # here, not on `aoc run`'s start: only a day that raises needs it

    frames = traceback.extract_tb(error.__traceback__)
    inside = [frame for frame in frames if _relative(frame.filename, root) is not None]
    if inside:
        frame = inside[-1]
        text += f" ({_relative(frame.filename, root)}:{frame.lineno})"
    return text


#: The `(file:line)` that ends what `describe` says, when it names one.
_LOCATION = re.compile(r" \(([^()]+):(\d+)\)$")


def described_location(description: str) -> tuple[str, int] | None:
    """The file and line that a `describe` text ends with, if any."""
    found = _LOCATION.search(description)
    return (found[1], int(found[2])) if found else None


def _relative(filename: str, root: Path) -> str | None:
    """`filename` relative to the project at `root`, when it is of the project's own
    code (not of a virtual environment kept there: a library's line is not the day's)."""
    if filename.startswith("<"):  # <frozen importlib._bootstrap>, <string>: no file
        return None
    path, folder = Path(filename).resolve(), root.resolve()
    return str(path.relative_to(folder)) if is_project_file(str(path), folder) else None


class ExampleCase(NamedTuple):
    """One example as it is run: its label, its text, the parts it applies to, and its
    position in the day's `examples` (from 1)."""

    label: str
    text: str
    parts: tuple[Part, ...]
    example: Example
    number: int
    #: Still the template's placeholder (`UNPASTED_EXAMPLE`): nothing to run yet.
    unpasted: bool = False


def example_label(example: Example, number: int) -> str:
    """How results name an example: its name (as text on one line), else "example N"
    (N from 1)."""
    return one_line(example.name) or f"example {number}"


def taken_from_page(solution_cls: type[DayCode]) -> dict[str, bool]:
    """The labels of the day's examples the extractor took from the page and the user
    has not checked yet (`Example.from_page`), each with whether it was only a guess."""
    return {label: example.guessed for label, example in _from_page(solution_cls)}


def without_extra(solution_cls: type[DayCode]) -> tuple[str, ...]:
    """The labels of the day's examples taken from the page that hold no `extra`: a
    value the page gives one alone is then nowhere but, perhaps, in the day's code."""
    return tuple(label for label, example in _from_page(solution_cls) if not example.extra)


def _from_page(solution_cls: type[DayCode]) -> list[tuple[str, Example]]:
    """The day's examples taken from the page and not checked yet, each by its label."""
    examples = solution_cls.examples if not isinstance(solution_cls.examples, Example) else ()
    return [
        (example_label(example, number), example)
        for number, example in enumerate(examples, start=1)
        if example.from_page
    ]


def guessed_examples(solution_cls: type[DayCode]) -> tuple[str, ...]:
    """The labels of the day's examples the extractor guessed from the page."""
    return guessed(taken_from_page(solution_cls).items())


def guessed(taken: Iterable[tuple[str, bool]]) -> tuple[str, ...]:
    """The labels of those of the examples `taken` from the page (label, guessed?) that
    are guesses."""
    return tuple(label for label, guess in taken if guess)


def run_candidates(
    solution_cls: type[DayCode],
    candidates: Sequence[Example],
    parts: Sequence[Part],
    *,
    root: Path | None = None,
) -> tuple[RunResult, ...]:
    """The day's `parts` on each of `candidates` (blocks of the page the extractor did
    not pick, named by `Example.name`), judged against the answers the page states for
    them: what tells a guessed example that is the wrong block from code that is wrong.
    A candidate the day declares as an example already is left out.
    Errors are caught; what the day prints is dropped; a candidate still running after
    `CANDIDATE_LIMIT_S` is stopped (a block that is no input may loop the day forever),
    and none is tried once they have taken `CANDIDATES_LIMIT_S` in all."""
    declared = {case.text.strip() for case in example_cases(solution_cls, keep_unpasted=True)}
    results = []
    deadline = time.monotonic() + CANDIDATES_LIMIT_S
    for candidate in candidates:
        applicable = [part for part in parts if candidate.applies_to(part)]
        if not applicable or candidate.input.strip() in declared | {""}:
            continue
        limit = min(CANDIDATE_LIMIT_S, deadline - time.monotonic())
        if limit <= 0:
            break
        try:
            with interrupted_after(limit, DayTimeLimit):
                result = run_day(
                    solution_cls,
                    candidate.input,
                    candidate.name,
                    applicable,
                    candidate.expected,
                    catch=True,
                    root=root,
                    used=True,
                    extra=candidate.extra,
                    keep_output=True,
                )
        except DayTimeLimit:
            stopped = f"still running after {limit:.3g} s: stopped"
            failed = (PartResult.failed(p, stopped, candidate.expected(p)) for p in applicable)
            result = RunResult(candidate.name, tuple(failed))
        results.append(result._replace(output=""))
    return tuple(results)


#: How long the day may run on one of the page's other candidates (`run_candidates`).
CANDIDATE_LIMIT_S = 5.0
#: How long all of them may take together: as long as three stopped ones did.
CANDIDATES_LIMIT_S = 3 * CANDIDATE_LIMIT_S


def example_cases(
    solution_cls: type[DayCode], parts: Sequence[Part] = PARTS, *, keep_unpasted: bool = False
) -> list[ExampleCase]:
    """The day's examples that apply to any of `parts`, each with the parts it applies to.

    Raises `InputError` when the day declares no examples or an example is empty, or is
    still the template's placeholder, unless `keep_unpasted`: then its case is marked."""
    if isinstance(solution_cls.examples, Example):  # it would iterate as its fields
        raise InputError(
            f"{solution_cls.__name__}.examples must be a tuple: examples = (Example(...),)"
        )
    if not solution_cls.examples:
        raise InputError(
            f"{solution_cls.__name__} declares no examples; add "
            "examples = (Example(...),) to its class"
        )
    cases = []
    for number, example in enumerate(solution_cls.examples, start=1):
        label = example_label(example, number)
        applicable = tuple(part for part in parts if example.applies_to(part))
        if applicable:
            if not example.input.strip():
                raise InputError(
                    f"{label} of {solution_cls.__name__} is empty: an example is run on its "
                    "text, and there is none; paste the puzzle's in, or remove it"
                )
            unpasted = example.input.strip() == UNPASTED_EXAMPLE
            if unpasted and not keep_unpasted:
                raise InputError(
                    f"{label} of {solution_cls.__name__} is still the template's "
                    f'"{UNPASTED_EXAMPLE}"; paste the puzzle\'s example in'
                )
            cases.append(ExampleCase(label, example.input, applicable, example, number, unpasted))
    return cases


def run_examples(
    solution_cls: type[DayCode],
    parts: Sequence[Part] = PARTS,
    *,
    catch: bool = False,
    root: Path | None = None,
    used: bool = False,
    on_start: Callable[[str], None] | None = None,
    on_part: Callable[[RunResult], None] | None = None,
    keep_output: bool = False,
) -> list[RunResult]:
    """Run the day on each of its examples, each part only where the example applies
    (each example on a new import of the day's module but the first, unless `used`).
    `on_start`, `on_part` and `keep_output` are as for `run_day`, for each example. With
    `catch` (many days at once), an example still the template's placeholder is not run:
    its parts are not solved, under a label saying so; without, it raises `InputError`."""
    results: list[RunResult] = []
    ran = used
    for case in example_cases(solution_cls, parts, keep_unpasted=catch):
        if case.unpasted:  # a new day: its parts are not solved, as a run would find
            parts_ = tuple(PartResult(part) for part in case.parts)
            results.append(RunResult(f"{case.label} (not pasted yet)", parts_))
            if on_part is not None:
                on_part(results[-1])
            continue
        result = run_day(
            solution_cls,
            case.text,
            case.label,
            case.parts,
            case.example.expected,
            catch=catch,
            root=root,
            used=ran,
            on_start=on_start,
            on_part=on_part,
            extra=case.example.extra,
            keep_output=keep_output,
        )
        results.append(result)
        ran = True
    return results
