"""The `aoc` group: its help lists the commands without importing them, truthfully."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from aoc_framework.cli.app import COMMANDS, SUMMARIES, build_command


@pytest.mark.parametrize("name", COMMANDS)
def test_each_listed_summary_is_the_first_paragraph_of_the_commands_help(name: str) -> None:
    help_text = build_command(name).help or ""
    first_paragraph = " ".join(help_text.split("\n\n")[0].split())
    # The commands' help is Markdown; the listing is plain text.
    assert SUMMARIES[name] == first_paragraph.replace("`", "").replace("**", "")


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
