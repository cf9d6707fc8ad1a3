"""`--account NAME` and `--all-accounts`: which of the user's accounts (aocd's tokens.json,
see `model.account`) a command works on."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Optional

import typer

if TYPE_CHECKING:
    from aoc_framework.project.layout import Project

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


def account_project(project: Project, name: str | None) -> Project:
    """`project` as seen through the account `name` (None: the default account); a
    `UsageError` listing the known accounts for a name that is none of them."""
    if name is None:
        return project
    from aoc_framework.site.session_token import account_named

    return project.for_account(account_named(name))


def account_projects(project: Project, name: str | None, every: bool) -> list[Project]:
    """`project` through every account (`--all-accounts`), else through the one named."""
    if not every:
        return [account_project(project, name)]
    if name is not None:
        from aoc_framework.model.errors import UsageError

        raise UsageError("--account and --all-accounts cannot be used together; pick one")
    from aoc_framework.site.session_token import known_accounts

    return [project.for_account(account) for account in known_accounts()]
