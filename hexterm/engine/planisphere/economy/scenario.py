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
from hexterm.engine.mistakes import in_table
from hexterm.engine.planisphere.economy.goods import (
    RARITIES,
    Item,
    Lasting,
    Listing,
    Resource,
    Side,
)
from hexterm.engine.planisphere.economy.rules import known_goods
from hexterm.engine.planisphere.io.scenario_fields import (
    EntryError,
    entry,
    field_error,
    text,
    whole,
)
from hexterm.engine.planisphere.model import CAPABILITIES, PlanState
from hexterm.engine.planisphere.words import WORDS

BONUSES = ("move", "combat", "defence", "recon", "inventory")
MAX_COUNT = 10**9


def _key(spec: Mapping[str, Any], where: str | Message) -> str:
    key = text(spec, "key", where)
    if key != key.lower() or ":" in key or any(c.isspace() for c in key):
        raise field_error(where, WORDS.phrase("key {key!r} must be lower case, without "
                                              "spaces or ':' (orders write it as KEY:AMOUNT)",
                                              key=key), "key")
    return key


def _words(spec: Mapping[str, Any], key: str, where: str | Message) -> frozenset[str]:
    value = spec.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise field_error(where, WORDS.phrase("{key} must be a list of texts", key=key), key)
    return frozenset(value)


def _tables(data: Mapping[str, Any], name: str) -> list[Mapping[str, Any]]:
    value = data.get(name, [])
    if not isinstance(value, list) or not all(isinstance(v, Mapping) for v in value):
        raise ScenarioError(WORDS.phrase("{name}: write each one as a [[{name}]] table",
                                         name=name))
    return value


def _resources(data: Mapping[str, Any], state: PlanState) -> None:
    for i, spec in enumerate(_tables(data, "resource")):
        with entry("resource", i):
            _resource(spec, state)


def _resource(spec: Mapping[str, Any], state: PlanState) -> None:
    where = WORDS.phrase("resource")
    key = _key(spec, where)
    where = WORDS.phrase("resource {key!r}", key=key)
    if key in state.resources:
        raise field_error(where, WORDS.phrase("key is declared twice"), "key")
    rarity = spec.get("rarity", "common")
    if rarity not in RARITIES:
        raise field_error(where, WORDS.phrase("rarity must be common, rare or mythic, not "
                                              "{rarity!r}", rarity=rarity), "rarity")
    state.resources[key] = Resource(key, text(spec, "name", where, key), rarity)


def _item(spec: Mapping[str, Any], state: PlanState) -> Item:
    where = WORDS.phrase("item")
    key = _key(spec, where)
    where = WORDS.phrase("item {key!r}", key=key)
    if key in state.items:
        raise field_error(where, WORDS.phrase("key is declared twice"), "key")
    bonuses = {b: whole(spec, b, where, -6, 6, 0) for b in BONUSES}
    try:
        lasting = Lasting(spec.get("lasting", "session"))
    except ValueError:
        raise field_error(where, WORDS.phrase("lasting must be session or permanent, not "
                                              "{get!r}", get=spec.get('lasting')),
                          "lasting") from None
    terrains = _words(spec, "terrains", where)
    for label in sorted(terrains):
        if label not in state.labels:
            raise field_error(where, WORDS.phrase("terrains names unknown terrain label "
                                                  "{label!r}", label=label), "terrains")
    capabilities = _words(spec, "capabilities", where)
    for capability in sorted(capabilities):
        if capability not in CAPABILITIES:
            raise field_error(where, WORDS.phrase("capabilities names unknown capability "
                                                  "{capability!r}", capability=capability),
                              "capabilities")
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
        raise field_error(where, WORDS.phrase("{field} must be a table like {{ bois = 10 }}",
                                              field=field), field)
    out: dict[str, int] = {}
    for key in sorted(value):
        if key not in known:
            raise field_error(where, WORDS.phrase("{field} names unknown {what} {key!r}",
                                                  field=field, what=what, key=key), field, key)
        amount = whole(value, key, where, 0, MAX_COUNT, 0, (field, key), f"{field}.{key}")
        if amount:
            out[str(key)] = amount
    return out


def _chests(data: Mapping[str, Any], state: PlanState, goods: set[str]) -> None:
    for i, spec in enumerate(_tables(data, "faction")):
        faction = state.factions.get(str(spec.get("key")))
        if faction is None:
            continue
        where = WORDS.phrase("faction {key!r}", key=faction.key)
        with entry("faction", i):
            faction.goods = _counts(spec, "goods", where, goods, "resource")
            faction.items = _counts(spec, "items", where, state.items, "item")


def _listing(listed: Any, where: str | Message, goods: set[str]) -> Listing:
    if not isinstance(listed, Mapping):
        raise ScenarioError(in_table(where, WORDS.phrase(
            'write it as {{ good = "bois", side = "sells", price = 3, quantity = 20 }}')))
    good = text(listed, "good", where)
    if good not in goods:
        raise field_error(where, WORDS.phrase("good {good!r} is not a resource of this "
                                              "scenario (declare it in [[resource]] or put it "
                                              "on a hex)", good=good), "good")
    try:
        side = Side(listed.get("side"))
    except ValueError:
        raise field_error(where, WORDS.phrase("side must be buys or sells, not {get!r}",
                                              get=listed.get('side')), "side") from None
    return Listing(good, side, whole(listed, "price", where, 0, MAX_COUNT, 0),
                   whole(listed, "quantity", where, 1, MAX_COUNT, 0))


def _markets(data: Mapping[str, Any], state: PlanState, goods: set[str]) -> None:
    for i, spec in enumerate(_tables(data, "node")):
        if "market" in spec:
            with entry("node", i):
                _market(i, spec, state, goods)


def _market(i: int, spec: Mapping[str, Any], state: PlanState, goods: set[str]) -> None:
    """The market of the `[[node]]` table `spec` (the `i`th), each listing's refusal
    placed at its line."""
    where = WORDS.phrase("node {name!r}", name=spec.get("name"))
    try:
        node = state.nodes.get(Hex.parse(str(spec.get("hex"))))
    except LabelError:
        node = None
    if node is None:
        raise field_error(where, WORDS.phrase("market: the node's hex is not known"), "hex")
    entries = spec["market"]
    if not isinstance(entries, list):
        raise field_error(where, WORDS.phrase("market must be a list of listings"), "market")
    market: list[Listing] = []
    for number, listed in enumerate(entries, start=1):
        place = WORDS.phrase("{where} market entry {number}", where=where, number=number)
        with entry("node", i, "market", number - 1):
            listing = _listing(listed, place, goods)
            if any(li.good == listing.good and li.side is listing.side for li in market):
                raise ScenarioError(in_table(place, WORDS.phrase(
                    "the node already {side} {good}", side=listing.side.value,
                    good=listing.good)))
        market.append(listing)
    node.market = market


def read_scenario(data: Mapping[str, Any], state: PlanState) -> None:
    """The economy's tables of `data`, checked, into `state`."""
    _resources(data, state)
    for i, spec in enumerate(_tables(data, "item")):
        with entry("item", i):
            item = _item(spec, state)
        state.items[item.key] = item
    for i, spec in enumerate(_tables(data, "unit_type")):
        kind = state.types[str(spec.get("key"))]
        for key in kind.material:
            if key not in state.items:
                raise EntryError(in_table(WORDS.phrase("unit_type {key!r}", key=kind.key),
                                          WORDS.phrase("material names unknown item {key2!r}",
                                                       key2=key)), ("unit_type", i, "material"))
    goods = known_goods(state)
    _chests(data, state, goods)
    _markets(data, state, goods)
