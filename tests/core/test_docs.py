"""The README and docs/: the README stays a short guide, every relative link leads to a
file (and to a heading, for `page.md#heading`), and every page of docs/ can be reached."""

from __future__ import annotations

import re
from pathlib import Path

import pytest


def _project_root() -> Path:
    """The checkout: the nearest folder above this file that has a pyproject.toml."""
    for folder in Path(__file__).resolve().parents:
        if (folder / "pyproject.toml").is_file():
            return folder
    raise AssertionError("no pyproject.toml above tests/")


ROOT = _project_root()
README = ROOT / "README.md"
DOCS = ROOT / "docs"
INDEX = DOCS / "README.md"
MAX_README_LINES = 250
#: `aoc time --readme` rewrites the table between these lines of the project's README.md.
TIMING_MARKERS = ("<!-- aoc-time:start -->", "<!-- aoc-time:end -->")

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)", re.DOTALL)
INLINE_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^()\s<>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.MULTILINE)
HEADING = re.compile(r"^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$")
HTML_ANCHOR = re.compile(r"<a\s+(?:[^>]*\s)?(?:id|name)=\"([^\"]+)\"", re.IGNORECASE)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def prose(text: str) -> list[str]:
    """The lines of a Markdown text outside its fenced code blocks."""
    lines, fence = [], ""
    for line in text.splitlines():
        opened = FENCE.match(line)
        if fence:
            closing = opened and opened.group(1)[0] == fence[0]
            if closing and len(opened.group(1)) >= len(fence) and not line.strip(f" {fence[0]}"):
                fence = ""
            continue
        if opened:
            fence = opened.group(1)
            continue
        lines.append(line)
    return lines


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: its text (links and emphasis as their text),
    lowercased, without punctuation other than hyphens and spaces, spaces made hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"[^\w\- ]", "", text.lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every anchor of a page: its headings' (a repeated one gets -1, -2, ... as on
    GitHub) and those of its `<a id="...">` tags."""
    found: set[str] = set()
    seen: dict[str, int] = {}
    lines = prose(page.read_text(encoding="utf-8"))
    for line in lines:
        heading = HEADING.match(line)
        if heading:
            base = slug(heading.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    found.update(HTML_ANCHOR.findall("\n".join(lines)))
    return found


def relative_links(page: Path) -> list[str]:
    """The targets of a page's links that are not addresses (`https:`, `mailto:`...),
    outside code blocks and code spans, in their order."""
    text = CODE_SPAN.sub("code", "\n".join(prose(page.read_text(encoding="utf-8"))))
    targets = INLINE_LINK.findall(text) + REFERENCE.findall(text)
    return [t for t in targets if t and not SCHEME.match(t)]


def resolve(page: Path, target: str) -> tuple[Path, str]:
    """The file a link of `page` leads to, and its anchor ("" for none)."""
    path, _, anchor = target.partition("#")
    if not path:
        return page, anchor
    base = ROOT if path.startswith("/") else page.parent
    return (base / path.lstrip("/")).resolve(), anchor


def broken_links(page: Path) -> list[str]:
    """Each link of `page` that leads to no file, or to a heading its page lacks."""
    broken = []
    for target in relative_links(page):
        path, anchor = resolve(page, target)
        if not path.exists():
            broken.append(f"{target}: no such file")
        elif anchor and path.suffix == ".md" and anchor not in anchors(path):
            broken.append(f"{target}: no heading #{anchor} in {path.name}")
    return broken


def linked_files(*pages: Path) -> set[Path]:
    """The files the links of `pages` lead to."""
    return {resolve(page, target)[0] for page in pages for target in relative_links(page)}


def unlinked_pages(readme: Path, docs: Path) -> list[Path]:
    """The pages of `docs` that neither `readme` nor the index (docs/README.md) links to."""
    index = docs / "README.md"
    linked = linked_files(*(p for p in (readme, index) if p.is_file()))
    pages = sorted(p.resolve() for p in docs.rglob("*.md"))
    return [p for p in pages if p not in linked and p != readme.resolve()]


def documents() -> list[Path]:
    return [README, *sorted(DOCS.rglob("*.md"))]


def test_the_readme_is_a_short_guide() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MAX_README_LINES, (
        f"README.md has {len(lines)} lines, more than {MAX_README_LINES}: move the details "
        "to a page of docs/ and link to it"
    )


@pytest.mark.parametrize("page", documents(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_leads_somewhere(page: Path) -> None:
    broken = broken_links(page)
    assert not broken, f"{page.relative_to(ROOT)}: broken links:\n" + "\n".join(broken)


def test_every_page_of_the_docs_is_linked_from_the_readme_or_the_index() -> None:
    assert INDEX.is_file(), "docs/README.md, the index of the documentation, is missing"
    unlinked = [str(p.relative_to(ROOT)) for p in unlinked_pages(README, DOCS)]
    assert not unlinked, f"pages linked from neither README.md nor docs/README.md: {unlinked}"


def test_the_readme_keeps_the_timing_table_markers() -> None:
    """`aoc time --readme` needs exactly one line of each marker, the start first."""
    lines = [line.strip() for line in README.read_text(encoding="utf-8").splitlines()]
    start, end = TIMING_MARKERS
    assert (lines.count(start), lines.count(end)) == (1, 1), TIMING_MARKERS
    assert lines.index(start) < lines.index(end)


# The checks above, on pages made to fail them.


@pytest.mark.parametrize(
    ("heading", "anchor"),
    [
        ("`aoc submit YEAR DAY PART ANSWER`", "aoc-submit-year-day-part-answer"),
        ("A good citizen of adventofcode.com", "a-good-citizen-of-adventofcodecom"),
        ("Many `aoc` at once", "many-aoc-at-once"),
        ("JSON schema `aoc-time/1`", "json-schema-aoc-time1"),
        ("2023 day 7", "2023-day-7"),
        ("The [site](https://adventofcode.com)'s rules", "the-sites-rules"),
        ("`part_1` and `part_2`", "part_1-and-part_2"),
    ],
)
def test_slugs_follow_github(heading: str, anchor: str) -> None:
    assert slug(heading) == anchor


def test_broken_links_are_found(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# Other\n\n## Part two\n\n## Part two\n", "utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        "# Page\n\n"
        "[ok](other.md) [ok](other.md#part-two) [ok](other.md#part-two-1) [ok](#page)\n"
        "[ok](https://adventofcode.com) `[not a link](nowhere.md)`\n"
        "```md\n[not a link](nowhere.md)\n# Not a heading\n```\n"
        "[gone](missing.md) [no heading](other.md#part-three) [split\nlink](#not-a-heading)\n",
        "utf-8",
    )
    assert broken_links(page) == [
        "missing.md: no such file",
        "other.md#part-three: no heading #part-three in other.md",
        "#not-a-heading: no heading #not-a-heading in page.md",
    ]


def test_unlinked_pages_are_found(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for name in ("README.md", "linked.md", "indexed.md", "orphan.md"):
        (docs / name).write_text(f"# {name}\n", "utf-8")
    (docs / "README.md").write_text("[indexed](indexed.md)\n", "utf-8")
    readme = tmp_path / "README.md"
    readme.write_text("[docs](docs/README.md) [linked](docs/linked.md#linkedmd)\n", "utf-8")
    assert unlinked_pages(readme, docs) == [(docs / "orphan.md").resolve()]
