"""A taken-back input is logged in the phase its rules logged the input in: the engine's
core names no ruleset's word (the tactical board's moves are logged in "activation",
and so is their take-back, as every save of a tactical game has it)."""

from __future__ import annotations

from dataclasses import replace

from hexterm.engine import game as games
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.seats import Seat
from hexterm.engine.steps import ORGANISER

SCENARIO = {"size": [8, 8], "turns": 3, "unit": [
    {"name": "Square", "seat": "alice", "kind": "formation", "at": "F06", "facing": "N",
     "figures": 6, "stacking": 4},
    {"name": "Far", "seat": "bob", "at": "H08", "facing": "N"},
]}


def moved() -> games.Game:
    game = games.new_game("tactical", SCENARIO, [Seat("alice", "North"), Seat("bob", "South")],
                          1)
    return games.resolve(games.submit_orders(game, "alice", "Square: E06"))


def test_a_board_move_taken_back_is_logged_in_the_moves_phase() -> None:
    game = moved()
    assert game.log[-1].phase == "activation"  # the board's own word for a move
    for who in ("alice", ORGANISER):
        back = games.take_back(game, who)
        assert back.log[-1].key == "taken-back"
        assert back.log[-1].phase == "activation"


def test_the_phase_is_the_last_of_the_rules_own_in_that_turn() -> None:
    game = moved()
    log = (Event(1, "bids", "alice", "alice bids"), Event(1, "0 orders", "bob", "none"),
           Event(1, "0 seats", "carol", "carol joins", (PUBLIC,)),
           Event(2, "march", "bob", "bob marches"))
    assert games.input_phase(replace(game, log=log), 1) == "bids"
    assert games.input_phase(replace(game, log=log), 2) == "march"
    assert games.input_phase(replace(game, log=log[1:3]), 1) == "0 orders"
