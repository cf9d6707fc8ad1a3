"""Several accounts (aocd's tokens.json): each account's inputs and answers kept apart,
each request with its own account's token, and every account's verdicts side by side;
against the test site, which gives the second account an input and answers of its own."""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path

import pytest

from aoc_framework.model.account import DEFAULT_ACCOUNT, Account
from aoc_framework.model.errors import AuthError, UsageError
from aoc_framework.model.puzzle import Part
from aoc_framework.model.results import PartResult, RunResult
from aoc_framework.project.layout import Project
from aoc_framework.site.session_token import account_named, known_accounts
from aoc_framework.views.accounts import run_table
from tests.conftest import RunPytest
from tests.site.conftest import (
    ANSWERS,
    INPUT,
    PUZZLE,
    AocOnline,
    assert_one_line_error,
    assert_token_hidden,
)
from tests.site.fake_aoc import FakeAdventOfCode, OwnPuzzles

#: The second account's input of the fixture day, and its answers (the test site's own:
#: "1two" is 11, then 12 with spelled digits; "3four5" is 35 both ways).
ALT_INPUT = "1two\n3four5\n"
ALT_ANSWERS = ("46", "47")
ALT_ID = 535353


@pytest.fixture
def alt_token() -> str:
    return secrets.token_hex(48)


@pytest.fixture
def fake(fake: FakeAdventOfCode, alt_token: str) -> FakeAdventOfCode:
    """The test site with a second account, `alt`, whose input and answers differ."""
    fake.tokens[alt_token] = ALT_ID
    inputs = {(PUZZLE.year, PUZZLE.day): ALT_INPUT}
    solutions = {(PUZZLE.year, PUZZLE.day, part): a for part, a in enumerate(ALT_ANSWERS, 1)}
    solved = {(PUZZLE.year, PUZZLE.day, 1), (PUZZLE.year, PUZZLE.day, 2)}
    fake.own[ALT_ID] = OwnPuzzles(inputs, solutions, solved)
    fake.solved.update(solved)
    return fake


def _write_tokens(tokens: dict[str, object] | str) -> Path:
    path = Path(os.environ["AOCD_CONFIG_DIR"]) / "tokens.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tokens if isinstance(tokens, str) else json.dumps(tokens))
    return path


def test_the_default_accounts_files_stay_where_they_were(tmp_path: Path) -> None:
    project = Project.at(tmp_path, tmp_path / "inputs")
    alt = project.for_account(Account("alt"))
    assert project.input_path(PUZZLE) == tmp_path / "inputs" / "2023" / "01.txt"
    assert project.answers_path == tmp_path / "answers.toml"
    assert alt.input_path(PUZZLE) == tmp_path / "inputs" / "accounts" / "alt" / "2023" / "01.txt"
    assert alt.answers_path == tmp_path / "inputs" / "accounts" / "alt" / "answers.toml"
    # Nothing remembered of one account is another's.
    for path in ("memory_dir", "answers_memory_path"):
        assert getattr(alt, path) != getattr(project, path)
    assert alt.lock_path(alt.answers_path) != project.lock_path(project.answers_path)
    assert alt.solution_path(PUZZLE) == project.solution_path(PUZZLE)


@pytest.mark.parametrize("name", ["..", ".hidden", "a/b", "a\\b", "x\x1b[2J", "", "é", "a" * 65])
def test_an_account_name_is_a_plain_name(name: str) -> None:
    with pytest.raises(UsageError, match="not an account name"):
        Account.named(name, "--account")


def test_tokens_json_names_the_accounts_each_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AOC_SESSION", "a" * 32)
    _write_tokens({"github": "a" * 32, "google": "b" * 32, "work": "b" * 32, "reddit": "c" * 32})
    assert [a.name for a in known_accounts()] == ["default", "google", "reddit"]
    assert account_named("github") == DEFAULT_ACCOUNT  # the default token, by another name
    assert account_named("work") == Account("google")
    with pytest.raises(UsageError) as raised:
        account_named("twitter")
    assert "default, github, google, work, reddit" in str(raised.value)


