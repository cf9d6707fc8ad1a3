"""How a verdict looks, wherever it is shown: its glyph, colour and word, and the one
wording of a failed step ("✗ expected X"). The CLI paints these, the Python API and the
README writer put them in HTML and Markdown; nothing else spells a glyph."""

from typing import NamedTuple

from aoc_framework.model.results import RunResult, Verdict


class Look(NamedTuple):
    """A verdict drawn: one character for tables, a colour (a rich style name, also
    known to `cli.render.output.paint`), and its legend word."""

    glyph: str
    color: str
    word: str


LOOKS = {
    Verdict.CORRECT: Look("✓", "green", "right"),
    Verdict.WRONG: Look("✗", "red", "wrong"),
    Verdict.UNKNOWN: Look("?", "yellow", "no known answer"),
    Verdict.NOT_SOLVED: Look("○", "dim", "not solved"),
    Verdict.ERROR: Look("!", "red", "error"),
    Verdict.FREE_STAR: Look("★", "yellow", "free star"),
    Verdict.FREE_STAR_LATER: Look("☆", "dim", "free star once the others are in"),
}
#: A part with nothing to check (no example, no input).
NOTHING = Look("–", "dim", "nothing to check")
#: Whether a thing exists (a day's solution, its input), as `aoc status` marks it.
PRESENT = Look("✓", "green", "present")
ABSENT = Look("·", "dim", "absent")
#: An answer the site did not judge (answered too recently, the wrong level).
NOT_JUDGED = Look("…", "yellow", "not judged")
#: Every look with its word, as the status legend lists them.
LEGEND = "  ".join(f"{look.glyph} {look.word}" for look in (*LOOKS.values(), NOTHING))


def look(verdict: Verdict | None) -> Look:
    """How `verdict` is drawn (`NOTHING` for no verdict)."""
    return NOTHING if verdict is None else LOOKS[verdict]


def verdict_words(verdict: Verdict, expected: str | None = None, error: str | None = None) -> str:
    """A part's verdict in words: ✓; ✗ with the expected answer (on a line of its own
    when it is a drawing); ? when there is nothing to compare with; the error; else the
    verdict's word."""
    if verdict is Verdict.WRONG:
        shown = expected or ""
        shown = f"\n{shown}" if "\n" in shown else shown  # a drawing starts on its own line
        return f"{LOOKS[verdict].glyph} expected {shown}"
    if verdict is Verdict.ERROR and error is not None:
        return f"error: {error}"
    if verdict is Verdict.CORRECT:
        return LOOKS[verdict].glyph
    if verdict is Verdict.UNKNOWN and expected is not None:  # (a drawing not read: `judge`)
        return f"{LOOKS[verdict].glyph} its letters not read, so not compared with {expected}"
    if verdict is Verdict.UNKNOWN:
        return f"{LOOKS[verdict].glyph} no expected answer"
    return LOOKS[verdict].word


def problem(
    label: str, error: str | None, verdict: Verdict | None, answer: str, expected: str | None
) -> str | None:
    """The one line for a failed step (a part, or a step of `aoc time`'s rows): its
    error, or its wrong answer with the expected one; None when it did not fail."""
    if error is not None:
        return f"{label}: {error}"
    if verdict is Verdict.WRONG:
        return f"{label}: {answer} {verdict_words(verdict, expected)}"
    return None


def run_problems(run: RunResult) -> list[str]:
    """One line per failure of a run: parse's error, each part's error or ✗."""
    if run.parse_error is not None:
        return [f"parse: {run.parse_error}"]
    found = (
        problem(part.part.label, part.error, part.verdict, part.answer_text, part.expected)
        for part in run.parts
    )
    return [line for line in found if line is not None]
