"""`aoc history`: puzzle inputs and puzzle text in your git, and how to remove them."""

from typing import Annotated

import typer

from aoc_framework.cli.exit_codes import ExitCode
from aoc_framework.model.plural import counted
from aoc_framework.model.text import one_line

EPILOG = """Examples:

  aoc history                     what git holds that is not to be published

  aoc history --paths > private.txt
  git filter-repo --invert-paths --paths-from-file private.txt
                                  rewrite the history without them (your call)

Files are found by their names: the inputs folder, .aoc-cache/, folders named input(s),
aocd's cache names, input.txt, day07.txt, puzzle pages. aoc never changes your history.
"""

#: The paths shown at most; `--paths` lists every one.
SHOWN = 12


def history_command(
    ctx: typer.Context,
    paths: Annotated[
        bool,
        typer.Option("--paths", help="Print only the paths, one a line (for git filter-repo)."),
    ] = False,
) -> None:
    """Find puzzle inputs and puzzle text that git tracks or your history holds.

    The site asks that inputs and puzzle text not be published. Looks in the index (git
    ls-files) and in every commit of every branch (git log --all, one call), says how to
    remove what it finds, and changes nothing. Exits 1 when inputs or puzzle text are
    found in git; 0 on success, when git holds none.
    """
    from aoc_framework.project.history import tracked_private

    project = ctx.obj.project()
    found = tracked_private(project)
    if found is None:
        print(f"{project.root} is not in a git repository: nothing to check")
        return
    if paths:
        for path in found.all:
            print(one_line(path))
    else:
        for line in _report(found.now, found.history):
            print(line)
    if found.all:
        raise typer.Exit(ExitCode.WRONG_ANSWER)


def _report(now: tuple[str, ...], history: tuple[str, ...]) -> list[str]:
    """What was found, the first `SHOWN` paths, and how to remove them."""
    if not now and not history:
        return ["no puzzle input or puzzle text in git's index or history"]
    lines = [
        f"{counted(len(now) + len(history), 'file')} of puzzle inputs or text in git: "
        f"{len(now)} tracked, {len(history)} in earlier commits only"
    ]
    listed = [("tracked", path) for path in now] + [("history", path) for path in history]
    lines += [f"  {where:8} {one_line(path)}" for where, path in listed[:SHOWN]]
    if len(listed) > SHOWN:
        lines.append(f"  and {len(listed) - SHOWN} more (aoc history --paths lists all)")
    if now:
        lines.append("Untrack them (your copies stay): git rm -r --cached -- PATH...; commit")
    lines += [
        "Earlier commits keep them, in every clone: rewrite the history without them",
        "with git filter-repo (--invert-paths --paths-from-file, from aoc history",
        "--paths) or BFG, then force-push. aoc itself never rewrites history.",
    ]
    return lines
