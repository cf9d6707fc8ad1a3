"""A day's input as the faces get and say it: `aoc run`'s hooks (`RunHooks`: the cached
input, else fetched; whether there is a session token to fetch it, asked only then; the
action's notes, as warnings, and what it says of its choice, plain), and the line that
says an input was fetched now."""

import sys
from typing import TextIO

from aoc_framework.cli.render.output import say
from aoc_framework.model.account import DEFAULT_ACCOUNT, Account
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network


def has_token(account: Account = DEFAULT_ACCOUNT) -> bool:
    """`site.session_token.has_token`, imported when first asked: `aoc run` on a cached
    input never asks, and starts without it."""
    from aoc_framework.site import session_token

    return session_token.has_token(account)


def note(text: str) -> None:
    """A warning the action gives before its results (the examples only, for want of a
    token): on stderr, as a warning."""
    from aoc_framework.cli.render.output import warn

    warn(text)


def said(text: str) -> None:
    """What an action says of its choice before its results (which day and why, which
    solution): a plain line on stderr, apart from what the run prints on stdout."""
    say(text, stream=sys.stderr)


def cached_or_fetched_input(
    project: Project, puzzle: PuzzleDay, *, wait: bool, network: Network
) -> str:
    """The input of the day (`ensure_input`: cached, else fetched), with a line saying
    so when it was fetched now; the countdown and the retries shown as they come."""
    from aoc_framework.cli.render.output import warn
    from aoc_framework.cli.render.progress import countdown, retry_note
    from aoc_framework.site.fetch import ensure_input

    countdown_ = countdown(puzzle) if wait else None
    found = ensure_input(
        project, puzzle, wait=countdown_, network=network, on_retry=retry_note(), warn=warn
    )
    if found.fetched:
        say_fetched(project, puzzle)
    return found.text


def say_fetched(project: Project, puzzle: PuzzleDay, stream: TextIO | None = None) -> None:
    """The line that says `puzzle`'s input was fetched now, and where it is kept (on
    `stream`; None: stderr as it is now, which a test may have replaced)."""
    path = project.relative(project.input_path(puzzle))
    say(f"fetched {path}", stream=sys.stderr if stream is None else stream)
