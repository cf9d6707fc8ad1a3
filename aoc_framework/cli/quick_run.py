"""`aoc run` read without typer: the command a user runs most, dozens of times a
morning, starts without typer's import, which took a third of its time.

It reads only the command lines it can read whole: `aoc`'s --project-dir and
--inputs-dir, then `run` with YEAR DAY and the flags below, each at most once, every
value plain. Any other command line (help, another command, a flag or a value it does
not know, a number to convert, `--`) is left to typer, whose reading stays the
reference: the tests compare the two on every command line this one reads.
"""

from collections.abc import Sequence
from pathlib import Path

#: What a command line read here gives: `aoc`'s directories (None: not given), and the
#: parameters of `aoc run` given (`cli.run_day.RunFlags`'s names).
Read = tuple[tuple[Path | None, Path | None], dict[str, object]]

#: `aoc`'s options, before the command: the settings' parameter each gives.
_GLOBAL = {"--project-dir": "project_dir", "--inputs-dir": "inputs_dir"}
#: `aoc run`'s flags that take no value.
_SWITCHES = {
    "--example": "example",
    "-e": "example",
    "--submit": "submit",
    "--wait": "wait",
    "--profile": "profile",
    "--all-accounts": "all_accounts",
}
#: `aoc run`'s flags that take a value, read as it is given.
_VALUES = {
    "--input": "input_path",
    "-i": "input_path",
    "--variant": "variant",
    "--account": "account",
}
#: `--part`: its two values are all it takes.
_PART, _PARTS = ("--part", "-p"), {"1": 1, "2": 2}


def quick_run(args: Sequence[str]) -> int | None:
    """`aoc run`'s exit code, run from `args` read without typer; None (nothing done)
    when `args` is not a command line read here."""
    read = read_run(args)
    if read is None:
        return None
    (project_dir, inputs_dir), given = read
    # Imported once known to be `aoc run`: every other command starts without them.
    from aoc_framework.cli.run_day import RunFlags, run_day
    from aoc_framework.cli.state import CliState

    return run_day(CliState.from_flags(project_dir, inputs_dir), RunFlags(**given))


def read_run(args: Sequence[str]) -> Read | None:
    """`aoc`'s global options and `aoc run`'s flags, as typer reads `args`; None when
    `args` is not an `aoc run` command line read here."""
    words = _words(args)
    if words is None:
        return None
    try:
        command = words.index(("run", None))
    except ValueError:
        return None
    given = _global_options(words[:command])
    flags = _run_options(words[command + 1 :])
    if given is None or flags is None:
        return None
    directories = (_path(given.get("project_dir")), _path(given.get("inputs_dir")))
    return directories, flags


def _words(args: Sequence[str]) -> "list[tuple[str, str | None]] | None":
    """`args` as (word, value) pairs: a flag with the value it takes (`--input x`,
    `--input=x`), anything else alone; None for a value that is not plain."""
    words: list[tuple[str, str | None]] = []
    rest = iter(args)
    for word in rest:
        name, equals, value = word.partition("=")
        takes_value = name in _GLOBAL or name in _VALUES or name in _PART
        if not takes_value:
            words.append((word, None))
            continue
        if not equals:
            value = next(rest, "")
        if not value or (value.startswith("-") and value != "-") or not value.isprintable():
            return None
        words.append((name, value))
    return words


def _global_options(words: "list[tuple[str, str | None]]") -> "dict[str, str] | None":
    """The settings' parameters `aoc`'s options in `words` give; None for any other word,
    or an option given twice."""
    given: dict[str, str] = {}
    for word, value in words:
        if value is None or word not in _GLOBAL or _GLOBAL[word] in given:
            return None
        given[_GLOBAL[word]] = value
    return given


def _run_options(words: "list[tuple[str, str | None]]") -> "dict[str, object] | None":
    """The parameters `aoc run`'s words give: YEAR and DAY, the flags of `_SWITCHES`,
    `_VALUES` and --part; None for any other word, or one given twice."""
    given: dict[str, object] = {}
    positions = iter(("year", "day"))
    for word, value in words:
        if value is None and word in _SWITCHES:
            parameter, read = _SWITCHES[word], True
        elif value is not None and word in _VALUES:
            parameter, read = _VALUES[word], value
        elif value is not None and word in _PART and value in _PARTS:
            parameter, read = "part", _PARTS[value]
        elif value is None and word.isascii() and word.isdigit():
            parameter, read = next(positions, "extra"), int(word)
        else:
            return None
        if parameter == "extra" or parameter in given:
            return None
        given[parameter] = read
    return given


def _path(value: str | None) -> Path | None:
    return None if value is None else Path(value)
