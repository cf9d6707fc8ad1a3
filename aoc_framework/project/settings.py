"""Every default and every environment variable the framework reads, in one place.

`Settings.from_environment()` is built once per command by the face that runs it (the
CLI, the Python API, the pytest plugin); command-line flags override its fields, and
what it gives is passed down (`Network` to every request), never read again below.
The table of environment variables in docs/environment.md is this one:

| variable | meaning | default |
| --- | --- | --- |
| `AOC_SESSION` | the session token (else aocd's token file) | none |
| `AOCD_DIR`, `AOCD_CONFIG_DIR` | aocd's folders (its cache; its token file) | `~/.config/aocd` |
| `NO_COLOR`, `TERM=dumb` | no colour on a terminal either | colour on a terminal |
| `https_proxy`, `http_proxy` | the proxy aocd's client goes through (named in errors) | none |
| `AOC_PROJECT_DIR` | the project folder | found from the working folder |
| `AOC_INPUTS_DIR` | the input cache | `<project>/inputs` |
| `AOC_TIMEOUT` | seconds to wait for adventofcode.com | 30 |
| `AOC_DAY_TIMEOUT` | seconds a day may run under status, time, watch and pytest | 60 |
| `AOC_JOBS` | days run at once | the processors available |
| `AOC_MEMORY_GB` | memory cap of one day's worker, in GiB (0: none) | half the memory / jobs |
| `AOC_LEADERBOARD` | the private leaderboard's ID (aoc leaderboard) | pyproject's [tool.aoc] |
| `AOC_CONTACT` | your contact for the site's maintainer, in the User-Agent | [tool.aoc] contact |
| `AOC_THROTTLE` | seconds between two requests of any of your `aoc` processes | 1 |
"""

import math
import os
from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

from aoc_framework.model.errors import UsageError
from aoc_framework.project.layout import Project

NETWORK_TIMEOUT_S = 30.0
DAY_TIMEOUT_S = 60.0
#: Seconds of repeated runs `aoc time` spends on a day at most (after its first run).
TIME_BUDGET_S = 0.2
#: The name of each environment variable the framework reads (the table above): help
#: texts and messages name them through these.
LEADERBOARD_ENV = "AOC_LEADERBOARD"
CONTACT_ENV = "AOC_CONTACT"
TOKEN_ENV = "AOC_SESSION"
PROJECT_DIR_ENV = "AOC_PROJECT_DIR"
INPUTS_DIR_ENV = "AOC_INPUTS_DIR"
DAY_TIMEOUT_ENV = "AOC_DAY_TIMEOUT"
#: What to do about a day that ran out of time, said wherever one did.
LONGER_DAY_HINT = f"a slow day can have longer: --day-timeout SECONDS, or {DAY_TIMEOUT_ENV}=SECONDS"
JOBS_ENV = "AOC_JOBS"
MEMORY_ENV = "AOC_MEMORY_GB"
THROTTLE_ENV = "AOC_THROTTLE"
AOCD_CONFIG_DIR_ENV, AOCD_DIR_ENV = "AOCD_CONFIG_DIR", "AOCD_DIR"
#: The variables that hold the token or lead to the token file (aocd's folders): kept out
#: of the processes that run days, whose code must not find the token in its environment.
TOKEN_TRAIL_ENV = (TOKEN_ENV, AOCD_CONFIG_DIR_ENV, AOCD_DIR_ENV)
TIMEOUT_ENV = "AOC_TIMEOUT"
#: Seconds between two requests to adventofcode.com from all of a user's `aoc` at once
#: (aocd's own limit is about one a second within one process): the site's maintainer
#: asks tools to throttle every kind of request.
THROTTLE_S = 1.0
#: The numbers each setting takes, and the flag that sets it (its variable is named
#: where it is read): a value outside, NaN or infinity is a `UsageError`, never a day
#: that is never timed out or a timeout too large for the system's clock.
_BOUNDS = {
    "network_timeout_s": ("--timeout", 0.1, 1e6),
    "day_timeout_s": ("--day-timeout", 0.1, 1e6),
    "jobs": ("--jobs", 1, 4096),
    "memory_gib": ("--memory", 0, 1e6),
    "throttle_s": (THROTTLE_ENV, 0, 60),
}


class Limits(NamedTuple):
    """How the workers that run days are bounded (see `workers`): seconds per task, bytes
    of memory (None: no cap) and tasks at once."""

    timeout_s: float
    memory_bytes: int | None
    jobs: int


class Network(NamedTuple):
    """What every request to adventofcode.com needs: built from the settings once per
    command by the face that runs it (`Settings.network`) and passed down, so that
    nothing below the faces reads the environment or the project again, and the contact
    `aoc token` shows is the one sent."""

    #: Seconds to wait for the site, each call as a whole.
    timeout_s: float = NETWORK_TIMEOUT_S
    #: Seconds between two requests of any of the user's `aoc` processes.
    throttle_s: float = THROTTLE_S
    #: The user's contact for the site's maintainer, sent in the User-Agent.
    contact: str | None = None


