"""A player's go on the tactical board: the activation typed, read and written back, the
units a seat has still to activate, and the check of an activation against the sheet
(`checked`: what it does, as `actions.Done`, or the condition that refuses it).

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
from hexterm.engine.tactical.actions import (
    Done,
    carried,
    charge_marker,
    check_attack,
    check_contact,
    crossings,
    joined,
    must_attack,
    path_of,
    pursuit,
)
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.engagement import attack_reach, contact, front
from hexterm.engine.tactical.flight import flee, flight_path
from hexterm.engine.tactical.model import Battle, Kind, Marker, Mode, Unit
from hexterm.engine.tactical.movers import allocation
from hexterm.engine.tactical.paths import Step as PathStep
from hexterm.engine.tactical.paths import from_unit, read_path
from hexterm.engine.tactical.trials import Trial, TrialKind
from hexterm.engine.tactical.vocabulary import ACTIONS, HOLD, MODES, PASS, WITH, one_faire_face
from hexterm.engine.tactical.words import WORDS, facing_word, renumbered, said_of

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
        return _face(battle, unit, a.path)
    carry = carried(battle, unit, a.carry)
    if a.action is Action.BACK:
        return _back(battle, unit, a, carry)
    return _move(battle, unit, a, carry)


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


def _move(battle: Battle, unit: Unit, a: Activation, carry: tuple[str, ...]) -> Done:
    """A Mouvement, or a contact or charge."""
    assert a.path is not None
    if contact(battle, unit, ignore=carry).engaged:
        raise IllegalOrderError(WORDS.phrase("{unit} is engaged: it may not make a "
                                             "Mouvement (back, flee or face)",
                                             unit=unit.name))
    charge = a.action is Action.CHARGE
    if charge:
        if unit.kind is not Kind.CHARACTER and unit.marker is not Marker.CHARGE and \
                unit.order.value == "":
            raise IllegalOrderError(WORDS.phrase(
                "{unit} may not make contact: only a character, a unit with a charge "
                "marker, an attack instruction or a particular order", unit=unit.name))
        if unit.out_of_breath or unit.shaken:
            state = WORDS.phrase("out of breath") if unit.out_of_breath else \
                WORDS.phrase("shaken")
            raise IllegalOrderError(WORDS.phrase("{unit} is {why}: it may not make contact",
                                                 unit=unit.name, why=state))
    traced = path_of(battle, unit, a.path, extra=a.extra, minimal_move=a.minimal,
                     carry=carry, watched=not charge)
    if charge:
        check_contact(battle, unit, traced, carry)
    if must_attack(unit) and not a.minimal:
        check_attack(battle, unit, traced, allocation(unit.mover(battle.classes), battle.board,
                                                      extra=a.extra))
    end, exit = traced.end, None
    if end[0] not in battle.board.size:
        exit = end[0]
    reoriented = False
    if exit is None:
        end, reoriented = joined(battle, unit, end, carry)
    marker = Marker.NONE
    trials = crossings(battle, unit, traced, carry)
    if charge and exit is None:
        seen = contact(battle, unit, end, ignore=carry)
        if charge_marker(battle, unit, traced, bool(seen.engages)):
            marker = Marker.CHARGE
        elif seen.engages:
            marker = Marker.CONTACT
        if seen.engages and seen.engaged_by:
            trials.append(Trial(TrialKind.ENGAGEMENT, unit.name))
    trials += pursuit(battle, unit, exit)
    return Done(traced, None if exit else end, exit, marker,
                1 if a.extra or a.minimal else 0, reoriented=reoriented,
                trials=tuple(trials), carried=carry)


def _back(battle: Battle, unit: Unit, a: Activation, carry: tuple[str, ...]) -> Done:
    """A repli: one rear hex without turning (a formation may turn about instead)."""
    assert a.path is not None and unit.hex is not None
    if unit.marker is Marker.CHARGE:
        raise IllegalOrderError(WORDS.phrase("{unit} has a charge marker: no repli",
                                             unit=unit.name))
    if len(a.path) != 1:
        raise IllegalOrderError(WORDS.phrase("a repli is one step: a rear hex (exit "
                                             "DIRECTION off the map), or a formation's turn "
                                             "about"))
    step = a.path[0]
    behind = (unit.facing + 3) % 6
    if step.kind == "turn":
        if not unit.formation or step.facing != behind:
            raise IllegalOrderError(WORDS.phrase("a repli turns only a formation, about "
                                                 "(180°)"))
        traced = path_of(battle, unit, a.path, extra=False, minimal_move=a.minimal,
                         carry=carry, watched=False)
        end = traced.end
    else:
        if step.kind not in ("hex", "exit"):
            raise IllegalOrderError(WORDS.phrase("a repli goes back a hex: a rear hex, or "
                                                 "exit DIRECTION"))
        try:
            traced = path_of(battle, unit, (step,), extra=False, minimal_move=a.minimal,
                             carry=carry, watched=False, facing=behind)
        except IllegalOrderError as exc:
            if "not in the front zone" in str(exc) or "that side is not" in str(exc):
                raise IllegalOrderError(WORDS.phrase("{step} is not one of {unit}'s rear "
                                                     "hexes", step=step.said(),
                                                     unit=unit.name)) from None
            if "over the allocation" in str(exc) and not a.minimal:
                raise IllegalOrderError(WORDS.phrase("{said}: a repli then uses the Mouvement "
                                                     "Minimal (UNIT back minimal: HEX)",
                                                     said=said_of(exc))) from None
            raise
        hex, _, place = traced.end
        traced = replace(traced, start=(unit.hex, unit.facing, unit.placement),
                         end=(hex, unit.facing, place))
        end = traced.end
    exit = end[0] if end[0] not in battle.board.size else None
    there = [u for u in battle.stack_at(end[0]) if u.seat == unit.seat
             and u.name not in (unit.name, *carry)] if exit is None else []
    if there and unit.kind is not Kind.CHARACTER:
        raise IllegalOrderError(WORDS.phrase("{unit} may not fall back onto {hex}, held by a "
                                             "friend: a repli onto a friend is for a "
                                             "character only", unit=unit.name,
                                             hex=end[0].label))
    if there and there[0].facing != unit.facing:
        raise IllegalOrderError(WORDS.phrase("{unit} may fall back onto {friend} only facing "
                                             "as it does ({facing}): a repli keeps the facing",
                                             unit=unit.name, friend=there[0].name,
                                             facing=facing_word(DIRECTIONS[there[0].facing].name)))
    seen = contact(battle, unit)
    marked = any(battle.unit(n).marker is not Marker.NONE for n in seen.engaged_by)
    trials = [Trial(TrialKind.DISENGAGEMENT, n) for n in (unit.name, *carry)] \
        if seen.behind or marked else []
    return Done(traced, None if exit else end, exit, fatigue=1 if a.minimal else 0,
                trials=(*trials, *crossings(battle, unit, traced, carry)), carried=carry,
                on_top=bool(there))


def _face(battle: Battle, unit: Unit, path: tuple[PathStep, ...]) -> Done:
    """Faire face: turned to engage one of the enemies that engage it (no PMvt)."""
    assert unit.hex is not None
    if len(path) != 1 or path[0].kind != "turn":
        raise IllegalOrderError(WORDS.phrase("faire face names the side to face: UNIT face: "
                                             "DIRECTION"))
    if unit.rout:
        raise IllegalOrderError(WORDS.phrase("{unit} is routed: it does not face",
                                             unit=unit.name))
    seen = contact(battle, unit)
    if not [n for n in seen.engaged_by if n not in seen.engages]:
        raise IllegalOrderError(WORDS.phrase("{unit} is not engaged by an enemy it does not "
                                             "engage: nothing to face", unit=unit.name))
    if [n for n in seen.engages if n in seen.engaged_by]:
        raise IllegalOrderError(WORDS.phrase("{unit} engages an enemy that engages it: it "
                                             "does not face", unit=unit.name))
    facing = path[0].facing
    if unit.formation and (facing - unit.facing) % 6 not in (1, 3, 5):
        raise IllegalOrderError(WORDS.phrase("a formation faces by a pivot forward or back "
                                             "(one vertex) or a turn about"))
    after = contact(battle, unit, (unit.hex, facing, unit.placement))
    if not set(after.engages) & set(seen.engaged_by):
        raise IllegalOrderError(WORDS.phrase("facing {facing}, {unit} engages none of the "
                                             "enemies that engage it",
                                             facing=facing_word(DIRECTIONS[facing].name),
                                             unit=unit.name))
    return Done(end=(unit.hex, facing, unit.placement), marker=unit.marker,
                trials=(Trial(TrialKind.ENGAGEMENT, unit.name),))
