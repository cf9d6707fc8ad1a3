"""`aoc watch YEAR DAY`: run one day again each time its module or a helper is saved."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated

import typer

from aoc_framework.cli.options.arguments import TodaysDay, TodaysYear
from aoc_framework.cli.options.day_options import DayTimeout, Memory, many_day_settings
from aoc_framework.cli.options.network_options import Timeout, Wait
from aoc_framework.cli.render.day_output import ResultPrinter, print_doubts
from aoc_framework.cli.render.output import (
    after_ctrl_c,
    mark,
    paint,
    print_error,
    rewrite_line,
    say,
    terminal_line,
)
from aoc_framework.cli.render.submission_output import announce_wait
from aoc_framework.model import clock
from aoc_framework.model.clock import time_of_day
from aoc_framework.model.durations import format_wait
from aoc_framework.model.plural import counted
from aoc_framework.model.puzzle import Part
from aoc_framework.model.results import INPUT_SOURCE, Verdict, part_verdicts, worst

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from pathlib import Path

    from aoc_framework.actions.new import NewReport
    from aoc_framework.actions.watch import WatchAsked, WatchRequest
    from aoc_framework.authoring.example_extractor import FoundExample
    from aoc_framework.authoring.watch import DayRun, WatchedRun
    from aoc_framework.engine.day_tasks import WatchProgress
    from aoc_framework.model.puzzle import PuzzleDay
    from aoc_framework.model.results import PartResult, RunResult
    from aoc_framework.project.layout import Project
    from aoc_framework.project.settings import Limits, Network
    from aoc_framework.site.submit import SubmitResult

EPILOG = """Examples:

  aoc watch 2023 7                run day 7 again on every save of its module or a helper

  aoc watch 2023 7 --example      its examples only (no input needed)

  aoc watch 2023 7 --submit       also submit each new answer once its examples pass

  aoc watch 2025 5 --wait         before midnight US Eastern: wait for the input, then watch

  aoc watch                       today's puzzle (during the event), else your latest day

