"""The Planisphère's part-2 state as plain data for saves, and back.

Resources, items, quests, documents, grand accords, annotations, seats' allegiance, the
influence history and the session's influence boosts: everything the economy,
influence, quests and diplomacy add to the part-1 state (`codec`). Keys are written in
a fixed order so that the same state always gives the same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.bonds import Clause
from hexterm.engine.planisphere.diplomacy.papers import (
    AccordStatus,
    Annotation,
    DocKind,
    Document,
    GrandAccord,
    Scope,
)
from hexterm.engine.planisphere.economy.goods import Item, Lasting, Listing, Resource, Side
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.quests.book import Choice, NewListing, Quest, QuestOutcome

ITEM_FIELDS = ("move", "combat", "defence", "recon", "inventory", "exploit", "influence")


def _counts(data: Mapping[str, Any]) -> dict[str, int]:
    return {str(k): int(v) for k, v in data.items() if int(v)}


def dump_listing(listing: Listing) -> list[Any]:
    return [listing.good, listing.side.value, listing.price, listing.left]


def load_listing(row: list[Any]) -> Listing:
    return Listing(str(row[0]), Side(row[1]), int(row[2]), int(row[3]))


def _dump_item(item: Item) -> list[Any]:
    return [item.key, item.name, *(getattr(item, f) for f in ITEM_FIELDS), item.lasting.value,
            sorted(item.terrains), sorted(item.capabilities), sorted(item.tags), item.text]


def _load_item(row: list[Any]) -> Item:
    stats = dict(zip(ITEM_FIELDS, (int(v) for v in row[2:9]), strict=True))
    return Item(str(row[0]), str(row[1]), lasting=Lasting(row[9]),
                terrains=frozenset(row[10]), capabilities=frozenset(row[11]),
                tags=frozenset(row[12]), text=str(row[13]), **stats)


def _dump_outcome(out: QuestOutcome) -> dict[str, Any]:
    data: dict[str, Any] = {"needs": list(out.needs), "text": out.text, "da": out.da,
                            "do": out.do, "goods": dict(sorted(out.goods.items())),
                            "items": dict(sorted(out.items.items())),
                            "influence": out.influence, "unit": out.unit, "ends": out.ends,
                            "master": out.master}
    if out.listing is not None:
        li = out.listing
        data["listing"] = [li.hex.label, li.good, li.side.value, li.price, li.quantity]
    return data


def _load_outcome(data: Mapping[str, Any]) -> QuestOutcome:
    listing = None
    if "listing" in data:
        label, good, side, price, quantity = data["listing"]
        listing = NewListing(Hex.parse(label), str(good), Side(side), int(price), int(quantity))
    return QuestOutcome(tuple(data["needs"]), str(data["text"]), int(data["da"]),
                        int(data["do"]), MappingProxyType(_counts(data["goods"])),
                        MappingProxyType(_counts(data["items"])), int(data["influence"]),
                        str(data["unit"]), bool(data["ends"]), listing, str(data["master"]))


def dump_quest(quest: Quest) -> dict[str, Any]:
    return {"key": quest.key, "hex": quest.hex.label, "title": quest.title,
            "text": quest.text, "hint": quest.hint,
            "choices": [[c.letter, c.text, [_dump_outcome(o) for o in c.outcomes]]
                        for c in quest.choices]}


def load_quest(data: Mapping[str, Any]) -> Quest:
    return Quest(str(data["key"]), Hex.parse(data["hex"]), str(data["title"]),
                 str(data["text"]),
                 tuple(Choice(str(letter), str(text), tuple(_load_outcome(o) for o in outs))
                       for letter, text, outs in data["choices"]), str(data["hint"]))


def _dump_document(doc: Document) -> list[Any]:
    return [doc.code, doc.kind.value, doc.issuer, doc.faction, doc.holder, doc.issued,
            doc.scope.value, doc.subject, doc.limited, doc.session, list(doc.turns),
            doc.unit_kind, list(doc.items), doc.until, doc.master, doc.used]


def _load_document(row: list[Any]) -> Document:
    return Document(str(row[0]), DocKind(row[1]), str(row[2]), str(row[3]), str(row[4]),
                    int(row[5]), Scope(row[6]), str(row[7]), bool(row[8]), int(row[9]),
                    tuple(int(t) for t in row[10]), str(row[11]),
                    tuple(str(i) for i in row[12]), int(row[13]), str(row[14]), int(row[15]))


def dump_goods_state(state: PlanState) -> dict[str, Any]:
    index = state.size.index
    return {
        "resources": [[r.key, r.name, r.rarity] for r in state.resources.values()],
        "items": [_dump_item(i) for i in state.items.values()],
        "quests": [dump_quest(q) for q in state.quests.values()],
        "quests_known": {k: list(v) for k, v in sorted(state.quests_known.items())},
        "documents": [_dump_document(d) for d in state.documents.values()],
        "accords": [[a.code, a.name, a.proposer, list(a.factions), a.text, list(a.accepted),
                     a.status.value, [c.value for c in a.clauses],
                     *([list(a.ratified)] if a.ratified else [])]
                    for a in state.accords.values()],
        "annotations": [[a.code, a.seat, a.hex_label, a.title, a.text, a.revealed,
                         a.with_text] for a in state.annotations.values()],
        "allegiance": dict(sorted(state.allegiance.items())),
        "influence_log": [[turn, index(place), faction, value]
                          for turn, place, faction, value in state.influence_log],
        "boosts": [[index(place), faction, amount] for place, faction, amount in state.boosts],
        "next_paper": state.next_paper,
        "da_per_do": state.da_per_do,
    }


def load_goods_state(data: Mapping[str, Any], state: PlanState) -> None:
    """Fill `state`'s part-2 fields from `data` (as `dump_goods_state` wrote them)."""
    hexes = state.size.hexes()

    def at(index: int) -> Hex:
        if not 0 <= index < len(hexes):
            raise ValueError(f"hex number {index} is off the map")
        return hexes[index]

    state.resources = {str(k): Resource(str(k), str(n), str(r)) for k, n, r in data["resources"]}
    state.items = {row[0]: _load_item(row) for row in data["items"]}
    state.quests = {q["key"]: load_quest(q) for q in data["quests"]}
    state.quests_known = {str(k): tuple(str(q) for q in v)
                          for k, v in data["quests_known"].items()}
    state.documents = {row[0]: _load_document(row) for row in data["documents"]}
    state.accords = {row[0]: GrandAccord(str(row[0]), str(row[1]), str(row[2]),
                                         tuple(row[3]), str(row[4]), tuple(row[5]),
                                         AccordStatus(row[6]),
                                         tuple(Clause(c) for c in row[7]),
                                         tuple(str(f) for f in row[8]) if len(row) > 8 else ())
                     for row in data["accords"]}
    state.annotations = {row[0]: Annotation(str(row[0]), str(row[1]), str(row[2]),
                                            str(row[3]), str(row[4]), bool(row[5]),
                                            bool(row[6])) for row in data["annotations"]}
    state.allegiance = {str(k): str(v) for k, v in data["allegiance"].items()}
    state.influence_log = [(int(t), at(int(i)), str(f), int(v))
                           for t, i, f, v in data["influence_log"]]
    state.boosts = [(at(int(i)), str(f), int(a)) for i, f, a in data["boosts"]]
    state.next_paper = int(data["next_paper"])
    state.da_per_do = int(data.get("da_per_do", 10))


EMPTY_GOODS_STATE: dict[str, Any] = {
    "resources": [], "items": [], "quests": [], "quests_known": {}, "documents": [],
    "accords": [], "annotations": [], "allegiance": {}, "influence_log": [], "boosts": [],
    "next_paper": 1, "da_per_do": 10,
}


