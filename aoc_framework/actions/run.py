"""`aoc run` and `Day.run()`: one day, on its examples, a given input or its own input.

The one policy of running a day, whichever face asks: which day (the one named, else
today's or the latest), which input (the examples; a file or text given; else the
cached input, fetched when missing, and without a session token the examples instead),
which parts (the final day's part 2 is the free star: never run on the input),
which expected answers (the examples' own; answers.toml for the cached input; none for
a given input), and whether each part runs under cProfile (`profile`: the profiles are
written under the project's `.aoc-cache/profiles/`).

With several accounts (`run_on_every_account`), the day runs on each account's own
input, never on the examples instead, and an account it cannot run on (no input, no
token) holds back none of the others.

`aoc run` runs the day in a worker process, supervised as every command's days are
(`engine.workers.run_here`: its time limit from its start, every process it started
killed with it, no session token in its environment, its end never `aoc`'s); each part
still shows as it ends. The Python API (`Day.run()`) runs it in the caller's process,
where its exception is raised as itself, in the caller's debugger.
"""

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

from aoc_framework.engine.discovery import load_solution, variant_named
from aoc_framework.engine.memory import PeakGrowth
from aoc_framework.engine.puzzle_input import read_input
from aoc_framework.engine.run import (
    Expected,
    day_name,
    run_candidates,
    run_day,
    run_examples,
    taken_from_page,
)
from aoc_framework.model.day import MAIN, Variant, title_of
from aoc_framework.model.errors import (
    AocError,
    AuthError,
    DayCodeError,
    DayCrashError,
    DayTimeoutError,
    UsageError,
)
from aoc_framework.model.puzzle import PARTS, Part, PuzzleDay, is_unlocked
from aoc_framework.model.results import Doubt, RunResult, Verdict, doubts_of

if TYPE_CHECKING:
    from pathlib import Path

    from aoc_framework.engine.profile import StepProfile
    from aoc_framework.model.day import DayCode
    from aoc_framework.project.layout import Project

#: `RunRequest.input`: run on the day's published examples.
EXAMPLES = "examples"
#: `RunRequest.input`: run on the day's own input (cached, else fetched).
OWN_INPUT = "own input"


class GivenInput(NamedTuple):
    """`RunRequest.input`: run on this text, named `source` in the results."""

    text: str
    source: str

    @classmethod
    def from_file(cls, path: str) -> "GivenInput":
        """The text of the file at `path` (`-`: standard input)."""
        return cls(read_input(path), "stdin" if path == "-" else path)


class RunRequest(NamedTuple):
    """What to run: the day (`year` and `day`, both or neither for the default day),
    on which input, which parts, and for how long at most."""

    year: int | None = None
    day: int | None = None
    input: "str | GivenInput" = OWN_INPUT
    parts: tuple[Part, ...] = PARTS
    #: Seconds after which the day is stopped (`DayTimeoutError`); None: no limit.
    day_timeout_s: float | None = None
    #: Whether the session token will be needed after the run (`aoc run --submit`):
    #: then a missing token is an `AuthError`, never a run of the examples instead.
    submit: bool = False
    #: Run each part under cProfile, and write and report its profile.
    profile: bool = False
    #: Which solution of the day to run, by its name (`discovery.variant_named`;
    #: None: the main one).
    variant: str | None = None


class RunHooks(NamedTuple):
    """How the face follows the run: what it `said` at once (which day and why, which
    solution), a `note` to show at once (a warning: the examples only, for want of a
    token), the day's heading, each input's start and each part as it finishes;
    `input_of`, the day's input cached or fetched (the face shows the fetching its own
    way), and `has_token`, whether a session token is there to fetch it."""

    input_of: Callable[["Project", PuzzleDay], str]
    has_token: Callable[[], bool]
    note: Callable[[str], None] = lambda text: None
    said: Callable[[str], None] = lambda text: None
    on_heading: Callable[[str], None] = lambda heading: None
    on_start: Callable[[str], None] | None = None
    on_part: Callable[[RunResult], None] | None = None


