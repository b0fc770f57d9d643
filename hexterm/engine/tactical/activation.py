"""A player's go on the tactical board: the activation typed, read and written back, the
units a seat has still to activate, and the check of an activation against the sheet
(`checked`: what it does, as `actions.Done`, or the condition that refuses it): the
obligatory actions first (a routed unit's flight, the attack movement), then the action
itself (`flight.py`'s flight; a Mouvement, a contact, a repli or faire face: `moves.py`).

    Spears: B03 → turn NE → B04       a Mouvement along that path
    Spears extra: B03 → B04 → A04     with the Mouvement Supplémentaire (+50 %, +1 fatigue)
    Riders minimal: B04               a Mouvement Minimal: one hex or one turn (+1 fatigue)
    Riders charge: C05 → C06          a contact or charge (the marker is worked out)
    Scouts flee: turn S → B06 → B07   a flight (the first turn is free); `Scouts flee`
                                      alone when there is nowhere to flee: destroyed
    Spears back: B03                  a repli onto a rear hex (`back: turn S`: a
                                      formation's about-turn; `back minimal: …`)
    Spears face: NE                   faire face
    Guards with Hero: B03 → B04       a troop carrying the characters stacked with it
    Spears hold                       the unit is activated and stays
    pass                              none of the player's units moves again this turn

A path may end with `exit DIRECTION`: off the map.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum

from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.messages import Message
from hexterm.engine.tactical.actions import Done, carried, must_attack
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.engagement import attack_reach, contact, front
from hexterm.engine.tactical.flight import flee, flight_path
from hexterm.engine.tactical.model import Battle, Marker, Mode, Unit
from hexterm.engine.tactical.moves import face, fall_back, move
from hexterm.engine.tactical.paths import Step as PathStep
from hexterm.engine.tactical.paths import from_unit, read_path
from hexterm.engine.tactical.vocabulary import ACTIONS, HOLD, MODES, PASS, WITH, one_faire_face
from hexterm.engine.tactical.words import WORDS, renumbered, said_of

ACTIVATION = re.compile(r"^\s*(?P<unit>[^\s:]+)(?P<words>[^:]*?)\s*(?::(?P<path>.*))?$",
                        re.DOTALL)


class Action(StrEnum):
    MOVE = "move"  # Action de Mouvement
    CHARGE = "charge"  # Contact (ou Charge)
    FLEE = "flee"  # Action de Fuite
    BACK = "back"  # Action de Repli
    FACE = "face"  # Action Faire Face


@dataclass(frozen=True, slots=True)
class Activation:
    """A player's go: a unit, its action and path (None: it holds), or a pass."""

    unit: str = ""
    path: tuple[PathStep, ...] | None = None
    extra: bool = False  # the Mouvement Supplémentaire
    minimal: bool = False  # the Mouvement Minimal
    action: Action = Action.MOVE
    carry: tuple[str, ...] = ()  # the characters the troop carries


def read_activation(text: str) -> Activation:
    if text.strip().lower() in PASS:
        return Activation()
    found = ACTIVATION.match(text.strip())
    usage = WORDS.phrase("write UNIT: PATH, UNIT extra|minimal|charge|flee|back: PATH, "
                         "UNIT face: DIRECTION, UNIT with CHARACTER: PATH, UNIT hold or pass")
    if found is None:
        raise OrderSyntaxError(usage)
    words = one_faire_face(found["words"].replace(",", " ").split())
    carry: list[str] = []
    at = next((i for i, w in enumerate(words) if w.lower() in WITH), None)
    if at is not None:
        words, carry = words[:at], words[at + 1:]
        if not carry:
            raise OrderSyntaxError(WORDS.phrase("with names the characters carried: UNIT "
                                                "with HERO: PATH"))
    action, how = Action.MOVE, ""
    for word in (w.lower() for w in words):
        if word in ACTIONS and action is Action.MOVE:
            action = Action(ACTIONS[word])
        elif word in MODES and not how:
            how = MODES[word]
        elif word in HOLD and found["path"] is None and len(words) == 1:
            return Activation(found["unit"])
        else:
            raise OrderSyntaxError(WORDS.phrase("{word!r} is not understood: {usage}",
                                                word=word, usage=usage))
    if found["path"] is None:
        if action is Action.FLEE:
            return Activation(found["unit"], (), how == "extra", how == "minimal", action,
                              tuple(carry))
        raise OrderSyntaxError(usage)
    raw = found["path"]
    if action is Action.FACE:
        raw = f"turn {raw.strip()}"
    path = tuple(read_path(raw))
    return Activation(found["unit"], path, how == "extra", how == "minimal", action,
                      tuple(carry))


