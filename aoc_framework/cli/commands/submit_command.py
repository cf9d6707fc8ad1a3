"""`aoc submit YEAR DAY PART ANSWER`: submit one answer by hand."""

import contextlib
import shlex
from typing import TYPE_CHECKING, Annotated

import typer

from aoc_framework.cli.exit_codes import submission_code
from aoc_framework.cli.options.account_options import AccountName
from aoc_framework.cli.options.arguments import PART, AnswerCommand, Day, Year
from aoc_framework.cli.options.network_options import Timeout, Wait
from aoc_framework.cli.render.submission_output import announce_wait, print_submit_result
from aoc_framework.cli.state import account_project, puzzle_of
from aoc_framework.model.puzzle import Part

if TYPE_CHECKING:
    from aoc_framework.site.submit import SubmitResult

EPILOG = """Examples:

  aoc submit 2023 7 1 250254244

  aoc submit 2023 7 2 250087440 --wait    wait out a "too recently" delay, then resubmit

  aoc submit 2026 1 2 -56                 a negative answer is an answer

  aoc run 2023 7 --submit                 run the day and submit what it computes

Exit codes: 0 right (or solved before with this answer), 1 wrong (or known wrong: not
sent), 5 token missing or expired, 6 answered too recently, 7 wrong level, 8 solved
before with a different answer.
"""

#: `aoc submit 2026 1 2 -56` sends -56 (click would read it as an option).
COMMAND_CLASS = AnswerCommand


def submit_command(
    ctx: typer.Context,
    year: Year,
    day: Day,
    part: Annotated[
        int,
        typer.Argument(click_type=PART, metavar="PART", help="Part, 1 or 2.", show_default=False),
    ],
    answer: Annotated[
        str, typer.Argument(metavar="ANSWER", help="The answer to submit.", show_default=False)
    ],
    wait: Wait = False,
    timeout: Timeout = None,
    account: AccountName = None,
) -> None:
    """Submit an answer to adventofcode.com and record it in answers.toml if right.

    Submission goes through aocd, which never sends the same answer twice, nor one above
    an answer judged too high or below one judged too low, nor a part 2 answer equal to
    part 1's, and checks an already solved part locally instead of posting. No browser
    is opened.
    """
    from aoc_framework.actions.submit import SubmitRequest, submit
    from aoc_framework.cli.render.output import warn
    from aoc_framework.model.text import one_line

    request = SubmitRequest(puzzle_of(year, day), Part(part), answer, wait)
    project = account_project(ctx.obj.project(), account)
    shown = one_line(answer)  # the user's text, shown as text
    sending = _Sending(f"sending {shown} to adventofcode.com")
    try:
        with sending:
            network = ctx.obj.network(timeout)
            result = submit(project, request, network, on_wait=sending.waits, on_post=sending.goes)
    except KeyboardInterrupt:
        if sending.waiting:
            warn(f"{shown} was not sent: it waited for the site to take answers again")
            raise
        again = f"aoc submit {year} {day} {part} {shlex.quote(shown)}"
        warn(f"{shown} may have reached adventofcode.com: {again} again says if it was judged")
        raise
    print_submit_result(result, has_module=project.solution_path(request.puzzle).exists())
    raise typer.Exit(int(submission_code(result)))


class _Sending(contextlib.ExitStack):
    """What `aoc submit` says of the answer on its way: once it has been at the site a
    second, that it is (a slow site; a line, not a spinner: aocd swaps stdout while it
    posts); while it waits for the site (`--wait`), the wait, and nothing of sending."""

    def __init__(self, message: str) -> None:
        super().__init__()
        self.message = message
        self.waiting = False

    def goes(self) -> None:
        from aoc_framework.cli.render.progress import slow_step

        self.waiting = False
        self.enter_context(slow_step(self.message, spinner=False))

    def waits(self, result: "SubmitResult") -> None:
        self.close()  # what was said of its going ends with it
        self.waiting = True
        announce_wait(result)
