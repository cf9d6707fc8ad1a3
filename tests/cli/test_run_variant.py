"""`aoc run YEAR DAY --variant NAME`: another solution of the day, named as `aoc time`
names it (docs/variants.md); the main one stays what `aoc run` runs."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import RunAoc
from tests.timing.test_variants import variant_project


def test_run_runs_the_solution_named_and_the_main_one_without_it(
    aoc_in_process: RunAoc, tmp_path: Path
) -> None:
    root = variant_project(tmp_path).root
    env = {"AOC_PROJECT_DIR": str(root), "AOC_INPUTS_DIR": str(root / "inputs")}

    def run(*args: str) -> tuple[int, str, str]:
        done = aoc_in_process("run", "2022", "1", *args, env=env)
        return done.returncode, done.stdout, done.stderr

    code, out, err = run("--variant", "Wrong")
    assert code == 1 and "11  ✗ expected 10" in out
    assert "running the solution Wrong of 2022 day 1, not its main one" in err
    code, out, err = run("--variant", "funcs")
    assert code == 0 and "10  ✓" in out and "solution funcs" in err
    code, out, err = run()
    assert code == 0 and "10  ✓" in out and "solution" not in err  # Slow, the main one
    code, out, err = run("--variant", "Nope")
    assert code == 2 and "has no day class Nope (it has Slow, Fast, Wrong)" in err
    code, out, err = run("--variant", "Fast", "--submit")
    assert code == 2 and "drop --variant" in err
