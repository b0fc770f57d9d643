"""A shared machine: several real `hexterm play SAVE --as SEAT` programs on one save, each
in a terminal of its own (a private tmux server each, driven as in test_terminal.py).

Alice submits while bob is still at his hand-off: bob's screen lists alice among those
who have given their orders without restarting; bob submits, which resolves the turn
(his program holds the save's lock), and both see their hand-off to turn 2 and their
reports. Then both submit at the same moment, ten times on fresh saves: each time the
turn is resolved exactly once with both seats' orders. Last, a served session
(HEXTERM_SERVED=1): no PIN for the seat the server let in, and HEXTERM_IDLE ends it with
status 0 and one line. tmux is required, as for test_terminal.py.
"""

from __future__ import annotations

import re
import shutil
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.game import Game
from hexterm.save import savegame
from tests.helpers.terminal import Terminal

BOB_PIN = "4321"
ALICE_ORDERS = "unit GLA12: move S"  # GLA12 stands on C11: it ends on D11
BOB_ORDERS = "unit LIB16: move N"


def new_save(folder: Path) -> Path:
    """Alice (glaces) and bob (liberia, with a PIN) at their terminals, dan a bot."""
    path = folder / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces", "--seat",
                 "bob:liberia", "--seat", "dan:guilde:bot", "--overwrite"]) == 0
    assert main(["seat", "pin", str(path), "bob", "--pin", BOB_PIN]) == 0
    return path


@pytest.fixture
def tmux() -> str:
    found = shutil.which("tmux")
    if found is None:
        pytest.fail("tmux is not installed: these tests run the program in tmux "
                    "(apt-get install tmux; .ci/run installs it)")
    return found


@pytest.fixture
def terminals(tmux: str, tmp_path: Path) -> Iterator[list[Terminal]]:
    """Terminals made by the test, closed at its end whatever happens."""
    made: list[Terminal] = []
    try:
        yield made
    finally:
        for term in made:
            term.close()


def open_terminal(made: list[Terminal], tmux: str, save: Path, seat: str,
                  terminal: type[Terminal] = Terminal) -> Terminal:
    term = terminal(tmux, save.parent)
    made.append(term)
    term.start("play", str(save), "--as", seat)
    return term


FACTION_NAMES = {"glaces": "Royaume des Glaces", "liberia": "Empire de Libéria"}
"""The names of the Marches' factions, as the hand-off shows them (not their keys)."""


def enter_game(term: Terminal, seat: str, faction: str, pin: str | None = None) -> None:
    """From the seat's hand-off to its map."""
    term.wait_for(f"{seat} ({FACTION_NAMES[faction]}) plays at this terminal")
    if pin is not None:
        term.type(pin)
        term.wait_for("•" * len(pin))
    else:
        term.wait_for_focus("Show my game")
    term.send("Enter")
    term.wait_for(f"Turn 1 · {seat} ({FACTION_NAMES[faction]})")


def write_and_confirm(term: Terminal, seat: str, orders: str) -> None:
    """The orders as text (f7 selects the draft, backspace clears it: both are key
    bindings, run in order, and letters are not, so they wait for the field to be
    empty), then ctrl+s: the question "Submit?" stays open."""
    term.send("t")
    term.wait_for(f"Orders · {seat}", "defend")
    term.send("F7", "BSpace")
    term.wait_until(lambda shown: "defend" not in shown, "clearing the draft")
    term.type(orders)
    term.wait_for(orders)
    term.send("C-s")
    term.wait_for("Submit your orders for turn 1?")


def resolutions(game: Game) -> Counter[tuple[int, str]]:
    """How many events of each (turn, key) the log holds."""
    return Counter((e.turn, e.key) for e in game.log)


def moved(game: Game, unit: str) -> bool:
    """Whether the log of turn 1 has the result of a move order of `unit`."""
    return any(e.turn == 1 and e.key == "order.move" and e.subject == unit for e in game.log)