Ctrl-C stops watching (exit 0).
"""

#: Clears the screen and puts the cursor at the top; the scrollback (earlier hints,
#: what ran before) stays.
CLEAR = "\x1b[H\x1b[2J"


def watch_command(
    ctx: typer.Context,
    year: TodaysYear = None,
    day: TodaysDay = None,
    example: Annotated[
        bool,
        typer.Option("--example", "-e", help="Run the examples only (no input needed)."),
    ] = False,
    submit: Annotated[
        bool,
        typer.Option(
            "--submit",
            help="Submit a part's answer once its examples pass, if it is new and not "
            "verified yet (see aoc submit); after 'answered too recently', wait the "
            "site's delay and send it again, unless a save comes first.",
        ),
    ] = False,
    wait: Wait = False,
    day_timeout: DayTimeout = None,
    memory: Memory = None,
    timeout: Timeout = None,
) -> None:
    """Run one day again each time its module or a helper it imports is saved.

    Each run clears the screen (on a terminal; piped, a line separates the runs), runs
    the examples, then the input for each part whose examples pass, in a fresh process,
    and shows the answers, ✓/✗ and times as aoc run does. An error is shown in a line or
    two and the watch goes on. An answer sent from another terminal (aoc submit) is seen
    too; once part 1 is right, part 2's example is added from the page. Ctrl-C stops
    watching, with exit code 0. With no YEAR DAY it watches today's puzzle during the
    event, else the latest day that has a solution (as aoc today).
    """
    from aoc_framework.actions.watch import WatchAsked

    state = ctx.obj
    project = state.project()
    network = state.network(timeout)
    limits = many_day_settings(state.settings, day_timeout, 1, memory).limits()
    request = ready(project, WatchAsked(year, day, example, submit, wait), network)
    watch_day(project, request, limits, network=network)


def ready(project: Project, asked: WatchAsked, network: Network) -> WatchRequest:
    """The watch `asked` means (`actions.watch.ready_to_watch`): which day and why, the
    warning of the examples only, the countdown and the input fetched, said on stderr."""
    from aoc_framework.actions.watch import ReadyCalls, ready_to_watch
    from aoc_framework.cli.day_input import said, say_fetched
    from aoc_framework.cli.render.output import warn
    from aoc_framework.cli.render.progress import countdown, retry_note

    calls = ReadyCalls(
        said=said,
        warning=warn,
        countdown=countdown,
        on_retry=retry_note(),
        fetched=lambda puzzle: say_fetched(project, puzzle),
    )
    return ready_to_watch(project, asked, network, calls)


def watch_day(
    project: Project,
    request: WatchRequest,
    limits: Limits,
    *,
    network: Network,
    after_run: Callable[[DayRun], None] | None = None,
    kept: list[str] | None = None,
    read: bool = False,
    first: list[str] | None = None,
) -> None:
    """The watch of `request` in `project` until Ctrl-C (`actions.watch`): each run
    shown, its submissions said, then told to `after_run` (`aoc today --rehearse` times
    it). What the site said of its answers, and the lines the caller adds to `kept`,
    are shown again under each run's stamp (each run clears the screen); the lines of
    `first`, under the first run's only (what `aoc today` did before the watch). With `read`
    (`aoc today`), part 2's text is shown in a pager when part 1 right opens it, as
    part 1's was at the unlock."""
    from aoc_framework.actions.watch import WatchCalls, watch

    puzzle = request.puzzle
    from aoc_framework.site.submit import submit_command

    def ran(watched: WatchedRun) -> None:
        if after_run is not None:
            after_run(watched.run)
        _footer(project, puzzle, watched.watched)

    screen = _Screen(project, request, limits, [] if kept is None else kept, read=read, first=first)
    calls = WatchCalls(
        on_start=screen.start,
        on_progress=screen.progress,
        on_run=lambda watched: screen.show(watched.run),
        on_submission=screen.submitted,
        part_2_opened=screen.part_2_opened,
        page_filled=screen.page_filled,
        both_stars=screen.both_stars,
        on_held=screen.held,
        on_sending=screen.sending,
        on_wait=screen.waits,
        waiting=screen.counts_down,
        failed=screen.failed,
        on_ready=lambda part: say(
            f"{puzzle} {part.part.label}: its examples pass; send it with "
            f"{submit_command(puzzle, part)} (or start the watch with --submit)",
            "dim",
        ),
        after_run=ran,
    )
    try:
        watch(project, request, limits, network, calls)
    except KeyboardInterrupt:
        after_ctrl_c()
        say(f"stopped watching {puzzle}{screen.cut_off()}", stream=sys.stderr)


