"""The framework's version: `aoc --version`, the User-Agent of every request to the site,
and what a remembered verdict was made by. Written here alone (pyproject.toml's
`[tool.hatch.version]` reads it), on the ground floor, so that any floor may name it."""

__version__ = "0.2.0"
