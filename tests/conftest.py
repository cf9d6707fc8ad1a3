"""Fixtures shared by every test: an isolated environment and a way to run `aoc`."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

RunAoc = Callable[..., subprocess.CompletedProcess]


@pytest.fixture(autouse=True)
def isolated_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test sees the user's token, aocd caches, proxy or colour settings, and no test
    writes to the real input cache: aocd's folders and the input cache point into tmp."""
    for name in ("AOC_SESSION", "https_proxy", "http_proxy", "HTTPS_PROXY", "HTTP_PROXY"):
        monkeypatch.delenv(name, raising=False)
    for name in ("NO_COLOR", "AOC_PROJECT_DIR", "FORCE_COLOR"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AOCD_DIR", str(tmp_path / "aocd"))
    monkeypatch.setenv("AOCD_CONFIG_DIR", str(tmp_path / "aocd-config"))
    monkeypatch.setenv("AOC_INPUTS_DIR", str(tmp_path / "inputs"))


@pytest.fixture
def inputs_dir(tmp_path: Path) -> Path:
    """The (initially empty) input cache every test's `aoc` uses."""
    return tmp_path / "inputs"


@pytest.fixture
def run_aoc() -> RunAoc:
    """Run the installed `aoc` command (as `python -m aoc_framework`) in a subprocess.

    `run_aoc("run", "2023", "7", input=..., env={...}, cwd=...)` returns the completed
    process with text stdout/stderr; the project defaults to this repository."""

    def run(
        *args: str,
        input: str | None = None,
        env: dict[str, str] | None = None,
        cwd: Path | None = None,
        timeout: float = 120,
    ) -> subprocess.CompletedProcess:
        full_env = {**os.environ, "AOC_PROJECT_DIR": str(ROOT), **(env or {})}
        return subprocess.run(
            [sys.executable, "-m", "aoc_framework", *args],
            input=input,
            env=full_env,
            cwd=cwd or ROOT,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=timeout,
            check=False,
        )

    return run
