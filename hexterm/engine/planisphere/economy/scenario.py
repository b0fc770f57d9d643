"""The economy's tables of a scenario: resources, items, starting chests and markets.

`[[resource]]` declares a resource's name and rarity (a hex resource not declared is
common), `[[item]]` an item card and its effects, a `[[faction]]`'s `goods` and `items`
fill its chest, a `[[node]]`'s `market` lists what it buys and sells. The format is in
docs/rules/economy.md ("Scenario tables"); every mistake is one ScenarioError naming
the table and the field, like ``item 'rhum': lasting must be session or permanent``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import Hex, LabelError
from hexterm.engine.planisphere.economy.goods import (
    RARITIES,
    Item,
    Lasting,
    Listing,
    Resource,
    Side,
)
from hexterm.engine.planisphere.economy.rules import known_goods
from hexterm.engine.planisphere.io.scenario_fields import text, whole
from hexterm.engine.planisphere.model import CAPABILITIES, PlanState

BONUSES = ("move", "combat", "defence", "recon", "inventory")
MAX_COUNT = 10**9


def _key(spec: Mapping[str, Any], where: str) -> str:
    key = text(spec, "key", where)
    if key != key.lower() or ":" in key or any(c.isspace() for c in key):
        raise ScenarioError(f"{where}: key {key!r} must be lower case, without spaces or ':' "
                            "(orders write it as KEY:AMOUNT)")
    return key


def _words(spec: Mapping[str, Any], key: str, where: str) -> frozenset[str]:
    value = spec.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ScenarioError(f"{where}: {key} must be a list of texts")
    return frozenset(value)


def _tables(data: Mapping[str, Any], name: str) -> list[Mapping[str, Any]]:
    value = data.get(name, [])
    if not isinstance(value, list) or not all(isinstance(v, Mapping) for v in value):
        raise ScenarioError(f"{name}: write each one as a [[{name}]] table")
    return value


def _resources(data: Mapping[str, Any], state: PlanState) -> None:
    for spec in _tables(data, "resource"):
        where = "resource"
        key = _key(spec, where)
        where = f"resource {key!r}"
        if key in state.resources:
            raise ScenarioError(f"{where}: key is declared twice")
        rarity = spec.get("rarity", "common")
        if rarity not in RARITIES:
            raise ScenarioError(f"{where}: rarity must be common, rare or mythic, "
                                f"not {rarity!r}")
        state.resources[key] = Resource(key, text(spec, "name", where, key), rarity)


def _item(spec: Mapping[str, Any], state: PlanState) -> Item:
    where = "item"
    key = _key(spec, where)
    where = f"item {key!r}"
    if key in state.items:
        raise ScenarioError(f"{where}: key is declared twice")
    bonuses = {b: whole(spec, b, where, -6, 6, 0) for b in BONUSES}
    try:
        lasting = Lasting(spec.get("lasting", "session"))
    except ValueError:
        raise ScenarioError(f"{where}: lasting must be session or permanent, "
                            f"not {spec.get('lasting')!r}") from None
    terrains = _words(spec, "terrains", where)
    for label in sorted(terrains):
        if label not in state.labels:
            raise ScenarioError(f"{where}: terrains names unknown terrain label {label!r}")
    capabilities = _words(spec, "capabilities", where)
    for capability in sorted(capabilities):
        if capability not in CAPABILITIES:
            raise ScenarioError(f"{where}: capabilities names unknown capability "
                                f"{capability!r}")
    card = text(spec, "text", where, required=False)
    return Item(key, text(spec, "name", where, key), **bonuses,
                exploit=whole(spec, "exploit", where, 0, 1000, 0),
                influence=whole(spec, "influence", where, -6, 6, 0), lasting=lasting,
                terrains=terrains, capabilities=capabilities,
                tags=_words(spec, "tags", where), text=card)


def _counts(spec: Mapping[str, Any], field: str, where: str, known: set[str] | Mapping[str, Any],
            what: str) -> dict[str, int]:
    value = spec.get(field, {})
    if not isinstance(value, Mapping):
        raise ScenarioError(f"{where}: {field} must be a table like {{ bois = 10 }}")
    out: dict[str, int] = {}
    for key, count in sorted(value.items()):
        if key not in known:
            raise ScenarioError(f"{where}: {field} names unknown {what} {key!r}")
        amount = whole({f"{field}.{key}": count}, f"{field}.{key}", where, 0, MAX_COUNT, 0)
        if amount:
            out[str(key)] = amount
    return out


def _chests(data: Mapping[str, Any], state: PlanState, goods: set[str]) -> None:
    for spec in _tables(data, "faction"):
        faction = state.factions.get(str(spec.get("key")))
        if faction is None:
            continue
        where = f"faction {faction.key!r}"
        faction.goods = _counts(spec, "goods", where, goods, "resource")
        faction.items = _counts(spec, "items", where, state.items, "item")


def _listing(entry: Any, where: str, goods: set[str]) -> Listing:
    if not isinstance(entry, Mapping):
        raise ScenarioError(f"{where}: write it as {{ good = \"bois\", side = \"sells\", "
                            "price = 3, quantity = 20 }")
    good = text(entry, "good", where)
    if good not in goods:
        raise ScenarioError(f"{where}: good {good!r} is not a resource of this scenario "
                            "(declare it in [[resource]] or put it on a hex)")
    try:
        side = Side(entry.get("side"))
    except ValueError:
        raise ScenarioError(f"{where}: side must be buys or sells, "
                            f"not {entry.get('side')!r}") from None
    return Listing(good, side, whole(entry, "price", where, 0, MAX_COUNT, 0),
                   whole(entry, "quantity", where, 1, MAX_COUNT, 0))


def _markets(data: Mapping[str, Any], state: PlanState, goods: set[str]) -> None:
    for spec in _tables(data, "node"):
        if "market" not in spec:
            continue
        where = f"node {spec.get('name')!r}"
        try:
            node = state.nodes.get(Hex.parse(str(spec.get("hex"))))
        except LabelError:
            node = None
        if node is None:
            raise ScenarioError(f"{where}: market: the node's hex is not known")
        entries = spec["market"]
        if not isinstance(entries, list):
            raise ScenarioError(f"{where}: market must be a list of listings")
        market: list[Listing] = []
        for number, entry in enumerate(entries, start=1):
            listing = _listing(entry, f"{where} market entry {number}", goods)
            if any(li.good == listing.good and li.side is listing.side for li in market):
                raise ScenarioError(f"{where} market entry {number}: the node already "
                                    f"{listing.side.value} {listing.good}")
            market.append(listing)
        node.market = market


def read_scenario(data: Mapping[str, Any], state: PlanState) -> None:
    """The economy's tables of `data`, checked, into `state`."""
    _resources(data, state)
    for spec in _tables(data, "item"):
        item = _item(spec, state)
        state.items[item.key] = item
    for kind in state.types.values():
        for key in kind.material:
            if key not in state.items:
                raise ScenarioError(f"unit_type {kind.key!r}: material names unknown item "
                                    f"{key!r}")
    goods = known_goods(state)
    _chests(data, state, goods)
    _markets(data, state, goods)
