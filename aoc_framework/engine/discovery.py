"""Finding the `Solution` subclass of a day in a project's `solutions` package."""

import contextlib
import functools
import importlib
import importlib.machinery
import importlib.util
import io
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple

from aoc_framework.model.day import MAIN, MAIN_NAME, DayCode, Variant, odd_declaration
from aoc_framework.model.errors import DayCodeError, UsageError
from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.project.layout import Project


def require_solution_file(project: Project, puzzle: PuzzleDay, variant: str = "") -> Path:
    """The path of the day's solution module (or of its `variant` file), without
    importing it. Raises `UsageError` for a missing module (naming the file to create)."""
    path = project.solution_path(puzzle, variant)
    if not path.is_file():
        raise UsageError(
            f"no solution for {puzzle}; create {project.relative(path)} "
            f"(aoc new {puzzle.year} {puzzle.day} scaffolds it)"
        )
    return path


def load_solution(project: Project, puzzle: PuzzleDay, variant: Variant = MAIN) -> type[DayCode]:
    """The day class of `puzzle` (by default its main solution: `load_variants`),
    imported from the project.

    Raises `UsageError` for a missing module (naming the file to create), a module
    without a `Solution` subclass, a class that declares another day or is not there,
    and `DayCodeError` for a module that fails to import."""
    return pick_solution(project, puzzle, variant, load_variants(project, puzzle, variant.file))


def pick_solution(
    project: Project, puzzle: PuzzleDay, variant: Variant, classes: list[type[DayCode]]
) -> type[DayCode]:
    """The day class `variant` names among `classes`, the solutions `load_variants`
    found in its file. Raises `UsageError` for a class that declares another day or is
    not there."""
    path = project.relative(project.solution_path(puzzle, variant.file))
    _check_name(project, puzzle, variant)
    chosen = [cls for cls in classes if cls.__name__ == variant.cls] if variant.cls else classes
    if not chosen:
        names = ", ".join(cls.__name__ for cls in classes)
        raise UsageError(f"{path} has no day class {variant.cls} (it has {names})")
    cls = chosen[0]
    declared = _declaration(cls)
    if declared != (puzzle.year, puzzle.day):
        raise UsageError(
            f"{cls.__name__} in {path} declares year, day = "
            f"{declared[0]}, {declared[1]}; set them to {puzzle.year}, {puzzle.day}"
        )
    odd = odd_declaration(cls)
    if odd is not None:
        raise UsageError(f"{cls.__name__} in {path}: {odd}")
    return cls


class NoStandardInputError(OSError):
    """A day's code read standard input, which it has none of under `aoc`."""


class _NoStandardInput(io.TextIOBase):
    """The standard input of a day's code under `aoc`: reading it raises at once, saying
    where the input is. The terminal's would wait for the user's keys, with nothing on
    the screen (a script's `sys.stdin.read()` at import, before `aoc run`'s heading)."""

    def readable(self) -> bool:
        return True

    def read(self, size: int | None = -1) -> str:
        raise NoStandardInputError(
            "a day has no standard input under aoc: its parts are given the input's text "
            "(part_1(text), or parse(text)): the framework's docs/your-repository.md"
        )

    readline = read  # input(), a for loop over sys.stdin, fileinput


def day_stdin_and_argv() -> tuple[io.TextIOBase, list[str]]:
    """`sys.stdin` and `sys.argv` as a day's code sees them: no standard input, and no
    arguments (`aoc`'s own, "run 2018 1", had a script open a file named "run")."""
    return _NoStandardInput(), sys.argv[:1]


@contextlib.contextmanager
def _as_a_day_sees_it() -> Iterator[None]:
    """`day_stdin_and_argv` while a day's module is imported in this process."""
    saved = sys.stdin, sys.argv
    sys.stdin, sys.argv = day_stdin_and_argv()
    try:
        yield
    finally:
        sys.stdin, sys.argv = saved


