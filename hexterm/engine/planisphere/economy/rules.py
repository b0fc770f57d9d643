"""The economy's small rules, shared by the order checks and the phases.

What a hex yields to Exploiter (exploiter: commune 🏠, rare 🏠/2, mythique 🏠/5, rounded
up, 🏠 being the hex's inhabitants in thousands, rounded up), what a unit carries
(Inventaire × 10), what a node trades a turn (Inventaire N gives N lots, a lot being
up to 10 units of one commodity, bought or sold; a Cité is unlimited), which nodes a
unit can trade with (its own hex and the six around it), and how goods go back into a
faction chest (coffre de faction). Every
rule that makes goods or items appear or vanish writes a `ledger` event (organiser only)
with the change, so that the totals can be checked.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.economy.goods import (
    CARRY_PER_POINT,
    LOT_SIZE,
    Listing,
    Side,
    add,
    sorted_goods,
)
from hexterm.engine.planisphere.model import Faction, Node, PlanState, Quality, Unit
from hexterm.engine.planisphere.orders.actions import Verb
from hexterm.engine.planisphere.orders.lines import UnitOrder
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import Event

LEDGER = "economy.ledger"

DIVISOR = {"common": 1, "rare": 2, "mythic": 5}
"""The yield of one Exploiter for a resource of each rarity is 🏠 divided by this."""


def slug(text: str) -> str:
    """A resource written on a hex ("Glace pure") as a goods key ("glace-pure")."""
    return "-".join(text.lower().split())


def resource_key(state: PlanState, text: str) -> str:
    """The goods key of a resource as a hex lists it: a declared resource whose key or
    name matches it (case ignored), else the text in lower case with '-' for spaces."""
    key = slug(text)
    if key in state.resources:
        return key
    for declared in sorted(state.resources.values(), key=lambda r: r.key):
        if declared.name.lower() == text.lower():
            return declared.key
    return key


def rarity(state: PlanState, key: str) -> str:
    """A resource's rarity; a resource the scenario does not declare is common."""
    declared = state.resources.get(key)
    return declared.rarity if declared else "common"


