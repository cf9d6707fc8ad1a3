"""`aoc new` (and the step of `aoc today` that writes the day): a day's module from the
template with what its page gives, or a module written without the page completed; the
input fetched first when asked, after the unlock when asked to wait."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path

from aoc_framework.actions.progress import SlowStep, unnoticed
from aoc_framework.authoring.new import FromPage, check_new, complete_day, from_page, new_day
from aoc_framework.model.errors import AocError, UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.fetch import (
    Countdown,
    FoundInput,
    Retrying,
    catching_up,
    check_token_before_the_wait,
    ensure_input,
    wait_for_unlock,
)
from aoc_framework.site.session_token import has_token


@dataclass(frozen=True)
class NewRequest:
    """The day to write. `force`: replace its module; `offline`: never ask for its page;
    `fetch`: also its input; `wait`: fetch at its unlock (with `fetch` only); `style`:
    a class or functions (None: the project's `[tool.aoc] style`)."""

    puzzle: PuzzleDay
    force: bool = False
    offline: bool = False
    fetch: bool = False
    wait: bool = False
    style: str | None = None


class Written(Enum):
    """What became of the day's module."""

    CREATED = "created"
    REPLACED = "replaced"
    COMPLETED = "completed"  # written before without the page, filled in now
    WAITING = "waiting"  # written before without the page, which gives nothing yet


@dataclass(frozen=True)
class NewReport:
    """The module of `puzzle` at `path` and what became of it; what the page gave (None: not had,
    and `why_not` says why; "" when it gave examples); what was filled in a module
    completed; the input, when fetched too."""

    puzzle: PuzzleDay
    path: Path
    written: Written
    page: FromPage | None
    why_not: str
    filled: tuple[str, ...] = ()
    input: FoundInput | None = None


def write_day(
    project: Project,
    request: NewRequest,
    network: Network,
    *,
    countdown: Callable[[PuzzleDay], Countdown] = lambda puzzle: lambda unlock, left: None,
    on_retry: Retrying | None = None,
    slow: SlowStep = unnoticed,
    on_written: Callable[[NewReport], None] = lambda report: None,
    warn: Callable[[str], None] = lambda message: None,
) -> NewReport:
    """Fetch the input of `request.puzzle` if asked (waiting for the unlock first with
    `request.wait`, told to `countdown(puzzle)`; the token is checked before a wait that
    may last hours, a site out of reach then `warn`ed), then write (or complete) its
    module from its page, helped by the input (told to `on_written` at once; a fetch
    that failed is raised after it, the module left). A page that cannot be had is no
    error: the template is written, and the report says why.
    Raises `UsageError` for a module that exists (without `force`), and the `AocError`s
    of fetching the input (and a `UsageError` for a wait with nothing to fetch)."""
    if request.wait and not request.fetch:
        raise UsageError("--wait waits to fetch the input; add --fetch")
    puzzle = request.puzzle
    check_new(project, puzzle, force=request.force)
    if request.wait:
        check_token_before_the_wait(project.account, network, warn, required=True)
        wait_for_unlock(puzzle, countdown(puzzle))
    # The input first: the page's examples are written in its form ("+1, -2, +3" for an
    # input of one value a line). One try: while the site catches up after the unlock,
    # the module comes first, then the input's tries. A module is written even when the
    # input cannot be had; that failure comes after.
    found: FoundInput | None = None
    unfetched: AocError | None = None
    again = False
    if request.fetch:
        try:
            found = ensure_input(project, puzzle, network=network, once=True)
        except AocError as error:
            unfetched, again = error, catching_up(puzzle, error)
    report = _write(project, request, network, on_retry, slow)
    on_written(report)
    if again:
        found = ensure_input(project, puzzle, network=network, on_retry=on_retry)
    elif unfetched is not None:
        raise unfetched
    return replace(report, input=found)


def _write(
    project: Project,
    request: NewRequest,
    network: Network,
    on_retry: Retrying | None,
    slow: SlowStep,
) -> NewReport:
    """The module written or completed, with what the page gave."""
    puzzle, path = request.puzzle, project.solution_path(request.puzzle)
    page, why_not = _page_or_reason(project, request, network, on_retry, slow)
    if path.exists() and not request.force:
        filled = complete_day(project, path, puzzle, page) if page else ()
        written = Written.COMPLETED if filled else Written.WAITING
        return NewReport(puzzle, path, written, page, why_not, filled)
    replaced = path.exists()
    new_day(project, puzzle, force=request.force, page=page, style=request.style)
    written = Written.REPLACED if replaced else Written.CREATED
    return NewReport(puzzle, path, written, page, why_not)


def _page_or_reason(
    project: Project,
    request: NewRequest,
    network: Network,
    on_retry: Retrying | None,
    slow: SlowStep,
) -> tuple[FromPage | None, str]:
    """What the page gives the new day, or None and why not."""
    if request.offline:
        return None, "--offline"
    if not has_token(project.account):
        return None, "no session token to fetch the puzzle page (see aoc token)"
    try:
        with slow(f"fetching the puzzle page of {request.puzzle}"):
            page = from_page(project, request.puzzle, network=network, on_retry=on_retry)
    except AocError as error:
        return None, str(error)
    if not page.examples:
        why = "the example extractor found none on the puzzle page; copy it from aoc read"
        return page, why
    return page, ""
