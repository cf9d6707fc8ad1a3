"""`aoc init`: a solutions project of one's own, written into a folder and made a git
repository of its own."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from aoc_framework.authoring.new_project import FrameworkSource


@dataclass(frozen=True)
class InitRequest:
    """The folder of the new project (created if missing), and where it installs the
    framework from (`--framework`; None: where the running one came from)."""

    folder: Path = Path()
    framework: str | None = None


@dataclass(frozen=True)
class InitReport:
    """What was written, what became of git (in words for a line), where the framework
    comes from, whether the project's folder is this one, and the year to start with."""

    folder: Path
    written: list[str]
    repository: str
    source: FrameworkSource
    here: bool
    first_year: int


def init_project(request: InitRequest) -> InitReport:
    """Write the project (`authoring.new_project`); `UsageError` for a framework source
    that is none, or a folder holding any of the project's files already."""
    from aoc_framework.authoring.new_project import make_repository, new_project
    from aoc_framework.model.puzzle import latest_event_year

    source = FrameworkSource.of(request.framework)
    written = new_project(request.folder, source)
    repository = make_repository(request.folder)
    folder = request.folder.resolve()
    return InitReport(
        folder, written, repository, source, folder == Path.cwd(), latest_event_year()
    )
