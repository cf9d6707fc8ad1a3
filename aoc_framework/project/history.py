"""Puzzle inputs and puzzle text in the project's git: tracked now (the index) or held by
its history. The site asks that they not be published; `aoc` keeps its own copies out of
git (`Project.keep_private`), but a repository may hold some from before. Found by name,
never by reading a file; git is asked once for the index and once for the whole history
(`git log --all`), however long; nothing is ever changed.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path, PurePosixPath
from typing import NamedTuple

from aoc_framework.model.errors import UsageError
from aoc_framework.project.layout import CACHE_FOLDER, REHEARSALS, Project

#: What a copy of an input or of a puzzle page is saved as: text or a page, without a
#: suffix (`input`), never code or a document of one's own.
_DATA_SUFFIXES = {"", ".txt", ".in", ".dat", ".html", ".htm", ".md"}
#: Folders that hold only such copies, wherever they are (`input`, `inputs`,
#: `input_files`, `puzzle-inputs`); aoc's own hold nothing else.
_INPUT_FOLDER = re.compile(r".*input.*", re.IGNORECASE)
_AOC_FOLDERS = {CACHE_FOLDER, REHEARSALS}
#: A file's name that says it is one: `input.txt`, `day07_input.txt`, aocd's cache
#: (`2023_07_input.txt`, `2023_07_prose.0.html`), a puzzle page or its text.
_PRIVATE_NAME = re.compile(
    r".*input.*|\d{4}_\d{2}_.*|.*(prose|puzzle|problem|prompt).*|(day_?)?\d{1,2}(\.\w+)?",
    re.IGNORECASE,
)
#: A data file named by its year and day alone (`a2015_d1.txt`, `2016-07`, `y2017d03.in`),
#: as repositories keep their inputs; never a page or a document of one's own.
_YEAR_DAY_NAME = re.compile(r"[a-z]?(19|20)\d\d[_-]?(d|day)?[_-]?\d{1,2}(\.(txt|in|dat))?", re.I)
#: Files that belong in any folder, private or not.
_HARMLESS = {".gitignore", ".gitkeep", "README.md"}


class Tracked(NamedTuple):
    """What git holds: `now`, the private files in the index (`git rm --cached` untracks
    them); `history`, those only earlier commits hold (a history rewrite removes them).
    Paths relative to the project's root, sorted."""

    now: tuple[str, ...]
    history: tuple[str, ...]

    @property
    def all(self) -> tuple[str, ...]:
        """Every private path git holds, in the index or in history."""
        return tuple(sorted({*self.now, *self.history}))


def is_private(path: str, inputs_folder: str | None = None) -> bool:
    """Whether the file at `path` (relative to the project's root) is by its name a copy
    of a puzzle input or of puzzle text: in `inputs_folder` (the project's, relative), in
    a folder of inputs or of aoc's caches, or named like one."""
    file = PurePosixPath(path)
    if file.name in _HARMLESS:
        return False
    folders = {part.lower() for part in file.parts[:-1]}
    if folders & _AOC_FOLDERS or (inputs_folder and file.is_relative_to(inputs_folder)):
        return True
    if file.suffix.lower() not in _DATA_SUFFIXES:
        return False
    return (
        any(_INPUT_FOLDER.fullmatch(folder) for folder in folders)
        or bool(_PRIVATE_NAME.fullmatch(file.name))
        or bool(_YEAR_DAY_NAME.fullmatch(file.name))
    )


def tracked_private(project: Project, *, history: bool = True) -> Tracked | None:
    """The private files git tracks in `project` (its index) and, with `history`, those
    its history holds besides (every branch, tag and stash: `git log --all`). None when
    the project is not in a git repository. `UsageError` when git cannot be run."""
    inputs = _inside(project.inputs_dir, project.root)
    index = _git(project.root, "ls-files", "-z")
    if index is None:
        return None
    now = {path for path in index if is_private(path, inputs)}
    before: set[str] = set()
    if history:
        # One call, whatever the history's length: the paths each commit touched, relative
        # to the project's folder; no rename detection (the paths are what matters).
        log = ("log", "--all", "--name-only", "--no-renames", "--relative", "--format=", "-z")
        before = {path for path in _git(project.root, *log) or () if is_private(path, inputs)}
    return Tracked(tuple(sorted(now)), tuple(sorted(before - now)))


def _inside(folder: Path, root: Path) -> str | None:
    """`folder` relative to `root`, if it is inside it."""
    try:
        return folder.relative_to(root).as_posix()
    except ValueError:
        return None


def _git(root: Path, *args: str) -> list[str] | None:
    """The NUL-separated paths `git ARGS` prints in `root`; None outside a repository."""
    try:
        done = subprocess.run(
            ["git", "-C", str(root), "-c", "core.quotePath=false", *args],
            capture_output=True,
            check=False,
        )
    except OSError as error:
        raise UsageError(f"cannot run git ({error.strerror}); install git to check") from None
    if done.returncode != 0:
        return None  # not a repository (or one git cannot read): nothing of it to check
    return [path for path in done.stdout.decode("utf-8", "replace").split("\0") if path]
