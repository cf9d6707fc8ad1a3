"""A day's runs as a table (`Day.run()` in a REPL or a notebook): a row per part of
each input, as `aoc run` words them."""

from collections.abc import Sequence

from aoc_framework.model.durations import format_ns
from aoc_framework.model.results import RunResult
from aoc_framework.views.looks import verdict_words
from aoc_framework.views.table import Column, Table, cell

COLUMNS = [
    Column("Input"),
    Column("Part"),
    Column("Answer"),
    Column("Verdict"),
    Column("Time", "right"),
]


def runs_table(title: str, runs: Sequence[RunResult]) -> Table:
    """`runs` under `title`: a row per part (and one for a failed parse)."""
    rows = []
    for run in runs:
        if run.parse_error is not None:
            rows.append(
                [cell(run.source), cell("parse"), cell(""), cell(run.parse_error), cell("")]
            )
        for part in run.parts:
            verdict = verdict_words(part.verdict, part.expected, part.error)
            time = format_ns(part.time.best_ns) if part.time is not None else ""
            texts = [run.source, str(int(part.part)), part.answer_text or "", verdict, time]
            rows.append([cell(text) for text in texts])
    return Table(title, COLUMNS, rows)
