"""A SAGA scenario's mistakes, all at once (issue 30, `Ruleset.scenario_mistakes`):
whatever the opening (`scenario.opening`) would refuse, read with the seats the
scenario names (none: every count of players its homes give); its home lists, each
giving every player a village of their own on a terrain of the map; its unknown keys,
with the nearest known one, and a `roads = […]` written after a `[[terrain]]` table,
which TOML gives to that terrain, said so. `build_state` (`new_state`) refuses the first
of the mistakes the opening and the keys give: the loader refuses what the check finds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.dice import Dice, SeededDice
from hexterm.engine.mistakes import Mistake, in_table, nearest
from hexterm.engine.mistakes_found import Found
from hexterm.engine.saga.model import SagaState
from hexterm.engine.saga.scenario import named_seats, opening
from hexterm.engine.saga.tables import PLAYERS_TABLE
from hexterm.engine.saga.words import WORDS
from hexterm.engine.seats import Seat

TOP_KEYS = ("title", "ruleset", "terrain", "roads", "homes", "turns", "phase", "initiative",
            "pp", "owners", "sacred", "memory", "village", "band")
TERRAIN_KEYS = ("name", "kind", "at")
VILLAGE_KEYS = ("terrain", "seat", "reserve")
BAND_KEYS = ("name", "seat", "terrain", "units", "left")
TOP_ONLY = ("roads", "homes", "turns", "phase", "initiative", "pp", "owners", "sacred",
            "memory")
"""Keys of the scenario's top that TOML gives to the table above them when they are
written after one."""


def campaign_mistakes(scenario: Mapping[str, Any]) -> list[Mistake]:
    """Every mistake of a SAGA scenario."""
    found = Found()
    names = named_seats(scenario)
    seats = [Seat(name, name) for name in names] if names else None
    opening(scenario, seats, SeededDice(0, "check"), found)
    if seats is None:
        homes_mistakes(scenario, found)
    keys_mistakes(scenario, found)
    return found.mistakes


def build_state(scenario: Mapping[str, Any], seats: Sequence[Seat], dice: Dice) -> SagaState:
    """The campaign's opening state (ScenarioError: the first of its mistakes, unknown
    keys among them)."""
    found = Found()
    state = opening(scenario, seats, dice, found)
    if not named_seats(scenario):
        homes_mistakes(scenario, found)
    keys_mistakes(scenario, found)
    found.refuse()
    assert state is not None
    return state


def keys_mistakes(scenario: Mapping[str, Any], found: Found) -> None:
    """The scenario's unknown keys, and its top's keys written below a table."""
    found.keys(scenario, TOP_KEYS, ())
    for key, known, table in (("terrain", TERRAIN_KEYS, "terrain {n}"),
                              ("village", VILLAGE_KEYS, "village {n}"),
                              ("band", BAND_KEYS, "band {n}")):
        items = scenario.get(key, [])
        for n, item in enumerate(items if isinstance(items, list) else [], 1):
            if not isinstance(item, Mapping):
                continue
            misplaced = [k for k in item if k in TOP_ONLY]
            for word in misplaced:
                found.add((key, n - 1, word), in_table(_said(table, n), WORDS.phrase(
                    "{key} = … is written below this [[{table}]] table, so it belongs to it: "
                    "write it above the first [[{table}]]", table=key, key=word)))
            found.keys({k: v for k, v in item.items() if k not in misplaced}, known,
                       (key, n - 1), _said(table, n))


def _said(table: str, n: int) -> Any:
    return {"terrain {n}": WORDS.phrase("terrain {number}", number=n),
            "village {n}": WORDS.phrase("village {n}", n=n),
            "band {n}": WORDS.phrase("band {n}", n=n)}[table]


def homes_mistakes(scenario: Mapping[str, Any], found: Found) -> None:
    """The home lists (`[homes]`, by number of players): each a list of as many
    terrains of the map as players, none twice (each player starts with a village of
    their own, reading S2); and at least one list."""
    homes = scenario.get("homes", {})
    if not isinstance(homes, Mapping) or not homes:
        found.add(("homes",), WORDS.phrase(
            "homes gives each player's home, by the number of players (2 to 6): "
            "2 = [\"TERRAIN\", \"TERRAIN\"]"))
        return
    items = scenario.get("terrain", [])
    names = [str(t.get("name")) for t in items if isinstance(t, Mapping)] \
        if isinstance(items, list) else []
    for key, listed in homes.items():
        count = int(key) if str(key).isdigit() else 0
        if count not in PLAYERS_TABLE:
            found.add(("homes", key), in_table(WORDS.phrase("homes"), WORDS.phrase(
                "{key!r} is not a number of players (2 to 6)", key=key)))
            continue
        if not isinstance(listed, list) or len(listed) != count:
            found.add(("homes", key), in_table(WORDS.phrase("homes"), WORDS.phrase_n(
                "for {n} player, {listed} leaves a player with no village (one home a "
                "player)", "for {n} players, {listed} leaves a player with no village (one "
                "home a player)", count, listed=repr(listed))))
            continue
        for number, home in enumerate(listed):
            if home not in names:
                guess = nearest(str(home), names)
                found.add(("homes", key, number), in_table(WORDS.phrase("homes"), WORDS.phrase(
                    "for {n} players, {home!r} is no terrain of the map: did you mean "
                    "{guess}?", n=count, home=home, guess=guess) if guess else
                    WORDS.phrase("for {n} players, {home!r} is no terrain of the map",
                                 n=count, home=home)))
            elif home in listed[:number]:
                found.add(("homes", key, number), in_table(WORDS.phrase("homes"), WORDS.phrase(
                    "for {n} players, {home} is the home of two players: one of them starts "
                    "with no village", n=count, home=home)))
