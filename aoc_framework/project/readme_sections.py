"""Sections of a README that `aoc` keeps up to date, each between two marker lines:

    <!-- aoc-time:start -->
    ...
    <!-- aoc-time:end -->

The markers count only on lines of their own, outside fenced code blocks (a README that
shows how to add them, in a ```-fence, has them twice), so a mention of them does not;
lines end at "\n" only (U+2028 or a lone "\r" inside a title are text, where
`str.splitlines` would end a line at them and find a marker there). Only the text between
them changes, under the README's lock (`files.update_file`), in the README's own line
ends (a README with CRLF keeps CRLF), and a section's content depends only on what it
shows: writing the same again leaves the file as it was.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from aoc_framework.model.errors import UsageError
from aoc_framework.project.files import read_text, update_file
from aoc_framework.project.layout import Project

#: The sections `aoc` fills: star badges, the calendar picture, the stats tables
#: (`aoc readme`), and the timing table (`aoc readme` and `aoc time --readme`).
STARS_SECTION = "aoc-stars"
CALENDAR_SECTION = "aoc-calendar"
STATS_SECTION = "aoc-stats"
TIME_SECTION = "aoc-time"
SECTIONS = (STARS_SECTION, CALENDAR_SECTION, STATS_SECTION, TIME_SECTION)
#: What gives each section something to show.
FILLED_FROM = {
    STARS_SECTION: "a right answer",
    CALENDAR_SECTION: "a right answer",
    STATS_SECTION: "aoc stats YEAR",
    TIME_SECTION: "aoc time --save",
}


def markers(name: str) -> tuple[str, str]:
    """The start and end marker lines of section `name`."""
    return f"<!-- {name}:start -->", f"<!-- {name}:end -->"


def present_sections(path: Path, names: list[str], shown_as: str | None = None) -> list[str]:
    """Which of the sections `names` the README at `path` has (each as one start marker
    line followed by one end marker line). `UsageError` when the README does not exist,
    or one of them is there but malformed (`shown_as` names the file)."""
    return list(section_texts(path, names, shown_as))


def section_texts(path: Path, names: list[str], shown_as: str | None = None) -> dict[str, str]:
    """What each of the sections `names` the README at `path` has holds between its
    markers (blank: nothing yet). Raises as `present_sections`."""
    name = shown_as or str(path)
    text = read_text(path)
    if text is None:
        raise UsageError(f"{name} does not exist; create it with the markers of what to show")
    lines = _lines(text)
    spans = {section: _span(lines, section, name) for section in names}
    return {
        section: "".join(lines[span[0] + 1 : span[1]])
        for section, span in spans.items()
        if span is not None
    }


def require_sections(path: Path, names: list[str], shown_as: str | None = None) -> None:
    """`UsageError` unless the README at `path` has every section of `names`, saying
    which markers to add."""
    present = present_sections(path, names, shown_as)
    for section in names:
        if section not in present:
            raise _missing(section, shown_as or str(path))


def rewrite_sections(project: Project, contents: Mapping[str, str]) -> bool:
    """Put each of `contents` (section name -> its text) between its markers in the
    project's README, leaving the rest as it is then (under the README's lock); return
    whether the file changed. `UsageError` for a section whose markers are missing or
    malformed."""
    path = project.readme_path
    name = project.relative(path)

    def rewritten(text: str | None) -> str:
        if text is None:
            raise UsageError(f"{name} does not exist; create it with the markers")
        lines = _lines(text)
        # The README's own line end: CRLF when most of its lines end so.
        end = "\r\n" if text.count("\r\n") * 2 > text.count("\n") else "\n"
        for section, content in contents.items():
            span = _span(lines, section, name)
            if span is None:
                raise _missing(section, name)
            first, last = span
            # Blank lines around the content, so no Markdown renderer runs it into the
            # markers.
            body = [line + end for line in content.rstrip("\n").split("\n")]
            lines = [*lines[: first + 1], end, *body, end, *lines[last:]]
        return "".join(lines)

    return update_file(project, path, rewritten)


def _missing(section: str, name: str) -> UsageError:
    start, end = markers(section)
    return UsageError(
        f"{name} needs one {start} line followed by one {end} line; add them where it goes"
    )


def _lines(text: str) -> list[str]:
    """The lines of `text`, each with its end, split at "\n" only."""
    lines = [line + "\n" for line in text.split("\n")]
    lines[-1] = lines[-1].removesuffix("\n")  # the text after the last "\n"
    return lines if lines[-1] else lines[:-1]


def _span(lines: list[str], section: str, name: str) -> tuple[int, int] | None:
    """The indices of the section's start and end marker lines; None when neither is
    there; `UsageError` when they are there but not as one pair in order."""
    start, end = markers(section)
    code = _in_code(lines)
    found = [(i, line.strip(" \t\r\n")) for i, line in enumerate(lines) if i not in code]
    starts = [i for i, line in found if line == start]
    ends = [i for i, line in found if line == end]
    if not starts and not ends:
        return None
    if len(starts) > 1 or len(ends) > 1:
        raise UsageError(
            f"{name} has {len(starts)} {start} lines and {len(ends)} {end} lines "
            "outside code blocks; keep one of each, the start first"
        )
    if not (len(starts) == 1 and len(ends) == 1 and starts[0] < ends[0]):
        raise _missing(section, name)
    return starts[0], ends[0]


def _in_code(lines: list[str]) -> set[int]:
    """The indices of the lines of fenced code blocks, fences included (CommonMark: a
    fence of three or more ``` or ~~~, indented at most three spaces, closed by one of
    the same character at least as long)."""
    inside: set[int] = set()
    opened: str | None = None
    for index, line in enumerate(lines):
        text = line.rstrip("\r\n")
        stripped = text.lstrip(" ")
        fence = len(stripped) - len(stripped.lstrip(stripped[:1])) if stripped[:1] in "`~" else 0
        is_fence = len(text) - len(stripped) <= 3 and fence >= 3 and bool(stripped)
        if opened is None and is_fence:
            opened = stripped[:fence]
        elif opened is not None:
            closes = is_fence and stripped.startswith(opened) and not stripped.strip(opened[0])
            if closes:
                inside.add(index)
                opened = None
                continue
        if opened is not None:
            inside.add(index)
    return inside
