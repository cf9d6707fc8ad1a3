"""Where a solutions project keeps its files.

A project is a folder holding its days (one module per day: `solutions/2023/day07.py`
by default, or where `[tool.aoc] solutions` says, e.g. `src/aoc{year}/day{day:02d}.py`),
the input cache `inputs/` (`inputs/2023/07.txt`) and the record of verified answers
`answers.toml`. `Project` owns those paths, so nothing else builds them.

A project is seen through one account (`Project.account`): the default account's inputs
and answers are the ones above; another account's (see `model.account`) are all in its
own folder of the input cache, `inputs/accounts/NAME/` (`2023/07.txt`, `answers.toml`),
and what `aoc` remembers of them in `.aoc-cache/accounts/NAME/`: never mixed.
"""

import re
from pathlib import Path, PurePosixPath
from typing import NamedTuple

from aoc_framework.model.account import DEFAULT_ACCOUNT, DEFAULT_NAME, Account, is_account_name
from aoc_framework.model.errors import FileError, UsageError
from aoc_framework.model.puzzle import PuzzleDay, is_on_calendar
from aoc_framework.project.files import parse_toml, parsed, read_bytes, write_atomically

#: Where the days are unless `[tool.aoc] solutions` says otherwise.
DEFAULT_DAYS = "solutions/{year}/day{day:02d}.py"
#: The file of a project's settings (`[tool.aoc]`), the setting that says where its days
#: are, and the folder of what `aoc` keeps between runs: each named once here.
PYPROJECT = "pyproject.toml"
DAYS_SETTING = "solutions"
CACHE_FOLDER = ".aoc-cache"
#: The folder of the projects `aoc today --rehearse` lays out (`Project.rehearsal_root`).
REHEARSALS = ".aoc-rehearsal"
#: The folder, in the input cache and in `.aoc-cache/`, of the accounts but the default.
ACCOUNTS_FOLDER = "accounts"
#: How a day may be written: a `Solution` subclass, or module-level functions.
DAY_STYLES = ("class", "functions")
#: The name of a variant of a day in a file beside the day's own: `day07_fast.py` is
#: variant `fast` of `day07.py` (`DayFiles.path`). Letters, digits and `_`.
VARIANT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_]*")
#: What a pattern may say of the day: `{day}` (7) or `{day:02d}` (07).
_FIELDS = {
    "{year}": r"(?P<year>\d{4})",
    "{day}": r"(?P<day>\d{1,2})",
    "{day:02d}": r"(?P<day>\d{2})",
}

#: What aoc writes into an input cache, by name: inputs and puzzle pages (and any text or
#: page copied there by hand), an account's answers, hidden files (their locks and
#: temporary files, a file manager's `.DS_Store`).
_INPUT_CACHE_FILE = re.compile(r"[^/]*\.(txt|html)|answers\.toml|\..*")
#: The `.gitignore` of a folder of personal files (`Project.write_private`).
_PRIVATE_GITIGNORE = (
    "# Written by aoc: this folder holds puzzle inputs, puzzle text or other personal\n"
    "# copies, which are not to be published. Git ignores all of it.\n*\n"
)


