"""The words of inputs typed as text, shared by the rulesets whose steps take lines
(a campaign's armies and results): lines without their ``#`` comments, and whole numbers
checked with the line they are on (a battle's result as typed: `battle_entry`)."""

from __future__ import annotations

from hexterm.engine.errors import OrderSyntaxError


def lines(text: str) -> list[tuple[int, list[str]]]:
    """(line number, words) of each line that holds something."""
    found = []
    for number, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if words:
            found.append((number, words))
    return found


def whole(word: str, number: int, what: str, lo: int | None = None,
          hi: int | None = None) -> int:
    """`word` as a whole number (of at most six digits, or from `lo` to `hi`), or an
    OrderSyntaxError naming the line."""
    if lo is None or hi is None:
        if not word.isdigit() or len(word) > 6:
            raise OrderSyntaxError(f"line {number}: {what} is a whole number, not {word!r}")
    elif not word.isdigit() or not lo <= int(word) <= hi:
        raise OrderSyntaxError(f"line {number}: {what} is a whole number from {lo} to {hi}, "
                               f"not {word!r}")
    return int(word)
