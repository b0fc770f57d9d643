"""The words of inputs typed as text, shared by the rulesets whose steps take lines
(the SAGA and Med-Fan campaigns): lines without their ``#`` comments, whole numbers
checked with the line they are on, and a battle's result as typed — ``winner SEAT``
or ``draw``, then one line a unit (``VERB A B N``), or ``auto`` for the dice helper."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class TypedResult:
    """A battle's result as typed: the winner (None: a draw), a row a unit, or auto."""

    winner: str | None = None
    rows: tuple[tuple[str, str, int], ...] = ()
    auto: bool = False
    board: bool = False  # "from board": handed back by the tactical board


def read_result(text: str, verb: str, usage: str, name: Callable[[str, int], str],
                count: Callable[[str, int], int]) -> TypedResult:
    """`winner SEAT` or `draw`, then `VERB A B N` lines (`name` reads A and B, `count`
    N), or `auto`; `usage` says how to write it when a line cannot be read."""
    found = lines(text)
    if [words for _, words in found] == [["auto"]]:
        return TypedResult(auto=True)
    winner: str | None = None
    decided = board = False
    rows: list[tuple[str, str, int]] = []
    for number, words in found:
        first = words[0].lower()
        if [w.lower() for w in words] == ["from", "board"]:
            board = True
            continue
        if first in ("winner", "draw") and decided:
            raise OrderSyntaxError(f"line {number}: the winner is already given")
        if first == "winner" and len(words) == 2:
            winner, decided = name(words[1], number), True
        elif first == "draw" and len(words) == 1:
            decided = True
        elif first == verb and len(words) == 4:
            rows.append((name(words[1], number), name(words[2], number),
                         count(words[3], number)))
        else:
            raise OrderSyntaxError(f"line {number}: {usage}")
    if not decided:
        raise OrderSyntaxError("a battle's result says 'winner SEAT' or 'draw'")
    return TypedResult(winner, tuple(rows), board=board)
