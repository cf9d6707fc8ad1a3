"""Writing a day: starting it, reading the puzzle, its examples, and watching it.

- `new`: a day's module, written from the template;
- `today`: which day is today's (and the default day of `run` and `watch`);
- `read`, `page_examples`: the puzzle's text, and the examples found on its page;
- `watch`: running a day again on every save.
"""
