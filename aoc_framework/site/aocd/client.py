"""aocd's HTTP client as `aoc` uses it, and its failures: the client prepared once per
process (aocd's logging kept away from the user, the User-Agent, a throttle shared by
every `aoc`, a bounded timeout), the locks beside aocd's caches, and aocd's and
urllib3's exceptions turned into one-line `AocError`s (`server_errors`)."""

from __future__ import annotations

import contextlib
import logging
import re
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager
from functools import partial
from importlib.metadata import metadata
from pathlib import Path
from typing import TYPE_CHECKING

from aoc_framework.model.durations import interrupted_after
from aoc_framework.model.errors import (
    AocError,
    AuthError,
    FileError,
    LockedPuzzleError,
    NetworkError,
)
from aoc_framework.model.text import one_line, printable
from aoc_framework.model.version import __version__
from aoc_framework.project.files import hold_lock
from aoc_framework.project.settings import (
    TIMEOUT_ENV,
    Network,
    proxy_configured,
)
from aoc_framework.site.lazy_modules import defer, defer_css_selectors

if TYPE_CHECKING:
    from aoc_framework.site.session_token import SessionToken

# aocd imports these as it is imported, though most commands never use them.
defer("bs4")
defer_css_selectors()
defer("pebble", "pebble.concurrent")


SITE = "adventofcode.com"
SETTINGS_URL = f"https://{SITE}/settings"


def prepare_client(network: Network) -> None:
    """Import aocd, silence its logging and give its HTTP client the User-Agent with the
    user's contact, the throttle shared by every `aoc`, a bounded timeout and no retries
    (a retry would multiply the time a dead server costs). Call before any request;
    calling again only changes these."""
    for name in ("aocd", "urllib3"):
        logger = logging.getLogger(name)
        # aocd logs the full token at INFO on a dead token: nothing of aocd's may reach
        # a handler, whatever logging the host program configured.
        logger.setLevel(logging.CRITICAL + 1)
        logger.propagate = False
    import urllib3
    from aocd.utils import http

    global _timeout_s
    seconds = _timeout_s = network.timeout_s
    http.pool_manager.headers["User-Agent"] = user_agent(network.contact)
    # aocd's limiter spaces one process's requests; every `aoc` of the user shares this
    # one (its documented hook, on aocd's one client).
    http._limiter = partial(_shared_throttle, network.throttle_s)
    http.pool_manager.connection_pool_kw.update(
        timeout=urllib3.Timeout(connect=seconds, read=seconds),
        retries=urllib3.Retry(connect=0, read=0, other=0, status=0, redirect=5),
    )
    http.pool_manager.clear()  # pools made before keep their old settings


#: The seconds `prepare_client` was given: each call to the site as a whole, not only
#: each read of it, is bounded by them (`_within_timeout`).
_timeout_s: float | None = None


class DeadlineError(Exception):
    """The site's answer took longer than the timeout, all of it together."""


@contextmanager
def _within_timeout() -> Iterator[None]:
    """Raise `DeadlineError` in the block once it has run longer than the timeout:
    urllib3's timeouts bound each read, so a body sent a byte a second would never time
    out. A timer signal interrupts the wait, so it works in the main thread on systems
    that have one; elsewhere (or with a timer already set) the reads' timeouts remain."""
    with interrupted_after(_timeout_s, DeadlineError):
        yield


def user_agent(contact: str | None) -> str:
    """The User-Agent of every request, as the site's maintainer asks of tools: this
    project and where its source is (the package's `Source` URL), aocd's own
    identification (its repository, version and maintainer's contact), and the user's
    contact when given."""

    from aocd.utils import USER_AGENT

    urls = metadata("aoc-framework").get_all("Project-URL") or []
    source = next((url.split(",", 1)[1].strip() for url in urls if url.startswith("Source,")), "")
    agent = f"aoc-framework/{__version__} (+{source}) via {USER_AGENT}"
    return f"{agent} contact: {one_line(contact)}" if contact else agent


def _shared_throttle(interval: float) -> None:
    """Wait until `interval` seconds have passed since the last request of any `aoc` of
    this user (a timestamp beside aocd's cache, under a lock held while waiting, so the
    processes take turns)."""

    stamp = _beside_aocd("last-request")
    busy = NetworkError("another aoc process has held the request throttle too long")
    try:
        with _aocd_lock("last-request", 60.0 + interval, busy):
            try:
                last = float(stamp.read_text())
            except (OSError, ValueError):
                last = 0.0
            wait = last + interval - time.time()
            if wait > 0:
                time.sleep(min(wait, interval))
            stamp.write_text(repr(time.time()))
    except FileError:
        pass  # aocd's folder cannot be written: its own limiter still holds


@contextmanager
def aocd_caches_held(name: str) -> Iterator[None]:
    """One `aoc` at a time in the aocd cache `name` (`token2id`, or a day's answers and
    submissions): aocd writes its caches in place, so another process could read half a
    file (a JSONDecodeError). The lock sits beside aocd's data, as the request
    throttle's does; where that folder cannot be written, aocd is left on its own."""
    busy = NetworkError(f"another aoc process has held aocd's cache ({name}) too long")
    held = ExitStack()
    with contextlib.suppress(FileError):
        held.enter_context(_aocd_lock(name, 120, busy))
    with held:
        yield