class DayFiles(NamedTuple):
    """The day-file rule of a project: a pattern of paths relative to its root with
    `{year}` and `{day}` (or `{day:02d}`) in them. A day's module is imported under the
    name its path spells (`solutions/2023/day07.py` is `solutions.2023.day07`), so the
    helpers beside it import as they would from the project's root. A variant of the
    day (another solution of it, `aoc time` compares them) is a file beside it whose
    name adds `_NAME`: `solutions/2023/day07_fast.py`. The one home of the rule: the
    path and module of a day and of its variants, and their inverses."""

    pattern: str = DEFAULT_DAYS

    @classmethod
    def checked(cls, pattern: object, where: str) -> "DayFiles":
        """The rule `pattern` (from `where`); `UsageError` unless it is a relative path
        of a `.py` file naming both the year and the day."""
        if not isinstance(pattern, str) or not pattern.strip():
            raise UsageError(f"{where}: solutions must be a path pattern like {DEFAULT_DAYS!r}")
        path = PurePosixPath(pattern)
        bare = re.sub("|".join(map(re.escape, _FIELDS)), "", pattern)
        if (
            path.is_absolute()
            or ".." in path.parts
            or path.suffix != ".py"
            or "{year}" not in pattern
            or not ("{day}" in pattern or "{day:02d}" in pattern)
            or any(c in bare for c in "{}*?[]\\")
        ):
            raise UsageError(
                f"{where}: solutions = {pattern!r} is not a day-file pattern; give a "
                f"relative .py path with {{year}} and {{day}} (or {{day:02d}}), like "
                f"{DEFAULT_DAYS!r}"
            )
        if "{day}" in pattern and "{day:02d}" in pattern:  # no path is both 7 and 07
            raise UsageError(
                f"{where}: solutions = {pattern!r} writes the day both as {{day}} and "
                "{day:02d}, so no file is a day; use one of them"
            )
        dotted = next((part for part in path.with_suffix("").parts if "." in part), None)
        if dotted is not None:
            raise UsageError(
                f"{where}: solutions = {pattern!r}: {dotted!r} has a dot, and a day is "
                "imported under the name its path spells; name it without dots"
            )
        return cls(pattern)

    def shadowed_module(self, root: Path) -> str | None:
        """Where the module that the days' top folder would hide from every import in the
        days' process is (`typing/`, `string/`, `aoc_framework/`, `numpy/`: the standard
        library's, one this process uses, an installed one), else None. The days import
        with the project's root first on the path: their top folder takes the name."""
        import importlib.util
        import site
        import sys

        top = PurePosixPath(self.pattern).parts[0]
        if "{" in top:
            return None  # named by the year or the day: no module's name
        if top in sys.stdlib_module_names or top in sys.builtin_module_names:
            return "the standard library"
        used = sys.modules.get(top)
        if used is not None:
            origin = getattr(used, "__file__", None)
        else:  # installed: in site-packages (not any folder on the path, a checkout's tests/)
            try:
                spec = importlib.util.find_spec(top)
            except (ImportError, ValueError):
                spec = None
            origin = spec.origin if spec is not None else None
            installed = {Path(p) for p in (*site.getsitepackages(), site.getusersitepackages())}
            if origin is None or not any(map(Path(origin).is_relative_to, installed)):
                return None
        # A namespace portion (no `__init__.py`) hides nothing; the days' own never do.
        if origin is None or Path(origin).resolve().is_relative_to(root):
            return None
        return origin

    def path(self, puzzle: PuzzleDay, variant: str = "") -> PurePosixPath:
        """The day's module, relative to the project's root; with `variant`, the module
        of that variant beside it (`day07_fast.py`)."""
        path = PurePosixPath(self.pattern.format(year=puzzle.year, day=puzzle.day))
        return path.with_stem(f"{path.stem}_{variant}") if variant else path

    def module_name(self, puzzle: PuzzleDay, variant: str = "") -> str:
        """The name the day's module (or `variant`'s) is imported under, e.g.
        `solutions.2023.day07`."""
        return ".".join(self.path(puzzle, variant).with_suffix("").parts)

    def variant_of(self, puzzle: PuzzleDay, relative: PurePosixPath | str) -> str | None:
        """The name of the variant of `puzzle` whose module is at `relative` (to the
        root), else None (the inverse of `path` with a variant)."""
        own, given = self.path(puzzle), PurePosixPath(relative)
        prefix = f"{own.stem}_"
        if given.parent != own.parent or given.suffix != own.suffix:
            return None
        name = given.stem.removeprefix(prefix) if given.stem.startswith(prefix) else ""
        return name if VARIANT_NAME.fullmatch(name) else None

    def puzzle_of(self, relative: PurePosixPath | str) -> PuzzleDay | None:
        """The puzzle whose module is at `relative` (to the root), for a day on the
        calendar; None for any other file (the inverse of `path`)."""
        match = self._regex().fullmatch(PurePosixPath(relative).as_posix())
        if match is None:
            return None
        puzzle = PuzzleDay(int(match["year"]), int(match["day"]))
        if not is_on_calendar(*puzzle) or self.path(puzzle) != PurePosixPath(relative):
            return None  # `{day}` wrote 7, not 07: only the one spelling is the day's
        return puzzle

    @property
    def glob(self) -> str:
        """A glob that finds every day's module (and maybe more: `puzzle_of` decides)."""
        return re.sub("|".join(map(re.escape, _FIELDS)), "*", self.pattern)

    @property
    def folder(self) -> PurePosixPath:
        """The folder that holds every day (`solutions`; `.` when the pattern starts with
        a field)."""
        fixed = []
        for part in PurePosixPath(self.pattern).parent.parts:
            if "{" in part:
                break
            fixed.append(part)
        return PurePosixPath(*fixed) if fixed else PurePosixPath(".")

    def _regex(self) -> "re.Pattern[str]":
        pieces = re.split("(" + "|".join(map(re.escape, _FIELDS)) + ")", self.pattern)
        seen: set[str] = set()
        regex = ""
        for piece in pieces:
            if piece in _FIELDS:
                name = piece.strip("{}").split(":")[0]
                regex += f"(?P={name})" if name in seen else _FIELDS[piece]
                seen.add(name)
            else:
                regex += re.escape(piece)
        return re.compile(regex)


