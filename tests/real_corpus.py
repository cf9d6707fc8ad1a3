"""Where the tests find what the real adventofcode.com served: one rule for every corpus.

The pages are the puzzle author's text, copied by other people, so they are not in this
repository. Each corpus is a folder beside the checkout (`../shared/NAME`, where CI has
it) or the folder an environment variable names:

- variable unset, folder absent (a fresh clone): the tests that read the corpus skip,
  folded by pytest into one line that says where the pages were looked for;
- variable set (`.ci/run` sets each one): the corpus is demanded, and a test that needs it
  fails when it is missing, so CI can never pass having read no real page.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

import pytest

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Corpus:
    """One folder of real bodies: `../shared/<name>` beside the checkout, or `variable`."""

    name: str
    variable: str

    @property
    def demanded(self) -> bool:
        """True when the environment names the folder: it must then be there."""
        return bool(os.environ.get(self.variable))

    @property
    def folder(self) -> Path:
        return Path(os.environ.get(self.variable) or ROOT.parent / "shared" / self.name)

    def files(self, pattern: str) -> list:
        """The files matching `pattern`, as test parameters; without the folder (or with no
        such file in it), one parameter, None, which `need` turns into a skip or a failure."""
        found = sorted(self.folder.glob(pattern)) if self.folder.is_dir() else []
        return found or [pytest.param(None, id=f"no {pattern} in {self.name}")]

    def need(self, path: Path | None) -> Path:
        """`path`, a file `files` found; None (nothing found) skips or fails (`missing`)."""
        if path is None:
            self.missing()
        return path

    def need_folder(self) -> Path:
        """The folder, which must be there (else `missing`)."""
        if not self.folder.is_dir():
            self.missing()
        return self.folder

    def missing(self) -> NoReturn:
        """Skip where the corpus is simply not beside this checkout; fail where it is
        demanded, or where the folder is there but lacks the files a test reads."""
        message = (
            f"no real pages in {self.folder}: CI has them in ../shared/{self.name}; "
            f"elsewhere set {self.variable} to a copy"
        )
        if self.demanded or self.folder.is_dir():
            pytest.fail(message)
        pytest.skip(message)


#: Bodies of the real site's replies: puzzle pages, answers, leaderboards, stats.
PAGES = Corpus("aoc-pages", "AOC_REAL_PAGES")
#: 134 real puzzle pages as they look at unlock, with the examples they hold (truth.json).
EXAMPLE_PAGES = Corpus("aoc-examples", "AOC_EXAMPLE_PAGES")
#: 120 real puzzle pages as they look once part 1 is solved (both articles), with their
#: part-2 examples (truth.json).
EXAMPLE_PAGES_PART_2 = Corpus("aoc-examples-part2", "AOC_EXAMPLE_PAGES_PART2")
