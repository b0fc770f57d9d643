"""Mistakes of a scenario, all of them at once: what `hexterm check` reports (issue 30).

A ruleset reads a scenario (parsed TOML) in `Ruleset.scenario_mistakes` and returns a
`Mistake` for each thing wrong, never stopping at the first. A mistake says where (a
path of keys and list indices into the parsed TOML: ``("faction", 1, "units", 3,
"at")``, the table or value at fault) and what (a message of the engine's catalogues).
The engine knows no files: the command line (`hexterm.scenario_check`) turns a path
into the file's line and the table's name.

`unknown_keys` refuses the keys a table does not know, naming the nearest known one
("did you mean `defence`?").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from difflib import get_close_matches

from hexterm.engine.errors import ScenarioError
from hexterm.engine.messages import Message, phrase

Where = tuple[str | int, ...]
"""A path into the parsed scenario: table keys and list indices, outermost first."""


@dataclass(frozen=True, slots=True)
class Mistake:
    """One thing wrong in a scenario: where (a path into the parsed TOML) and what."""

    where: Where
    what: Message


class FieldError(ScenarioError):
    """A scenario's field refused: `field`, its keys inside the table being read (where
    `hexterm check` places the mistake: ``("between", 1)``, ``("owner",)``)."""

    def __init__(self, message: str | Message, field: Where) -> None:
        self.field = field
        super().__init__(message)


class PlacedError(ScenarioError):
    """A scenario's first mistake refused (`mistakes_found.Found.refuse`) with where it
    is, a path from the top of the file (`where`): the loader's refusal placed as the
    check's is."""

    def __init__(self, message: str | Message, where: Where) -> None:
        self.where = where
        super().__init__(message)


IN_TABLE = "{where}: {what}"
"""A sentence said in its table (``[cell.C02]: ...``): whole when the engine refuses it
alone, its table left out where the file's line and table are named already."""


def in_table(where: str | Message, what: Message) -> Message:
    """`what`, said in the table `where` (``[map]``, ``faction 1``)."""
    return phrase("{where}: {what}", where=where, what=what)


IN_TEXT = "{where}: line {line}: {what}"
"""A sentence said at a line of a text (``the army of bob: line 2: ...``): its line left
out where the file's line is named already."""


def in_text(where: str | Message, line: int, what: Message) -> Message:
    """`what`, said at the line `line` (1: the first) of the text `where` (``the army
    of bob``), a value of the file read line by line (a roster)."""
    return phrase("{where}: line {line}: {what}", where=where, line=line, what=what)


def without_table(what: Message) -> Message:
    """`what` without the table it was said in (`in_table`), for a place that names it;
    a sentence at a line of a text (`in_text`) without that line (the file's says it)."""
    inner = what.fields.get("what")
    if what.msgid == IN_TABLE and isinstance(inner, Message):
        return inner
    where = what.fields.get("where")
    if what.msgid == IN_TEXT and isinstance(inner, Message) and isinstance(where, str | Message):
        return in_table(where, inner)
    return what


def nearest(word: str, known: Iterable[str]) -> str | None:
    """The known word closest to `word` (a misspelt key or name), or None when none is
    close."""
    close = get_close_matches(word, sorted(known), n=1, cutoff=0.6)
    return close[0] if close else None


def unknown_keys(table: Mapping[str, object], known: Iterable[str], where: Where = ()
                 ) -> list[Mistake]:
    """A mistake for each key of `table` not among `known`, naming the nearest known key
    when one is close."""
    keys = frozenset(known)
    found: list[Mistake] = []
    for key in table:
        if key in keys:
            continue
        guess = nearest(key, keys)
        found.append(Mistake((*where, key), phrase(
            "unknown key {key!r}: did you mean {guess!r}?", key=key, guess=guess)
            if guess is not None else phrase("unknown key {key!r}", key=key)))
    return found
