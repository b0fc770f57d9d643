"""Rules case files: a small world, the orders of each seat, and what must come of them.

In the spirit of the Diplomacy adjudicator test cases (DATC), a case pins one rule or
one reading down so that a dispute can be settled by running it. The format is TOML and
is documented in docs/cases.md; `run_case` returns the list of failed expectations
(empty when the case holds). `hexterm case FILE...` runs cases from the command line and
``tests/test_cases.py`` runs every case in ``tests/cases/``.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from hexterm.case_schema import CaseFileError, check_case
from hexterm.engine import game as games
from hexterm.engine import organiser
from hexterm.engine.dice import DiceExhaustedError, ScriptedDice
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Message, message_of, phrase
from hexterm.engine.rulesets import DEFAULT_RULESET, get_ruleset
from hexterm.engine.seats import Seat, parse_seat_spec
from hexterm.export import export
from hexterm.worlds import read_text

MISSING = object()
MAX_CASE_BYTES = 1024 * 1024
_AT_LINE = re.compile(r"^(.*?)\s*\(at line (\d+), column (\d+)\)$")


@dataclass
class CaseResult:
    """What a case run found: its title and every expectation that did not hold."""

    path: Path
    title: str
    failures: list[str | Message] = field(default_factory=list)
    problem: str | Message = ""
    """Why the file is not a case at all (one sentence, with its line where it has one);
    then nothing of it was run."""

    @property
    def passed(self) -> bool:
        return not self.failures and not self.problem


def lookup(data: Any, path: str) -> Any:
    """The value at a dotted `path` in the export, or MISSING."""
    for part in path.split("."):
        if isinstance(data, Mapping) and part in data:
            data = data[part]
        elif isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        else:
            return MISSING
    return data


def _seats(spec: Mapping[str, Any], ruleset: str) -> list[Seat]:
    """The case's seats (``name = "FACTION[:bot][:role,role]"``), roles checked."""
    known = get_ruleset(ruleset).roles
    return [replace(parse_seat_spec(f"{name}:{value}", known), name=name)
            for name, value in spec.items()]


def _results(game: Game, turn: int) -> dict[str, tuple[str, str]]:
    out = {}
    for event in game.log:
        kind, _, verb = event.key.partition(".")
        if event.turn == turn and event.result is not None and kind in ("order", "reserve"):
            for seat in event.seen_by:
                out[f"{seat}/{event.subject}/{verb}"] = (event.result.value, event.text)
    return out


def _check_turn(game: Game, spec: Mapping[str, Any], number: int,
                failures: list[str | Message]) -> Game:
    for text in spec.get("acts", ()):  # the organiser's acts, before the turn's inputs
        game = organiser.act(game, text, "the case")
    for seat, expected in spec.get("refused", {}).items():
        text = spec.get("orders", {}).get(seat, "")
        try:
            games.check_orders(game, seat, text)
            failures.append(phrase("turn {number}: the orders of {seat} were accepted; "
                                   "expected a refusal mentioning {expected!r}",
                                   number=number, seat=seat, expected=expected))
        except HextermError as exc:
            if expected.lower() not in str(exc).lower():
                failures.append(phrase("turn {number}: {seat}'s orders were refused with "
                                       "{said}; expected a mention of {expected!r}",
                                       number=number, seat=seat, said=message_of(exc),
                                       expected=expected))
    for seat, text in spec.get("orders", {}).items():
        if seat not in spec.get("refused", {}):
            game = games.submit_orders(game, seat, text)
    resolved_turn = game.turn
    dice = ScriptedDice(spec["dice"]) if "dice" in spec else None
    # A step in parts resolves the parts its inputs made ready, as the Table does; the
    # others wait for a later [[turn]] (every part, with defaults, when none is ready).
    game = games.resolve(game, force=not (game.step.parts and game.ready_parts()), dice=dice)
    results = _results(game, resolved_turn)
    for key, expected in spec.get("results", {}).items():
        want, _, words = str(expected).partition(":")
        got = results.get(key)
        if got is None:
            failures.append(phrase("turn {number}: no result for {key} (results: {results})",
                                   number=number, key=key,
                                   results=", ".join(sorted(results)) or phrase("none")))
        elif got[0] != want.strip() or words.strip().lower() not in got[1].lower():
            failures.append(phrase("turn {number}: {key} was {got!r} ({text}); expected "
                                   "{expected!r}", number=number, key=key, got=got[0],
                                   text=got[1], expected=expected))
    data = export(game, None)
    for path, expected in spec.get("expect", {}).items():
        got = lookup(data, path)
        if got is MISSING:
            failures.append(phrase("turn {number}: {path} is not in the export",
                                   number=number, path=path))
        elif got != expected:
            failures.append(phrase("turn {number}: {path} is {got!r}; expected {expected!r}",
                                   number=number, path=path, got=got, expected=expected))
    for path in spec.get("absent", ()):
        if lookup(data, path) is not MISSING:
            failures.append(phrase("turn {number}: {path} should be absent, but is {got!r}",
                                   number=number, path=path, got=lookup(data, path)))
    for text in spec.get("events", ()):
        if not any(text.lower() in e.text.lower() for e in game.log if e.turn == resolved_turn):
            failures.append(phrase("turn {number}: no event mentions {text!r}",
                                   number=number, text=text))
    return game


def read_case(path: Path) -> dict[str, Any]:
    """The case file at `path`, checked for its shape (CaseFileError, HextermError)."""
    text = read_text(path, MAX_CASE_BYTES, phrase("case file"))
    try:
        spec = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = _AT_LINE.match(str(exc))
        said = phrase("line {line}: {said}", line=int(found.group(2)), said=found.group(1)) \
            if found else str(exc)  # the TOML reader's own words stay English
        raise CaseFileError(phrase("{said} (this is not valid TOML)", said=said)) from None
    check_case(spec, text)
    return spec


def run_case(path: Path) -> CaseResult:
    """Run the case file at `path`."""
    try:
        spec = read_case(path)
    except HextermError as exc:
        return CaseResult(path, path.stem, problem=message_of(exc))
    result = CaseResult(path, str(spec.get("title", path.stem)))
    try:
        ruleset = spec.get("ruleset", DEFAULT_RULESET)
        game = games.new_game(ruleset, spec["scenario"], _seats(spec["seats"], ruleset),
                              spec.get("seed", 1))
        for number, turn in enumerate(spec.get("turn", ()), start=1):
            game = _check_turn(game, turn, number, result.failures)
    except (HextermError, DiceExhaustedError) as exc:
        result.failures.append(phrase("the case stopped with an error: {said}",
                                      said=message_of(exc)))
    except (TypeError, ValueError, KeyError, AttributeError, IndexError) as exc:
        # What the scenario's reader let through: one sentence, not a traceback.
        result.problem = phrase("its scenario or orders cannot be read ({kind}: {said})",
                                kind=type(exc).__name__, said=" ".join(str(exc).split()))
    return result
