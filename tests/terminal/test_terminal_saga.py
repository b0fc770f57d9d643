"""A SAGA campaign played by the real program in a real terminal (tmux): three
hot-seat players play one whole turn through the screens: the sealed bids (a hand-off
before each), the preparation, the declarations one at a time (no hand-off: they are
open), one battle whose result both players enter, and the management. The save
shows the result: turn 2, the new initiative, the bids paid, the terrain taken."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from hexterm.save import savegame
from tests.helpers.terminal import Terminal

SCENARIO = Path(__file__).parent.parent / "fixtures" / "saga_turn.toml"
FACTIONS = {"alice": "Vikings", "bob": "Normans", "carol": "Scots"}


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "saves" / "s.hexsave"
    new = ["new", str(path), "--ruleset", "saga", "--scenario", str(SCENARIO), "--seed", "2"]
    for name, faction in FACTIONS.items():
        new += ["--seat", f"{name}:{faction}"]
    assert main(new) == 0
    return path


def test_three_players_play_a_whole_turn(terminal: Terminal, save: Path) -> None:
    term = terminal
    term.start("play", str(save))

    def give(name: str, step: str, text: str, **how: Any) -> None:
        term.give(name, FACTIONS[name], step, text, **how)

    # Bids: carol 2, alice 1, bob 0: the new order is carol, alice, bob.
    for name, bid in (("alice", "1"), ("bob", "0"), ("carol", "2")):
        give(name, "Bid for the favour of the gods", bid, sealed=True)
    for name in FACTIONS:  # nobody recruits
        give(name, "Recruit and transfer", "", sealed=True)
    # Declarations in reverse initiative: bob, alice, carol; then alice has no band left.
    give("bob", "Declare a movement", "pass", sealed=False)
    give("alice", "Declare a movement", "move Ragnar C", sealed=False)
    give("carol", "Declare a movement", "pass", sealed=False)
    # The battle at C: both enter the same result.
    result = "winner alice\nleft Rollo warriors1 3"
    give("alice", "Battle at C", result, sealed=False)
    give("bob", "Battle at C", result, sealed=False)
    for name in FACTIONS:
        give(name, "Management", "", sealed=True)
    term.wait_for("Pass the keyboard to alice")
    game = savegame.load(save)
    assert game.turn == 2 and game.state.turn == 2
    assert game.state.initiative == ("carol", "alice", "bob")
    assert game.state.owners["C"] == "alice"
    # alice: 5 - 1 (bid) + A 1 + village 1 + B 1 + C 2 = 9; carol: 5 - 2 + F 1 + 1 = 5.
    assert game.state.player("alice").pp == 9 and game.state.player("carol").pp == 5
    assert any(e.key == "saga.result" and e.args["source"] == "table" for e in game.log)
