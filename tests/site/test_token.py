"""Finding the session token, and `aoc token`."""

from __future__ import annotations

from pathlib import Path

import pytest

from aoc_framework.errors import AuthError
from aoc_framework.site.session_token import clean, find_token, require_token, token_file
from tests.site.conftest import USER_ID, AocOnline, assert_one_line_error, assert_token_hidden
from tests.site.fake_aoc import FakeAdventOfCode


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
