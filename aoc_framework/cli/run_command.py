"""`aoc run YEAR DAY`: run one day on its input or its examples."""

import contextlib
import math
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Optional

import typer

from aoc_framework.cli.arguments import PART, TodaysDay, TodaysYear
from aoc_framework.cli.day_input import cached_or_fetched_input, day_to_run, examples_only
from aoc_framework.cli.day_output import ResultPrinter
from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.cli.network_options import Timeout, Wait
from aoc_framework.cli.output import mark, warn
from aoc_framework.engine.discovery import load_solution
from aoc_framework.engine.puzzle_input import read_input
from aoc_framework.engine.run import (
    example_cases,
    nothing_expected,
    run_day,
    run_examples,
)
from aoc_framework.model.day import DayCode
from aoc_framework.model.durations import interrupted_after
from aoc_framework.model.errors import AuthError, DayTimeLimit, DayTimeoutError, UsageError
from aoc_framework.model.puzzle import PARTS, Part, PuzzleDay
from aoc_framework.model.results import RunResult, Verdict
from aoc_framework.project.answers import KnownAnswers

EPILOG = """Examples:

  aoc run 2023 7 --example        check the published examples

  aoc run 2023 7                  run on the cached input inputs/2023/07.txt

  aoc run 2023 7 --part 2 --input my.txt

  cat my.txt | aoc run 2023 7 --input -

  aoc run --example               today's puzzle, or your latest day

  aoc run 2023 7 --submit         fetch the input if needed, run, submit new answers
"""


def run_command(
    ctx: typer.Context,
    year: TodaysYear = None,
    day: TodaysDay = None,
    part: Annotated[
        Optional[int],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
        typer.Option(
            "--part",
            "-p",
            click_type=PART,
            metavar="PART",
            help="Run only part 1 or 2 (default: both).",
        ),
    ] = None,
    example: Annotated[
        bool,
        typer.Option("--example", "-e", help="Run on the published examples and check them."),
    ] = False,
    input_path: Annotated[
        Optional[str],  # noqa: UP045
        typer.Option(
            "--input", "-i", metavar="FILE", help="Read the input from this file (- for stdin)."
        ),
    ] = None,
    submit: Annotated[
        bool,
        typer.Option(
            "--submit", help="Submit answers not verified yet to adventofcode.com (see aoc submit)."
        ),
    ] = False,
    wait: Wait = False,
    timeout: Timeout = None,
    day_timeout: Annotated[
        Optional[float],  # noqa: UP045
        typer.Option(
            "--day-timeout",
            metavar="SECONDS",
            help="Stop the day after this long, with one line and exit 1 (default: no "
            "limit; Ctrl-C stops it).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Run one day and print each part's answer and time.

    Answers are checked (✓/✗) against the example's expected answers, or against the
    verified answers in answers.toml for your cached input. Exits 1 on a wrong answer.
    With no YEAR DAY it runs today's puzzle during the event (December, US Eastern
    time), else the latest day that has a solution (the same as `aoc today`). Each part
    runs on a fresh instance with its own parse; an exception shows its traceback.
    """
    if example and input_path is not None:
        raise UsageError("--example and --input cannot be used together; pick one")
    if day_timeout is not None and not 0 < day_timeout < math.inf:
        raise UsageError(f"--day-timeout {day_timeout:g} is out of range: give seconds above 0")
    if submit and (example or input_path is not None):
        raise UsageError("--submit sends the answers for your own input; drop --example/--input")
    state = ctx.obj
    project = state.project()
    puzzle = day_to_run(project, year, day)
    solution_cls = load_solution(project, puzzle)
    parts: tuple[Part, ...] = (Part(part),) if part else PARTS
    heading = str(puzzle) + (f": {solution_cls.title}" if solution_cls.title else "")
    printer = ResultPrinter(heading)
    without_token = (
        not example and input_path is None and examples_only(project, puzzle, submit=submit)
    )
    if example or without_token:
        with _stopped_after(day_timeout, heading):
            results = run_examples(solution_cls, parts, on_start=printer.start, on_part=printer)
        if not results and without_token:
            from aoc_framework.site.session_token import how_to_set

            raise AuthError(
                f"no session token to fetch the input of {puzzle}, and no example to run "
                f"instead; {how_to_set()}"
            )
        if not results:
            raise UsageError(f"no example of {heading} has an expected answer for part {part}")
    else:
        if input_path is not None:
            source = "stdin" if input_path == "-" else str(Path(input_path))
            raw, expected = read_input(input_path), nothing_expected
            answerable: tuple[Part, ...] = PARTS
        else:
            network = state.network(timeout)
            raw = cached_or_fetched_input(
                project,
                puzzle,
                wait=wait,
                network=network,
            )
            source = project.relative(project.input_path(puzzle))
            known = KnownAnswers.of(project)
            expected = lambda p: known.get(puzzle, p)  # noqa: E731
            answerable = puzzle.answered_parts  # the final day's part 2 is the free star
        run_parts = tuple(p for p in parts if p in answerable)
        with _stopped_after(day_timeout, heading):
            result = run_day(
                solution_cls,
                raw,
                source,
                run_parts,
                expected,
                on_start=printer.start,
                on_part=printer,
            )
        results = [result]
    printer.finish(results)
    if example or without_token:
        warn_of_page_examples(solution_cls, parts, results, puzzle)
    if (
        not (example or without_token)
        and input_path is None
        and puzzle.is_last
        and Part.TWO in parts
    ):
        print(
            f"part 2  {mark(Verdict.FREE_STAR)}  "
            "the free star: it comes with every other star of the year"
        )
    code = ExitCode.OK if all(result.ok for result in results) else ExitCode.WRONG_ANSWER
    if submit:
        from aoc_framework.cli.submission_output import submit_run

        submitted = submit_run(project, puzzle, results[0], wait=wait, network=network)
        code = code or submitted
    if code:
        raise typer.Exit(code)


@contextlib.contextmanager
def _stopped_after(seconds: float | None, heading: str) -> Iterator[None]:
    """The day's code, stopped after `seconds` (`--day-timeout`) with one line."""
    try:
        with interrupted_after(seconds, DayTimeLimit):
            yield
    except DayTimeLimit:
        raise DayTimeoutError(
            f"{heading} was still running after {seconds:g} s; stopped (--day-timeout)"
        ) from None


def warn_of_page_examples(
    solution_cls: type[DayCode],
    parts: tuple[Part, ...],
    results: list[RunResult],
    puzzle: PuzzleDay,
) -> None:
    """One line on stderr for each failed example taken from the page and not checked
    yet (`Example.from_page`): the extractor may have taken the wrong block, above all
    where it only guessed."""
    taken = {
        case.label: case.example
        for case in example_cases(solution_cls, parts)
        if case.example.from_page
    }
    for result in results:
        if not result.ok and result.source in taken:
            how = (
                "guessed from the puzzle page by the example extractor, which was not sure "
                f"(aoc examples {puzzle.year} {puzzle.day} lists the other candidates)"
                if taken[result.source].guessed
                else "taken from the puzzle page by the example extractor, which is rarely wrong"
            )
            warn(
                f"{result.source} was {how}: check it against the text "
                f"(aoc read {puzzle.year} {puzzle.day})"
            )
