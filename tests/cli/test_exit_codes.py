"""One table of exit codes: every code the docs and the help texts name is one of
`cli.exit_codes.ExitCode`, the full tables (docs/exit-codes.md, `aoc --help`) name
each of them, and each help text says of a code what the docs' row says it means."""

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
    module = importlib.import_module(f"aoc_framework.cli.commands.{name}_command")
    command = getattr(module, f"{name}_command", None)
    text = " ".join(f"{getattr(module, 'EPILOG', '')} {getattr(command, '__doc__', '')}".split())
    named = {int(n) for n in re.findall(r"\b[Ee]xits? (?:with )?(\d+)\b", text)}
    if "Exit codes:" in text:
        named |= _listed(text)
    assert named <= CODES, name


#: Words that say nothing of a code's meaning, so that sharing them is no agreement.
_FILLER = frozenset(
    re.findall(
        r"\w+",
        "after again also answer before days each from line none only once other part "
        "than that them then there this used what when with without your",
    )
)


def _stems(text: str) -> set[str]:
    """The words of `text` that can say what a code means, cut to 5 letters so that
    "expired" meets "expire" and "failure" meets "fails"."""
    return {w[:5] for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in _FILLER}


def _meanings(text: str) -> list[tuple[int, str]]:
    """What `text` says each code it names means: the phrase of each item of an "Exit
    codes:" listing, and the sentence around each "exit N" / "Exits N ..., M ...".
    """
    text = " ".join(text.split())
    said = []
    if "Exit codes:" in text:
        listing = text.split("Exit codes:", 1)[1].strip()
        said += [(int(n), phrase) for n, phrase in re.findall(r"(?:^|, )(\d+) ([^,.]*)", listing)]
    for found in re.finditer(r"\b[Ee]xits? (?:with )?(\d+)\b([^.;]*)", text):
        before = re.split(r"[.;]", text[: found.start()])[-1]
        first = found.group(2).split(",")[0]
        said.append((int(found.group(1)), f"{before} {first}"))
        said += [(int(n), phrase) for n, phrase in re.findall(r",\s*(\d+) ([^,]*)", found.group(2))]
    return said


def _help_texts() -> dict[str, str]:
    texts = {"aoc --help": HELP}
    for name in COMMANDS:
        module = importlib.import_module(f"aoc_framework.cli.commands.{name}_command")
        command = getattr(module, f"{name}_command", None)
        texts[name] = f"{getattr(module, 'EPILOG', '')}\n\n{getattr(command, '__doc__', '')}"
    return texts


def test_each_help_text_says_what_the_docs_say_each_code_means() -> None:
    rows = dict(re.findall(r"^\| (\d+) \| (.*) \|$", DOCS.read_text(encoding="utf-8"), re.M))
    disagree = [
        (name, code, phrase)
        for name, text in _help_texts().items()
        for code, phrase in _meanings(text)
        if not _stems(phrase) & _stems(rows[str(code)])
    ]
    assert disagree == []
    assert len([1 for text in _help_texts().values() for _ in _meanings(text)]) >= 30


def test_each_submission_outcome_has_its_code() -> None:
    from aoc_framework.cli.exit_codes import outcome_code

    assert all(isinstance(outcome_code(outcome), ExitCode) for outcome in Outcome)