class RunReport(NamedTuple):
    """What ran and how it went."""

    puzzle: PuzzleDay
    heading: str
    results: tuple[RunResult, ...]
    #: Ran on the examples (asked for, or for want of a session token).
    on_examples: bool
    #: Each wrong answer on an example the extractor took from the page (a guess's with
    #: the day's runs on the page's other candidates).
    doubts: tuple[Doubt, ...]
    #: The final day's part 2 was asked for on the input: the free star.
    free_star: bool
    #: How much the process's peak resident set grew while the day ran, in bytes
    #: (`engine.memory.PeakGrowth`; 0 when it stayed under what the process had held
    #: before; None where the platform does not say).
    peak_rss_growth: int | None = None
    #: With `RunRequest.profile`: each step's profile, in the order the steps ran.
    profiles: "tuple[StepProfile, ...]" = ()

    @property
    def ok(self) -> bool:
        """No part failed or gave a wrong answer."""
        return all(result.ok for result in self.results)


def run(request: RunRequest, project: "Project", hooks: RunHooks) -> RunReport:
    """Run the day `request` names in `project` (see the module's docstring)."""
    from aoc_framework.actions.day import which_day

    chosen = which_day(project, request.year, request.day)
    puzzle = chosen.puzzle
    if chosen.why is not None:
        hooks.said(chosen.why)
    variant, solution = _solution(project, puzzle, request)
    if variant != MAIN:
        hooks.said(f"running the solution {variant.name} of {puzzle}, not its main one")
    request = request._replace(variant=None if variant == MAIN else variant.name)
    return run_class(solution, puzzle, request, project, hooks, supervised=True)


def _solution(
    project: "Project", puzzle: PuzzleDay, request: RunRequest
) -> "tuple[Variant, type[DayCode]]":
    """The solution of `puzzle` the request names, and its class (`load_solution`)."""
    variant = MAIN if request.variant is None else variant_named(project, puzzle, request.variant)
    return variant, load_solution(project, puzzle, variant)


class AccountRun(NamedTuple):
    """The day on one account's input: its report, or why it could not run there."""

    account: str
    report: RunReport | None
    error: AocError | None = None

    @property
    def ok(self) -> bool:
        return self.report is not None and self.report.ok


class AccountsReport(NamedTuple):
    """The day on every account's input, an `AccountRun` each, in the accounts' order."""

    puzzle: PuzzleDay
    runs: tuple[AccountRun, ...]

    @property
    def heading(self) -> str:
        """The day's heading, with its title when a run read it."""
        return next((run.report.heading for run in self.runs if run.report), str(self.puzzle))

    @property
    def ok(self) -> bool:
        """Every account's run ran, and no part failed or was wrong."""
        return all(run.ok for run in self.runs)


def run_on_every_account(
    request: RunRequest,
    projects: "Sequence[Project]",
    hooks_of: "Callable[[Project], RunHooks]",
    on_done: Callable[[AccountRun], None] = lambda run: None,
) -> AccountsReport:
    """The day `request` names on each of `projects` (the project seen through each
    account) in turn, on that account's own input, each told to `on_done` as it ends;
    the day is chosen once, from the first. `UsageError` for a request of another
    input."""
    if request.input != OWN_INPUT or request.submit or request.profile:
        raise UsageError(
            "--all-accounts runs each account's own input: drop --example, --input, "
            "--submit and --profile (submit or profile one account with --account NAME)"
        )
    from aoc_framework.actions.day import which_day

    chosen = which_day(projects[0], request.year, request.day)
    puzzle = chosen.puzzle
    if chosen.why is not None:
        hooks_of(projects[0]).said(chosen.why)
    request = request._replace(year=puzzle.year, day=puzzle.day)
    # The day's code is every account's: one that cannot load fails once, as in `run`.
    _solution(projects[0], puzzle, request)
    runs = []
    for project in projects:
        # Never the examples instead: an account without a token says so in its place.
        hooks = hooks_of(project)._replace(has_token=lambda: True)
        try:
            runs.append(AccountRun(project.account.name, run(request, project, hooks)))
        except AocError as error:
            runs.append(AccountRun(project.account.name, None, error))
        on_done(runs[-1])
    return AccountsReport(puzzle, tuple(runs))