class Settings(NamedTuple):
    """What every command may need to know, from the environment and the flags."""

    project_dir: Path | None = None
    inputs_dir: Path | None = None
    network_timeout_s: float = NETWORK_TIMEOUT_S
    day_timeout_s: float = DAY_TIMEOUT_S
    jobs: int | None = None
    memory_gib: float | None = None
    #: The private leaderboard's ID as given (checked by `leaderboard`, which names
    #: where it came from).
    leaderboard_id: str | None = None
    #: The user's contact for the site's maintainer (AOC_CONTACT; else the project's).
    contact: str | None = None
    throttle_s: float = THROTTLE_S

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] = os.environ) -> "Settings":
        """The settings the environment gives; `UsageError` for a malformed value."""

        def path(name: str) -> Path | None:
            value = environ.get(name, "").strip()
            return Path(value) if value else None

        jobs = _number(environ, JOBS_ENV, "jobs")
        throttle = _number(environ, THROTTLE_ENV, "throttle_s")
        return cls(
            project_dir=path(PROJECT_DIR_ENV),
            inputs_dir=path(INPUTS_DIR_ENV),
            network_timeout_s=_number(environ, TIMEOUT_ENV, "network_timeout_s")
            or NETWORK_TIMEOUT_S,
            day_timeout_s=_number(environ, DAY_TIMEOUT_ENV, "day_timeout_s") or DAY_TIMEOUT_S,
            jobs=int(jobs) if jobs else None,
            memory_gib=_number(environ, MEMORY_ENV, "memory_gib"),
            leaderboard_id=environ.get(LEADERBOARD_ENV, "").strip() or None,
            contact=environ.get(CONTACT_ENV, "").strip() or None,
            throttle_s=THROTTLE_S if throttle is None else throttle,
        )

    def with_flags(self, **flags: object) -> "Settings":
        """These settings with the flags that were given (None: not given) on top; a
        number out of its bounds is a `UsageError` naming the flag."""
        given = {k: v for k, v in flags.items() if v is not None}
        for field, value in given.items():
            if field in _BOUNDS:
                number = float(value)  # type: ignore[arg-type]
                _check_bounds(f"{_BOUNDS[field][0]} {number:g}", number, field)
        return self._replace(**given)

    def project(self) -> Project:
        """The project these settings point at."""
        return Project.locate(self.project_dir, self.inputs_dir)

    def user_contact(self) -> str | None:
        """How the site's maintainer can reach the user: AOC_CONTACT, else `contact`
        under the project's `[tool.aoc]` (none outside a project, or if it is unset)."""
        if self.contact:
            return self.contact
        try:
            configured = self.project().tool_setting("contact")
        except UsageError:  # no project here, or its pyproject.toml does not parse
            return None
        return configured.strip() or None if isinstance(configured, str) else None

    def network(self, timeout_s: float | None = None) -> Network:
        """What a request needs, with `timeout_s` (a command's `--timeout`; None: not
        given) over the settings' timeout; a timeout out of bounds is a `UsageError`."""
        settings = self.with_flags(network_timeout_s=timeout_s)
        return Network(settings.network_timeout_s, settings.throttle_s, settings.user_contact())

    def limits(self) -> Limits:
        """The bounds of the workers that run days."""
        jobs = self.jobs or default_jobs()
        if self.memory_gib is None:
            memory = physical_memory()
            # Half the machine shared by the workers: the rest stays for everything else.
            cap = memory // (2 * jobs) if memory else None
        else:
            cap = int(self.memory_gib * 2**30) or None
        return Limits(self.day_timeout_s, cap, jobs)


def _number(environ: Mapping[str, str], name: str, field: str) -> float | None:
    """The number the variable `name` gives the setting `field` (None: not set; for
    AOC_JOBS, 0 is not set too)."""
    raw = environ.get(name, "").strip()
    if not raw:
        return None
    try:
        value = float(raw)
    except ValueError:
        raise UsageError(f"{name}={raw!r} is not a number") from None
    if value == 0 and field == "jobs":
        return None
    _check_bounds(f"{name}={raw}", value, field)
    return value


def _check_bounds(what: str, value: float, field: str) -> None:
    _, least, most = _BOUNDS[field]
    if not (math.isfinite(value) and least <= value <= most):
        raise UsageError(f"{what} is out of range; give a number from {least:g} to {most:g}")


def session_variable(environ: Mapping[str, str] = os.environ) -> str:
    """What `AOC_SESSION` holds, as given (empty when unset)."""
    return environ.get(TOKEN_ENV, "")


def aocd_config_dir(environ: Mapping[str, str] = os.environ) -> Path:
    """aocd's configuration folder: `$AOCD_CONFIG_DIR`, else `$AOCD_DIR`, else
    `~/.config/aocd` (the same rule aocd applies)."""
    data_dir = environ.get(AOCD_DIR_ENV) or str(Path("~", ".config", "aocd"))
    return Path(environ.get(AOCD_CONFIG_DIR_ENV) or data_dir).expanduser()


def proxy_configured(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether aocd's client goes through a proxy (it reads these two variables)."""
    return bool(environ.get("http_proxy") or environ.get("https_proxy"))


def colour_allowed(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether colour may be used on a terminal: NO_COLOR unset or empty, TERM not dumb."""
    return not environ.get("NO_COLOR") and environ.get("TERM") != "dumb"


def default_jobs() -> int:
    """The number of processors this process may use."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def physical_memory() -> int | None:
    """The machine's memory in bytes, where the platform tells."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return None
