"""The SAGA campaign map painted from the engine's view: one cell a terrain, three
lines each: its kind and name (``*`` prestigious, ``+`` developed), its owner with
``V`` for a village, ``S`` for a sacred terrain and ``!`` when bands of two players
stand there (a battle to come), and the bands standing there with their points (cut to
the cell's width on a small terminal). Each player has a colour, in seat order.
"""

from __future__ import annotations

from typing import Any

from rich.style import Style

from hexterm.engine.saga.tables import show_points
from hexterm.widgets.hexgrid import PALETTE
from hexterm.widgets.roadmap import Cell, RoadMap

MARKS = {"prestigious": "*", "developed": "+", "normal": " "}


def points(value: float) -> str:
    """The view's points (4.5) as the engine writes them ("4½")."""
    return show_points(round(value * 2))


def colours(view: dict[str, Any]) -> dict[str, Style]:
    return {seat: Style(color=PALETTE[n % len(PALETTE)])
            for n, seat in enumerate(view["players"])}


def cells(view: dict[str, Any]) -> dict[str, Cell]:
    """Each terrain's three lines."""
    colour = colours(view)
    painted: dict[str, Cell] = {}
    for name, kind, _, _ in view["terrains"]:
        owner = view["owners"].get(name)
        style = colour.get(owner, Style(dim=True)) if owner else Style(dim=True)
        here_seats = {b["seat"] for b in view["bands"].values() if b["terrain"] == name}
        marks = ((" V" if name in view["villages"] else "")
                 + (" S" if name in view["sacred"] else "")
                 + (" !" if len(here_seats) > 1 else ""))
        here = [b for b in view["bands"].values() if b["terrain"] == name]
        if len(here) == 1:
            bands = f"{here[0]['name']} {points(here[0]['points'])}"
        else:
            bands = " ".join(f"{b['name']}:{points(b['points'])}" for b in here)
        head = Style(bold=kind == "prestigious")
        painted[name] = Cell(((MARKS[kind] + name, head),
                              ((owner or "")[:6] + marks, style),
                              (bands, colour.get(here[0]["seat"], Style.null()) if here
                               else Style.null())))
    return painted


class CampaignMap(RoadMap):
    """The campaign's map, from a view."""

    def paint(self, view: dict[str, Any]) -> None:
        places = {name: (x, y) for name, _, x, y in view["terrains"]}
        self.show(places, [(a, b) for a, b in view["roads"]], cells(view))