def run_class(
    solution_cls: "type[DayCode]",
    puzzle: PuzzleDay,
    request: RunRequest,
    project: "Project",
    hooks: RunHooks,
    *,
    supervised: bool = False,
) -> RunReport:
    """`run` with the day's class loaded (the Python API has it already): in this
    process, or `supervised` in a worker of its own (`aoc run`, see the module's
    docstring). An exception of the day's code is raised as `DayCodeError`: the face
    shows its traceback."""
    if request.input == OWN_INPUT and examples_for_want_of_token(
        project, puzzle, submit=request.submit, has_token=hooks.has_token, note=hooks.note
    ):
        request = request._replace(input=EXAMPLES)
        without_token = True
    else:
        without_token = False
    heading = _title_of(solution_cls)
    hooks.on_heading(heading)
    on_examples = request.input == EXAMPLES
    judged = _judged_by_site(project, puzzle, hooks) if request.input == OWN_INPUT else None
    if judged is not None and hooks.on_part is not None:
        shown = hooks.on_part
        hooks = hooks._replace(on_part=lambda result: shown(judged(result)))
    # The input is read (or fetched) here, before the day starts: not in its time.
    runs = _runs(solution_cls, puzzle, request, project, hooks)
    profile_path = None
    if request.profile:
        profile_path = partial(
            project.profile_path, puzzle, on_examples=on_examples, variant=request.variant
        )
    day = _DayRun(project, puzzle, runs, profile_path, solution_cls if on_examples else None)
    if supervised:
        ran = _supervised(day, request.day_timeout_s, heading, hooks)
    else:
        ran = day.ran(hooks.on_start, hooks.on_part)
    results = [judged(result) for result in ran.results] if judged else list(ran.results)
    if not results:
        _nothing_ran(puzzle, request, heading, without_token)
    return RunReport(
        puzzle,
        heading,
        tuple(results),
        on_examples,
        tuple(doubts_of(results, taken_from_page(solution_cls), ran.other_blocks))
        if on_examples
        else (),
        request.input == OWN_INPUT and puzzle.is_last and Part.TWO in request.parts,
        ran.peak_rss_growth,
        ran.profiles,
    )


def _judged_by_site(
    project: "Project", puzzle: PuzzleDay, hooks: RunHooks
) -> Callable[[RunResult], RunResult]:
    """What marks a `?` answer of the day's own input that the site judged wrong before
    (aocd's record: `aoc submit`, a watch), as the watch marks it: read once, and only
    for a `?` answer with a session token (aocd is imported then alone)."""
    read: list[Any] = []

    def judged(result: RunResult) -> RunResult:
        unknown = any(part.verdict is Verdict.UNKNOWN for part in result.parts)
        if not unknown or not hooks.has_token():
            return result
        if not read:
            # start-up time: the watch's record of submissions, for a `?` answer alone
            from aoc_framework.authoring.watch import SubmittedAnswers

            read.append(SubmittedAnswers())
            read[0].recall(project, puzzle)
        return read[0].judged(result)

    return judged


def _title_of(solution_cls: "type[DayCode]") -> str:
    """The heading of a day's runs: `2023 day 7: Camel Cards`."""
    name = day_name(solution_cls)
    return f"{name}: {title_of(solution_cls)}" if solution_cls.title else name


