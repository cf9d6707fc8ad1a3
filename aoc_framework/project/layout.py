"""Where a solutions project keeps its files.

A project is a folder holding a `solutions/` package (one module per day, grouped by year:
`solutions/2023/day07.py`), the input cache `inputs/` (`inputs/2023/07.txt`) and the record
of verified answers `answers.toml`. `Project` owns those paths, so nothing else builds them.
"""

import re
from pathlib import Path
from typing import NamedTuple

from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay, is_on_calendar

#: The package of the days: `solutions/YYYY/dayDD.py`, imported as
#: `solutions.YYYY.dayDD`. The one day-file rule: `Project.solution_path`, `module_name`
#: and their inverses `day_of_file` and `day_of_module` all read it from here.
SOLUTIONS = "solutions"
_DAY_STEM = "day{day:02d}"
_DAY_FILE = re.compile(r"day(\d\d)\.py")
_DAY_MODULE = re.compile(rf"{SOLUTIONS}\.(\d{{4}})\.day(\d\d)")

#: The `.gitignore` of a folder of personal files (`Project.write_private`).
_PRIVATE_GITIGNORE = (
    "# Written by aoc: this folder holds puzzle inputs, puzzle text or other personal\n"
    "# copies, which are not to be published. Git ignores all of it.\n*\n"
)


class Project(NamedTuple):
    """The paths of one solutions project."""

    root: Path
    inputs_dir: Path

    @classmethod
    def at(cls, root: Path, inputs_dir: Path | None = None) -> "Project":
        """The project rooted at `root`, with its input cache at `inputs_dir` if given."""
        root = root.resolve()
        return cls(root=root, inputs_dir=(inputs_dir or root / "inputs").resolve())

    @classmethod
    def locate(cls, root: Path | None = None, inputs_dir: Path | None = None) -> "Project":
        """Find the project: `root` (from `--project-dir` or `AOC_PROJECT_DIR`), else the
        working directory or the nearest folder above it that has a `solutions/` folder."""
        if root is not None:
            if not (root / SOLUTIONS).is_dir():
                raise UsageError(
                    f"{root} has no solutions/ folder; point --project-dir "
                    "or AOC_PROJECT_DIR at the folder that holds solutions/"
                )
            return cls.at(root, inputs_dir)
        for candidate in (Path.cwd(), *Path.cwd().parents):
            if (candidate / SOLUTIONS).is_dir():
                return cls.at(candidate, inputs_dir)
        raise UsageError(
            "no solutions/ folder found here or above; run aoc inside your project "
            "or set AOC_PROJECT_DIR"
        )

    @property
    def solutions_dir(self) -> Path:
        """The `solutions` package: `solutions/YYYY/dayDD.py`."""
        return self.root / SOLUTIONS

    @property
    def answers_path(self) -> Path:
        """The committed record of verified answers."""
        return self.root / "answers.toml"

    @property
    def cache_dir(self) -> Path:
        """What `aoc` keeps between runs (git-ignored): the status memory, answers.toml's
        parse, the leaderboard copies."""
        return self.root / ".aoc-cache"

    def lock_path(self, shared: Path) -> Path:
        """The lock every change to the shared file `shared` (answers.toml, timings.json,
        the README) holds, from its read to its write."""
        return self.cache_dir / f"{shared.name}.lock"

    @property
    def answers_memory_path(self) -> Path:
        """Where answers.toml's parse is remembered until the file changes."""
        return self.cache_dir / "answers.marshal"

    @property
    def timings_path(self) -> Path:
        """The timing baseline that `aoc time --save` writes and `--compare` reads."""
        return self.root / "timings.json"

    def calendar_path(self, year: int | None = None) -> Path:
        """Where `aoc calendar` draws the calendar (`aoc readme` shows the whole one):
        `calendar.svg`, or `calendar-YEAR.svg` for one year."""
        return self.root / (f"calendar-{year}.svg" if year is not None else "calendar.svg")

    @property
    def readme_path(self) -> Path:
        """The project's README, whose timing table `aoc time --readme` rewrites."""
        return self.root / "README.md"

    @property
    def memory_dir(self) -> Path:
        """Where `aoc status` remembers each day's results (git-ignored)."""
        return self.cache_dir / "status"

    @property
    def pyproject_path(self) -> Path:
        """The project's pyproject.toml, whose `[tool.aoc]` table holds its settings."""
        return self.root / "pyproject.toml"

    def tool_setting(self, key: str) -> object | None:
        """`key` under `[tool.aoc]` in the project's pyproject.toml, if set."""
        from aoc_framework.project.files import read_toml  # only a command that needs one reads it

        tables = read_toml(self.pyproject_path)
        tool = tables.get("tool") if tables is not None else None
        table = tool.get("aoc") if isinstance(tool, dict) else None
        return table.get(key) if isinstance(table, dict) else None

    def leaderboard_path(self, year: int, board_id: int) -> Path:
        """Where `aoc leaderboard` keeps the last copy of a private leaderboard
        (git-ignored, like the status memory)."""
        return self.cache_dir / "leaderboard" / f"{year}-{board_id}.json"

    def stats_path(self, year: int) -> Path:
        """Where `aoc stats` keeps the last copy of the personal stats of `year`
        (git-ignored)."""
        return self.cache_dir / "stats" / f"{year}.json"

    def solution_path(self, puzzle: PuzzleDay) -> Path:
        """Where the solution module of `puzzle` lives."""
        return self.solutions_dir / str(puzzle.year) / f"{_DAY_STEM.format(day=puzzle.day)}.py"

    def input_path(self, puzzle: PuzzleDay) -> Path:
        """Where the cached puzzle input of `puzzle` lives."""
        return self.inputs_dir / str(puzzle.year) / f"{puzzle.day:02d}.txt"

    def page_path(self, puzzle: PuzzleDay) -> Path:
        """Where the cached puzzle page of `puzzle` lives: beside its input, outside git
        (the puzzle text is not ours to publish)."""
        return self.inputs_dir / str(puzzle.year) / f"{puzzle.day:02d}.html"

    def write_private(self, path: Path, content: str | bytes) -> None:
        """Write `path`, a personal file (an input, a puzzle page, a cached copy of what the
        site or the user's days gave) under `inputs_dir` or `cache_dir`, atomically. The
        folder first gets a `.gitignore` of `*`: git then never stages it, wherever the
        folder lives and whatever the project's own `.gitignore` says."""
        from aoc_framework.project.files import write_atomically  # only a command that writes

        folder = self.inputs_dir if path.is_relative_to(self.inputs_dir) else self.cache_dir
        ignore = folder / ".gitignore"
        if not ignore.is_file():
            write_atomically(ignore, _PRIVATE_GITIGNORE)
        write_atomically(path, content)

    def relative(self, path: Path) -> str:
        """`path` relative to the project root when inside it, for short messages."""
        try:
            return str(path.relative_to(self.root))
        except ValueError:
            return str(path)


