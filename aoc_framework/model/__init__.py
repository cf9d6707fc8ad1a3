"""What things are: the words every other part of the framework speaks.

- `puzzle`: a day and a part, the calendar of an event (years, days, unlocks);
- `answer`, `letters`: what an answer is, how two compare, drawn letters read as text;
- `results`: the verdict of a part, a run's results and timings;
- `errors`: the user's errors, each one line, and their kinds;
- `day`: what a day's code is (`DayCode`, the base of `Solution`; `Example`;
  `Variant`, which of its solutions);
- `stars`: the free star and how a year's stars are counted;
- `durations`: a time span written for people, and the one deadline (`interrupted_after`);
- `units`: an amount in human units (`4.27 ms`, `212 MiB`);
- `plural`: a count written (`1 day`, `2 days`), in every message;
- `text`: what comes from outside made safe to show (the one filter);
- `account`: one of the user's accounts on the site, by its name (`default`, or aocd's
  tokens.json's);
- `records`: a stored record's fields read with their types checked.

Nothing here reads a file, the environment or the network.
"""