def load_variants(project: Project, puzzle: PuzzleDay, file: str = "") -> list[type[DayCode]]:
    """The solutions of `puzzle` in its own module (or in its variant file `file`), the
    file's first solution first: the `Solution` subclasses it defines that declare
    `year` and `day` (a base class that does not is none), in the order they are
    defined; else (none declares them) its first subclass; else the class its
    functions make (`function_day`). The first of the day's own module is its main
    solution.

    Raises `UsageError` for a missing module or one without a solution, and
    `DayCodeError` for a module that fails to import."""
    path = require_solution_file(project, puzzle, file)
    name = project.module_name(puzzle, file)
    try:
        module = _import(project, name)
    except Exception as error:
        raise DayCodeError(str(puzzle), error, _missing_package(error)) from error
    _LOADED[name] = project.root
    found = day_classes(module, puzzle)
    if not found:
        # A day ported from elsewhere may have a class of its own named Solution.
        own = vars(module).get("Solution")
        clash = (
            "; its own class named Solution is not aoc_framework.Solution: subclass "
            "aoc_framework.Solution (import aoc_framework)"
            if isinstance(own, type) and not issubclass(own, DayCode)
            else ""
        )
        raise UsageError(
            f"{project.relative(path)} must define a Solution subclass (or the functions "
            f"part_1 and part_2, part1 and part2, or solve), found none{clash}; a script "
            "that prints its answers is a day in three lines: the framework's "
            "docs/your-repository.md"
        )
    declaring = [cls for cls in found if None not in _declaration(cls)]
    return declaring or found[:1]


def variant_named(project: Project, puzzle: PuzzleDay, name: str) -> Variant:
    """The solution of `puzzle` that reports call `name` (`Variant.name`; `main`: the
    main one): a variant file's name, `FILE.Class`, else a class of the day's own file.
    Whether the class is there is for `load_solution` to say."""
    if name == MAIN_NAME:
        return MAIN
    file, _, cls = name.partition(".")
    if file in project.variant_files(puzzle):
        return Variant(file, cls)
    if cls:
        wanted = project.relative(project.solution_path(puzzle, file))
        raise UsageError(f"no solution {name} of {puzzle}: there is no {wanted}")
    return Variant(cls=name)


def _check_name(project: Project, puzzle: PuzzleDay, variant: Variant) -> None:
    """`UsageError` when the name reports give `variant` (`Variant.name`) is another
    solution's: a variant file named `main`, or a further class of the day's own file
    named `main` or as a variant file. Two solutions of one name would share a row of
    the baseline (one's times compared with the other's); the file keeps the name
    (`variant_named` picks it), the class is refused."""
    own = project.relative(project.solution_path(puzzle))
    if variant.file == MAIN_NAME:
        path = project.relative(project.solution_path(puzzle, variant.file))
        raise UsageError(
            f"{path} is not a solution of {puzzle}: {MAIN_NAME} names the main one "
            f"(the first class of {own}); give the file another name"
        )
    if variant.file or not variant.cls:
        return
    if variant.cls == MAIN_NAME or variant.cls in project.variant_files(puzzle):
        taken = (
            f"the main one (the first class of {own})"
            if variant.cls == MAIN_NAME
            else project.relative(project.solution_path(puzzle, variant.cls))
        )
        raise UsageError(
            f"the class {variant.cls} of {own} has the name of another solution of "
            f"{puzzle}, {taken}; rename the class"
        )


def _declaration(cls: type[DayCode]) -> tuple[object, object]:
    """The year and day `cls` declares (None: not declared)."""
    return getattr(cls, "year", None), getattr(cls, "day", None)


def fresh_class(solution_cls: type[DayCode]) -> type[DayCode]:
    """The same day from a new import of its module and of the project's modules it
    imports (helpers): module globals and class attributes as the modules first set
    them, whatever an earlier run left in them. A class that is not a day module's (one
    made in a test) is returned as it is."""
    name = solution_cls.__module__
    module = sys.modules.get(name)
    spec = getattr(module, "__spec__", None)
    root = _LOADED.get(name)
    if root is None or spec is None or spec.loader is None:
        return solution_cls
    for helper in project_modules(root):
        _forget(helper)
    fresh = importlib.util.module_from_spec(spec)
    sys.modules[name] = fresh
    with _as_a_day_sees_it():
        spec.loader.exec_module(fresh)
    puzzle = PuzzleDay(solution_cls.year, solution_cls.day)
    same = [cls for cls in day_classes(fresh, puzzle) if cls.__name__ == solution_cls.__name__]
    return same[0] if same else solution_cls


def _missing_package(error: Exception) -> str | None:
    """What to do about a day that imports a package not installed here (networkx): the
    hint said under its traceback."""
    if not isinstance(error, ModuleNotFoundError) or not error.name:
        return None
    top = error.name.partition(".")[0]
    return (
        f"{top} is not installed in the Python that runs aoc ({sys.prefix}): "
        f"pip install {top} there (or the package that provides it)"
    )