#: A day written as functions (`part_1` at a module's top level), or as a class of a
#: `Solution` (`Project.day_style`, read from the latest day).
_TOP_LEVEL_PART_1 = re.compile(r"^def part_1\b", re.MULTILINE)
_SOLUTION_CLASS = re.compile(r"^class \w+\(.*\bSolution\b", re.MULTILINE)


class Project(NamedTuple):
    """The paths of one solutions project, as seen through one account (its inputs,
    answers and remembered results; every other path is the same for all)."""

    root: Path
    inputs_dir: Path
    days: DayFiles = DayFiles()
    account: Account = DEFAULT_ACCOUNT

    @classmethod
    def at(cls, root: Path, inputs_dir: Path | None = None) -> "Project":
        """The project rooted at `root`, with its input cache at `inputs_dir` if given,
        and its days where its `[tool.aoc] solutions` says (else `DEFAULT_DAYS`)."""
        root = root.resolve()
        inputs = (inputs_dir or root / "inputs").resolve()
        pattern = _tool_table(root).get(DAYS_SETTING)
        where = f"{root / PYPROJECT} [tool.aoc]"
        days = DayFiles() if pattern is None else DayFiles.checked(pattern, where)
        shadowed = None if pattern is None else days.shadowed_module(root)
        if shadowed is not None:
            top = PurePosixPath(pattern).parts[0]
            raise UsageError(
                f"{where}: solutions = {pattern!r}: the folder {top} would hide the module "
                f"{top} ({shadowed}) from every import; name it otherwise, e.g. 'solutions'"
            )
        project = cls(root=root, inputs_dir=inputs, days=days)
        if project.solutions_dir.resolve().is_relative_to(inputs):
            raise UsageError(
                f"the days ({days.pattern}) are in the inputs folder {inputs}, which git "
                "ignores whole; give the inputs a folder of their own (--inputs-dir, "
                "AOC_INPUTS_DIR) or the days another ([tool.aoc] solutions)"
            )
        return project

    @classmethod
    def locate(cls, root: Path | None = None, inputs_dir: Path | None = None) -> "Project":
        """Find the project: `root` (from `--project-dir` or `AOC_PROJECT_DIR`), else the
        working directory or the nearest folder above it that is one: it has a
        `solutions/` folder, or says where its days are (`[tool.aoc] solutions`)."""
        if root is not None:
            if not is_project(root):
                raise UsageError(
                    f"{root} has no solutions/ folder and no [tool.aoc] solutions setting; "
                    "point --project-dir or AOC_PROJECT_DIR at your project's folder"
                )
            return cls.at(root, inputs_dir)
        for candidate in (Path.cwd(), *Path.cwd().parents):
            if is_project(candidate):
                return cls.at(candidate, inputs_dir)
        raise UsageError(
            "no solutions/ folder (or pyproject.toml with [tool.aoc] solutions) found here "
            "or above; run aoc inside your project, set AOC_PROJECT_DIR, or start a "
            "project with aoc init"
        )

    @classmethod
    def of_day_file(cls, path: Path, inputs_dir: Path | None = None) -> "Project | None":
        """The project whose day module `path` is (the nearest folder above it that is a
        project and has it as a day), else None."""
        path = path.resolve()
        for candidate in path.parents:
            if is_project(candidate):
                project = cls.at(candidate, inputs_dir)
                if project.day_of_file(path) is not None:
                    return project
        return None

    def for_account(self, account: Account) -> "Project":
        """This project as seen through `account`."""
        return self._replace(account=account)

    @property
    def account_inputs_dir(self) -> Path:
        """The folder of the account's inputs, puzzle pages and (but the default
        account's) answers: the input cache itself for the default account, else
        `inputs/accounts/NAME/`, private as the whole cache is."""
        if self.account.is_default:
            return self.inputs_dir
        return self.inputs_dir / ACCOUNTS_FOLDER / self.account.name

    def stored_accounts(self) -> list[Account]:
        """The accounts but the default one that have a folder in the input cache (an
        input fetched or an answer synced with `--account`), by name: what pytest
        checks without a token."""
        folder = self.inputs_dir / ACCOUNTS_FOLDER
        names = sorted(p.name for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []
        return [Account(name) for name in names if is_account_name(name) and name != DEFAULT_NAME]

    @property
    def account_cache_dir(self) -> Path:
        """What `aoc` remembers of the account's inputs and answers: `.aoc-cache/` for
        the default account, else `.aoc-cache/accounts/NAME/`."""
        if self.account.is_default:
            return self.cache_dir
        return self.cache_dir / ACCOUNTS_FOLDER / self.account.name

    def solution_path(self, puzzle: PuzzleDay, variant: str = "") -> Path:
        """Where the solution module of `puzzle` (or of its `variant`) lives."""
        return self.root / self.days.path(puzzle, variant)

    def module_name(self, puzzle: PuzzleDay, variant: str = "") -> str:
        """The import name of a day's module (or its `variant`'s), e.g.
        `solutions.2023.day07`."""
        return self.days.module_name(puzzle, variant)

    def variant_files(self, puzzle: PuzzleDay) -> dict[str, Path]:
        """The modules of the day's variants beside its own, by name, in name order."""
        own = self.solution_path(puzzle)
        found = {
            self.days.variant_of(puzzle, path.relative_to(self.root).as_posix()): path
            for path in own.parent.glob(f"{own.stem}_*{own.suffix}")
            if path.is_file()
        }
        return {name: found[name] for name in sorted(n for n in found if n is not None)}

    def day_of_file(self, path: Path) -> PuzzleDay | None:
        """The puzzle the file at `path` is the solution module of, for a day on the
        calendar; None for any other file (the inverse of `solution_path`)."""
        try:
            relative = Path(path).resolve().relative_to(self.root)
        except ValueError:
            return None
        return self.days.puzzle_of(relative.as_posix())

    def day_files(self) -> dict[PuzzleDay, Path]:
        """Every day's module by its puzzle, in no order."""
        found = ((self.day_of_file(path), path) for path in self.root.glob(self.days.glob))
        return {puzzle: path for puzzle, path in found if puzzle is not None}

    @property
    def solutions_dir(self) -> Path:
        """The folder that holds every day (`solutions/`; the root when the pattern
        starts with the year)."""
        return self.root / self.days.folder

    @property
    def answers_path(self) -> Path:
        """The account's record of verified answers: the committed `answers.toml` for
        the default account, else the one in the account's private folder."""
        if self.account.is_default:
            return self.root / "answers.toml"
        return self.account_inputs_dir / "answers.toml"

    @property
    def cache_dir(self) -> Path:
        """What `aoc` keeps between runs (git-ignored): the status memory, answers.toml's
        parse, the leaderboard copies."""
        return self.root / CACHE_FOLDER

    def lock_path(self, shared: Path) -> Path:
        """The lock every change to the shared file `shared` (answers.toml, timings.json,
        the README) holds, from its read to its write (the account's answers.toml: one
        of its own)."""
        folder = self.account_cache_dir if shared == self.answers_path else self.cache_dir
        return folder / f"{shared.name}.lock"

    @property
    def answers_memory_path(self) -> Path:
        """Where the account's answers.toml's parse is remembered until it changes."""
        return self.account_cache_dir / "answers.marshal"

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
        """Where `aoc status` remembers each day's results on the account's input
        (git-ignored)."""
        return self.account_cache_dir / "status"

    @property
    def pyproject_path(self) -> Path:
        """The project's pyproject.toml, whose `[tool.aoc]` table holds its settings."""
        return self.root / PYPROJECT

    @property
    def day_style(self) -> str:
        """How `aoc new` writes a day here: `class` (a `Solution` subclass) or
        `functions`: `[tool.aoc] style`, else as the latest day is written (a project of
        days as functions got a class: a newcomer's morning), else `class`."""
        style = self.tool_setting("style")
        if style is None:
            return self._latest_days_style()
        if style not in DAY_STYLES:
            raise UsageError(
                f"{self.pyproject_path} [tool.aoc]: style = {style!r}; give one of "
                + ", ".join(map(repr, DAY_STYLES))
            )
        return str(style)

    def _latest_days_style(self) -> str:
        """`functions` when the latest day's module defines `part_1` at its top level
        and no class of a `Solution`; else `class`."""
        days = self.day_files()
        if not days:
            return "class"
        try:
            text = days[max(days)].read_text(encoding="utf-8", errors="replace")
        except OSError:
            return "class"
        functions = _TOP_LEVEL_PART_1.search(text) and not _SOLUTION_CLASS.search(text)
        return "functions" if functions else "class"

    def tool_setting(self, key: str) -> object | None:
        """`key` under `[tool.aoc]` in the project's pyproject.toml, if set."""
        return _tool_table(self.root).get(key)

    def leaderboard_path(self, year: int, board_id: int) -> Path:
        """Where `aoc leaderboard` keeps the last copy of a private leaderboard
        (git-ignored, like the status memory)."""
        return self.cache_dir / "leaderboard" / f"{year}-{board_id}.json"

    def stats_path(self, year: int) -> Path:
        """Where `aoc stats` keeps the last copy of the personal stats of `year`
        (git-ignored)."""
        return self.cache_dir / "stats" / f"{year}.json"

    def input_path(self, puzzle: PuzzleDay) -> Path:
        """Where the account's cached puzzle input of `puzzle` lives."""
        return self.account_inputs_dir / str(puzzle.year) / f"{puzzle.day:02d}.txt"

    def page_path(self, puzzle: PuzzleDay) -> Path:
        """Where the cached puzzle page of `puzzle` lives: beside its input, outside git
        (the puzzle text is not ours to publish; the page shows the account's answers)."""
        return self.account_inputs_dir / str(puzzle.year) / f"{puzzle.day:02d}.html"

    def profile_path(
        self, puzzle: PuzzleDay, step: str, on_examples: bool, variant: str | None = None
    ) -> Path:
        """Where `aoc run --profile` writes the profile of one step of `puzzle` (`part_1`,
        `part_2`, `solve`) of its main solution or its `variant`, on its examples or the
        account's input: `.aoc-cache/profiles/` (git-ignored, written by
        `write_private`), one file per step, replaced by the next run of the same:
        `YEAR-DD[.VARIANT][@ACCOUNT][-examples]-STEP.prof`. Each name has a mark of its
        own that neither a variant's nor an account's name holds, so no variant, account
        or the examples (an account named `examples`, a variant named as an account)
        writes over another's."""
        # The examples are every account's; an input is its account's.
        account = "" if on_examples or self.account.is_default else f"@{self.account.name}"
        name = (
            puzzle.slug
            + (f".{variant}" if variant else "")
            + account
            + ("-examples" if on_examples else "")
            + f"-{step}"
        )
        return self.cache_dir / "profiles" / f"{name}.prof"

    def rehearsal_root(self, puzzle: PuzzleDay) -> Path:
        """The project `aoc today --rehearse` lays out for `puzzle`, as at its unlock, in
        the project's `.aoc-rehearsal/` folder (git-ignored: `keep_private`)."""
        return self.root / REHEARSALS / puzzle.slug

    def keep_private(self, folder: Path) -> None:
        """Give `folder` a `.gitignore` of `*`: git then never stages what is in it,
        wherever it lives and whatever the project's own `.gitignore` says."""
        ignore = folder / ".gitignore"
        if ignore.is_file():
            return
        foreign = _foreign_file(folder) if folder == self.inputs_dir else None
        if foreign is not None:  # the user's folder (`--inputs-dir solutions`, `.`, `docs`)
            raise UsageError(
                f"the inputs folder {folder} holds {self.relative(foreign)}, which aoc did not "
                "write, and a .gitignore of * would hide it from git; give the inputs a "
                f"folder of their own (--inputs-dir, AOC_INPUTS_DIR) or write {ignore} yourself"
            )
        write_atomically(ignore, _PRIVATE_GITIGNORE)

    def write_private(self, path: Path, content: str | bytes) -> None:
        """Write `path`, a personal file (an input, a puzzle page, a cached copy of what the
        site or the user's days gave) under `inputs_dir` or `cache_dir`, atomically. The
        folder first gets a `.gitignore` of `*`: git then never stages it, wherever the
        folder lives and whatever the project's own `.gitignore` says."""
        self.check_inside(path)
        self.keep_private(
            self.inputs_dir if path.is_relative_to(self.inputs_dir) else self.cache_dir
        )
        write_atomically(path, content)

    def check_inside(self, path: Path) -> None:
        """`FileError` when a write to `path` would land out of the project's folder and
        of its inputs folder: a symlink on the way leads elsewhere (a cloned repository's
        link to `~/.bashrc`, a day's file linked out of the project)."""
        import os

        target = Path(os.path.realpath(path))
        if not (target.is_relative_to(self.root) or target.is_relative_to(self.inputs_dir)):
            reason = f"a symlink leads it out of the project, to {target}"
            raise FileError("write", self.relative(path), reason)

    def relative(self, path: Path) -> str:
        """`path` relative to the project root when inside it, for short messages; a
        rehearsal's project names its paths from the project it rehearses in
        (`.aoc-rehearsal/2025-01/solutions/...`), never as if they were the user's own."""
        base = self.root.parents[1] if self.root.parent.name == REHEARSALS else self.root
        try:
            return str(path.relative_to(base))
        except ValueError:
            return str(path)


def _foreign_file(folder: Path) -> Path | None:
    """The first file under `folder` (at any depth) of a kind aoc never writes into an
    input cache (inputs, pages, an account's answers, their locks and temporary files),
    else None: the folder is someone else's."""
    import os

    for parent, _, names in os.walk(folder):
        for name in names:
            if not _INPUT_CACHE_FILE.fullmatch(name):
                return Path(parent, name)
    return None


def is_project(folder: Path) -> bool:
    """Whether `folder` is a project's root: it has a `solutions/` folder, or its
    pyproject.toml says where its days are."""
    return (folder / DayFiles().folder).is_dir() or DAYS_SETTING in _tool_table(folder)


def _tool_table(root: Path) -> dict[str, object]:
    """The `[tool.aoc]` table of the pyproject.toml at `root` (empty: none), its parse
    remembered in the project's cache until the file changes: every command reads it,
    and parsing TOML costs more than the rest of `aoc run`'s start. A pyproject.toml that
    never says `aoc` (a folder above the project, say) is neither parsed nor remembered."""
    path = root / PYPROJECT
    data = read_bytes(path)
    if data is None or b"aoc" not in data:
        return {}

    def aoc_table(text: str) -> dict[str, object]:
        tool = parse_toml(text, path).get("tool")
        table = tool.get("aoc") if isinstance(tool, dict) else None
        return table if isinstance(table, dict) else {}

    return parsed(data, path, aoc_table, (root / CACHE_FOLDER / "pyproject.marshal", "tool-aoc/1"))