#: A token as long as the site's (128 hex digits): too long for an account name.
SECRET = "53616c7465645f5f" * 8


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ('{"github": "%s",', "not JSON"),
        ('["%s"]', "not a JSON object"),
        ('{"%s": "github"}', "entry 1: its name is not a plain account name"),
        ('{"../up": "%s"}', "entry 1: its name is not a plain account name"),
        ('{"github": 12, "x": "%s"}', "'github': its token is not a string"),
        ('{"a": "%s", "A": "other"}', "differ only in case"),
        ('{"default": "%s"}', "another token than the default one"),
    ],
)
def test_a_malformed_tokens_json_is_one_line_without_a_token(
    aoc_in_process, monkeypatch: pytest.MonkeyPatch, content: str, problem: str
) -> None:
    monkeypatch.setenv("AOC_SESSION", "the-default-token")
    path = _write_tokens(content % SECRET)
    with pytest.raises(AuthError) as raised:
        known_accounts()
    assert problem in str(raised.value) and str(path) in str(raised.value)
    result = aoc_in_process("status", "--all-accounts")
    line = assert_one_line_error(result, 5)
    assert SECRET[-20:] not in line and problem in line


def test_an_unknown_account_is_a_usage_error_naming_the_known_ones(aoc_in_process) -> None:
    _write_tokens({"alt": "b" * 32})
    for command in (("run", "2023", "1"), ("fetch", "2023", "1"), ("answers",)):
        line = assert_one_line_error(aoc_in_process(*command, "--account", "nope"), 2)
        assert "no account 'nope': the accounts are default, alt" in line
    line = assert_one_line_error(aoc_in_process("run", "2023", "1", "--account", "../x"), 2)
    assert "not an account name" in line


@pytest.mark.parametrize("flag", ["--save", "--compare", "--fail-on-regression", "--readme"])
def test_another_accounts_times_never_go_where_the_default_accounts_are_kept(
    aoc_in_process, fixture_project: Path, flag: str
) -> None:
    _write_tokens({"alt": "b" * 32})
    timings = fixture_project / "timings.json"
    line = assert_one_line_error(aoc_in_process("time", "--account", "alt", flag), 2)
    assert "are the default account's" in line and flag in line
    assert not timings.exists()


def test_each_account_fetches_syncs_and_checks_its_own(
    aoc: AocOnline,
    fake: FakeAdventOfCode,
    token: str,
    alt_token: str,
    project_dir: Path,
    inputs_dir: Path,
    tmp_path: Path,
) -> None:
    _write_tokens({"alt": alt_token})
    alt = Project.at(project_dir, inputs_dir).for_account(Account("alt"))

    fetched = aoc("fetch", "2023", "1", "--account", "alt")
    assert fetched.returncode == 0, fetched.stderr
    assert alt.input_path(PUZZLE).read_text() == ALT_INPUT
    assert not (inputs_dir / "2023" / "01.txt").exists()  # the default account's: not yet
    assert {r.token for r in fake.requests} == {alt_token}  # never the default token

    synced = aoc("answers", "sync", "2023", "1", "--account", "alt")
    assert synced.returncode == 0, synced.stderr
    assert f'part_1 = "{ALT_ANSWERS[0]}"' in alt.answers_path.read_text()
    assert not (project_dir / "answers.toml").exists()
    assert {r.token for r in fake.requests} == {alt_token}
    assert (inputs_dir / ".gitignore").read_text().strip().endswith("*")  # private

    before = len(fake.requests)
    assert aoc("answers", "sync", "2023", "1").returncode == 0  # the default account's
    assert {r.token for r in fake.requests[before:]} == {token}
    assert ANSWERS[0] in (project_dir / "answers.toml").read_text()
    assert ALT_ANSWERS[0] not in (project_dir / "answers.toml").read_text()

    # Both inputs, each run against its own answers: right on every account.
    ran = aoc("run", "2023", "1", "--all-accounts")
    assert ran.returncode == 0, ran.stdout + ran.stderr
    table = ran.stdout[ran.stdout.index("on every account") :]
    for answer in (*ANSWERS, *ALT_ANSWERS):
        assert f"✓ {answer}" in table
    assert {r.token for r in fake.requests[before:]} == {token}  # alt's input was cached
    assert (inputs_dir / "2023" / "01.txt").read_text() == INPUT

    # Submitted with alt's token, judged against alt's answer (the default's is another).
    before = len(fake.requests)
    submitted = aoc("submit", "2023", "1", "1", ALT_ANSWERS[0], "--account", "alt")
    assert submitted.returncode == 0, submitted.stdout + submitted.stderr
    assert {r.token for r in fake.requests[before:]} <= {alt_token}

    # A wrong record on one account is wrong there only.
    alt.answers_path.write_text(alt.answers_path.read_text().replace(ALT_ANSWERS[1], "99"))
    ran = aoc("run", "2023", "1", "--account", "alt")
    assert ran.returncode == 1 and "expected 99" in ran.stdout
    assert aoc("run", "2023", "1").returncode == 0
    assert_token_hidden(alt_token, ran, project_dir, inputs_dir)


