"""What a new game asks of its seats: the form a ruleset gives for one scenario.

`SeatForm` is what the new-game form (and `hexterm new`) shows as it is: the factions a
seat chooses from or names, how many seats, the names a scenario fixes, the roles and
the `GameOption`s the players choose; `scenario_factions` reads a scenario's
`[[faction]]` tables for it. A ruleset gives it from `Ruleset.seat_form`
(`hexterm.engine.ruleset`, which names these too, where the rulesets import them from).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hexterm.engine.messages import titled


@dataclass(frozen=True, slots=True)
class GameOption:
    """A choice made when a game is created, stored in the scenario under `key`: one of
    `choices`, or a whole number from `lo` to `hi` when there are no choices."""

    key: str
    label: str
    choices: tuple[str, ...] = ()
    lo: int = 0
    hi: int = 0

    def read(self, text: str) -> str | int:
        """The option's value from what a player typed, or a ValueError in one sentence."""
        if self.choices:
            if text not in self.choices:
                raise ValueError(f"{self.key} must be one of {', '.join(self.choices)}, "
                                 f"not {text!r}")
            return text
        if not text.strip().isdigit() or not self.lo <= int(text) <= self.hi:
            raise ValueError(f"{self.key} must be a whole number from {self.lo} to "
                             f"{self.hi}, not {text!r}")
        return int(text)


def scenario_factions(scenario: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    """(key, name) of each `[[faction]]` table of a parsed scenario, in its order (the
    key when it has no name)."""
    found: list[tuple[str, str]] = []
    specs = scenario.get("faction", ())
    if not isinstance(specs, list):  # not an array of tables: the loader says so
        return ()
    for spec in specs:
        if isinstance(spec, Mapping) and isinstance(spec.get("key"), str):
            found.append((spec["key"], str(spec.get("name") or spec["key"])))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class SeatForm:
    """What a new game of a ruleset asks of its seats on one scenario
    (`Ruleset.seat_form`): pure data, which the new-game form shows as it is."""

    faction: str = titled("Faction")
    """What these rules call a seat's faction (a nation, an army, a side)."""
    factions: tuple[tuple[str, str], ...] = ()
    """(key, name) of the factions a seat chooses from; empty: each seat names its own."""
    suggested: tuple[str, ...] = ()
    """Names offered, seat by seat, for a faction the players name themselves."""
    min_seats: int = 2
    max_seats: int = 8
    names: tuple[str, ...] = ()
    """The seats' names when the scenario fixes them (empty: the players choose)."""
    roles: tuple[str, ...] = ()
    """The roles a seat may take on besides the first, which every seat holds."""
    options: tuple[GameOption, ...] = ()
    """The game options the players choose (`GameOption`)."""

    def faction_name(self, key: str) -> str:
        """The name of the faction `key` (the key itself when the seat named it)."""
        return dict(self.factions).get(key, key)
