"""A fixture project for `aoc time`: two years of small invented puzzles."""
