"""Timing every day: repeated measurement, one process per day, reports and baselines.

The library behind `aoc time`:

- `selection`: which days to time (those with a solution and a cached input);
- `measure`: the adaptive repeat loop, and timing one day in the current process;
- `isolation`: one worker process per day, with a timeout and optional parallel jobs;
- `worker`: the program each of those processes runs;
- `results`: the rows it produces and their stable JSON schema;
- `markdown`: the Markdown table and the README rewrite;
- `baseline`: saving results and comparing new ones with them.
"""
