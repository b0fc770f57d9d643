"""The game: seats, PINs, submissions, resolution, reports, and byte-identical saves."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexterm.engine import game as games
from hexterm.engine import game_seats
from hexterm.engine.errors import IllegalOrderError, ScenarioError, SeatError
from hexterm.engine.planisphere.model import Status
from hexterm.engine.seats import Seat, check_pin, check_seat_name, hash_pin
from hexterm.save import savegame

TINY = tomllib.loads((Path(__file__).parent.parent / "fixtures" / "tiny.toml").read_text())
SEATS = [Seat("alice", "glaces"), Seat("bob", "liberia")]


def new(seed: int = 1, seats: list[Seat] = SEATS) -> games.Game:
    return games.new_game("planisphere", TINY, seats, seed)


def test_pin_is_stored_hashed_and_checked() -> None:
    stored = hash_pin("1234", b"0123456789abcdef")
    assert "1234" not in stored and stored.startswith("scrypt$16384$8$1$")
    seat = Seat("alice", "glaces", pin_hash=stored)
    assert check_pin(seat, "1234")
    assert not check_pin(seat, "1235")
    assert not check_pin(seat, None)
    assert check_pin(Seat("bob", "liberia"), None)
    assert hash_pin("1234", b"another salt....") != stored


def test_seat_names_and_unknown_seats() -> None:
    assert check_seat_name(" Alice ") == "alice"
    with pytest.raises(SeatError, match="cannot name a seat"):
        check_seat_name("al ice")
    with pytest.raises(SeatError, match=r"no seat 'zoe'.*alice, bob"):
        new().seat("zoe")


def test_new_game_checks_seats_and_factions() -> None:
    with pytest.raises(SeatError, match="2 to 8 seats, not 1"):
        new(seats=[Seat("alice", "glaces")])
    with pytest.raises(ScenarioError, match="faction 'atlantis' is not in this scenario"):
        new(seats=[Seat("alice", "glaces"), Seat("bob", "atlantis")])


def test_orders_are_kept_per_seat_and_resolution_waits() -> None:
    game = games.submit_orders(new(), "alice", "unit GLA4: move SE\n")
    assert game.orders == {"alice": "unit GLA4\n  move SE\n"}
    assert game.waiting_for() == ["bob"]
    with pytest.raises(games.NotReadyError, match="waits for the orders of bob"):
        games.resolve(game)
    with pytest.raises(IllegalOrderError, match="belongs to another faction"):
        games.submit_orders(game, "bob", "unit GLA4: move SE\n")
    after = games.resolve(game, force=True)
    assert after.turn == 2 and after.orders == {}
    assert after.state.units["GLA4"].hex.label == "A02"
    mine = games.report(after, "alice")
    assert any(e.subject == "GLA4" and e.result and e.result.value == "done" for e in mine)
    assert all(e.visible_to("alice") for e in mine)
    assert not any(e.subject == "GLA4" for e in games.report(after, "bob"))


def test_unlock_seat_with_pin() -> None:
    seat = Seat("alice", "glaces", pin_hash=hash_pin("9", b"salt-salt-salt-s"))
    game = new(seats=[seat, Seat("bob", "liberia")])
    assert game_seats.unlock_seat(game, "alice", "9") == seat
    with pytest.raises(SeatError, match="wrong PIN"):
        game_seats.unlock_seat(game, "alice", "8")
    with pytest.raises(SeatError, match="has a PIN"):
        game_seats.unlock_seat(game, "alice", None)


def play(seed: int, turns: int) -> games.Game:
    seats = [Seat("alice", "glaces", bot=True), Seat("bob", "liberia", bot=True)]
    game = games.new_game("planisphere", TINY, seats, seed)
    for _ in range(turns):
        if game.outcome is not None:
            break
        game = games.resolve(game)
    return game


def test_same_seed_and_orders_give_byte_identical_saves(tmp_path: Path) -> None:
    assert savegame.encode(play(3, 4)) == savegame.encode(play(3, 4))
    assert savegame.encode(play(3, 4)) != savegame.encode(play(4, 4))
    path = tmp_path / "g.hexsave"
    savegame.save(path, play(3, 4))
    assert savegame.encode(savegame.load(path)) == savegame.encode(play(3, 4))


def test_saves_are_identical_across_processes_and_hash_seeds(tmp_path: Path) -> None:
    """Set and dict orders must not leak into a save: run under two hash seeds."""
    outputs = []
    for hash_seed in ("1", "2"):
        save = tmp_path / f"g{hash_seed}.hexsave"
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        cli = [sys.executable, "-m", "hexterm"]
        subprocess.run([*cli, "new", str(save), "--scenario",
                        str(Path(__file__).parent.parent / "fixtures" / "tiny.toml"),
                        "--seat", "alice:glaces:bot", "--seat", "bob:liberia:bot",
                        "--seed", "11"], check=True, env=env, capture_output=True)
        subprocess.run([*cli, "autoplay", str(save), "--turns", "3"], check=True, env=env,
                       capture_output=True)
        outputs.append(save.read_bytes())
    assert outputs[0] == outputs[1]


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=1, max_value=4))
def test_bot_games_conserve_cards_and_keep_hostiles_apart(seed: int, turns: int) -> None:
    start = play(seed, 0)
    game = play(seed, turns)
    assert set(game.state.units) >= set(start.state.units)
    for unit in game.state.units.values():
        assert (unit.hex is not None) == (unit.status is Status.DEPLOYED)
    sides: dict[object, set[str]] = {}
    for unit in game.state.deployed():
        sides.setdefault(unit.hex, set()).add(unit.faction)
    assert all(len(f) == 1 for f in sides.values())
    assert all(f.da >= 0 and f.do >= 0 for f in game.state.factions.values())
