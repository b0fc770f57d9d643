"""The one reader of fields, for every ruleset: the words of inputs typed as text (lines
without their ``#`` comments, whole numbers checked with the line they are on, as the
campaigns' steps and a battle's result as typed read them: `battle_entry`), and the
fields of records read from plain data (a scenario, a saved battle result), each
refused in one sentence naming the field.

A refusal says "WHAT is KIND, not VALUE" ("turns is a whole number from 1 to 99, not
0"); a family of records may word it its own way (`said`: `MUST`, `SHOULD`) and raise
its own error (`error`: a ScenarioError by default).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping

from hexterm.engine.errors import OrderSyntaxError, ScenarioError
from hexterm.engine.messages import Message, phrase

IS = "{what} is {kind}, not {value!r}"
MUST = "{what} must be {kind}, not {value!r}"
SHOULD = "{value!r} should be {kind}"

Refusal = Callable[[Message], Exception]


def lines(text: str) -> list[tuple[int, list[str]]]:
    """(line number, words) of each line that holds something."""
    found = []
    for number, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if words:
            found.append((number, words))
    return found


def folded(word: str) -> str:
    """The word without its accents, in lower case (`Scénario` → `scenario`): how a
    word typed in either language is looked up."""
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def word_in(word: str, table: Mapping[str, str]) -> str:
    """The word `table` reads `word` as (looked up `folded`), else `word` itself."""
    return table.get(folded(word), word)


Say = Callable[[str, Mapping[str, str]], str]
"""How a word of a line is put in other words, given the table of the words its place
takes: `word_in` reads a typed word as the English one; `word_said` says it back."""


def word_said(word: str, table: Mapping[str, str], said: Mapping[str, str]) -> str:
    """`word`, an English word `table` reads to, in the words of `said` (a language's
    words by the English one), which `word_in` reads back the same; any other word (a
    name, a number) as it is."""
    return said.get(word, word) if word in table.values() else word


def line_by_line(text: str, words_of: Callable[[list[str]], list[str]]) -> str:
    """`text` with the words of each line (its `#` comment aside) as `words_of` gives
    them; an empty line kept as it is, and every line on its line (a refusal names the
    line typed)."""
    lines = []
    for line in text.split("\n"):
        body, hash_, comment = line.partition("#")
        words = body.split()
        lines.append(" ".join(words_of(words)) + (hash_ + comment if hash_ else "")
                     if words else line)
    return "\n".join(lines)


def _number(lo: int | None, hi: int | None) -> Message:
    return phrase("a whole number") if lo is None or hi is None else \
        phrase("a whole number from {lo} to {hi}", lo=lo, hi=hi)


def at(where: str | Message, key: str) -> Message:
    """A field of a record, said where it is ("unit 2: figures")."""
    return phrase("{where}: {key}", where=where, key=key)


def refused(what: str | Message, kind: Message, value: object, said: str = IS) -> Message:
    """The refusal of `value` for the field `what` (its name as the data writes it, or
    a message saying where it is), in the wording `said` (IS, MUST or SHOULD)."""
    if said == MUST:
        return phrase("{what} must be {kind}, not {value!r}", what=what, kind=kind,
                      value=value)
    if said == SHOULD:
        return phrase("{value!r} should be {kind}", kind=kind, value=value)
    return phrase("{what} is {kind}, not {value!r}", what=what, kind=kind, value=value)


def whole(word: str, number: int, what: Message, lo: int | None = None,
          hi: int | None = None) -> int:
    """`word` as a whole number (of at most six digits, or from `lo` to `hi`), or an
    OrderSyntaxError naming the line and `what` the number is."""
    if lo is None or hi is None:
        wrong = not word.isdigit() or len(word) > 6
    else:
        wrong = not word.isdigit() or not lo <= int(word) <= hi
    if wrong:
        raise OrderSyntaxError(refused(what, _number(lo, hi), word), line=number)
    return int(word)


def whole_field(value: object, what: str | Message, lo: int | None = 0,
                hi: int | None = None, *, error: Refusal = ScenarioError,
                said: str = IS) -> int:
    """`value` as a whole number (never true or false) from `lo` to `hi` (None: no
    bound), or `error` saying so ("a whole number", with its bounds when it has both)."""
    if isinstance(value, bool) or not isinstance(value, int) or \
            (lo is not None and value < lo) or (hi is not None and value > hi):
        raise error(refused(what, _number(lo, hi), value, said))
    return value


def text_field(value: object, what: str | Message, *, word: bool = False,
               error: Refusal = ScenarioError, said: str = IS) -> str:
    """`value` as a name (with `word`, one word), or `error` saying so."""
    if not isinstance(value, str) or (word and len(value.split()) != 1):
        raise error(refused(what, phrase("one word") if word else phrase("a name"), value,
                            said))
    return value


def flag_field(value: object, what: str | Message, *, error: Refusal = ScenarioError,
               said: str = IS) -> bool:
    """`value` as true or false, or `error` saying so."""
    if not isinstance(value, bool):
        raise error(refused(what, phrase("true or false"), value, said))
    return value
