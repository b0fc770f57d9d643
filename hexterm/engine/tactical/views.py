"""What the tactical screens show, computed by the engine: the battle as a seat sees
it (`view`, `summary`), a unit's card (its class, allocation, states and contacts), its
movement envelope for this activation (each hex it can reach with the fewest PMvt, over
every facing and placement), and an activation typed so far, traced step by step with
its costs or the condition that refuses it, and an activation the seat could type now,
to show the form (`example`)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from hexterm.engine.errors import HextermError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.tactical import codec
from hexterm.engine.tactical.actions import Done, watch
from hexterm.engine.tactical.activation import Activation, checked, read_activation, waiting
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.engagement import contact, front
from hexterm.engine.tactical.envelope import envelope
from hexterm.engine.tactical.model import Battle, Unit
from hexterm.engine.tactical.movers import allocation
from hexterm.engine.tactical.paths import points
from hexterm.engine.tactical.play import TacticalState
from hexterm.engine.tactical.words import WORDS, facing_word, said_of


def view(state: TacticalState, seat: str | None) -> dict[str, Any]:
    """The battle as `seat` sees it (nothing is hidden): its save data, with the units
    the seat has still to activate this turn while the battle goes on."""
    data = codec.dump_state(state)
    if seat is not None and state.battle.turn <= state.battle.turns:
        data["waiting"] = waiting(state.battle, seat)
    return data



def summary_message(state: TacticalState) -> Message:
    """A few lines: the turn, and where each unit stands and faces, one line after the
    other."""
    battle = state.battle
    said = WORDS.phrase("turn {turn} of {turns}", turn=battle.turn, turns=battle.turns)
    for unit in battle.units:
        where = unit.hex.label if unit.hex else WORDS.phrase("destroyed") \
            if unit.destroyed else WORDS.phrase("off the board")
        line = WORDS.phrase("{seat}: {unit} at {where} facing {facing}", seat=unit.seat,
                            unit=unit.name, where=where,
                            facing=facing_word(DIRECTIONS[unit.facing].name))
        said = WORDS.phrase("{lines}\n{line}", lines=said, line=line)
    return said


@dataclass(frozen=True, slots=True)
class Card:
    """One unit as its card says it."""

    name: str
    seat: str
    kind: str
    movement: str  # the class's key
    movement_name: str  # its name: the sheet's, or the one a scenario's [classes.KEY] gives
    where: str  # a hex label, "off" or "destroyed"
    facing: str
    placement: str
    figures: int
    stacking: int
    allocation: str  # in PMvt, as the sheet writes it
    states: tuple[str, ...]  # marker, fatigue, shaken, rout, orders, cohesion lost
    engages: tuple[str, ...]
    engaged_by: tuple[str, ...]
    waiting: bool  # still to be activated this turn


def card(battle: Battle, unit: Unit) -> Card:
    states = [s for s in (unit.marker.value, unit.order.value and f"order {unit.order.value}",
                          unit.mode.value if unit.formation and unit.mode.value != "normal"
                          else "") if s]
    if unit.fatigue:
        states.append("out of breath" if unit.out_of_breath else f"fatigue {unit.fatigue}")
    states += [s for s, on in (("shaken", unit.shaken), ("rout", unit.rout)) if on]
    if unit.cohesion_lost:
        states.append(f"cohesion -{unit.cohesion_lost}")
    seen = contact(battle, unit)
    where = unit.hex.label if unit.hex is not None else "destroyed" if unit.destroyed else "off"
    budget = allocation(unit.mover(battle.classes), battle.board) if unit.hex is not None else 0
    return Card(unit.name, unit.seat, unit.kind.value, unit.movement,
                battle.classes[unit.movement].name, where,
                DIRECTIONS[unit.facing].name, unit.placement.name.lower().replace("_", "-"),
                unit.figures, unit.stacking, points(budget), tuple(states), seen.engages,
                seen.engaged_by, unit.name in waiting(battle, unit.seat))


def reach(battle: Battle, unit: Unit) -> dict[Hex, dict[str, int]]:
    """Each hex the unit reaches by a Mouvement this activation (none when it is
    engaged or off the board), with the fewest half points for each facing it can
    have there (its own hex: the turns and placements it can make)."""
    if unit.hex is None or contact(battle, unit).engaged:
        return {}
    mover = unit.mover(battle.classes)
    found = envelope(battle.board, mover, allocation(mover, battle.board),
                     enemies=battle.hexes_of(unit.seat, friends=False),
                     friends=battle.stacks(unit), watch=watch(battle, unit))
    best: dict[Hex, dict[str, int]] = {}
    for (hex, facing, _), cost in found.costs.items():
        there = best.setdefault(hex, {})
        name = DIRECTIONS[facing].name
        if cost < there.get(name, 10**6):
            there[name] = cost
    return best


def cheapest(reached: dict[Hex, dict[str, int]], start: Hex | None) -> dict[Hex, int]:
    """The fewest half points to each hex reached (the start left out)."""
    return {hex: min(costs.values()) for hex, costs in reached.items() if hex != start}


@dataclass(frozen=True, slots=True)
class Preview:
    """An activation typed so far: its unit, each step with its cost and the running
    total (PMvt as written), where it ends, the tests it calls, or why it is refused."""

    unit: str = ""
    steps: tuple[tuple[Message | str, str, str], ...] = ()  # a step in the player's words
    ends: Message | str = ""  # a hex and a facing, "off" or "destroyed"
    trials: tuple[Message, ...] = ()
    refused: Message | str = ""
    hexes: dict[Hex, str] = field(default_factory=dict)  # the path's hexes: total there


def preview(battle: Battle, seat: str, text: str) -> Preview:
    if not text.strip():
        return Preview()
    try:
        typed = read_activation(text)
    except HextermError as exc:
        return Preview(refused=said_of(exc))
    try:
        done = checked(battle, seat, typed)
    except HextermError as exc:
        return replace(_accepted_part(battle, seat, typed), refused=said_of(exc))
    if done is None:
        return Preview()
    return _previewed(typed, done)


def _accepted_part(battle: Battle, seat: str, typed: Activation) -> Preview:
    """The longest beginning of a refused path the sheet accepts, to draw it."""
    for end in range(len(typed.path or ()) - 1, 0, -1):
        try:
            done = checked(battle, seat, replace(typed, path=(typed.path or ())[:end]))
        except HextermError:
            continue
        if done is not None:
            return _previewed(typed, done)
    return Preview(typed.unit)


def _previewed(typed: Activation, done: Done) -> Preview:
    traced = done.traced
    steps = tuple((step.said(), points(cost), points(total))
                  for step, cost, total in (traced.steps if traced else ()))
    hexes = {step.hex: points(total) for step, _, total in (traced.steps if traced else ())
             if step.hex is not None}
    ends: Message | str = "destroyed" if done.destroyed else "off" if done.exit else \
        WORDS.phrase("{hex} {facing}", hex=done.end[0].label,
                     facing=facing_word(DIRECTIONS[done.end[1]].name)) if done.end else ""
    return Preview(typed.unit, steps, ends, tuple(t.said() for t in done.trials), "", hexes)


def example(battle: Battle, seat: str, unit: str = "") -> str:
    """An activation `seat` could give now, written in the form the prompt shows: `unit`
    (else the seat's first unit still to go) from its own hex, two hexes ahead apart by
    an arrow and a comma when the sheet takes them (straight ahead first), else one (""
    when none moves)."""
    units = [u for u in battle.on_board() if u.name in waiting(battle, seat)]
    units.sort(key=lambda u: u.name != unit)
    for mover in units:
        assert mover.hex is not None
        here, size = mover.hex.label, battle.board.size
        ahead = [a for a in straight_first(mover.hex, mover.facing) if a in size]
        tried = [f"{here} -> {a.label}, {b.label}" for a in ahead
                 for b in straight_first(a, mover.facing) if b in size]
        tried += [f"{here} -> {a.label}" for a in ahead]
        for path in tried:
            text = f"{mover.name}: {path}"
            try:
                checked(battle, seat, read_activation(text))
            except HextermError:
                continue
            return text
    return ""


def straight_first(hex: Hex, facing: int) -> tuple[Hex, ...]:
    """The front zone's hexes, the one straight ahead first."""
    left, ahead, right = front(hex, facing)
    return ahead, left, right
