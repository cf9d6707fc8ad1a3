"""The connection to adventofcode.com, through aocd (advent-of-code-data): the only
module that imports aocd (`submitting` extends aocd's `Puzzle` through it).

Every request goes through aocd's own HTTP client (its user agent, its rate limiting, the
`https_proxy` it honours). This module prepares that client once per process: aocd's log
records are kept away from the user (one of them holds the whole token), and its client
gets a bounded timeout (aocd sets none, so a server that never answers would hang `aoc`).
It also turns aocd's and urllib3's failures into one-line `AocError`s.

aocd and urllib3 cost about 0.2 s to import: they are imported here, inside functions,
only by commands that talk to the server, and two libraries aocd imports are loaded only
when used (`lazy_modules`).
"""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager, redirect_stdout
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aoc_framework.engine.puzzle_input import LOGIN_LINK, is_web_page
from aoc_framework.model.answer import is_no_answer
from aoc_framework.model.durations import interrupted_after
from aoc_framework.model.errors import (
    AocError,
    AuthError,
    LockedPuzzleError,
    NetworkError,
    UsageError,
)
from aoc_framework.model.puzzle import Part
from aoc_framework.model.text import one_line, printable
from aoc_framework.project.settings import (
    TIMEOUT_ENV,
    Network,
    aocd_config_dir,
    proxy_configured,
)
from aoc_framework.site.lazy_modules import defer
from aoc_framework.site.replies import ReplyKind

if TYPE_CHECKING:
    from aocd.models import Puzzle, User

    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.site.session_token import SessionToken

# aocd imports these as it is imported, though most commands never use them.
defer("bs4")
defer("pebble", "pebble.concurrent")

SITE = "adventofcode.com"
SETTINGS_URL = f"https://{SITE}/settings"
_DECLINED = re.compile(r"At (.+?) you've previously submitted (.+?) and the server responded")


def prepare_client(network: Network) -> None:
    """Import aocd, silence its logging and give its HTTP client the User-Agent with the
    user's contact, the throttle shared by every `aoc`, a bounded timeout and no retries
    (a retry would multiply the time a dead server costs). Call before any request;
    calling again only changes these."""
    import logging

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


class _DeadlineError(Exception):
    """The site's answer took longer than the timeout, all of it together."""


@contextmanager
def _within_timeout() -> Iterator[None]:
    """Raise `_DeadlineError` in the block once it has run longer than the timeout:
    urllib3's timeouts bound each read, so a body sent a byte a second would never time
    out. A timer signal interrupts the wait, so it works in the main thread on systems
    that have one; elsewhere (or with a timer already set) the reads' timeouts remain."""
    with interrupted_after(_timeout_s, _DeadlineError):
        yield


def user_agent(contact: str | None) -> str:
    """The User-Agent of every request, as the site's maintainer asks of tools: this
    project and where its source is (the package's `Source` URL), aocd's own
    identification (its repository, version and maintainer's contact), and the user's
    contact when given."""
    from importlib.metadata import metadata

    from aocd.utils import USER_AGENT

    from aoc_framework.model.version import __version__

    urls = metadata("aoc-framework").get_all("Project-URL") or []
    source = next((url.split(",", 1)[1].strip() for url in urls if url.startswith("Source,")), "")
    agent = f"aoc-framework/{__version__} (+{source}) via {USER_AGENT}"
    return f"{agent} contact: {one_line(contact)}" if contact else agent


def _shared_throttle(interval: float) -> None:
    """Wait until `interval` seconds have passed since the last request of any `aoc` of
    this user (a timestamp beside aocd's cache, under a lock held while waiting, so the
    processes take turns)."""
    import time

    from aoc_framework.model.errors import FileError

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


def aocd_user(token: SessionToken) -> User:
    """aocd's `User` for `token` (built directly: aocd's `default_user` prints a
    multi-line message instead of raising a one-line error)."""
    from aocd.models import User

    return User(token.value)


def aocd_puzzle(token: SessionToken, puzzle: PuzzleDay, kind: type[Puzzle] | None = None) -> Puzzle:
    """aocd's `Puzzle` (as `_puzzle_class` mends it, or `kind`) for `token`. Looks the
    token's owner up on first use (one request, remembered by aocd in token2id.json,
    read and written under `aocd_caches_held`): aocd keys its caches by owner id."""
    with server_errors(token, str(puzzle)), aocd_caches_held("token2id"):
        _forget_unreadable_owners()
        user = aocd_user(token)
        user.id  # noqa: B018 (the owner memo: read, and written if new, under the lock)
        return (kind or _puzzle_class())(puzzle.year, puzzle.day, user)


