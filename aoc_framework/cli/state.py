"""What every command is given: the settings of this run, built once by `aoc`'s global
options (`cli.app`) and shared through the typer context, and the check of a YEAR DAY.

Its own module, below `cli.app`: the command modules use it, and `cli.app` imports the
command modules (`build_command`), so nothing here may import `cli.app`.
"""

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


def puzzle_of(year: int, day: int) -> "PuzzleDay":
    """The puzzle the arguments name, checked against the calendar (a `UsageError`
    naming the valid days otherwise)."""
    from aoc_framework.model.puzzle import PuzzleDay

    return PuzzleDay.of(year, day)
