"""Finding the adventofcode.com session token where aocd users already keep it.

The token is the value of the `session` cookie of a logged-in browser. It is looked for in
the `AOC_SESSION` environment variable, then in aocd's token file (`~/.config/aocd/token`,
or `$AOCD_CONFIG_DIR/token`, or `$AOCD_DIR/token`). It is a secret: nothing here, and
nothing built on it, ever shows more than its last four characters.

That token is the default account's. aocd's `tokens.json` (in the same folder: a JSON
object of account name -> token, as aocd's runner reads it) names the user's other
accounts (`model.account`); each account's requests carry its own token only.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from aoc_framework.model.account import DEFAULT_ACCOUNT, DEFAULT_NAME, Account, is_account_name
from aoc_framework.model.errors import AuthError, FileError, UsageError
from aoc_framework.project.files import read_bytes
from aoc_framework.project.settings import TOKEN_ENV, aocd_config_dir, session_variable

_COOKIE_PREFIX = "session="
#: The most bytes a token file or tokens.json is read for (a few accounts take a few
#: hundred): one linked to /dev/zero or grown without end is refused, not read.
MOST_BYTES = 1 << 20
#: How many of a token's last characters are shown, and the least length at which they
#: are (a real token has 128).
_SHOWN_CHARACTERS, _SHOWN_FROM_LENGTH = 4, 16


class SessionToken(NamedTuple):
    """A session token and where it was found; its `repr` never shows the secret. (A
    record, not a dataclass: `dataclasses` imports `inspect`, a tenth of `aoc run`'s
    start, and `aoc run` asks for the token to say whether an answer can be sent.)"""

    value: str
    source: str

    def __repr__(self) -> str:
        return f"SessionToken(source={self.source!r})"

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


def find_token(account: Account = DEFAULT_ACCOUNT) -> SessionToken | None:
    """The token of `account`: for the default account, from `AOC_SESSION`, else from
    aocd's token file; for another, its entry in aocd's tokens.json. None when there is
    none."""
    if not account.is_default:
        value = account_tokens().get(account.name)
        where = f"the entry {account.name!r} of {tokens_file()}"
        return _checked(SessionToken(value, where)) if value else None
    from_env = clean(session_variable())
    if from_env:
        return _checked(SessionToken(from_env, f"the {TOKEN_ENV} environment variable"))
    path = token_file()
    try:
        data = read_bytes(path, MOST_BYTES)
        if data is None:
            return None
        from_file = clean(data.decode("utf-8"))
    except (FileError, UnicodeDecodeError) as error:
        raise AuthError(
            f"cannot read the token file {path} ({_why(error)}); fix or remove it"
        ) from None
    return _checked(SessionToken(from_file, f"the token file {path}")) if from_file else None


def _why(error: FileError | UnicodeDecodeError) -> str:
    """Why a file of tokens could not be read, in words that never show its bytes."""
    return error.reason if isinstance(error, FileError) else "it is not UTF-8 text"


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


def tokens_file() -> Path:
    """aocd's file of the user's accounts and their tokens."""
    return aocd_config_dir() / "tokens.json"


def account_tokens() -> dict[str, str]:
    """The accounts of aocd's tokens.json, name -> token, in the file's order (empty:
    no such file). A file that cannot be read, or is not a JSON object of plain account
    names to tokens, is an `AuthError` that names the file and never a token."""
    import json

    path = tokens_file()
    try:
        text = read_bytes(path, MOST_BYTES)
        if text is None:
            return {}
        data = json.loads(text.decode("utf-8"))
    except json.JSONDecodeError as error:
        problem = f"not JSON (line {error.lineno}, column {error.colno})"
    except (FileError, UnicodeDecodeError) as error:
        problem = f"unreadable ({_why(error)})"
    else:
        problem = _tokens_problem(data)
    if problem is not None:
        raise AuthError(
            f"aocd's accounts file {path} is {problem}; write it as a JSON object of "
            'account name to session token, like {"github": "53616c...", "google": "..."}'
        )
    return {name: clean(token) for name, token in data.items()}


def _tokens_problem(data: object) -> str | None:
    """What keeps `data` from being tokens.json's object of names to tokens, in words
    that never show a token (a name is shown only once it is a plain account name)."""
    if not isinstance(data, dict):
        return f"not a JSON object (a {type(data).__name__})"
    for number, (name, token) in enumerate(data.items(), start=1):
        if not is_account_name(name):
            return f"wrong in entry {number}: its name is not a plain account name"
        if not isinstance(token, str) or not clean(token):
            return f"wrong in entry {name!r}: its token is not a string"
    folded = [name.casefold() for name in data]
    if len(set(folded)) != len(folded):
        return "wrong: two of its names differ only in case (one folder on some systems)"
    return None


def known_accounts() -> list[Account]:
    """Every account: the default one, then those of tokens.json in its order, each
    once (an entry holding the default token, or the token of an entry before it, is
    that account under another name). The default account is the default token: with
    none, accounts from tokens.json alone are every account (`--all-accounts` does not
    fail on a default account that has no token); with neither, the default one is, and
    says it has no token."""
    accounts = list(dict.fromkeys(_accounts().values()))
    if len(accounts) > 1 and find_token() is None:
        accounts.remove(DEFAULT_ACCOUNT)
    return accounts


def account_named(name: str) -> Account:
    """The account `name` names (`--account`): `default`, or a name in tokens.json (an
    entry holding the default token is the default account). `UsageError` listing the
    known names for any other."""
    Account.named(name, "--account")
    known = _accounts()
    if name not in known:
        names = ", ".join(known)
        raise UsageError(
            f"no account {name!r}: the accounts are {names} (add one to {tokens_file()})"
        )
    return known[name]


def _accounts() -> dict[str, Account]:
    """Each name an account is known by -> the account it is."""
    default = find_token()
    by_token: dict[str, Account] = {default.value: DEFAULT_ACCOUNT} if default else {}
    named = {DEFAULT_NAME: DEFAULT_ACCOUNT}
    for name, token in account_tokens().items():
        if name == DEFAULT_NAME and by_token.get(token) != DEFAULT_ACCOUNT:
            raise AuthError(
                f"{tokens_file()} names an account {DEFAULT_NAME!r} with another token than "
                f"the default one ({TOKEN_ENV} or {token_file()}); give it another name"
            )
        named[name] = by_token.setdefault(token, Account(name))
    return named


def how_to_set() -> str:
    """The advice on setting a token, for one-line error messages."""
    return (
        f"set {TOKEN_ENV} to the value of the 'session' cookie of adventofcode.com "
        f"(your browser's developer tools, once logged in), or save it in {token_file()}"
    )


def has_token(account: Account = DEFAULT_ACCOUNT) -> bool:
    """Whether `account`'s session token is set (not whether the site takes it): the one
    question every face and action asks before it needs the token."""
    return find_token(account) is not None


def require_token(account: Account = DEFAULT_ACCOUNT) -> SessionToken:
    """The token of `account`, or an `AuthError` saying how to set one."""
    token = find_token(account)
    if token is None:
        if not account.is_default:
            raise AuthError(f"no session token for {account} in {tokens_file()}")
        raise AuthError(f"no session token; {how_to_set()}")
    return token
