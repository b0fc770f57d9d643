"""The real program in a real terminal: `python -m hexterm` run inside a private tmux
server, driven with `send-keys` and read with `capture-pane`.

One full hot-seat turn of two players, every step with the keyboard: the title screen,
the load screen, the hand-off (a wrong PIN, then the right one), the order form (a move
drawn in the path field), a market trade written at the node's market (`m`) and kept in
the unit's order form as its second action, a safe-conduct issued from the papers (`p`,
`n`: alice is a diplomat), the orders as text, submission, resolution, the reports (the
move, the trade and the document), quitting, and the save afterwards (the chest, the
node's listing, the document, and bob's view of it). The map without colour is in
tests/test_no_color.py, which uses this file's terminal. tmux is required (CI installs
it): without it these tests fail, they do not skip.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.planisphere.diplomacy.papers import DocKind, Scope
from hexterm.save import savegame
from tests.helpers.terminal import Terminal, footer, row, side, words

BOB_PIN = "4321"


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """A two-player game of the built-in Marches (alice with glaces, a diplomat; bob with
    liberia, with a PIN)."""
    path = tmp_path / "saves" / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces:diplomat",
                 "--seat", "bob:liberia"]) == 0
    assert main(["seat", "pin", str(path), "bob", "--pin", BOB_PIN]) == 0
    return path



def test_one_hot_seat_turn_of_two_players(terminal: Terminal, save: Path) -> None:
    term = terminal
    term.start()

    # The title screen: New game has the focus, tab gives it to Load game, enter presses.
    term.wait_for("New game", "Load game", "Quit")
    term.wait_for_focus("New game")
    term.send("Tab")
    term.wait_for_focus("Load game")
    term.send("Enter")
    term.wait_for("g.hexsave")
    term.send("Enter")

    # The hand-off to alice; enter presses "I am alice: show my game".
    term.wait_for("Turn 1", "Pass the keyboard to alice (Royaume des Glaces)")
    term.wait_for_focus("I am alice: show my game")
    term.send("Enter")
    term.wait_for("Turn 1 · alice (Royaume des Glaces)")

    # The map opens on alice's first unit, GLA11 on D18 (column 18, row D); GLA12
    # stands on C11 (column 11, row C).
    term.wait_for("│ D18 ", "GLA11 Royaume des Glaces")
    term.send(*["Left"] * 7, "Up")
    term.wait_for("│ C11 ")
    term.send("Enter")
    term.wait_for("Order form · GLA12")
    term.send("Enter")  # the first action's list opens on its prompt: down is Move
    shown = term.wait_for("Recon")
    options = shown[shown.index("Move"):]
    assert [w for w in ("Move", "Attack", "Defend", "Hide", "Recon") if w in options] == [
        "Move", "Attack", "Defend", "Hide", "Recon"]
    term.send("Down", "Enter")
    term.wait_for("0/2 movement spent, ends at C11")
    term.send("Tab")  # to the path field (its key shows in the footer); s is south
    term.wait_for("Undo step")
    term.send("s")
    term.wait_for("1/2 movement spent, ends at D11")
    term.send("C-s")  # keeps the order: the form closes and the dashboard shows it
    term.wait_for("GLA12 C11 move S")
    # The form closes and the cursor follows the move, onto D11.
    term.wait_until(lambda s: "Order form" not in s and side(s).startswith("D11 Montagne"),
                    "the form closing and the cursor on D11")

    # The market of the node under the cursor: the Camp Fort du Col-Blanc, where GLA12
    # now ends its move. Its list of nodes has the focus: no text field, the footer
    # offers `?`.
    term.send("m")
    term.wait_for("Markets · D11 Fort du Col-Blanc", "2 lots a turn, each ≤10 of one commodity",
                  re.compile(r"Argent +sells +9 DA +10 "), "GLA12 C11",
                  "You pay 0 DA and receive 0 DA.")
    term.wait_until(lambda s: "? Help" in footer(s), "the list of nodes taking the focus")
    # Enter on the node: on to its first amount field, which takes `?` as a character.
    term.send("Enter")
    term.wait_until(lambda s: "? Help" not in footer(s) and "Write the trade order" in
                    footer(s), "the amount field of Argent taking the focus")
    term.type("2")
    term.wait_for("You pay 18 DA and receive 0 DA.")  # 2 Argent × 9 DA = 18 DA
    # ctrl+s writes the order with the unit chosen (GLA12, the only one in reach): the
    # map opens GLA12's order form with the move kept and the trade as its second action.
    term.send("C-s")
    term.wait_until(lambda s: "^s Keep" in footer(s), "GLA12's order form taking the focus")
    form = side(term.wait_for("Order form · GLA12", "Buy / sell", "D11 Fort du Col-Blanc",
                              "1/2 movement spent, ends at D11"))
    assert re.search(r"Move ▼ S .*Buy / sell ▼ D11 Fort du Col-Blanc ▼ .*Argent 9 DA, ≤10 2 ",
                     form), form
    term.send("C-s")
    term.wait_until(lambda s: "GLA12 C11 move S; trade at D11 buy argent:2" in side(s),
                    "the dashboard showing GLA12's move and trade")
    term.wait_until(lambda s: "Order form" not in s, "the order form closing")

    # The papers: alice, a diplomat, issues a safe-conduct to bob for its bearer.
    term.send("p")
    term.wait_for("Papers · alice (Royaume des Glaces) · diplomat",
                  "No paper in your draft this turn.", "n Issue")
    term.send("n")  # the form opens on a safe-conduct; the first empty field has the focus
    term.wait_for("Issue a paper · alice (diplomat)", "Choose the seat that will hold it.",
                  re.compile(r"Issue +Safe-conduct \(sauf-conduit\)"))
    term.send("Enter")  # Held by: its list opens, the blank line chosen; bob is under it
    term.wait_for(re.compile(r"Held by +a seat of another faction +▲"),
                  "bob (Empire de Libéria)")
    term.send("Down", "Enter")
    term.wait_for(re.compile(r"Held by +bob \(Empire de Libéria\) +▼"), "Write the unit code.")
    covers = row(term.steady(escapes=True), "Covers")
    term.send("Tab")  # to Covers (a unit, for now): the focus draws its value anew
    term.wait_until(lambda s: row(s, "Covers") != covers, "the Covers field taking the focus",
                    escapes=True)
    term.send("Enter")  # its list opens on "a unit"; the bearer is two lines down
    term.wait_for(re.compile(r"Covers +a unit +▲"), "every unit of the holder's faction",
                  "its bearer (au porteur): any unit of the holder's")
    term.send("Down", "Down", "Enter")
    term.wait_for(re.compile(r"Covers +its bearer \(au porteur\): any unit of the holder's +▼"),
                  "In the orders: safe-conduct to bob for bearer ✓")
    term.send("C-s")  # adds it to the draft: the papers list it, without a code yet
    term.wait_for("In your draft: safe-conduct to bob for bearer",
                  re.compile(r"-  +Safe-conduct +alice +bob +issued this turn"))
    term.send("Escape")
    term.wait_for("Turn 1 · alice (Royaume des Glaces)", "GLA12 C11 move S; trade at")

    # The draft as text: the paper's line first, then GLA12's move and trade.
    term.send("t")
    term.wait_for("Orders · alice", "trade at D11 buy argent:2")
    term.wait_until(lambda s: re.findall(r"▊ (.*\S)\s*▎", s) == [
        "safe-conduct to bob for bearer", "unit GLA12", "  move S",
        "  trade at D11 buy argent:2"], "the draft as text: the paper, then GLA12's order")
    term.send("Escape")  # back to the map, the draft as it was
    term.wait_until(lambda s: "Turn 1 · alice (Royaume des Glaces)" in s
                    and "Orders · alice" not in s, "the map coming back")
    term.send("C-s")
    term.wait_for("Submit your orders for turn 1?", "Units with an order: 1")
    term.send("y")

    # The hand-off to bob: nothing of alice's game is on the screen.
    term.wait_for("Pass the keyboard to bob (Empire de Libéria)", "Given: alice",
                  "Awaited: bob")
    shown = term.steady()
    for secret in ("GLA", "C11", "D11", "Chest", "Royaume", "move"):
        assert secret not in shown, f"{secret!r} of alice's game on bob's hand-off:\n{shown}"
    term.type("1111")
    term.wait_for("••••")  # the PIN field has the focus
    term.send("Enter")
    term.wait_for("wrong PIN")
    # Textual runs backspace as a key binding and inserts letters directly, so letters
    # typed at once could land before the backspaces: wait for the field to be empty.
    term.send(*["BSpace"] * 4)
    term.wait_for(re.compile(r"^\W*PIN\W*$", re.M))
    term.type(BOB_PIN)
    term.wait_for("••••")
    term.send("Enter")
    term.wait_for("Turn 1 · bob (Empire de Libéria)")

    # Bob's orders as text: a defending line per unit; ctrl+s submits after a question.
    term.send("t")
    term.wait_for("Orders · bob", "unit LIB")
    bobs = sorted(code for code, unit in savegame.load(save).state.units.items()
                  if unit.commander == "bob" and unit.hex is not None)
    assert bobs
    term.wait_until(lambda s: re.findall(r"unit (\w+): (\w+)", s) == [
        (code, "defend") for code in bobs], "a defending line for each of bob's units")
    term.send("C-s")
    term.wait_for("Submit your orders for turn 1?")
    term.send("y")

    # Every human has given orders: the turn is resolved and alice is called again.
    term.wait_for("Turn 2", "Pass the keyboard to alice (Royaume des Glaces)")
    term.wait_for_focus("I am alice: show my game")
    term.send("Enter")
    # The reports: the document issued (the game's first paper: D1), the move, the trade
    # (2 Argent × 9 DA = 18 DA).
    term.wait_for("Reports", re.compile(r"GLA12\W+move\W+done"),
                  words("+ D1: safe-conduct D1: done: safe-conduct D1 from alice (Royaume "
                        "des Glaces) to bob: for the bearer; it can be used from the next "
                        "turn on"),
                  "+ GLA12: trade: done: bought 2 argent for 18 DA at Fort du Col-Blanc")
    term.send("Escape")
    term.wait_for("Turn 2 · alice (Royaume des Glaces)")
    term.send("C-q")
    assert term.exit_status() == 0

    game = savegame.load(save)
    state = game.state
    assert game.turn == 2
    unit = state.units["GLA12"]
    assert unit.hex is not None and unit.hex.label == "D11"
    assert unit.cargo == {}  # bought goods go into the chest, not the unit's inventory
    # The chest: 120 DA at the start (marches.toml); turn 1 deploys nothing, issuing a
    # safe-conduct is free, and only the trade costs: 120 - 2 × 9 = 102 DA; DO untouched
    # (12). Argent: 0 + 2; fer 20 and fourrures 10 as the scenario gives them.
    glaces = state.factions["glaces"]
    assert (glaces.da, glaces.do) == (102, 12)
    assert glaces.goods == {"argent": 2, "fer": 20, "fourrures": 10}
    # Fort du Col-Blanc sold 2 of its 10 Argent: 8 left, still open; one transaction of
    # glaces this session. 2 is not the whole listing (10): no influence for it.
    node = state.nodes[unit.hex]
    assert [(li.good, li.side.value, li.price, li.left) for li in node.market] == [
        ("argent", "sells", 9, 8)]
    assert node.trades == {"glaces": 1}
    # The safe-conduct: D1, issued by alice (glaces) on turn 1 to bob, for its bearer,
    # without a limit, not used yet; bob's view of the game shows it to him.
    doc = state.documents["D1"]
    assert list(state.documents) == ["D1"]
    assert (doc.kind, doc.issuer, doc.faction, doc.holder, doc.issued, doc.scope,
            doc.limited, doc.used) == (DocKind.SAFE_CONDUCT, "alice", "glaces", "bob", 1,
                                       Scope.BEARER, False, 0)
    seen = game.rules.view(state, game.seat("bob"))["documents"]
    assert seen["D1"]["kind"] == "safe-conduct" and seen["D1"]["holder"] == "bob"
    assert seen["D1"]["scope"] == "bearer" and seen["D1"]["used"] == 0
