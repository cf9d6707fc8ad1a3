"""How `aoc --help` and every command's help look: plain text as wide as the terminal
(rich's renderer costs more than typer's import), in one style:

    Usage: aoc run [OPTIONS] [YEAR] [DAY]
    ...
    Arguments:
      YEAR                Event year, 2015 on (default: today's puzzle).
    Options:
      -p, --part PART     Run only part 1 or 2 (default: both).
    Examples:
      aoc run 2023 7      run on the cached input inputs/2023/07.txt

A value is a word in capitals, a default is said in the help's words, and nothing is
added in brackets. A command's EPILOG gives its examples as lines of a command, two
spaces or more, and what it does (or the command alone); its other paragraphs are
wrapped as text.
"""

import re
from collections.abc import Sequence
from typing import Any

from typer._click.core import Context
from typer._click.formatting import HelpFormatter, join_options
from typer.core import TyperCommand, TyperGroup

from aoc_framework.cli.render.output import wrapped

#: The widest command of an example before its description goes to the next line.
_EXAMPLE_WIDTH = 30
_EXAMPLES = "Examples:"
#: A summary's length that click never cuts (its first sentence is kept whole).
_WHOLE = 10_000


class _HouseHelp:
    """The help layout shared by commands and groups (a mixin over click's)."""

    context_class: type[Context]

    def collect_usage_pieces(self, ctx: Context) -> list[str]:
        pieces = [self.options_metavar] if self.options_metavar else []  # type: ignore[attr-defined]
        for param in self.get_params(ctx):  # type: ignore[attr-defined]
            if param.param_type_name == "argument":
                name = value_name(param)
                pieces.append(name if param.required else f"[{name}]")
        return pieces

    def format_options(self, ctx: Context, formatter: HelpFormatter) -> None:
        arguments, options = [], []
        for param in self.get_params(ctx):  # type: ignore[attr-defined]
            if getattr(param, "hidden", False):
                continue  # a retired flag, still read for a release but no longer offered
            if param.param_type_name == "argument":
                arguments.append((value_name(param), param.help or ""))  # type: ignore[attr-defined]
            else:
                names = join_options(param.opts)[0]
                if param.secondary_opts:
                    names += f" / {join_options(param.secondary_opts)[0]}"
                if not param.is_flag and not param.count:  # type: ignore[attr-defined]
                    names += f" {value_name(param)}"
                options.append((names, param.help or ""))  # type: ignore[attr-defined]
        for title, rows in (("Arguments", arguments), ("Options", options)):
            if rows:
                with formatter.section(title):
                    formatter.write_dl(rows)
        if isinstance(self, TyperGroup):
            self.format_commands(ctx, formatter)

    def format_epilog(self, ctx: Context, formatter: HelpFormatter) -> None:
        if not self.epilog:  # type: ignore[attr-defined]
            return
        examples, paragraphs = split_epilog(self.epilog)  # type: ignore[attr-defined]
        if examples:
            with formatter.section(_EXAMPLES.rstrip(":")):
                formatter.write_dl(examples, col_max=_EXAMPLE_WIDTH)
        for paragraph in paragraphs:
            formatter.write_paragraph()
            formatter.write_text(paragraph)


class HouseCommand(_HouseHelp, TyperCommand):
    """A command whose help is laid out in the house style."""


class HouseGroup(_HouseHelp, TyperGroup):
    """A group of commands whose help is laid out in the house style."""

    def collect_usage_pieces(self, ctx: Context) -> list[str]:
        return [*super().collect_usage_pieces(ctx), self.subcommand_metavar]

    def format_commands(self, ctx: Context, formatter: HelpFormatter) -> None:
        # Each command's summary whole, wrapped (click cuts it to one line with "...").
        rows = []
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, command.get_short_help_str(limit=_WHOLE)))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def resolve_command(self, ctx: Context, args: list[str]) -> Any:
        name = args[0] if args else ""
        known = self.list_commands(ctx)
        if name and not name.startswith("-") and name not in known:
            import difflib

            close = [f"'{c}'" for c in difflib.get_close_matches(name, known, n=2)]
            guess = f"; did you mean {' or '.join(close)}?" if close else ""
            ctx.fail(f"no command '{name}'{guess}")
        return super().resolve_command(ctx, args)


def value_name(param: object) -> str:
    """How the help names a parameter's value: its metavar, else its name in capitals."""
    metavar = getattr(param, "metavar", None)
    return metavar or str(getattr(param, "name", "VALUE")).upper()


def split_epilog(epilog: str) -> tuple[list[tuple[str, str]], list[str]]:
    """An EPILOG's examples, as (command, what it does) pairs, and its other paragraphs
    with their lines joined."""
    examples: list[tuple[str, str]] = []
    paragraphs: list[str] = []
    in_examples = False
    for block in re.split(r"\n\s*\n", epilog.strip("\n")):
        lines = block.splitlines()
        if lines[0].strip() == _EXAMPLES:
            in_examples, lines = True, lines[1:]
        if in_examples and all(line.startswith("  ") for line in lines):
            for line in lines:
                if line.startswith("   ") and examples:  # a description on its own line
                    command, said = examples[-1]
                    examples[-1] = (command, f"{said} {line.strip()}".strip())
                else:
                    command, *said = re.split(r"\s{2,}", line.strip(), maxsplit=1)
                    examples.append((command, said[0] if said else ""))
            continue
        in_examples = False
        paragraphs.append(" ".join(line.strip() for line in lines))
    return examples, paragraphs


class _Formatter(HelpFormatter):
    """click's help formatter, wrapping at spaces only (`output.wrapped`): click's own
    wrapping breaks after hyphens, inside `--no-read`."""

    def write_text(self, text: str) -> None:
        indent = " " * self.current_indent
        paragraphs = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text) if p.strip()]
        for n, paragraph in enumerate(paragraphs):
            if n:
                self.write("\n")
            for line in wrapped(paragraph, self.width - self.current_indent):
                self.write(f"{indent}{line}\n")

    def write_dl(
        self, rows: Sequence[tuple[str, str]], col_max: int = 30, col_spacing: int = 2
    ) -> None:
        rows = list(rows)
        indent = " " * self.current_indent
        first_width = min(max(len(first) for first, _ in rows), col_max) + col_spacing
        hanging = indent + " " * first_width
        for first, second in rows:
            lines = wrapped(second, self.width - len(hanging)) if second else []
            if lines and len(first) + col_spacing <= first_width:
                self.write(f"{indent}{first.ljust(first_width)}{lines.pop(0)}\n")
            else:
                self.write(f"{indent}{first}\n")
            for line in lines:
                self.write(f"{hanging}{line}\n")


class _Context(Context):
    formatter_class = _Formatter


_HouseHelp.context_class = _Context
