"""Examples taken from the puzzle page (`aoc new`, `aoc examples`).

The example extractor (`example_extractor`, docs/examples.md) reads the page as a person
does and says how sure it is: an example it is sure of is written
`Example(..., from_page=True)`, one it guessed `Example(..., from_page="guess")`, with
the page's other candidates named in a comment, for the user to check against the puzzle
text (`aoc run` and `aoc watch` say so when such an example fails). Once part 1 is
solved, the refreshed page holds part 2's example: `add_examples` adds it to the module
without changing a character of what is there (it inserts the example's text before the
class and one `Example(...)` into the `examples` tuple), but for the template's example
to paste where it is untouched (`without_placeholder`).
"""

from __future__ import annotations

import ast
import io
import re
import textwrap
import tokenize
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from aoc_framework.engine.discovery import load_solution
from aoc_framework.engine.run import example_label
from aoc_framework.model.answer import answer_text
from aoc_framework.model.day import GUESS, UNPASTED_EXAMPLE, Example
from aoc_framework.model.errors import InputError, UsageError
from aoc_framework.model.puzzle import PARTS, Part, PuzzleDay
from aoc_framework.model.results import GuessReason, RunResult, Verdict
from aoc_framework.model.text import printable
from aoc_framework.project.files import update_file
from aoc_framework.site.puzzle_page import PuzzlePage, cached_page

if TYPE_CHECKING:
    from aoc_framework.authoring.example_extractor import Extraction, FoundExample
    from aoc_framework.project.layout import Project

#: The argument that marks an example as taken from the page (`Example.from_page`):
#: by the extractor, sure of it; and guessed.
MARK = "from_page=True"
GUESS_MARK = f'from_page="{GUESS}"'
#: The longest line written (ruff's default line length: the project sets none).
LINE_LENGTH = 88
#: The longest comment line written: read in an editor as prose, at 80 columns.
COMMENT_LENGTH = 80
#: How many of the page's other candidates a module's comment names.
NAMED_CANDIDATES = 3
#: How many a guess that fails is checked against (`page_candidates`): more than the
#: comment names, since a page's own cases may rank below a walk-through's values.
CHECKED_CANDIDATES = 8
_INTEGER = re.compile(r"-?(0|[1-9][0-9]*)")
_WORD = re.compile(r"[^\W\d]\w*")
#: What an editor may write first in a UTF-8 file: Python reads past it, `ast` does not.
_BOM = "\ufeff"

# The template's example is a placeholder, which running the day reports in one line
# saying what to paste where (see `UNPASTED_EXAMPLE`): a constant, and its element of
# the `examples` tuple under a comment.
PLACEHOLDER_CONSTANT = '''\
# The puzzle's example, pasted between the quotes.
EXAMPLE = """\\
{UNPASTED_EXAMPLE}
"""
'''
PLACEHOLDER_COMMENT = """\
    # Fill in the expected answers from the puzzle text; add an Example(..., part_2=...)
    # if part 2 has its own example.
"""
PLACEHOLDER_CALL = "Example(EXAMPLE, part_1=None, part_2=None)"


def placeholder_examples() -> tuple[str, str]:
    """The template's example to paste (a constant) and its `examples` declaration."""
    constant = PLACEHOLDER_CONSTANT.replace("{UNPASTED_EXAMPLE}", UNPASTED_EXAMPLE)
    return constant, f"{PLACEHOLDER_COMMENT}    examples = ({PLACEHOLDER_CALL},)\n"


def page_examples(
    project: Project, page: PuzzlePage, borne_out: Sequence[tuple[str, str]] = ()
) -> Extraction:
    """The examples the extractor finds on `page`, best first, and the other candidates,
    helped by the day's input where `project` has it cached: it picks the block that
    looks like it, and writes values given in prose in its form (`aoc today` fetches the
    input before it writes the module). `borne_out`: the module's part-1 examples the
    user's accepted part 1 answers right (`examples_borne_out`), sure and first."""
    from aoc_framework.authoring.example_extractor import extract_examples  # 1,000 lines: start-up
    from aoc_framework.engine.puzzle_input import read_cached_input

    try:
        real_input: str | None = read_cached_input(project, page.puzzle)
    except InputError:  # not fetched yet: the page alone decides
        real_input = None
    return extract_examples(printable(page.html), real_input, borne_out)


