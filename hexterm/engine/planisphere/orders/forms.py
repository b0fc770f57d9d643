"""The Modèle d'Ordre as a form: what one unit may be ordered, and a move drawn step by step.

The screens fill the paper order form one unit at a time. This module tells them,
from the seat's side only, what the card can do (`card_of`), where a move drawn so far
goes, what each step costs and where it would stop (`preview_march`), and where a
reserve card could deploy (the attack's targets and extra step are in `attacks`); and
it puts one unit's order into the seat's `Orders` (`with_order`). The checks that
decide are still `legality`'s and, at resolution, `movement`'s: a preview walks the
same `try_step`.

For the economy's actions it offers only what can be done from where the unit stands:
Équiper when the chest holds items and the card has Équipement, Déséquiper when it has
something equipped, Charger when the chest holds resources and the card has
Inventaire, Décharger when it carries something, Acheter / Vendre when a node is
within its movement and one more hex, Résoudre une quête when a quest its faction
knows is within its movement, Exploiter for an Exploitant card. It also lists the
choices of those fields: the chest's items and resources, the unit's gear and cargo,
the nodes it could trade at, the quests it could resolve, the documents the seat
holds (to attach with 'with').
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Direction, Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.economy.goods import CARRY_PER_POINT
from hexterm.engine.planisphere.model import PlanState, Status, Unit, UnitType
from hexterm.engine.planisphere.movement import March, try_step
from hexterm.engine.planisphere.orders.legality import capability_refusal
from hexterm.engine.planisphere.orders.lines import Orders, UnitOrder, Verb
from hexterm.engine.planisphere.views.game import hides_faction, in_sight
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.seats import Seat

ON_MAP_VERBS = (Verb.MOVE, Verb.ATTACK, Verb.DEFEND, Verb.HIDE, Verb.RECON, Verb.BUILD,
                Verb.SAP, Verb.EQUIP, Verb.UNEQUIP, Verb.LOAD, Verb.UNLOAD, Verb.TRADE,
                Verb.EXPLOIT, Verb.QUEST)


@dataclass(frozen=True, slots=True)
class Card:
    """One unit card of the seat, as the form shows it."""

    code: str
    name: str  # the card's type name
    place: Hex | None  # None for a card in the reserve
    move: int
    recon: int
    verbs: tuple[Verb, ...]  # the actions its card allows, in the form's order
    refused: tuple[tuple[Verb, Message | str], ...]  # the others, with the reason


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a drawn move: where it enters, what it costs, the movement left."""

    place: Hex
    cost: int
    left: int


@dataclass(frozen=True, slots=True)
class MarchPreview:
    """A move as drawn: the steps the unit can take, and why it stops before the end."""

    start: Hex
    budget: int
    steps: tuple[Step, ...]
    stop: Message | str  # '' when every step drawn can be taken
    refused: Hex | None  # the hex the refused step would have entered, if on the map
    warnings: tuple[Message, ...]  # visible units of other factions on the way

    @property
    def end(self) -> Hex:
        """Where the unit would stand: the last step it can take."""
        return self.steps[-1].place if self.steps else self.start

    @property
    def spent(self) -> int:
        return self.budget - (self.steps[-1].left if self.steps else self.budget)


def own_card(state: PlanState, seat: Seat, code: str) -> Unit:
    """The seat's unit `code`, on the map under its command or in its reserve."""
    unit = state.units.get(code)
    if unit is None:
        raise IllegalOrderError(WORDS.phrase("there is no unit {code}", code=code))
    if unit.status is Status.RESERVE and unit.origin == seat.faction:
        return unit
    if unit.status is Status.DEPLOYED and unit.faction == seat.faction \
            and unit.commander == seat.name:
        return unit
    raise IllegalOrderError(WORDS.phrase("{code} is not a unit you command", code=code))


def card_of(state: PlanState, seat: Seat, code: str) -> Card:
    """What the form offers for the seat's unit `code`."""
    unit = own_card(state, seat, code)
    kind = state.unit_type(unit)
    if unit.status is Status.RESERVE:
        return Card(code, kind.name, None, kind.move, kind.recon, (Verb.DEPLOY,), ())
    verbs, refused = [], []
    for verb in ON_MAP_VERBS:
        why = capability_refusal(kind, verb) or _out_of_reach(state, seat, unit, kind, verb)
        if why:
            refused.append((verb, why))
        else:
            verbs.append(verb)
    return Card(code, kind.name, unit.hex, kind.move, kind.recon, tuple(verbs), tuple(refused))


