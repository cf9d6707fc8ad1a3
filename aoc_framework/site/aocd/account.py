"""The session token's account as aocd knows it: its `User`, whether the site takes the
token now, whose it is, and aocd's memory of tokens' owners (`token2id.json`)."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from aoc_framework.model.clock import local_date
from aoc_framework.model.errors import (
    AuthError,
    NetworkError,
)
from aoc_framework.model.text import printable
from aoc_framework.project.settings import (
    Network,
    aocd_config_dir,
)
from aoc_framework.site.aocd.client import (
    SETTINGS_URL,
    SITE,
    cached_text,
    dead_token_error,
    prepare_client,
    server_errors,
)

if TYPE_CHECKING:
    from aocd.models import User

    from aoc_framework.site.session_token import SessionToken


def aocd_user(token: SessionToken) -> User:
    """aocd's `User` for `token` (built directly: aocd's `default_user` prints a
    multi-line message instead of raising a one-line error)."""
    from aocd.models import User

    return User(token.value)


def forget_unreadable_owners() -> None:
    """Delete aocd's memory of tokens' owners (`token2id.json`) if it is not the JSON
    object of strings aocd writes: aocd would fail on it at every command, and it
    rebuilds it with one request."""
    path = aocd_config_dir() / "token2id.json"
    text = cached_text(path)
    if text is None:
        return
    try:
        memo = json.loads(text)
    except ValueError:
        memo = None
    if not (isinstance(memo, dict) and all(isinstance(v, str) for v in memo.values())):
        path.unlink(missing_ok=True)


def check_token_now(token: SessionToken, network: Network) -> None:
    """Ask adventofcode.com's settings page now whether `token` is alive (aocd's memory
    of an earlier answer may be from when it was). `AuthError` for a dead token, and for
    a server error, which a mangled session cookie causes; `NetworkError` when the site
    cannot be reached. A token aocd does not know the owner of yet is asked aocd's way
    (its owner remembered): else aocd asks the same page again at its first request,
    the unlock's, a round trip before the input."""
    from aocd.utils import http

    prepare_client(network)
    if _remembered_owner(token) is None:
        try:
            with server_errors(token, "the token check"):
                aocd_user(token).id  # noqa: B018 (the request, and aocd's memory of it)
            return
        except (AuthError, NetworkError):
            pass  # asked again below, which tells a mangled cookie from a dead token
    with server_errors(token, "the token check"):
        status = http.get(SETTINGS_URL, token=token.value, redirect=False).status
    if status >= 500:
        raise AuthError(
            f"{SITE} answered the token check with a server error ({status}), as it does "
            f"for a mangled session cookie: copy the 'session' cookie again (aoc token "
            "checks it)"
        )
    if status != 200:
        raise dead_token_error(token)


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
