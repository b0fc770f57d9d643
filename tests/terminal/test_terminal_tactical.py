"""A tactical battle played by the real program in a real terminal (tmux), hot-seat:
alice's routed Runner flees (turning for free, two hexes away from Chaser, which
engaged it), alice rolls its disengagement test at the table and bob enters Chaser's
discipline test; bob moves Chaser; alice moves Foot (its path written from its own
hex); on bob's screen ctrl+b asks first whether to take alice's move back: kept once,
then taken back by alice, who moves Foot elsewhere; bob moves Far; the second turn
opens with bob. The save shows each move, the tests as entered and the move taken back
in the log."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.hexgrid import Hex
from hexterm.save import savegame
from tests.helpers.terminal import Terminal

SCENARIO = Path(__file__).parent.parent / "fixtures" / "tactical_flight.toml"
FACTIONS = {"alice": "North", "bob": "South"}


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "saves" / "t.hexsave"
    new = ["new", str(path), "--ruleset", "tactical", "--scenario", str(SCENARIO)]
    for name, faction in FACTIONS.items():
        new += ["--seat", f"{name}:{faction}"]
    assert main(new) == 0
    return path


def test_two_activations_each_and_a_flight(terminal: Terminal, save: Path) -> None:
    term = terminal
    term.start("play", str(save))

    def give(name: str, step: str, text: str, shows: str = "The rules accept it") -> None:
        term.give(name, FACTIONS[name], step, text, sealed=False, shows=shows)

    give("alice", "Activate a unit", "Runner flee: turn N -> C04 -> B04", shows="ends: B04 N")
    give("alice", "Test: disengagement test of Runner", "roll 5")
    give("bob", "Test: discipline test of Chaser", "pass")
    give("bob", "Activate a unit", "Chaser: D04", shows="ends: D04 N")
    give("alice", "Activate a unit", "Foot: B07 -> C07")  # from its own hex
    term.wait_for("Activate a unit · bob (South)", "Foot: B07 → C07 (1)")
    term.send("C-b")  # bob's screen: the take-back is alice's, and asked first
    term.wait_for("Take back alice's last move?", "The move: Foot: B07 → C07 (1)",
                  "bob cannot take back this move", "Pass the keyboard to alice.")
    term.wait_for_focus("Keep the move")
    term.send("Enter")  # kept
    term.wait_until(lambda shown: "Take back alice's" not in shown, "the question closing")
    term.wait_for("Activate a unit · bob (South)")
    term.send("C-b")  # asked again: alice answers
    term.wait_for_focus("Keep the move")
    term.send("BTab")
    term.wait_for_focus("I am alice, or the organiser: take it back")
    term.send("Enter")
    give("alice", "Activate a unit", "Foot: B06")
    give("bob", "Activate a unit", "Far: G08")
    term.wait_for("Turn 2 of 3 · Activate a unit · bob (South)")
    game = savegame.load(save)
    battle = game.state.battle
    at = {u.name: u.hex for u in battle.units}
    assert at == {"Runner": Hex.parse("B04"), "Foot": Hex.parse("B06"),
                  "Chaser": Hex.parse("D04"), "Far": Hex.parse("G08")}
    assert battle.unit("Runner").facing == 0 and battle.unit("Runner").rout
    tests = [(e.args["unit"], e.args["passed"], e.args["die"]) for e in game.log
             if e.key == "tactical.test"]
    assert tests == [("Runner", True, 5), ("Chaser", True, 0)]
    moves = [e.args["path"] for e in game.log if e.key == "tactical.move"]
    assert moves == ["D04 → turn N (0) → C04 (1) → B04 (1)", "E04 → D04 (1)",
                     "B07 → C07 (1)", "B07 → B06 (1)", "H08 → G08 (1)"]
    assert [e.args["seat"] for e in game.log if e.key == "taken-back"] == ["alice"]
