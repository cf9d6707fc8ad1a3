"""How `aoc` shows things: messages and colour, progress, a day's results, pages,
submissions, the rehearsal, tables of times, the help."""
