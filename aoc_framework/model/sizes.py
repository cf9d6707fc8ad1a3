"""Amounts of memory, said in human units."""

_UNITS = ((2**30, "GiB"), (2**20, "MiB"), (2**10, "KiB"))


def format_bytes(size: int) -> str:
    """`size` bytes with three significant digits in B, KiB, MiB or GiB: `'212 MiB'`."""
    for scale, unit in _UNITS:
        if size >= scale:
            value = size / scale
            digits = 0 if value >= 100 else 1 if value >= 10 else 2
            return f"{value:.{digits}f} {unit}"
    return f"{size} B"
