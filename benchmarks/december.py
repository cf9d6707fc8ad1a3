"""Every speed a December morning depends on, in one run: each benchmark script in turn,
then each figure next to its goal.

    python benchmarks/december.py

Runs `startup.py` (start-up against `import typer`), `watch.py` (save → verdict in
`aoc watch`), `today.py` (unlock → puzzle text in `aoc today`) and `day07_2023.py` (the
shipped day against the prototype, and the timing harness's own cost), each as its own
process one after the other, so that none disturbs another; their output is shown as it
comes, and their goal lines are gathered at the end. Exits 1 when a goal is not met.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from goals import MISSED
from machine_info import load, machine

HERE = Path(__file__).resolve().parent
SCRIPTS = ("startup.py", "watch.py", "today.py", "day07_2023.py")


def goal_lines(output: str) -> list[str]:
    """The lines of a benchmark's output that state a figure against its goal."""
    return [line.strip() for line in output.splitlines() if "(goal " in line]


def main() -> int:
    print(f"machine: {machine()}; {load()}")
    gathered: list[tuple[str, str]] = []
    failed = []
    for script in SCRIPTS:
        print(f"\n== {script}", flush=True)
        result = subprocess.run(
            [sys.executable, str(HERE / script)], capture_output=True, text=True, check=False
        )
        print(result.stdout, end="")
        if result.returncode != 0 or result.stderr.strip():
            print(result.stderr, end="", file=sys.stderr)
        gathered += [(script, line) for line in goal_lines(result.stdout)]
        if result.returncode != 0 or "GOAL NOT MET" in result.stdout:  # day07's verdict
            failed.append(script)
    print(f"\n== every figure against its goal ({load()} at the end)")
    for script, line in gathered:
        print(f"{script:15} {line}")
    missed = [line for _, line in gathered if MISSED in line]
    if missed or failed:
        print(f"goals not met: {len(missed)}; scripts that failed: {', '.join(failed) or 'none'}")
        return 1
    print("every goal met")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
