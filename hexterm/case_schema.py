"""The shape of a rules case file, checked before the case runs (`check_case`).

Every key a case may hold has its kind (text, whole number, table of texts, list of
tables…); a key of the wrong kind, a key the runner does not know (a typo would be an
expectation silently not checked) or a missing `[seats]` or `[scenario]` table is one
sentence that names the key and, found in the file's text, its line:
``line 12: [[turn]] 1: orders.alice must be text, not a table``. docs/cases.md lists
the keys.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message, phrase


class CaseFileError(HextermError, ValueError):
    """A case file that is not a case: its sentence names the key and line."""


def _kind(value: Any) -> Message | str:
    if isinstance(value, bool):
        return phrase("true or false")
    return {str: TEXT.words, int: WHOLE.words, float: phrase("a number"),
            dict: TABLE.words, list: LIST.words}.get(type(value), type(value).__name__)


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of TOML value, in the words of a refusal."""

    words: Message
    fits: Callable[[Any], bool]


TEXT = Kind(phrase("text"), lambda v: isinstance(v, str))
WHOLE = Kind(phrase("a whole number"),
             lambda v: isinstance(v, int) and not isinstance(v, bool))
TABLE = Kind(phrase("a table"), lambda v: isinstance(v, dict))
LIST = Kind(phrase("a list"), lambda v: isinstance(v, list))
ANY = Kind(phrase("a value"), lambda v: True)

TOP: dict[str, Kind] = {"title": TEXT, "rule": TEXT, "ruleset": TEXT, "seed": WHOLE,
                        "seats": TABLE, "scenario": TABLE,
                        "turn": Kind(phrase("a list of [[turn]] tables"), LIST.fits)}
TURN: dict[str, tuple[Kind, Kind]] = {  # key: (its value, each value of its table or list)
    "orders": (TABLE, TEXT), "refused": (TABLE, TEXT), "results": (TABLE, TEXT),
    "expect": (TABLE, ANY), "dice": (LIST, WHOLE), "absent": (LIST, TEXT),
    "events": (LIST, TEXT), "acts": (LIST, TEXT),
}


def check_case(spec: Mapping[str, Any], text: str) -> None:
    """Raise CaseFileError (naming the key and its line in `text`) unless `spec` has the
    shape of a case."""
    where = _Lines(text)
    for key, value in spec.items():
        kind = TOP.get(key)
        if kind is None:
            raise CaseFileError(where.say((key,), phrase(
                "{key} is not a key of a case (known: {known})", key=key,
                known=", ".join(TOP))))
        if not kind.fits(value):
            raise CaseFileError(where.say((key,), phrase(
                "{key} must be {kind}, not {value}", key=key, kind=kind.words,
                value=_kind(value))))
    for key in ("seats", "scenario"):
        if key not in spec:
            raise CaseFileError(phrase("the case has no [{key}] table", key=key))
    for name, value in spec["seats"].items():
        if not isinstance(value, str):
            raise CaseFileError(where.say(("seats", name), phrase(
                "seats.{name} must be text (\"FACTION\" or \"FACTION:bot\"), not {value}",
                name=name, value=_kind(value))))
    for number, turn in enumerate(spec.get("turn", ()), start=1):
        if not isinstance(turn, dict):
            raise CaseFileError(where.say(("turn",), phrase(
                "[[turn]] {number} must be a table, not {value}", number=number,
                value=_kind(turn))))
        for key, value in turn.items():
            _turn_key(where, number, key, value)


def _turn_key(where: _Lines, number: int, key: str, value: Any) -> None:
    shape = TURN.get(key)
    about = f"[[turn]] {number}: {key}"
    if shape is None:
        raise CaseFileError(where.say(("turn", number, key), phrase(
            "[[turn]] {number}: {key} is not a key of a turn (known: {known})",
            number=number, key=key, known=", ".join(TURN))))
    outer, inner = shape
    if not outer.fits(value):
        raise CaseFileError(where.say(("turn", number, key), phrase(
            "{key} must be {kind}, not {value}", key=about, kind=outer.words,
            value=_kind(value))))
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for name, item in items:
        if not inner.fits(item):
            table = isinstance(value, dict)
            about_item = f"{about}.{name}" if table else \
                phrase("{about} item {n}", about=about, n=name + 1)
            at = ("turn", number, key, str(name)) if table else ("turn", number, key)
            raise CaseFileError(where.say(at, phrase(
                "{key} must be {kind}, not {value}", key=about_item, kind=inner.words,
                value=_kind(item))))


class _Lines:
    """Finds the line of a key in the case's text (the first that fits; none: no line)."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()

    def say(self, path: tuple[str | int, ...], sentence: Message) -> Message:
        line = self.find(path)
        return phrase("line {line}: {said}", line=line, said=sentence) if line else sentence

    def find(self, path: tuple[str | int, ...]) -> int:
        start = 0
        if path[0] == "turn" and len(path) > 1:
            turns = [i for i, line in enumerate(self.lines) if line.strip() == "[[turn]]"]
            number = int(path[1])
            if number > len(turns):
                return 0
            start, path = turns[number - 1], path[2:]
        for key in path:
            found = self._after(start, str(key))
            if found < 0:
                return 0
            start = found
        return start + 1

    def _after(self, start: int, key: str) -> int:
        name = re.escape(key)
        pattern = re.compile(rf'^\s*(?:\[+[^\]]*\b{name}\b[^\]]*\]+|"?{name}"?\s*=|.*[{{,]\s*"?'
                             rf'{name}"?\s*=)')
        for index in range(start, len(self.lines)):
            if pattern.match(self.lines[index]):
                return index
        return -1
