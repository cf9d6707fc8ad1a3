"""The puzzle text as Markdown (`aoc read`), from the cached puzzle page.

The page's articles (part 1, and part 2 once unlocked) and the lines that tell the
user's answers ("Your puzzle answer was ...") are converted with markdownify. Two
touches first, on the parsed page: an answer the text highlights (`<code><em>142</em>
</code>`) becomes bold code, which reads as such where emphasis inside code would show
as asterisks; and links are made absolute, so they work outside the site.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import urljoin

from aoc_framework.site.lazy_modules import defer_css_selectors
from aoc_framework.site.puzzle_page import ANSWER_WAS, BOTH_SOLVED, PART_1_SOLVED, PuzzlePage

if TYPE_CHECKING:
    from bs4 import Tag

#: The lines outside the articles that belong to the puzzle text.
_KEPT_LINES = (ANSWER_WAS, BOTH_SOLVED, PART_1_SOLVED)


def page_markdown(page: PuzzlePage, *, from_part: int = 1) -> str:
    """The puzzle text of `page` as Markdown: each article from part `from_part`'s on,
    each followed by the user's answer to it when the page gives one. `PageError` for a
    page with no puzzle text."""
    defer_css_selectors()  # markdownify imports bs4
    from markdownify import MarkdownConverter  # imported by `aoc read` alone

    articles = page.articles
    main = articles[0].parent
    kept = [
        element
        for element in main.find_all(["article", "p"], recursive=False)
        if element.name == "article" or element.get_text().strip().startswith(_KEPT_LINES)
    ]
    if from_part > 1:  # from that part's article on (its heading says which it is)
        first = articles[min(from_part, len(articles)) - 1]
        kept = kept[next(i for i, element in enumerate(kept) if element is first) :]
    converter = MarkdownConverter(heading_style="ATX", bullets="-", escape_misc=False)
    sections = []
    for element in kept:
        _prepare(element, page)
        sections.append(converter.convert_soup(element).strip())
    return "\n\n".join(sections) + "\n"


def newest_part_markdown(page: PuzzlePage) -> str:
    """What a morning shows of `page` (`aoc today`, its watch, a rehearsal): the text of
    the newest part it holds, part 2's alone once it is there (the site opens the page
    at part 2 then: part 1 is read already). `aoc read` shows all of it."""
    return page_markdown(page, from_part=len(page.articles))


def _prepare(element: Tag, page: PuzzlePage) -> None:
    """Make highlighted answers bold code and links absolute, in place."""
    for code in element.find_all("code"):
        inner = code.find("em")
        highlighted = inner is not None and code.get_text() == inner.get_text()
        if highlighted and code.parent.name != "pre":
            inner.unwrap()
            code.wrap(page.soup.new_tag("strong"))
    for link in element.find_all("a", href=True):
        link["href"] = urljoin(page.puzzle.url, link["href"])
