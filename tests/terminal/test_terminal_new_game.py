"""Every ruleset's game started as a new user starts one: the real program in a real
terminal of 80×24 (tmux, tests/helpers/terminal.py's `Terminal`), `hexterm`, New game, the
ruleset picked in the form, what it asks filled in, Start, and the first player's
screen comes up (issue 24: SAGA, Med-Fan and the tactical board could not be started
from the title). Then one whole turn of SAGA and of the Med-Fan campaign is played from
there by two players at one keyboard, as tests/terminal/test_terminal_saga.py and
tests/terminal/test_terminal_medfan.py play theirs from saves made with `hexterm new`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import tests.helpers.terminal
from hexterm.engine.rulesets import DEFAULT_RULESET, all_rulesets, get_ruleset
from hexterm.save import savegame
from tests.helpers.terminal import Terminal

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def small_terminal(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The terminal of a new user: 80×24 (tests/terminal/test_terminal.py's panes are larger)."""
    monkeypatch.setattr(tests.helpers.terminal, "WIDTH", SIZE[0])
    monkeypatch.setattr(tests.helpers.terminal, "HEIGHT", SIZE[1])
    yield


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """Where the game will be: the form's default file name in the saves folder (the
    `terminal` fixture runs the program on that folder)."""
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder / "new.hexsave"


def open_form(term: Terminal, ruleset: str) -> None:
    """`hexterm`, New game, and `ruleset` picked in the form's first list (which has the
    focus; the list opens on the ruleset shown, the rulesets in the order of their
    titles)."""
    term.start()
    term.wait_for_focus("New game")
    term.send("Enter")
    default = get_ruleset(DEFAULT_RULESET).title
    term.wait_for(re.compile(r"Ruleset +" + re.escape(default)))
    titles = sorted(rules.title for rules in all_rulesets())
    steps = titles.index(get_ruleset(ruleset).title) - titles.index(default)
    term.send("Enter")
    term.wait_for(*titles)
    term.send(*(["Down"] * steps if steps > 0 else ["Up"] * -steps), "Enter")
    term.wait_for(re.compile(r"Ruleset +" + re.escape(get_ruleset(ruleset).title)))
    term.wait_until(lambda shown: sum(title in shown for title in titles) == 1,
                    "the list of rulesets closing")


EMPTY_NAME = re.compile(r"│  name ")  # a seat's name field emptied: its placeholder
EMPTY_SEED = re.compile(r"Seed {10,}New seed")


def fill(term: Terminal, text: str, shown: str | re.Pattern[str],
         empty: re.Pattern[str] = EMPTY_NAME) -> None:
    """Empty the field that has the focus, type `text` and wait for `shown`. (Textual
    runs ctrl+u as a key binding and inserts letters directly: letters sent at once
    could land before it, so the field is seen `empty` first.)"""
    term.send("End", "C-u")
    term.wait_for(empty)
    term.type(text)
    term.wait_for(shown)


@pytest.mark.parametrize(("ruleset", "tabs", "first"), [
    # tabs: from the ruleset to the first seat's name (the scenario, its file, the
    # options); first: what the first player is shown
    ("planisphere", 3, "Pass the keyboard to nord"),
    ("novlemia", 5, "Pass the keyboard to nord"),
    ("saga", 4, "Pass the keyboard to nord"),
    ("medfan", 7, "Pass the keyboard to nord"),
    ("tactical", 4, "Activate a unit · nord (North)"),  # open: no hand-off
])
def test_every_ruleset_starts_from_the_title(terminal: Terminal, save: Path, ruleset: str,
                                             tabs: int, first: str) -> None:
    term = terminal
    open_form(term, ruleset)
    term.send(*["Tab"] * tabs)
    fill(term, "nord", re.compile(r"nord +\S"))
    # The second seat's name: after the first seat's faction (roles), PIN, PIN again and
    # player.
    term.send(*["Tab"] * (5 + bool(get_ruleset(ruleset).roles[1:])))
    fill(term, "sud", re.compile(r"sud +\S"))
    term.send("C-s")
    term.wait_for(first)
    [path] = save.parent.glob("*.hexsave")
    game = savegame.load(path)
    assert game.ruleset == ruleset and [s.name for s in game.seats] == ["nord", "sud"]
    if ruleset == "tactical":  # the ford's first side is nord's, its second sud's
        assert {u.name: u.seat for u in game.state.battle.units}["Axes"] == "sud"


