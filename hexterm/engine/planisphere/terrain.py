"""Terrain labels of the Planisphère and the cost of entering a hex.

A hex carries one or more labels (Plaine, Forêt, Route, ...). Entering it costs 1, plus
at most one modifier per category present: obstacle +1, relief +3, civilisation -1;
never below 1 nor above 6. A unit may enter only if it can cross one of the labels.
Capabilities change this (see `entry_cost`). Scenarios may add labels with a category.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum


class Category(Enum):
    """The families of labels that modify movement (one modifier per family)."""

    BASE = "base"
    OBSTACLE = "obstacle"
    RELIEF = "relief"
    CIVILISATION = "civilisation"


MODIFIER: Mapping[Category, int] = {
    Category.BASE: 0,
    Category.OBSTACLE: 1,
    Category.RELIEF: 3,
    Category.CIVILISATION: -1,
}
MIN_COST, MAX_COST = 1, 6


@dataclass(frozen=True, slots=True)
class Label:
    """A terrain label: its key (ASCII, used in files), French name and category."""

    key: str
    name: str
    category: Category
    glyph: str


LABELS: dict[str, Label] = {
    lab.key: lab
    for lab in (
        Label("plaine", "Plaine", Category.BASE, "."),
        Label("mer", "Mer", Category.BASE, "~"),
        Label("lac", "Lac", Category.BASE, "o"),
        Label("cote", "Côte", Category.BASE, ","),
        Label("fleau", "Fléau", Category.BASE, "!"),
        Label("foret", "Forêt", Category.OBSTACLE, "T"),
        Label("marais", "Marais", Category.OBSTACLE, "%"),
        Label("fleuve", "Fleuve", Category.OBSTACLE, "="),
        Label("hauts-fonds", "Hauts-fonds", Category.OBSTACLE, "-"),
        Label("neige", "Neige éternelle", Category.OBSTACLE, "*"),
        Label("montagne", "Montagne", Category.RELIEF, "^"),
        Label("recifs", "Récifs", Category.RELIEF, "x"),
        Label("route", "Route", Category.CIVILISATION, "+"),
        Label("route-maritime", "Route maritime", Category.CIVILISATION, ":"),
        Label("pont", "Pont", Category.CIVILISATION, "#"),
        Label("canal", "Canal", Category.CIVILISATION, "|"),
    )
}

# What a capability lets a unit ignore: the labels whose category modifier it removes.
EASED_BY: Mapping[str, frozenset[str]] = {
    "sylvestre": frozenset({"foret"}),
    "montagnard": frozenset({"montagne"}),
    "leger": frozenset({"fleuve", "plaine"}),
}
# Units confined to one terrain: they may enter only hexes with it, at cost 1.
CONFINED_TO: Mapping[str, str] = {"maritime": "mer", "cotier": "cote", "fluvial": "fleuve"}


def entry_cost(
    labels: Iterable[str],
    crossable: frozenset[str],
    capabilities: frozenset[str],
    known: Mapping[str, Label] = LABELS,
    *,
    amphibious_plain: bool = False,
) -> int | None:
    """What entering a hex with `labels` costs a unit, or None if it cannot enter.

    `amphibious_plain`: the hex is the one Côte or Fleuve hex an Amphibie unit treats
    as Plaine during this move (the caller tracks that it is used once).
    """
    labels = tuple(labels)
    if "volant" in capabilities:
        return MIN_COST
    for capability, only in CONFINED_TO.items():
        if capability in capabilities:
            return MIN_COST if only in labels else None
    if amphibious_plain:
        return MIN_COST if "plaine" in crossable else None
    if not any(label in crossable for label in labels):
        return None
    eased: set[str] = set()
    for capability in capabilities:
        eased |= EASED_BY.get(capability, frozenset())
    categories = {known[label].category for label in labels if label not in eased}
    cost = 1 + sum(MODIFIER[c] for c in categories)
    return max(MIN_COST, min(MAX_COST, cost))
