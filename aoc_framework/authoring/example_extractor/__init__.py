"""An example extractor for puzzle pages nobody has curated (docs/examples.md).

aocd-example-parser finds examples through hand-written locations for past puzzles and
falls back to one fixed guess for a new one. This package reads the page the way a person
does: the block introduced by "For example", the sentence that states the result in the
wording of the part's final question, the value the author emphasises. It knows nothing
of years or days, so it works on the morning a puzzle unlocks, and says how sure it is.

Pure functions: no printing, no network. Not imported at the command's start-up (bs4 is
heavy), only by what extracts examples.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from aoc_framework.authoring.example_extractor.blocks import block_candidates
from aoc_framework.authoring.example_extractor.candidate import Candidate
from aoc_framework.authoring.example_extractor.certainty import judge
from aoc_framework.authoring.example_extractor.found import (
    EMPTY,
    Extraction,
    FoundExample,
    bearing_out,
    fellow_cases,
    found_example,
    ranked_best_first,
)
from aoc_framework.authoring.example_extractor.inline import inline_candidates
from aoc_framework.authoring.example_extractor.page import page_order, question_words
from aoc_framework.authoring.example_extractor.part_2 import with_part_2
from aoc_framework.site.soup import BeautifulSoup, NavigableString

__all__ = ["EMPTY", "MAX_PAGE", "Extraction", "FoundExample", "aocd_plugin", "extract_examples"]


#: How much of a page is read (characters): the largest real puzzle page, both parts, is
#: 16 KB; a page made of thousands of examples would otherwise take minutes (issue 47).
MAX_PAGE = 128 * 1024


def extract_examples(
    html: str, real_input: str | None = None, borne_out: Collection[tuple[str, str]] = ()
) -> Extraction:
    """The examples on the puzzle page `html` (a whole page, or its articles): the first
    `<article class="day-desc">` is part 1, a second one part 2. `real_input`, the user's
    input when it has been fetched, favours the block that looks like it. `borne_out`:
    the (input, part-1 answer) examples the user's own part 1, which the site accepted,
    answers as stated; each is sure, and first (part 2's example builds on part 1's:
    docs/examples.md, "Borne out"). Reads the
    first `MAX_PAGE` characters, in time linear in them. Never raises: markup it cannot
    read gives an empty `Extraction`."""
    try:
        return _extract(html[:MAX_PAGE], real_input, borne_out)
    except Exception:  # odd markup must never break `aoc new`; nothing found instead
        return EMPTY


def _extract(
    html: str, real_input: str | None, borne_out: Collection[tuple[str, str]]
) -> Extraction:
    soup = BeautifulSoup(html, "html.parser")
    for line_break in soup.find_all("br"):  # a value written over two lines keeps them,
        before = line_break.previous_sibling  # unless the break wraps a list ("1,2,<br>3")
        wrapped = isinstance(before, NavigableString) and str(before).endswith(",")
        line_break.replace_with("" if wrapped else "\n")
    _close_paragraphs(soup)
    articles = soup.find_all("article", class_="day-desc") or soup.find_all("article")
    if not articles:
        return EMPTY
    part_1 = articles[0]
    positions = page_order(part_1)
    question = question_words(part_1)
    candidates = block_candidates(part_1, positions, question, real_input)
    candidates += inline_candidates(part_1, positions, question, real_input)
    candidates = [c for c in candidates if c.input.strip()]
    found, fellows = _part_1_found(ranked_best_first(candidates)) if candidates else ([], set())
    found = bearing_out(found, borne_out)
    part_2_others: list[FoundExample] = []
    if len(articles) > 1:  # part 2 may give an example where part 1 gave none
        found, part_2_others = with_part_2(found, articles[1], part_1, real_input)
    if not found:
        return EMPTY
    answers = [f for f in found if f.part_1 is not None or f.part_2 is not None]
    best = answers[:1] or found[:1]
    if _key(best[0]) in fellows:  # the offered case, with its list's other cases
        best += [f for f in found if _key(f) in fellows and f not in best]
    # Part 2's own example (a new block in its article) is offered beside part 1's, and
    # so are the other cases of its list (`part_2.with_part_2` adds only those).
    best += [f for f in found if f.part_1 is None and f.part_2 is not None and f not in best]
    others = tuple(f for f in found if f not in best)
    return Extraction(tuple(best), others + tuple(part_2_others))


#: What ends an open paragraph in a browser (HTML5): a paragraph, list or block after it.
_ENDS_PARAGRAPH = frozenset(("p", "ul", "ol", "pre", "div", "h2", "blockquote", "table"))


def _close_paragraphs(soup: BeautifulSoup) -> None:
    """Read an unclosed `<p>` as a browser does: a paragraph, list or block after it ends
    it (html.parser nests them inside it, and the page's last paragraphs, its question's
    neighbours, would be one)."""
    for paragraph in soup.find_all("p"):
        inner = next(
            (c for c in paragraph.children if getattr(c, "name", None) in _ENDS_PARAGRAPH), None
        )
        if inner is None:
            continue
        anchor = paragraph
        for node in [inner, *inner.next_siblings]:
            anchor.insert_after(node.extract())
            anchor = node


def _part_1_found(
    ranked: list[Candidate],
) -> tuple[list[FoundExample], set[tuple[str, str | None]]]:
    """Part 1's candidates as found examples, best first, the one offered (the best with
    an answer, else the best) judged sure or a guess; and, when it is a case of a list,
    the keys (`_key`) of it and of the list's other cases offered with it: each judged
    too, those judged as it is (a guess among sure cases is only an alternative)."""
    answered = [c for c in ranked if c.answer is not None]
    offered = answered[0] if answered else ranked[0]
    verdict = judge(offered, ranked)
    judged = {id(c): j for c, j in [(offered, verdict), *fellow_cases(offered, verdict, ranked)]}
    found = [found_example(c, judged.get(id(c))) for c in ranked]
    return found, {_key(f) for c, f in zip(ranked, found, strict=True) if id(c) in judged}


def _key(example: FoundExample) -> tuple[str, str | None]:
    """What names a part-1 example whatever is added to it later: its input and answer."""
    return example.input.rstrip(), example.part_1


def aocd_plugin(page: Any, datas: list[str]) -> list[Any]:
    """aocd's example parser entry point (group `adventofcode.examples`): the examples
    of aocd's `Page`, as aocd `Example`s. `datas` are the user's real inputs, if any."""
    from aocd.examples import Example

    extraction = extract_examples(page.raw_html, datas[0] if datas else None)
    return [
        Example(example.input.rstrip("\n"), example.part_1, example.part_2, example.extra or None)
        for example in extraction.examples
    ]
