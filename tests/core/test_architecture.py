"""The layout keeps its promises (docs/architecture.md): no import circle between two
modules, counting imports inside functions and for type checking only; each folder
imports only from the floors below it; a root of a few modules beside the folders."""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import aoc_framework

PACKAGE = Path(aoc_framework.__file__).parent

#: The floors, from the bottom up: each imports only from those before it. The faces
#: and the public API at the root come last.
FLOORS = (
    "model",
    "project",
    "engine",
    "site",
    "timing",
    "views",
    "authoring",
    "showcase",
    "actions",
    "cli",
    "pytest_plugin",
    "interactive",
    "solution",
    "__main__",
    "__init__",
)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


@functools.cache
def imported(path: Path) -> tuple[str, ...]:
    """The framework's modules `path` imports, wherever the import statement is (read
    once for the three tests)."""
    return tuple(_imported(path))


def _imported(path: Path) -> Iterator[str]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        else:
            continue
        for name in names:
            while name and name not in MODULES:
                name = name.rpartition(".")[0]
            if name:  # the root too: it is the top floor (its names are loaded lazily)
                yield name


def floor(module: str) -> int:
    """A module's floor: its folder's, or its own at the root (the root's `__init__`
    for `aoc_framework` itself, the top)."""
    parts = module.split(".")
    return FLOORS.index(parts[1] if len(parts) > 1 else "__init__")


def test_no_module_imports_one_that_imports_it_back() -> None:
    graph = {name: set(imported(path)) - {name} for name, path in MODULES.items()}
    circles = []
    for start in graph:  # a depth-first walk from each module, back to itself
        stack, seen = [(start, (start,))], set()
        while stack:
            name, trail = stack.pop()
            for target in graph[name]:
                if target == start:
                    circles.append(" -> ".join((*trail, start)))
                elif target not in seen:
                    seen.add(target)
                    stack.append((target, (*trail, target)))
    assert circles == []


def test_each_floor_imports_only_from_the_floors_below() -> None:
    upward = [
        f"{name} imports {target}"
        for name, path in MODULES.items()
        for target in imported(path)
        if floor(target) > floor(name)
    ]
    assert upward == []


def test_every_folder_and_root_module_has_its_floor() -> None:
    tops = {name.split(".")[1] for name in MODULES if name != "aoc_framework"}
    assert tops - {"__init__"} == set(FLOORS) - {"__init__"}
    root_modules = [path for path in PACKAGE.glob("*.py")]
    assert len(root_modules) <= 15


def test_each_tests_folder_tests_the_floor_of_its_name() -> None:
    """`tests/model` tests `model/`, and so on; `tests/core` holds what spans the house:
    the root's public API, the docs, the layout itself and the shipped sample day."""
    tests = Path(__file__).parents[1]
    folders = {path.name for path in tests.iterdir() if (path / "__init__.py").is_file()}
    assert folders - {"core"} <= set(FLOORS)
    assert {"model", "project", "views"} <= folders
