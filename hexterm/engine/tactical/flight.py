"""The Action de Fuite (003): a unit flees hex to hex away from its nearest threat,
never into nor next to an enemy, spending all it can, destroyed when it cannot move a
hex; its disengagement and the enemies' discipline tests (docs/rules/tactical.md,
readings T20–T21). `flight_path` finds a flight for a bot, or says there is none.

The nearest threat ("Menace La Plus Proche") is the enemy needing the fewest PMvt to
engage the unit where it starts, every other unit ignored; when several tie, the flight
need only move away from one of them, the same all along (the player chooses). Its
edge ("Bord de Fuite") is the map edge behind its side (`Battle.edges`): the free
pivot of the flight is the one that lets its first hex bring it nearer that edge.
"""

from __future__ import annotations

from dataclasses import replace

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.actions import Done, State, carried, path_of, states
from hexterm.engine.tactical.engagement import FAR, adjacent_enemies, contact, nearest, threats
from hexterm.engine.tactical.envelope import envelope
from hexterm.engine.tactical.model import Battle, Marker, Unit
from hexterm.engine.tactical.movers import allocation
from hexterm.engine.tactical.paths import Step, path_said
from hexterm.engine.tactical.trials import Trial, TrialKind
from hexterm.engine.tactical.words import WORDS, step_said


def _edge_distance(battle: Battle, seat: str, hex: Hex) -> int:
    """How many rows `hex` lies from `seat`'s flight edge."""
    rows = battle.board.size.rows
    row = hex.to_offset()[1]
    return row if battle.edges.get(seat, 0) == 0 else rows - 1 - row


def _away(far: dict[str, dict[Hex, int]], aims: set[str], frm: Hex, to: Hex | None
          ) -> set[str]:
    """The threats among `aims` that `to` is further from than `frm` (off the map: all)."""
    if to is None:
        return set(aims)
    return {a for a in aims
            if a not in far or far[a].get(to, FAR + 1) > far[a].get(frm, FAR + 1)}


def _conditions(battle: Battle, unit: Unit, carry: tuple[str, ...] = ()) -> None:
    """The Fuite's "Autre condition d'exécution" (reading T30: a unit on top of a stack
    does not flee, not even carrying the characters under it)."""
    if unit.formation:
        raise IllegalOrderError(WORDS.phrase("{unit} is a formation: a formation does not "
                                             "flee", unit=unit.name))
    if unit.marker is Marker.CHARGE:
        raise IllegalOrderError(WORDS.phrase("{unit} has a charge marker: it does not flee",
                                             unit=unit.name))
    assert unit.hex is not None
    stack = battle.stack_at(unit.hex)
    if stack[0].name == unit.name and len(stack) > 1:
        under = [u.name for u in stack[1:]]
        if carry and set(under) <= set(carry):
            raise IllegalOrderError(WORDS.phrase(
                "{unit} is on top of {under}: a unit in front of a stack does not flee, not "
                "even carrying the characters behind it", unit=unit.name,
                under=", ".join(under)))
        raise IllegalOrderError(WORDS.phrase("{unit} is on top of a stack with a unit under "
                                             "it: it does not flee", unit=unit.name))


def _open(battle: Battle, unit: Unit, hex: Hex | None) -> bool:
    """Whether a flight may enter `hex` (off the map: yes): no enemy there or next."""
    return hex is None or (hex not in battle.hexes_of(unit.seat, friends=False)
                           and not adjacent_enemies(battle, unit.seat, hex))


def onward(battle: Battle, unit: Unit, at: State, left: int, far: dict[str, dict[Hex, int]],
           aims: set[str], carry: tuple[str, ...] = ()) -> list[tuple[Step, ...]]:
    """The next steps a flight at `at` with `left` half points may still take: a hex
    (or the map's edge), with a reorientation before it if need be."""
    moved = replace(unit, hex=at[0], facing=at[1], placement=at[2])
    found = envelope(battle.board, moved.mover(), left,
                     enemies=battle.hexes_of(unit.seat, friends=False),
                     friends=battle.stacks(unit, carry))
    options: list[tuple[Step, ...]] = []
    for (hex, facing, _), _cost in found.costs.items():
        if hex.distance(at[0]) == 1 and _open(battle, unit, hex) and \
                _away(far, aims, at[0], hex):
            turn = (Step("turn", facing=facing),) if facing != at[1] else ()
            options.append((*turn, Step("hex", hex=hex)))
    size = battle.board.size
    for d in (at[1] + 5, at[1], at[1] + 1):
        if at[0].neighbours()[d % 6] not in size and left > 0:
            options.append((Step("exit", facing=d % 6),))
    return sorted(options, key=lambda o: [str(s) for s in o])


