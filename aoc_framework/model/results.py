"""The results of running days: one model shared by `run`, `status`, `time` and pytest.

- `Verdict`: how one part's answer compares with the expected one, with its look in
  `views.looks`.
- `Timing`: how long a step took, over one or more runs.
- `PartResult`: one part of one day on one input: answer, expected, verdict, time, error.
- `RunResult`: one day on one input (its cached input, or an example): parse, then parts.

The records are NamedTuples, immutable like frozen dataclasses: on Python 3.11 making a
frozen dataclass class costs several times as much, and `aoc` start-up counts them. For
the same reason annotations are not postponed here: a NamedTuple compiles each of its
fields' annotations given as text (a test holds every record on the start-up path to it).
"""

from collections.abc import Collection, Iterable, Mapping
from enum import Enum
from typing import NamedTuple

from aoc_framework.model.answer import Answer, answer_text, answers_match, canonical, is_no_answer
from aoc_framework.model.puzzle import PARTS, Part
from aoc_framework.model.text import printable


class Verdict(Enum):
    """How one part's answer compares with the expected one."""

    CORRECT = "correct"
    WRONG = "wrong"
    UNKNOWN = "unknown"  # no expected answer to compare with
    NOT_SOLVED = "not solved"
    ERROR = "error"  # the part raised, or returned something that is not an answer
    FREE_STAR = "free star"  # the final day's part 2: no puzzle, the star comes free
    FREE_STAR_LATER = "free star later"  # ... once every other star of the year is in

    @property
    def failed(self) -> bool:
        """Whether it makes a command exit non-zero."""
        return self in (Verdict.WRONG, Verdict.ERROR)


#: When a part's examples disagree, the summary shows the first of these that occurs.
SEVERITY = (
    Verdict.ERROR,
    Verdict.WRONG,
    Verdict.NOT_SOLVED,
    Verdict.UNKNOWN,
    Verdict.FREE_STAR_LATER,
    Verdict.FREE_STAR,
    Verdict.CORRECT,
)


def judge(answer: Answer, expected: Answer) -> Verdict:
    """The verdict on `answer` given the expected answer (None: not known). A drawing
    whose letters could not be read is not compared with expected letters (UNKNOWN): a
    page may draw its example in a font of its own (2018 day 10's "HI", 8 rows), and a
    right code would be held back by it as wrong."""
    if is_no_answer(answer):
        return Verdict.NOT_SOLVED
    mine, theirs = canonical(answer), canonical(expected)
    if theirs is None or (mine is not None and mine.unreadable and not theirs.unreadable):
        return Verdict.UNKNOWN
    return Verdict.CORRECT if answers_match(answer, expected) else Verdict.WRONG


def worst(verdicts: list[Verdict]) -> Verdict | None:
    """The verdict that sums up several (the most severe); None for none."""
    return next((v for v in SEVERITY if v in verdicts), None)


class Timing(NamedTuple):
    """How long a step took: the first (cold) run, and over `runs` runs the minimum and
    median. One run has all three equal. `peak_bytes`: how far the step raised the
    process's resident set above what it held as it started, where it was measured
    (`engine.memory.step_peak`)."""

    first_ns: int
    runs: int = 1
    min_ns: int | None = None
    median_ns: int | None = None
    peak_bytes: int | None = None

    @classmethod
    def once(cls, ns: int, peak_bytes: int | None = None) -> "Timing":
        """The timing of a single run."""
        return cls(ns, 1, ns, ns, peak_bytes)

    @property
    def best_ns(self) -> int:
        """The figure to show when only one is shown: the median (the run itself, once)."""
        return self.median_ns if self.median_ns is not None else self.first_ns


