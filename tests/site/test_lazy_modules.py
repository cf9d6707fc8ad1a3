"""Modules aocd imports but `aoc` rarely uses are imported on first use, and work as
imported when used (`aoc_framework.site.lazy_modules`)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from aoc_framework.site.lazy_modules import defer

#: A package of two modules, whose every import is recorded in `imported`.
PACKAGE = {
    "__init__.py": "import builtins\nbuiltins.imported.append(__name__)\nANSWER = 42\n",
    "part.py": "import builtins\nbuiltins.imported.append(__name__)\nfrom . import ANSWER\n"
    "DOUBLE = 2 * ANSWER\n",
}


@pytest.fixture
def imported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The package `slowpkg` on sys.path, never imported yet; the names of the modules
    of it imported so far."""
    import builtins

    (tmp_path / "slowpkg").mkdir()
    for name, source in PACKAGE.items():
        (tmp_path / "slowpkg" / name).write_text(source)
    monkeypatch.syspath_prepend(str(tmp_path))
    record: list[str] = []
    monkeypatch.setattr(builtins, "imported", record, raising=False)
    yield record
    for name in [name for name in sys.modules if name.split(".")[0] == "slowpkg"]:
        del sys.modules[name]


def test_a_deferred_package_is_imported_when_first_used(imported: list[str]) -> None:
    defer("slowpkg", "slowpkg.part")
    import slowpkg.part  # as aocd imports Pebble: nothing runs yet

    assert imported == []
    assert importlib.util.find_spec("slowpkg") is not None
    assert slowpkg.part.DOUBLE == 84
    assert imported == ["slowpkg", "slowpkg.part"]
    assert sys.modules["slowpkg"] is not slowpkg  # the real one took its place
    assert slowpkg.ANSWER == 42  # and through the stand-in bound before


def test_from_import_of_a_deferred_package_imports_it(imported: list[str]) -> None:
    defer("slowpkg")
    from slowpkg import ANSWER

    assert (ANSWER, imported) == (42, ["slowpkg"])


def test_a_package_imported_already_or_missing_is_left_alone(imported: list[str]) -> None:
    import slowpkg

    defer("slowpkg")
    assert sys.modules["slowpkg"] is slowpkg and imported == ["slowpkg"]
    defer("no_such_package_here")
    assert "no_such_package_here" not in sys.modules
    with pytest.raises(ModuleNotFoundError):
        import no_such_package_here  # noqa: F401


def test_a_stand_ins_file_is_known_without_importing_it(imported: list[str]) -> None:
    # What looks through sys.modules for a project's modules (the day's fresh class)
    # asks each its file: that loaded every deferred package in every day's run.
    defer("slowpkg")
    from aoc_framework.engine.discovery import project_modules

    root = Path(sys.modules["slowpkg"].__file__).parent.parent
    assert project_modules(root) == {"slowpkg": str(Path("slowpkg", "__init__.py"))}
    assert imported == []


def test_a_page_is_read_without_css_selectors_which_come_when_a_day_selects() -> None:
    code = (
        "import sys\n"
        "from aoc_framework.site.soup import BeautifulSoup\n"
        "soup = BeautifulSoup('<p class=a>x</p><p>y</p>', 'html.parser')\n"
        "print(soup.p.text, type(sys.modules['soupsieve']).__name__)\n"
        "print(len(soup.select('p.a')), type(sys.modules['soupsieve']).__name__)\n"
    )
    shown = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert shown.split() == ["x", "_Deferred", "1", "module"]
