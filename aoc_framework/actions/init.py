"""`aoc init`: a solutions project of one's own, written into a folder and made a git
repository of its own."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from aoc_framework.authoring.new_project import FrameworkSource
from aoc_framework.model.puzzle import PuzzleDay


@dataclass(frozen=True)
class InitRequest:
    """The folder of the new project (created if missing), and where it installs the
    framework from (`--framework`; None: where the running one came from)."""

    folder: Path = Path()
    framework: str | None = None


@dataclass(frozen=True)
class InitReport:
    """What was written, what became of git (in words for a line), where the framework
    comes from, whether the project's folder is this one, and the first day to write:
    the morning's puzzle (`aoc today` waits for it) during the event and on its eve,
    else day 1 of the latest event."""

    folder: Path
    written: list[str]
    repository: str
    source: FrameworkSource
    here: bool
    first_day: PuzzleDay
    #: Whether `first_day` is this morning's puzzle, out today or unlocking soon.
    is_the_mornings: bool


def init_project(request: InitRequest) -> InitReport:
    """Write the project (`authoring.new_project`); `UsageError` for a framework source
    that is none, or a folder holding any of the project's files already."""
    from aoc_framework.authoring.new_project import make_repository, new_project
    from aoc_framework.authoring.today import mornings_puzzle
    from aoc_framework.model.puzzle import latest_event_year

    source = FrameworkSource.of(request.framework)
    written = new_project(request.folder, source)
    repository = make_repository(request.folder)
    folder = request.folder.resolve()
    morning = mornings_puzzle()
    first_day = morning or PuzzleDay(latest_event_year(), 1)
    here = folder == Path.cwd()
    return InitReport(folder, written, repository, source, here, first_day, morning is not None)
