"""Examples taken from the puzzle page (`aoc new`, `aoc examples`).

The example extractor (`example_extractor`, docs/examples.md) reads the page as a person
does and says how sure it is: an example it is sure of is written
`Example(..., from_page=True)`, one it guessed `Example(..., from_page="guess")`, with
the page's other candidates named in a comment, for the user to check against the puzzle
text (`aoc run` and `aoc watch` say so when such an example fails). Once part 1 is
solved, the refreshed page holds part 2's example: `add_examples` adds it to the module
without changing a character of what is there (it inserts the example's text before the
class and one `Example(...)` into the `examples` tuple).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from aoc_framework.model.day import GUESS
from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PARTS, Part, PuzzleDay
from aoc_framework.model.text import printable
from aoc_framework.project.files import update_file
from aoc_framework.site.puzzle_page import PuzzlePage

if TYPE_CHECKING:
    from aoc_framework.authoring.example_extractor import Extraction, FoundExample
    from aoc_framework.model.day import Example
    from aoc_framework.project.layout import Project

#: The argument that marks an example as taken from the page (`Example.from_page`):
#: by the extractor, sure of it; and guessed.
MARK = "from_page=True"
GUESS_MARK = f'from_page="{GUESS}"'
#: The longest line written (the project's ruff line length).
LINE_LENGTH = 100
#: How many of the page's other candidates a module's comment names.
NAMED_CANDIDATES = 3
_INTEGER = re.compile(r"-?(0|[1-9][0-9]*)")


def page_examples(page: PuzzlePage, real_input: str | None = None) -> Extraction:
    """The examples the extractor finds on `page`, best first, and the other candidates;
    `real_input` (the user's input, when fetched) helps it pick the block that looks
    like it."""
    from aoc_framework.authoring.example_extractor import extract_examples

    return extract_examples(printable(page.html), real_input)


def header_comment(puzzle: PuzzleDay, extraction: Extraction) -> str:
    """The comment above the examples taken from the page of `puzzle`: how to read their
    marks, and the other candidates when one is a guess."""
    lines = [
        "# Examples taken from the puzzle page: from_page=True where the extractor is sure,",
        '# from_page="guess" where it is not. Check them against the puzzle text',
        f"# (aoc read {puzzle.year} {puzzle.day}), then remove the mark.",
    ]
    if any(not example.sure for example in extraction.examples):
        lines += doubt_comment(extraction.examples)
        lines += candidate_comment(extraction.alternatives)
    return "".join(f"{line}\n" for line in lines)


def doubt_comment(examples: Sequence[FoundExample]) -> list[str]:
    """A comment line per guessed example saying why it is not sure: the first of the
    extractor's certainty rules it missed (docs/examples.md, "Sure or a guess")."""
    lines = []
    for number, example in enumerate(examples, 1):
        if not example.sure and example.doubt:
            lines.append(f"# Example {number} is a guess ({example.doubt})."[:LINE_LENGTH])
    return lines


def candidate_comment(candidates: Sequence[FoundExample]) -> list[str]:
    """Comment lines naming the first of the page's other `candidates`: the start of each
    one's text (as a Python literal: one line, no control character) and its answers."""
    lines = []
    for candidate in candidates[:NAMED_CANDIDATES]:
        first = candidate.input.splitlines()[0] if candidate.input.strip() else ""
        more = len(candidate.input.splitlines()) - 1
        text = repr(first[:40] + ("..." if len(first) > 40 else ""))
        shape = f"{text} and {more} more line{'s' * (more != 1)}" if more else text
        answers = "; ".join(
            f"part {part} = {answer}"
            for part, answer in ((1, candidate.part_1), (2, candidate.part_2))
            if answer is not None
        )
        lines.append(f"#   {shape}: {answers or 'no answer found'}")
    if lines:
        lines.insert(0, "# Other candidates on the page (aoc examples lists them all):")
    return lines


@dataclass(frozen=True)
class ExampleSource:
    """The source of some examples: the constants holding their text (top-level
    assignments) and the arguments of one `Example(...)` per example."""

    constants: tuple[str, ...]
    calls: tuple[tuple[str, ...], ...]

    def call_lines(self, indent: str) -> str:
        """The `Example(...)` elements, one a line (wrapped one argument a line when too
        long, as ruff would format them)."""
        lines = []
        for fields in self.calls:
            line = f"{indent}Example({', '.join(fields)}),\n"
            if len(line) > LINE_LENGTH + 1:
                inner = "".join(f"{indent}    {field},\n" for field in fields)
                line = f"{indent}Example(\n{inner}{indent}),\n"
            lines.append(line)
        return "".join(lines)

    def declaration(self) -> str:
        """`examples = (...)` in a class body, as ruff would format it."""
        one_line = f"    examples = ({self.inline()})\n"
        if len(self.calls) == 1 and len(one_line) <= LINE_LENGTH + 1:
            return one_line
        return f"    examples = (\n{self.call_lines(' ' * 8)}    )\n"

    def inline(self) -> str:
        """The `Example(...)` elements on one line, each followed by a comma."""
        return " ".join(f"Example({', '.join(fields)})," for fields in self.calls)


def example_source(
    examples: Sequence[FoundExample], names: dict[str, str], prefix: str = "EXAMPLE"
) -> ExampleSource:
    """The source of `examples`. `names` maps the text of the string constants the module
    already has to their names (reused, so no text is written twice); new constants are
    named `prefix`, `prefix_2`, ... avoiding the names in `names`."""
    known = dict(names)
    taken = set(known.values())
    constants = []
    calls = []
    for example in examples:
        text = _normalized(example.input)
        name = known.get(text)
        if name is None:
            name = _free_name(prefix, taken)
            known[text] = name
            taken.add(name)
            constants.append(f"{name} = {text_literal(text)}\n")
        fields = [name]
        for part, answer in ((1, example.part_1), (2, example.part_2)):
            if answer is not None:
                fields.append(f"part_{part}={answer_literal(answer)}")
        if example.extra:
            pairs = (f"{_literal(key)}: {_literal(value)}" for key, value in example.extra.items())
            fields.append(f"extra={{{', '.join(pairs)}}}")
        calls.append((*fields, MARK if example.sure else GUESS_MARK))
    return ExampleSource(tuple(constants), tuple(calls))


def text_literal(text: str) -> str:
    """`text` (ending in a newline) as a Python literal: a triple-quoted block, as the
    user would paste it, when the text allows one."""
    plain = all(c.isprintable() or c in "\t\n" for c in text)
    if plain and '"""' not in text and "\\" not in text:
        return '"""\\\n' + text + '"""'
    return repr(text)


def answer_literal(answer: str) -> str:
    """An answer as the page gives it, as a Python literal: an int when it is one."""
    return answer if _INTEGER.fullmatch(answer) else _literal(answer)


def _literal(value: object) -> str:
    """`value` as a Python literal, strings in double quotes (as ruff formats them)."""
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(value)


def missing_examples(
    found: Iterable[FoundExample], declared: Sequence[Example]
) -> list[FoundExample]:
    """The page's examples for the parts that no declared example has an expected answer
    for, each reduced to those parts. A part the user already has an example for is left
    alone, even if the user changed its text or answer (the parser may be wrong)."""
    covered = {part for part in PARTS if any(e.expected(part) is not None for e in declared)}
    missing = []
    for example in found:
        kept = {
            part: answer
            for part, answer in ((Part.ONE, example.part_1), (Part.TWO, example.part_2))
            if answer is not None and part not in covered
        }
        if kept:
            missing.append(replace(example, part_1=kept.get(Part.ONE), part_2=kept.get(Part.TWO)))
    return missing


def add_missing_examples(
    project: Project, puzzle: PuzzleDay, found: Sequence[FoundExample]
) -> list[FoundExample]:
    """Add to the module of `puzzle` those of the page's examples `found` whose parts it
    has no example for (`missing_examples`), and return them (none: nothing changed).
    Raises the errors of loading the day (`UsageError`, `DayCodeError`) and of
    `add_examples`."""
    from aoc_framework.engine.discovery import load_solution

    missing = missing_examples(found, load_solution(project, puzzle).examples)
    if missing:
        add_examples(project, project.solution_path(puzzle), missing)
    return missing


def add_examples(project: Project, path: Path, examples: Sequence[FoundExample]) -> None:
    """Add `examples` to the day module at `path`: their text as new constants before
    the day's class (or, in a day written as functions, before its `examples`), and an
    `Example(...)` each at the end of its `examples` tuple. Nothing else in the file
    changes. `UsageError` when the module has no literal `examples = (...)` to add to.
    Written under the module's lock, as every file `aoc` changes: two `aoc` adding at
    once both add theirs."""
    update_file(
        path, project.lock_path(path), lambda text: _with_examples(text or "", path, examples)
    )


def _with_examples(text: str, path: Path, examples: Sequence[FoundExample]) -> str:
    """The source `text` of the module at `path` with `examples` added (`add_examples`)."""
    source = _with_trailing_comma(text, path)
    tree = ast.parse(source)
    day_class, declaration = _examples_declaration(tree, path)
    names = {
        _normalized(node.value.value): node.targets[0].id
        for node in tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }
    added = example_source(examples, names, prefix="PAGE_EXAMPLE")
    new_source = _into_tuple(source, declaration, added)
    if added.constants:  # before the class (which comes after the tuple's text)
        decorators = getattr(day_class, "decorator_list", [])
        first = min([day_class.lineno, *(d.lineno for d in decorators)])
        at = _offset(new_source, first, 0)
        block = "".join(f"{constant}\n\n" for constant in added.constants)
        new_source = new_source[:at] + block + new_source[at:]
    try:  # whatever the module looked like, it is never left broken
        compile(new_source, str(path), "exec")
    except SyntaxError:
        raise UsageError(
            f"could not add the examples to {path.name} without breaking it; "
            "add them by hand (aoc examples YEAR DAY prints them)"
        ) from None
    return new_source


def _with_trailing_comma(source: str, path: Path) -> str:
    """`source` with a comma after the last element of the `examples` tuple if it has
    none (so another element can follow it)."""
    _, literal = _examples_declaration(ast.parse(source), path)
    if not literal.elts:
        return source
    last = _offset(source, literal.elts[-1].end_lineno, literal.elts[-1].end_col_offset)
    closing = _offset(source, literal.end_lineno, literal.end_col_offset) - 1
    between = source[last:closing].split("\n")
    if any("," in line.split("#")[0] for line in between):
        return source
    return source[:last] + "," + source[last:]


def _offset(source: str, line: int | None, column: int | None) -> int:
    """The index in `source` of ast's (line, column): lines from 1, columns in bytes."""
    assert line is not None and column is not None
    lines = source.splitlines(keepends=True)
    start = sum(len(text) for text in lines[: line - 1])
    return start + len(lines[line - 1].encode()[:column].decode())


def _examples_declaration(tree: ast.Module, path: Path) -> tuple[ast.stmt, ast.expr]:
    """The tuple (or list) literal assigned to the day's `examples`, with the statement
    new constants go before: the day's class, or the declaration itself in a day
    written as functions."""
    for node in tree.body:
        literal = _examples_literal(node)
        if literal is not None:  # at the module's level: a day written as functions
            return node, literal
        for statement in node.body if isinstance(node, ast.ClassDef) else ():
            literal = _examples_literal(statement)
            if literal is not None:
                return node, literal
    raise UsageError(
        f"{path.name} has no 'examples = (...)' to add to; "
        "add the examples by hand (aoc examples YEAR DAY prints them)"
    )


def _examples_literal(statement: ast.stmt) -> ast.expr | None:
    """The tuple or list `statement` assigns to `examples`, if it is one."""
    targets = statement.targets if isinstance(statement, ast.Assign) else []
    named = any(isinstance(target, ast.Name) and target.id == "examples" for target in targets)
    value = statement.value if isinstance(statement, ast.Assign) else None
    return value if named and isinstance(value, (ast.Tuple, ast.List)) else None


def _into_tuple(source: str, literal: ast.expr, added: ExampleSource) -> str:
    """`source` with the examples `added` as the last elements of the tuple `literal`
    (whose last element has a comma after it). Only insertions: the tuple's own text is
    kept, even where a one-line tuple grows too long and is opened onto lines."""
    closing = _offset(source, literal.end_lineno, literal.end_col_offset) - 1  # the ")"
    line_start = source.rfind("\n", 0, closing) + 1
    if literal.end_lineno != literal.lineno and not source[line_start:closing].strip():
        # A tuple written one element a line: one more line each, indented like the rest.
        indent = " " * (literal.elts[0].col_offset if literal.elts else literal.col_offset + 4)
        return source[:line_start] + added.call_lines(indent) + source[line_start:]
    before = source[line_start:closing].rstrip()
    line_end = source.find("\n", closing)
    rest_of_line = source[closing : len(source) if line_end < 0 else line_end]
    one_line = f"{before} {added.inline()}{rest_of_line}"
    if literal.end_lineno != literal.lineno or len(one_line) <= LINE_LENGTH:
        separator = "" if before.endswith(("(", "[")) else " "
        return source[: line_start + len(before)] + separator + added.inline() + source[closing:]
    # Too long for one line: open the tuple, one line for what it held, one per example.
    opening = _offset(source, literal.lineno, literal.col_offset) + 1  # after the "("
    outer = " " * (len(before) - len(before.lstrip()))
    inner = outer + "    "
    held = source[opening:closing]
    return f"{source[:opening]}\n{inner}{held}\n{added.call_lines(inner)}{outer}{source[closing:]}"


def _normalized(text: str) -> str:
    """Example text as a module holds it: the newlines at the end made one."""
    return text.rstrip("\n") + "\n"


def _free_name(prefix: str, taken: set[str]) -> str:
    number = 1
    while (name := prefix if number == 1 else f"{prefix}_{number}") in taken:
        number += 1
    return name