def _beside_aocd(name: str) -> Path:
    """Our file `name` in aocd's data folder, shared by every `aoc` of the user."""
    from aocd.models import AOCD_DATA_DIR

    return Path(AOCD_DATA_DIR) / f"aoc-framework-{name}"


def _aocd_lock(name: str, timeout: float, busy: NetworkError) -> AbstractContextManager[None]:
    """The lock `name` beside aocd's data (the one convention of aocd's side: the
    request throttle, token2id, each day's caches)."""
    return hold_lock(_beside_aocd(name).with_suffix(".lock"), timeout, busy)


def cached_text(path: Path) -> str | None:
    """The text of aocd's cache file `path`; None when there is none. One that is empty
    or not UTF-8 (cut short, damaged) holds nothing aocd could use, and every file this
    is used for is one the site gives again: it is deleted, and None returned. The
    caller makes sure no writer is half-way: it holds the cache's lock
    (`aocd_caches_held`), or aocd writes the file whole (atomically)."""
    try:
        text = path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        return None
    except UnicodeDecodeError:
        text = ""
    except OSError as error:
        raise FileError("read", path, error.strerror or type(error).__name__) from None
    if text.strip():
        return text
    path.unlink(missing_ok=True)
    return None


@contextmanager
def server_errors(
    token: SessionToken | None, what: str, expected: str | None = None
) -> Iterator[None]:
    """Turn aocd's and urllib3's exceptions raised inside into one-line `AocError`s about
    `what` (e.g. "2023 day 7"). Messages never include the token beyond its hint. A page
    aocd could not read is said with what it `expected` there, when given, instead of
    aocd's own exception (Python's words, meaningless to the user)."""
    from aocd.exceptions import AocdError, DeadTokenError, PuzzleLockedError
    from urllib3.exceptions import HTTPError

    try:
        with _within_timeout():
            yield
    except AocError:
        raise
    except DeadlineError:
        raise _timed_out(what) from None
    except DeadTokenError:
        if token is None:  # no token was sent: aocd's name for any refusal
            raise status_error(None, what, None) from None
        raise dead_token_or_server_error(token, what) from None
    except PuzzleLockedError:
        raise status_error(token, what, 404) from None
    except AocdError as error:
        raise status_error(token, what, status_in(error)) from None
    except HTTPError as error:
        raise _connection_error(error, what) from None
    except Exception as error:
        # aocd read something it did not expect (a page in a new layout...): one line.
        if expected is not None:
            raise NetworkError(
                f"aocd could not read what {SITE} sent for {what}: it expected {expected}",
                "try again later",
            ) from None
        raise NetworkError(
            f"aocd could not read what {SITE} sent for {what} ({_one_line(error)})",
            "try again later",
        ) from None


def dead_token_or_server_error(
    token: SessionToken, what: str, alive: AocError | None = None
) -> AocError:
    """Ask the settings page, which answers 200 only to a live token, what an ambiguous
    failure was: a server error, a dead token, or (token alive) the error `alive`. aocd
    calls any answer but 200 from that page a dead token, a server error included."""
    from aocd.utils import http
    from urllib3.exceptions import HTTPError

    try:
        status = http.get(SETTINGS_URL, token=token.value, redirect=False).status
    except HTTPError as error:
        return _connection_error(error, what)
    if status >= 500:
        return status_error(token, what, status)
    if status == 200 and alive is not None:
        return alive
    return dead_token_error(token)


def dead_token_error(token: SessionToken) -> AuthError:
    """The error for a token the server no longer accepts."""
    return AuthError(
        f"{SITE} rejected the session {token} (expired or logged out); log in again "
        "and copy the new 'session' cookie"
    )


def status_error(token: SessionToken | None, what: str, status: int | None) -> AocError:
    """The error for an HTTP error status from the server."""
    if status == 400 and token is not None:
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
    return NetworkError(f"{SITE} answered {what} with {kind}{code}", "try again later")


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

    reason = error.reason if isinstance(error, MaxRetryError) else error
    if isinstance(reason, ProxyError) and reason.original_error is not None:
        reason = reason.original_error
    if isinstance(reason, NameResolutionError):
        problem = "the host name could not be resolved (DNS failure)"
    elif isinstance(reason, NewConnectionError):
        problem = "the connection was refused or failed"
    elif isinstance(reason, TimeoutError):
        return _timed_out(what)
    elif isinstance(reason, SSLError):
        problem = "the secure connection failed (TLS certificate or handshake)"
    else:
        problem = f"the connection failed ({type(reason).__name__})"
    return NetworkError(f"cannot reach {SITE}{_via()} for {what}: {problem}", "check your network")


def _timed_out(what: str) -> NetworkError:
    """The error for an answer that did not come, whole, within the timeout."""
    return NetworkError(
        f"{SITE} did not answer {what} in time{_via()}",
        f"try again later, or allow longer with --timeout or {TIMEOUT_ENV}",
    )


def _via() -> str:
    """How the request went, for an error about it: through a proxy, or nothing to say."""
    return " (through the proxy in https_proxy)" if proxy_configured() else ""


def status_in(error: Exception) -> int | None:
    match = re.search(r"HTTP (\d{3}) at", str(error))  # aocd's "HTTP 503 at <url>"
    return int(match[1]) if match else None


def _one_line(error: BaseException) -> str:
    """An exception from aocd or urllib3 as one line, never with the token (aocd names a
    token by its last four characters only)."""
    text = " ".join(printable(str(error)).split()) or type(error).__name__
    return f"{type(error).__name__}: {text}"[:200]
