"""The `aoc` group: its help lists the commands without importing them, truthfully, and
each command loads only what it needs."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from aoc_framework.cli.app import COMMANDS, SUMMARIES, build_command
from tests.fixture_day import INPUT


@pytest.mark.parametrize("name", COMMANDS)
def test_each_listed_summary_is_the_first_paragraph_of_the_commands_help(name: str) -> None:
    help_text = build_command(name).help or ""
    first_paragraph = " ".join(help_text.split("\n\n")[0].split())
    assert SUMMARIES[name] == first_paragraph  # plain text, as every help


def test_no_command_module_imports_the_app_that_imports_it() -> None:
    # cli.app loads each command module (build_command): one that imported cli.app back
    # would close an import circle; what they share is in cli.state.
    import ast

    import aoc_framework.cli

    folder = Path(aoc_framework.cli.__file__).parent
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert "aoc_framework.cli.app" not in imported or path.name == "__init__.py", path.name


def test_aoc_help_imports_no_command_and_neither_rich_nor_aocd() -> None:
    code = (
        "import sys\n"
        "from aoc_framework.cli import main\n"
        "main(['--help'])\n"
        "loaded = [m for m in sys.modules if m.startswith('aoc_framework.cli.')"
        " and m.endswith('_command') or m.split('.')[0] in ('rich', 'aocd', 'urllib3')]\n"
        "print(sorted(loaded))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "[]"
    assert re.search(r"\n  status +Show the calendar", result.stdout), result.stdout


def test_version() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "aoc_framework", "--version"], capture_output=True, text=True
    )
    from aoc_framework import __version__

    assert (result.returncode, result.stdout) == (0, f"aoc-framework {__version__}\n")


#: Run `aoc` with the arguments given, then print on stderr which of the modules that a
#: command should load only when it needs them are loaded.
LOADS = (
    "import sys\n"
    "from aoc_framework.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "heavy = ('rich', 'aocd', 'urllib3', 'multiprocessing', 'aoc_framework.engine.workers')\n"
    "print(code, sorted(m for m in sys.modules if m in heavy), file=sys.stderr)\n"
)


def heavy_modules(project: Path, *args: str) -> str:
    """What `aoc *args` in `project` loaded of the heavy modules, after its exit code."""
    env = {**os.environ, "AOC_PROJECT_DIR": str(project)}
    result = subprocess.run(
        [sys.executable, "-c", LOADS, *args], capture_output=True, text=True, env=env
    )
    return result.stderr.splitlines()[-1]


def test_aoc_run_loads_neither_rich_nor_aocd_nor_multiprocessing(
    fixture_project: Path, inputs_dir: Path
) -> None:
    (inputs_dir / "2023").mkdir(parents=True)
    (inputs_dir / "2023" / "01.txt").write_text(INPUT)
    # The workers' supervisor, which forks the day from aoc without multiprocessing.
    expected = "0 ['aoc_framework.engine.workers']"
    assert heavy_modules(fixture_project, "run", "2023", "1") == expected


def test_a_remembered_aoc_status_loads_neither_rich_nor_the_workers(
    fixture_project: Path,
) -> None:
    first = heavy_modules(fixture_project, "status", "2023")
    assert first.startswith("0 [") and "'aoc_framework.engine.workers'" in first  # it ran the day
    assert heavy_modules(fixture_project, "status", "2023") == "0 []"  # it remembered it


@pytest.mark.parametrize("name", COMMANDS)
def test_no_command_offers_shell_completion(name: str) -> None:
    options = {option for param in build_command(name).params for option in param.opts}
    assert not options & {"--install-completion", "--show-completion"}
