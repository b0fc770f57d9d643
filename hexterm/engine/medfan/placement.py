"""A Med-Fan campaign set at any point by its scenario, for case files and campaigns
carried over from paper: the territories (`[[territory]]`: number, name, capability,
owner, brought_by), each player's treasury (`treasuries`), army (`armies`, roster texts) and
figures missing the next battle (`missing`), and the step it begins at (`phase`:
army, the default, or pairing)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from hexterm.engine.errors import HextermError, OrderSyntaxError, ScenarioError
from hexterm.engine.medfan.model import MedState, Phase, Territory
from hexterm.engine.medfan.roster import Unit, read_roster
from hexterm.engine.medfan.tables import CAPABILITIES
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Message, message_of
from hexterm.engine.mistakes import FieldError, in_table, in_text, nearest
from hexterm.engine.mistakes_found import Found, in_its_table
from hexterm.engine.typed import whole_field


def named_seats(scenario: Mapping[str, Any]) -> tuple[str, ...]:
    """The seats a scenario set at some point of a campaign names (its treasuries,
    armies, missing figures and territories' owners), in that order: a game of it has
    exactly these seats."""
    found: list[str] = []
    tables = [scenario.get(key, {}) for key in ("treasuries", "armies", "missing")]
    named = [*(seat for table in tables if isinstance(table, Mapping) for seat in table),
             *(item.get("owner") for item in _listed(scenario.get("territory"))
               if isinstance(item, Mapping))]
    for seat in named:
        if isinstance(seat, str) and seat not in found:
            found.append(seat)
    return tuple(found)


def _listed(value: object) -> list[Any]:
    """`value` when it is a list (of tables, or what the check refuses), else none."""
    return value if isinstance(value, list) else []


NO_UNITS: tuple[Unit, ...] = ()
TERRITORY_KEYS = ("name", "capability", "owner", "brought_by")


def _territory(n: int, item: object, seats: Sequence[str]) -> Territory:
    if not isinstance(item, Mapping):
        raise ScenarioError(WORDS.phrase("[[territory]] must be tables"))
    capability = item.get("capability", "")
    owner = item.get("owner")
    where = WORDS.phrase("territory {n}", n=n)
    if capability and (not isinstance(capability, str) or capability not in CAPABILITIES):
        guess = nearest(str(capability), CAPABILITIES)
        raise FieldError(in_table(where, WORDS.phrase(
            "{capability!r} is not a capability: did you mean {guess!r}?",
            capability=capability, guess=guess) if guess is not None else
            WORDS.phrase("{capability!r} is not a capability", capability=capability)),
            ("capability",))
    if owner is not None and owner not in seats:
        raise FieldError(in_table(where, WORDS.phrase("{owner!r} is not a seat",
                                                      owner=owner)), ("owner",))
    return Territory(n, str(item.get("name", "")), str(capability), owner, False,
                     str(item.get("brought_by", "")))


def _army(seat: str, text: object) -> tuple[Unit, ...]:
    """The roster of `seat`'s army; a line refused is placed at that line of the text
    (the file's line, said once, by `hexterm check`)."""
    try:
        return read_roster(text if isinstance(text, str) else "")
    except OrderSyntaxError as exc:
        said = message_of(exc)
        inner = said.fields.get("said") if isinstance(said, Message) else None
        if exc.line is not None and isinstance(inner, Message):
            raise FieldError(in_text(WORDS.phrase("the army of {seat}", seat=seat), exc.line,
                                     inner), (exc.line - 1,)) from None
        raise ScenarioError(WORDS.phrase("the army of {seat}: {said}", seat=seat,
                                         said=said)) from None
    except HextermError as exc:
        raise ScenarioError(WORDS.phrase("the army of {seat}: {said}", seat=seat,
                                         said=message_of(exc))) from None


def _missing(seat: str, table: object) -> dict[str, int]:
    if not isinstance(table, Mapping):
        raise ScenarioError(in_table("missing", WORDS.phrase(
            "{seat} is a table UNIT = FIGURES", seat=seat)))
    return {str(unit): in_its_table("missing", whole_field)(figures, f"{seat}.{unit}", 1, 999)
            for unit, figures in table.items()}


def _phase(value: object) -> Phase:
    if value not in (Phase.ARMY.value, Phase.PAIRING.value):
        raise ScenarioError(WORDS.phrase("phase is army or pairing, not {value!r}",
                                         value=value))
    return Phase(value)


def placed(state: MedState, scenario: Mapping[str, Any], found: Found) -> MedState:
    """`state` with what the scenario sets, each mistake kept in `found`."""
    seats = [p.seat for p in state.players]
    items = scenario.get("territory")
    if items is not None:
        if not isinstance(items, list) or not items:
            found.add(("territory",), WORDS.phrase("[[territory]] must be tables"))
            items = []
        territories = [found.read(("territory", n - 1), None, _territory, n, item, seats)
                       for n, item in enumerate(items, 1)]
        state = replace(state, territories=tuple(t for t in territories if t is not None))
    tables: dict[str, Mapping[str, Any]] = {}
    for key in ("treasuries", "armies", "missing"):
        table = scenario.get(key, {})
        if not isinstance(table, Mapping):
            found.add((key,), WORDS.phrase("{key} is a table SEAT = …", key=key))
            table = {}
        tables[key] = table
        for seat in table:
            if seat not in seats:
                found.add((key, seat), in_table(key, WORDS.phrase("{seat!r} is not a seat",
                                                                  seat=seat)))
    players = []
    for player in state.players:
        seat = player.seat
        treasury = found.read(("treasuries", seat), player.treasury,
                              in_its_table("treasuries", whole_field),
                              tables["treasuries"].get(seat, player.treasury), seat, 0, 10**9)
        army = found.read(("armies", seat), NO_UNITS, _army, seat, tables["armies"].get(seat, ""))
        missing: dict[str, int] = found.read(("missing", seat), {}, _missing, seat,
                             tables["missing"].get(seat, {}))
        players.append(replace(player, treasury=treasury, army=army or player.army,
                               missing=missing))
    phase = found.read(("phase",), Phase.ARMY, _phase, scenario.get("phase", Phase.ARMY.value))
    return replace(state, players=tuple(players), phase=phase)
