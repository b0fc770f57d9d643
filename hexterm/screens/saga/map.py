"""The SAGA campaign map painted from the engine's view: one cell a terrain, its lines
of labels (never cut; see `hexterm.widgets.roadmap`): its kind and name (``*``
prestigious, ``+`` developed), its owner with ``V`` for a village, ``S`` for a sacred
terrain and ``!`` when bands of two players stand there (a battle to come), and the
bands standing there with their points, each in its player's colour (a player a
colour, in seat order). The terrains where the band in hand can go are shown in
reverse, with ``›`` before their names (visible without colours too).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from rich.style import Style

from hexterm.engine.saga.tables import show_points
from hexterm.widgets.hexgrid import PALETTE
from hexterm.widgets.roadmap import Cell, Label, RoadMap

MARKS = {"prestigious": "*", "developed": "+", "normal": " "}
REACHABLE = "›"


def points(value: float) -> str:
    """The view's points (4.5) as the engine writes them ("4½")."""
    return show_points(round(value * 2))


def colours(view: dict[str, Any]) -> dict[str, Style]:
    return {seat: Style(color=PALETTE[n % len(PALETTE)])
            for n, seat in enumerate(view["players"])}


def reachable(view: dict[str, Any], band: str | None) -> dict[str, tuple[str, ...]]:
    """Where the band in hand can go (the engine's `reachable`), with the paths."""
    return dict(view["reachable"].get(band, {})) if band else {}


def cells(view: dict[str, Any], goes: Collection[str] = ()) -> dict[str, Cell]:
    """Each terrain's lines; `goes`: the terrains the band in hand can reach."""
    colour = colours(view)
    painted: dict[str, Cell] = {}
    for name, kind, _, _ in view["terrains"]:
        owner = view["owners"].get(name)
        style = colour.get(owner, Style(dim=True)) if owner else Style(dim=True)
        here = [b for b in view["bands"].values() if b["terrain"] == name]
        marks = [mark for mark, shown in (("V", name in view["villages"]),
                                          ("S", name in view["sacred"]),
                                          ("!", len({b["seat"] for b in here}) > 1)) if shown]
        head = Style(bold=kind == "prestigious", reverse=name in goes)
        title = (REACHABLE if name in goes else MARKS[kind]) + name
        owned: tuple[Label, ...] = tuple((word, style) for word in [owner or "", *marks]
                                         if word)
        bands: tuple[Label, ...] = tuple((f"{b['name']} {points(b['points'])}",
                                          colour.get(b["seat"], Style.null())) for b in here)
        painted[name] = Cell((((title, head),), owned, bands))
    return painted


class CampaignMap(RoadMap):
    """The campaign's map, from a view."""

    def paint(self, view: dict[str, Any], goes: Collection[str] = ()) -> None:
        places = {name: (x, y) for name, _, x, y in view["terrains"]}
        self.show(places, [(a, b) for a, b in view["roads"]], cells(view, goes))
