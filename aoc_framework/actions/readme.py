"""`aoc readme`: the sections of the project's README that show its years, filled from
what the project holds (nothing is fetched)."""

from __future__ import annotations

from dataclasses import dataclass

from aoc_framework.project.layout import Project
from aoc_framework.project.readme_sections import SECTIONS
from aoc_framework.showcase.readme import ReadmeUpdate, fill_readme


@dataclass(frozen=True)
class ReadmeReport:
    """The README as a user names it, what was done to it, and the sections it lacks."""

    name: str
    update: ReadmeUpdate
    absent: tuple[str, ...]


def fill_project_readme(project: Project) -> ReadmeReport:
    """Fill the sections the README has (`showcase.readme.fill_readme`); `UsageError`
    when it has none, or does not exist."""
    name = project.relative(project.readme_path)
    update = fill_readme(project, name)
    shown = (*update.filled, *update.left, *update.kept)
    return ReadmeReport(name, update, tuple(s for s in SECTIONS if s not in shown))