def thousands(population: int) -> int:
    """🏠 of the yield: the inhabitants in thousands, rounded up (rules-notes)."""
    return -(-population // 1000)


def hex_yields(state: PlanState, place: Hex, bonus: int = 0) -> dict[str, int]:
    """What one Exploiter gathers on `place`, resource by resource, in the hex's order:
    ⌈🏠 / divisor⌉ of each, plus `bonus` (the exploit bonus of the unit's items)."""
    cell = state.cells[place]
    homes = thousands(cell.population)
    out: dict[str, int] = {}
    for text in cell.resources:
        key = resource_key(state, text)
        if key not in out:
            out[key] = max(0, -(-homes // DIVISOR[rarity(state, key)]) + bonus)
    return out


def exploit_bonus(state: PlanState, gear: Iterable[str]) -> int:
    """The sum of the `exploit` bonuses of the items in `gear`."""
    return sum(state.items[k].exploit for k in gear if k in state.items)


def carry_limit(state: PlanState, unit: Unit) -> int:
    """How many resources a unit carries: 10 × its Inventaire (items included)."""
    return CARRY_PER_POINT * max(0, state.unit_type(unit).inventory)


def trade_lots(node: Node) -> int | None:
    """How many lots a node trades in one turn: one per Inventaire point (None: a Cité,
    no limit)."""
    if node.quality is Quality.CITE:
        return None
    return max(0, node.inventory)


def lots_for(amount: int) -> int:
    """The lots a request of `amount` units of one commodity takes: one per 10 begun."""
    return -(-amount // LOT_SIZE)


def nodes_in_reach(state: PlanState, place: Hex) -> list[Hex]:
    """The nodes on `place` or next to it, in label order."""
    near = [place, *place.neighbours()]
    return sorted((p for p in near if p in state.nodes), key=lambda p: p.label)


def find_listing(node: Node, good: str, side: Side) -> Listing | None:
    """The node's listing of `good` on `side`: the first open one, else the first one."""
    found = [li for li in node.market if li.good == good and li.side is side]
    return next((li for li in found if li.open), found[0] if found else None)


def known_goods(state: PlanState) -> set[str]:
    """The goods keys a scenario may name: declared resources and the hexes' resources."""
    keys = set(state.resources)
    for cell in state.cells.values():
        keys.update(resource_key(state, text) for text in cell.resources)
    return keys


def deliver(faction: Faction, cargo: Mapping[str, int], gear: Sequence[str]) -> None:
    """Put `cargo` and the items of `gear` into `faction`'s chest."""
    for key, amount in cargo.items():
        add(faction.goods, key, amount)
    for key in gear:
        add(faction.items, key, 1)


def empty_unit(unit: Unit) -> tuple[dict[str, int], tuple[str, ...]]:
    """Take everything a unit carries and wears; what it was."""
    cargo, gear = sorted_goods(unit.cargo), unit.gear
    unit.cargo, unit.gear = {}, ()
    return cargo, gear


def goods_words(goods: Mapping[str, int], gear: Sequence[str] = ()) -> list[str]:
    """Goods and items as a list of words: 'bois 3', 'fer 1', 'épée'."""
    return [f"{k} {n}" for k, n in sorted(goods.items()) if n] + sorted(gear)


def described(goods: Mapping[str, int], gear: Sequence[str] = ()) -> Message | str:
    """Goods and items in words: 'bois 3, fer 1, épée'; the message 'nothing' when empty."""
    return ", ".join(goods_words(goods, gear)) or WORDS.phrase("nothing")


def describe(goods: Mapping[str, int], gear: Sequence[str] = ()) -> str:
    """Goods and items in words, in English ('nothing' when empty)."""
    return str(described(goods, gear))


def ledger_change(goods: Mapping[str, int], items: Mapping[str, int], da: int,
                  do: int) -> list[str]:
    """A ledger's changes, money first: '-7 DA', '+10 sel'."""
    money = [(n, k) for n, k in ((da, "DA"), (do, "DO")) if n]
    return [f"{n:+d} {k}" for n, k in
            [*money, *((n, k) for k, n in [*goods.items(), *items.items()])]]


def ledger(turn: int, phase: str, subject: str, why: str, faction: str,
           goods: Mapping[str, int] | None = None,
           items: Mapping[str, int] | None = None, da: int = 0, do: int = 0) -> Event:
    """The organiser's record of money, goods or items that appear (+) or vanish (-) in
    the world: exploited, rent, bought from or sold to a node, used up, lost, paid for a
    deployment or a loading, won in a quest, paid by the Bourse for an annotation."""
    goods = {k: n for k, n in sorted((goods or {}).items()) if n}
    items = {k: n for k, n in sorted((items or {}).items()) if n}
    change = ", ".join(ledger_change(goods, items, da, do))
    return Event(turn, phase, subject, f"ledger: {why}: {change or 'nothing'} ({faction})",
                 (), key=LEDGER, args={"why": why, "faction": faction, "goods": goods,
                                       "items": items, "da": da, "do": do})


def planned_hex(state: PlanState, unit: Unit, order: UnitOrder) -> Hex | None:
    """Where the unit will stand after phase 4 if its order goes as written: its
    deployment hex, the end of its move's sequence, or where it stands; None after an
    attack, whose end depends on the battle (economy E10, quests Q6). The order checks
    of trades and quests use it; the resolution checks again where the unit really is."""
    if order.action(Verb.ATTACK) is not None:
        return None
    place = unit.hex
    deploy = order.action(Verb.DEPLOY)
    if deploy is not None and deploy.place is not None:
        place = (deploy.place.neighbour(deploy.directions[0]) if deploy.directions
                 else deploy.place)
    move = order.action(Verb.MOVE)
    if move is not None and place is not None:
        for direction in move.directions:
            step = place.neighbour(direction)
            if not state.size.contains(step):
                break
            place = step
    return place
