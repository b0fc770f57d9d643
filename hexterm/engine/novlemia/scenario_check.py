"""A Novlémia scenario's mistakes, all at once (issue 30, `Ruleset.scenario_mistakes`):
whatever the opening (`scenario.opening`) would refuse, read with a seat for each of its
nations (a cell's owner one of them), and whatever the save's check (`check_state`)
would then refuse; its unknown keys, with the nearest known one. `build_state`
(`new_state`) refuses the first of the mistakes the opening and the keys give."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.errors import StateError
from hexterm.engine.mistakes import Mistake
from hexterm.engine.mistakes_found import Found
from hexterm.engine.novlemia import integrity
from hexterm.engine.novlemia.model import NovState
from hexterm.engine.novlemia.scenario import known_nations, opening
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.seats import Seat

TOP_KEYS = ("title", "ruleset", "turns", "victory", "map", "rules", "faction", "cell")
MAP_KEYS = ("cols", "rows")
RULES_KEYS = ("actions", "market_rate", "rare_rate", "city_factor", "upkeep",
              "first_city_by_water")
FACTION_KEYS = ("key", "name", "latitude", "start", "stock")
CELL_KEYS = ("terrain", "owner", "resource", "name", "city")
MOST_SEATS = 8


def _cells(scenario: Mapping[str, Any]) -> Mapping[str, Any]:
    cells = scenario.get("cell", {})
    return cells if isinstance(cells, Mapping) else {}


def cell_owners(scenario: Mapping[str, Any]) -> list[str]:
    """The nations the scenario's cells name as their owners, each once, in the file's
    order: those its seats must play when it has no `[[faction]]`."""
    return list(dict.fromkeys(str(spec.get("owner")) for spec in _cells(scenario).values()
                              if isinstance(spec, Mapping) and "owner" in spec))


def world_mistakes(scenario: Mapping[str, Any]) -> list[Mistake]:
    """Every mistake of a Novlémia scenario."""
    found = Found()
    keys = list(known_nations(scenario, Found()))
    owners = keys or cell_owners(scenario)
    seats = [Seat(key, key) for key in (keys or list(dict.fromkeys(owners)))[:MOST_SEATS]] \
        or [Seat("nation", "nation")]  # the nations its cells name, when it has no [[faction]]
    state = opening(scenario, seats, found, owners)
    if not found.mistakes:
        try:
            integrity.check_state(state, seats)
        except StateError as error:
            found.refused((), error)
    keys_mistakes(scenario, found)
    return found.mistakes


def build_state(scenario: Mapping[str, Any], seats: Sequence[Seat]) -> NovState:
    """The opening state of `scenario` for `seats` (ScenarioError: the first of its
    mistakes, unknown keys among them)."""
    found = Found()
    state = opening(scenario, seats, found)
    keys_mistakes(scenario, found)
    found.refuse()
    return state


def keys_mistakes(scenario: Mapping[str, Any], found: Found) -> None:
    """The scenario's unknown keys, each with the nearest known one."""
    found.keys(scenario, TOP_KEYS, ())
    for key, known in (("map", MAP_KEYS), ("rules", RULES_KEYS)):
        found.keys(scenario.get(key), known, (key,), WORDS.phrase("[{key}]", key=key))
    factions = scenario.get("faction", [])
    for n, spec in enumerate(factions if isinstance(factions, list) else []):
        found.keys(spec, FACTION_KEYS, ("faction", n),
                   WORDS.phrase("faction {n}", n=n + 1))
    for label, spec in _cells(scenario).items():
        found.keys(spec, CELL_KEYS, ("cell", label), WORDS.phrase("[cell.{label}]",
                                                                  label=label))