class _Screen:
    """One run after another on the screen: each starts with a cleared screen (a
    terminal) or a separator line (piped) that says when and why; each input's heading
    and each part's line come as they happen, as under aoc run; then the rest."""

    def __init__(
        self,
        project: Project,
        request: WatchRequest,
        limits: Limits,
        kept: list[str],
        *,
        read: bool = False,
        first: list[str] | None = None,
    ) -> None:
        self.project, self.puzzle, self.read = project, request.puzzle, read
        #: The answer sent and not answered yet; the one that waits to be sent (the
        #: result that asked for the wait).
        self.on_its_way: PartResult | None = None
        self.waiting: SubmitResult | None = None
        self.opens_part_2 = request.open_part_2
        #: Whether this watch sends answers (else its held parts are cautions).
        self.submits = request.submit
        #: The day's time limit: what stops a run still going, with a save.
        self.limit_s = limits.timeout_s
        self.printer = self._printer()
        #: The kept lines of each part's wrong answers (gone once it is right), and
        #: whether both stars are said.
        self.wrong: dict[Part, list[str]] = {}
        self.both_said = False
        #: What the site said of this watch's answers (and what the caller keeps):
        #: shown again under each run's stamp, since the run clears the screen (a
        #: second save wiped "✓ 58 is right").
        self.judged = kept
        #: Those of `judged` said again under the next stamps only, until a save of
        #: yours: news, not state (part 2 is open, or what `aoc today` did before the
        #: watch, `first`): on every save they crowded a 30-row terminal; and those of
        #: them said under a stamp already.
        self.once: list[str] = list(first or [])
        self.judged += self.once
        self.said_news: set[str] = set()
        #: The errors of this run whose line of code is shown (once each, under the
        #: first part that raised it).
        self.placed: set[str] = set()
        #: The examples of this run started, those that gave a part, and whether the
        #: parts held back from the input are said (under its heading, as it starts).
        self.started: list[str] = []
        self.answered: set[str] = set()
        self.held_said = False
        #: The parts held back that come after a part the input runs, and why: said
        #: under that part's line, in the order of the parts.
        self.held_after: tuple[list[Part], list[str]] = ([], [])

    def sending(self, part: PartResult) -> None:
        """A part's answer on its way to the site (which may take seconds)."""
        self.on_its_way, self.waiting = part, None
        sent = f"sending {part.answer_text} to adventofcode.com"
        say(f"{self.puzzle} {part.part.label}: {sent}", "dim")

    def waits(self, result: SubmitResult) -> None:
        """The answer on its way waits out "answered too recently", or the site's wait
        after a wrong answer."""
        self.on_its_way, self.waiting = None, result
        announce_wait(result)

    def counts_down(self, left: float | None) -> None:
        """The wait's seconds left, on a terminal a line rewritten each second (the saves
        still watched: said), wiped when it is over (None); piped, nothing more."""
        if not sys.stderr.isatty():
            return
        save = "a save now runs the new code at once (its answer goes instead)"
        line = None if left is None else f"  {format_wait(left)} to go; {save}"
        rewrite_line(line, sys.stderr, "dim")

    def held(self, part: PartResult, why: str) -> None:
        """A part not sent, and why (a watch that sends none: why to check it first)."""
        self.on_its_way = self.waiting = None
        held = "not submitted" if self.submits else "check it before you send it"
        say(f"{self.puzzle} {part.part.label}: {held} ({why})")

    def failed(self, message: str) -> None:
        """A submission (or part 2's opening) that failed: the watch goes on."""
        self.on_its_way = self.waiting = None
        print_error(message)

    def cut_off(self) -> str:
        """What became of an answer on its way when the watch was stopped, if any."""
        part, waiting = self.on_its_way, self.waiting
        if waiting is not None:  # waiting to be sent (again, after "too recently")
            return f"; {self.puzzle} {waiting.part.label}'s {waiting.answer} was not sent"
        if part is None:
            return ""
        answer = f"{self.puzzle} {part.part.label}'s {part.answer_text}"
        from aoc_framework.site.submit import submit_command

        again = submit_command(self.puzzle, part)
        return f"; {answer} may have reached adventofcode.com: {again} says if it was judged"

    def submitted(self, part: PartResult, result: SubmitResult | None) -> None:
        """A part of the run sent (its result) or not (None), said and kept."""
        from aoc_framework.cli.render.submission_output import (
            next_lines,
            print_part_submission,
            submission_line,
        )
        from aoc_framework.site.submit import Outcome

        self.on_its_way = self.waiting = None
        print_part_submission(self.puzzle, part, result, opens_part_2=self.opens_part_2)
        if result is None:
            return
        line = submission_line(result)
        if result.solved:  # the part's wrong answers and their waits are past now
            past = self.wrong.pop(part.part, [])
            self.judged[:] = [kept for kept in self.judged if kept not in past]
        elif result.outcome is Outcome.WRONG:
            self.wrong.setdefault(part.part, []).append(line)
        # Kept: answers.toml, now written, runs the day again.
        self.judged.append(line)
        if result.outcome is Outcome.CORRECT and part.part is Part.TWO:
            self.both_said = True  # next_lines said both stars: kept as `start` says
        else:
            self.judged += next_lines(result, opens_part_2=self.opens_part_2)

    def both_stars(self, puzzle: PuzzleDay) -> None:
        """Both stars, however part 2 was sent: said and kept, unless its submission
        said it already."""
        from aoc_framework.authoring.today import both_stars

        if not self.both_said:
            self.both_said = True
            say(both_stars(puzzle))

    def page_filled(self, report: NewReport) -> None:
        """The module completed from the page it was written without: said and kept."""
        from aoc_framework.cli.commands.new_command import written_lines

        for line in written_lines(self.project, report, hint=False):
            say(line)
            self.judged.append(line)
            self.once.append(line)

    def part_2_opened(self, added: list[FoundExample]) -> None:
        """Part 1 is right: part 2 is open, with the examples added to the module (the
        save that follows runs it), said and kept."""
        from aoc_framework.site.puzzle_page import cached_page

        puzzle = self.puzzle
        module = self.project.relative(self.project.solution_path(puzzle))
        read = f"aoc read {puzzle.year} {puzzle.day} shows its text"
        guessed = " (guessed)" if any(not example.sure for example in added) else ""
        noun, verb = ("examples", "are") if len(added) > 1 else ("example", "is")
        # An editor holding its own copy would save over them (a newcomer's, in vim).
        reload = " (reload it in your editor)"
        added_to = (
            f"its {noun} from the page{guessed} {verb} added to {module}{reload}; " if added else ""
        )
        line = f"{puzzle} part 2 is open: {added_to}{read}"
        say(line)
        self.judged.append(line)
        self.once.append(line)
        page = cached_page(self.project, puzzle) if self.read else None
        if page is not None:
            from aoc_framework.authoring.read import newest_part_markdown
            from aoc_framework.cli.render.page_output import show_markdown

            # The watch waits while the pager is open: said on its first line.
            back = (
                "back to the watch; what you save meanwhile runs then. The whole page,"
                f" part 1 with it: aoc read {puzzle.year} {puzzle.day}"
            )
            show_markdown(newest_part_markdown(page), then=back)

    def start(self, changed: frozenset[Path], own: frozenset[Path] = frozenset()) -> None:
        """A run starts, because of the saves of `changed` (none: the first), `own` of
        them this watch's own writes (an answer recorded, part 2's example added)."""

        def named(paths: frozenset[Path]) -> str:
            return ", ".join(sorted(self.project.relative(path) for path in paths))

        why = [f"{named(changed - own)} saved"] if changed - own else []
        why += [f"{named(own)} written by the watch"] if own else []
        when = time_of_day(clock.now(), seconds=True)
        stamp = f"{when} · {'; '.join(why) or 'started'}"
        if changed - own:  # news said once is gone at your save, kept through the watch's
            self._forget_news()  # own (two such runs in a second hid "part 2 is open")
        if sys.stdout.isatty():
            print(CLEAR, end="")
            say(stamp, "dim")
            self._earlier()
        else:
            say(f"──── {stamp} ────")
        self.said_news |= set(self.once)
        self.printer.stop()
        self.printer = self._printer()
        self.placed = set()
        self.started, self.answered, self.held_said = [], set(), False
        self.held_after = ([], [])

    def _forget_news(self) -> None:
        """The news (`once`) said under a stamp already: not said again."""
        gone = [line for line in self.once if line in self.said_news]
        self.judged[:] = [line for line in self.judged if line not in gone]
        self.once[:] = [line for line in self.once if line not in gone]
        self.said_news -= set(gone)

    def _earlier(self) -> None:
        """What was said before this run that still holds, under its stamp."""
        for line in self.judged:
            say(f"earlier: {line}", "dim")
        if self.both_said:  # when the next puzzle comes, from now (it was stale)
            from aoc_framework.authoring.today import both_stars

            say(f"earlier: {both_stars(self.puzzle)}", "dim")

    def _printer(self) -> ResultPrinter:
        stopped_by = f"stops at {self.limit_s:g} s (--day-timeout) or on a save"
        return ResultPrinter(str(self.puzzle), stopped_by=stopped_by, limit_s=self.limit_s)

    def progress(self, progress: WatchProgress) -> None:
        """An input started, or a part ended."""
        self.printer.heading = _heading(self.puzzle, progress.title)
        if progress.result is None:
            self.printer.start(progress.source)
            if progress.source != INPUT_SOURCE:
                self.started.append(progress.source)
                return
            # In the order of the parts: "part 1 not run" before part 2's line (it came
            # at the end), "part 2 not run" after part 1's (it came before).
            held = [p for p in self.puzzle.answered_parts if p not in progress.parts]
            unparsed = [source for source in self.started if source not in self.answered]
            first = min(progress.parts, default=None)
            _say_held([p for p in held if first is None or p < first], unparsed)
            self.held_after = ([p for p in held if first is not None and p > first], unparsed)
            self.held_said = True
        else:
            self.answered.add(progress.source)
            self.printer(progress.result)
            self._code_lines(progress.result)

    def _code_lines(self, result: RunResult) -> None:
        """The line of code each error of `result` names, right under the part that
        raised it, once a run (the examples and the input raise at the same place)."""
        errors = [result.parse_error, *(part.error for part in result.parts)]
        for error in dict.fromkeys(e for e in errors if e and e not in self.placed):
            self.placed.add(error)
            _code_line(self.project, error)

    def show(self, run: DayRun) -> None:
        """The run's end: what its progress did not show (errors, with the line of code
        they name; a part stopped at the time limit), why parts did not run, and its
        time."""
        project, check, printer = self.project, run.check, self.printer
        printer.stop()
        printer.heading = _heading(self.puzzle, check.title)
        if check.error is not None:
            say(printer.heading, "bold")
            say(f"error: {check.error}", "red")
            _code_line(project, check.error)
            say("fix it and save: the watch goes on")
        else:
            results = run.results
            for result in results:  # what the day printed came with its parts already
                streamed = result.source in printer.shown and result.parse_error is None
                printer(result._replace(output="") if streamed else result)
                self._code_lines(result)
            printer.finish(results)
            _say_held(*self.held_after)
            if run.stopped is not None:
                say(f"timeout: {run.stopped}", "red")
            if not self.held_said:  # (no input run: every part held, or examples only)
                unparsed = [e.source for e in run.check.examples if e.parse_error]
                _say_held(run.held, unparsed)
            _guesses(self.puzzle, run)
        say(f"{mark(_run_verdict(run))} ran in {run.seconds:.2f} s")