def examples_borne_out(
    examples: Sequence[Example], results: Sequence[RunResult]
) -> list[tuple[str, str]]:
    """The (input, part-1 answer) of each of the module's `examples` on which the day's
    part 1 gave the expected answer in `results` (a run's examples, by label): once the
    site has accepted that part 1, each is the page's example beyond doubt, whatever the
    extractor made of the page (docs/examples.md, "Borne out")."""
    by_label = {result.source: result for result in results}
    pairs = []
    for number, example in enumerate(examples, 1):
        result = by_label.get(example_label(example, number))
        part_1 = result.part(Part.ONE) if result is not None else None
        expected = answer_text(example.part_1)
        if part_1 is not None and expected is not None and part_1.verdict is Verdict.CORRECT:
            pairs.append((example.input, expected))
    return pairs


def header_comment(puzzle: PuzzleDay, extraction: Extraction) -> str:
    """The comment above the examples taken from the page of `puzzle`: how to read their
    marks, and the other candidates when one is a guess."""
    lines = [
        "# Examples taken from the puzzle page: from_page=True where the extractor is",
        '# sure, from_page="guess" where it is not. Check them against the puzzle text',
        f"# (aoc read {puzzle.year} {puzzle.day}), then remove the mark.",
    ]
    if any(not example.sure for example in extraction.examples):
        lines += doubt_comment(one_per_text(extraction.examples))  # numbered as written
        lines += candidate_comment(extraction.alternatives)
    return "".join(f"{line}\n" for line in lines)


def doubt_comment(examples: Sequence[FoundExample]) -> list[str]:
    """Comment lines per guessed example saying why it is not sure: the first of the
    extractor's certainty rules it missed (docs/examples.md, "Sure or a guess"), wrapped,
    not cut: its end may name what to add (the values the page gives the example, and
    how: `FoundExample.why_a_guess`)."""
    numbers: dict[str, list[int]] = {}  # a list's cases are guesses for one reason
    for number, example in enumerate(examples, 1):
        if not example.sure and example.why_a_guess:
            numbers.setdefault(example.why_a_guess, []).append(number)
    lines = []
    for why, guesses in numbers.items():
        said = f"Example {guesses[0]} is a guess ({why})."
        if len(guesses) > 1:
            named = ", ".join(map(str, guesses[:-1])) + f" and {guesses[-1]}"
            said = f"Examples {named} are guesses ({why})."
        indents = {"initial_indent": "# ", "subsequent_indent": "#   "}
        lines += textwrap.wrap(said, COMMENT_LENGTH, break_on_hyphens=False, **indents)
    return lines


def candidate_comment(candidates: Sequence[FoundExample]) -> list[str]:
    """Comment lines naming the first of the page's other `candidates`: the start of each
    one's text (as a Python literal: one line, no control character) and its answers."""
    lines = []
    for candidate in candidates[:NAMED_CANDIDATES]:
        shape = candidate_shape(candidate.input)
        answers = "; ".join(
            f"part {part} = {answer}"
            for part, answer in ((1, candidate.part_1), (2, candidate.part_2))
            if answer is not None
        )
        lines.append(f"#   {shape}: {answers or 'no answer found'}")
    if lines:
        lines.insert(0, "# Other candidates on the page (aoc examples lists them all):")
    return lines


def candidate_shape(text: str) -> str:
    """A candidate named by its start: its first line (as a Python literal: one line, no
    control character, cut at 40 characters) and how many lines follow."""
    first = text.splitlines()[0] if text.strip() else ""
    more = len(text.splitlines()) - 1
    shown = repr(first[:40] + ("..." if len(first) > 40 else ""))
    return f"{shown} and {more} more line{'s' * (more != 1)}" if more else shown


def page_candidates(project: Project, puzzle: PuzzleDay) -> tuple[Example, ...]:
    """The blocks of the cached page of `puzzle` the extractor offers and the first
    other candidates of each part (`CHECKED_CANDIDATES`), as examples named by their start
    (`candidate_shape`) with the answers the page states for them: what a guessed
    example that fails is checked against (`engine.run.run_candidates`, which leaves
    out those the day declares). None without a cached page."""
    return page_checks(project, puzzle).candidates


class PageChecks(NamedTuple):
    """What the cached page tells of a guess that fails: its `candidates`
    (`page_candidates`), and why each example the extractor offers as a guess is one,
    by the part and the answer the page states (`guess_reasons`); and the parts it
    offers an example for (a part the module has none of was saved over, say)."""

    candidates: tuple[Example, ...] = ()
    why_guessed: tuple[GuessReason, ...] = ()
    parts: frozenset[Part] = frozenset()


