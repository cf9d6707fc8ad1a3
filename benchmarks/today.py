"""Unlock → puzzle text in `aoc today`: how long from the puzzle's unlock to the first
line of its text on the terminal.

    python benchmarks/today.py [--rounds 10]

`aoc today --no-watch` runs on a pseudo-terminal against the test site of the tests
(`tests/site/fake_aoc.py`: a real HTTPS server on 127.0.0.1 reached through aocd's own
client), with the framework's clock set so that 2025 day 1 unlocks 3 seconds after the
start, as on a December morning: it counts down, then writes the day from the page,
fetches the input and shows the text (PAGER=cat). Each round is a new project and a new
aocd cache. The test site's own latency (a page and an input, fetched through aocd by a
warm process) is measured apart. Goal: the median of the rounds <= 300 ms beyond it.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from goals import goal_line
from machine_info import load, machine
from screen import Screen

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.site.fake_aoc import FakeAdventOfCode, FakeServer, PuzzleText  # noqa: E402

GOAL_MS = 300.0
TOKEN = "53616c7465645f5f" + "0" * 80
YEAR, DAY = 2025, 1
FIRST_LINE = "--- Day 1: Secret Entrance ---"
#: Runs `aoc` with the clock set so that 2025 day 1 unlocks at the epoch time argv[1].
LAUNCHER = (
    "import sys; from datetime import datetime, timezone; import aoc_framework.model.clock as c; "
    "unlock = datetime.fromtimestamp(float(sys.argv.pop(1)), timezone.utc); "
    "offset = datetime(2025, 12, 1, 5, tzinfo=timezone.utc) - unlock; "
    "c.now = lambda: datetime.now(timezone.utc) + offset; "
    "from aoc_framework.cli import main; raise SystemExit(main())"
)


def site(folder: Path) -> FakeServer:
    fake = FakeAdventOfCode()
    fake.tokens[TOKEN] = 1
    example = "L68\nL30\nR48\nL5\nR60\nL55\nL1\nL99\nR14\nL82"
    text = (
        "<p>You arrive at the secret entrance to the North Pole base.</p>"
        f"<p>For example:</p><pre><code>{example}</code></pre>"
        "<p>The dial points at zero <code><em>3</em></code> times.</p>"
    )
    fake.texts[(YEAR, DAY)] = PuzzleText("Secret Entrance", text, "")
    fake.add_puzzle(YEAR, DAY, "\n".join(["R5"] * 4000) + "\n", "1", "2")
    return FakeServer(fake, folder / "ca.pem")


def one_round(server: FakeServer, folder: Path) -> float:
    """Milliseconds from the unlock to the first line of the text on the terminal."""
    project = folder / "project"
    (project / "solutions").mkdir(parents=True)
    env = {
        **os.environ,
        **server.env(TOKEN),
        "AOC_PROJECT_DIR": str(project),
        "AOC_INPUTS_DIR": str(project / "inputs"),
        "AOCD_DIR": str(folder / "aocd"),
        "AOCD_CONFIG_DIR": str(folder / "aocd-config"),
        "AOC_THROTTLE": "0",
        "PAGER": "cat",
        "TERM": "xterm-256color",
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    unlock_at = time.time() + 3.0
    unlock = time.perf_counter() + (unlock_at - time.time())  # on the screen's clock
    command = [sys.executable, "-c", LAUNCHER, str(unlock_at), "today", "--no-watch"]
    screen = Screen(command, env, project)
    try:
        _, shown = screen.wait_for(re.escape(FIRST_LINE), 0)
        screen.process.wait(60)
    finally:
        screen.stop()
    return (shown - unlock) * 1000


def site_latency(server: FakeServer, folder: Path) -> float:
    """Milliseconds for the page and the input, fetched through aocd by a warm process
    (the second of two fetches, with nothing cached)."""
    code = (
        "import time, shutil, os\n"
        "from aocd.models import Puzzle\n"
        "def fetch():\n"
        "    shutil.rmtree(os.environ['AOCD_DIR'], ignore_errors=True)\n"
        "    start = time.perf_counter()\n"
        f"    p = Puzzle({YEAR}, {DAY}); p._get_prose(); p.input_data\n"
        "    return time.perf_counter() - start\n"
        "fetch(); print(fetch() * 1000)\n"
    )
    env = {
        **os.environ,
        **server.env(TOKEN),
        "AOCD_DIR": str(folder / "aocd-latency"),
        "AOCD_CONFIG_DIR": str(folder / "aocd-config"),
    }
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    return float(result.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    options = parser.parse_args()
    print(f"machine: {machine()}; {load()}")
    with tempfile.TemporaryDirectory() as folder:
        server = site(Path(folder))
        try:
            latency = statistics.median(
                site_latency(server, Path(folder) / f"latency-{n}") for n in range(3)
            )
            rounds = [one_round(server, Path(folder) / f"round-{n}") for n in range(options.rounds)]
        finally:
            server.close()
    median = statistics.median(rounds)
    print(
        f"unlock -> puzzle text   median {median:6.1f} ms   worst {max(rounds):6.1f} ms   "
        f"best {min(rounds):6.1f} ms   ({options.rounds} rounds)"
    )
    print(f"the test site: a page and an input through aocd, median {latency:6.1f} ms")
    print(f"{load()} at the end")
    figure = "unlock -> puzzle text beyond the site's latency"
    print(goal_line(figure, median - latency, GOAL_MS, "ms"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
