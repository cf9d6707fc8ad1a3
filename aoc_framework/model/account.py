"""An account on adventofcode.com: one login (GitHub, Google, Reddit...), with its own
inputs and answers.

Accounts are named as aocd names them, by the keys of its `tokens.json`; the session
token found as today (AOC_SESSION, else aocd's token file) is the `default` account.
A name is user text that becomes part of a path (the account's folder of inputs and
answers): only a plain name is one.
"""

import re
from typing import NamedTuple

from aoc_framework.model.errors import UsageError

#: The name of the account of the default session token (aocd's name for it too).
DEFAULT_NAME = "default"
#: A name that is safe as a folder name everywhere: letters, digits, `.`, `_`, `-`,
#: starting with a letter or digit (so never `.` or `..`), at most 64 characters.
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


class Account(NamedTuple):
    """An account, by its name (its token is a secret: `site.session_token` finds it)."""

    name: str = DEFAULT_NAME

    @classmethod
    def named(cls, name: str, where: str) -> "Account":
        """The account `name` (from `where`); `UsageError` unless it is a plain name."""
        if not is_account_name(name):
            raise UsageError(
                f"{where}: {name!a:.40} is not an account name; use letters, digits, "
                "'.', '_' and '-' (at most 64, starting with a letter or digit)"
            )
        return cls(name)

    @property
    def is_default(self) -> bool:
        """Whether this is the account of the default token, whose files stay where
        they were before accounts existed."""
        return self.name == DEFAULT_NAME

    def __str__(self) -> str:
        return f"account {self.name}"


DEFAULT_ACCOUNT = Account()


def is_account_name(name: object) -> bool:
    """Whether `name` can name an account (see `Account.named`)."""
    return isinstance(name, str) and _NAME.fullmatch(name) is not None
