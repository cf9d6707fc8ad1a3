"""BeautifulSoup, imported without soupsieve (`lazy_modules.defer_css_selectors`): what
reads a page imports its names from here."""

from aoc_framework.site.lazy_modules import defer_css_selectors

defer_css_selectors()

from bs4 import BeautifulSoup, NavigableString, Tag  # noqa: E402 (soupsieve deferred first)

__all__ = ["BeautifulSoup", "NavigableString", "Tag"]
