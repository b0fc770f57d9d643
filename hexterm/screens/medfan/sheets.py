"""The sheets of a Med-Fan campaign, over its step screen: the territory sheet (every
territory in a list, the one under the cursor in full: its name, capability and what it
does, its owner, who brought it, whether it is usable this turn) and the roster (each
player's army unit by unit: figures, figures missing the next battle, cost, roles,
spell, magic items, upgrades). Escape goes back to the step.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

from hexterm.i18n import t
from hexterm.screens.medfan.panels import capability
from hexterm.screens.medfan.words import phrase
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""The sheets' styles, beside them."""


def territory_sheet(territory: dict[str, Any]) -> str:
    """One territory in full."""
    owner = territory["owner"] or phrase("nobody (unoccupied)")
    lines = [phrase("Territory {n}: {name}", n=territory["number"], name=territory["name"] or "?"),
             phrase("Capability: {capability}", capability=capability(territory))]
    if territory["rarity"]:
        lines.append(phrase("Table: {rarity}", rarity=t(territory["rarity"])))
    lines += [phrase("Held by: {owner}", owner=owner),
              phrase("Brought by: {seat}", seat=territory["brought_by"] or "-")]
    if territory["unusable"]:
        lines.append(phrase("Unusable this turn (pillaged): it yields nothing."))
    if not territory["capability"]:
        lines.append(phrase("Unknown: it is determined when a player first holds it."))
    return "\n".join(lines)


class TerritorySheet(Localised, ModalScreen[None]):
    """Every territory, one of them in full."""

    CSS_PATH = STYLES
    BINDINGS = [Binding("escape,ctrl+t", "dismiss", "Back")]

    def __init__(self, view: dict[str, Any]) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        yield Label(phrase("The territories ({n})", n=len(self.view["sheet"])), id="sheet-title")
        with Horizontal(id="sheet-body"):
            yield OptionList(*(Option(f"{x['number']:>3} {x['name'] or '?'} · "
                                      f"{x['owner'] or '-'}", id=str(x['number']))
                               for x in self.view["sheet"]), id="sheet-list")
            with VerticalScroll(id="sheet-detail"):
                yield Static("", id="sheet-text", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()
        self.show(0)

    def show(self, index: int) -> None:
        if self.view["sheet"]:
            self.query_one("#sheet-text", Static).update(
                territory_sheet(self.view["sheet"][index]))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show(event.option_index)


def roster(view: dict[str, Any]) -> str:
    """Every player's army, unit by unit."""
    lines = []
    for seat in view["ranking"]:
        player = view["players_view"][seat]
        lines.append(phrase("{seat} ({faction}) · army of {figures} figures ({worth} #)", seat=seat,
                            faction=player["faction"], figures=player["figures"],
                            worth=player["worth"]))
        for unit in player["army"]:
            said = [f"{unit['figures']} × {unit['cost']} #"]
            said += [t(role) for role in unit["roles"]]
            if unit["hero"] and not unit["roles"]:
                said.append(phrase("hero"))
            if unit["spell"]:
                said.append(phrase("spell: {spell}", spell=unit["spell"]))
            if unit["armour"]:
                said.append(phrase("magic armour ({cost} #)", cost=unit["armour"]))
            if unit["weapon"]:
                said.append(phrase("magic weapon ({cost} #)", cost=unit["weapon"]))
            if unit["missing"]:
                said.append(phrase("{n} missing the next battle", n=unit["missing"]))
            if unit["upgrades"]:
                said.append(phrase("upgraded: {done}",
                                   done=", ".join(t(c) for c in unit["upgrades"])))
            lines.append("  " + phrase("{what}: {said}", what=unit["name"], said=" · ".join(said)))
        if not player["army"]:
            lines.append(phrase("  no army yet"))
    return "\n".join(lines)


class RosterScreen(Localised, ModalScreen[None]):
    """Every player's army."""

    CSS_PATH = STYLES
    BINDINGS = [Binding("escape,ctrl+o", "dismiss", "Back")]

    def __init__(self, view: dict[str, Any]) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        yield Label(phrase("The armies"), id="sheet-title")
        with VerticalScroll(id="roster-body"):
            yield Static(roster(self.view), id="roster-text", markup=False)
        yield Footer()
