"""A SAGA campaign for the screens' tests: three players (alice, bob, carol) on the
built-in map, the first turns played by bots, then every seat a human's again."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from hexterm.engine import game as games
from hexterm.engine.dice import SeededDice
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.worlds import load_scenario

SEATS = (("alice", "Vikings"), ("bob", "Outremonde"), ("carol", "Normans"))


def build_campaign(path: Path, turns: int = 2, seed: int = 4) -> Game:
    """The campaign after `turns` turns of bots, written to `path`; the steps of the
    next turn await the three players."""
    scenario, _ = load_scenario("saga", None)
    game = games.new_game("saga", scenario, [Seat(n, f, bot=True) for n, f in SEATS], seed)
    while game.turn <= turns and game.outcome is None:
        game = games.resolve(game)
    game = replace(game, seats=tuple(replace(s, bot=False) for s in game.seats))
    savegame.save(path, game)
    return game


def advance_to(path: Path, key: str) -> Game:
    """The campaign at `path` played on (each awaited seat giving what its bot would)
    until its step is `key`, written back."""
    game = savegame.load(path)
    rules = game.rules
    while game.step.key != key:
        step = game.step
        for name in step.seats:
            seat = game.seat(name)
            value = rules.bot_input(game.state, seat, step, SeededDice(game.seed, "test", name))
            game = games.submit_orders(game, name, rules.format_input(step, value))
        game = games.resolve(game)
    savegame.save(path, game)
    return game
