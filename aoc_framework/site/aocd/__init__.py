"""The connection to adventofcode.com, through aocd (advent-of-code-data): the only
package that imports aocd, one module for each thing it adapts:

- `client`: aocd's HTTP client prepared once per process (its logging kept away from
  the user, whose whole token one record holds; a bounded timeout, which aocd sets none
  of), the locks beside aocd's caches, aocd's and urllib3's failures as one-line errors;
- `account`: the token's `User`, whether the site takes it, whose it is;
- `puzzles`: a day's `Puzzle`, its input, its page, the answers the site accepted;
- `submissions`: an answer posted, aocd's record of those sent (`Posted`);
- `leaderboards`: private leaderboards' JSON, the personal stats page.

Every request goes through aocd's own HTTP client (its user agent, its rate limiting, the
`https_proxy` it honours). aocd and urllib3 cost about 0.2 s to import: they are imported
inside functions, only by commands that talk to the server, and two libraries aocd
imports are loaded only when used (`lazy_modules`), deferred by `client`, which every
module of this package imports before it can import aocd. (Not here: importing the
package alone, as `pkgutil.walk_packages` does, defers nothing.)
"""