def expected_answers(project: "Project", puzzle: PuzzleDay) -> Expected:
    """The verified answers of `puzzle` in the project's answers.toml, by part."""
    from aoc_framework.project.answers import KnownAnswers

    known = KnownAnswers.of(project)
    return lambda part: known.get(puzzle, part)


#: The runs of a day, its input decided: called with the hooks that follow them
#: (`on_start`, `on_part`), it runs the day and returns each input's result.
_Runs = Callable[..., "list[RunResult]"]


def _runs(
    solution_cls: "type[DayCode]",
    puzzle: PuzzleDay,
    request: RunRequest,
    project: "Project",
    hooks: RunHooks,
) -> _Runs:
    """The day's runs on the input `request` asks for (its own: read now, fetched if
    need be)."""
    if request.input == EXAMPLES:
        return partial(run_examples, solution_cls, request.parts)
    if isinstance(request.input, GivenInput):
        given = request.input
        return lambda **follow: [
            run_day(solution_cls, given.text, given.source, request.parts, **follow)
        ]
    raw = hooks.input_of(project, puzzle)
    source = project.relative(project.input_path(puzzle))
    parts = tuple(p for p in request.parts if p in puzzle.answered_parts)
    expected = expected_answers(project, puzzle)
    return lambda **follow: [run_day(solution_cls, raw, source, parts, expected, **follow)]


class _Ran(NamedTuple):
    """What the day's runs gave (see `RunReport`)."""

    results: tuple[RunResult, ...]
    peak_rss_growth: int | None
    profiles: "tuple[StepProfile, ...]"
    #: The runs on the page's other blocks, where a guessed example failed (`_Doubts`).
    other_blocks: tuple[RunResult, ...] = ()


class _Raised(NamedTuple):
    """A user error the day's run raised in its worker, to be raised again in `aoc`:
    its type and its line (the error itself may hold what does not pickle)."""

    kind: type[AocError]
    message: str

    def error(self) -> AocError:
        error = self.kind.__new__(self.kind)
        Exception.__init__(error, self.message)
        return error


class _DayRun(NamedTuple):
    """`aoc run`'s day in its worker, a fork of `aoc` (`engine.workers.run_here`): only
    what it returns crosses to `aoc` (a `workers.Task`)."""

    project: "Project"
    puzzle: PuzzleDay
    runs: _Runs
    #: Where each step's profile goes (None: the runs are not profiled).
    profile_path: "Callable[[str], Path] | None" = None
    #: Whose guessed examples, when they fail, are checked against the page's other
    #: blocks, in this same process (None: the runs are on the input).
    doubted: "type[DayCode] | None" = None

    def run(self) -> "_Ran | _Raised | DayCodeError":
        from aoc_framework.engine.workers import report_progress

        def on_start(source: str) -> None:
            report_progress(("start", source))

        def on_part(result: RunResult) -> None:
            report_progress(("part", result))

        try:
            return self.ran(on_start, on_part)
        except AocError as error:
            return _Raised(type(error), str(error))
        except DayCodeError as error:
            return error  # pickled with its traceback as text (`DayCodeError.__reduce__`)

    def ran(
        self,
        on_start: Callable[[str], None] | None,
        on_part: Callable[[RunResult], None] | None,
    ) -> _Ran:
        """The runs, in this process, each part told to `on_part` as it ends; each
        under cProfile, its profile written, with a `profile_path`."""
        profiler = None
        if self.profile_path is not None:
            from aoc_framework.engine.profile import PartProfiler  # cProfile: only when asked

            profiler = PartProfiler(self.project.root)
            on_start, on_part = profiler.follow(on_start, on_part)
        growth = PeakGrowth()
        try:
            results = self.runs(on_start=on_start, on_part=on_part)
        finally:
            if profiler is not None:
                profiler.stop()  # the day raised: its profile goes on no more
        peak_rss_growth = growth.bytes()
        profiles: tuple[StepProfile, ...] = ()
        if profiler is not None and self.profile_path is not None:
            profiles = profiler.write(self.profile_path, self.project.write_private)
        return _Ran(tuple(results), peak_rss_growth, profiles, self._other_blocks(results))

    def _other_blocks(self, results: list[RunResult]) -> tuple[RunResult, ...]:
        """Where a guessed example gave a wrong answer, the day on the page's other
        blocks (its cached page), to tell a wrong block from wrong code: the day's code,
        so here, in the day's process, under its supervisor."""
        if self.doubted is None:
            return ()
        taken = taken_from_page(self.doubted)
        guessed = (doubt.result.part for doubt in doubts_of(results, taken) if doubt.guessed)
        parts = tuple(dict.fromkeys(guessed))
        if not parts:
            return ()
        from aoc_framework.authoring.page_examples import page_candidates

        candidates = page_candidates(self.project, self.puzzle)
        return run_candidates(self.doubted, candidates, parts, root=self.project.root)


