"""The map without colour: the real program in tmux under NO_COLOR draws no colour code
and stays readable in plain ASCII (own units in lower case, others in upper case, nodes
by their quality letter); without NO_COLOR the same map has colours. The save fixture
comes from tests/terminal/test_terminal.py, the terminal from tests/conftest.py. Without colour
a ticked box and an unticked one (a checkbox, a selection list) stay apart.
"""

# ruff: noqa: F811  (the pytest fixture imported from test_terminal is a parameter here)

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from rich.segment import Segment
from textual.app import ComposeResult
from textual.widgets import Checkbox, SelectionList

import hexterm.app
from hexterm.app import HextermApp
from hexterm.engine.hexgrid import format_label, parse_label
from hexterm.engine.planisphere.views.board import board
from hexterm.save import savegame
from tests.helpers.terminal import Terminal
from tests.terminal.test_terminal import save  # noqa: F401 (the fixture)

SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def colour_codes(screen: str) -> list[str]:
    """The SGR sequences of `screen` that set a colour (30-37, 40-47, 90-97, 100-107,
    38/48 with 5;n or 2;r;g;b); bold, dim, reverse, underline and the defaults (39, 49,
    0) are not colours."""
    found = []
    for match in SGR.finditer(screen):
        for p in re.split("[;:]", match.group(1)):
            if p.isdigit() and (30 <= int(p) <= 38 or 40 <= int(p) <= 48
                                or 90 <= int(p) <= 97 or 100 <= int(p) <= 107):
                found.append(match.group(0).replace("\x1b", "ESC"))
                break
    return found


def hex_cell(screen: str, label: str) -> tuple[str, str]:
    """The two lines of hex `label` as drawn, when the map is not scrolled: its layer
    text, and its label (3 characters wide, 4 apart; odd columns half a hex lower)."""
    col, row = parse_label(label)
    lines = [*screen.splitlines(), "", ""]
    x, y = col * 4, 1 + row * 2 + (col & 1)  # line 0 is the title
    return lines[y][x:x + 3], lines[y + 1][x:x + 3]


def map_screen(term: Terminal, *, no_color: bool, save: Path) -> str:
    """Alice's map at the start of turn 1, captured with its escape sequences."""
    term.start("play", str(save), no_color=no_color)
    term.wait_for("Pass the keyboard to alice (Royaume des Glaces)")
    # The button is drawn before Textual gives it the focus: an enter sent in between
    # would be lost.
    term.wait_for_focus("I am alice: show my game")
    term.send("Enter")
    term.wait_for("Turn 1 · alice (Royaume des Glaces)")
    # The map opens on alice's first unit (D18), scrolled to it: the cursor goes back to
    # A01, the top-left corner, where the hexes read below stand unscrolled.
    col, row = parse_label("D18")
    term.send(*["Left"] * col, *["Up"] * row)
    term.wait_for("A01 Mer")

    def drawn(screen: str) -> bool:  # every hex the tests read has its label, and the footer
        plain = SGR.sub("", screen)
        return "Help" in plain.rstrip("\n").splitlines()[-1] and all(
            hex_cell(plain, format_label(col, row))[1] == format_label(col, row)
            for col in range(14) for row in range(16))

    return term.wait_until(drawn, "the map drawn with its labels", escapes=True)


def test_no_color_draws_no_colour_and_the_map_reads_in_ascii(terminal: Terminal,
                                                              save: Path) -> None:
    shown = map_screen(terminal, no_color=True, save=save)
    plain = SGR.sub("", shown)
    assert "Traceback" not in plain, plain
    assert colour_codes(shown) == [], f"colours under NO_COLOR: {colour_codes(shown)[:10]}"
    assert re.search(r"\x1b\[[0-9;]*7[;m]", shown), "no reverse video: where is the cursor?"

    # Without colour the marks tell whose a unit is: alice's own in lower case, others'
    # in upper case, after the two terrain glyphs; every hex in plain ASCII.
    game = savegame.load(save)
    data = board(game.state, game.seat("alice"))
    assert hex_cell(plain, "C11") == (data.terrain[data.index(10, 2)] + "g", "C11")
    assert [u.code for u in game.state.units.values() if u.faction == "liberia"
            and u.hex is not None and u.hex.label == "M07"] == ["LIB16"]
    assert hex_cell(plain, "M07")[0].endswith("L")
    for col in range(14):
        for row in range(16):
            i = data.index(col, row)
            units = data.units.get(i)
            node = data.nodes.get(i)
            if units:
                letter = data.letters[units[0].faction] if units[0].faction else "?"
                mark = letter.lower() if units[0].own else letter
            else:
                mark = node.quality if node is not None else " "
            expected = (data.terrain[i] + mark).ljust(3)
            assert expected.isascii()
            assert hex_cell(plain, format_label(col, row)) == (expected, format_label(col, row))


def test_the_same_map_with_colour_has_colours(terminal: Terminal, save: Path) -> None:
    """The contrast case: without NO_COLOR the screen above is in colour."""
    shown = map_screen(terminal, no_color=False, save=save)
    assert colour_codes(shown), SGR.sub("", shown)


class BoxesApp(HextermApp):
    """The app's own styles on a ticked and an unticked checkbox and selection."""

    CSS_PATH = str(Path(hexterm.app.__file__).with_name("app.tcss"))

    def compose(self) -> ComposeResult:
        yield Checkbox("ticked", True, id="ticked")
        yield Checkbox("unticked", False, id="unticked")
        yield SelectionList(("ticked", 1, True), ("unticked", 2, False), id="items")

    def on_mount(self) -> None:  # no title screen: the boxes alone
        pass


def box(line: list[Segment]) -> tuple[str, tuple[bool, bool]]:
    """The box of a drawn line (its three first characters) and whether its mark is
    bold and underlined: what a terminal without colour still shows."""
    text = "".join(segment.text for segment in line)[:3]
    mark = next(s for s in line if s.text.strip() and s.text not in ("▐", "▌"))
    assert mark.style is not None
    return text, (bool(mark.style.bold), bool(mark.style.underline))


def test_a_ticked_box_and_an_unticked_one_differ_without_colour(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    asyncio.run(_boxes())


async def _boxes() -> None:
    app = BoxesApp(Path("saves"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.ansi_color  # NO_COLOR: the app draws no colour
        ticked = box(list(app.query_one("#ticked", Checkbox).render_line(0)))
        unticked = box(list(app.query_one("#unticked", Checkbox).render_line(0)))
        items = app.query_one("#items", SelectionList)
        chosen, left = box(list(items.render_line(0))), box(list(items.render_line(1)))
    # Today's ▐X▌ for both: told apart by the mark's bold underline alone.
    assert ticked[0] == unticked[0] == chosen[0] == left[0] == "▐X▌"
    assert ticked[1] == chosen[1] == (True, True)
    assert unticked[1] == left[1] == (False, False)
