"""`aoc token`: where the session token comes from, and whether adventofcode.com
accepts it (asked every time, never aocd's memory of an earlier answer)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from aoc_framework.project.settings import Network
from aoc_framework.site.session_token import SessionToken, require_token


@dataclass(frozen=True)
class TokenReport:
    """The token found (its `repr` and `str` never show the secret), the user agent its
    requests carry, and the account the site says it belongs to."""

    token: SessionToken
    user_agent: str
    owner: str


def check_token(
    network: Network,
    *,
    on_found: Callable[[SessionToken, str], None] = lambda token, agent: None,
) -> TokenReport:
    """The default account's token, checked with the site now. `on_found(token,
    user_agent)` hears where it was found before the request, so that a site that cannot
    be reached still leaves that said. Raises `AuthError` (none, or one the site
    rejects) and `NetworkError`."""
    from aoc_framework.site.aocd.account import owner  # aocd: only when a token is checked
    from aoc_framework.site.aocd.client import prepare_client, user_agent

    token = require_token()
    agent = user_agent(network.contact)
    on_found(token, agent)
    prepare_client(network)
    return TokenReport(token, agent, owner(token))
