"""Pictures of the tactical board's screen on the built-in battle ("The ford"): the
board at alice's first go (the cursor on Spears, its envelope drawn, the prompt with
its example under the input), the envelope of Riders once named, a path drawn with its
costs (written from Riders' own hex, with spaces, a comma and arrows), a path refused
at its fourth step (the accepted part drawn), a separator refused, the test step (bob's
Skirmishers charged Spears and take their engagement test), and ctrl+b on bob's screen
after alice's move (the question: only alice or the organiser); at 80×24 (narrow
hexes) and 160×48 (wide hexes, the units' names), in English and French. Each picture
was looked at before it was accepted (docs/screens.md). A map cell test checks what
the pictures cannot spell out: the reach and the path's totals."""

from __future__ import annotations

import tomllib
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.hexgrid import Hex
from hexterm.engine.seats import Seat
from hexterm.engine.tactical.views import cheapest, preview, reach
from hexterm.i18n import language
from hexterm.save import savegame
from hexterm.screens.tactical.board import REACH_STYLE, TacticalMap
from hexterm.widgets.hexgrid import LABEL_STYLE, ROUTE_STYLE

KEYS = {" ": "space", ":": "colon", ">": "greater_than_sign", "-": "minus", ",": "comma",
        ";": "semicolon"}
CHARGE = [("alice", "Spears: C03 -> D03"),
          ("bob", "Skirmishers charge: I04 -> I03 -> H03 -> G03 -> F03 -> E03")]
PICTURES: dict[str, tuple[list[tuple[str, str]], str]] = {
    # picture: (activations given before, what is typed; "^B" is ctrl+b)
    "board": ([], ""),
    "envelope": ([], "Riders: "),
    "path": ([], "Riders: A08 B08, C08 -> turn SE -> C09"),
    "refused": ([], "Riders: B08 -> C08 -> turn SE -> D09"),
    "separator": ([], "Riders: A08; B08"),
    "test": (CHARGE, ""),
    "take-back": ([("alice", "Spears: B04 -> C04")], "^B"),
}
SIZES = pytest.mark.parametrize(
    ("speak", "size"), [("en", (80, 24)), ("fr", (80, 24)), ("en", (160, 48)),
                        ("fr", (160, 48))],
    indirect=["speak"], ids=["en-80x24", "fr-80x24", "en-160x48", "fr-160x48"])
"""`LANGUAGES_AND_SIZES`, and the big terminal in French too."""


def the_ford(moves: list[tuple[str, str]]) -> Game:
    scenario = tomllib.loads((files("hexterm") / "scenarios" / "tactical.toml").read_text())
    game = games.new_game("tactical", scenario, [Seat("alice", "North"), Seat("bob", "South")],
                          1)
    for seat, text in moves:
        game = games.resolve(games.submit_orders(game, seat, text))
    return game


def typing(text: str) -> Any:
    if language() == "fr":  # a French picture shows the French words typed
        text = text.replace("turn ", "pivot ")

    async def press(pilot: Pilot[None]) -> None:
        await pilot.pause()
        if text == "^B":
            await pilot.press("ctrl+b")
        for char in text if text != "^B" else "":
            await pilot.press(KEYS.get(char, char))
        await pilot.pause()
    return press


@SIZES
@pytest.mark.parametrize("picture", PICTURES)
def test_tactical_screen(picture: str, speak: None, size: tuple[int, int], tmp_path: Path,
                         snap_compare: Any) -> None:
    moves, typed = PICTURES[picture]
    save = tmp_path / "ford.hexsave"
    savegame.save(save, the_ford(moves))
    assert snap_compare(HextermApp(tmp_path, save), terminal_size=size,
                        run_before=typing(typed))


def test_the_map_draws_the_reach_and_the_path_totals() -> None:
    """Riders (A08, facing S, mounted: 3 PMvt) reach B08 for 0.5; the path B08, C08,
    turn SE, C09 shows its running totals 0.5, 1 and 2 on its hexes."""
    battle = the_ford([]).state.battle
    riders = battle.unit("Riders")
    board = TacticalMap(battle, ("alice", "bob"))
    found = preview(battle, "alice", "Riders: B08 -> C08 -> turn SE -> C09")
    reached = reach(battle, riders)
    # B07, SW of A08: facing S for 0.5 (one hex), facing SW for 1 (a first vertex, 0.5
    # for mounted, before or after the hex)
    assert reached[Hex.parse("B07")]["S"] == 1 and reached[Hex.parse("B07")]["SW"] == 2
    board.show(cheapest(reached, riders.hex), found.hexes)
    cell = {label: board.cell(*Hex.parse(label).to_offset()) for label in
            ("B08", "C08", "C09", "B07", "A08", "B04")}
    assert cell["B08"] == ("0.5", ROUTE_STYLE) and cell["C08"] == (" 1 ", ROUTE_STYLE)
    assert cell["C09"] == (" 2 ", ROUTE_STYLE)
    assert cell["B07"] == ("0.5", REACH_STYLE)  # B07 is SW of A08: in the front zone
    assert cell["A08"][0] == "R↓ " and cell["B04"][0] == "S↓ "  # Riders, Spears facing S


def test_a_units_hex_is_one_block_and_wide_when_the_terminal_is_big() -> None:
    """A unit's hex and its label take its side's colour (alice's first of the palette);
    an empty hex's label stays dim. 160 columns hold the 12 columns of wide hexes and the
    side panel: the names' first three letters then; 80 do not."""
    battle = the_ford([]).state.battle
    board = TacticalMap(battle, ("alice", "bob"))
    alice = board.seat_styles["alice"]
    a08 = Hex.parse("A08").to_offset()
    assert board.cell(*a08)[1] == alice and board.label(*a08) == ("A08", alice)
    assert board.label(*Hex.parse("C05").to_offset()) == ("C05", LABEL_STYLE)
    board.fit(80)
    assert board.layout_.width == 3
    board.fit(160)
    assert board.layout_.width == 5
    assert board.cell(*a08) == ("Rid↓ ", alice) and board.label(*a08) == (" A08 ", alice)
    assert board.cell(*Hex.parse("J05").to_offset())[0] == "Ski↑ "
