"""Where a Planisphère scenario puts things, checked (`hexterm check`, issue 30).

A unit stands only where its type may enter (`terrain.entry_cost`, the movement rules:
one of its terrains, its one terrain for the confined capabilities, anywhere for
Volant), never on another faction's node nor on a hex another faction's unit holds at
the start; a node stands on land (not on `mer` or `lac`), two hexes at least from
another; a river (`fleuve`) and a road (`route`) are chains of adjacent hexes, so no
such hex stands alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.messages import Message
from hexterm.engine.mistakes import FieldError, Mistake, Where, nearest
from hexterm.engine.mistakes_found import said_of
from hexterm.engine.planisphere.io.scenario import node_of
from hexterm.engine.planisphere.io.scenario_fields import hex_on
from hexterm.engine.planisphere.model import Cell, UnitType
from hexterm.engine.planisphere.terrain import Label, entry_cost
from hexterm.engine.planisphere.words import WORDS

WATER = frozenset({"mer", "lac"})
"""The labels of a hex no node stands on."""
CHAINS: Mapping[str, frozenset[str]] = {
    "fleuve": frozenset({"fleuve", "mer", "lac"}),   # a river runs on, or into the water
    "route": frozenset({"route", "pont"}),            # a road runs on, or over a bridge
}


class Placing:
    """The places of a scenario's nodes and units, checked one by one."""

    def __init__(self, size: GridSize, cells: Mapping[Hex, Cell],
                 labels: Mapping[str, Label], types: Mapping[str, UnitType],
                 factions: list[str], unread: set[str]) -> None:
        self.size, self.cells, self.labels = size, cells, labels
        self.unread = unread
        self.types, self.factions = types, factions
        self.found: list[Mistake] = []
        self.blocking = False  # a place the loader refuses (no game is built)
        self.nodes: dict[Hex, tuple[str, str]] = {}  # place: (faction, name)
        self.held: dict[Hex, str] = {}  # place: the faction of the first unit on it

    def refuse(self, where: Where, what: Message, blocking: bool = False) -> None:
        self.found.append(Mistake(where, what))
        self.blocking = self.blocking or blocking

    def place(self, spec: Mapping[str, Any], where: Where, said: str | Message) -> Hex | None:
        try:
            return hex_on(spec.get("hex"), self.size, said)
        except ScenarioError as exc:
            self.refuse((*where, "hex"), said_of(exc), blocking=True)
            return None

    def faction(self, spec: Mapping[str, Any], where: Where) -> str | None:
        faction = spec.get("faction")
        if isinstance(faction, str) and faction in self.factions:
            return faction
        if isinstance(faction, str) and faction in self.unread:  # refused with its table
            return None
        guess = nearest(str(faction), self.factions)
        self.refuse((*where, "faction"), WORDS.phrase(
            "faction {faction!r} is not in the scenario: did you mean {guess!r}?",
            faction=str(faction), guess=guess) if guess else WORDS.phrase(
            "faction {faction!r} is not in the scenario", faction=str(faction)), blocking=True)
        return None

    def node(self, i: int, spec: Mapping[str, Any]) -> None:
        where: Where = ("node", i)
        name = str(spec.get("name", ""))
        said = WORDS.phrase("node {name!r}", name=name)
        place = self.place(spec, where, said)
        faction = self.faction(spec, where)
        try:
            node_of(spec, name, str(faction), said, 0)
        except FieldError as exc:
            self.refuse((*where, *exc.field), said_of(exc), blocking=True)
        if place is None or faction is None:
            return
        water = sorted(WATER & set(self.cells[place].labels))
        if water:
            self.refuse((*where, "hex"), WORDS.phrase(
                "{place} is {labels}: a node stands on land", place=place.label,
                labels=", ".join(water)))
        for other in self.nodes:
            if other.distance(place) <= 1:
                self.refuse((*where, "hex"), WORDS.phrase(
                    "{place} touches the node at {other}; nodes may not be adjacent",
                    place=place.label, other=other.label), blocking=True)
        self.nodes[place] = (faction, name)

    def unit(self, i: int, spec: Mapping[str, Any]) -> None:
        where: Where = ("unit", i)
        kind_key = spec.get("type")
        kind = self.types.get(kind_key) if isinstance(kind_key, str) else None
        if kind is None and not (isinstance(kind_key, str) and kind_key in self.unread):
            guess = nearest(str(kind_key), self.types)
            self.refuse((*where, "type"), WORDS.phrase(
                "unit type {kind!r} is not in the scenario: did you mean {guess!r}?",
                kind=str(kind_key), guess=guess) if guess else WORDS.phrase(
                "unit type {kind!r} is not in the scenario", kind=str(kind_key)), blocking=True)
        faction = self.faction(spec, where)
        place = self.place(spec, where, WORDS.phrase("unit {kind!r}", kind=str(kind_key)))
        if place is None or faction is None or kind is None:
            return
        labels = self.cells[place].labels
        if entry_cost(labels, kind.terrains, kind.capabilities, self.labels) is None:
            self.refuse((*where, "hex"), WORDS.phrase(
                "{kind} on {place}: its type cannot stand on {labels}", kind=kind.name,
                place=place.label, labels=", ".join(labels)))
        owner = self.nodes.get(place)
        if owner is not None and owner[0] != faction:
            self.refuse((*where, "hex"), WORDS.phrase(
                "{kind} on {place}, the node {node!r} of faction {owner!r}: a unit may not "
                "start on another faction's node", kind=kind.name, place=place.label,
                node=owner[1], owner=owner[0]))
        first = self.held.setdefault(place, faction)
        if first != faction:
            self.refuse((*where, "hex"), WORDS.phrase(
                "{place} holds a unit of faction {other!r} already: enemies may not share a "
                "hex at the start", place=place.label, other=first))

    def chains(self, data: Mapping[str, Any]) -> None:
        """A river or road hex with no neighbour of its chain (nor a node, for a road)."""
        given = data.get("hex", {})
        for place in self.size.hexes():
            labels = set(self.cells[place].labels)
            for label, joins in CHAINS.items():
                if label not in labels:
                    continue
                near = [n for n in place.neighbours() if self.size.contains(n)]
                if any(joins & set(self.cells[n].labels) for n in near):
                    continue
                if label == "route" and (place in self.nodes or
                                         any(n in self.nodes for n in near)):
                    continue
                if label == "fleuve" and len(near) < 6:  # it runs off the map
                    continue
                row = place.to_offset()[1]
                at: Where = ("hex", place.label) if isinstance(given, Mapping) and \
                    place.label in given else ("map", "terrain", row)
                self.refuse(at, WORDS.phrase(
                    "the {label} on {place} joins no other {label} hex: a {label} is a chain "
                    "of adjacent hexes", label=label, place=place.label))


def mistakes(data: Mapping[str, Any], size: GridSize, cells: Mapping[Hex, Cell],
             labels: Mapping[str, Label], types: Mapping[str, UnitType],
             factions: list[str], unread: set[str]) -> tuple[list[Mistake], bool]:
    """The mistakes of the places of `data`'s nodes, units, rivers and roads, and
    whether one of them is one the loader refuses."""
    placing = Placing(size, cells, labels, types, factions, unread)
    for key, method in (("node", placing.node), ("unit", placing.unit)):
        tables = data.get(key, [])
        for i, spec in enumerate(tables if isinstance(tables, list) else []):
            if isinstance(spec, Mapping):
                method(i, spec)
    placing.chains(data)
    return placing.found, placing.blocking
