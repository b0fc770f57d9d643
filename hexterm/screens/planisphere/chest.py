"""The faction chest (coffre de faction): what the seat's own faction holds.

Money (DA and DO, two currencies), the resources grouped by rarity (common, rare,
mythic), the item cards with what each does, and what every unit of the faction on
the map carries (its inventory, 10 resources per Inventaire point) and has equipped
(up to its Équipement). The chest is private: only the faction's own seats see it;
the data is the engine's (`views_goods.chest`). On a wide terminal the units stand in
a column of their own, and the faction's influence over the turns is charted below
when there is room; `h` shows that chart on its own screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rich.markup import escape
from rich.style import Style
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from hexterm.engine.planisphere.terrain import Label
from hexterm.engine.planisphere.views import goods as views_goods
from hexterm.i18n import t
from hexterm.screens.planisphere.influence_chart import InfluenceChartScreen, axis, chart, lay_out
from hexterm.screens.planisphere.words import phrase
from hexterm.screens.shared.help import HelpScreen
from hexterm.table import Table
from hexterm.widgets.hexgrid import PALETTE
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""

WIDE_AT = 120  # from this many columns on, the units get a column of their own
CAPABILITY_NAMES = {"batisseur": "Bâtisseur", "discrete": "Discrète", "leger": "Léger",
                    "onereux": "Onéreux", "veterans": "Vétérans", "cotier": "Côtier"}


def capability_name(key: str) -> str:
    """A capability as the rulebook writes it (Exploitant, Discrète…)."""
    return CAPABILITY_NAMES.get(key, key.capitalize())


def rarity_title(rarity: str) -> str:
    return {"common": phrase("Common"), "rare": phrase("Rare"),
            "mythic": phrase("Mythic")}[rarity]


def effects_text(effects: Mapping[str, Any], labels: Mapping[str, Label]) -> str:
    """What an item card does, in a few words: bonuses, terrains, capabilities, tags."""
    names = {"move": t("movement"), "combat": phrase("combat"), "defence": t("defence"),
             "recon": phrase("recon"), "inventory": phrase("inventory"),
             "exploit": phrase("Exploiter yield")}
    parts = [f"{names[k]} {effects[k]:+d}" for k in names if effects.get(k)]
    if effects.get("influence"):
        n = f"{effects['influence']:+d}"
        parts.append(phrase("influence {n} on the hex, for the session", n=n)
                     if effects.get("lasting") == "session"
                     else phrase("influence {n} on the hex, for good", n=n))
    if effects.get("terrains"):
        parts.append(phrase("crosses {terrains}", terrains=", ".join(
            labels[k].name if k in labels else k for k in effects["terrains"])))
    parts += [capability_name(c) for c in effects.get("capabilities", ())]
    if effects.get("tags"):
        parts.append(phrase("counts as {tags}", tags=", ".join(effects["tags"])))
    return " · ".join(parts) or phrase("no effect on the map")


def goods_text(lines: tuple[views_goods.GoodLine, ...]) -> str:
    return " · ".join(f"{escape(g.name)} {g.count}" for g in lines)


def chest_text(chest: views_goods.Chest, labels: Mapping[str, Label]) -> str:
    """The money, resources and items of the chest."""
    rate = phrase("1 DO is worth {rate} DA", rate=chest.da_per_do)
    out = ["[b]" + phrase("Money") + "[/b]", f" {chest.da} DA · {chest.do} DO  [dim]({rate})[/dim]",
           "", "[b]" + phrase("Resources") + "[/b]"]
    width = max(len(rarity_title(r)) for r, _ in chest.goods)
    for rarity, lines in chest.goods:
        out.append(f" {rarity_title(rarity).ljust(width)}  {goods_text(lines) or '-'}")
    out += ["", "[b]" + phrase("Items") + "[/b]"]
    for item in chest.items:
        out.append(f" {escape(item.name)} ×{item.count}")
        out.append(f"   [dim]{escape(effects_text(item.effects, labels))}[/dim]")
        if item.effects.get("text"):
            out.append(f"   [i]{escape(item.effects['text'])}[/i]")
    if not chest.items:
        out.append(" " + phrase("no item card in the chest"))
    return "\n".join(out)


def carriers_text(chest: views_goods.Chest) -> str:
    """What each unit of the faction carries and has equipped."""
    out = ["[b]" + phrase("Carried by your units") + "[/b]"]
    for unit in chest.carriers:
        out.append(f" {unit.code} {escape(unit.name)} · {unit.place}")
        load = sum(g.count for g in unit.cargo)
        if unit.room or unit.cargo:
            out.append("   " + phrase("inventory {load}/{room}: {goods}", load=load,
                                      room=unit.room,
                                      goods=goods_text(unit.cargo) or phrase("nothing carried")))
        if unit.slots or unit.gear:
            gear = ", ".join(escape(g.name) for g in unit.gear) or phrase("nothing equipped")
            out.append("   " + phrase("equipped {used}/{slots}: {items}", used=len(unit.gear),
                                      slots=unit.slots, items=gear))
        if not (unit.room or unit.cargo or unit.slots or unit.gear):
            out.append("   " + phrase("carries nothing, equips nothing"))
    if not chest.carriers:
        out.append(" " + phrase("no unit on the map"))
    return "\n".join(out)


class ChestScreen(Localised, ModalScreen[None]):
    """The chest of the seat's faction; escape or c goes back to the map."""

    BINDINGS = [("escape,c", "dismiss", "Back"),
                ("h", "influence", "Influence over the turns"),
                ("question_mark", "help", "Help")]
    CSS_PATH = STYLES

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        game = table.game
        self.table, self.seat = table, game.seat(seat)
        self.chest = views_goods.chest(game.state, self.seat)
        self.curves = views_goods.faction_curves(game.state, self.seat.faction, game.turn - 1)
        colour = PALETTE[list(game.state.factions).index(self.seat.faction) % len(PALETTE)]
        self.colours = {c.key: Style(color=colour, bold=True) for c in self.curves}

    def compose(self) -> ComposeResult:
        yield Static(phrase("Chest of {faction}", faction=self.chest.name), id="chest-heading")
        with VerticalScroll(id="chest"):
            with Horizontal(id="chest-columns"):
                yield Static(chest_text(self.chest, self.table.game.state.labels),
                             id="chest-left")
                yield Static(carriers_text(self.chest), id="chest-right")
            if self.curves:
                yield Static(phrase("Influence over the turns"), id="chest-chart-title",
                             classes="chest-chart")
                yield Static("", id="chest-axis", classes="chest-chart")
                yield Static("", id="chest-chart", classes="chest-chart")
        yield Footer()

    def on_mount(self) -> None:
        self.lay_out(self.app.size.width, self.app.size.height)
        self.query_one("#chest").focus()

    def on_resize(self, event: events.Resize) -> None:
        self.lay_out(event.size.width, event.size.height)

    def lay_out(self, columns: int, rows: int) -> None:
        """Units in a column of their own and the influence chart below, when wide."""
        wide = columns >= WIDE_AT
        self.set_class(wide, "wide")
        if not wide or not self.curves:
            return
        used = max(len(chest_text(self.chest, {}).split("\n")),
                   len(carriers_text(self.chest).split("\n")))
        free = rows - 2 - used - 4  # heading and footer; gap, title and the axis' two lines
        layout = lay_out(self.curves, columns - 3, free, fixed=0)
        self.query_one("#chest-axis", Static).update(
            axis(layout, self.table.game.state.turns_per_session))
        self.query_one("#chest-chart", Static).update(chart(self.curves, layout, self.colours))

    def action_influence(self) -> None:
        self.app.push_screen(InfluenceChartScreen.of_faction(self.table, self.seat.name))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("chest"))
