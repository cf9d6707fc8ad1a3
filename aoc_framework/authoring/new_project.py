"""Starting a solutions project of one's own (`aoc init`): the files a new repository
needs, written from the templates in `project_template/`.

The project depends on this framework from where it was installed (or from where the
user says), keeps inputs, puzzle text and caches out of git, checks its days with
`pytest`, and has a GitHub Actions workflow that checks them on each push.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from dataclasses import dataclass
from importlib import metadata, resources
from pathlib import Path

from aoc_framework.authoring.new import SOLUTIONS_PACKAGE
from aoc_framework.model.errors import UsageError
from aoc_framework.project.answers import HEADER as ANSWERS_HEADER
from aoc_framework.project.files import write_atomically
from aoc_framework.project.readme_sections import (
    CALENDAR_SECTION,
    STARS_SECTION,
    STATS_SECTION,
    TIME_SECTION,
    markers,
)

#: The framework's distribution name, as a project's dependency names it.
DISTRIBUTION = "aoc-framework"

#: Each file of a new project, by the template it is written from (None: built here).
FILES: dict[str, str | None] = {
    "pyproject.toml": "pyproject.toml.template",
    "README.md": "README.md.template",
    ".gitignore": "gitignore.template",
    ".github/workflows/check.yml": "check.yml.template",
    "answers.toml": None,
    "solutions/__init__.py": None,
}

_CI_WARNING = """
**The workflow cannot run yet:** the framework comes from a path on this machine, which
GitHub Actions cannot reach. Point pyproject.toml at a git URL or a published release
(see above).
"""


@dataclass(frozen=True)
class FrameworkSource:
    """Where a project gets the framework from."""

    requirement: str  # the PEP 508 line of pyproject.toml's dependencies
    where: str  # said in one line: "the folder /home/me/aoc-framework"
    reachable_from_ci: bool  # whether a GitHub Actions runner can install it

    @classmethod
    def of(cls, spec: str | None) -> FrameworkSource:
        """The source `spec` names (`--framework`: a folder, a wheel, a git or https URL),
        else where the running framework was installed from. `UsageError` for a spec that
        is none of these."""
        if spec is None:
            return cls._installed()
        if spec.startswith(("git+", "https://", "http://")):
            return cls(f"{DISTRIBUTION} @ {spec}", spec, reachable_from_ci=True)
        path = Path(spec).expanduser()
        if path.is_dir() and (path / "pyproject.toml").is_file():
            return cls._local(path.resolve().as_uri(), f"the folder {path.resolve()}")
        if path.is_file() and path.suffix == ".whl":
            return cls._local(path.resolve().as_uri(), f"the wheel {path.resolve()}")
        raise UsageError(
            f"--framework {spec}: not a folder holding the framework, a wheel (.whl) or a "
            "git+https:// URL; give one of these"
        )

    @classmethod
    def _local(cls, url: str, where: str) -> FrameworkSource:
        return cls(f"{DISTRIBUTION} @ {url}", where, reachable_from_ci=False)

    @classmethod
    def _installed(cls) -> FrameworkSource:
        """Where pip installed the running framework from (its PEP 610 record), else the
        package index at this version."""
        distribution = metadata.distribution(DISTRIBUTION)
        record = distribution.read_text("direct_url.json")
        if record is None:
            return cls(
                f"{DISTRIBUTION}>={distribution.version}",
                f"the package index, {distribution.version} or newer",
                reachable_from_ci=True,
            )
        origin = json.loads(record)
        url: str = origin["url"]
        vcs = origin.get("vcs_info")
        if vcs is not None:
            pinned = f"{vcs['vcs']}+{url}@{vcs['commit_id']}"
            return cls(f"{DISTRIBUTION} @ {pinned}", pinned, reachable_from_ci=True)
        if url.startswith("file:"):
            kind = "folder" if "dir_info" in origin else "wheel"
            return cls._local(url, f"the {kind} {url.removeprefix('file://')}")
        return cls(f"{DISTRIBUTION} @ {url}", url, reachable_from_ci=True)


def new_project(folder: Path, framework: FrameworkSource) -> list[str]:
    """Write a new solutions project into `folder` (created if missing) and return the
    files written. `UsageError` when `folder` holds any of them already (nothing is
    written then) or cannot be written."""
    existing = [name for name in FILES if (folder / name).exists()]
    if existing:
        raise UsageError(
            f"{folder} already has {', '.join(existing)}; aoc init starts a new project "
            "in an empty folder (or one without these files)"
        )
    contents = _contents(folder, framework)
    for name, text in contents.items():
        write_atomically(folder / name, text)  # a FileError names the file and why
    return list(contents)


def make_repository(folder: Path) -> str:
    """Make `folder` a git repository of its own (`git init`) unless git is missing or
    the folder is in a repository already (another's files are not the project's); what
    was done, in words for a line."""
    git = shutil.which("git")
    if git is None:
        return "git not found: no repository made (git init, once git is installed)"

    def run(*args: str) -> bool:
        done = subprocess.run([git, *args], cwd=folder, capture_output=True, check=False)
        return done.returncode == 0

    if run("rev-parse", "--is-inside-work-tree"):
        return "already in a git repository: none made"
    if not run("init", "--quiet"):
        return "git init failed here: no repository made"
    return "made it a git repository (git init)"


#: Where the README template shows each section aoc fills (`aoc readme`).
_SECTION_PLACES = {
    "stars": STARS_SECTION,
    "calendar": CALENDAR_SECTION,
    "stats": STATS_SECTION,
    "timings": TIME_SECTION,
}


def _contents(folder: Path, framework: FrameworkSource) -> dict[str, str]:
    values = {
        "name": _project_name(folder),
        "requires_python": metadata.metadata(DISTRIBUTION)["Requires-Python"] or ">=3.10",
        "framework": framework.requirement,
        "framework_where": framework.where,
        "ci_warning": "" if framework.reachable_from_ci else _CI_WARNING,
        **{key: "\n".join(markers(section)) for key, section in _SECTION_PLACES.items()},
    }
    built = {"answers.toml": ANSWERS_HEADER, "solutions/__init__.py": SOLUTIONS_PACKAGE}
    return {
        name: built[name] if template is None else _render(template, values)
        for name, template in FILES.items()
    }


def _render(template: str, values: dict[str, str]) -> str:
    text = (resources.files(__package__) / "project_template" / template).read_text("utf-8")
    for key, value in values.items():
        text = text.replace(f"<<{key}>>", value)
    assert "<<" not in text, f"{template} names a value new_project does not give"
    return text


def _project_name(folder: Path) -> str:
    """A valid distribution name from the folder's name (not the framework's own)."""
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", folder.resolve().name).strip("-._")
    return name if name and name.lower() != DISTRIBUTION else "advent-of-code"
