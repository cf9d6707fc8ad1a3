"""`aoc run YEAR DAY`: run one day on its input or its examples."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from aoc_framework.answers import KnownAnswers
from aoc_framework.cli.output import paint
from aoc_framework.discovery import load_solution
from aoc_framework.durations import format_ns
from aoc_framework.errors import ExitCode, UsageError
from aoc_framework.puzzle_input import read_cached_input, read_input
from aoc_framework.runner import PartReport, RunReport, Verdict, run_examples, run_on_text
from aoc_framework.solution import PARTS, Part

EPILOG = """Examples:

  aoc run 2023 7 --example        check the published example(s)

  aoc run 2023 7                  run on the cached input inputs/2023/07.txt

  aoc run 2023 7 --part 2 --input my.txt

  cat my.txt | aoc run 2023 7 --input -
"""


def run_command(
    ctx: typer.Context,
    year: Annotated[int, typer.Argument(help="Event year, 2015 on.", show_default=False)],
    day: Annotated[int, typer.Argument(help="Day, 1-25 (1-12 from 2025).", show_default=False)],
    part: Annotated[
        Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Option("--part", "-p", min=1, max=2, help="Run only this part (default: both)."),
    ] = None,
    example: Annotated[
        bool,
        typer.Option("--example", "-e", help="Run on the published example(s) and check them."),
    ] = False,
    input_path: Annotated[
        Optional[str],  # noqa: UP045
        typer.Option("--input", "-i", help="Read the input from this file (- for stdin)."),
    ] = None,
) -> None:
    """Run one day and print each part's answer and time.

    Answers are checked (✓/✗) against the example's expected answers, or against the
    verified answers in answers.toml for your cached input. Exits 1 on a wrong answer.
    """
    if example and input_path is not None:
        raise UsageError("--example and --input cannot be used together; pick one")
    project = ctx.obj.project()
    solution_cls = load_solution(project, year, day)
    parts: tuple[Part, ...] = (part,) if part else PARTS  # type: ignore[assignment]
    heading = f"{year} day {day}" + (f": {solution_cls.title}" if solution_cls.title else "")
    if example:
        reports = run_examples(solution_cls, parts)
        if not reports:
            raise UsageError(f"no example of {heading} has an expected answer for part {part}")
    elif input_path is not None:
        label = "stdin" if input_path == "-" else str(Path(input_path))
        reports = [run_on_text(solution_cls, read_input(input_path), label, parts)]
    else:
        text = read_cached_input(project, year, day)
        known = KnownAnswers.load(project.answers_path)
        reports = [
            run_on_text(
                solution_cls,
                text,
                project.relative(project.input_path(year, day)),
                parts,
                lambda p: known.get(year, day, p),
            )
        ]
    for report in reports:
        print_report(heading, report)
    if not all(report.ok for report in reports):
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def print_report(heading: str, report: RunReport) -> None:
    """Print a heading line, then one line per part (a multi-line answer below it)."""
    print(paint(f"{heading} · {report.label} · parse {format_ns(report.parse_ns)}", "dim"))
    for part in report.parts:
        answer = "" if part.answer is None else str(part.answer)
        multiline = "\n" in answer
        fields = [f"part {part.part}", answer, verdict_text(part), f"({format_ns(part.ns)})"]
        if multiline or not answer:
            del fields[1]
        print("  ".join(fields))
        if multiline:
            print(answer)


def verdict_text(part: PartReport) -> str:
    """✓, ✗ with the expected answer, ? when nothing to compare with, or not solved."""
    if part.verdict is Verdict.CORRECT:
        return paint("✓", "green")
    if part.verdict is Verdict.WRONG:
        return paint(f"✗ expected {part.expected}", "red")
    if part.verdict is Verdict.NOT_SOLVED:
        return paint("not solved", "yellow")
    return paint("? no expected answer", "dim")
