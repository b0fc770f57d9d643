"""The Mouvement (with the Supplémentaire and the Minimal), the contact or charge, the
repli and faire face of an activation (`activation.py`), each checked against the
movement sheet and worked out as an `actions.Done`, or refused by the condition that
fails (IllegalOrderError, in one sentence); docs/rules/tactical.md, readings T12–T21.
"""

from __future__ import annotations

from dataclasses import replace

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.tactical.actions import (
    Done,
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
from hexterm.engine.tactical.engagement import contact
from hexterm.engine.tactical.model import Battle, Kind, Marker, Unit
from hexterm.engine.tactical.movers import allocation
from hexterm.engine.tactical.paths import Step as PathStep
from hexterm.engine.tactical.trials import Trial, TrialKind
from hexterm.engine.tactical.words import WORDS, facing_word, said_of


def move(battle: Battle, unit: Unit, path: tuple[PathStep, ...], carry: tuple[str, ...], *,
         charge: bool, extra: bool, minimal: bool) -> Done:
    """A Mouvement along `path` (with the Supplémentaire: `extra`; the Minimal:
    `minimal`), or with `charge` a contact or charge."""
    if contact(battle, unit, ignore=carry).engaged:
        raise IllegalOrderError(WORDS.phrase("{unit} is engaged: it may not make a "
                                             "Mouvement (back, flee or face)",
                                             unit=unit.name))
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
    traced = path_of(battle, unit, path, extra=extra, minimal_move=minimal,
                     carry=carry, watched=not charge)
    if charge:
        check_contact(battle, unit, traced, carry)
    if must_attack(unit) and not minimal:
        check_attack(battle, unit, traced, allocation(unit.mover(battle.classes), battle.board,
                                                      extra=extra))
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
                1 if extra or minimal else 0, reoriented=reoriented,
                trials=tuple(trials), carried=carry)


def fall_back(battle: Battle, unit: Unit, path: tuple[PathStep, ...], carry: tuple[str, ...],
              *, minimal: bool) -> Done:
    """A repli: one rear hex without turning (a formation may turn about instead); with
    `minimal`, by the Mouvement Minimal."""
    assert unit.hex is not None
    if unit.marker is Marker.CHARGE:
        raise IllegalOrderError(WORDS.phrase("{unit} has a charge marker: no repli",
                                             unit=unit.name))
    if len(path) != 1:
        raise IllegalOrderError(WORDS.phrase("a repli is one step: a rear hex (exit "
                                             "DIRECTION off the map), or a formation's turn "
                                             "about"))
    step = path[0]
    behind = (unit.facing + 3) % 6
    if step.kind == "turn":
        if not unit.formation or step.facing != behind:
            raise IllegalOrderError(WORDS.phrase("a repli turns only a formation, about "
                                                 "(180°)"))
        traced = path_of(battle, unit, path, extra=False, minimal_move=minimal,
                         carry=carry, watched=False)
        end = traced.end
    else:
        if step.kind not in ("hex", "exit"):
            raise IllegalOrderError(WORDS.phrase("a repli goes back a hex: a rear hex, or "
                                                 "exit DIRECTION"))
        try:
            traced = path_of(battle, unit, (step,), extra=False, minimal_move=minimal,
                             carry=carry, watched=False, facing=behind)
        except IllegalOrderError as exc:
            if "not in the front zone" in str(exc) or "that side is not" in str(exc):
                raise IllegalOrderError(WORDS.phrase("{step} is not one of {unit}'s rear "
                                                     "hexes", step=step.said(),
                                                     unit=unit.name)) from None
            if "over the allocation" in str(exc) and not minimal:
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
    return Done(traced, None if exit else end, exit, fatigue=1 if minimal else 0,
                trials=(*trials, *crossings(battle, unit, traced, carry)), carried=carry,
                on_top=bool(there))


def face(battle: Battle, unit: Unit, path: tuple[PathStep, ...]) -> Done:
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