def test_two_terminals_see_each_other_submit_and_both_reach_turn_2(
        tmux: str, terminals: list[Terminal], tmp_path: Path) -> None:
    save = new_save(tmp_path / "saves")
    alice = open_terminal(terminals, tmux, save, "alice")
    bob = open_terminal(terminals, tmux, save, "bob")

    # Bob waits at his hand-off (its PIN field): nobody has given orders yet.
    bob.wait_for("bob (Empire de Libéria) plays at this terminal", "Given: -",
                 "Awaited: alice, bob")
    enter_game(alice, "alice", "glaces")
    write_and_confirm(alice, "alice", ALICE_ORDERS)
    alice.send("y")

    # Alice waits; bob's hand-off, still open, now lists her among those who gave orders.
    alice.wait_for("alice (Royaume des Glaces): your orders are given.",
                   "Given: alice", "Awaited: bob")
    bob.wait_for("Given: alice", "Awaited: bob")
    assert "GLA" not in bob.screen() and "C11" not in bob.screen()
    assert savegame.load(save).orders.keys() == {"alice"}

    # Bob's PIN, his orders: he is the last, his submission resolves the turn.
    enter_game(bob, "bob", "liberia", BOB_PIN)
    write_and_confirm(bob, "bob", BOB_ORDERS)
    bob.send("y")
    for term, seat, faction in ((bob, "bob", "liberia"), (alice, "alice", "glaces")):
        term.wait_for("Turn 2", f"{seat} ({FACTION_NAMES[faction]}) plays at this terminal")
        term.wait_for_focus("Show my game")  # no PIN field: this terminal is the seat's
        term.send("Enter")
        term.wait_for("Reports")
    alice.wait_for(re.compile(r"GLA12\W+move\W+done"))
    bob.wait_for(re.compile(r"LIB16\W+move"))

    game = savegame.load(save)
    assert game.turn == 2 and game.orders == {}
    unit = game.state.units["GLA12"]
    assert unit.hex is not None and unit.hex.label == "D11"
    assert moved(game, "GLA12") and moved(game, "LIB16")
    for term in (alice, bob):
        term.send("Escape")
        term.wait_for("Turn 2 ·")
        term.send("C-q")
        assert term.exit_status() == 0


def test_two_submissions_at_the_same_moment_resolve_the_turn_once(
        tmux: str, terminals: list[Terminal], tmp_path: Path) -> None:
    for attempt in range(10):
        save = new_save(tmp_path / f"saves{attempt}")
        alice = open_terminal(terminals, tmux, save, "alice")
        bob = open_terminal(terminals, tmux, save, "bob")
        enter_game(alice, "alice", "glaces")
        enter_game(bob, "bob", "liberia", BOB_PIN)
        write_and_confirm(alice, "alice", ALICE_ORDERS)
        write_and_confirm(bob, "bob", BOB_ORDERS)
        alice.send("y")  # the two answers back to back
        bob.send("y")
        alice.wait_for("Turn 2", "alice (Royaume des Glaces) plays at this terminal")
        bob.wait_for("Turn 2", "bob (Empire de Libéria) plays at this terminal")

        game = savegame.load(save)
        where = f"attempt {attempt + 1}"
        assert game.turn == 2, where
        counts = resolutions(game)
        # One resolution of turn 1: dan's orders written once, nothing of a turn 2.
        assert counts[(1, "bot-orders")] == 1, (where, counts)
        assert all(turn == 1 for turn, _ in counts), (where, counts)
        assert counts[(1, "no-orders")] == 0, (where, counts)
        assert moved(game, "GLA12") and moved(game, "LIB16"), where
        for term in (alice, bob):
            term.close()
        terminals.clear()


class ServedTerminal(Terminal):
    """A terminal whose program runs as `hexterm serve` starts it."""

    # Long enough for a busy machine to start the program and draw the hand-off before
    # the test presses a key; the test then waits this long once, for the ending.
    idle = "15"

    @property
    def env(self) -> dict[str, str]:
        return {**super().env, "HEXTERM_SERVED": "1", "HEXTERM_IDLE": self.idle}


def test_a_served_session_asks_no_pin_and_ends_when_idle(
        tmux: str, terminals: list[Terminal], tmp_path: Path) -> None:
    save = new_save(tmp_path / "saves")
    bob = open_terminal(terminals, tmux, save, "bob", ServedTerminal)
    bob.wait_for("bob (Empire de Libéria) plays at this terminal")
    bob.wait_for_focus("Show my game")  # the hand-off is drawn whole, its button ready
    shown = bob.screen()
    assert "PIN" not in shown, shown  # the server has let bob in already
    bob.send("Enter")
    bob.wait_for("Turn 1 · bob (Empire de Libéria)")
    # Fifteen seconds without a key: the session ends, cleanly, and says why.
    assert bob.exit_status() == 0
    history = bob.run("capture-pane", "-p", "-S", "-", "-t", "t").stdout
    assert "hexterm: the session ended after 15 s without a key pressed." in history
    assert "Traceback" not in history
