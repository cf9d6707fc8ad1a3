"""Start-up benchmark: whole-process wall time of `aoc` commands against
`python -c "import typer"`, measured side by side, alternating, in one run.

    python benchmarks/startup.py [--runs 40] [--instructions]

Goals (ratio of medians to bare typer): `aoc run 2023 7` on a cached input <= 1.15;
`aoc --help` <= 1.1; `aoc status` on a one-day project (its result remembered) <= 1.5. The
project is the day as a user has it: its module, a real-sized cached input, and its
answers in answers.toml; `aoc run` is timed a second time with the answers.toml of a
user in their tenth year (450 days), where it has to stay as quick.
With --instructions (and valgrind installed) each command's instructions are counted
too, once: a figure that other work on a shared machine cannot disturb. The baseline is
also timed twice, as a control: its ratio to itself shows the run's noise.
(The timing harness's own cost is measured by benchmarks/day07_2023.py.)
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from goals import MISSED
from machine_info import load, machine

ROOT = Path(__file__).resolve().parent.parent
BASELINE = 'python -c "import typer"'
#: The baseline timed a second time, as if it were one more command: how far its ratio
#: strays from 1.00 is how far this machine's noise moves every other ratio in the run.
CONTROL = "control: bare typer again"
ANSWER_LINE = re.compile(r"^part ([12])\s+(\d+)", re.MULTILINE)
COLLECTED = re.compile(r"Collected : (\d+)")
RUN, RUN_BIG_RECORD = "aoc run 2023 7", "aoc run 2023 7, 450 days in answers.toml"
STATUS, HELP = "aoc status (one day, remembered)", "aoc --help"
GOALS = {RUN: 1.15, RUN_BIG_RECORD: 1.15, STATUS: 1.5, HELP: 1.1}


def wall_time(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(
        command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    return time.perf_counter() - start


def aoc_command() -> str:
    """The installed `aoc` script beside this interpreter (what a user runs)."""
    script = Path(sys.executable).with_name("aoc")
    if not script.is_file():
        sys.exit("aoc is not installed beside this python; run pip install -e . first")
    return str(script)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)  # at least 21, alternated
    parser.add_argument("--instructions", action="store_true", help="count them (valgrind)")
    options = parser.parse_args()
    print(f"machine: {machine()}; {load()}")
    with tempfile.TemporaryDirectory() as folder:
        project = one_day_project(Path(folder) / "one-day")
        big_record = one_day_project(Path(folder) / "tenth-year", other_days=449)
        aoc = aoc_command()
        commands = {
            RUN: [aoc, "--project-dir", str(project), "run", "2023", "7"],
            RUN_BIG_RECORD: [aoc, "--project-dir", str(big_record), "run", "2023", "7"],
            STATUS: [aoc, "--project-dir", str(project), "status", "2023"],
            HELP: [aoc, "--help"],
            BASELINE: [sys.executable, "-c", "import typer"],
            CONTROL: [sys.executable, "-c", "import typer"],
        }
        env = user_environment()
        for command in commands.values():
            wall_time(command, env)  # warm the file cache, .pyc files and what aoc remembers
        times: dict[str, list[float]] = {name: [] for name in commands}
        # Every command once per round, in a new order each round: a process runs a little
        # faster or slower after another, and no command should always follow the same one.
        order, shuffle = list(commands), random.Random(2023).shuffle
        for _ in range(options.runs):
            shuffle(order)
            for name in order:
                times[name].append(wall_time(commands[name], env))
        counts = instruction_counts(commands, env) if options.instructions else None
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, values in times.items():
        print(f"{name:42} median {medians[name] * 1000:6.1f} ms   min {min(values) * 1000:6.1f} ms")
    print(f"{load()} at the end")
    for name, goal in GOALS.items():
        ratio = medians[name] / medians[BASELINE]
        verdict = "ok" if ratio <= goal else MISSED
        print(f"{name}: {ratio:.2f}x bare typer (goal <= {goal}x): {verdict}")
    print(f"{CONTROL}: {medians[CONTROL] / medians[BASELINE]:.2f}x (the noise of this run)")
    if counts:
        print("instructions (valgrind), as a ratio to bare typer's:")
        for name in GOALS:
            print(f"  {name}: {counts[name] / counts[BASELINE]:.2f}x")
    return 0


def user_environment() -> dict[str, str]:
    """This environment as a user's shell would have it."""
    env = dict(os.environ)
    # Bytecode cached after the first run, as a user gets it (some shells and containers
    # set PYTHONDONTWRITEBYTECODE, which recompiles every module each run).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for name in ("AOC_PROJECT_DIR", "AOC_INPUTS_DIR"):
        env.pop(name, None)  # each command names its project
    return env


def instruction_counts(commands: dict[str, list[str]], env: dict[str, str]) -> dict[str, int]:
    """Instructions each command executes, counted once by valgrind; {} without it."""
    if shutil.which("valgrind") is None:
        print("instructions: valgrind is not installed")
        return {}
    # Hash seeds vary what dicts and sets do: fix one so that a count repeats exactly.
    env = {**env, "PYTHONHASHSEED": "0"}
    counts = {}
    for name, command in commands.items():
        if name == CONTROL:
            continue  # a count does not vary
        report = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stderr
        counts[name] = int(COLLECTED.search(report)[1])
    return counts


def one_day_project(root: Path, other_days: int = 0) -> Path:
    """A project holding this repository's 2023 day 7, a real-sized cached input and its
    answers in answers.toml (worked out by `aoc run` itself), after those of
    `other_days` other days."""
    shutil.copytree(ROOT / "solutions", root / "solutions")
    rng = random.Random(7)
    hands = {"".join(rng.choices("23456789TJQKA", k=5)) for _ in range(1200)}
    text = "".join(f"{hand} {rng.randint(1, 1000)}\n" for hand in sorted(hands)[:1000])
    (root / "inputs" / "2023").mkdir(parents=True)
    (root / "inputs" / "2023" / "07.txt").write_text(text)
    answers = subprocess.run(
        [aoc_command(), "--project-dir", str(root), "run", "2023", "7"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = dict(ANSWER_LINE.findall(answers))
    record = [f'[2023.day07]\npart_1 = "{found["1"]}"\npart_2 = "{found["2"]}"\n']
    others = [(y, d) for y in range(2015, 2025) for d in range(1, 26) if (y, d) != (2023, 7)]
    for year, day in others[:other_days]:
        record.append(f'[{year}.day{day:02d}]\npart_1 = "{rng.randint(1, 10**9)}"\n')
        record.append(f'part_2 = "{rng.randint(1, 10**12)}"\n')
    (root / "answers.toml").write_text("\n".join(record))
    return root


if __name__ == "__main__":
    raise SystemExit(main())
