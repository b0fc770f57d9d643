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


def test_a_save_leaves_the_collector_nothing_of_its_plain_data(tmp_path: Path) -> None:
    """`savegame.save` drops the game's plain data before it lets the collector on: its
    first pass then walks only what the save kept (a few objects), not the rows of every
    unit card (a pass over them cost 5 ms of the 256×256 world's save)."""
    from benchmarks.tui import make_game

    game = make_game(32, 32)  # 256 unit cards, each a row of plain data in the save
    path = tmp_path / "g.hexsave"
    savegame.save(path, game)  # the caches a first save fills
    walked: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and not walked:
            walked.append(sum(len(gc.get_objects(g)) for g in range(info["generation"] + 1)))

    gc.collect()
    gc.callbacks.append(count)
    try:
        savegame.save(path, game)
        gc.collect(0)  # a pass at once, as the next allocations would set off
    finally:
        gc.callbacks.remove(count)
    assert walked and walked[0] < len(game.state.units)