def judged_replies(token: SessionToken, day: PuzzleDay) -> list[tuple[Part, str, str]]:
    """What aocd's record of the answers sent for `day` holds (`*_post.json`: every
    answer aocd posted, with the site's reply), as (part, answer, reply). Read from
    aocd's cache only, never a request: a token whose owner aocd has not looked up yet
    has no record it could have written. Empty when there is none, or it is unreadable
    (`submit_once` says so when it matters: before a post)."""
    import json

    memo = _cached_text(aocd_config_dir() / "token2id.json")
    try:
        known = memo is not None and token.value in json.loads(memo)
    except (ValueError, TypeError):
        known = False
    if not known:
        return []
    with aocd_caches_held(day.slug):
        try:
            records = aocd_puzzle(token, day).submit_results
        except (ValueError, OSError):
            return []
    found = []
    for record in records if isinstance(records, list) else ():
        fields = [record.get(key) for key in ("part", "value", "message")]
        part = Part.from_letter(fields[0]) if isinstance(fields[0], str) else None
        if part is not None and all(isinstance(field, str) for field in fields[1:]):
            found.append((part, printable(fields[1]), printable(fields[2])))
    return found


def _forget_unreadable_owners() -> None:
    """Delete aocd's memory of tokens' owners (`token2id.json`) if it is not the JSON
    object of strings aocd writes: aocd would fail on it at every command, and it
    rebuilds it with one request."""
    import json

    path = aocd_config_dir() / "token2id.json"
    text = _cached_text(path)
    if text is None:
        return
    try:
        memo = json.loads(text)
    except ValueError:
        memo = None
    if not (isinstance(memo, dict) and all(isinstance(v, str) for v in memo.values())):
        path.unlink(missing_ok=True)


def _cached_text(path: Path) -> str | None:
    """The text of aocd's cache file `path`; None when there is none. One that is empty
    or not UTF-8 (cut short, damaged) holds nothing aocd could use, and every file this
    is used for is one the site gives again: it is deleted, and None returned. The
    caller makes sure no writer is half-way: it holds the cache's lock
    (`aocd_caches_held`), or aocd writes the file whole (atomically)."""
    from aoc_framework.model.errors import FileError

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


def _check_submissions(found: Puzzle, day: PuzzleDay) -> None:
    """`UsageError` naming aocd's record of the answers sent for `day` (`*_post.json`)
    when it cannot be read: it is what keeps known-wrong answers from being sent again,
    so it is not deleted silently; the user is told to delete it. An empty one records
    nothing, and is deleted."""
    import json

    path = Path(found.submit_results_path)
    try:
        data = path.read_bytes()
        if not data.strip():
            path.unlink()
            return
        records = json.loads(data.decode("utf-8"))
    except FileNotFoundError:
        return
    except (OSError, ValueError) as error:  # ValueError: not UTF-8 or not JSON
        records, why = None, type(error).__name__
    else:
        why = "not the list of submissions aocd writes"
    if isinstance(records, list) and all(isinstance(r, dict) for r in records):
        return
    raise UsageError(
        f"aocd's record of the answers sent for {day} ({path}) cannot be read ({why}); "
        "delete it (aocd then forgets which answers the site judged wrong)"
    )


@contextmanager
def aocd_caches_held(name: str) -> Iterator[None]:
    """One `aoc` at a time in the aocd cache `name` (`token2id`, or a day's answers and
    submissions): aocd writes its caches in place, so another process could read half a
    file (a JSONDecodeError). The lock sits beside aocd's data, as the request
    throttle's does; where that folder cannot be written, aocd is left on its own."""
    from aoc_framework.model.errors import FileError

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
    from aoc_framework.project.files import hold_lock

    return hold_lock(_beside_aocd(name).with_suffix(".lock"), timeout, busy)


#: What the site's pages say to a visitor who is not logged in (aocd's own test).
LOGGED_OUT = "[Log In]"
_ANSWER_WAS = "Your puzzle answer was"


