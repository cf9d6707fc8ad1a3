"""The files of a project, and the one way each is read and written.

- `layout`: every path of a project (days, inputs, pages, caches), and the day-file rule;
- `settings`: every default and environment variable, read once by a face;
- `files`: atomic writes, the lock rule, `update_file` (read, change, write under a lock);
- `answers`: answers.toml, the verified answers, merged under its lock;
- `readme_sections`: the README's sections that `aoc` fills, by their marker lines.
"""