def day_classes(module: ModuleType, puzzle: PuzzleDay) -> list[type[DayCode]]:
    """The day classes `module` defines: its `Solution` subclasses; else, for a day
    written as functions, the class `function_day` makes of them."""
    classes = [
        cls
        for cls in vars(module).values()
        if isinstance(cls, type) and issubclass(cls, DayCode) and cls.__module__ == module.__name__
    ]
    if classes:
        return classes
    made = function_day(module, puzzle)
    return [made] if made is not None else []


#: The names a day written as functions may give each part, in order of preference.
_PART_FUNCTIONS = {Part.ONE: ("part_1", "part1"), Part.TWO: ("part_2", "part2")}
#: What else such a module may declare, as a class day does, with their defaults.
_DECLARATIONS = {"title": "", "examples": (), "raw_input": False, "shares_parse": False}


def function_day(module: ModuleType, puzzle: PuzzleDay) -> type[DayCode] | None:
    """A day written as functions (`part_1(data)`/`part_2(data)`, or `part1`/`part2`, or
    `solve(data)` returning both answers; an optional `parse(text)`; `title`,
    `examples`... as module globals), as the class a `Solution` subclass would be: run,
    checked, timed and isolated the same way (each part on a new import of the module).
    None when the module defines none of the part functions. Only functions defined in
    the module count: `from parse import parse` is not the day's `parse`."""

    def own(name: str) -> Callable[..., Any] | None:
        value = vars(module).get(name)
        is_function = callable(value) and not isinstance(value, type)
        return (
            value if is_function and getattr(value, "__module__", None) == module.__name__ else None
        )

    methods = {
        part.key: found
        for part, names in _PART_FUNCTIONS.items()
        if (found := next(filter(None, map(own, names)), None)) is not None
    }
    methods.update({name: found for name in ("solve", "parse") if (found := own(name))})
    if not methods.keys() - {"parse"}:
        return None
    namespace: dict[str, Any] = {
        name: vars(module).get(name, default) for name, default in _DECLARATIONS.items()
    }
    namespace.update({name: staticmethod(function) for name, function in methods.items()})
    namespace.update(__module__=module.__name__, year=puzzle.year, day=puzzle.day)
    return type(f"Day{puzzle.day:02d}", (DayCode,), namespace)


def _forget(name: str) -> None:
    """Drop module `name` so that the next import of it runs it anew. Packages stay (the
    day's module and its helpers live in them); a package's attribute naming the module
    goes too, or `from package import module` would find the old one there."""
    module = sys.modules[name]
    if hasattr(module, "__path__"):
        return
    del sys.modules[name]
    package, _, attribute = name.rpartition(".")
    if package in sys.modules and getattr(sys.modules[package], attribute, None) is module:
        delattr(sys.modules[package], attribute)


def project_modules(root: Path) -> dict[str, str]:
    """The modules of the project at `root` that this process has imported, by name,
    with their files relative to `root`: the days and their helpers, not a virtual
    environment kept in the project (`.venv`) nor the framework itself (an editable
    install of it from the project: the folder above `engine/`)."""
    found = {}
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if path and is_project_file(path, root):
            found[name] = str(Path(path).relative_to(root))
    return found


def is_project_file(path: str, root: Path) -> bool:
    """True for a file of the project's own code at `root`: not of a virtual environment
    kept there, nor of the framework itself (an editable install of it from there)."""
    return path.startswith(str(root) + os.sep) and not path.startswith(_not_the_project())


@functools.cache
def _not_the_project() -> tuple[str, ...]:
    """The folders whose files are never the project's (the environment, the framework),
    resolved once: `_ProjectFinder` asks for every module the process imports."""
    return tuple(
        str(Path(folder).resolve()) + os.sep
        for folder in {sys.prefix, sys.exec_prefix, str(Path(__file__).parents[1])}
    )


class Imported(NamedTuple):
    """A file of the project a day imported, relative to the project, with the sha256 of
    the source it was compiled from ("" when it changed between two imports of one run;
    None when not known: the day could not say)."""

    path: str
    sha256: str | None = None


#: The source each project file was compiled from in this process, by path; None once
#: two different sources were (the file changed between imports).
_COMPILED: dict[str, bytes | None] = {}
#: The root of the project each day's module was loaded from (`load_solution`), by its
#: module name: what `fresh_class` imports again.
_LOADED: dict[str, Path] = {}


