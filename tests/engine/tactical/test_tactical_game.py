"""The tactical board as a game: the players activate one unit a go in turn, each
activation checked against the sheet before it is applied; a pass; the turn ends when
every unit has been activated, who starts goes round; the battle ends after its turns
with no winner decided by the board; bots play legal battles to the end."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from importlib.resources import files
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexterm.engine import game as games
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.game import Game
from hexterm.engine.hexgrid import Hex
from hexterm.engine.seats import Seat
from hexterm.engine.tactical.activation import checked, format_activation, read_activation
from hexterm.engine.tactical.movers import MOST_STACKED, allocation
from hexterm.save import savegame

SCENARIO: dict[str, Any] = {
    "size": [6, 6], "turns": 2,
    "ground": ["......", "..r...", "......", "......", "...~..", "......"],
    "unit": [
        {"name": "Spears", "seat": "alice", "kind": "formation", "at": "A02", "facing": "S",
         "figures": 8, "stacking": 4},
        {"name": "Riders", "seat": "alice", "movement": "S", "at": "A05", "facing": "S"},
        {"name": "Axes", "seat": "bob", "kind": "formation", "at": "F02", "facing": "N",
         "figures": 8, "stacking": 4},
    ],
}


def battle(seed: int = 1, *, bots: bool = False) -> Game:
    seats = [Seat("alice", "North", bot=bots), Seat("bob", "South", bot=bots)]
    return games.new_game("tactical", SCENARIO, seats, seed)


def test_activations_read_and_written_back() -> None:
    a = read_activation("Spears extra: B02 → turn SE → C03")
    assert (a.unit, a.extra, [str(s) for s in a.path or ()]) == (
        "Spears", True, ["B02", "turn SE", "C03"])
    assert read_activation(format_activation(a)) == a
    assert read_activation("Riders hold").path is None
    assert read_activation("pass").unit == ""
    with pytest.raises(OrderSyntaxError, match="write UNIT: PATH"):
        read_activation("Spears to B02")


def test_one_unit_a_go_in_turn_checked_before_it_is_applied() -> None:
    game = battle()
    assert game.step.seats == ("alice",)
    with pytest.raises(IllegalOrderError, match="Axes is not alice's"):
        games.check_orders(game, "alice", "Axes: E02")
    # foot: 2 PMvt; B03 (SE of A02) is rough: 1.5, then C03 clear: 1
    with pytest.raises(IllegalOrderError, match=r"step 2: C03 brings the movement to 2\.5 "
                                                r"PMvt, over the allocation of 2"):
        games.check_orders(game, "alice", "Spears: B03 → C03")
    game = games.resolve(games.submit_orders(game, "alice", "Spears: B02"))
    assert game.state.battle.unit("Spears").hex == Hex.parse("B02")
    assert game.step.seats == ("bob",)
    game = games.resolve(games.submit_orders(game, "bob", "Axes: E02 → D02"))
    assert [e.text for e in game.log if e.key == "tactical.move"] == [
        "Spears: A02 → B02 (1)", "Axes: F02 → E02 (1) → D02 (1)"]
    # bob has nothing left to activate: alice goes on
    assert game.step.seats == ("alice",)
    with pytest.raises(IllegalOrderError, match="Spears has already been activated"):
        games.check_orders(game, "alice", "Spears: C02")
    game = games.resolve(games.submit_orders(game, "alice", "pass"))
    # every unit activated: turn 2, bob starts
    assert (game.turn, game.state.battle.turn, game.step.seats) == (2, 2, ("bob",))


def test_the_battle_ends_after_its_turns_and_the_board_names_no_winner() -> None:
    game = battle(bots=True)
    while game.outcome is None:
        game = games.resolve(game)
    assert game.state.battle.turn == 3
    assert "the players say who won" in str(game.outcome.reason)


THE_FORD = tomllib.loads((files("hexterm") / "scenarios" / "tactical.toml").read_text())


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["small", "ford"]))
def test_bot_battles_stay_within_the_sheet(seed: int, field: str) -> None:
    """No activation spends more than its allocation (but by a Mouvement Minimal), no
    unit ever stands on an enemy, no hex holds more than 10 stacking points, and the
    same seed gives the same save bytes."""
    scenario = {**(SCENARIO if field == "small" else THE_FORD), "turns": 4}
    seats = [Seat("alice", "North", bot=True), Seat("bob", "South", bot=True)]
    game = games.new_game("tactical", scenario, seats, seed)
    saves = []
    moved = 0
    while game.outcome is None:
        before, logged = game.state.battle, len(game.log)
        game = games.resolve(game)
        saves.append(savegame.encode(game))
        for event in game.log[logged:]:  # this activation's
            if event.key != "tactical.move" or not event.args["path"]:
                continue
            moved += 1
            unit = before.unit(event.args["unit"])
            limit = allocation(unit.mover(), before.board, extra=event.args["extra"])
            assert event.args["cost"] <= limit or event.args["minimal"]
        held: dict[Hex, set[str]] = {}
        points: dict[Hex, int] = {}
        for unit in game.state.battle.on_board():
            assert unit.hex is not None
            held.setdefault(unit.hex, set()).add(unit.seat)
            points[unit.hex] = points.get(unit.hex, 0) + unit.stacking
        assert all(len(seats_there) == 1 for seats_there in held.values())
        assert all(p <= MOST_STACKED for p in points.values())
    assert moved  # the bots do move
    again = games.new_game("tactical", scenario, seats, seed)
    replay = []
    while again.outcome is None:
        again = games.resolve(again)
        replay.append(savegame.encode(again))
    assert replay == saves


def test_a_save_reads_back() -> None:
    game = games.resolve(games.submit_orders(battle(), "alice", "Spears: B02"))
    rules = game.rules
    data = rules.dump_state(game.state)
    assert rules.dump_state(rules.load_state(data)) == data
    moved = replace(game.state.battle.unit("Spears"), fatigue=2)
    state = replace(game.state, battle=game.state.battle.with_unit(moved))
    assert rules.load_state(rules.dump_state(state)) == state


def test_the_mouvement_minimal() -> None:
    game = games.resolve(games.submit_orders(battle(), "alice", "Spears hold"))
    game = games.resolve(games.submit_orders(game, "bob", "Axes hold"))
    now = game.state.battle
    with pytest.raises(IllegalOrderError, match="a Mouvement Minimal is one step"):
        checked(now, "alice", read_activation("Riders minimal: B05 → C05"))
    # written from its own hex, it is one step still
    assert checked(now, "alice", read_activation("Riders minimal: A05 → B05")) is not None
    # Riders (mounted, 3 PMvt) at A05 facing S turn about: 3 vertices, 0.5 + 1 + 1 = 2.5
    # PMvt; a Mouvement Minimal pivots whatever it costs, and tires the unit
    game = games.resolve(games.submit_orders(game, "alice", "Riders minimal: turn N"))
    riders = game.state.battle.unit("Riders")
    assert (riders.facing, riders.fatigue) == (0, 1)
    assert [e.text for e in game.log if e.key == "tactical.move"][-1] == \
        "Riders: A05 → turn N (2.5)"