@cache
def _puzzle_class() -> type[Puzzle]:
    """aocd's Puzzle, reading the puzzle page as the site serves it (made on first use:
    aocd is imported only by commands that talk to the site)."""
    from aocd.exceptions import DeadTokenError
    from aocd.models import Puzzle, _get_soup

    class _Puzzle(Puzzle):
        def _request_puzzle_page(self) -> None:
            try:
                super()._request_puzzle_page()
            except ValueError:
                # aocd expects one "Your puzzle answer was" on a completed final day;
                # a page that shows two is read all the same: the first is part 1's.
                if not self._is_final_day:
                    raise
                soup = _get_soup(self._last_resp.data.decode())
                hits = [p for p in soup.find_all("p") if p.text.startswith(_ANSWER_WAS)]
                self._save_correct_answer(hits[0].code.text, Part.ONE.letter)
            if LOGGED_OUT.encode() in self._last_resp.data:
                # A token aocd still knows the owner of, which the site no longer takes:
                # the page is the logged-out one, with no answer on it.
                raise DeadTokenError(f"the auth token ...{self.user.token[-4:]} is dead")

    return _Puzzle


def input_data(token: SessionToken, puzzle: PuzzleDay) -> str:
    """The puzzle input as aocd has it (from its cache or the site), newlines at the end
    removed by aocd, nothing else. A web page in its place (the login page, a proxy's or
    a captive portal's page, answered with 200) is no input: it is removed from aocd's
    cache, so the next fetch asks again, and refused."""
    found = aocd_puzzle(token, puzzle)
    _cached_text(found.input_data_path)  # aocd writes it whole (atomically): never half
    with server_errors(token, f"the input of {puzzle}"):
        data = found.input_data
    if is_web_page(data):
        found.input_data_path.unlink(missing_ok=True)
        if LOGGED_OUT in data or LOGIN_LINK in data:
            raise _dead_token_error(token)
        raise NetworkError(
            f"{SITE} (or something between, a proxy or a captive portal) sent a web page "
            f"instead of the input of {puzzle}; nothing was kept: log in to the network "
            "and try again"
        )
    return data


def known_answers(token: SessionToken, puzzle: PuzzleDay) -> dict[Part, str]:
    """The answers the site accepted for `puzzle`: from aocd's cache, else from the
    puzzle page ("Your puzzle answer was ..."), which aocd then caches."""
    with aocd_caches_held(puzzle.slug):
        return _known_answers(token, puzzle)


def _known_answers(token: SessionToken, puzzle: PuzzleDay) -> dict[Part, str]:
    found = aocd_puzzle(token, puzzle)
    paths = {part: getattr(found, f"answer_{part.letter}_path") for part in puzzle.answered_parts}
    # An empty or damaged answer file is deleted (`_cached_text`): the page gives it again.
    if not all(_cached_text(path) for path in paths.values()):
        with server_errors(token, f"the puzzle page of {puzzle}"):
            found._request_puzzle_page()
    answers = {}
    for part, path in paths.items():
        text = (_cached_text(path) or "").strip()
        if not is_no_answer(text):  # "None" and the like are never recorded
            answers[part] = text
    return answers


def puzzle_page(token: SessionToken, puzzle: PuzzleDay) -> str:
    """The puzzle page of `puzzle` as adventofcode.com serves it to the token's owner
    (HTML), through aocd's client. aocd's own prose cache is not used: it never renews a
    page cached before part 1 was solved (see `aoc_framework.site.puzzle_page`)."""
    from aocd.exceptions import AocdError
    from aocd.utils import http

    found = aocd_puzzle(token, puzzle)  # the owner lookup: a dead token fails here
    with server_errors(token, f"the puzzle page of {puzzle}"):
        response = http.get(found.url, token=token.value, redirect=False)
        if response.status != 200:
            # aocd's own wording, so `server_errors` reads the status as for its errors
            raise AocdError(f"HTTP {response.status} at {found.url}")
    return response.data.decode("utf-8", errors="replace")


def check_token_now(token: SessionToken, network: Network) -> None:
    """Ask adventofcode.com's settings page now whether `token` is alive (aocd's memory
    of an earlier answer may be from when it was). `AuthError` for a dead token, and for
    a server error, which a mangled session cookie causes; `NetworkError` when the site
    cannot be reached."""
    from aocd.utils import http

    prepare_client(network)
    with server_errors(token, "the token check"):
        status = http.get(SETTINGS_URL, token=token.value, redirect=False).status
    if status >= 500:
        raise AuthError(
            f"{SITE} answered the token check with a server error ({status}), as it does "
            f"for a mangled session cookie: copy the 'session' cookie again (aoc token "
            "checks it)"
        )
    if status != 200:
        raise _dead_token_error(token)


