"""Six `aoc` recording answers at once onto an answers.toml of the whole calendar:
nothing lost, and what the lock and the merge cost.

    python benchmarks/many_writers.py               # 20 rounds of 6 writers
    python benchmarks/many_writers.py --rounds 5 --writers 12

The file starts with part 1 of every day the calendar has (2015 to next year's event:
286 days in 2026; a "500-day" record cannot exist). Each round starts `--writers`
processes at the same moment; each records part 2 of another day through
`answer_record.record_answers` (what `aoc submit`, `aoc run --submit`, `aoc watch
--submit` and `aoc answers sync` call once the site has answered). Afterwards every
answer must be in the file. Timings are of one write each, in one process: the locked
merge against a bare atomic rewrite of the same text. Every figure comes from this run.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from machine_info import machine  # noqa: E402

from aoc_framework.model.puzzle import FIRST_YEAR, Part, PuzzleDay, days_in_year, last_year  # noqa: E402  # noqa: E402
from aoc_framework.project.answers import KnownAnswers, record_answers  # noqa: E402
from aoc_framework.project.files import write_atomically  # noqa: E402
from aoc_framework.project.layout import Project  # noqa: E402

#: Goal: a locked write costs milliseconds, against the second or so the site takes to
#: answer. Its floor is one parse of the whole file (the check that the edit changed
#: only what it meant to): tomllib alone takes about 6 ms on the whole calendar here.
GOAL_WRITE_MS = 20.0


def calendar() -> list[PuzzleDay]:
    """Every puzzle from 2015 day 1 to the last day of next year's event."""
    years = range(FIRST_YEAR, last_year() + 1)
    return [PuzzleDay(year, day) for year in years for day in range(1, days_in_year(year) + 1)]


def answer(puzzle: PuzzleDay, part: Part) -> str:
    return f"{puzzle.year}{puzzle.day:02d}{int(part)}"


def write_one(root: str, year: int, day: int, start: float) -> None:
    """One writer: wait for the common start, then record part 2 of one day."""
    while time.time() < start:
        pass
    puzzle = PuzzleDay(year, day)
    record_answers(Project.at(Path(root)), {(puzzle, Part.TWO): answer(puzzle, Part.TWO)})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--writers", type=int, default=6)
    args = parser.parse_args()
    print(f"machine: {machine()}")

    root = Path(tempfile.mkdtemp(prefix="aoc-writers-"))
    project = Project.at(root)
    days = calendar()
    added = [p for p in days if p.day < days_in_year(p.year)]  # final days have no part 2
    assert args.rounds * args.writers <= len(added), "more writers than days to write"
    record_answers(project, {(p, Part.ONE): answer(p, Part.ONE) for p in days})
    size = project.answers_path.stat().st_size
    print(f"answers.toml: {len(days)} days, part 1 of each, {size:,} bytes")

    context = multiprocessing.get_context("fork")
    for number in range(args.rounds):
        batch = added[number * args.writers : (number + 1) * args.writers]
        start = time.time() + 0.3  # all started and waiting by then
        writers = [
            context.Process(target=write_one, args=(str(root), p.year, p.day, start)) for p in batch
        ]
        for writer in writers:
            writer.start()
        for writer in writers:
            writer.join()
            assert writer.exitcode == 0, writer.exitcode

    known = KnownAnswers.load(project.answers_path)
    written = {(p, Part.ONE) for p in days}
    written |= {(p, Part.TWO) for p in added[: args.rounds * args.writers]}
    lost = [(p, part) for p, part in written if known.get(p, part) != answer(p, part)]
    total = len(written)
    print(
        f"{args.rounds} rounds of {args.writers} writers at once: "
        f"{total - len(lost)} of {total} answers kept, {len(lost)} lost (goal: 0)"
    )

    text = project.answers_path.read_text()
    bare, locked = [], []
    for number in range(25):
        began = time.perf_counter()
        write_atomically(project.answers_path, text)
        bare.append(time.perf_counter() - began)
        puzzle = days[number]
        began = time.perf_counter()
        record_answers(project, {(puzzle, Part.ONE): f"changed-{number}"})
        locked.append(time.perf_counter() - began)
        text = project.answers_path.read_text()
    bare_ms, locked_ms = statistics.median(bare) * 1e3, statistics.median(locked) * 1e3
    print(f"one atomic rewrite of the file: {bare_ms:.2f} ms (median of 25)")
    print(
        f"one locked merge (lock, read, parse, edit, check, write): {locked_ms:.2f} ms "
        f"(median of 25; {locked_ms / bare_ms:.1f}x the bare rewrite; goal <= "
        f"{GOAL_WRITE_MS:g} ms)"
    )
    sys.exit(1 if lost else 0)


if __name__ == "__main__":
    main()