def _out_of_reach(state: PlanState, seat: Seat, unit: Unit, kind: UnitType, verb: Verb
                  ) -> Message | str:
    """Why an economy action cannot be done from where the unit stands ('' if it can)."""
    faction = state.factions[seat.faction]
    if verb is Verb.EQUIP:
        return (WORDS.phrase("the chest holds no item") if not faction.items else
                WORDS.phrase("{kind} has Équipement 0", kind=kind.name)
                if kind.equipment <= 0 else "")
    if verb is Verb.UNEQUIP:
        return "" if unit.gear else WORDS.phrase("nothing is equipped")
    if verb is Verb.LOAD:
        return (WORDS.phrase("the chest holds no resource") if not faction.goods else
                WORDS.phrase("{kind} has Inventaire 0", kind=kind.name)
                if kind.inventory <= 0 else "")
    if verb is Verb.UNLOAD:
        return "" if unit.cargo else WORDS.phrase("the unit carries nothing")
    if verb is Verb.TRADE:
        return "" if trade_nodes(state, seat, unit.code) else WORDS.phrase(
            "no node within reach")
    if verb is Verb.QUEST:
        return "" if quests_in_reach(state, seat, unit.code) else WORDS.phrase(
            "no known quest within reach")
    return ""


def commanded(state: PlanState, seat: Seat) -> list[Card]:
    """The seat's units on the map, then its reserve cards, each by code."""
    on_map = sorted(u.code for u in state.deployed()
                    if u.faction == seat.faction and u.commander == seat.name)
    reserve = sorted(u.code for u in state.reserve(seat.faction))
    return [card_of(state, seat, code) for code in on_map + reserve]


def seen_others(state: PlanState, seat: Seat) -> dict[Hex, list[Unit]]:
    """The units of other factions this seat can see, by hex (hidden ones are unseen)."""
    out: dict[Hex, list[Unit]] = {}
    for unit in state.deployed():
        if unit.hex is not None and unit.faction != seat.faction and in_sight(unit, seat.faction):
            out.setdefault(unit.hex, []).append(unit)
    return out


def shown_faction(state: PlanState, unit: Unit) -> str:
    if hides_faction(state, unit):
        return "an unknown faction"
    return state.factions[unit.faction].name


def preview_march(state: PlanState, seat: Seat, code: str,
                  path: tuple[Direction, ...]) -> MarchPreview:
    """Walk `path` from the unit's hex by the rules of phase 4, as far as it goes.

    Steps stop at the map's edge, at a hex the unit cannot cross, or when a step costs
    more than the movement left (the resolution's `try_step`). What other players order
    is unknown: a visible unit of another faction on the way is a warning, since it
    stops the move there if it defends.
    """
    unit = own_card(state, seat, code)
    if unit.hex is None:
        raise IllegalOrderError(WORDS.phrase("{code} is in the reserve: deploy it before moving "
                                             "it", code=code))
    walker = unit.copy()
    budget = state.unit_type(unit).move
    march = March(walker, path, budget)
    seen = seen_others(state, seat)
    steps: list[Step] = []
    warnings: list[Message] = []
    refused = None
    for k, direction in enumerate(path):
        left = march.budget
        if not try_step(state, march, direction):
            assert walker.hex is not None
            beyond = walker.hex.neighbour(direction)
            refused = beyond if state.size.contains(beyond) else None
            break
        place = walker.hex
        assert place is not None
        steps.append(Step(place, left - march.budget, march.budget))
        others = seen.get(place, [])
        if others and k + 1 < len(path):
            names = ", ".join(sorted({shown_faction(state, u) for u in others}))
            warnings.append(WORDS.phrase("{hex}: a unit of {names} stands there; if it "
                                         "defends, the move stops there", hex=place.label,
                                         names=names))
    return MarchPreview(unit.hex, budget, tuple(steps), march.stop, refused, tuple(warnings))


def deploy_places(state: PlanState, seat: Seat) -> list[Hex]:
    """The hexes of the seat's nodes, where its reserve cards deploy."""
    return sorted((p for p, n in state.nodes.items() if n.faction == seat.faction),
                  key=lambda p: p.label)


