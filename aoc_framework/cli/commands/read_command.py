"""`aoc read YEAR DAY`: the puzzle text in the terminal, or the page in a browser."""

from __future__ import annotations

from typing import Annotated

import typer

from aoc_framework.cli.options.arguments import TodaysDay, TodaysYear
from aoc_framework.cli.options.network_options import Timeout
from aoc_framework.cli.render.page_output import Refresh, show_markdown
from aoc_framework.cli.state import day_of
from aoc_framework.model.errors import UsageError

EPILOG = """Examples:

  aoc read 2023 1                 the puzzle text, part 2 included once unlocked

  aoc read                        today's puzzle, or your latest day

  aoc read 2023 1 | cat           the Markdown text, not paged, no escape codes

  aoc read 2023 1 --browser       open the puzzle page in your browser instead

  aoc read 2023 1 --refresh       fetch the page again (after solving on the website)
"""


def read_command(
    ctx: typer.Context,
    year: TodaysYear = None,
    day: TodaysDay = None,
    browser: Annotated[
        bool, typer.Option("--browser", "-b", help="Open the puzzle page in a web browser.")
    ] = False,
    refresh: Refresh = False,
    timeout: Timeout = None,
) -> None:
    """Show the puzzle text in the terminal, part 2 included once it is unlocked.

    The page is fetched once (with your session token) and cached beside the input
    (inputs/YYYY/DD.html, ignored by git), and fetched again once answers.toml records
    a part the cached page shows unsolved. On a terminal the text is drawn with rich, in
    the pager ($PAGER, else less; PAGER=cat prints it whole); piped, it is the Markdown
    text.
    """
    puzzle = day_of(ctx.obj, year, day)
    if browser:
        import webbrowser

        if not webbrowser.open(puzzle.url):
            raise UsageError(f"no web browser could be started; open {puzzle.url} yourself")
        print(f"opened {puzzle.url}")
        return
    from aoc_framework.actions.read import ReadRequest, read_puzzle
    from aoc_framework.cli.render.progress import retry_note, slow_step

    report = read_puzzle(
        ctx.obj.project(),
        ReadRequest(puzzle, refresh),
        ctx.obj.network(timeout),
        on_retry=retry_note(),
        slow=slow_step,
    )
    if report.older_copy is not None:
        from aoc_framework.cli.render.output import print_note

        print_note(
            "the copy cached before your latest star, not fetched again "
            f"({report.older_copy}): what that star opened is not in it"
        )
    # Paged, as aoc today shows it: 60 lines at once scrolled part 1 off an 80x24
    # terminal (a newcomer's morning). PAGER=cat prints it whole.
    show_markdown(report.markdown, then="back to the shell", ctrl_c_stops=False)