def format_activation(a: Activation) -> str:
    if not a.unit:
        return "pass\n"
    if a.path is None:
        return f"{a.unit} hold\n"
    words = [a.unit]
    if a.action is not Action.MOVE:
        words.append(a.action.value)
    if a.extra or a.minimal:
        words.append("extra" if a.extra else "minimal")
    if a.carry:
        words += ["with", ",".join(a.carry)]
    if a.action is Action.FACE and a.path:
        return f"{' '.join(words)}: {DIRECTIONS[a.path[0].facing].name}\n"
    if not a.path:
        return f"{' '.join(words)}\n"
    return f"{' '.join(words)}: {' → '.join(map(str, a.path))}\n"


def waiting(battle: Battle, seat: str) -> list[str]:
    """`seat`'s units still to be activated this turn."""
    return [u.name for u in battle.on_board() if u.seat == seat
            and u.name not in battle.activated]


def checked(battle: Battle, seat: str, a: Activation) -> Done | None:
    """What the activation does (None for a pass); IllegalOrderError when the sheet
    refuses it, saying which condition fails. While a unit of `seat` owes an
    obligatory action (`owed`), that comes first: no pass, no hold, no other unit."""
    owing = dict(owed(battle, seat))
    if a.unit in owing and a.path is None and owing[a.unit] == "flight":
        raise IllegalOrderError(_routed(a.unit))
    if owing and a.unit not in owing:
        name, why = next(iter(owing.items()))
        if why == "flight":
            raise IllegalOrderError(WORDS.phrase(
                "{unit} is routed and must flee first: its flight comes before any other "
                "activation or a pass ({name} flee: PATH)", unit=name, name=name))
        raise IllegalOrderError(WORDS.phrase("{unit} must make its attack movement first "
                                             "({why}): it comes before any other activation "
                                             "or a pass", unit=name, why=_why(why)))
    return _checked(battle, seat, a)


def owed(battle: Battle, seat: str) -> list[tuple[str, str]]:
    """`seat`'s waiting units that owe an obligatory action and can carry it out, each
    with what it owes ("flight", or why its attack movement): a routed unit's Fuite, the
    Mouvement d'Attaque of a unit that may not hold (reading T25)."""
    out: list[tuple[str, str]] = []
    for name in waiting(battle, seat):
        why, tries = obligatory(battle, battle.unit(name))
        for attempt in tries:
            try:
                _checked(battle, seat, attempt)
            except IllegalOrderError:
                continue
            out.append((name, why))
            break
    return out


def obligatory(battle: Battle, unit: Unit) -> tuple[str, list[Activation]]:
    """What `unit` owes ("flight", or why its attack movement; "" for nothing) and the
    activations that would carry it out, to be checked: its flight, or a hex of its
    front zone (a Mouvement, a contact, by the Mouvement Minimal or not)."""
    if unit.rout:
        return "flight", [Activation(unit.name, flight_path(battle, unit),
                                     action=Action.FLEE)]
    if not must_attack(unit):
        return "", []
    try:
        _may_hold(battle, unit)
        return "", []
    except IllegalOrderError:
        pass
    assert unit.hex is not None
    why = "a charge marker" if unit.marker is Marker.CHARGE else "an attack instruction"
    return why, [Activation(unit.name, (PathStep("hex", hex=h),), minimal=m, action=act)
                 for h in front(unit.hex, unit.facing) if h in battle.board.size
                 for act in (Action.MOVE, Action.CHARGE) for m in (False, True)]