def page_checks(project: Project, puzzle: PuzzleDay) -> PageChecks:
    """`PageChecks` from one reading of the cached page (empty without one)."""
    page = cached_page(project, puzzle)
    if page is None:
        return PageChecks()
    extraction = page_examples(project, page)
    candidates = tuple(
        Example(c.input, c.part_1, c.part_2, candidate_shape(c.input), dict(c.extra))
        for c in checked_candidates(extraction)
    )
    parts = frozenset(
        part
        for example in extraction.examples
        for part, answer in ((Part.ONE, example.part_1), (Part.TWO, example.part_2))
        if answer is not None
    )
    return PageChecks(candidates, guess_reasons(extraction), parts)


def guess_reasons(extraction: Extraction) -> tuple[GuessReason, ...]:
    """Why each guess offered is one, by part and stated answer: the watch says it beside
    the guess's doubt (the page's own values it lacks, above all)."""
    return tuple(
        GuessReason(part, text, example.why_a_guess, example.own_values)
        for example in extraction.examples
        if not example.sure and example.why_a_guess
        for part, answer in ((1, example.part_1), (2, example.part_2))
        if (text := answer_text(answer)) is not None
    )


def checked_candidates(extraction: Extraction) -> tuple[FoundExample, ...]:
    """The examples offered, then the first `CHECKED_CANDIDATES` other candidates of
    each part (part 1's: those with no answer too, which any part runs on): part 1's
    many walk-through values do not crowd out part 2's cases."""
    others = ([c for c in extraction.alternatives if _of_part(c, part)] for part in PARTS)
    return (*extraction.examples, *(c for each in others for c in each[:CHECKED_CANDIDATES]))


def _of_part(candidate: FoundExample, part: Part) -> bool:
    """Whether `candidate` has an answer for `part`; one with none counts as part 1's."""
    answers = (candidate.part_1, candidate.part_2)
    return answers[part - 1] is not None or (part == 1 and answers == (None, None))


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
    examples: Sequence[FoundExample],
    names: dict[str, str],
    prefix: str = "EXAMPLE",
    in_use: Iterable[str] = (),
) -> ExampleSource:
    """The source of `examples`. `names` maps the text of the string constants the module
    already has to their names (reused, so no text is written twice); new constants are
    named `prefix`, `prefix_2`, ... avoiding the names in `names` and `in_use` (every
    name the module binds, `names_in_use`)."""
    known = dict(names)
    taken = {*known.values(), *in_use}
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


def one_per_text(examples: Sequence[FoundExample]) -> list[FoundExample]:
    """`examples` with each part-2 example written into the part-1 example of the same
    text before it, when both are sure or both guesses and neither has `extra` (the
    rule `add_examples` keeps for a module's examples): one example per text, with both
    answers, as the page gives them."""
    merged: list[FoundExample] = []
    for example in examples:
        into = next((m for m in merged if _takes_answer(m, example)), None)
        if into is None:
            merged.append(example)
        else:
            merged[merged.index(into)] = replace(into, part_2=example.part_2)
    return merged


def _takes_answer(part_1: FoundExample, part_2: FoundExample) -> bool:
    return (
        part_2.part_1 is None
        and part_2.part_2 is not None
        and part_1.part_1 is not None
        and part_1.part_2 is None
        and part_1.sure == part_2.sure
        and not (part_1.extra or part_2.extra)
        and _normalized(part_1.input) == _normalized(part_2.input)
    )


def names_in_use(source: str) -> set[str]:
    """Every word of `source` that could be a name it binds or uses: a new constant takes
    none of them, so it never rebinds the user's (`EXAMPLE_2 = 1000`, whatever its
    value) nor is rebound by them. A word in a comment or a string counts too: that only
    costs a number in the new name, and a module that does not parse is read alike."""
    return set(_WORD.findall(source))


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
    project: Project,
    puzzle: PuzzleDay,
    found: Sequence[FoundExample],
    declared: Sequence[Example] | None = None,
) -> list[FoundExample]:
    """Add to the module of `puzzle` those of the page's examples `found` whose parts it
    has no example for (`missing_examples`), and return them (none: nothing changed).
    `declared`: the module's examples, if its caller has loaded it already. Raises the
    errors of loading the day (`UsageError`, `DayCodeError`) and of `add_examples`."""
    if declared is None:
        declared = load_solution(project, puzzle).examples
    missing = missing_examples(found, declared)
    if missing:
        add_examples(project, project.solution_path(puzzle), missing)
    return missing


class Added(NamedTuple):
    """What `add_examples` wrote: new `Example(...)`s, and part-2 answers written into
    examples the module had (`part_2=`)."""

    new: int
    answered: int