def owner(token: SessionToken) -> str:
    """The account the token belongs to, as adventofcode.com's settings page says now
    (`github.someone.123456`), never from aocd's memory; `AuthError` when the server
    rejects the token. A `NetworkError` says what aocd remembers, if anything."""
    from aocd.utils import get_owner

    try:
        with server_errors(token, "the token check"):
            return get_owner(token.value)
    except NetworkError as error:
        remembered = _remembered_owner(token)
        if remembered is None:
            raise
        raise NetworkError(f"{error}; {remembered}") from None


def _remembered_owner(token: SessionToken) -> str | None:
    """What aocd's memory (`token2id.json`, written each time it learns a token's owner)
    says of `token`, and from when; None when it has nothing to say."""
    import json
    from datetime import datetime, timezone

    from aoc_framework.model.clock import local_date

    path = aocd_config_dir() / "token2id.json"
    try:
        found = json.loads(path.read_text(encoding="utf-8")).get(token.value)
        written = local_date(datetime.fromtimestamp(path.stat().st_mtime, timezone.utc))
    except (OSError, ValueError, AttributeError):  # no memory, or not one aocd wrote
        return None
    if not isinstance(found, str):
        return None
    owner = printable(found)
    return (
        f"not checked now; as the site answered on or before {written} (aocd's memory), "
        f"the token is {owner}'s"
    )


def private_leaderboard(
    token: SessionToken | None, year: int, board_id: int, view_key: str | None = None
) -> str:
    """The JSON of private leaderboard `board_id` for the `year` event, as served: with
    the session `token`, or (`view_key`) through the leaderboard's read-only link, which
    needs no token and sends none.

    The site answers a dead token, and a leaderboard the token's owner may not see (not a
    member, or no such leaderboard), with a redirect; the settings page then tells the
    two apart (one more request, only on failure). 403 and 404 also mean "may not see"."""
    from urllib.parse import quote

    from aocd.utils import http

    what = f"private leaderboard {board_id} of {year}"
    url = f"https://{SITE}/{year}/leaderboard/private/view/{board_id}.json"
    if view_key is not None:
        url += f"?view_key={quote(view_key, safe='')}"
    with server_errors(token, what):
        response = http.get(url, token=token.value if token else None, redirect=False)
    if view_key is not None:
        _check_view_key_reply(what, response.status)
    elif token is not None and 300 <= response.status < 400:
        hidden = _hidden_leaderboard_error(token, what, response.status)
        raise _dead_token_or_server_error(token, what, alive=hidden)
    elif token is not None and response.status in (403, 404):
        raise _hidden_leaderboard_error(token, what, response.status)
    if response.status != 200:
        raise _status_error(token, what, response.status)
    try:
        return response.data.decode("utf-8")
    except UnicodeDecodeError:
        raise NetworkError(f"{SITE} sent {what} as something other than text") from None


def personal_stats(token: SessionToken, year: int) -> dict[int, dict[int, dict[str, Any]]]:
    """The token owner's stats page of `year` (/YEAR/leaderboard/self) as aocd reads it:
    day -> part -> {"time": timedelta, "rank": int, "score": int} (rank and score until
    2024 only); empty for a year without stars. aocd's ">24h" is 24 hours."""
    what = f"the personal stats of {year}"
    expected = (
        f"a page with a table of your times ({SITE}/{year}/leaderboard/self, as the site "
        'shows it once you have a star) or "You haven\'t collected any stars"'
    )
    with server_errors(token, what, expected):
        found = aocd_user(token).get_stats(year)
    stats: dict[int, dict[int, dict[str, Any]]] = {}
    for key, parts in found.items():
        day = int(key.rsplit("/", 1)[1])
        by_part = {Part.from_letter(letter): dict(fields) for letter, fields in parts.items()}
        stats[day] = {int(part): fields for part, fields in by_part.items() if part is not None}
    return stats


def _check_view_key_reply(what: str, status: int) -> None:
    """A reply to a leaderboard's read-only link that refuses the key: a `UsageError`
    (the key is never repeated: it lets anyone read the leaderboard)."""
    if 300 <= status < 400 or status in (403, 404):
        raise UsageError(
            f"{SITE} will not show {what} with the view key given ({status}): it is not "
            "this leaderboard's key, or its owner made a new one; copy it again from the "
            "leaderboard's read-only link (?view_key=...)"
        )


