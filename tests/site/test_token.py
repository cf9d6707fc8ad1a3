"""Finding the session token, and `aoc token`."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.model.errors import AuthError
from aoc_framework.project.settings import aocd_config_dir
from aoc_framework.site.session_token import clean, find_token, require_token, token_file
from tests.site.conftest import USER_ID, AocOnline, assert_one_line_error, assert_token_hidden
from tests.site.fake_aoc import FakeAdventOfCode, closed_port


@pytest.mark.parametrize(
    "pasted",
    [
        "abc123",
        "  abc123\n",
        "session=abc123",
        "Session=abc123\n",
        "session= abc123 ",
        "session=abc123; _ga=GA1.2",
        "abc123\nsecond line\n",
    ],
)
def test_a_pasted_token_is_cleaned(pasted: str) -> None:
    assert clean(pasted) == "abc123"


def test_the_environment_wins_over_the_token_file(monkeypatch: pytest.MonkeyPatch) -> None:
    token_file().parent.mkdir(parents=True)
    token_file().write_text("fromfile\n")
    monkeypatch.setenv("AOC_SESSION", "session=fromenv")
    found = find_token()
    assert found is not None and found.value == "fromenv" and "AOC_SESSION" in found.source
    monkeypatch.setenv("AOC_SESSION", "  ")
    found = find_token()
    assert found is not None and found.value == "fromfile" and str(token_file()) in found.source


def test_the_token_file_follows_aocd_dir_when_no_config_dir(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("AOCD_CONFIG_DIR")
    monkeypatch.setenv("AOCD_DIR", str(tmp_path / "data"))
    assert token_file() == tmp_path / "data" / "token"


def test_a_blank_token_is_no_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AOC_SESSION", " session= ")
    assert find_token() is None


def test_no_token_is_an_auth_error_saying_how_to_set_it() -> None:
    with pytest.raises(AuthError, match="AOC_SESSION") as raised:
        require_token()
    assert str(token_file()) in str(raised.value)


def test_the_token_repr_hides_the_secret() -> None:
    from aoc_framework.site.session_token import SessionToken

    token = SessionToken("supersecretvalue1234", "somewhere")
    assert "supersecret" not in repr(token) + str(token)
    assert "...1234" in str(token)


def test_aoc_token_reports_the_source_and_the_owner(
    aoc: AocOnline, token: str, tmp_path: Path
) -> None:
    result = aoc("token", env={"AOC_SESSION": f"  session={token}\n"})
    assert result.returncode == 0, result.stderr
    assert f"...{token[-4:]}" in result.stdout
    assert "AOC_SESSION" in result.stdout
    assert str(USER_ID) in result.stdout
    assert_token_hidden(token, result, tmp_path)


def test_aoc_token_says_it_asked_the_site_now_even_when_aocd_remembers_the_token(
    aoc: AocOnline, fake: FakeAdventOfCode, token: str
) -> None:
    remember(token, "github.someone.1")  # an earlier answer: not the one shown
    result = aoc("token")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == (
        f"accepted: github.someone{USER_ID}.{USER_ID} (checked with adventofcode.com just now)"
    )
    assert fake.count("GET", "/settings") == 1


@pytest.mark.parametrize("remembered", [False, True], ids=["no memory", "aocd's memory"])
def test_aoc_token_unreachable_is_one_line_and_never_accepted(
    aoc: AocOnline, token: str, remembered: bool
) -> None:
    if remembered:
        remember(token, "github.someone.123456", when=datetime(2025, 12, 1, 12))
    result = aoc("token", env={"https_proxy": f"http://127.0.0.1:{closed_port()}"})
    line = assert_one_line_error(result, ExitCode.NETWORK)
    assert "cannot reach adventofcode.com" in line
    assert "accepted" not in result.stdout + result.stderr
    memory = (
        "not checked now; as the site answered on or before 2025-12-01 (aocd's memory), "
        "the token is github.someone.123456's"
    )
    assert line.endswith(memory) if remembered else "memory" not in line


def remember(token: str, owner: str, when: datetime | None = None) -> None:
    """aocd's memory of the site's answer about `token` (`token2id.json`), from `when`."""
    path = aocd_config_dir() / "token2id.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({token: owner}), encoding="utf-8")
    if when is not None:
        os.utime(path, (when.timestamp(), when.timestamp()))


def test_aoc_token_reads_aocds_token_file(aoc: AocOnline, token: str) -> None:
    token_file().parent.mkdir(parents=True)
    token_file().write_text(token + "\n")
    result = aoc("token", env={"AOC_SESSION": ""})
    assert result.returncode == 0, result.stderr
    assert str(token_file()) in result.stdout and str(USER_ID) in result.stdout


def test_aoc_token_with_a_dead_token(
    aoc: AocOnline, fake: FakeAdventOfCode, token: str, tmp_path: Path
) -> None:
    fake.tokens.clear()
    result = aoc("token")
    line = assert_one_line_error(result, 5)
    assert "expired" in line and f"...{token[-4:]}" in line
    assert_token_hidden(token, result, tmp_path)


def test_aoc_token_without_a_token(aoc: AocOnline, fake: FakeAdventOfCode) -> None:
    line = assert_one_line_error(aoc("token", env={"AOC_SESSION": ""}), 5)
    assert "AOC_SESSION" in line
    assert fake.requests == []