def test_status_and_pytest_check_every_account_apart(
    aoc: AocOnline,
    user_pytest: RunPytest,
    alt_token: str,
    project_dir: Path,
    inputs_dir: Path,
) -> None:
    _write_tokens({"alt": alt_token})
    for account in ("default", "alt"):
        for command in (("answers", "sync"), ("fetch",)):
            done = aoc(*command, "2023", "1", "--account", account)
            assert done.returncode == 0, done.stderr
    status = aoc("status", "2023", "--all-accounts")
    assert status.returncode == 0, status.stdout + status.stderr
    header = next(line for line in status.stdout.splitlines() if "default" in line)
    assert header.split() == ["default", "alt"]  # over each column's "1 2"
    row = next(line for line in status.stdout.splitlines() if line.split()[:1] == ["1"])
    assert row.split()[-4:] == ["✓", "✓", "✓", "✓"]

    # A result remembered for one account is never shown for the other.
    alt = Project.at(project_dir, inputs_dir).for_account(Account("alt"))
    alt.answers_path.write_text(alt.answers_path.read_text().replace(ALT_ANSWERS[0], "99"))
    status = aoc("status", "2023", "--all-accounts")
    assert status.returncode == 1
    row = next(line for line in status.stdout.splitlines() if line.split()[:1] == ["1"])
    assert row.split()[-4:] == ["✓", "✓", "✗", "✓"]

    checked = user_pytest(project_dir, "-v", env={"AOC_INPUTS_DIR": str(inputs_dir)})
    out = checked.stdout.str()
    assert "2023-01-answers PASSED" in out, out
    assert "2023-01-answers-alt FAILED" in out
    assert "expected 99" in out
    assert checked.ret == 1


def test_an_account_the_day_cannot_run_on_says_why_above_its_column(
    aoc: AocOnline, project_dir: Path, inputs_dir: Path
) -> None:
    unknown = secrets.token_hex(48)  # a token the test site never gave: logged out
    _write_tokens({"alt": unknown})
    ran = aoc("run", "2023", "1", "--all-accounts")
    assert ran.returncode == 1, ran.stdout + ran.stderr
    why = [line for line in ran.stderr.splitlines() if line.startswith("account alt: ")]
    assert len(why) == 1, ran.stderr
    table = ran.stdout[ran.stdout.index("on every account") :]
    assert table.count("! not run, see above") == 2  # alt's column, both parts
    assert f"? {ANSWERS[0]}" in table  # the default account ran (no answer recorded yet)
    assert_token_hidden(unknown, ran, project_dir, inputs_dir)


def test_accounts_from_tokens_json_alone_run_without_a_default_account(
    aoc: AocOnline, token: str, alt_token: str
) -> None:
    # No default token (AOC_SESSION empty, no token file): the accounts are tokens.json's.
    _write_tokens({"main": token, "alt": alt_token})
    assert [a.name for a in known_accounts()] == ["main", "alt"]
    ran = aoc("run", "2023", "1", "--all-accounts", env={"AOC_SESSION": ""})
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "account default" not in ran.stderr
    table = ran.stdout[ran.stdout.index("on every account") :]
    header = next(line for line in table.splitlines() if "main" in line)
    assert header.split() == ["Part", "main", "alt"], table
    # With no account at all, the default one still says it has no token.
    _write_tokens({})
    ran = aoc("run", "2023", "1", "--all-accounts", env={"AOC_SESSION": ""})
    assert ran.returncode == 1 and "account default: no session token" in ran.stderr


def test_an_answer_too_long_for_its_account_column_is_cut_visibly() -> None:
    long_answer = "1234567890" * 4
    result = RunResult("input", (PartResult.judged(Part.ONE, long_answer, None),))
    lines = run_table(PUZZLE, "2023 day 1", [("default", result)]).text_lines()
    row = next(line for line in lines if "part 1" in line)
    assert long_answer[:20] in row and long_answer not in row and row.endswith("…")