def test_a_saga_turn_from_the_title(terminal: Terminal, save: Path) -> None:
    term = terminal
    factions = {"alice": "Vikings", "bob": "Normans"}  # the form offers these
    open_form(term, "saga")
    term.send(*["Tab"] * 4)
    fill(term, "alice", re.compile(r"alice +Vikings"))
    term.send(*["Tab"] * 5)  # her faction, PIN, PIN again and player
    fill(term, "bob", re.compile(r"bob +Normans"))
    term.send("C-s")
    term.wait_for("Pass the keyboard to alice")
    state = savegame.load(save.parent / "saga.hexsave").state
    first, last = state.initiative  # the first turn's initiative is rolled

    def give(name: str, step: str, text: str, **how: Any) -> None:
        term.give(name, factions[name], step, text, **how)

    # The built-in map's homes for two: alice's Varn, bob's Rask. Each raises a band
    # (its lord free, S7) with a unit of 4 points of warriors (a band has 4 to 10).
    give("alice", "Recruit and transfer", "band Ragnar at Varn\nrecruit Ragnar warriors 4",
         sealed=True)
    give("bob", "Recruit and transfer", "band Rollo at Rask\nrecruit Rollo warriors 4",
         sealed=True)
    # The declarations, open, in reverse initiative: alice moves to Ask, bob stays.
    moves = {"alice": "move Ragnar Ask", "bob": "pass"}
    for name in (last, first):
        give(name, "Declare a movement", moves[name], sealed=False)
    for name in factions:
        give(name, "Management", "", sealed=True)
    # Turn 2 opens with the sealed bids: a hand-off again.
    term.wait_for("Pass the keyboard to")
    game = savegame.load(save.parent / "saga.hexsave")
    assert game.turn == 2 and game.state.turn == 2
    bands = {band.name: band for band in game.state.bands}
    assert (bands["Ragnar"].terrain, bands["Rollo"].terrain) == ("Ask", "Rask")
    assert {band.seat for band in bands.values()} == {"alice", "bob"}


def test_a_med_fan_turn_from_the_title(terminal: Terminal, save: Path) -> None:
    term = terminal
    factions = {"alice": "Elves", "bob": "Orcs"}  # the form offers these
    open_form(term, "medfan")
    term.send(*["Tab"] * 7)  # the scenario, its file, the four options
    fill(term, "alice", re.compile(r"alice +Elves"))
    term.send(*["Tab"] * 5)  # her army, PIN, PIN again and player
    fill(term, "bob", re.compile(r"bob +Orcs"))
    # On to the seed, past bob's army, PIN, PIN again and player and the two seat
    # buttons: the territories drawn are then the same every run.
    term.send(*["Tab"] * 7)
    fill(term, "5", re.compile(r"Seed +5 "), EMPTY_SEED)
    term.send("C-s")
    term.wait_for("Pass the keyboard to alice")
    path = save.parent / "medfan.hexsave"
    assert savegame.load(path).seed == 5

    def give(name: str, step: str, text: str, **how: Any) -> None:
        term.give(name, factions[name], step, text, **how)

    # The armies (sealed): 120 + 10 × 8 = 200 # for alice, 45 + 12 × 7 = 129 # for bob.
    give("alice", "Buy your army", "Aldric 1 120 general\nSpearmen 10 8", sealed=True)
    give("bob", "Buy your army", "Grak 1 45 chief\nGoblins 12 7", sealed=True)
    give("alice", "Name the battle", "battle alice bob\nscenario 4", sealed=False)
    give("alice", "Declare your objective", "objective 1", sealed=True)  # Expansion
    give("bob", "Declare your objective", "objective 1", sealed=True)
    result = "winner alice\nlost alice Spearmen 2\nlost bob Goblins 4"
    give("alice", "Enter the battle", result, sealed=False)
    give("bob", "Enter the battle", result, sealed=False)
    give("alice", "After the battle", "dice 1 6", sealed=False)  # a die a figure lost
    give("bob", "After the battle", "dice 3 3 5 5", sealed=False)
    give("alice", "Spending", "", sealed=True)
    give("bob", "Spending", "", sealed=True)
    # The campaign's ranking and the first battle's log come up; then the second battle
    # is named by the next challenger, bob (open: no hand-off).
    term.wait_for("Log of battle 1", "alice wins", "Territory 9 goes to alice")
    term.send("Escape")
    term.wait_for("Name the battle · bob (Orcs)")
    game = savegame.load(path)
    state = game.state
    assert game.turn == 2 and state.phase.value == "pairing" and state.battles == 1
    alice, bob = state.player("alice"), state.player("bob")
    # Expansion won: alice holds her first territory and the two unoccupied she took.
    assert sum(1 for t in state.territories if t.owner == "alice") == 3
    gains = {seat: sum(e.args["amount"] for e in game.log
                       if e.key == "medfan.gain" and e.args["seat"] == seat)
             for seat in factions}
    after = {e.args["seat"]: e.args["gain"] for e in game.log if e.key == "medfan.after"}
    assert alice.treasury == 500 - 200 + after["alice"] + gains["alice"]
    # bob's first territory (seed 5) is a Tavern: his army's hero is halved from the
    # first army on (docs/rules/medfan.md M17): Grak 45 → 23 (rounded up), with the 84
    # of the goblins, 107 #.
    assert next(t.capability for t in state.territories if t.brought_by == "bob") == "tavern"
    assert bob.treasury == 500 - 107 + after["bob"] + gains["bob"]
