"""The keys of each table of a Planisphère scenario (docs/scenarios.md and the pages of
its parts), and the keys a file writes that the format does not know: each refused
with the nearest known key ("did you mean `defence`?")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.mistakes import Mistake, Where, unknown_keys
from hexterm.engine.planisphere.economy.scenario import BONUSES
from hexterm.engine.planisphere.model import CHARACTERISTICS, NODE_SCORES
from hexterm.engine.planisphere.quests.scenario import (
    CHOICE_KEYS,
    LISTING_KEYS,
    OUTCOME_KEYS,
    QUEST_KEYS,
)

TOP = frozenset({"title", "ruleset", "turns_per_session", "sessions", "da_per_do", "map",
                 "labels", "hex", "unit_type", "faction", "node", "unit", "resource", "item",
                 "quest", "accord", "annotation"})
MAP = frozenset({"cols", "rows", "legend", "default", "terrain"})
LABEL = frozenset({"name", "category", "glyph"})
HEX = frozenset({"labels", "population", "resources", "influence", "defence_bonus",
                 "controls_neighbours"})
TABLES: Mapping[str, frozenset[str]] = {
    "unit_type": frozenset({"key", "name", *CHARACTERISTICS, "terrains", "capabilities",
                            "requirements", "recruits", "material"}),
    "faction": frozenset({"key", "name", "prefix", "da", "do", "catalogue", "reserve",
                          "masters", "goods", "items"}),
    "node": frozenset({"name", "hex", "faction", "founder", "quality", *NODE_SCORES,
                       "population", "market"}),
    "unit": frozenset({"type", "faction", "hex", "commander", "to_death", "hidden"}),
    "resource": frozenset({"key", "name", "rarity"}),
    "item": frozenset({"key", "name", *BONUSES, "lasting", "terrains", "capabilities", "tags",
                       "text", "exploit", "influence"}),
    "accord": frozenset({"name", "code", "factions", "status", "proposer", "text",
                         "clauses"}),
    "annotation": frozenset({"code", "seat", "hex", "title", "text"}),
}
MARKET_ENTRY = frozenset({"good", "side", "price", "quantity"})


def _each(value: Any) -> list[tuple[int, Mapping[str, Any]]]:
    return [(i, t) for i, t in enumerate(value) if isinstance(t, Mapping)] \
        if isinstance(value, list) else []


def _named(value: Any) -> list[tuple[str, Mapping[str, Any]]]:
    return [(k, t) for k, t in value.items() if isinstance(t, Mapping)] \
        if isinstance(value, Mapping) else []


def unknown(data: Mapping[str, Any]) -> list[Mistake]:
    """A mistake for each key of the file the format does not know, anywhere."""
    found = unknown_keys(data, TOP)
    if isinstance(data.get("map"), Mapping):
        found += unknown_keys(data["map"], MAP, ("map",))
    for key, spec in _named(data.get("labels")):
        found += unknown_keys(spec, LABEL, ("labels", key))
    for key, spec in _named(data.get("hex")):
        found += unknown_keys(spec, HEX, ("hex", key))
    for name, known in TABLES.items():
        for i, spec in _each(data.get(name)):
            found += unknown_keys(spec, known, (name, i))
    for i, spec in _each(data.get("node")):
        for j, entry in _each(spec.get("market")):
            found += unknown_keys(entry, MARKET_ENTRY, ("node", i, "market", j))
    return found + quests(data)


def quests(data: Mapping[str, Any]) -> list[Mistake]:
    """The unknown keys of the quests, their choices, outcomes and listings."""
    found: list[Mistake] = []
    for i, quest in _each(data.get("quest")):
        found += unknown_keys(quest, QUEST_KEYS, ("quest", i))
        for j, choice in _each(quest.get("choice")):
            at: Where = ("quest", i, "choice", j)
            found += unknown_keys(choice, CHOICE_KEYS, at)
            for k, outcome in _each(choice.get("outcome")):
                found += unknown_keys(outcome, OUTCOME_KEYS, (*at, "outcome", k))
                if isinstance(outcome.get("listing"), Mapping):
                    found += unknown_keys(outcome["listing"], LISTING_KEYS,
                                          (*at, "outcome", k, "listing"))
    return found
