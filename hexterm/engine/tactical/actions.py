"""The actions of the movement sheet other than the flight (`flight.py`), each checked
against its conditions and procedure and worked out as a `Done`: the Mouvement (with
the Supplémentaire and the Minimal), the contact or charge and its marker, the repli,
faire face; the attack movement's obligation; stacking on a friend (the orientation
of the stack), crossing one (its tests), characters carried, leaving the map and the
pursuit (003; docs/rules/tactical.md, readings T12–T21).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.classes import Ground, Placement, Side
from hexterm.engine.tactical.engagement import (
    adjacent_enemies,
    attack_reach,
    contact,
    front,
    nearest,
)
from hexterm.engine.tactical.model import Battle, Kind, Marker, Order, Unit
from hexterm.engine.tactical.movers import Watch, allocation
from hexterm.engine.tactical.paths import Step, Traced, minimal, trace
from hexterm.engine.tactical.trials import Trial, TrialKind
from hexterm.engine.tactical.words import WORDS, facing_word, step_said

State = tuple[Hex, int, Placement]


@dataclass(frozen=True, slots=True)
class Done:
    """What an activation does: the path as checked, where the unit ends (off the map:
    `exit`), its marker, fatigue gained, whether it is destroyed, whether it was turned
    to its stack's facing (a cohesion level lost), the tests it calls and the
    characters it carries."""

    traced: Traced | None = None
    end: State | None = None
    exit: Hex | None = None
    marker: Marker = Marker.NONE
    fatigue: int = 0
    destroyed: bool = False
    reoriented: bool = False
    trials: tuple[Trial, ...] = ()
    carried: tuple[str, ...] = ()
    on_top: bool = False  # a character's repli onto a friend: placed on top of it


def watch(battle: Battle, unit: Unit, ignore: tuple[str, ...] = ()) -> Watch:
    """The contact a plain Mouvement keeps from (reading T13)."""
    size = battle.board.size
    threatened: set[int] = set()
    near: dict[int, int] = {}
    for enemy in battle.on_board():
        if enemy.seat == unit.seat or enemy.name in ignore or enemy.hex is None or \
                enemy.placement is Placement.FLIGHT:
            continue
        threatened.update(size.index(h) for h in front(enemy.hex, enemy.facing) if h in size)
        for d, around in enumerate(enemy.hex.neighbours()):
            if around in size:
                i = size.index(around)
                near[i] = near.get(i, 0) | 1 << (d + 3) % 6
    return Watch(frozenset(threatened), near)


def states(traced: Traced) -> Iterator[tuple[Step, State]]:
    """Each step of a traced path with the state it leaves the unit in."""
    hex, facing, placement = traced.start
    for step, _, _ in traced.steps:
        if step.kind in ("hex", "exit"):
            hex = step.hex if step.hex is not None else hex.neighbours()[step.facing]
        elif step.kind == "turn":
            facing = step.facing
        else:
            placement = step.placement
        yield step, (hex, facing, placement)


def carried(battle: Battle, unit: Unit, names: tuple[str, ...]) -> tuple[str, ...]:
    """The characters `unit` carries, checked: its own characters on its hex."""
    for name in names:
        other = next((u for u in battle.on_board() if u.name == name), None)
        if other is None or other.seat != unit.seat:
            raise IllegalOrderError(WORDS.phrase("{unit} cannot carry {name}: not one of its "
                                                 "side's units on the board", unit=unit.name,
                                                 name=name))
        if unit.kind is Kind.CHARACTER or other.kind is not Kind.CHARACTER:
            raise IllegalOrderError(WORDS.phrase("{unit} cannot carry {name}: a troop "
                                                 "carries characters only", unit=unit.name,
                                                 name=name))
        if other.hex != unit.hex:
            raise IllegalOrderError(WORDS.phrase("{unit} cannot carry {name}: it is not "
                                                 "stacked with it", unit=unit.name, name=name))
    return names


def path_of(battle: Battle, unit: Unit, path: tuple[Step, ...], *, extra: bool,
            minimal_move: bool, carry: tuple[str, ...], watched: bool,
            facing: int | None = None) -> Traced:
    """The path traced from `unit` (facing `facing` if given) with its allocation."""
    mover = unit.mover(battle.classes)
    if facing is not None:
        mover = replace(mover, facing=facing)
    board = battle.board
    enemies = battle.hexes_of(unit.seat, friends=False)
    friends = battle.stacks(unit, carry)
    seen = watch(battle, unit) if watched else None
    if minimal_move:
        if unit.out_of_breath:
            raise IllegalOrderError(WORDS.phrase("{unit} is out of breath: no Mouvement "
                                                 "Minimal", unit=unit.name))
        if len(path) != 1:
            raise IllegalOrderError(WORDS.phrase("a Mouvement Minimal is one step: a hex or "
                                                 "a turn"))
        return minimal(board, mover, path[0], allocation(mover, board), enemies=enemies,
                       friends=friends, watch=seen)
    if extra and unit.out_of_breath:
        raise IllegalOrderError(WORDS.phrase("{unit} is out of breath: no Mouvement "
                                             "Supplémentaire", unit=unit.name))
    if extra and unit.order is Order.NONE:
        raise IllegalOrderError(WORDS.phrase("{unit} has no particular order: no Mouvement "
                                             "Supplémentaire", unit=unit.name))
    return trace(board, mover, list(path), allocation(mover, board, extra=extra),
                 enemies=enemies, friends=friends, watch=seen)


def must_attack(unit: Unit) -> bool:
    """Whether the unit's movement must be an attack movement (a charge marker or an
    attack instruction, neither shaken nor routed; shooters are not modelled)."""
    return (unit.marker is Marker.CHARGE or unit.order is Order.ATTACK) and \
        not unit.shaken and not unit.rout


def check_attack(battle: Battle, unit: Unit, traced: Traced, budget: int) -> None:
    """The attack movement's procedure (003, "Mouvement d'Attaque"): every hex brings
    the unit nearer one same nearest enemy (fewer PMvt to engage it, its friends'
    hexes impassable), and at least half its allocation spent when it moves two hexes
    or more."""
    before = attack_reach(battle, unit, traced.start)
    aims = nearest(before)
    if not aims:  # no enemy within reach: nothing to approach
        return
    hexes = 0
    for number, (step, state) in enumerate(states(traced), 1):
        if step.kind != "hex":
            continue
        hexes += 1
        after = attack_reach(battle, unit, state, max(0, max(before[a] for a in aims) - 1))
        aims = {a for a in aims if after.get(a, 10**6) < before[a]}
        if not aims:
            raise IllegalOrderError(step_said(number, WORDS.phrase(
                "an attack movement brings the unit nearer its nearest enemy at every hex; "
                "{hex} does not", hex=state[0].label)))
        before = after
    if hexes >= 2 and traced.total * 2 < budget:
        raise IllegalOrderError(WORDS.phrase("an attack movement of two hexes or more "
                                             "spends at least half the allocation ({n} PMvt)",
                                             n=f"{budget / 4:g}"))


def joined(battle: Battle, unit: Unit, end: State, carry: tuple[str, ...]
           ) -> tuple[State, bool]:
    """The end state once the stack's orientation is taken: a unit stopping on a friend
    facing otherwise is turned to its facing and loses a cohesion level (003)."""
    hex, facing, placement = end
    if hex == unit.hex:
        return end, False
    there = [u for u in battle.stack_at(hex) if u.seat == unit.seat and u.name not in carry]
    if there and there[0].facing != facing:
        return (hex, there[0].facing, placement), True
    return end, False


def crossings(battle: Battle, unit: Unit, traced: Traced, carry: tuple[str, ...]
              ) -> list[Trial]:
    """The crossing tests: a simple troop leaving a hex it shares with friends, and the
    troops of that hex (003, "Traversée d'une Unité Amie"), taken as it leaves; the
    unit on top of the stack it starts in leaves that one freely."""
    if unit.kind is not Kind.TROOP:
        return []
    found: list[Trial] = []
    hex = traced.start[0]
    free = battle.on_top(unit)
    moves = list(states(traced))
    for number, (step, state) in enumerate(moves, 1):
        if step.kind in ("hex", "exit") and free and hex == unit.hex:
            free = False
        elif step.kind in ("hex", "exit"):
            left = [u for u in battle.stack_at(hex) if u.seat == unit.seat
                    and u.name != unit.name and u.name not in carry]
            stop = () if number == len(moves) or step.kind == "exit" else \
                (state[0].label, str(state[1]), str(int(state[2])), *carry)
            if left:
                found.append(Trial(TrialKind.CROSSING, unit.name, stop=stop))
                found += [Trial(TrialKind.CROSSING, u.name) for u in left
                          if u.kind is not Kind.CHARACTER]
        hex = state[0]
    return found


def pursuit(battle: Battle, unit: Unit, exit: Hex | None) -> list[Trial]:
    """Leaving the map onto an off-map hex an enemy left to: the pursuit tests."""
    if exit is None:
        return []
    return [Trial(TrialKind.PURSUIT, u.name, unit.name) for u in battle.units
            if u.exit == exit and u.seat != unit.seat and not u.destroyed][:1]


def charge_marker(battle: Battle, unit: Unit, traced: Traced, engaging: bool) -> bool:
    """Whether the unit earns (or keeps) the charge marker (003, "Marqueur Charge")."""
    if unit.order is Order.NONE or unit.shaken or unit.out_of_breath or unit.formation:
        return False
    moves = list(states(traced))
    if traced.start[2].infiltrated or any(s[2].infiltrated for _, s in moves):
        return False
    hexes = [(step, state) for step, state in moves if step.kind == "hex"]
    if unit.marker is Marker.CHARGE and len(hexes) == 1 and engaging:
        return True
    if moves and moves[-1][0].kind == "place" and \
            moves[-1][1][2] < Placement.FLIGHT <= (moves[-2][1][2] if len(moves) > 1
                                                  else traced.start[2]):
        return True
    if len(moves) < 2 or any(step.kind != "hex" for step, _ in moves[-2:]):
        return False
    if moves[-1][1][2].flying and moves[-2][1][2].flying:
        return True
    board = battle.board
    before = moves[-3][1][0] if len(moves) > 2 else traced.start[0]
    for (_, (hex, _, place)), origin in zip(moves[-2:], (before, moves[-2][1][0]),
                                            strict=True):
        if place is not Placement.GROUND or board.terrain(hex) is not Ground.CLEAR or \
                board.side(origin, hex) is Side.ROUGH:
            return False
    return True


def check_contact(battle: Battle, unit: Unit, traced: Traced, carry: tuple[str, ...]
                  ) -> None:
    """The contact's procedure, state by state: never engaged on the flank or rear;
    entering a hex next to the enemy, it engages one there; it stops once engaged (and,
    under a charge marker or an attack instruction, once it engages)."""
    steps = list(states(traced))
    stops = unit.marker is Marker.CHARGE or unit.order is Order.ATTACK
    for number, (step, state) in enumerate(steps, 1):
        if step.kind == "exit":
            continue
        seen = contact(battle, unit, state, ignore=carry)
        at = {"hex": state[0].label, "facing": facing_word(DIRECTIONS[state[1]].name)}
        if seen.behind:
            raise IllegalOrderError(step_said(number, WORDS.phrase(
                "at {hex} facing {facing} the unit would be engaged on its flank or rear "
                "(by {units})", **at, units=", ".join(seen.behind))))
        if step.kind == "hex" and state[2] is not Placement.FLIGHT and not seen.engages \
                and any(e.placement is not Placement.FLIGHT
                        for e in adjacent_enemies(battle, unit.seat, state[0])):
            raise IllegalOrderError(step_said(number, WORDS.phrase(
                "at {hex} facing {facing} the unit is next to the enemy: it must engage one "
                "as it enters the hex", **at)))
        last = number == len(steps)
        if seen.engaged_by and not last:
            raise IllegalOrderError(step_said(number, WORDS.phrase(
                "at {hex} facing {facing} the unit is engaged: its movement stops there",
                **at)))
        if stops and seen.engages and not last:
            raise IllegalOrderError(step_said(number, WORDS.phrase(
                "at {hex} facing {facing} the unit engages the enemy: under a charge marker "
                "or an attack instruction it stops there", **at)))