class PartResult(NamedTuple):
    """One part of one day on one input."""

    part: Part
    answer: Answer = None
    expected: str | None = None
    verdict: Verdict = Verdict.NOT_SOLVED
    time: Timing | None = None
    error: str | None = None
    #: An answer the site judged wrong (`Verdict.WRONG` with no expected answer): how
    #: it was judged, shown in place of the expected answer.
    judged_wrong: str | None = None

    @classmethod
    def judged(
        cls, part: Part, answer: Answer, expected: Answer, time: Timing | None = None
    ) -> "PartResult":
        """The result of `answer`, judged against `expected` (None: not known)."""
        return cls(part, answer, _shown(expected), judge(answer, expected), time)

    @classmethod
    def failed(cls, part: Part, error: str, expected: Answer = None) -> "PartResult":
        """The result of a part that raised `error` (one line)."""
        return cls(part, None, _shown(expected), Verdict.ERROR, None, error)

    def judged_by_site(self, judgement: str) -> "PartResult":
        """This result with a `?` answer the site judged wrong (`judgement` says how)."""
        return self._replace(verdict=Verdict.WRONG, judged_wrong=judgement)

    @property
    def answer_text(self) -> str | None:
        """The answer as it is compared and submitted (a drawing's letters)."""
        return answer_text(self.answer)

    @property
    def drawing(self) -> str | None:
        """The drawing the answer is, if it is one (shown beside its letters)."""
        found = canonical(self.answer)
        return found.drawing if found is not None else None

    @property
    def unreadable(self) -> bool:
        """A drawing whose letters could not be read: no answer to send as it is."""
        found = canonical(self.answer)
        return found is not None and found.unreadable


def _shown(expected: Answer) -> str | None:
    """The expected answer as it is shown: it comes from answers.toml or a day's
    examples, which may be other people's text."""
    text = answer_text(expected)
    return None if text is None else printable(text)


#: `RunResult.source` of a run on the day's own input (else the example's label, or the
#: file or text given).
INPUT_SOURCE = "input"


class RunResult(NamedTuple):
    """One day on one input: `source` names the input (`input`, `example 1`...), `parse`
    its timing (None when parse raised: then `parse_error` and no parts)."""

    source: str
    parts: tuple[PartResult, ...] = ()
    parse: Timing | None = None
    parse_error: str | None = None
    #: Set when the day computes both parts in one `solve` step: its timing is `parse`'s
    #: sibling here, and the parts carry no time of their own.
    solve: Timing | None = None
    #: What the day printed during this run, where it was kept (`aoc watch`, whose
    #: worker prints nowhere else): shown under the run's heading.
    output: str = ""

    @property
    def ok(self) -> bool:
        """No part gave a wrong answer or failed, and parse did not fail."""
        return self.parse_error is None and not any(p.verdict.failed for p in self.parts)

    def part(self, part: Part) -> PartResult | None:
        """The result of `part`, if it was run."""
        return next((p for p in self.parts if p.part == part), None)


#: Each part's verdict over some runs (None: no run had the part).
PartVerdicts = tuple["Verdict | None", "Verdict | None"]


def part_verdicts(runs: Iterable[RunResult]) -> PartVerdicts:
    """Each part's verdict over `runs` (the most severe; None: no run had the part)."""
    by_part: dict[Part, list[Verdict]] = {part: [] for part in PARTS}
    for run in runs:
        if run.parse_error is not None:
            for part in PARTS:
                by_part[part].append(Verdict.ERROR)
        for result in run.parts:
            by_part[result.part].append(result.verdict)
    return (worst(by_part[Part.ONE]), worst(by_part[Part.TWO]))


def failing_parts(
    runs: Iterable[RunResult], parts: Iterable[Part], guesses: Collection[str] = ()
) -> tuple[Part, ...]:
    """Those of `parts` whose verdict over `runs` failed (a wrong answer, an error):
    the parts `aoc watch` holds back from the input while an example of theirs fails.
    A failure on one of `guesses` (examples the extractor guessed from the page, by
    label) does not count: a guess may be the wrong block of the page, or no input at
    all ("rect AxB", which right code cannot parse), so the input runs anyway (its answer
    is not sent: `authoring/watch`)."""
    kept = [run for run in runs if run.source not in guesses]
    verdicts = part_verdicts(kept)
    return tuple(part for part in parts if (v := verdicts[part - 1]) and v.failed)


