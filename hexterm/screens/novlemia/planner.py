"""The Novlémia action planner: three action slots, the free lines, each previewed.

Each slot is a verb (move, explore, prospect, colonise; repeats allowed) and what it
takes: a cell or a direction to move to, the cells or directions to explore first, a
city's name. Under each slot the engine's preview (`views.preview`) says what it will
do from where the explorer will then stand. The free lines (market purchases, trades,
consents, names) are written below, one a line. The whole text is checked by the
rules as it changes (`Table.check`); escape keeps it as the draft when they accept it,
ctrl+s keeps it and asks to submit the turn.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Footer, Input, Label, Select, Static, TextArea

from hexterm.engine.errors import HextermError
from hexterm.engine.novlemia import orders as nov_orders
from hexterm.engine.novlemia import views as nov_views
from hexterm.engine.novlemia.orders import ALIASES
from hexterm.engine.novlemia.words import WORDS
from hexterm.i18n import said, t
from hexterm.screens.dialogs.confirm import ConfirmSubmit
from hexterm.screens.novlemia.widgets.slot import HINTS, Slot
from hexterm.screens.shared.drafting import keep
from hexterm.screens.shared.orders_editor import OrdersFrame
from hexterm.table import Table

phrase = WORDS.phrase
"""A Novlémia message (`hexterm.engine.novlemia.words`), said with `hexterm.i18n.said`."""

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""


def step_text(step: dict[str, Any]) -> str:
    """One previewed action, as the panel and the planner say it."""
    cells = ", ".join(step["cells"]) or "-"
    verb = step["verb"]
    if verb == "move":
        text = said(phrase("to {cell}", cell=step["to"]))
    elif verb == "explore":
        text = said(phrase("explores {cells}", cells=cells))
    elif verb == "prospect":
        text = said(phrase("prospects {cells}", cells=cells))
    else:
        text = said(phrase("founds a city working {cells}", cells=cells))
    if step["unsure"]:
        text += " " + said(phrase("(after the dice: {cells})", cells=", ".join(step["unsure"])))
    if step["note"]:
        text += f" ({said(step['note'])})"
    if step["problem"]:
        text = "✗ " + said(step["problem"])
    return text


def plan_of(table: Table, seat: str, draft: str) -> list[dict[str, Any]]:
    """The engine's preview of the draft's actions; [] when the text does not parse."""
    game = table.game
    try:
        lines = nov_orders.parse_orders(draft).lines
    except HextermError:
        return []
    return nov_views.preview(game.state, game.seat(seat), lines)


def split_draft(draft: str) -> tuple[list[tuple[str, str]], list[str]]:
    """The draft's action lines as (verb, the rest), and every other line as written."""
    actions: list[tuple[str, str]] = []
    free: list[str] = []
    for raw in draft.splitlines():
        line = raw.strip()
        if not line:
            continue
        word, _, rest = line.partition(" ")
        verb = ALIASES.get(word.lower())
        if verb is not None and verb.is_action:
            actions.append((verb.value, rest.strip()))
        else:
            free.append(line)
    return actions, free


class PlannerScreen(OrdersFrame):
    """Plan the turn; dismisses with (text, whether to submit), or None to drop it."""

    CSS_PATH = STYLES

    def __init__(self, table: Table, seat: str, draft: str = "") -> None:
        super().__init__(table, seat, draft)
        game = table.game
        self.view: dict[str, Any] = game.rules.view(game.state, game.seat(seat))

    def compose(self) -> ComposeResult:
        actions, free = split_draft(self.draft)
        count = max(self.view["me"]["actions"], len(actions))
        with VerticalScroll(id="planner"):
            yield Label(said(phrase("Plan the turn")) + f" · {self.seat} · " +
                        said(phrase("explorer at {cell}", cell=self.view["me"]["explorer"])))
            for number in range(1, count + 1):
                verb, rest = actions[number - 1] if number <= len(actions) else (None, "")
                yield Slot(number, verb, rest)
            yield Label(said(phrase("Market, trades, consents, names (one a line):")))
            yield TextArea("\n".join(free), id="free")
            yield Static(self.market_line(), id="market")
            yield Static("", id="problem")
            with Horizontal(id="buttons"):
                yield Button(said(phrase("Keep")), variant="primary", id="keep")
                yield Button(said(phrase("Submit the turn")), id="submit")
        yield Footer()

    def market_line(self) -> str:
        me, market = self.view["me"], self.view["market"]
        stock = " ".join(f"{n}{r}" for r, n in me["stock"].items() if n) or "-"
        rates = " ".join(f"{r} {n}" for r, n in market["rates"].items())
        return said(phrase("Stock: {stock} · market price of one unit: {rates}", stock=stock,
                           rates=rates))

    def on_mount(self) -> None:
        self.query_one("#verb1", Select).focus()
        self.refresh_preview()

    def text(self) -> str:
        lines = [slot.line() for slot in self.query(Slot)]
        lines += [line for line in self.query_one("#free", TextArea).text.splitlines()]
        return "\n".join(line for line in lines if line.strip()) + "\n"

    def show_problem(self, problem: str) -> None:
        self.query_one("#problem", Static).update(f"[red]{problem}[/red]")

    def kept_sentence(self) -> str:
        return said(phrase("The plan has a problem: your earlier orders are kept."))

    def refresh_preview(self) -> None:
        steps = iter(plan_of(self.table, self.seat, self.text()))
        for slot in self.query(Slot):
            shown = ""
            if slot.line():
                step = next(steps, None)
                shown = ("→ " + step_text(step)) if step else ""
            slot.query_one(".preview", Static).update(shown)
        problem = self.problem()
        accepted = said(phrase("the rules accept these orders"))
        self.query_one("#problem", Static).update(
            f"[red]{problem}[/red]" if problem else "✓ " + accepted)
        keep(self, self.table, self.seat, self.text())  # every change of the plan, kept

    def on_select_changed(self, event: Select.Changed) -> None:
        slot = event.select.parent
        while slot is not None and not isinstance(slot, Slot):
            slot = slot.parent
        if isinstance(slot, Slot) and isinstance(event.value, str):
            slot.query_one(Input).placeholder = t(HINTS[event.value])
        self.refresh_preview()

    def on_input_changed(self) -> None:
        self.refresh_preview()

    def on_text_area_changed(self) -> None:
        self.refresh_preview()


def ConfirmNovSubmit(table: Table, actions: int) -> ConfirmSubmit:
    """"Submit the turn?" with the number of actions planned."""
    return ConfirmSubmit(table, said(phrase("Actions planned: {actions}", actions=actions)))
