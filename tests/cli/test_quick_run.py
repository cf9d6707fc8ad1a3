"""`aoc run` read without typer (`cli.quick_run`): a command line it reads, it reads as
typer does; any other is left to typer."""

import itertools
import random
from pathlib import Path

import pytest
import typer
from typer._click.exceptions import ClickException

from aoc_framework.cli.app import app, build_command
from aoc_framework.cli.quick_run import read_run
from aoc_framework.cli.run_day import RunFlags

GLOBALS = (
    [],
    ["--project-dir", "proj"],
    ["--project-dir=proj"],
    ["--inputs-dir", "in", "--project-dir", "proj"],
    ["--project-dir"],
    ["--project-dir", "--inputs-dir", "in"],
    ["--version"],
    ["-h"],
    ["--inputs-dir=in", "--inputs-dir", "in2"],
)
WORDS = (
    ["2023", "7"],
    ["2023"],
    ["07", "1"],
    ["2023", "7", "8"],
    ["x", "7"],
    ["-1", "7"],
    ["2023", "٧"],
)
FLAGS = (
    ["-e"],
    ["--example"],
    ["--part", "2"],
    ["-p", "1"],
    ["--part=1"],
    ["-p", "3"],
    ["-p1"],
    ["--part", "x"],
    ["--input", "-"],
    ["-i", "my input.txt"],
    ["--input=f.txt"],
    ["--input", "--example"],
    ["--input="],
    ["--variant", "fast"],
    ["--variant", "run"],
    ["--account", "bob"],
    ["--submit"],
    ["--wait"],
    ["--profile"],
    ["--all-accounts"],
    ["--timeout", "5"],
    ["--day-timeout", "1"],
    ["--help"],
    ["--"],
    ["-ep"],
    ["--no-example"],
    ["--example=1"],
    ["--project-dir", "proj"],
)


def typer_reading(args: list[str]) -> tuple[tuple[object, object], RunFlags] | None:
    """`aoc`'s directories and `aoc run`'s flags as typer reads `args`; None where it
    refuses them or they are not `aoc run`'s."""
    group = typer.main.get_command(app)
    try:
        context = group.make_context("aoc", list(args))
        name, *rest = [*context._protected_args, *context.args]
        if name != "run":
            return None
        command = build_command(name).make_context(name, rest, parent=context)
    except (ClickException, typer.Exit, ValueError):
        return None
    # typer makes a path of each when it calls the callback, past the click reading
    directories = tuple(
        None if given is None else Path(given)
        for given in (context.params["project_dir"], context.params["inputs_dir"])
    )
    return directories, RunFlags(**command.params)


def quick_reading(args: list[str]) -> tuple[tuple[object, object], RunFlags] | None:
    read = read_run(args)
    return None if read is None else (read[0], RunFlags(**read[1]))


def command_lines(count: int) -> list[list[str]]:
    """`count` command lines of `aoc run`, drawn from the words above, and some others."""
    rng = random.Random(7)
    lines = [["status"], ["runs", "2023", "7"], ["run2023"], [], ["run"], ["-e", "run"]]
    while len(lines) < count:
        flags = list(itertools.chain(*rng.sample(FLAGS, rng.randint(0, 3))))
        words = rng.choice(((), *WORDS))
        at = rng.randint(0, len(flags))
        lines.append([*rng.choice(GLOBALS), "run", *flags[:at], *words, *flags[at:]])
    return lines


def test_a_command_line_read_without_typer_is_read_as_typer_reads_it() -> None:
    read = 0
    for args in command_lines(600):
        quick = quick_reading(args)
        if quick is not None:
            assert quick == typer_reading(args), args
            read += 1
    assert read >= 60  # of the 136 that typer reads: the others are meant to be hard


@pytest.mark.parametrize(
    "args",
    [
        ["run", "2023", "7"],
        ["run", "-e"],
        ["run"],
        ["--project-dir", "proj", "run", "2026", "1", "--part", "2", "--example"],
        ["run", "2026", "1", "--submit", "--wait"],
        ["run", "2023", "7", "--input", "-"],
    ],
)
def test_the_command_lines_of_a_morning_are_read_without_typer(args: list[str]) -> None:
    assert quick_reading(args) is not None
    assert quick_reading(args) == typer_reading(args)


@pytest.mark.parametrize(
    "args",
    [["run", "2023", "7", "-h"], ["run", "2023", "7", "--day-timeout", "1"], ["--version"]],
)
def test_help_and_values_to_convert_are_typers(args: list[str]) -> None:
    assert read_run(args) is None