def _hidden_leaderboard_error(token: SessionToken, what: str, status: int) -> UsageError:
    """The error for a leaderboard the server will not show to the token's owner."""
    return UsageError(
        f"{SITE} will not show {what} to the session token {token.hint} ({status}): you "
        "are not a member, or there is no such leaderboard; the ID is the number in its "
        "address (/leaderboard/private/view/ID)"
    )


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
    except _DeadlineError:
        raise _timed_out(what) from None
    except DeadTokenError:
        if token is None:  # no token was sent: aocd's name for any refusal
            raise _status_error(None, what, None) from None
        raise _dead_token_or_server_error(token, what) from None
    except PuzzleLockedError:
        raise _status_error(token, what, 404) from None
    except AocdError as error:
        raise _status_error(token, what, _status(error)) from None
    except HTTPError as error:
        raise _connection_error(error, what) from None
    except Exception as error:
        # aocd read something it did not expect (a page in a new layout...): one line.
        if expected is not None:
            raise NetworkError(
                f"aocd could not read what {SITE} sent for {what}: it expected {expected}; "
                "try again later"
            ) from None
        raise NetworkError(
            f"aocd could not read what {SITE} sent for {what} ({_one_line(error)}); try again later"
        ) from None


def _dead_token_or_server_error(
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
        return _status_error(token, what, status)
    if status == 200 and alive is not None:
        return alive
    return _dead_token_error(token)


def _dead_token_error(token: SessionToken) -> AuthError:
    """The error for a token the server no longer accepts."""
    return AuthError(
        f"{SITE} rejected the session {token} (expired or logged out); log in again "
        "and copy the new 'session' cookie"
    )


def _status_error(token: SessionToken | None, what: str, status: int | None) -> AocError:
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
    return NetworkError(f"cannot reach {SITE}{_via()} for {what}: {problem}; check your network")


def _timed_out(what: str) -> NetworkError:
    """The error for an answer that did not come, whole, within the timeout."""
    return NetworkError(
        f"{SITE} did not answer {what} in time{_via()}; try again later, or allow "
        f"longer with --timeout or {TIMEOUT_ENV}"
    )


def _via() -> str:
    """How the request went, for an error about it: through a proxy, or nothing to say."""
    return " (through the proxy in https_proxy)" if proxy_configured() else ""


def _status(error: Exception) -> int | None:
    match = re.search(r"HTTP (\d{3}) at", str(error))  # aocd's "HTTP 503 at <url>"
    return int(match[1]) if match else None


class _TooRecentError(Exception):
    """Stops aocd's `_submit` from sleeping after a "too recently" reply."""


@cache
def _submitting_puzzle_class() -> type[Puzzle]:
    """aocd's Puzzle, telling what its `_submit` decided instead of printing it (made on
    first use: aocd is imported only by commands that talk to the site)."""

    class _SubmittingPuzzle(_puzzle_class()):  # type: ignore[misc]
        """aocd's Puzzle, telling what its `_submit` decided instead of printing it."""

        #: The server's reply to each part posted ("a", "b"): on the final day aocd posts
        #: part 2's "done" itself once part 1 is right and every other star is in.
        replies: dict[str, str] | None = None
        already_solved: bool = False
        #: Whether aocd has gone on to post the final day's part 2 ("done"), which it
        #: does only once the stats page showed every other star.
        posting_free_star: bool = False

        def _submit(self, value: str, part: str, **options: Any) -> Any:
            self.posting_free_star = part == Part.TWO.letter and self._is_final_day
            return super()._submit(value=value, part=part, **options)

        def _save_submit_result(self, value: str, part: str, message: str, when: str) -> None:
            super()._save_submit_result(value=value, part=part, message=message, when=when)
            self.replies = {**(self.replies or {}), part: message}
            if ReplyKind.of(message) is ReplyKind.TOO_RECENT:
                # aocd has recorded the reply (its rules skip such records); without this
                # it would now sleep for the server's wait and resubmit.
                raise _TooRecentError

        def _check_already_solved(self, guess: str, part: str) -> str | None:
            verdict = super()._check_already_solved(guess, part)
            self.already_solved = verdict is not None
            return verdict

    return _SubmittingPuzzle


@dataclass(frozen=True)
class Posted:
    """What aocd did with an answer, before anyone judges it (`submit` does): the site's
    reply to each part it posted ("a", "b": on the final day aocd posts part 2's "done"
    itself), the part's accepted answer when aocd found it solved before, the earlier
    submission that made aocd decline to post, whether it refused a part 2 equal to part
    1's, and what failed after the final day's part 1 was answered."""

    replies: dict[str, str]
    solved_before: str | None = None
    declined_for: dict[str, str] | None = None
    equal_to_part_1: bool = False
    after_final_reply: str | None = None


def submit_once(token: SessionToken, day: PuzzleDay, part: Part, text: str) -> Posted:
    """Post `text` as the answer of `part` through aocd (or let aocd decline it) and say
    what happened. aocd's "too recently" sleep is cut short: the reply says how long.
    One `aoc` at a time submits for a day: aocd reads and writes the day's submissions
    and answers in its cache (`aocd_caches_held`)."""
    with aocd_caches_held(day.slug):
        return _submit_once(token, day, part, text)


def _submit_once(token: SessionToken, day: PuzzleDay, part: Part, text: str) -> Posted:
    puzzle = aocd_puzzle(token, day, kind=_submitting_puzzle_class())
    _check_submissions(puzzle, day)
    for cached in (puzzle.answer_a_path, puzzle.answer_b_path):
        _cached_text(cached)  # an empty one would pass for a solved part's answer
    letter = part.letter
    printed = io.StringIO()
    problem = None
    with server_errors(token, f"{day} {part.label}"):
        try:
            # Not quiet: when aocd declines to post, what it prints says which earlier
            # submission rules the answer out (the rules are aocd's, not copied here).
            with redirect_stdout(printed):
                puzzle._submit(value=text, part=letter, reopen=False, quiet=False)
        except _TooRecentError:
            pass
        except Exception as error:
            first = Part.ONE.letter
            if not (day.is_last and letter == first and first in (puzzle.replies or {})):
                if _refused_as_part_1(error, day, part):
                    return Posted({}, equal_to_part_1=True)
                raise
            # Part 1 of the final day is answered; what failed was aocd's look at the
            # stats page (or its post of the free star): only the free star is unknown.
            problem = _free_star_problem(error, posting=puzzle.posting_free_star)
    replies = dict(puzzle.replies or {})
    if letter in replies:
        return Posted(replies, after_final_reply=problem)
    if puzzle.already_solved:
        return Posted(replies, solved_before=getattr(puzzle, f"answer_{letter}"))
    return Posted(replies, declined_for=_declined_for(printed.getvalue(), puzzle.submit_results))


def _refused_as_part_1(error: Exception, day: PuzzleDay, part: Part) -> bool:
    """Whether `error` is aocd's one refusal by exception (a part 2 answer equal to part
    1's); a reply page with no reply in it is a `NetworkError`; anything else is not
    ours to read (`server_errors` does)."""
    from aocd.exceptions import AocdError

    if isinstance(error, AttributeError):
        # aocd reads the reply's <article>: a page without one (maintenance, a new
        # layout) says nothing aoc can trust about the answer.
        raise NetworkError(
            f"{SITE} answered the submission of {day} {part.label} with a page that has "
            f"no reply in it; see on {day.url} whether it counted"
        ) from None
    return isinstance(error, AocdError) and "cowardly refusing" in str(error)


def _free_star_problem(error: Exception, *, posting: bool) -> str:
    """What kept the final day's free star from being checked, in words: aocd's
    exception says it in Python's (`AttributeError: 'NoneType' object has no attribute
    'pre'` is a stats page it cannot read), which means nothing to the user."""
    from aocd.exceptions import AocdError, DeadTokenError
    from urllib3.exceptions import HTTPError

    step = "posting the free star" if posting else "reading the stats page"
    if isinstance(error, _DeadlineError):
        return f"no answer in time while {step}"
    if isinstance(error, DeadTokenError):  # a redirect, though the token was just used
        return f"redirected to another page while {step}"
    if isinstance(error, AocdError) and (status := _status(error)) is not None:
        return f"HTTP {status} while {step}"
    if isinstance(error, HTTPError):
        return f"the connection failed while {step}"
    return f"aocd could not understand the site's answer while {step}"


def _one_line(error: BaseException) -> str:
    """An exception from aocd or urllib3 as one line, never with the token (aocd names a
    token by its last four characters only)."""
    text = " ".join(printable(str(error)).split()) or type(error).__name__
    return f"{type(error).__name__}: {text}"[:200]


def _declined_for(printed: str, records: list[dict[str, str]]) -> dict[str, str] | None:
    """The earlier submission that aocd said rules the answer out ("At WHEN you've
    previously submitted VALUE and the server responded with: ..."), from its record."""
    match = _DECLINED.search(printed)
    if match is None:
        return None
    when, value = match[1], match[2]
    return next((r for r in records if r["when"] == when and r["value"] == value), None)
