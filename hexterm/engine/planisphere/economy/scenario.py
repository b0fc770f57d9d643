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
from hexterm.engine.messages import Message
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
from hexterm.engine.planisphere.words import WORDS

BONUSES = ("move", "combat", "defence", "recon", "inventory")
MAX_COUNT = 10**9


def _key(spec: Mapping[str, Any], where: str | Message) -> str:
    key = text(spec, "key", where)
    if key != key.lower() or ":" in key or any(c.isspace() for c in key):
        raise ScenarioError(WORDS.phrase("{where}: key {key!r} must be lower case, without "
                                         "spaces or ':' (orders write it as KEY:AMOUNT)",
                                         where=where, key=key))
    return key


def _words(spec: Mapping[str, Any], key: str, where: str | Message) -> frozenset[str]:
    value = spec.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ScenarioError(WORDS.phrase("{where}: {key} must be a list of texts", where=where,
                                         key=key))
    return frozenset(value)


def _tables(data: Mapping[str, Any], name: str) -> list[Mapping[str, Any]]:
    value = data.get(name, [])
    if not isinstance(value, list) or not all(isinstance(v, Mapping) for v in value):
        raise ScenarioError(WORDS.phrase("{name}: write each one as a [[{name}]] table",
                                         name=name))
    return value


def _resources(data: Mapping[str, Any], state: PlanState) -> None:
    for spec in _tables(data, "resource"):
        where = WORDS.phrase("resource")
        key = _key(spec, where)
        where = WORDS.phrase("resource {key!r}", key=key)
        if key in state.resources:
            raise ScenarioError(WORDS.phrase("{where}: key is declared twice", where=where))
        rarity = spec.get("rarity", "common")
        if rarity not in RARITIES:
            raise ScenarioError(WORDS.phrase("{where}: rarity must be common, rare or mythic, "
                                             "not {rarity!r}", where=where, rarity=rarity))
        state.resources[key] = Resource(key, text(spec, "name", where, key), rarity)


def _item(spec: Mapping[str, Any], state: PlanState) -> Item:
    where = WORDS.phrase("item")
    key = _key(spec, where)
    where = WORDS.phrase("item {key!r}", key=key)
    if key in state.items:
        raise ScenarioError(WORDS.phrase("{where}: key is declared twice", where=where))
    bonuses = {b: whole(spec, b, where, -6, 6, 0) for b in BONUSES}
    try:
        lasting = Lasting(spec.get("lasting", "session"))
    except ValueError:
        raise ScenarioError(WORDS.phrase("{where}: lasting must be session or permanent, not "
                                         "{get!r}", where=where, get=spec.get('lasting'))) from None
    terrains = _words(spec, "terrains", where)
    for label in sorted(terrains):
        if label not in state.labels:
            raise ScenarioError(WORDS.phrase("{where}: terrains names unknown terrain label "
                                             "{label!r}", where=where, label=label))
    capabilities = _words(spec, "capabilities", where)
    for capability in sorted(capabilities):
        if capability not in CAPABILITIES:
            raise ScenarioError(WORDS.phrase("{where}: capabilities names unknown capability "
                                             "{capability!r}", where=where, capability=capability))
    card = text(spec, "text", where, required=False)
    return Item(key, text(spec, "name", where, key), **bonuses,
                exploit=whole(spec, "exploit", where, 0, 1000, 0),
                influence=whole(spec, "influence", where, -6, 6, 0), lasting=lasting,
                terrains=terrains, capabilities=capabilities,
                tags=_words(spec, "tags", where), text=card)


def _counts(spec: Mapping[str, Any], field: str, where: str | Message,
            known: set[str] | Mapping[str, Any], what: str) -> dict[str, int]:
    value = spec.get(field, {})
    if not isinstance(value, Mapping):
        raise ScenarioError(WORDS.phrase("{where}: {field} must be a table like {{ bois = 10 }}",
                                         where=where, field=field))
    out: dict[str, int] = {}
    for key, count in sorted(value.items()):
        if key not in known:
            raise ScenarioError(WORDS.phrase("{where}: {field} names unknown {what} {key!r}",
                                             where=where, field=field, what=what, key=key))
        amount = whole({f"{field}.{key}": count}, f"{field}.{key}", where, 0, MAX_COUNT, 0)
        if amount:
            out[str(key)] = amount
    return out


def _chests(data: Mapping[str, Any], state: PlanState, goods: set[str]) -> None:
    for spec in _tables(data, "faction"):
        faction = state.factions.get(str(spec.get("key")))
        if faction is None:
            continue
        where = WORDS.phrase("faction {key!r}", key=faction.key)
        faction.goods = _counts(spec, "goods", where, goods, "resource")
        faction.items = _counts(spec, "items", where, state.items, "item")


def _listing(entry: Any, where: str | Message, goods: set[str]) -> Listing:
    if not isinstance(entry, Mapping):
        raise ScenarioError(WORDS.phrase('{where}: write it as {{ good = "bois", side = "sells", '
                                         "price = 3, quantity = 20 }}", where=where))
    good = text(entry, "good", where)
    if good not in goods:
        raise ScenarioError(WORDS.phrase("{where}: good {good!r} is not a resource of this "
                                         "scenario (declare it in [[resource]] or put it on a "
                                         "hex)", where=where, good=good))
    try:
        side = Side(entry.get("side"))
    except ValueError:
        raise ScenarioError(WORDS.phrase("{where}: side must be buys or sells, not {get!r}",
                                         where=where, get=entry.get('side'))) from None
    return Listing(good, side, whole(entry, "price", where, 0, MAX_COUNT, 0),
                   whole(entry, "quantity", where, 1, MAX_COUNT, 0))


def _markets(data: Mapping[str, Any], state: PlanState, goods: set[str]) -> None:
    for spec in _tables(data, "node"):
        if "market" not in spec:
            continue
        where = WORDS.phrase("node {name!r}", name=spec.get("name"))
        try:
            node = state.nodes.get(Hex.parse(str(spec.get("hex"))))
        except LabelError:
            node = None
        if node is None:
            raise ScenarioError(WORDS.phrase("{where}: market: the node's hex is not known",
                                             where=where))
        entries = spec["market"]
        if not isinstance(entries, list):
            raise ScenarioError(WORDS.phrase("{where}: market must be a list of listings",
                                             where=where))
        market: list[Listing] = []
        for number, entry in enumerate(entries, start=1):
            place = WORDS.phrase("{where} market entry {number}", where=where, number=number)
            listing = _listing(entry, place, goods)
            if any(li.good == listing.good and li.side is listing.side for li in market):
                raise ScenarioError(WORDS.phrase("{where} market entry {number}: the node "
                                                 "already {side} {good}", where=where,
                                                 number=number, side=listing.side.value,
                                                 good=listing.good))
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
                raise ScenarioError(WORDS.phrase("unit_type {key!r}: material names unknown item "
                                                 "{key2!r}", key=kind.key, key2=key))
    goods = known_goods(state)
    _chests(data, state, goods)
    _markets(data, state, goods)
