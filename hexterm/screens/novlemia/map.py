"""The Novlémia map: flat-top hexes drawn from a seat's JSON view, with a cursor.

The shared hex grid (`hexterm.widgets.hexgrid`) painted with a seat's view: each hex
is two lines, its text over its label, even-numbered columns (02, 04…) half a hex
lower. A known cell
shows its terrain glyph, its resource letter (A B E M X, blank before prospection)
and a mark: the explorer of a nation (its letter, lower case for the seat's own), or
`*` for a city. Owned cells take their nation's colour; unknown cells are blank.

Keys: arrows move the cursor (up/down: N/S; left/right: the next column), q w e /
a s d move NW N NE / SW S SE, a click picks a hex.
"""

from __future__ import annotations

from typing import Any

from rich.style import Style

from hexterm.engine.hexgrid import format_label, parse_label
from hexterm.engine.messages import titled
from hexterm.widgets.hexgrid import PALETTE, ROUTE_STYLE, HexGrid, Layout

GLYPHS = {"eau": "~", "plaine": "\"", "foret": "♣", "collines": "n", "montagnes": "^",
          "desert": ":"}
TERRAIN_NAMES = {"eau": titled("Eau"), "plaine": titled("Plaine"), "foret": titled("Forêt"),
                 "collines": titled("Collines"),
                 "montagnes": titled("Montagnes"), "desert": titled("Désert")}
UNKNOWN_STYLE = Style(dim=True)


def nation_letters(view: dict[str, Any]) -> dict[str, str]:
    """One capital letter a nation, its first free one (A, B… when all are taken)."""
    letters: dict[str, str] = {}
    for key, nation in view["nations"].items():
        name = "".join(c for c in nation["name"].upper() if "A" <= c <= "Z") + \
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        letters[key] = next(c for c in name if c not in letters.values())
    return letters


def nation_styles(view: dict[str, Any]) -> dict[str, Style]:
    return {k: Style(color=PALETTE[i % len(PALETTE)], bold=True)
            for i, k in enumerate(view["nations"])}


def layout_for(view: dict[str, Any]) -> Layout:
    """Hexes of three characters, or as wide as a big map's longest label (CU99)."""
    cols, rows = view["map"]["cols"], view["map"]["rows"]
    return Layout(cols, rows, max(3, len(format_label(cols - 1, rows - 1))))


class NovMap(HexGrid):
    """The scrollable map of one seat's Novlémia view."""

    class Moved(HexGrid.Moved):
        """The cursor is on a new hex."""

    def __init__(self, view: dict[str, Any], *, colour: bool = True,
                 id: str | None = None) -> None:
        self.marks: dict[str, str] = {}
        super().__init__(layout_for(view), colour=colour, id=id)
        self.set_view(view)

    def set_view(self, view: dict[str, Any]) -> None:
        self.view = view
        self.set_layout(layout_for(view))
        self.letters = nation_letters(view)
        self.nation_style = nation_styles(view)
        mine = (view.get("me") or {}).get("nation")
        self.explorers = {n["explorer"]: (self.letters[k].lower() if k == mine
                                          else self.letters[k])
                          for k, n in view["nations"].items()}
        self.refresh()

    def on_resize(self) -> None:
        """The cursor, put on mount before the map had its size, in view."""
        self.keep_cursor_in_view()

    def show_marks(self, marks: dict[str, str]) -> None:
        """Draw the planned actions: a short mark by cell label; empty clears them. The
        cells whose mark changed are painted again, the rest kept."""
        changed = {label for label in self.marks.keys() | marks.keys()
                   if self.marks.get(label) != marks.get(label)}
        self.marks = marks
        self.repaint_hexes(parse_label(label) for label in changed)

    def cell(self, col: int, row: int) -> tuple[str, Style | None]:
        label = format_label(col, row)
        if label in self.marks:
            return self.marks[label].center(self.layout_.width)[:self.layout_.width], ROUTE_STYLE
        return self.text(label)

    def text(self, label: str) -> tuple[str, Style | None]:
        cell = self.view["cells"].get(label)
        width = self.layout_.width
        if cell is None:
            return " " * width, UNKNOWN_STYLE
        mark = self.explorers.get(label) or ("*" if label in self.view["cities"] else " ")
        text = (GLYPHS.get(cell["terrain"], "?") + (cell["resource"] or " ") + mark).ljust(width)
        owner = cell["owner"]
        return text, self.nation_style.get(owner) if owner and self.colour else None

    def go_label(self, label: str) -> None:
        self.go(*parse_label(label))
