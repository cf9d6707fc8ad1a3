"""`aoc examples YEAR DAY`: the examples of the puzzle page, and adding part 2's."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated

import typer

from aoc_framework.cli.options.arguments import TodaysDay, TodaysYear
from aoc_framework.cli.options.network_options import Timeout
from aoc_framework.cli.render.output import say, terminal_lines
from aoc_framework.cli.render.page_output import Refresh
from aoc_framework.cli.state import day_of
from aoc_framework.model.plural import counted
from aoc_framework.model.text import printable

if TYPE_CHECKING:
    from aoc_framework.actions.examples import ExamplesReport
    from aoc_framework.authoring.example_extractor import FoundExample

EPILOG = """Examples:

  aoc examples 2023 1             the page's examples and answers, and which the module lacks

  aoc examples 2023 1 --add       after solving part 1: add part 2's example to the module

  aoc examples --add              the same for today's puzzle, or your latest day
"""

#: Lines of an example's text shown before "..." (the module gets all of it).
SHOWN_LINES = 8


def examples_command(
    ctx: typer.Context,
    year: TodaysYear = None,
    day: TodaysDay = None,
    add: Annotated[
        bool,
        typer.Option(
            "--add", help="Add to the day's module the examples of the parts it has none for."
        ),
    ] = False,
    refresh: Refresh = False,
    timeout: Timeout = None,
) -> None:
    """Show the examples of the puzzle page, with the answers it gives.

    They are found by the example extractor (docs/examples.md), which says how sure it
    is of each: "sure", or "guess" with the page's other candidates listed after them,
    and why. Numbered as a module holds them (a text's part 2 answer with its part 1's).
    Check them against the text (aoc read). With --add, the
    examples of each part the day's module has no expected answer for are added to it
    (part 2's, once part 1 is solved and the page shows part 2), marked as taken from
    the page; nothing in the module is changed.
    """
    # Imported here: a page loads bs4 and aocd, which no quick command needs.
    from aoc_framework.actions.examples import ExamplesRequest, examples_of_page
    from aoc_framework.authoring.page_examples import one_per_text
    from aoc_framework.cli.render.progress import retry_note, slow_step

    project, puzzle = ctx.obj.project(), day_of(ctx.obj, year, day)
    report = examples_of_page(
        project,
        ExamplesRequest(puzzle, add, refresh),
        ctx.obj.network(timeout),
        on_retry=retry_note(),
        slow=slow_step,
    )
    # Numbered as the module holds them: part 2's answer in part 1's example of its text.
    found = one_per_text(report.extraction.examples)
    say(f"{puzzle}: {report.title} · examples taken from the page: check them against the text")
    for number, example in enumerate(found, start=1):
        _show(f"example {number}", example)
    if any(not example.sure for example in found):
        for number, candidate in enumerate(report.extraction.alternatives, start=1):
            _show(f"other candidate {number}", candidate)
    print()
    say(_module_line(project.relative(report.path), report, f"{puzzle.year} {puzzle.day}"))


def _module_line(relative: str, report: ExamplesReport, day: str) -> str:
    """What the day's module has of the page's examples, or what to do about it."""
    locked = "" if report.part_2_unlocked else "; part 2's comes once part 1 is solved"
    if not report.module_exists:
        return f"{relative} does not exist yet: aoc new {day} writes it with these"
    if report.added:
        new, answered = report.added
        into = f"part 2's answer to {counted(answered, 'example')}"
        if not new:
            return f"added {into} of {relative}{locked}"
        added = f"added {counted(new, 'example')} to {relative}"
        return f"{added}, and {into} it had{locked}" if answered else f"{added}{locked}"
    if not report.missing:
        return f"{relative} has an example for each part the page gives{locked}"
    return f"{relative} lacks {len(report.missing)} of them: aoc examples {day} --add"


def _show(label: str, example: FoundExample) -> None:
    """One example: its answers, how sure the extractor is, and the start of its text."""
    answers = [
        f"part {part} = {answer}"
        for part, answer in ((1, example.part_1), (2, example.part_2))
        if answer is not None
    ]
    if example.part_1_sure and not example.sure:  # part 1 sure, part 2's answer a guess
        answers[0] += " (sure)"
    sure = "sure" if example.sure else "guess"
    extra = f" · extra {example.extra}" if example.extra else ""
    said = ", ".join(answers) or "no answer found"
    # The page's text, on a terminal: no control sequence of its own reaches it.
    heading = printable(f"{label}: {said} · {sure}{extra}")
    print("\n" + terminal_lines(heading, sys.stdout, "   "))
    if not example.sure and example.why_a_guess:  # which of the extractor's rules failed
        print(terminal_lines(printable(f"  ({example.why_a_guess})"), sys.stdout, "   "))
    lines = example.input.splitlines()
    for line in lines[:SHOWN_LINES]:
        print(printable(f"  {line}"))
    if len(lines) > SHOWN_LINES:
        print(f"  ... ({len(lines) - SHOWN_LINES} more lines)")