def _heading(puzzle: PuzzleDay, title: str) -> str:
    """`2023 day 1: Trebuchet?!`, as aoc run heads a day's runs."""
    return str(puzzle) + (f": {title}" if title else "")


def _run_verdict(run: DayRun) -> Verdict:
    """The run's mark: its worst part, green only when every part ran and was right (○
    while parts return None); ! for a day that failed to load or parse."""
    if run.check.error is not None or run.stopped is not None:
        return Verdict.ERROR
    verdicts = [v for v in part_verdicts(run.results) if v is not None]  # a parse error: !
    return worst(verdicts) or Verdict.UNKNOWN


def _code_line(project: Project, error: str) -> None:
    """The line of the day's code an error names, under it, as a traceback shows a
    frame's code under its place (the error's line ends with the place: not said again);
    nothing if it names none."""
    from aoc_framework.engine.run import described_location

    location = described_location(error)
    if location is None:
        return
    name, number = location
    try:
        lines = (project.root / name).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return
    if 1 <= number <= len(lines):
        shown = terminal_line(f"    {lines[number - 1].strip()}", sys.stdout)
        print(paint(shown, "dim"))


def _say_held(held: Sequence[Part], unparsed: Sequence[str]) -> None:
    """Why the `held` parts did not run on the input: the examples `unparsed` did not
    parse, which is said so (not "an example of it fails", of a part it has none)."""
    why = f"the parse fails on {' and '.join(unparsed)}" if unparsed else "an example of it fails"
    for part in held:
        say(f"{part.label} not run on the input: {why}", "yellow")


def _guesses(puzzle: PuzzleDay, run: DayRun) -> None:
    """A wrong answer on an example the extractor only guessed from the page: it may be
    the wrong block of the page, so the input ran anyway; what the code gives on the
    page's other blocks."""
    print_doubts(puzzle, run.doubts, _yellow, sys.stdout)


def _yellow(line: str) -> None:
    say(line, "yellow")


def _footer(project: Project, puzzle: PuzzleDay, files: frozenset[Path]) -> None:
    """What is watched, and how to stop: the helpers the day imports are counted, not
    the packages' `__init__.py` it passes through (watched too: "2 files it imports"
    read as helpers to a newcomer whose day imports none)."""
    helpers = files - {project.solution_path(puzzle), project.answers_path}
    others = sum(1 for path in helpers if path.name != "__init__.py")
    imports = f" and {counted(others, 'file')} it imports" if others else ""
    module = project.relative(project.solution_path(puzzle))
    say(f"watching {module}{imports} · Ctrl-C to stop", "dim")
