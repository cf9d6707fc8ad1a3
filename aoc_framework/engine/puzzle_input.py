"""Reading puzzle input text from the cache, a file or stdin, and what `parse` receives.

The text is decoded as served; `normalize` then removes a BOM, turns CRLF (and a lone
CR) into LF and removes the newlines at the end, nothing else: spaces at the end of the
last line stay (some puzzles are space-padded grids). A day with `raw_input = True` gets
the decoded text untouched (see `text_for`).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from aoc_framework.model.errors import InputError

if TYPE_CHECKING:
    from aoc_framework.model.day import DayCode
    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.project.layout import Project

BOM = "\ufeff"
#: `--input -` reads standard input.
STDIN = "-"
#: The start of a web page, whatever comes before its first element: a byte-order mark,
#: white space, an XML prolog, comments, a doctype (any case). No puzzle input starts so.
_WEB_PAGE = re.compile(
    r"\A\ufeff?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--.*?-->\s*)*"
    r"<(?:!doctype\s+html|html|head|body)\b",
    re.IGNORECASE | re.DOTALL,
)
#: The site's login link: a page (or part of one) that holds it asks the user to log in.
LOGIN_LINK = "/auth/login"


def is_web_page(text: str) -> bool:
    """Whether `text` is a web page (the login page, a proxy's or captive portal's page)
    rather than a puzzle input: markup from its first element on, or the site's login
    form in what starts as markup."""
    if _WEB_PAGE.match(text):
        return True
    return text.removeprefix(BOM).lstrip().startswith("<") and LOGIN_LINK in text


def decode(raw: bytes | str, source: str = "input") -> str:
    """`raw` as text, exactly as served. Raises `InputError` for text that is not UTF-8
    or holds nothing but whitespace."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            raise InputError(
                f"{source} is not UTF-8 text (bad byte at offset {error.start}); "
                "save the puzzle input as plain text"
            ) from None
    if not raw.removeprefix(BOM).strip():
        raise InputError(f"{source} is empty; save the whole puzzle input into it")
    return raw


def normalize(raw: bytes | str, source: str = "input") -> str:
    """Decode `raw` and tidy it: no BOM, LF line ends, no newlines at the end."""
    text = decode(raw, source).removeprefix(BOM)
    return text.replace("\r\n", "\n").replace("\r", "\n").rstrip("\n")


def text_for(solution: type[DayCode], raw: str) -> str:
    """What the day's `parse` receives: `raw` normalized, unless it asks for raw input."""
    return raw if solution.raw_input else normalize(raw)


def read_input(path: str | Path) -> str:
    """The decoded text of the input at `path`, or of standard input for `-`."""
    if str(path) == STDIN:
        return decode(sys.stdin.buffer.read(), "standard input")
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise InputError(f"input file {path} does not exist; check the path") from None
    except IsADirectoryError:
        raise InputError(f"input path {path} is a folder; give the input file") from None
    except PermissionError:
        raise InputError(f"input file {path} cannot be read (permission denied)") from None
    except OSError as error:  # a file where a folder goes, a symlink loop, a name too long
        why = error.strerror or type(error).__name__
        raise InputError(f"input file {path} cannot be read ({why}); check the path") from None
    text = decode(raw, f"input file {path}")
    if is_web_page(text):
        raise InputError(
            f"input file {path} is a web page, not a puzzle input (a login or captive "
            "portal's page, kept by mistake?); delete it, then aoc fetch gets the input"
        )
    return text


def read_cached_input(project: Project, puzzle: PuzzleDay) -> str:
    """The decoded text of the cached input of `puzzle`; `InputError` when there is none."""
    path = project.input_path(puzzle)
    if not path.is_file():
        raise InputError(
            f"no cached input for {puzzle} at {project.relative(path)}; "
            "pass --input PATH (or - for stdin), or --example"
        )
    return read_input(path)
