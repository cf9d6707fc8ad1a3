"""The example extractor as aocd's own users would choose it: an example-parser plugin in
aocd's entry-point group, loaded and called by aocd's rules (on both aocd versions CI
runs, with the site tests)."""

from __future__ import annotations

from importlib.metadata import entry_points

from tests import fixture_day
from tests.authoring.test_page_examples import served_page


def test_aocd_finds_and_runs_the_extractor_as_a_plugin() -> None:
    from aocd.examples import Example, Page

    (plugin,) = entry_points(group="adventofcode.examples", name="aoc_framework")
    page = Page.from_raw(served_page(solved=(1,)).html)

    found = plugin.load()(page, [fixture_day.INPUT])

    assert all(isinstance(example, Example) for example in found)
    assert [(e.input_data, e.answer_a, e.answer_b) for e in found] == [
        (fixture_day.PART_1_EXAMPLE.rstrip("\n"), "142", None),
        (fixture_day.PART_2_EXAMPLE.rstrip("\n"), None, "281"),
    ]
