"""Amounts said in human units with three significant digits: a duration in ns to s
(`model.durations.format_ns`), memory in B to GiB."""

_BYTES = ((2**30, "GiB"), (2**20, "MiB"), (2**10, "KiB"))


def in_units(amount: int, units: tuple[tuple[int, str], ...], base: str) -> str:
    """`amount` (of `base`) in the largest of `units` (scale, name: largest first) it
    reaches, with three significant digits: `'4.27 ms'`, `'212 MiB'`."""
    for scale, unit in units:
        if amount >= scale:
            value = amount / scale
            digits = 0 if value >= 100 else 1 if value >= 10 else 2
            return f"{value:.{digits}f} {unit}"
    return f"{amount} {base}"


def format_bytes(size: int) -> str:
    """`size` bytes in B, KiB, MiB or GiB: `'212 MiB'`."""
    return in_units(size, _BYTES, "B")
