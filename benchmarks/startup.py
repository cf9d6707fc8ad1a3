"""Start-up benchmark: whole-process wall time of `aoc run 2023 7` on a cached input
against `python -c "import typer"`, measured side by side in one run.

    python benchmarks/startup.py [--runs 30]

Target: the ratio of medians stays within 1.5 (aocd is not imported by `aoc run`).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1.5


def wall_time(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
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
    with tempfile.TemporaryDirectory() as inputs:
        rng = random.Random(7)
        hands = {"".join(rng.choices("23456789TJQKA", k=5)) for _ in range(1200)}
        text = "".join(f"{hand} {rng.randint(1, 1000)}\n" for hand in sorted(hands)[:1000])
        (Path(inputs) / "2023").mkdir()
        (Path(inputs) / "2023" / "07.txt").write_text(text)
        env = {**os.environ, "AOC_INPUTS_DIR": inputs, "AOC_PROJECT_DIR": str(ROOT)}
        # Measure what a user gets: bytecode cached after the first run (some shells and
        # containers set PYTHONDONTWRITEBYTECODE, which recompiles every module each run).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        commands = {
            "aoc run 2023 7": [aoc_command(), "run", "2023", "7"],
            'python -c "import typer"': [sys.executable, "-c", "import typer"],
        }
        times: dict[str, list[float]] = {name: [] for name in commands}
        for command in commands.values():
            wall_time(command, env)  # warm the file cache and .pyc files
        for _ in range(runs):
            for name, command in commands.items():
                times[name].append(wall_time(command, env))
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, values in times.items():
        print(f"{name:28} median {medians[name] * 1000:6.1f} ms   min {min(values) * 1000:6.1f} ms")
    ratio = medians["aoc run 2023 7"] / medians['python -c "import typer"']
    verdict = "ok" if ratio <= TARGET else "OVER TARGET"
    print(f"ratio (median aoc run / median import typer): {ratio:.2f}")
    print(f"target: <= {TARGET}: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
