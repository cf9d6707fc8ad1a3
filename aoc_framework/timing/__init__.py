"""Timing every day: repeated measurement from fresh state, reports and baselines.

The library behind `aoc time`:

- `selection`: which days to time (those with a solution and a cached input);
- `measure`: the repeat loop, run inside a day's worker (`timing_task`);
- `timing_task`: what a day's worker does to time it;
- `timed_days`: one worker per day, through `aoc_framework.engine.workers`;
- `results`: the rows it produces and their stable JSON schema;
- `markdown`: the table of `aoc time --readme` and the README rewrite;
- `baseline`: saving results and comparing new ones with them.
"""
