"""Start-up benchmark: whole-process wall time of `aoc` commands against
`python -c "import typer"`, measured side by side, alternating, in one run.

    python benchmarks/startup.py [--runs 30]

Goals (ratio of medians to bare typer): `aoc run 2023 7` on a cached input <= 1.3;
`aoc status` on a one-day project (its result remembered) and `aoc --help` <= 1.5. The
project is the day as a user has it: its module, a real-sized cached input, and its
answers in answers.toml.
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

from machine_info import load, machine

ROOT = Path(__file__).resolve().parent.parent
BASELINE = 'python -c "import typer"'
ANSWER_LINE = re.compile(r"^part ([12])\s+(\d+)", re.MULTILINE)
GOALS = {"aoc run 2023 7": 1.3, "aoc status (one day, remembered)": 1.5, "aoc --help": 1.5}


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
    parser.add_argument("--runs", type=int, default=30)
    runs = parser.parse_args().runs
    print(f"machine: {machine()}; {load()}")
    with tempfile.TemporaryDirectory() as folder:
        project = one_day_project(Path(folder))
        env = {
            **os.environ,
            "AOC_INPUTS_DIR": str(project / "inputs"),
            "AOC_PROJECT_DIR": str(project),
        }
        # Measure what a user gets: bytecode cached after the first run (some shells and
        # containers set PYTHONDONTWRITEBYTECODE, which recompiles every module each run).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        aoc = aoc_command()
        commands = {
            "aoc run 2023 7": [aoc, "run", "2023", "7"],
            "aoc status (one day, remembered)": [aoc, "status", "2023"],
            "aoc --help": [aoc, "--help"],
            BASELINE: [sys.executable, "-c", "import typer"],
        }
        times: dict[str, list[float]] = {name: [] for name in commands}
        for command in commands.values():
            wall_time(command, env)  # warm the file cache, .pyc files and status memory
        for _ in range(runs):
            for name, command in commands.items():
                times[name].append(wall_time(command, env))
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, values in times.items():
        print(f"{name:34} median {medians[name] * 1000:6.1f} ms   min {min(values) * 1000:6.1f} ms")
    print(f"{load()} at the end")
    for name, goal in GOALS.items():
        ratio = medians[name] / medians[BASELINE]
        verdict = "ok" if ratio <= goal else "OVER THE GOAL"
        print(f"{name}: {ratio:.2f}x bare typer (goal <= {goal}x): {verdict}")
    return 0


def one_day_project(root: Path) -> Path:
    """A project holding this repository's 2023 day 7, a real-sized cached input and its
    answers in answers.toml (worked out by `aoc run` itself)."""
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
    (root / "answers.toml").write_text(
        f'[2023.day07]\npart_1 = "{found["1"]}"\npart_2 = "{found["2"]}"\n'
    )
    return root


if __name__ == "__main__":
    raise SystemExit(main())
