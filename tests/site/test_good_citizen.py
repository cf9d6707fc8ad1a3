"""A good citizen of adventofcode.com: every request says who sends it (this project,
aocd, and the user's contact when given), and all of the user's `aoc` at once share one
throttle."""

from __future__ import annotations

import os
from importlib.metadata import version
from pathlib import Path

import pytest

from aoc_framework import __version__
from tests.fixture_day import write_fixture_project
from tests.forked_aoc import start_aoc
from tests.site.conftest import ANSWERS, AocOnline
from tests.site.fake_aoc import FakeAdventOfCode, FakeServer

#: Where the project's source is, as pyproject.toml's [project.urls] says.
SOURCE_URL = "https://github.com/aoc-framework/aoc-framework"
#: How every request starts: this project and its source, then aocd's own identification
#: (its repository, version and maintainer's contact), which aocd sends by default.
PROJECT_AND_AOCD = (
    f"aoc-framework/{__version__} (+{SOURCE_URL}) via github.com/wimglenn/advent-of-code-data "
    f"v{version('advent-of-code-data')} by hey@wimglenn.com"
)


def test_every_request_names_the_project_and_the_users_contact(
    aoc: AocOnline, fake: FakeAdventOfCode, project_dir: Path
) -> None:
    (project_dir / "pyproject.toml").write_text('[tool.aoc]\ncontact = "ada@example.org"\n')
    assert aoc("fetch", "2023", "1").returncode == 0
    assert aoc("submit", "2023", "1", "1", ANSWERS[0], env={"AOC_CONTACT": "@ada"}).returncode == 0

    agents = [request.user_agent for request in fake.requests]
    assert len(agents) >= 3  # aocd's owner lookup, the input, the page, the post
    assert all(a.startswith(PROJECT_AND_AOCD) for a in agents), agents
    fetched = [r.user_agent for r in fake.requests if r.path == "/2023/day/1/input"]
    assert fetched[0].endswith(" contact: ada@example.org")  # from [tool.aoc]
    posted = [r.user_agent for r in fake.requests if r.method == "POST"]
    assert posted[0].endswith(" contact: @ada")  # AOC_CONTACT first


def test_aoc_token_shows_the_user_agent_exactly_as_sent(
    aoc: AocOnline, fake: FakeAdventOfCode
) -> None:
    result = aoc("token", env={"AOC_CONTACT": "ada@example.org\r\nX-Injected: 1"})
    assert result.returncode == 0, result.stderr
    shown = next(line for line in result.stdout.splitlines() if line.startswith("user agent: "))
    sent = {request.user_agent for request in fake.requests}
    assert sent == {shown.removeprefix("user agent: ")}
    assert shown.endswith(f"{PROJECT_AND_AOCD} contact: ada@example.org X-Injected: 1")


def test_the_source_url_comes_from_the_package_metadata() -> None:
    from importlib.metadata import metadata

    urls = metadata("aoc-framework").get_all("Project-URL")
    assert f"Source, {SOURCE_URL}" in urls


def test_the_contact_of_the_project_dir_flag_is_the_one_shown_and_sent(
    aoc: AocOnline, fake: FakeAdventOfCode, tmp_path: Path
) -> None:
    # AOC_PROJECT_DIR names the fixture project, which has no contact; --project-dir
    # names another that has one: both the line `aoc token` prints and every request
    # take the flag's project.
    other = write_fixture_project(tmp_path / "other-project")
    (other / "pyproject.toml").write_text('[tool.aoc]\ncontact = "grace@example.org"\n')
    shown = aoc("--project-dir", str(other), "token")
    assert shown.returncode == 0, shown.stderr
    agent = next(
        line.removeprefix("user agent: ")
        for line in shown.stdout.splitlines()
        if line.startswith("user agent: ")
    )
    assert agent.endswith(" contact: grace@example.org")
    fake.requests.clear()
    fetched = aoc("--project-dir", str(other), "fetch", "2023", "1")
    assert fetched.returncode == 0, fetched.stderr
    assert fake.requests
    assert {request.user_agent for request in fake.requests} == {agent}


@pytest.mark.long
def test_two_aoc_at_once_share_one_throttle(
    fake: FakeAdventOfCode, server: FakeServer, token: str, fixture_project: Path, tmp_path: Path
) -> None:
    for day in range(1, 13):
        fake.add_puzzle(2025, day, f"input {day}\n", "1", "2")
    interval = 0.1
    env = {
        **os.environ,
        **server.env(token),
        "AOC_PROJECT_DIR": str(fixture_project),
        "AOC_THROTTLE": str(interval),
    }
    # Two fetches of the twelve days of 2025 each, into two input caches, at once.
    fetches = [
        start_aoc(
            ["fetch", "2025"],
            env={**env, "AOC_INPUTS_DIR": str(tmp_path / f"inputs-{n}")},
            cwd=fixture_project,
        )
        for n in (1, 2)
    ]
    for fetch in fetches:
        out, err = fetch.communicate(timeout=120)
        assert fetch.returncode == 0, out + err

    for n in (1, 2):
        assert len(list((tmp_path / f"inputs-{n}" / "2025").glob("*.txt"))) == 12
    # Twelve inputs at least (one fetch may find some in aocd's cache, which they share
    # as one user's do), and the owner lookups.
    times = sorted(request.at for request in fake.requests)
    assert len(times) >= 13
    # One throttle for both: the requests span at least one interval between each two,
    # which two throttles of their own (half the span) or none (a few ms) cannot. Measured
    # on the whole span, since a loaded machine may delay any one arrival (the first most
    # of all: the span only shrinks when the first arrives late); the last can never
    # arrive before it was sent.
    span = times[-1] - times[0]
    assert span >= (len(times) - 1) * interval - 0.3, (len(times), span)