def wrong_guesses(runs: Iterable[RunResult], part: Part, guesses: Collection[str]) -> list[str]:
    """The labels of the guessed examples (`guesses`) on which `part` gave a wrong
    answer (not an error): the examples that may be the wrong block of the page."""
    return [
        run.source
        for run in runs
        if run.source in guesses
        and run.parse_error is None
        and (found := run.part(part)) is not None
        and found.verdict is Verdict.WRONG
    ]


def raised_guesses(runs: Iterable[RunResult], part: Part, guesses: Collection[str]) -> list[str]:
    """The labels of the guessed examples (`guesses`) on which `part` raised, or whose
    text the day could not parse: examples that may be no input at all."""
    return [
        run.source
        for run in runs
        if run.source in guesses and (run.parse_error is not None or _raised(run.part(part)))
    ]


def _raised(result: PartResult | None) -> bool:
    return result is not None and result.verdict is Verdict.ERROR


class GuessReason(NamedTuple):
    """Why the extractor offers an example as a guess (`FoundExample.why_a_guess`), by
    the part and the answer the page states for it; `own_values`: the values the page
    gives the example alone, when it is a guess for want of them alone
    (`FoundExample.own_values`; "" otherwise)."""

    part: int
    answer: str
    why: str
    own_values: str = ""


class Doubt(NamedTuple):
    """A part's wrong answer on an example the extractor took from the page and the
    user has not checked yet (`Example.from_page`): the example's label, whether it was
    only a guess, the part's result on it, and for a guess the part's results on the
    page's other candidates, judged against the answers the page states for them.
    `accepted`: the part's answer on the input is the one the site accepted, so its code
    is right and the example (its text, its answer, its parameters) is at fault."""

    label: str
    guessed: bool
    result: PartResult
    candidates: tuple[RunResult, ...] = ()
    accepted: bool = False
    #: For a guess, why the extractor guessed (`FoundExample.why_a_guess`), if known.
    why: str | None = None

    @property
    def backed(self) -> bool:
        """Whether the code gives the answer the page states for another candidate: a
        sign the guess is the wrong block, not the code wrong."""
        part = self.result.part
        return any(
            (found := run.part(part)) is not None and found.verdict is Verdict.CORRECT
            for run in self.candidates
        )


def doubts_of(
    runs: Iterable[RunResult],
    taken: Mapping[str, bool],
    candidates: Iterable[RunResult] = (),
    on_input: RunResult | None = None,
    why_guessed: Iterable[GuessReason] = (),
) -> list[Doubt]:
    """The `Doubt`s of `runs` (examples' runs): each wrong answer on an example of
    `taken` (label: guessed?, `engine.run.taken_from_page`), a guess's with the
    `candidates`' runs, each `accepted` where the part's result `on_input` is judged
    right (against the answer the site accepted). An error is not one: on any example,
    it is the code's doing. `why_guessed`: why the page's guesses are guesses
    (`page_examples.guess_reasons`), said with a guess's doubt."""
    candidates = tuple(candidates)
    whys = {(reason.part, reason.answer): reason.why for reason in why_guessed}

    def accepted(part: PartResult) -> bool:
        found = on_input.part(part.part) if on_input is not None else None
        return found is not None and found.verdict is Verdict.CORRECT

    return [
        Doubt(
            run.source,
            taken[run.source],
            part,
            candidates if taken[run.source] else (),
            accepted(part),
            whys.get((part.part.value, part.expected or "")) if taken[run.source] else None,
        )
        for run in runs
        if run.source in taken and run.parse_error is None
        for part in run.parts
        if part.verdict is Verdict.WRONG
    ]