def add_examples(project: Project, path: Path, examples: Sequence[FoundExample]) -> Added:
    """Add `examples` to the day module at `path`: their text as new constants before
    the day's class (or, in a day written as functions, before its `examples`), and an
    `Example(...)` each at the end of its `examples` tuple; a part-2 answer for a text
    an example has goes into that example. Nothing else in the file changes.
    `UsageError` when the module has no literal `examples = (...)` to add to. Written
    under the module's lock, as every file `aoc` changes: two `aoc` adding at once both
    add theirs."""
    done: list[Added] = []

    def change(text: str | None) -> str:
        source, added = _with_examples(text or "", path, examples)
        done.append(added)
        return source

    update_file(project, path, change)
    return done[-1]


def _with_examples(text: str, path: Path, examples: Sequence[FoundExample]) -> tuple[str, Added]:
    """The source `text` of the module at `path` with `examples` added (`add_examples`),
    and what was added; a byte order mark it starts with stays first."""
    bom = _BOM if text.startswith(_BOM) else ""
    source = _with_trailing_comma(_bracketed(text.removeprefix(bom), path), path)
    tree = ast.parse(source)
    source, left = _part_2_into_part_1s(source, tree, path, examples)
    answered, examples = len(examples) - len(left), left
    tree = ast.parse(source)
    day_class, declaration = _examples_declaration(tree, path)
    names = _constants(tree)
    added = example_source(one_per_text(examples), names, "PAGE_EXAMPLE", names_in_use(source))
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
    return bom + without_placeholder(new_source, path), Added(len(added.calls), answered)


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module's string constants: their text (`_normalized`) to their name."""
    return {
        _normalized(node.value.value): node.targets[0].id
        for node in tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }


def _part_2_into_part_1s(
    source: str, tree: ast.Module, path: Path, examples: Sequence[FoundExample]
) -> tuple[str, list[FoundExample]]:
    """`source` with each of `examples` that has only a part-2 answer written as
    `part_2=` into the module's example that takes it (`_takes_part_2`: its mark,
    `from_page=True` or "guess", as the example's), when its line stays within
    `LINE_LENGTH`: one example per text, as the page gives it ("`1969` ... `654`", then
    in part 2 "... `966`"). The examples left to add as new ones."""
    texts = {name: text for text, name in _constants(tree).items()}
    calls = _examples_declaration(tree, path)[1].elts
    edits: dict[int, str] = {}  # offset in `source` -> text inserted there
    left = []
    for example in examples:
        call = next((c for c in calls if _takes_part_2(c, texts, example)), None)
        if call is None:
            left.append(example)
            continue
        part_1 = next(k for k in call.keywords if k.arg == "part_1")
        at = _offset(source, part_1.end_lineno, part_1.end_col_offset)
        insert = f", part_2={answer_literal(str(example.part_2))}"
        line_end = source.find("\n", at)
        line = source[source.rfind("\n", 0, at) + 1 : len(source) if line_end < 0 else line_end]
        if len(line) + len(insert) > LINE_LENGTH:
            left.append(example)
            continue
        edits[at] = insert
        calls = [c for c in calls if c is not call]  # one part 2 per example
    for at in sorted(edits, reverse=True):
        source = source[:at] + edits[at] + source[at:]
    return source, left


def _takes_part_2(call: ast.expr, texts: dict[str, str], example: FoundExample) -> bool:
    """Whether `call`, an `Example(...)` of the module (its text a constant's name or a
    string), takes `example`'s part-2 answer (`_takes_answer`)."""
    if not (isinstance(call, ast.Call) and call.args):
        return False
    first = call.args[0]
    if isinstance(first, ast.Name):
        text = texts.get(first.id)
    else:
        text = first.value if isinstance(first, ast.Constant) else None
    keywords = {k.arg: k.value for k in call.keywords}
    mark = keywords.get("from_page")
    marked = mark.value if isinstance(mark, ast.Constant) else None
    if not isinstance(text, str) or marked not in (True, GUESS) or "part_1" not in keywords:
        return False
    # The call as an example found (made from `example`: the extractor is not imported).
    declared = replace(
        example,
        input=text,
        part_1="?",  # whatever it is: not None
        part_2="?" if "part_2" in keywords else None,
        extra={"?": "?"} if "extra" in keywords else {},
        sure=marked is True,
    )
    return _takes_answer(declared, example)