def imported_files(root: Path) -> tuple[Imported, ...]:
    """The files of the project at `root` this process compiled (days, helpers, their
    packages: `_FromSource`), each with the sha256 of the source it ran."""
    import hashlib  # here: it loads OpenSSL (6 ms), which `aoc run` never needs

    return tuple(
        Imported(
            str(Path(path).relative_to(root)),
            "" if source is None else hashlib.sha256(source).hexdigest(),
        )
        for path, source in sorted(_COMPILED.items())
        if is_project_file(path, root)
    )


class _FromSource(importlib.machinery.SourceFileLoader):
    """Loads a module of the project from its source as it is on disk now, never from
    cached bytecode: Python judges a `.pyc` by its source's size and modification time
    in whole seconds, so a day fixed within the second it was last run, to the same
    size (`ANSWER = 1` made `ANSWER = 2`), would run its old code. A day's module and
    helpers compile in a few milliseconds. The checksum of each source compiled is kept
    (`imported_files`): a remembered verdict belongs to the bytes that ran."""

    def get_code(self, fullname: str) -> object:
        path = self.get_filename(fullname)
        source = self.get_data(path)
        # What ran: what a memory is keyed by (its checksum taken only when asked).
        _COMPILED[path] = source if _COMPILED.get(path, source) == source else None
        return self.source_to_code(source, path)


class _ProjectFinder:
    """Finds the modules of one project (its days and helpers, wherever they are in it)
    as Python would, and loads them with `_FromSource`."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def find_spec(
        self, fullname: str, path: object = None, target: object = None
    ) -> importlib.machinery.ModuleSpec | None:
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)  # type: ignore[arg-type]
        if (
            spec is None
            or not isinstance(spec.loader, importlib.machinery.SourceFileLoader)
            or not is_project_file(spec.origin or "", self.root)
        ):
            return None
        spec.loader = _FromSource(fullname, spec.origin)
        return spec


def _load_from_source(root: Path) -> None:
    """Make this process load the modules of the project at `root` from their source."""
    if any(isinstance(f, _ProjectFinder) and f.root == root for f in sys.meta_path):
        return
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, _ProjectFinder)]
    # Just before Python's own finder of files: built-in and frozen modules come first.
    at = sys.meta_path.index(importlib.machinery.PathFinder)
    sys.meta_path.insert(at, _ProjectFinder(root))


def discover_days(project: Project, year: int | None = None) -> list[PuzzleDay]:
    """Every puzzle that has a solution module on the calendar, in order."""
    return sorted(p for p in project.day_files() if year is None or p.year == year)


def _import(project: Project, name: str) -> ModuleType:
    _load_from_source(project.root)
    top, _, inside = name.partition(".")
    package = sys.modules.get(top)
    if inside and (package is None or not _is_within(package, project.root / top)):
        # Not imported yet, or another project's `solutions` is (tests do this): load this
        # project's package explicitly, so neither sys.path order nor a missing
        # __init__.py can make another `solutions` win.
        for key in [k for k in sys.modules if k == top or k.startswith(f"{top}.")]:
            del sys.modules[key]
        _load_package(project.root / top)
    root = str(project.root)
    if root in sys.path:
        sys.path.remove(root)
    sys.path.insert(0, root)  # so solutions can import the project's other modules
    _forget_folder_listings()
    with _as_a_day_sees_it():
        return importlib.import_module(name)


def _forget_folder_listings() -> None:
    """What `importlib.invalidate_caches()` does for a file saved since its folder was
    read (a helper a watched day starts importing): each path entry's finder forgets
    its listing. Not that call itself: from Python 3.12 on it imports importlib.metadata
    (and inspect) for a finder of installed packages, a third of `aoc run`'s start."""
    for finder in list(sys.path_importer_cache.values()):
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()


def _load_package(folder: Path) -> None:
    """Load the package at `folder` (a namespace package without `__init__.py`) under
    its folder's name."""
    name = folder.name
    init = folder / "__init__.py"
    if init.is_file():
        spec = importlib.util.spec_from_file_location(
            name,
            init,
            loader=_FromSource(name, str(init)),
            submodule_search_locations=[str(folder)],
        )
        assert spec is not None and spec.loader is not None
        package = importlib.util.module_from_spec(spec)
        sys.modules[name] = package
        spec.loader.exec_module(package)
    else:
        package = ModuleType(name)
        package.__path__ = [str(folder)]
        sys.modules[name] = package


def _is_within(module: ModuleType, folder: Path) -> bool:
    locations = [Path(p).resolve() for p in getattr(module, "__path__", [])]
    return folder.resolve() in locations
