"""`python -m aoc_framework` is the same as the `aoc` command."""

from aoc_framework.cli import process_main

process_main()
