"""A day that forks under `aoc run`: its copy never reports, submits or records, and
does not run on after `aoc`; the day's time limit is its own, not the input's download
(against the fake adventofcode.com)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from tests.fixture_day import INPUT, SOURCE
from tests.site.conftest import ANSWERS, AocOnline
from tests.site.fake_aoc import FakeAdventOfCode

PART_1_LINE = "        return calibration_total(lines, DIGITS)"


def forking_day(pid_file: Path) -> str:
    """The fixture day whose part 1 forks, its child writing its pid then returning the
    same answer as the parent. The parent waits for the pid (written whole, by a rename),
    so a busy machine cannot have `aoc` end the child before it said who it is."""
    assert PART_1_LINE in SOURCE
    fork = (
        "        import os, time\n"
        "        if os.fork() == 0:\n"
        f"            open({str(pid_file)!r} + '.new', 'w').write(str(os.getpid()))\n"
        f"            os.rename({str(pid_file)!r} + '.new', {str(pid_file)!r})\n"
        "        else:\n"
        f"            while not os.path.exists({str(pid_file)!r}):\n"
        "                time.sleep(0.005)\n"
        f"{PART_1_LINE}"
    )
    return SOURCE.replace(PART_1_LINE, fork)


def test_a_forked_child_of_a_day_never_submits_twice_nor_outlives_aoc(
    subprocess_aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path, tmp_path: Path
) -> None:
    pid_file = tmp_path / "child-pid"
    day = project_dir / "solutions" / "2023" / "day01.py"
    day.write_text(forking_day(pid_file), encoding="utf-8")

    ran = subprocess_aoc("run", "2023", "1", "--part", "1", "--submit")
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert fake.count("POST", "/2023/day/1/answer") == 1
    # The child would have shown its part line again, then submitted ("already solved").
    assert sum(line.startswith("part 1") for line in ran.stdout.splitlines()) == 1, ran.stdout
    assert "already solved" not in ran.stdout
    assert (project_dir / "answers.toml").read_text().count(ANSWERS[0]) == 1
    child = int(pid_file.read_text())
    assert not Path(f"/proc/{child}").exists() or _zombie(child), "the child ran on"
    assert child != os.getpid()


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()[0] == b"Z"
    except OSError:
        return True


def test_the_days_time_limit_counts_from_its_start_not_the_inputs_download(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    # The input drips in over about 2.4 s (a slow site); the day itself takes 0.3 s.
    fake.drip.add("/2023/day/1/input")
    fake.drip_s = 2.4 / len(INPUT)
    day = project_dir / "solutions" / "2023" / "day01.py"
    sleeping = f"        import time\n        time.sleep(0.3)\n{PART_1_LINE}"
    day.write_text(SOURCE.replace(PART_1_LINE, sleeping), encoding="utf-8")

    began = time.monotonic()
    ran = aoc("run", "2023", "1", "--part", "1", "--day-timeout", "1.5")
    assert time.monotonic() - began > 2  # the download was slow indeed
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert f"part 1  {ANSWERS[0]}" in ran.stdout