def _supervised(day: _DayRun, seconds: float | None, heading: str, hooks: RunHooks) -> _Ran:
    """The day's runs in a worker of its own, each part shown as it ends; what it
    raised, raised here; a worker that ran past `seconds` or gave no result, one line."""
    from aoc_framework.engine.workers import FailureKind, run_here
    from aoc_framework.project.settings import Limits

    def follow(progress: tuple[str, Any]) -> None:
        what, value = progress
        hook = hooks.on_start if what == "start" else hooks.on_part
        if hook is not None:
            hook(value)

    limits = Limits(float("inf") if seconds is None else seconds, None, 1)
    outcome = run_here(day, limits, follow)
    if outcome.failure is not None:
        if outcome.failure.kind is FailureKind.TIMEOUT:
            raise DayTimeoutError(
                f"{heading} was still running after {seconds:g} s; stopped (--day-timeout)"
            )
        raise DayCrashError(f"{heading} gave no answer ({outcome.failure})")
    if isinstance(outcome.value, _Raised):
        raise outcome.value.error()
    if isinstance(outcome.value, DayCodeError):
        raise outcome.value
    return outcome.value


def examples_for_want_of_token(
    project: "Project",
    puzzle: PuzzleDay,
    *,
    submit: bool,
    note: Callable[[str], None],
    has_token: Callable[[], bool] | None = None,
) -> bool:
    """Whether the day must keep to its examples: its input is not cached and there is
    no session token to fetch it (`has_token`, by default the project's account's,
    `site.session_token.has_token`). The examples are what can be checked on a new
    machine, so they run, after a note saying why; submitting needs the token itself
    (`AuthError`, exit 5). A locked day has no examples yet: the unlock's rules come
    first. The one rule of `aoc run`, `aoc watch` and `aoc today`."""
    if project.input_path(puzzle).is_file() or not is_unlocked(puzzle.year, puzzle.day):
        return False
    if has_token is None:
        from aoc_framework.site.session_token import has_token as account_has_token

        has_token = partial(account_has_token, project.account)
    if has_token():
        return False
    if submit:
        raise AuthError(_without_token(puzzle, " and submit"))
    note(_without_token(puzzle, ": its examples only"))
    return True


def _without_token(puzzle: PuzzleDay, then: str) -> str:
    """The line that says there is no session token to fetch `puzzle`'s input, `then`
    what follows from it, and how to set one."""
    from aoc_framework.site.session_token import how_to_set

    return f"no session token to fetch the input of {puzzle}{then}; {how_to_set()}"


def _nothing_ran(puzzle: PuzzleDay, request: RunRequest, heading: str, without_token: bool) -> None:
    """Why no run happened, as the error it is."""
    if without_token:
        raise AuthError(_without_token(puzzle, ", and no example to run instead"))
    part = " or ".join(str(int(p)) for p in request.parts)
    raise UsageError(f"no example of {heading} has an expected answer for part {part}")
