"""Reading a field of a state file (timings.json, the status memory) with its type
checked: a file edited by hand, cut short or written by another version can hold any
JSON, and a wrong-typed field must fail where it is read, as one error about the file,
never later as a traceback where the value is used."""

from __future__ import annotations

#: The largest count a state file holds (nanoseconds, runs): a signed 64-bit integer,
#: so a 400-digit number is refused instead of failing where it is shown.
MOST = 2**63 - 1


def integer(value: object) -> int:
    """`value`, a whole number from 0 to `MOST`; `TypeError` or `ValueError` otherwise."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"expected an integer, got {value!r:.40}")
    if not 0 <= value <= MOST:  # the number itself may be too long to show
        raise ValueError("expected a count from 0 to 2**63 - 1")
    return value


def optional_integer(value: object) -> int | None:
    """`integer(value)`, or None."""
    return None if value is None else integer(value)


def number(value: object) -> float:
    """`value`, a finite number from 0 to `MOST`; `TypeError` or `ValueError` otherwise."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise TypeError(f"expected a number, got {value!r:.40}")
    if not 0 <= value <= MOST:  # NaN too
        raise ValueError("expected a number from 0 to 2**63 - 1")
    return float(value)


def flag(value: object) -> bool:
    """`value`, a bool; `TypeError` otherwise."""
    if not isinstance(value, bool):
        raise TypeError(f"expected true or false, got {value!r:.40}")
    return value


def text(value: object) -> str:
    """`value`, a string; `TypeError` otherwise."""
    if not isinstance(value, str):
        raise TypeError(f"expected a string, got {value!r:.40}")
    return value


def optional_text(value: object) -> str | None:
    """`text(value)`, or None."""
    return None if value is None else text(value)
