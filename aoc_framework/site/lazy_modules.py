"""Modules imported on first use.

aocd imports BeautifulSoup (with soupsieve, which compiles its regular expressions on
import) and Pebble as it is imported: the first to read pages, the second for aocd's own
runner. Most of `aoc`'s requests (an input, a token check) need neither, and `aoc` never
uses aocd's runner. Deferred, they no longer cost about 75 ms of the 200 ms aocd takes
to import, in every command that talks to the site; the first use of either imports it
as usual.
"""

from __future__ import annotations

import importlib
import sys
import types
from importlib.machinery import ModuleSpec, PathFinder


class _Deferred(types.ModuleType):
    """Stands in `sys.modules` for a module not imported yet. The first attribute asked
    of it imports the real module (with the rest of its family), which takes its place
    there; a module that bound this one by name keeps reaching the real one through it."""

    family: tuple[str, ...] = ()

    def __getattr__(self, name: str) -> object:
        _load(self.family)
        return getattr(sys.modules[self.__name__], name)


def defer(*family: str) -> None:
    """Let `import NAME`, for each name of `family` (a package, then those of its
    submodules that are imported together with it), cost nothing until one is used.
    Nothing changes when one of them is imported already or one is not installed."""
    if any(name in sys.modules for name in family):
        return
    specs = _specs(family)
    if specs is None:
        return
    for name, spec in zip(family, specs, strict=True):
        stand_in = _Deferred(name)
        stand_in.family = family
        stand_in.__spec__ = spec  # what importlib.util.find_spec answers meanwhile
        # Answered without importing it: what looks through sys.modules for a module's
        # file (`engine.discovery.project_modules`) loaded every stand-in.
        stand_in.__file__ = spec.origin
        sys.modules[name] = stand_in


def defer_css_selectors() -> None:
    """Let bs4 be imported without soupsieve, the CSS selectors (`Tag.select`) it imports
    as it is imported, which neither aocd nor aoc uses: soupsieve compiles its regular
    expressions on import, about 40 ms of every command that reads a page (and of each
    `aoc today` at an unlock). Call it before bs4 is imported; a day or a plugin that
    selects imports it as usual."""
    defer("soupsieve")


def _specs(family: tuple[str, ...]) -> list[ModuleSpec] | None:
    """Where each module of `family` is, found without importing any of them (a dotted
    name is looked for in its package's folders); None if one is not installed."""
    specs: dict[str, ModuleSpec] = {}
    for name in family:
        parent, _, _ = name.rpartition(".")
        path = specs[parent].submodule_search_locations if parent in specs else None
        spec = PathFinder.find_spec(name, path)
        if spec is None:
            return None
        specs[name] = spec
    return list(specs.values())


def _load(family: tuple[str, ...]) -> None:
    """Import the real modules of `family` in place of their stand-ins."""
    for name in family:
        if isinstance(sys.modules.get(name), _Deferred):
            del sys.modules[name]
    for name in family:
        importlib.import_module(name)
