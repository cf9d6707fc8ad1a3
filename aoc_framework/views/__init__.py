"""How results look, in words and cells that every face paints its own way.

- `looks`: a verdict's glyph, colour and word, and every other glyph a result is shown
  with;
- `status`, `timing`, `site`, `answers`, `runs`: the tables of `aoc status`, `aoc time`
  (and the README's), `aoc stats` and `aoc leaderboard`, `aoc answers`, `Day.run()`;
- `table`: columns and cells; text for a terminal or a pipe, Markdown and HTML.

Above the engine, the site and timing (whose records they show), below authoring,
showcase, the actions and the faces.
"""
