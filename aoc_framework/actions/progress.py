"""The callbacks every action may be given to report progress (the face draws them)."""

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext

#: Wraps a step that may take a while (a request), given its words: the face says them
#: once the step has taken long enough to be noticed.
SlowStep = Callable[[str], AbstractContextManager[None]]


def unnoticed(what: str) -> AbstractContextManager[None]:
    """A `SlowStep` that says nothing."""
    return nullcontext()
