"""Reading puzzle input text from the cache, a file or stdin, normalized the same way."""

from __future__ import annotations

import sys
from pathlib import Path

from aoc_framework.errors import InputError
from aoc_framework.project import Project

BOM = "\ufeff"
#: `--input -` reads standard input.
STDIN = "-"


def normalize(raw: bytes | str, source: str = "input") -> str:
    """Decode and tidy puzzle text: UTF-8, no BOM, LF line ends, no trailing whitespace
    or blank lines at the end. Whitespace inside lines is kept (some puzzles are
    space-padded grids). Raises `InputError` for text that is not UTF-8 or is empty."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            raise InputError(
                f"{source} is not UTF-8 text (bad byte at offset {error.start}); "
                "save the puzzle input as plain text"
            ) from None
    text = raw.removeprefix(BOM).replace("\r\n", "\n").replace("\r", "\n").rstrip()
    if not text:
        raise InputError(f"{source} is empty; save the whole puzzle input into it")
    return text


def read_input(path: str | Path) -> str:
    """Read and normalize the input at `path`, or standard input for `-`."""
    if str(path) == STDIN:
        return normalize(sys.stdin.buffer.read(), "standard input")
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise InputError(f"input file {path} does not exist; check the path") from None
    except IsADirectoryError:
        raise InputError(f"input path {path} is a folder; give the input file") from None
    except PermissionError:
        raise InputError(f"input file {path} cannot be read (permission denied)") from None
    return normalize(raw, f"input file {path}")


def read_cached_input(project: Project, year: int, day: int) -> str:
    """The cached input of `year`/`day`; `InputError` when there is none."""
    path = project.input_path(year, day)
    if not path.is_file():
        raise InputError(
            f"no cached input for {year} day {day} at {project.relative(path)}; "
            "pass --input PATH (or - for stdin), or --example"
        )
    return read_input(path)
