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
"""

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, NamedTuple

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
from aoc_framework.model.durations import interrupted_after
from aoc_framework.model.errors import (
    AocError,
    AuthError,
    DayTimeLimit,
    DayTimeoutError,
    UsageError,
)
from aoc_framework.model.puzzle import PARTS, Part, PuzzleDay, is_unlocked
from aoc_framework.model.results import Doubt, RunResult, doubts_of

if TYPE_CHECKING:
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
    """How the face follows the run: a `note` to show at once (why this day, why the
    examples), the day's heading, each input's start and each part as it finishes;
    `input_of`, the day's input cached or fetched (the face shows the fetching its own
    way), and `has_token`, whether a session token is there to fetch it."""

    input_of: Callable[["Project", PuzzleDay], str]
    has_token: Callable[[], bool]
    note: Callable[[str], None] = lambda text: None
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
    from aoc_framework.authoring.today import resolve_day, why_chosen

    puzzle = resolve_day(project, request.year, request.day)
    if request.year is None and request.day is None:
        hooks.note(why_chosen(puzzle))
    variant, solution = _solution(project, puzzle, request)
    if variant != MAIN:
        hooks.note(f"running the solution {variant.name} of {puzzle}, not its main one")
    request = request._replace(variant=None if variant == MAIN else variant.name)
    return run_class(solution, puzzle, request, project, hooks)


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
    from aoc_framework.authoring.today import resolve_day, why_chosen

    puzzle = resolve_day(projects[0], request.year, request.day)
    if request.year is None and request.day is None:
        hooks_of(projects[0]).note(why_chosen(puzzle))
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
) -> RunReport:
    """`run` with the day's class loaded (the Python API has it already). An exception
    of the day's code is raised as `DayCodeError`: the face shows its traceback."""
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
    profiler = None
    if request.profile:
        from aoc_framework.engine.profile import PartProfiler  # cProfile: only when asked

        profiler = PartProfiler(project.root)
        on_start, on_part = profiler.follow(hooks.on_start, hooks.on_part)
        hooks = hooks._replace(on_start=on_start, on_part=on_part)
    growth = PeakGrowth()
    try:
        with _stopped_after(request.day_timeout_s, heading):
            results = _results(solution_cls, puzzle, request, project, hooks)
    finally:
        if profiler is not None:
            profiler.stop()  # the day raised, or ran out of time: its profile goes on no more
    peak_rss_growth = growth.bytes()
    if not results:
        _nothing_ran(puzzle, request, heading, without_token)
    profiles: tuple[StepProfile, ...] = ()
    if profiler is not None:
        profiles = profiler.write(
            lambda step: project.profile_path(puzzle, step, on_examples, request.variant),
            project.write_private,
        )
    return RunReport(
        puzzle,
        heading,
        tuple(results),
        on_examples,
        _doubts(solution_cls, puzzle, project, results) if on_examples else (),
        request.input == OWN_INPUT and puzzle.is_last and Part.TWO in request.parts,
        peak_rss_growth,
        profiles,
    )


def _title_of(solution_cls: "type[DayCode]") -> str:
    """The heading of a day's runs: `2023 day 7: Camel Cards`."""
    name = day_name(solution_cls)
    return f"{name}: {title_of(solution_cls)}" if solution_cls.title else name


def expected_answers(project: "Project", puzzle: PuzzleDay) -> Expected:
    """The verified answers of `puzzle` in the project's answers.toml, by part."""
    from aoc_framework.project.answers import KnownAnswers

    known = KnownAnswers.of(project)
    return lambda part: known.get(puzzle, part)


def _results(
    solution_cls: "type[DayCode]",
    puzzle: PuzzleDay,
    request: RunRequest,
    project: "Project",
    hooks: RunHooks,
) -> list[RunResult]:
    follow = {"on_start": hooks.on_start, "on_part": hooks.on_part}
    if request.input == EXAMPLES:
        return run_examples(solution_cls, request.parts, **follow)
    if isinstance(request.input, GivenInput):
        given = request.input
        return [run_day(solution_cls, given.text, given.source, request.parts, **follow)]
    raw = hooks.input_of(project, puzzle)
    source = project.relative(project.input_path(puzzle))
    parts = tuple(p for p in request.parts if p in puzzle.answered_parts)
    expected = expected_answers(project, puzzle)
    return [run_day(solution_cls, raw, source, parts, expected, **follow)]


def examples_for_want_of_token(
    project: "Project",
    puzzle: PuzzleDay,
    *,
    submit: bool,
    has_token: Callable[[], bool],
    note: Callable[[str], None],
) -> bool:
    """Whether the day must keep to its examples: its input is not cached and there is
    no session token to fetch it. The examples are what can be checked on a new machine,
    so they run, after a note saying why; submitting needs the token itself
    (`AuthError`, exit 5). A locked day has no examples yet: the unlock's rules come
    first. The one rule of `aoc run`, `aoc watch` and `aoc today`."""
    if project.input_path(puzzle).is_file() or not is_unlocked(puzzle.year, puzzle.day):
        return False
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


def _doubts(
    solution_cls: "type[DayCode]", puzzle: PuzzleDay, project: "Project", results: list[RunResult]
) -> tuple[Doubt, ...]:
    """The wrong answers on examples the extractor took from the page and the user has
    not checked yet (`Example.from_page`); where one was a guess, the day is run on the
    page's other candidates (its cached page), to tell a wrong block from wrong code."""
    taken = taken_from_page(solution_cls)
    found = doubts_of(results, taken)
    doubted = tuple(dict.fromkeys(doubt.result.part for doubt in found if doubt.guessed))
    if not doubted:
        return tuple(found)
    from aoc_framework.authoring.page_examples import page_candidates

    candidates = page_candidates(project, puzzle)
    ran = run_candidates(solution_cls, candidates, doubted, root=project.root)
    return tuple(doubts_of(results, taken, ran))


@contextmanager
def _stopped_after(seconds: float | None, heading: str) -> Iterator[None]:
    """The day's code, stopped after `seconds` (`--day-timeout`) with one line."""
    try:
        with interrupted_after(seconds, DayTimeLimit):
            yield
    except DayTimeLimit:
        raise DayTimeoutError(
            f"{heading} was still running after {seconds:g} s; stopped (--day-timeout)"
        ) from None
