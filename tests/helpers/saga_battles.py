"""A SAGA game played to its battles from a rules case file (tests/cases/saga/), for the
tests of the battles open at once and of their deadlines."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from hexterm.cases import read_case
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat

CASES = Path(__file__).resolve().parents[1] / "cases" / "saga"


def at_battles(case: str, *, bots: tuple[str, ...] = ()) -> Game:
    """The game of a case file played to its battles (its tables before the first that
    enters a battle's result), `bots` played by the program."""
    spec = read_case(CASES / case)
    seats = [Seat(name, faction, bot=name in bots) for name, faction in spec["seats"].items()]
    game = games.new_game("saga", spec["scenario"], [replace(s, bot=False) for s in seats], 1)
    for table in spec["turn"]:
        if game.step.key == "battle":
            break
        for seat, text in table.get("orders", {}).items():
            game = games.submit_orders(game, seat, text)
        game = games.resolve(game, force=True)
    assert game.step.key == "battle"
    return replace(game, seats=tuple(seats))