def _bracketed(source: str, path: Path) -> str:
    """`source` with brackets around an `examples` tuple written without them
    (`examples = Example(...),`), so that it can take more elements."""
    _, literal = _examples_declaration(ast.parse(source), path)
    start = _offset(source, literal.lineno, literal.col_offset)
    end = _offset(source, literal.end_lineno, literal.end_col_offset)
    if _enclosed(source[start:end]):
        return source
    return f"{source[:start]}({source[start:end]}){source[end:]}"


def _enclosed(text: str) -> bool:
    """Whether the expression `text` is enclosed in one pair of brackets: `(a, b)` and
    `[a]` are, `(a), (b)` and `a,` are not."""
    tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    if tokens[0].string not in ("(", "["):
        return False
    depth = 0
    for number, token in enumerate(tokens):
        if token.type == tokenize.OP:
            depth += (token.string in "([{") - (token.string in ")]}")
        if depth == 0:  # the first bracket closed: is that the end?
            after = (tokenize.NEWLINE, tokenize.NL, tokenize.ENDMARKER, tokenize.COMMENT)
            return all(later.type in after for later in tokens[number + 1 :])
    return False


def without_placeholder(source: str, path: Path) -> str:
    """`source` without the template's example to paste, once the page's examples are
    in: its constant and the comment above it, its `Example(...)` and the comment above
    the tuple, each removed only as the template wrote it, and only when all of it is
    untouched (the text not pasted, no answer filled in, the name used nowhere else).
    Anything else leaves the module as it is."""
    constants, _ = placeholder_examples()
    tree = ast.parse(source)
    _, literal = _examples_declaration(tree, path)
    calls = [ast.get_source_segment(source, element) for element in literal.elts]
    uses = sum(isinstance(node, ast.Name) and node.id == "EXAMPLE" for node in ast.walk(tree))
    if constants not in source or PLACEHOLDER_CALL not in calls or len(calls) < 2 or uses != 2:
        return source
    at = calls.index(PLACEHOLDER_CALL)
    elements = [_span(source, element) for element in literal.elts]
    # The element and what separates it from the next (or, last, from the one before).
    start, end = (
        (elements[at][0], elements[at + 1][0])
        if at + 1 < len(elements)
        else (elements[at - 1][1], elements[at][1])
    )
    cut = source[:start] + source[end:]
    for text in (PLACEHOLDER_COMMENT, textwrap.dedent(PLACEHOLDER_COMMENT)):
        cut = cut.replace(text, "", 1) if text in cut else cut
    cut = re.sub(re.escape(constants) + r"\n*", "", cut, count=1)
    try:
        compile(cut, str(path), "exec")
    except SyntaxError:  # not as the template wrote it after all
        return source
    return cut


def _span(source: str, node: ast.expr) -> tuple[int, int]:
    """Where `node` starts and ends in `source`, as indexes."""
    return (
        _offset(source, node.lineno, node.col_offset),
        _offset(source, node.end_lineno, node.end_col_offset),
    )


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
    new constants go before: the day's class (the first that declares `examples`), or
    the declaration itself in a day written as functions. Of several assignments in one
    body, the last is the one the day has."""
    for node in tree.body:
        if _assigns_examples(node):  # at the module's level: a day written as functions
            live = [statement for statement in tree.body if _assigns_examples(statement)][-1]
            return live, _examples_literal(live, path)
        body = node.body if isinstance(node, ast.ClassDef) else []
        assignments = [statement for statement in body if _assigns_examples(statement)]
        if assignments:
            return node, _examples_literal(assignments[-1], path)
    raise _no_literal(path)


def _assigns_examples(statement: ast.stmt) -> bool:
    """Whether `statement` is an assignment to the name `examples`."""
    targets = statement.targets if isinstance(statement, ast.Assign) else []
    return any(isinstance(target, ast.Name) and target.id == "examples" for target in targets)


def _examples_literal(assignment: ast.stmt, path: Path) -> ast.expr:
    """The tuple or list `assignment` gives `examples`; `UsageError` if it is not one."""
    value = assignment.value if isinstance(assignment, ast.Assign) else None
    if not isinstance(value, (ast.Tuple, ast.List)):
        raise _no_literal(path)
    return value


def _no_literal(path: Path) -> UsageError:
    return UsageError(
        f"{path.name} has no 'examples = (...)' to add to; "
        "add the examples by hand (aoc examples YEAR DAY prints them)"
    )


def _into_tuple(source: str, literal: ast.expr, added: ExampleSource) -> str:
    """`source` with the examples `added` as the last elements of the tuple `literal`
    (whose last element has a comma after it). Only insertions: the tuple's own text is
    kept, even where a one-line tuple grows too long and is opened onto lines."""
    if not added.calls:  # every answer went into an example the module has
        return source
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
