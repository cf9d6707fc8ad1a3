"""`aoc submit`: one answer sent by hand (`site.submit.submit_answer`: aocd's checks
first, an accepted answer recorded in answers.toml)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from aoc_framework.model.puzzle import Part, PuzzleDay
from aoc_framework.project.layout import Project
from aoc_framework.project.settings import Network
from aoc_framework.site.submit import SubmitResult


@dataclass(frozen=True)
class SubmitRequest:
    """The answer to send for `part` of `puzzle`; `wait`: wait out "answered too
    recently" and send it again."""

    puzzle: PuzzleDay
    part: Part
    answer: str
    wait: bool = False


def submit(
    project: Project,
    request: SubmitRequest,
    network: Network,
    *,
    on_wait: Callable[[SubmitResult], None] = lambda result: None,
    on_post: Callable[[], None] = lambda: None,
) -> SubmitResult:
    """Send `request.answer` with the token of `project`'s account; `on_wait` hears each
    wait (the result that asks for it), `on_post` each time the answer goes to the site
    (`site.submit.submit_answer`). Raises the `AocError`s of a submission (bad
    arguments, no or a dead token, the network)."""
    from aoc_framework.site.submit import submit_answer

    return submit_answer(
        project,
        request.puzzle,
        request.part,
        request.answer,
        wait=request.wait,
        network=network,
        on_wait=on_wait,
        on_post=on_post,
    )
