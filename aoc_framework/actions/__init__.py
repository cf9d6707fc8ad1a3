"""Each command's policy as a library action: a request in, a report out.

An action never prints and never reads the environment: the face that calls it (the
`aoc` CLI in `cli/`, the Python API in `interactive`, the pytest plugin) builds the
settings once, parses its arguments into the action's request, passes callbacks for
progress and questions, and renders the report the action returns. A user's error is
raised as an `AocError` (one line); everything else the face needs to say is in the
report.

One module per command (or family of commands), named after it; its request and
report are frozen records next to the function, so a reader sees the whole contract in
one place.
"""
