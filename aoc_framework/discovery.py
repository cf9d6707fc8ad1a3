"""Finding the `Solution` subclass of a day in a project's `solutions` package."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path
from types import ModuleType

from aoc_framework.errors import UsageError
from aoc_framework.project import Project
from aoc_framework.puzzle_calendar import FIRST_YEAR, check_day, days_in_year
from aoc_framework.solution import Solution

_DAY_FILE = re.compile(r"day(\d\d)\.py")


def module_name(year: int, day: int) -> str:
    """The import name of a day's module, e.g. `solutions.2023.day07`."""
    return f"solutions.{year}.day{day:02d}"


def load_solution(project: Project, year: int, day: int) -> type[Solution]:
    """The `Solution` subclass for `year`/`day`, imported from the project.

    Raises `UsageError` for a day off the calendar, a missing module (naming the file to
    create) or a module without exactly one matching `Solution` subclass."""
    check_day(year, day)
    path = project.solution_path(year, day)
    if not path.is_file():
        raise UsageError(
            f"no solution for {year} day {day}; create {project.relative(path)} "
            f"(aoc new {year} {day} scaffolds it)"
        )
    module = _import(project, module_name(year, day))
    found = [
        cls
        for cls in vars(module).values()
        if isinstance(cls, type) and issubclass(cls, Solution) and cls.__module__ == module.__name__
    ]
    if len(found) != 1:
        raise UsageError(
            f"{project.relative(path)} must define exactly one Solution subclass, "
            f"found {len(found)}"
        )
    cls = found[0]
    declared = (getattr(cls, "year", None), getattr(cls, "day", None))
    if declared != (year, day):
        raise UsageError(
            f"{cls.__name__} in {project.relative(path)} declares year, day = "
            f"{declared[0]}, {declared[1]}; set them to {year}, {day}"
        )
    return cls


def discover_days(project: Project, year: int | None = None) -> list[tuple[int, int]]:
    """Every (year, day) that has a solution module on the calendar, in order."""
    found = []
    if not project.solutions_dir.is_dir():
        return found
    for year_dir in project.solutions_dir.iterdir():
        if not (year_dir.is_dir() and year_dir.name.isdigit()):
            continue
        this_year = int(year_dir.name)
        if this_year < FIRST_YEAR or (year is not None and this_year != year):
            continue
        for file in year_dir.iterdir():
            match = _DAY_FILE.fullmatch(file.name)
            if match and 1 <= int(match[1]) <= days_in_year(this_year):
                found.append((this_year, int(match[1])))
    return sorted(found)


def _import(project: Project, name: str) -> ModuleType:
    root = str(project.root)
    loaded = sys.modules.get("solutions")
    if loaded is not None and not _is_within(loaded, project.solutions_dir):
        # Another project's `solutions` package was imported in this process (tests do
        # this): forget it so this project's modules are the ones imported.
        for key in [k for k in sys.modules if k == "solutions" or k.startswith("solutions.")]:
            del sys.modules[key]
    if root in sys.path:
        sys.path.remove(root)
    sys.path.insert(0, root)
    importlib.invalidate_caches()
    return importlib.import_module(name)


def _is_within(module: ModuleType, folder: Path) -> bool:
    locations = [Path(p).resolve() for p in getattr(module, "__path__", [])]
    return folder.resolve() in locations