def with_order(orders: Orders, order: UnitOrder | None, code: str) -> Orders:
    """`orders` with unit `code`'s order replaced by `order` (removed when None).

    The other units keep their place; a unit ordered for the first time comes last.
    """
    units = list(orders.units)
    at = next((i for i, o in enumerate(units) if o.unit == code), None)
    if order is None:
        if at is not None:
            del units[at]
    elif at is None:
        units.append(order)
    else:
        units[at] = order
    return replace(orders, units=tuple(units))


# --- the choices of the economy's fields ----------------------------------------------


def chest_items(state: PlanState, seat: Seat) -> list[tuple[str, str, int]]:
    """(key, name, count) of the item cards in the seat's faction chest."""
    items = state.factions[seat.faction].items
    return [(k, state.items[k].name if k in state.items else k, n)
            for k, n in sorted(items.items()) if n]


def gear(state: PlanState, seat: Seat, code: str) -> list[tuple[str, str]]:
    """(key, name) of the items the unit has equipped, in the order it equipped them."""
    unit = own_card(state, seat, code)
    return [(k, state.items[k].name if k in state.items else k) for k in unit.gear]


def _named(state: PlanState, goods: dict[str, int]) -> list[tuple[str, str, int]]:
    return [(k, state.resources[k].name if k in state.resources else k, n)
            for k, n in sorted(goods.items()) if n]


def chest_goods(state: PlanState, seat: Seat) -> list[tuple[str, str, int]]:
    """(key, name, count) of the resources in the seat's faction chest."""
    return _named(state, state.factions[seat.faction].goods)


def cargo(state: PlanState, seat: Seat, code: str) -> list[tuple[str, str, int]]:
    """(key, name, count) of the resources in the unit's inventory."""
    return _named(state, own_card(state, seat, code).cargo)


def carry_room(state: PlanState, seat: Seat, code: str) -> tuple[int, int]:
    """(resources carried, resources it can carry: 10 per Inventaire point)."""
    unit = own_card(state, seat, code)
    return sum(unit.cargo.values()), CARRY_PER_POINT * state.unit_type(unit).inventory


def trade_nodes(state: PlanState, seat: Seat, code: str) -> list[Hex]:
    """The nodes the unit could trade at this turn: those within its movement and one
    hex more (a market serves its own hex and the next ones), nearest first."""
    unit = own_card(state, seat, code)
    if unit.hex is None:
        return []
    here = unit.hex
    reach = state.unit_type(unit).move + 1
    return sorted((p for p in state.nodes if here.distance(p) <= reach),
                  key=lambda p: (here.distance(p), p.label))


@dataclass(frozen=True, slots=True)
class KnownQuest:
    """A quest the faction knows, as the form offers it."""

    key: str
    place: Hex
    title: str
    text: str
    choices: tuple[tuple[str, str], ...]  # (letter, text)


def quests_in_reach(state: PlanState, seat: Seat, code: str) -> list[KnownQuest]:
    """The open quests the seat's faction knows within the unit's movement (a quest is
    resolved on its own hex, after the moves), nearest first."""
    unit = own_card(state, seat, code)
    if unit.hex is None:
        return []
    here = unit.hex
    reach = state.unit_type(unit).move
    found = [state.quests[k] for k in state.quests_known.get(seat.faction, ())
             if k in state.quests and here.distance(state.quests[k].hex) <= reach]
    found.sort(key=lambda q: (here.distance(q.hex), q.hex.label, q.key))
    return [KnownQuest(q.key, q.hex, q.title, q.text,
                       tuple((c.letter, c.text) for c in q.choices)) for q in found]


@dataclass(frozen=True, slots=True)
class HeldDocument:
    """A document the seat holds and has not used: its code, kind ("safe-conduct",
    "mercenary", "master"), what it is about (a unit, a faction, a unit type, a weapon
    master, or "bearer"), and the name of the faction that issued it."""

    code: str
    kind: str
    about: str
    issuer: str


def documents_held(state: PlanState, seat: Seat) -> list[HeldDocument]:
    """The unused documents the seat holds, to attach to an action ('with D3')."""
    out = []
    for code, doc in sorted(state.documents.items()):
        if doc.holder != seat.name or doc.used:
            continue
        issuer = state.factions[doc.faction].name if doc.faction in state.factions else \
            doc.faction
        about = doc.subject or doc.unit_kind or doc.master or doc.scope.value
        if about in state.factions:
            about = state.factions[about].name
        out.append(HeldDocument(code, doc.kind.value, about, issuer))
    return out
