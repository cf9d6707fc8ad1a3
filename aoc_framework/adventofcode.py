"""The connection to adventofcode.com, through aocd (advent-of-code-data).

Every request goes through aocd's own HTTP client (its user agent, its rate limiting, the
`https_proxy` it honours). This module prepares that client once per process: aocd's log
records are kept away from the user (one of them holds the whole token), and its client
gets a bounded timeout (aocd sets none, so a server that never answers would hang `aoc`).
It also turns aocd's and urllib3's failures into one-line `AocError`s.

aocd and urllib3 cost about 0.2 s to import: they are imported here, inside functions,
only by commands that talk to the server.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from aoc_framework.errors import AocError, AuthError, InputError, NetworkError, UsageError

if TYPE_CHECKING:
    from aocd.models import Puzzle, User

    from aoc_framework.session_token import SessionToken

#: Environment variable with the seconds to wait for adventofcode.com (default 30).
TIMEOUT_ENV = "AOC_TIMEOUT"
DEFAULT_TIMEOUT = 30.0
SITE = "adventofcode.com"
SETTINGS_URL = f"https://{SITE}/settings"


class LockedPuzzleError(InputError):
    """The puzzle is not unlocked yet (by the calendar, or the server answered 404)."""


def timeout_seconds(timeout: float | None = None) -> float:
    """`timeout`, else `$AOC_TIMEOUT`, else 30 s; a `UsageError` unless positive."""
    if timeout is None:
        raw = os.environ.get(TIMEOUT_ENV, "").strip()
        try:
            timeout = float(raw) if raw else DEFAULT_TIMEOUT
        except ValueError:
            raise UsageError(f"{TIMEOUT_ENV}={raw!r} is not a number of seconds") from None
    if not timeout > 0:
        raise UsageError(f"the timeout must be a positive number of seconds, not {timeout}")
    return timeout


def prepare_client(timeout: float | None = None) -> None:
    """Import aocd, silence its logging and give its HTTP client a bounded timeout and no
    retries (a retry would multiply the time a dead server costs). Call before any
    request; calling again only changes the timeout."""
    import logging

    for name in ("aocd", "urllib3"):
        logger = logging.getLogger(name)
        # aocd logs the full token at INFO on a dead token: nothing of aocd's may reach
        # a handler, whatever logging the host program configured.
        logger.setLevel(logging.CRITICAL + 1)
        logger.propagate = False
    import urllib3
    from aocd.utils import http

    seconds = timeout_seconds(timeout)
    http.pool_manager.connection_pool_kw.update(
        timeout=urllib3.Timeout(connect=seconds, read=seconds),
        retries=urllib3.Retry(connect=0, read=0, other=0, status=0, redirect=5),
    )
    http.pool_manager.clear()  # pools made before keep their old settings


def aocd_user(token: SessionToken) -> User:
    """aocd's `User` for `token` (built directly: aocd's `default_user` prints a
    multi-line message instead of raising a one-line error)."""
    from aocd.models import User

    return User(token.value)


def aocd_puzzle(
    token: SessionToken, year: int, day: int, kind: type[Puzzle] | None = None
) -> Puzzle:
    """aocd's `Puzzle` (or its subclass `kind`) for `token`. Looks the token's owner up
    on first use (one request, remembered by aocd): aocd keys its caches by owner id."""
    from aocd.models import Puzzle

    with server_errors(token, f"{year} day {day}"):
        return (kind or Puzzle)(year, day, aocd_user(token))


def owner(token: SessionToken) -> str:
    """The account the token belongs to, as adventofcode.com's settings page says
    (`github.someone.123456`); `AuthError` when the server rejects the token."""
    from aocd.utils import get_owner

    with server_errors(token, "the token check"):
        return get_owner(token.value)


@contextmanager
def server_errors(token: SessionToken, what: str) -> Iterator[None]:
    """Turn aocd's and urllib3's exceptions raised inside into one-line `AocError`s about
    `what` (e.g. "2023 day 7"). Messages never include the token beyond its hint."""
    from aocd.exceptions import AocdError, DeadTokenError, PuzzleLockedError
    from urllib3.exceptions import HTTPError

    try:
        yield
    except DeadTokenError:
        raise _dead_token_or_server_error(token, what) from None
    except PuzzleLockedError:
        raise _status_error(token, what, 404) from None
    except AocdError as error:
        raise _status_error(token, what, _status(error)) from None
    except HTTPError as error:
        raise _connection_error(error, what) from None


def _dead_token_or_server_error(token: SessionToken, what: str) -> AocError:
    """aocd calls any answer but 200 from the settings page a dead token, a server error
    included: ask that page once more, to tell the two apart."""
    from aocd.utils import http
    from urllib3.exceptions import HTTPError

    try:
        status = http.get(SETTINGS_URL, token=token.value, redirect=False).status
    except HTTPError as error:
        return _connection_error(error, what)
    return _status_error(token, what, status) if status >= 500 else _dead_token_error(token)


def _dead_token_error(token: SessionToken) -> AuthError:
    """The error for a token the server no longer accepts."""
    return AuthError(
        f"{SITE} rejected the session {token} (expired or logged out); log in again "
        "and copy the new 'session' cookie"
    )


def _status_error(token: SessionToken, what: str, status: int | None) -> AocError:
    """The error for an HTTP error status from the server."""
    if status == 400:
        return AuthError(
            f"{SITE} refused the request for {what} (400): the session {token} is "
            "missing or expired; log in again and copy the new 'session' cookie"
        )
    if status == 404:
        return LockedPuzzleError(
            f"{what} is not available on {SITE} (404): not unlocked yet, or no such puzzle"
        )
    code = f" ({status})" if status else ""
    kind = "a server error" if status and status >= 500 else "an error"
    return NetworkError(f"{SITE} answered {what} with {kind}{code}; try again later")


def _connection_error(error: Exception, what: str) -> NetworkError:
    """The error for a request that got no HTTP answer: DNS, refused, timeout, TLS."""
    from urllib3.exceptions import (
        MaxRetryError,
        NameResolutionError,
        NewConnectionError,
        ProxyError,
        SSLError,
        TimeoutError,
    )

    via = " (through the proxy in https_proxy)" if _proxy_configured() else ""
    reason = error.reason if isinstance(error, MaxRetryError) else error
    if isinstance(reason, ProxyError) and reason.original_error is not None:
        reason = reason.original_error
    if isinstance(reason, NameResolutionError):
        problem = "the host name could not be resolved (DNS failure)"
    elif isinstance(reason, NewConnectionError):
        problem = "the connection was refused or failed"
    elif isinstance(reason, TimeoutError):
        return NetworkError(
            f"{SITE} did not answer {what} in time{via}; try again later, or allow "
            f"longer with --timeout or {TIMEOUT_ENV}"
        )
    elif isinstance(reason, SSLError):
        problem = "the secure connection failed (TLS certificate or handshake)"
    else:
        problem = f"the connection failed ({type(reason).__name__})"
    return NetworkError(f"cannot reach {SITE}{via} for {what}: {problem}; check your network")


def _status(error: Exception) -> int | None:
    match = re.search(r"HTTP (\d{3}) at", str(error))  # aocd's "HTTP 503 at <url>"
    return int(match[1]) if match else None


def _proxy_configured() -> bool:
    return bool(os.environ.get("http_proxy") or os.environ.get("https_proxy"))
