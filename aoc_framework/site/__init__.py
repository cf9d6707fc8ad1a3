"""Everything that talks to adventofcode.com, all of it through aocd.

- `aocd`: the one package that calls aocd (its client, the account, puzzles,
  submissions, leaderboards);
- `session_token`: where the token is found, and checking it;
- `fetch`: inputs, cached once and fetched once, and waiting for an unlock;
- `submit`, `replies`: posting an answer and what the site's reply means;
- `answer_sync`: the answers the site has accepted, recorded in answers.toml;
- `puzzle_page`, `text`: the puzzle page and its text;
- `leaderboard`: private leaderboards, fetched at most every 15 minutes.
"""