def _routed(unit: str) -> Message:
    return WORDS.phrase("{unit} is routed: it flees (UNIT flee: PATH)", unit=unit)


def _why(why: str) -> Message:
    """Why a unit owes its attack movement, as a sentence says it."""
    return WORDS.phrase("a charge marker") if why == "a charge marker" else \
        WORDS.phrase("an attack instruction")


def _checked(battle: Battle, seat: str, a: Activation) -> Done | None:
    """`checked` but for the obligatory actions."""
    if not a.unit:
        return None
    if a.unit not in [u.name for u in battle.units]:
        raise IllegalOrderError(WORDS.phrase("there is no unit {unit}", unit=a.unit))
    unit = battle.unit(a.unit)
    if unit.seat != seat:
        raise IllegalOrderError(WORDS.phrase("{unit} is not {seat}'s", unit=a.unit,
                                             seat=seat))
    if a.unit not in waiting(battle, seat):
        raise IllegalOrderError(WORDS.phrase("{unit} has already been activated this turn",
                                             unit=a.unit))
    if a.path is not None and len(a.path) == 1 and from_unit(a.path, unit.hex) != a.path:
        raise IllegalOrderError(WORDS.phrase("{unit}'s path names only its own hex: write "
                                             "the steps that follow it, or {hold}",
                                             unit=a.unit, hold=WORDS.phrase("{unit} hold",
                                                                            unit=a.unit)))
    if a.path is not None and from_unit(a.path, unit.hex) != a.path:
        try:  # written from the unit's own hex: the steps counted as they were typed
            return _checked(battle, seat, replace(a, path=from_unit(a.path, unit.hex)))
        except IllegalOrderError as exc:
            raise IllegalOrderError(renumbered(said_of(exc), 1)) from None
    if unit.rout and a.action is not Action.FLEE and a.path is not None:
        raise IllegalOrderError(_routed(a.unit))
    if a.path is not None and unit.formation and unit.mode is Mode.HEDGEHOG and \
            a.action in (Action.MOVE, Action.CHARGE, Action.BACK):
        raise IllegalOrderError(WORDS.phrase("{unit} is a formation in hedgehog: it does not "
                                             "move, not even by a Mouvement Minimal",
                                             unit=a.unit))
    if a.path is None:
        _may_hold(battle, unit)
        assert unit.hex is not None
        return Done(end=(unit.hex, unit.facing, unit.placement), marker=unit.marker)
    if a.action is Action.FLEE:
        return flee(battle, unit, a.path, extra=a.extra, minimal=a.minimal, carry=a.carry)
    if a.action is Action.FACE:
        return face(battle, unit, a.path)
    carry = carried(battle, unit, a.carry)
    if a.action is Action.BACK:
        return fall_back(battle, unit, a.path, carry, minimal=a.minimal)
    return move(battle, unit, a.path, carry, charge=a.action is Action.CHARGE, extra=a.extra,
                minimal=a.minimal)


def _may_hold(battle: Battle, unit: Unit) -> None:
    """A unit under the attack obligation holds only when no hex of its front zone
    brings it nearer its nearest enemy (reading T16)."""
    if not must_attack(unit) or contact(battle, unit).engaged:
        return
    assert unit.hex is not None
    start = (unit.hex, unit.facing, unit.placement)
    before = attack_reach(battle, unit, start)
    if not before:
        return
    enemies = battle.hexes_of(unit.seat, friends=False)
    for hex in front(unit.hex, unit.facing):
        if hex in battle.board.size and hex not in enemies:
            after = attack_reach(battle, unit, (hex, unit.facing, unit.placement),
                                 max(0, max(before.values()) - 1))
            if any(after.get(e, 10**6) < c for e, c in before.items()):
                why = "a charge marker" if unit.marker is Marker.CHARGE else \
                    "an attack instruction"
                raise IllegalOrderError(WORDS.phrase(
                    "{unit} must make an attack movement (it has {why}): {hex} brings it "
                    "nearer the enemy", unit=unit.name, why=_why(why), hex=hex.label))
