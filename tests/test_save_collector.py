"""A game read from a save is left out of the garbage collector's passes (`savegame.load`
freezes it: on a big world those passes cost a second as the first screen is drawn),
which is only safe because a game holds no reference cycles: dropped, its objects are
freed by reference counting at once, frozen or not. Held here for a game of each shipped
ruleset, and the saves read are the same games."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm.engine import game as games
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.worlds import load_scenario, start_game

RULESETS = ("planisphere", "novlemia", "saga", "medfan", "tactical")


@pytest.fixture(autouse=True)
def unfrozen() -> Iterator[None]:
    """The collector as the other tests expect it, whatever a test froze."""
    yield
    gc.unfreeze()


def new_save(path: Path, name: str) -> Path:
    """A game of `name`'s built-in scenario, two of its seats, three steps played by bots."""
    scenario, _ = load_scenario(name, None)
    form = get_ruleset(name).seat_form(scenario)
    factions = [key for key, _ in form.factions] or list(form.suggested) or ["a", "b"]
    names = list(form.names) or ["p0", "p1"]
    count = max(form.min_seats, 2)
    game = start_game(name, None, [Seat(names[i], factions[i % len(factions)], bot=True)
                                   for i in range(count)], 5)
    for _ in range(3):
        if game.outcome is None:
            game = games.resolve(game)
    savegame.save(path, game)
    return path


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_game_read_is_frozen_and_freed_when_dropped(tmp_path: Path, ruleset: str) -> None:
    path = new_save(tmp_path / f"{ruleset}.hexsave", ruleset)
    savegame.load(path)  # the caches a first read fills (hexes, rulesets), then dropped
    before = gc.get_freeze_count()
    game = savegame.load(path)
    held = gc.get_freeze_count() - before
    assert held > 10  # the game's objects, frozen (unfrozen, the count would not move)
    assert savegame.encode(game) == path.read_bytes()  # the same game, byte for byte
    del game
    left = gc.get_freeze_count() - before
    assert left < held / 10  # freed: no cycle kept them
