"""A Novlémia game played by the real program in a real terminal (tmux): two hot-seat
players each play two turns through the screens: on turn 1 the action planner (an
exploration chosen in the first slot's list, previewed, submitted with ctrl+s and y),
on turn 2 their report with the dice, then the orders as text (an exploration and a
move; bob in the rulebook's French words). The save shows the result: turn 3, the
cells each nation explored. Then a French screen, where alice types the English words
and bob the French ones: both read."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.save import savegame
from tests.helpers.terminal import Terminal


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "saves" / "n.hexsave"
    assert main(["new", str(path), "--ruleset", "novlemia", "--seed", "5",
                 "--seat", "alice:scanthenie", "--seat", "bob:karvenie"]) == 0
    return path


def plan_an_exploration(term: Terminal, name: str, nation: str) -> None:
    term.wait_for(f"Pass the keyboard to {name}")
    term.wait_for_focus(f"I am {name}")
    term.send("Enter")
    term.wait_for(f"{name} ({nation})", "none yet (o plans them)")
    term.send("o")
    term.wait_for("Plan the turn", "Action 1")
    term.send("Enter")  # the first slot's list: blank, Move, Explore…
    term.wait_for("Colonise")
    term.send("Down", "Down", "Enter")
    term.wait_for("→ explores", "the rules accept these orders")
    term.send("C-s")
    term.wait_for("Submit your orders for turn 1?", "Actions planned: 1")
    term.send("y")


def explore_and_move_as_text(term: Terminal, name: str, nation: str, cell: str,
                             words: tuple[str, str] = ("explore", "move")) -> None:
    term.wait_for(f"Pass the keyboard to {name}")
    term.wait_for_focus(f"I am {name}")
    term.send("Enter")
    term.wait_for(f"Report of turn 1 · {name}", "Explored ", "die ")
    term.send("Escape")
    term.wait_for(f"Turn 2 · {name} ({nation})")
    term.send("t")
    term.wait_for(f"Orders · {name}")
    term.type(words[0])
    term.send("Enter")
    term.type(f"{words[1]} {cell}")
    term.wait_for("✓")
    term.send("Escape")
    term.wait_until(lambda s: "2. move" in s, "the planned move in the side panel")
    term.send("C-s")
    term.wait_for("Submit your orders for turn 2?", "Actions planned: 2")
    term.send("y")


def test_two_players_play_two_turns(terminal: Terminal, save: Path) -> None:
    term = terminal
    term.start("play", str(save))
    plan_an_exploration(term, "alice", "Scanthénie")
    plan_an_exploration(term, "bob", "Karvénie")
    term.wait_for("Pass the keyboard to alice")
    game = savegame.load(save)
    assert game.turn == 2
    moves = {}
    for name in ("alice", "bob"):
        view = game.rules.view(game.state, game.seat(name))
        moves[name] = view["me"]["choices"]["move"][0]
    explore_and_move_as_text(term, "alice", "Scanthénie", moves["alice"])
    # bob types the rulebook's French words on the English screen: read the same
    explore_and_move_as_text(term, "bob", "Karvénie", moves["bob"], ("explorer", "déplacer"))
    term.wait_for("Pass the keyboard to alice", "Turn 3")
    game = savegame.load(save)
    assert game.turn == 3
    view = game.rules.view(game.state, None)
    found = {key: [c for c, cell in view["cells"].items() if cell["found_by"] == key]
             for key in view["nations"]}
    assert found["scanthenie"] and found["karvenie"], found
    assert len(view["cells"]) >= 26 + 4  # each explored two cells or more
    assert view["nations"]["scanthenie"]["explorer"] == moves["alice"]
    assert view["nations"]["karvenie"]["explorer"] == moves["bob"]


def type_orders(term: Terminal, name: str, typed: list[str], planned: str) -> None:
    """From the hand-off, the seat's orders typed as text and submitted (the screen in
    French: its words)."""
    term.wait_for(f"Passez le clavier à {name}")
    term.wait_for_focus(f"Je suis {name}")
    term.send("Enter")
    term.wait_for(f"{name} (", "aucune encore")
    term.send("t")
    term.wait_for(f"Ordres · {name}")
    for number, line in enumerate(typed):
        if number:
            term.send("Enter")
        term.type(line)
    term.wait_for("✓")
    term.send("Escape")
    term.wait_until(lambda s: planned in s, f"{planned!r} in the side panel")
    term.send("C-s")
    term.wait_for("Remettre vos ordres du tour 1 ?", f"Actions prévues : {len(typed)}")
    term.send("y")


def test_both_languages_words_are_read_on_a_french_screen(terminal: Terminal,
                                                          save: Path) -> None:
    """A group may mix: on a French screen alice types the English words, bob the
    rulebook's French ones; both are read, the save keeps the same canonical text, and
    the side panel says each planned action in French."""
    term = terminal
    term.start("--lang", "fr", "play", str(save))
    game = savegame.load(save)
    cell = {name: game.rules.view(game.state, game.seat(name))["me"]["choices"]["move"][0]
            for name in ("alice", "bob")}
    type_orders(term, "alice", ["explore", f"move {cell['alice']}"], "2. déplacer")
    type_orders(term, "bob", ["explorer", f"déplacer {cell['bob']}"], "2. déplacer")
    term.wait_for("Passez le clavier à alice", "Tour 2")
    game = savegame.load(save)
    assert game.turn == 2
    view = game.rules.view(game.state, None)
    assert view["nations"]["scanthenie"]["explorer"] == cell["alice"]
    assert view["nations"]["karvenie"]["explorer"] == cell["bob"]
