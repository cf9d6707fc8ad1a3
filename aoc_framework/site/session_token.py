"""Finding the adventofcode.com session token where aocd users already keep it.

The token is the value of the `session` cookie of a logged-in browser. It is looked for in
the `AOC_SESSION` environment variable, then in aocd's token file (`~/.config/aocd/token`,
or `$AOCD_CONFIG_DIR/token`, or `$AOCD_DIR/token`). It is a secret: nothing here, and
nothing built on it, ever shows more than its last four characters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from aoc_framework.model.errors import AuthError
from aoc_framework.project.settings import TOKEN_ENV, aocd_config_dir, session_variable

_COOKIE_PREFIX = "session="
#: How many of a token's last characters are shown, and the least length at which they
#: are (a real token has 128).
_SHOWN_CHARACTERS, _SHOWN_FROM_LENGTH = 4, 16


@dataclass(frozen=True)
class SessionToken:
    """A session token and where it was found; its `repr` never shows the secret."""

    value: str = field(repr=False)
    source: str

    @property
    def hint(self) -> str:
        """The last four characters, the most of a token ever shown (`...a1b2`); none of a
        token too short for four to be a small part of it."""
        shown = _SHOWN_CHARACTERS if len(self.value) >= _SHOWN_FROM_LENGTH else 0
        return f"...{self.value[len(self.value) - shown :]}"

    def __str__(self) -> str:
        return f"token {self.hint} from {self.source}"


def token_file() -> Path:
    """aocd's token file."""
    return aocd_config_dir() / "token"


def clean(raw: str) -> str:
    """The token in a pasted value: surrounding whitespace and a `session=` prefix (as
    copied from a cookie header) are dropped, and so is anything after the first
    whitespace or `;` (as aocd reads its token file: the first word)."""
    text = raw.strip()
    if text.lower().startswith(_COOKIE_PREFIX):
        text = text[len(_COOKIE_PREFIX) :]
    words = text.split(";")[0].split()
    return words[0] if words else ""


def find_token() -> SessionToken | None:
    """The token from `AOC_SESSION`, else from aocd's token file; None when neither
    holds one."""
    from_env = clean(session_variable())
    if from_env:
        return _checked(SessionToken(from_env, f"the {TOKEN_ENV} environment variable"))
    path = token_file()
    try:
        from_file = clean(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as error:
        raise AuthError(
            f"cannot read the token file {path} ({type(error).__name__}); fix or remove it"
        ) from None
    return _checked(SessionToken(from_file, f"the token file {path}")) if from_file else None


def _checked(token: SessionToken) -> SessionToken:
    """`token`, if it is ASCII with no control character, as every session cookie is; a
    pasted one with a typographic quote (`’`) or a stray control would fail as no network
    error, and is an `AuthError` naming the character."""
    odd = next((c for c in token.value if not (c.isascii() and c.isprintable())), None)
    if odd is None:
        return token
    shown = f"{odd!r} " if odd.isprintable() else ""
    raise AuthError(
        f"the session token in {token.source} has a character a token never has "
        f"({shown}U+{ord(odd):04X}); copy the cookie's value again"
    )


def how_to_set() -> str:
    """The advice on setting a token, for one-line error messages."""
    return (
        f"set {TOKEN_ENV} to the value of the 'session' cookie of adventofcode.com "
        f"(your browser's developer tools, once logged in), or save it in {token_file()}"
    )


def require_token() -> SessionToken:
    """The token, or an `AuthError` saying how to set one."""
    token = find_token()
    if token is None:
        raise AuthError(f"no session token; {how_to_set()}")
    return token
