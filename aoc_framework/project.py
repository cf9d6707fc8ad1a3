"""Where a solutions project keeps its files.

A project is a folder holding a `solutions/` package (one module per day, grouped by year:
`solutions/2023/day07.py`), the input cache `inputs/` (`inputs/2023/07.txt`) and the record
of verified answers `answers.toml`. `Project` owns those paths, so nothing else builds them.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from aoc_framework.errors import UsageError

#: Environment variable naming the project folder (else it is searched for from the cwd).
PROJECT_DIR_ENV = "AOC_PROJECT_DIR"
#: Environment variable naming the input cache folder (default: `<project>/inputs`).
INPUTS_DIR_ENV = "AOC_INPUTS_DIR"


@dataclass(frozen=True)
class Project:
    """The paths of one solutions project."""

    root: Path
    inputs_dir: Path

    @classmethod
    def at(cls, root: Path, inputs_dir: Path | None = None) -> Project:
        """The project rooted at `root`, with its input cache at `inputs_dir` if given."""
        root = root.resolve()
        return cls(root=root, inputs_dir=(inputs_dir or root / "inputs").resolve())

    @classmethod
    def locate(cls, root: Path | None = None, inputs_dir: Path | None = None) -> Project:
        """Find the project: `root`, else `$AOC_PROJECT_DIR`, else the nearest folder
        above the working directory that has a `solutions/` folder, else the source
        checkout this package was installed from (`pip install -e .`)."""
        env_inputs = os.environ.get(INPUTS_DIR_ENV)
        inputs_dir = inputs_dir or (Path(env_inputs) if env_inputs else None)
        env_root = os.environ.get(PROJECT_DIR_ENV)
        explicit = root or (Path(env_root) if env_root else None)
        if explicit is not None:
            if not (explicit / "solutions").is_dir():
                raise UsageError(
                    f"{explicit} has no solutions/ folder; point --project-dir "
                    f"or {PROJECT_DIR_ENV} at the folder that holds solutions/"
                )
            return cls.at(explicit, inputs_dir)
        for candidate in (Path.cwd(), *Path.cwd().parents, _source_checkout()):
            if (candidate / "solutions").is_dir():
                return cls.at(candidate, inputs_dir)
        raise UsageError(
            "no solutions/ folder found here or above; run aoc inside your project "
            f"or set {PROJECT_DIR_ENV}"
        )

    @property
    def solutions_dir(self) -> Path:
        """The `solutions` package: `solutions/YYYY/dayDD.py`."""
        return self.root / "solutions"

    @property
    def answers_path(self) -> Path:
        """The committed record of verified answers."""
        return self.root / "answers.toml"

    @property
    def timings_path(self) -> Path:
        """The timing baseline that `aoc time --save` writes and `--compare` reads."""
        return self.root / "timings.json"

    @property
    def readme_path(self) -> Path:
        """The project's README, whose timing table `aoc time --readme` rewrites."""
        return self.root / "README.md"

    def solution_path(self, year: int, day: int) -> Path:
        """Where the solution module of `year`/`day` lives."""
        return self.solutions_dir / str(year) / f"day{day:02d}.py"

    def input_path(self, year: int, day: int) -> Path:
        """Where the cached puzzle input of `year`/`day` lives."""
        return self.inputs_dir / str(year) / f"{day:02d}.txt"

    def relative(self, path: Path) -> str:
        """`path` relative to the project root when inside it, for short messages."""
        try:
            return str(path.relative_to(self.root))
        except ValueError:
            return str(path)


def _source_checkout() -> Path:
    return Path(__file__).resolve().parent.parent
