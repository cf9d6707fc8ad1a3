"""`aoc run YEAR DAY`: run one day on its input or its examples."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from aoc_framework.answers import KnownAnswers
from aoc_framework.cli.network_options import Timeout, Wait
from aoc_framework.cli.output import paint
from aoc_framework.default_day import resolve_day
from aoc_framework.discovery import load_solution
from aoc_framework.durations import format_ns
from aoc_framework.errors import ExitCode, InputError, UsageError
from aoc_framework.project import Project
from aoc_framework.puzzle_input import read_cached_input, read_input
from aoc_framework.runner import (
    PartReport,
    RunReport,
    Verdict,
    run_examples,
    run_on_own_input,
    run_on_text,
)
from aoc_framework.solution import PARTS, Part

EPILOG = """Examples:

  aoc run 2023 7 --example        check the published example(s)

  aoc run 2023 7                  run on the cached input inputs/2023/07.txt

  aoc run 2023 7 --part 2 --input my.txt

  cat my.txt | aoc run 2023 7 --input -

  aoc run --example               today's puzzle, or your latest day

  aoc run 2023 7 --submit         fetch the input if needed, run, submit new answers
"""


def run_command(
    ctx: typer.Context,
    year: Annotated[
        Optional[int],  # noqa: UP045
        typer.Argument(help="Event year, 2015 on (default: today's puzzle).", show_default=False),
    ] = None,
    day: Annotated[
        Optional[int],  # noqa: UP045
        typer.Argument(help="Day, 1-25 (1-12 from 2025).", show_default=False),
    ] = None,
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
    submit: Annotated[
        bool,
        typer.Option(
            "--submit", help="Submit answers not verified yet to adventofcode.com (see aoc submit)."
        ),
    ] = False,
    wait: Wait = False,
    timeout: Timeout = None,
) -> None:
    """Run one day and print each part's answer and time.

    Answers are checked (✓/✗) against the example's expected answers, or against the
    verified answers in answers.toml for your cached input. Exits 1 on a wrong answer.
    With no YEAR DAY it runs today's puzzle during the event (December, US Eastern
    time), else the latest day that has a solution (the same as `aoc today`).
    """
    if example and input_path is not None:
        raise UsageError("--example and --input cannot be used together; pick one")
    if submit and (example or input_path is not None):
        raise UsageError("--submit sends the answers for your own input; drop --example/--input")
    project = ctx.obj.project()
    year, day = resolve_day(project, year, day)
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
        text = cached_or_fetched_input(project, year, day, wait=wait, timeout=timeout)
        known = KnownAnswers.load(project.answers_path)
        reports = [run_on_own_input(project, solution_cls, text, known, parts)]
    for report in reports:
        print_report(heading, report)
    code = ExitCode.OK if all(report.ok for report in reports) else ExitCode.WRONG_ANSWER
    if submit:
        from aoc_framework.cli.submit import submit_report

        submitted = submit_report(project, year, day, reports[0], wait=wait, timeout=timeout)
        code = code or submitted
    if code:
        raise typer.Exit(code)


def cached_or_fetched_input(
    project: Project, year: int, day: int, *, wait: bool, timeout: float | None
) -> str:
    """The cached input of the day, fetched first when missing (which loads aocd)."""
    path = project.input_path(year, day)
    if path.is_file():
        return read_cached_input(project, year, day)
    from aoc_framework.fetching import ensure_input
    from aoc_framework.session_token import find_token, how_to_set

    if find_token() is None:
        # Without a token the input is simply missing: say so, and how to get it.
        raise InputError(
            f"no cached input for {year} day {day} at {project.relative(path)}; to download "
            f"it, {how_to_set()}; or pass --input PATH, or --example"
        )

    text = ensure_input(project, year, day, wait=wait, timeout=timeout)
    print(f"fetched {project.relative(path)}", file=sys.stderr)
    return text


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