def day_of_file(path: Path) -> PuzzleDay | None:
    """The puzzle the file at `path` is the solution module of, by the one rule
    `solutions/YYYY/dayDD.py` (the inverse of `Project.solution_path`), for a day on the
    calendar; None for any other file."""
    match = _DAY_FILE.fullmatch(path.name)
    year_dir = path.parent
    if not match or not year_dir.name.isdigit() or year_dir.parent.name != SOLUTIONS:
        return None
    return _on_calendar(int(year_dir.name), int(match[1]))


def module_name(puzzle: PuzzleDay) -> str:
    """The import name of a day's module, e.g. `solutions.2023.day07`."""
    return f"{SOLUTIONS}.{puzzle.year}.{_DAY_STEM.format(day=puzzle.day)}"


def day_of_module(name: str) -> PuzzleDay | None:
    """The puzzle whose day module is imported as `name` (the inverse of
    `module_name`), for a day on the calendar; None for any other module."""
    match = _DAY_MODULE.fullmatch(name)
    return _on_calendar(int(match[1]), int(match[2])) if match else None


def _on_calendar(year: int, day: int) -> PuzzleDay | None:
    return PuzzleDay(year, day) if is_on_calendar(year, day) else None


def root_of_day_file(path: Path) -> Path:
    """The project folder of the day module at `path` (see `day_of_file`)."""
    return path.parents[2]
