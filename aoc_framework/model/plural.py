"""How a count reads in every message: `1 day`, `2 days`, `0 answers`."""


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """`number` and `noun`, the noun in the plural (`plural`, else noun + "s") unless
    the number is 1."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"
