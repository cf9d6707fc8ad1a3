"""`--account NAME` and `--all-accounts`: which of the user's accounts (aocd's tokens.json,
see `model.account`) a command works on (`cli.state.account_projects`)."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

AccountName = Annotated[
    Optional[str],  # noqa: UP045 (typer 0.28 needs Optional on Python 3.10)
    typer.Option(
        "--account",
        metavar="NAME",
        help="Work on this account of aocd's tokens.json: its own inputs and answers, "
        "its own token (default: the default token's account, 'default').",
        show_default=False,
    ),
]
AllAccounts = Annotated[
    bool,
    typer.Option(
        "--all-accounts",
        help="Run on every account's input (the default token's, then each of aocd's "
        "tokens.json) and show each account's verdicts side by side.",
    ),
]