def flee(battle: Battle, unit: Unit, path: tuple[Step, ...], *, extra: bool, minimal: bool,
         carry: tuple[str, ...], far: dict[str, dict[Hex, int]] | None = None) -> Done:
    """A flight along `path` checked (IllegalOrderError naming the failed condition);
    an empty path when no hex can be fled to: the unit is destroyed. `far`: the
    enemies' `threats`, when the caller has them already."""
    _conditions(battle, unit, carry)
    carry = carried(battle, unit, carry)
    assert unit.hex is not None
    far = threats(battle, unit) if far is None else far
    aims = nearest({e: costs.get(unit.hex, FAR + 1) for e, costs in far.items()}) or {""}
    start: State = (unit.hex, unit.facing, unit.placement)
    budget = allocation(unit.mover(battle.classes), battle.board, extra=extra)
    facing = unit.facing
    pivot: tuple[tuple[Step, int, int], ...] = ()
    if path and path[0].kind == "turn":  # the free pivot, towards the flight edge
        facing, pivot, path = path[0].facing, ((path[0], 0, 0),), path[1:]
        first = next((s for s in path if s.kind == "hex"), None)
        if first is None or first.hex is None or \
                _edge_distance(battle, unit.seat, first.hex) >= \
                _edge_distance(battle, unit.seat, unit.hex):
            raise IllegalOrderError(WORDS.phrase("a flight's free pivot lets its first hex "
                                                 "bring it nearer its edge of the map"))
    if not any(s.kind in ("hex", "exit") for s in path):
        ways = [o for f in range(6) for o in onward(
            battle, unit, (unit.hex, f, unit.placement), budget if not minimal else FAR,
            far, aims, carry)]
        if ways:
            raise IllegalOrderError(WORDS.phrase("{unit} can flee ({path}): a flight moves "
                                                 "at least a hex", unit=unit.name,
                                                 path=path_said([s.said() for s in ways[0]])))
        return Done(end=None, destroyed=True, carried=carry)
    if any(s.kind == "place" for s in path):
        raise IllegalOrderError(WORDS.phrase("a flight moves hex to hex: no change of "
                                             "placement"))
    traced = path_of(battle, unit, path, extra=extra, minimal_move=minimal, carry=carry,
                     watched=False, facing=facing)
    traced = replace(traced, start=start, steps=(*pivot, *traced.steps))
    prev = unit.hex
    for number, (step, (hex, _, _)) in enumerate(states(traced), 1):
        if step.kind not in ("hex", "exit"):
            continue
        to = None if step.kind == "exit" else hex
        if not _open(battle, unit, to):
            raise IllegalOrderError(step_said(number, WORDS.phrase(
                "{hex} is next to the enemy: a flight keeps away from it", hex=hex.label)))
        aims = _away(far, aims, prev, to)
        if not aims:
            raise IllegalOrderError(step_said(number, WORDS.phrase(
                "{hex} is not further from the nearest threat", hex=hex.label)))
        prev = hex
    end = traced.end
    exit = end[0] if end[0] not in battle.board.size else None
    if exit is None and not minimal:
        more = onward(battle, unit, end, budget - traced.total, far, aims, carry)
        if more:
            raise IllegalOrderError(WORDS.phrase("the flight must go on while it can: {path} "
                                                 "is still within reach",
                                                 path=path_said([s.said() for s in more[0]])))
    trials: list[Trial] = []
    seen = contact(battle, unit)
    if seen.engaged:
        trials += [Trial(TrialKind.DISENGAGEMENT, n) for n in (unit.name, *carry)]
    trials += [Trial(TrialKind.DISCIPLINE, n) for n in seen.engaged_by]
    return Done(traced, None if exit else end, exit, fatigue=1 if extra or minimal else 0,
                trials=tuple(trials), carried=carry)


def flight_path(battle: Battle, unit: Unit) -> tuple[Step, ...]:
    """A flight for a bot: the free pivot if it helps, then a hex at a time while it can
    (empty: there is none, and the unit will be destroyed)."""
    assert unit.hex is not None
    far = threats(battle, unit)
    first = nearest({e: costs.get(unit.hex, FAR + 1) for e, costs in far.items()}) or {""}
    budget = allocation(unit.mover(battle.classes), battle.board)
    for facing in sorted(range(6), key=lambda f: (f != unit.facing, f)):
        path: list[Step] = [] if facing == unit.facing else [Step("turn", facing=facing)]
        at, spent, aims = (unit.hex, facing, unit.placement), 0, first
        while True:
            more = onward(battle, unit, at, budget - spent, far, aims)
            if not more:
                break
            steps = more[0]
            try:
                traced = path_of(battle, unit, (*path[bool(path) and path[0].kind == "turn":],
                                                *steps), extra=False, minimal_move=False,
                                 carry=(), watched=False, facing=facing)
            except IllegalOrderError:
                break
            path += steps
            if steps[-1].kind == "exit":
                break
            aims = _away(far, aims, at[0], traced.end[0])
            at, spent = traced.end, traced.total
        try:
            flee(battle, unit, tuple(path), extra=False, minimal=False, carry=(), far=far)
        except IllegalOrderError:
            continue
        return tuple(path)
    return ()
