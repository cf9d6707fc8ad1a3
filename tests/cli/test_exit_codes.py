"""One table of exit codes: every code the docs and the help texts name is one of
`cli.exit_codes.ExitCode`, and the full tables (docs/exit-codes.md, `aoc --help`) name
each of them."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from aoc_framework.cli.app import COMMANDS, HELP
from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.site.submit import Outcome

CODES = {code.value for code in ExitCode}
DOCS = Path(__file__).parents[2] / "docs" / "exit-codes.md"


def _listed(paragraph: str) -> set[int]:
    """The codes of an "Exit codes: 0 success, 1 ..." paragraph."""
    listing = paragraph.split("Exit codes:", 1)[1].split("\n\n")[0]
    return {int(n) for n in re.findall(r"(?:^|[,:]\s*)(\d+) ", " ".join(listing.split()))}


def test_the_docs_table_has_a_row_for_each_code_and_no_other() -> None:
    rows = re.findall(r"^\| (\d+) \|", DOCS.read_text(encoding="utf-8"), re.MULTILINE)
    assert sorted(int(row) for row in rows) == sorted(CODES)


def test_aoc_help_lists_every_code() -> None:
    assert _listed(HELP) == CODES


@pytest.mark.parametrize("name", COMMANDS)
def test_each_code_a_commands_help_names_is_one_of_the_table(name: str) -> None:
    module = importlib.import_module(f"aoc_framework.cli.{name}_command")
    command = getattr(module, f"{name}_command", None)
    text = " ".join(f"{getattr(module, 'EPILOG', '')} {getattr(command, '__doc__', '')}".split())
    named = {int(n) for n in re.findall(r"\b[Ee]xits? (?:with )?(\d+)\b", text)}
    if "Exit codes:" in text:
        named |= _listed(text)
    assert named <= CODES, name


def test_each_submission_outcome_has_its_code() -> None:
    from aoc_framework.cli.exit_codes import outcome_code

    assert all(isinstance(outcome_code(outcome), ExitCode) for outcome in Outcome)
