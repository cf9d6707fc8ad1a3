"""Environment variables: each name the framework says (in a help text, a message, a
docstring) is one `project.settings` reads, named there once, and in its table."""

from __future__ import annotations

import re
from pathlib import Path

from aoc_framework.project import settings

PACKAGE = Path(settings.__file__).parents[1]


def _declared() -> set[str]:
    """The variables `settings` names (`*_ENV`, single or a tuple)."""
    names: set[str] = set()
    for attribute, value in vars(settings).items():
        if attribute.endswith("_ENV"):
            names.update((value,) if isinstance(value, str) else value)
    return names


def test_every_variable_the_framework_names_is_declared_in_the_settings() -> None:
    said = {
        (path.relative_to(PACKAGE).as_posix(), name)
        for path in PACKAGE.rglob("*.py")
        for name in re.findall(r"\bAOCD?_[A-Z_]*[A-Z]\b(?<!_ENV)", path.read_text(encoding="utf-8"))
    }
    # aocd's own module constant, not a variable: AOCD_DATA_DIR is read from aocd.
    unknown = {(where, name) for where, name in said if name not in _declared()}
    assert unknown - {("site/aocd/client.py", "AOCD_DATA_DIR")} == set()


def test_every_declared_variable_is_in_the_settings_table() -> None:
    table = settings.__doc__ or ""
    assert {name for name in _declared() if f"`{name}`" not in table} == set()
