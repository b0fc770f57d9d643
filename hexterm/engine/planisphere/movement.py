"""Phase 4 of the Planisphère: movements, in lockstep, and the attack step.

Every moving unit takes its first step, then every unit its second step, and so on
(rules-notes: lockstep). A step is refused when the hex is off the map, when the unit
cannot cross any of its labels, or when its cost exceeds the movement left; the
sequence then ends there (partly done). A unit that enters a hex defended by another
faction's unit stops there, unless a safe-conduct lets it pass (`may_pass`). Units that
only cross each other do not fight. Attackers then take one more step into their
target's hex, paid from the movement they have left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hexterm.engine.hexgrid import Direction, Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.model import PlanState, Unit, UnitType
from hexterm.engine.planisphere.terrain import entry_cost
from hexterm.engine.planisphere.words import WORDS

PassRule = Callable[[Unit, Hex, str], bool]


def no_pass(unit: Unit, place: Hex, defender_faction: str) -> bool:
    """Without safe-conducts or accords, nobody passes a defended hex."""
    return False


@dataclass(slots=True)
class March:
    """One unit's movement this turn and how it went."""

    unit: Unit
    path: tuple[Direction, ...]
    budget: int
    steps: int = 0
    stop: Message | str = ""  # why the march stopped (said in the order form, saved in English)
    amphibious_used: bool = False


StepCosts = dict[tuple[str, tuple[str, ...], tuple[str, ...]], tuple[int | None, int | None]]
"""A cache of `_entry_costs` by (unit type key, items equipped, hex labels), valid while
the state's unit types and terrain labels stay the same (the whole movement phase)."""


def _entry_costs(state: PlanState, kind: UnitType,
                 labels: tuple[str, ...]) -> tuple[int | None, int | None]:
    """(cost of entering a hex with `labels`, its cost as Amphibie's one Plaine hex or
    None when that allowance does not apply there)."""
    cost = entry_cost(labels, kind.terrains, kind.capabilities, state.labels)
    plain = None
    if "amphibie" in kind.capabilities and ("cote" in labels or "fleuve" in labels):
        plain = entry_cost(labels, kind.terrains, kind.capabilities, state.labels,
                           amphibious_plain=True)
    return cost, plain


def step_cost(state: PlanState, march: March, target: Hex,
              cache: StepCosts | None = None) -> tuple[int | None, bool]:
    """(cost of entering `target`, whether it uses the Amphibie allowance).

    `cache` (see `StepCosts`) saves working out again the cost of a kind of hex.
    """
    unit = march.unit
    labels = state.cells[target].labels
    if cache is None:
        cost, plain = _entry_costs(state, state.unit_type(unit), labels)
    else:
        key = (unit.type, unit.gear, labels)
        known = cache.get(key)
        if known is None:
            known = cache[key] = _entry_costs(state, state.unit_type(unit), labels)
        cost, plain = known
    if plain is not None and not march.amphibious_used and (cost is None or plain < cost):
        return plain, True
    return cost, False


def try_step(state: PlanState, march: March, direction: Direction,
             cache: StepCosts | None = None) -> bool:
    """Move one hex if the rules allow it; else record why the march stops."""
    unit = march.unit
    here = unit.hex
    assert here is not None
    step = direction.value
    target = Hex(here.q + step.q, here.r + step.r)
    if not state.size.contains(target):
        march.stop = WORDS.phrase("the edge of the map lies {direction} of {hex}",
                                  direction=direction.name, hex=here.label)
        return False
    cost, amphibious = step_cost(state, march, target, cache)
    if cost is None:
        march.stop = WORDS.phrase("cannot cross {hex} ({labels})", hex=target.label,
                                  labels=", ".join(state.cells[target].labels))
        return False
    if cost > march.budget:
        march.stop = WORDS.phrase("entering {hex} costs {cost} and only {left} movement is left",
                                  hex=target.label, cost=cost, left=march.budget)
        return False
    march.budget -= cost
    march.amphibious_used |= amphibious
    unit.hex = target
    march.steps += 1
    return True


def defended_hexes(state: PlanState, defenders: list[Unit]) -> dict[Hex, set[str]]:
    """The hexes held by defending units, with the factions defending each."""
    out: dict[Hex, set[str]] = {}
    for unit in defenders:
        if unit.hex is not None:
            out.setdefault(unit.hex, set()).add(unit.faction)
    return out


def run_marches(state: PlanState, marches: list[March], defended: dict[Hex, set[str]],
                may_pass: PassRule = no_pass) -> None:
    """Advance every march in lockstep until all have ended."""
    cache: StepCosts = {}
    going = [m for m in marches if m.path and not m.stop]
    k = 0
    while going:
        for march in going:
            if march.stop or k >= len(march.path):
                continue
            if try_step(state, march, march.path[k], cache):
                place = march.unit.hex
                assert place is not None
                held = defended.get(place)
                if not held:
                    continue
                blockers = sorted(held - {march.unit.faction})
                blockers = [f for f in blockers if not may_pass(march.unit, place, f)]
                if blockers and k + 1 < len(march.path):
                    names = ", ".join(state.factions[f].name for f in blockers)
                    march.stop = WORDS.phrase("stopped at {hex}, defended by {names}",
                                              hex=place.label, names=names)
        k += 1
        going = [m for m in going if not m.stop and k < len(m.path)]


def attack_step(state: PlanState, march: March, target: Unit) -> Message | None:
    """Take the attacker into its target's hex; None on success, else the reason."""
    unit = march.unit
    if target.hex is None:
        return WORDS.phrase("{unit} is not on the map", unit=target.code)
    assert unit.hex is not None
    if target.hex == unit.hex:
        return None
    direction = unit.hex.direction_to(target.hex)
    if direction is None:
        return WORDS.phrase("{unit} is not next to {hex} (it is at {at})", unit=target.code,
                            hex=unit.hex.label, at=target.hex.label) \
            if not target.hidden else WORDS.phrase("{unit} could not be found",
                                                   unit=target.code)
    if march.stop and march.steps < len(march.path):
        return WORDS.phrase("the movement ended early ({stop})", stop=march.stop)
    if not try_step(state, march, direction):
        stop = march.stop  # try_step's reason, a message
        return stop if isinstance(stop, Message) else WORDS.phrase(
            "the movement ended early ({stop})", stop=stop)
    return None
