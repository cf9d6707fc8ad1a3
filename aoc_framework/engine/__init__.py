"""The engine: finding the days, their inputs, running them in isolated workers, and
the status of every day (with the memory that makes a second `aoc status` instant).

- `discovery`: the days under `solutions/`, and each day's `Solution` class;
- `puzzle_input`: a day's input, as a file or the published examples;
- `run`: running one day's parts and checking them against the answers;
- `workers`: one supervised process per day, bounded in time and memory;
- `day_tasks`: what a day's worker does to check it;
- `status`, `status_memory`: every day's status, and the verdicts remembered.
"""
