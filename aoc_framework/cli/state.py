"""What every command is given: the settings of this run, built once from `aoc`'s global
options (`cli.app`, or `cli.quick_run`) and shared through the typer context; the check
of a YEAR DAY; the projects of the accounts a command is asked to work on.

Its own module, below `cli.app`: the command modules use it, and `cli.app` imports the
command modules (`build_command`), so nothing here may import `cli.app`.
"""

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported where used: `aoc --help` needs none of them
    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.project.layout import Project
    from aoc_framework.project.settings import Network, Settings


class CliState:
    """The settings of this run (environment, then global options), shared by every
    command through the typer context."""

    __slots__ = ("_networks", "settings")

    def __init__(self, settings: "Settings") -> None:
        self.settings = settings
        self._networks: dict[float | None, Network] = {}

    @classmethod
    def from_flags(cls, project_dir: Path | None, inputs_dir: Path | None) -> "CliState":
        """The settings of the environment, with `aoc`'s global options (None: not
        given) on top; a `UsageError` for a malformed environment variable."""
        from aoc_framework.project.settings import Settings

        flags = {"project_dir": project_dir, "inputs_dir": inputs_dir}
        return cls(Settings.from_environment().with_flags(**flags))

    def project(self) -> "Project":
        """The project the settings point at."""
        return self.settings.project()

    def network(self, timeout_flag: float | None) -> "Network":
        """What this command's requests to adventofcode.com need, with `--timeout` over
        the settings' timeout: built here, once (`aoc today` asks again as it hands over
        to the watch or the run), and passed down."""
        if timeout_flag not in self._networks:
            self._networks[timeout_flag] = self.settings.network(timeout_flag)
        return self._networks[timeout_flag]


def day_of(state: CliState, year: int | None, day: int | None) -> "PuzzleDay":
    """The puzzle YEAR DAY name (both, or neither: today's during the event, else the
    latest day with a solution, as `aoc run` takes it: `actions.day.which_day`), the
    line that says why a default was taken said on stderr."""
    from aoc_framework.actions.day import which_day
    from aoc_framework.cli.day_input import said

    chosen = which_day(state.project(), year, day)
    if chosen.why is not None:
        said(chosen.why)
    return chosen.puzzle


def puzzle_of(year: int, day: int) -> "PuzzleDay":
    """The puzzle the arguments name, checked against the calendar (a `UsageError`
    naming the valid days otherwise)."""
    from aoc_framework.model.puzzle import PuzzleDay

    return PuzzleDay.of(year, day)


def account_project(project: "Project", name: str | None) -> "Project":
    """`project` as seen through the account `name` (None: the default account); a
    `UsageError` listing the known accounts for a name that is none of them."""
    if name is None:
        return project
    from aoc_framework.site.session_token import account_named

    return project.for_account(account_named(name))


def account_projects(project: "Project", name: str | None, every: bool) -> "list[Project]":
    """`project` through every account (`--all-accounts`), else through the one named."""
    if not every:
        return [account_project(project, name)]
    if name is not None:
        from aoc_framework.model.errors import UsageError

        raise UsageError("--account and --all-accounts cannot be used together; pick one")
    from aoc_framework.site.session_token import known_accounts

    return [project.for_account(account) for account in known_accounts()]
