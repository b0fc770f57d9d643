"""A Med-Fan battle played by the real program in a real terminal (tmux): two hot-seat
players play one whole campaign turn through the screens: alice names the battle, both
declare their objectives (sealed: a hand-off before each), both enter the same result,
each types the survival dice rolled at the table, and both spend (sealed). The save
shows it: the second battle awaits, the dice typed decided each figure's fate, alice's
Invasion took one of bob's territories, and the treasuries add up to what the log says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from hexterm.save import savegame
from tests.helpers.terminal import Terminal

SCENARIO = Path(__file__).parent.parent / "fixtures" / "medfan_battle.toml"
FACTIONS = {"alice": "Elves", "bob": "Orcs"}


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "saves" / "m.hexsave"
    new = ["new", str(path), "--ruleset", "medfan", "--scenario", str(SCENARIO), "--seed", "5"]
    for name, faction in FACTIONS.items():
        new += ["--seat", f"{name}:{faction}"]
    assert main(new) == 0
    return path


def test_two_players_play_one_battle(terminal: Terminal, save: Path) -> None:
    term = terminal
    term.start("play", str(save))

    def give(name: str, step: str, text: str, **how: Any) -> None:
        term.give(name, FACTIONS[name], step, text, **how)

    give("alice", "Name the battle", "battle alice bob\nscenario 4", sealed=False)
    give("alice", "Declare your objective", "objective 2", sealed=True)  # Invasion
    give("bob", "Declare your objective", "objective 1", sealed=True)  # Expansion
    result = "winner alice\nlost alice Spearmen 2\nlost bob Goblins 4"
    give("alice", "Enter the battle", result, sealed=False)
    give("bob", "Enter the battle", result, sealed=False)
    # Survival: alice's healer Mira stands (1-2 ready, 3-4 misses, 5-6 dead); bob holds
    # the House of Healers (the same table). The wizard reads each die as it is typed.
    give("alice", "After the battle", "dice 1 6", sealed=False, shows="Spearmen 6: dead")
    give("bob", "After the battle", "dice 3 3 5 5", sealed=False,
         shows="Goblins 5: dead")
    give("alice", "Spending", "Archers 2 11", sealed=True, shows="This costs 22 #")
    give("bob", "Spending", "", sealed=True)
    # the second battle opens (its pairing is open: no hand-off) with the first one's log
    term.wait_for("Log of battle 1", "alice: the Casino of territory 1 wins")
    game = savegame.load(save)
    state = game.state
    assert game.turn == 2 and state.phase.value == "pairing" and state.battles == 1
    alice, bob = state.player("alice"), state.player("bob")
    assert [(u.name, u.figures) for u in alice.army] == [
        ("Aldric", 1), ("Mira", 1), ("Spearmen", 9), ("Archers", 2)]
    assert alice.missing == {} and bob.missing == {"Goblins": 2}
    assert [(u.name, u.figures) for u in bob.army] == [("Grak", 1), ("Goblins", 10),
                                                       ("Wolves", 4)]
    held = {seat: sum(1 for t in state.territories if t.owner == seat) for seat in FACTIONS}
    assert held == {"alice": 4, "bob": 3}  # Invasion: one of bob's four
    after = {e.args["seat"]: e.args for e in game.log if e.key == "medfan.after"}
    assert after["alice"]["dice"] == [1, 6] and after["bob"]["dice"] == [3, 3, 5, 5]
    # gains of the battle: alice 10 % of 4 goblins x 7 = 28: 3; bob 10 % of 2 x 8: 2
    assert (after["alice"]["gain"], after["bob"]["gain"]) == (3, 2)
    territories = {seat: sum(e.args["amount"] for e in game.log
                             if e.key == "medfan.gain" and e.args["seat"] == seat)
                   for seat in FACTIONS}
    stolen = sum(e.args["amount"] for e in game.log
                 if e.key == "medfan.gain" and e.args["how"] == "guild")  # alice's guild
    assert stolen == 20
    assert alice.treasury == 120 + 3 + territories["alice"] - 22
    assert bob.treasury == 35 + 2 + territories["bob"] - stolen
    assert any(e.key == "medfan.result" and e.args["source"] == "entered at the table"
               for e in game.log)
