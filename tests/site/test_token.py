"""Finding the session token, and `aoc token`. The token is a secret and a cookie:
never shown beyond its last four characters (none of a short one), refused with a word
when pasted with a character no token has, and out of reach of the days' code."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.model.errors import AuthError
from aoc_framework.project.settings import aocd_config_dir
from aoc_framework.site.session_token import (
    MOST_BYTES,
    SessionToken,
    clean,
    find_token,
    require_token,
    token_file,
)
from tests.engine.background_status import COMMANDS, write_one_day_project
from tests.forked_aoc import run_aoc_process
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


@pytest.mark.parametrize("where", ["environment", "file"])
def test_the_token_found_is_the_one_aocds_own_lookup_finds(
    monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """`find_token` keeps aocd's rule (not called: it prints when there is none, and
    reads the file whole); aocd's folder is a constant of its import, set here."""
    import aocd.models

    monkeypatch.setattr(aocd.models, "AOCD_CONFIG_DIR", aocd_config_dir())
    if where == "environment":
        monkeypatch.setenv("AOC_SESSION", "fromenv")
    else:
        token_file().parent.mkdir(parents=True)
        token_file().write_text("fromfile and a comment\n")
    found = find_token()
    assert found is not None and found.value == aocd.models.default_user().token


def test_the_token_file_follows_aocd_dir_when_no_config_dir(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("AOCD_CONFIG_DIR")
    monkeypatch.setenv("AOCD_DIR", str(tmp_path / "data"))
    assert token_file() == tmp_path / "data" / "token"


def test_a_blank_token_is_no_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AOC_SESSION", " session= ")
    assert find_token() is None


def test_whether_there_is_a_token_is_whether_one_is_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from aoc_framework.model.account import Account
    from aoc_framework.site.session_token import has_token, tokens_file

    assert not has_token()
    monkeypatch.setenv("AOC_SESSION", "session=fromenv")
    assert has_token() and not has_token(Account("google"))
    tokens_file().parent.mkdir(parents=True, exist_ok=True)
    tokens_file().write_text(json.dumps({"google": "another"}))
    assert has_token(Account("google"))


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
        "not checked now; as the site answered on or before Mon 1 Dec 2025 (aocd's memory), "
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


@pytest.mark.parametrize("value", ["Q", "Q7z9", "Q7z9Q7z9Q7z9Q"])
def test_a_short_token_is_never_shown(value: str) -> None:
    token = SessionToken(value, "the AOC_SESSION environment variable")
    assert value[-4:] not in str(token) + repr(token)
    assert str(token) == "token ... from the AOC_SESSION environment variable"


def test_a_real_token_shows_its_last_four_characters() -> None:
    assert SessionToken("53616c" * 20 + "a1b2", "x").hint == "...a1b2"


@pytest.mark.parametrize(("bad", "named"), [("’", "'’' U+2019"), ("\x1b", "U+001B")])
def test_a_token_pasted_with_a_character_no_token_has_exits_5_naming_it(
    aoc: AocOnline, token: str, bad: str, named: str
) -> None:
    for where in ("token", "fetch"):
        args = ["token"] if where == "token" else ["fetch", "2023", "1"]
        line = assert_one_line_error(aoc(*args, env={"AOC_SESSION": token + bad}), 5)
        assert f"has a character a token never has ({named})" in line
        assert token not in line and "\x1b" not in line


@pytest.mark.parametrize("command", COMMANDS)
def test_the_days_code_finds_no_token_in_its_environment(tmp_path: Path, command: str) -> None:
    seen = tmp_path / "seen.json"
    names = ("AOC_SESSION", "AOCD_CONFIG_DIR", "AOCD_DIR")
    write_one_day_project(
        tmp_path,
        "import json, os\n"
        "from aoc_framework import Solution\n\n"
        "class Day02(Solution[str]):\n"
        "    year, day = 2022, 2\n\n"
        "    def part_1(self, data):\n"
        f"        found = {{name: os.environ.get(name) for name in {names!r}}}\n"
        f"        open({str(seen)!r}, 'w').write(json.dumps(found))\n"
        "        return 1\n",
    )
    secret = {name: str(tmp_path / name) for name in names}
    env = {"PATH": "/usr/bin:/bin", "AOC_PROJECT_DIR": str(tmp_path), **secret}
    status = run_aoc_process(list(COMMANDS[command]), env=env, cwd=tmp_path)
    assert status.returncode == 0, status.stdout + status.stderr
    assert json.loads(seen.read_text()) == dict.fromkeys(names)


@pytest.mark.parametrize("name", ["token", "tokens.json"])
@pytest.mark.parametrize("kind", ["fifo", "/dev/zero", "huge"])
def test_a_token_file_that_never_ends_is_refused_in_one_line(
    fixture_project: Path, name: str, kind: str
) -> None:
    # A fifo hung every command that looked for a token; /dev/zero ended in MemoryError.
    path = aocd_config_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "huge":
        with path.open("wb") as file:
            file.truncate(MOST_BYTES + 1)  # sparse: nothing written
    else:
        path.symlink_to("/dev/zero")
    env = {**os.environ, "AOC_PROJECT_DIR": str(fixture_project)}
    args = ["fetch", "2023", "1"] if name == "token" else ["status", "--all-accounts"]
    result = run_aoc_process(args, env=env, cwd=fixture_project, timeout=30)
    line = assert_one_line_error(result, ExitCode.AUTH)
    reason = f"it holds more than {MOST_BYTES} bytes" if kind == "huge" else "not a regular file"
    assert str(path) in line and reason in line, line
