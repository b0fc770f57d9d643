"""The language and the keyboard a player chooses, in a real terminal: a game the
organiser made French (`hexterm new --lang fr`), opened by a player who said English
(`--lang en`: their own choice comes first), switched to French from the command
palette; on the map, `z` moves north and says the keyboard is AZERTY, so `a` goes NW."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.save import savefile
from tests.helpers.terminal import Terminal


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "saves" / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia:bot", "--lang", "fr"]) == 0
    return path


def test_a_player_switches_to_french_and_plays_on_azerty(terminal: Terminal,
                                                         save: Path) -> None:
    term = terminal
    before = save.read_bytes()
    term.start("play", str(save))
    term.wait_for("Pass the keyboard to alice (Royaume des Glaces)")  # --lang en
    term.send("C-p")
    term.wait_for("Search for commands")
    term.type("Language: Fr")
    term.wait_for("Every screen in this language")
    term.send("Enter")
    term.wait_for("Passez le clavier à alice (Royaume des Glaces)")
    term.send("Enter")
    term.wait_for("Tour 1 · alice (Royaume des Glaces)")
    term.wait_for("│ D18 ")  # alice's first unit, GLA11
    term.send("z")  # north, and AZERTY from now on
    term.wait_for("│ C18 ")
    term.send("a")  # AZERTY's NW (QWERTY's a would be SW, D17)
    term.wait_for("│ C17 ")
    term.send("C-p")
    term.wait_for("Chercher une commande")
    term.send("Escape")
    term.send("C-q")
    assert term.exit_status() == 0
    assert save.read_bytes() == before  # nothing of the player's language in the save
    assert savefile.read_header(save)["lang"] == "fr"
