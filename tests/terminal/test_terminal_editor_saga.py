"""The SAGA road map in the editor as an organiser reaches it, in the real program in
tmux at 80×24 (issue 30): `hexterm edit world.toml --new 2x1 --ruleset saga` opens a map
of two terrains joined by a road, the homes of two players on them; a prestigious
terrain is put beyond them and joined to the second by a road, ctrl+s writes the file,
and `hexterm new` starts a game of two players on it, each with a village on their
home. In French, a map with a terrain of a kind the format does not know: the side panel
names each mistake's terrain once, the line under the map says whose home a terrain is
once. A campaign set at its third turn: its power points, initiative and a village's
reserve set by the forms, saved, and a game started on it holding them."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

import tests.helpers.terminal as terminal_module
from tests.helpers.terminal import Terminal


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """Where the game on the new map is saved (the terminal fixture serves its folder)."""
    (tmp_path / "saves").mkdir()
    return tmp_path / "saves" / "fjords.hexsave"


def test_a_small_saga_map_made_from_nothing_saved_and_played(
        terminal: Terminal, save: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(terminal_module, "WIDTH", 80)
    monkeypatch.setattr(terminal_module, "HEIGHT", 24)
    world = tmp_path / "world.toml"
    term = terminal
    term.start("edit", str(world), "--new", "2x1", "--ruleset", "saga")
    term.wait_for("T1 · normal · roads to T2 · home of player 1 of 2",
                  "Homes for 2 players: T1, T2", "None found.")
    term.send("Right", "Right")  # beyond T2: no terrain there yet
    term.wait_for("[2, 0]: no terrain: space puts one here")
    term.send("p", "p", "Space")  # a prestigious terrain, T3: no road reaches it
    term.wait_for("T3 · prestigious · no road", "no road leads from T1")
    term.send("r", "Left", "r")  # its road to T2
    term.wait_for("T2 · normal · roads to T1, T3", "None found.")
    data = saved_and_left(term, world)
    assert data["terrain"][-1] == {"name": "T3", "kind": "prestigious", "at": [2, 0]}
    assert data["roads"] == [["T1", "T2"], ["T3", "T2"]]
    shown = played(world, save, "bob:Normans:bot")
    # each player starts with a village on their home (reading S1): T1 and T2
    assert "alice: " in shown and "villages T1;" in shown
    assert "bob: " in shown and "villages T2;" in shown


def test_the_editor_s_words_in_french(terminal: Terminal, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(terminal_module, "WIDTH", 80)
    monkeypatch.setattr(terminal_module, "HEIGHT", 24)
    docs = Path(__file__).parents[2] / "docs" / "scenarios" / "saga.toml"
    world = tmp_path / "fjords.toml"
    world.write_text(docs.read_text("utf-8").replace(
        'name = "Menhir"\nkind = "developed"', 'name = "Menhir"\nkind = "mountain"'),
        encoding="utf-8")
    terminal.start("--lang", "fr", "edit", str(world))
    shown = terminal.wait_for(
        "Varn · normal · routes vers Ask, Kvern · foyer du joueur 1 sur 2 ou 3",
        "• Menhir : kind est normal,")
    assert "terrain Menhir" not in shown
    terminal.send("Right", "Right", "Down")  # Rask: the second player's home
    terminal.wait_for("Rask · normal · routes vers Harrow, Menhir · foyer du joueur 2 sur 2 ou 3")
    terminal.send("Escape")
    assert terminal.exit_status() == 0


def test_a_campaign_s_power_points_initiative_and_reserve_set_then_played(
        terminal: Terminal, save: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The documented campaign set at its third turn: G gives alice 5 PP and the favour
    of the gods, M a reserve of levies to bob's village on Rask; saved, `hexterm new`
    starts the game so."""
    monkeypatch.setattr(terminal_module, "WIDTH", 80)
    monkeypatch.setattr(terminal_module, "HEIGHT", 24)
    docs = Path(__file__).parents[2] / "docs" / "scenarios" / "saga_set.toml"
    world = tmp_path / "set.toml"
    world.write_text(docs.read_text("utf-8"), encoding="utf-8")
    term = terminal
    term.start("edit", str(world))
    term.wait_for("Varn · normal · roads to Ask, Kvern · village of alice", "None found.")
    term.send("G")
    term.wait_for("The campaign", "alice=4, bob=7")
    focus_on(term, "Turns")
    for field, value in (("Phase", "bid"), ("Initiative", "alice bob"),
                         ("PP", "alice=5, bob=7")):
        term.send("Tab")
        focus_on(term, field)  # its value selected: typing replaces it
        if field != "Phase":
            term.type(value)
        term.wait_for(f"{field:<24}{value}")
    term.send("Enter")
    term.wait_until(lambda screen: "The campaign" not in screen and "None found." in screen,
                    "the form done")
    term.send("Right", "Right", "Down", "M")  # Rask: bob's village
    term.wait_for("The village on Rask")
    focus_on(term, "Seat")
    term.send("Tab")
    focus_on(term, "Reserve")
    term.type("levies 2")
    term.wait_for("Reserve                 levies 2")
    term.send("Enter")
    term.wait_for("Rask · normal · roads to Harrow, Menhir · village of bob", "None found.")
    data = saved_and_left(term, world)
    assert data["pp"] == {"alice": 5, "bob": 7} and data["initiative"] == ["alice", "bob"]
    assert data["village"][1]["reserve"] == {"levies": [2]}
    shown = played(world, save, "bob:Normans")
    assert "initiative: alice, bob" in shown
    assert "alice: 5 PP" in shown and "bob: 7 PP" in shown


def focus_on(term: Terminal, label: str) -> None:
    """Wait until the form's field `label` has the focus (its row drawn with the focused
    input's background)."""
    term.wait_until(lambda screen: "48;5;" in next(
        (line for line in screen.splitlines() if f"{label}\x1b" in line), ""),
        f"the focus on {label}", escapes=True)


def played(world: Path, save: Path, bob: str) -> str:
    """`hexterm new` of a game of alice and `bob` on the map `world`, and what `hexterm
    show` says of it."""
    def hexterm(*args: str) -> str:
        done = subprocess.run([sys.executable, "-m", "hexterm", "--lang", "en", *args],
                              capture_output=True, text=True, check=False, timeout=120)
        assert done.returncode == 0, done.stderr
        return done.stdout
    hexterm("new", str(save), "--ruleset", "saga", "--scenario", str(world),
            "--seat", "alice:Vikings", "--seat", bob)
    assert save.exists()
    return hexterm("show", str(save))


def saved_and_left(term: Terminal, world: Path) -> dict[str, Any]:
    """ctrl+s, then escape: the editor ends well; the file as TOML."""
    term.send("C-s")
    term.wait_for("Saved to")
    term.send("Escape")
    assert term.exit_status() == 0
    return tomllib.loads(world.read_text("utf-8"))
