"""Influence over the turns, as a text chart: one step plot a line of the chart.

Two charts: a hex's (`h` on the map: every faction's influence there) and a faction's
(`h` in the chest: its influence on every hex where it has or had some). Each line is
a bar per game turn, from turn 0 (the start) to the last one resolved, as high as the
influence (0 to 6), with the value written under each change and the value now at
the right. The turn axis, with the sessions, stays on top. The taller the terminal,
the taller the bars; the wider, the wider each turn (the latest turns are kept when
they do not all fit). The values are the engine's (`views.goods`, from the influence
history).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.model import MAX_INFLUENCE
from hexterm.engine.planisphere.views import goods as views_goods
from hexterm.i18n import t
from hexterm.screens.planisphere.words import phrase
from hexterm.screens.shared.help import HelpScreen
from hexterm.table import Table
from hexterm.widgets.hexgrid import PALETTE
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""

EIGHTHS = " ▁▂▃▄▅▆▇█"
DIM = Style(dim=True)
NOW = 4  # columns for the value now, at the right of each line
FIXED_ROWS = 6  # heading, legend, the two axis lines, the footer, a spare line


@dataclass(frozen=True, slots=True)
class Layout:
    """How a chart fits the terminal: the name column, the turns shown, their width,
    the rows of a bar."""

    label: int
    first: int  # the first turn shown
    turns: int  # how many turns are shown
    cell: int  # columns a turn
    height: int  # rows a bar


def lay_out(curves: Sequence[views_goods.Curve], columns: int, rows: int,
            fixed: int = FIXED_ROWS) -> Layout:
    """The layout of `curves` on a terminal of `columns` × `rows`, `fixed` of which are
    taken by other things."""
    count = max((len(c.values) for c in curves), default=1)
    longest = max((len(c.name) for c in curves), default=8)
    label = max(8, min(longest, 34 if columns >= 120 else 20))
    room = max(4, columns - label - NOW - 4)  # padding, the gap after the names
    cell = max(1, min(10 if columns >= 120 else 6, room // count))
    turns = min(count, room // cell)
    per_curve = (rows - fixed) // max(1, len(curves)) - 2  # the digits, a gap
    return Layout(label, count - turns, turns, cell, max(1, min(8 if rows >= 40 else 4, per_curve)))


def clip(name: str, width: int) -> str:
    return name if len(name) <= width else name[:width - 1] + "…"


def axis(layout: Layout, turns_per_session: int) -> Text:
    """The two lines above the chart: the turn numbers, and where sessions begin (the
    session's name when it fits before the next one, else its number)."""
    width = layout.turns * layout.cell
    numbers, sessions = [" "] * width, [" "] * (width + NOW)
    every = 1
    while every * layout.cell < len(str(layout.first + layout.turns - 1)) + 1:
        every += 1
    taken = -1
    for k in range(layout.turns):
        turn, x = layout.first + k, k * layout.cell
        if turn % every == 0 and x > taken:
            numbers[x:x + len(str(turn))] = str(turn)
            taken = x + len(str(turn))
        if turn >= 1 and (turn - 1) % turns_per_session == 0:
            n = (turn - 1) // turns_per_session + 1
            room = min(turns_per_session * layout.cell, len(sessions) - x) - 1
            word = phrase("session {n}", n=n)
            mark = "|" + (word if len(word) <= room else str(n))
            sessions[x:x + len(mark)] = mark
    out = Text(t("turn").rjust(layout.label) + " ", style=DIM)
    out.append("".join(numbers)[:width] + "\n")
    out.append(" " * (layout.label + 1))
    out.append("".join(sessions).rstrip(), style=DIM)
    return out


def bar_rows(values: Sequence[int], layout: Layout) -> list[str]:
    """The bars of one curve, top row first: eighths of a cell's height."""
    rows = []
    for r in range(layout.height):
        below = (layout.height - 1 - r) * 8
        line = []
        for value in values:
            filled = round(value * 8 * layout.height / MAX_INFLUENCE) - below
            line.append(EIGHTHS[max(0, min(8, filled))] * layout.cell)
        rows.append("".join(line))
    return rows


def digits(values: Sequence[int], layout: Layout) -> str:
    """Each value where it changes (and the first), under its turn."""
    line = [" "] * (len(values) * layout.cell)
    before = None
    for k, value in enumerate(values):
        if value != before:
            line[k * layout.cell] = str(value)
        before = value
    return "".join(line)


def chart(curves: Sequence[views_goods.Curve], layout: Layout,
          styles: Mapping[str, Style]) -> Text:
    """Every curve: its name, its bars, its changes, its value now."""
    out = Text()
    for n, curve in enumerate(curves):
        if n:
            out.append("\n")
        values = curve.values[layout.first:layout.first + layout.turns]
        style = styles.get(curve.key, Style())
        for r, bars in enumerate(bar_rows(values, layout)):
            name = clip(curve.name, layout.label) if r == 0 else ""
            out.append(name.ljust(layout.label) + " ")
            out.append(bars.replace(" ", "·") if r == layout.height - 1 else bars, style)
            out.append(f"  {curve.values[-1]}" if r == layout.height - 1 else "")
            out.append("\n")
        out.append(" " * (layout.label + 1) + digits(values, layout) + "\n", DIM)
    return out


class InfluenceChartScreen(Localised, ModalScreen[None]):
    """One chart; escape or h goes back."""

    BINDINGS = [("escape,h", "dismiss", "Back"), ("question_mark", "help", "Help")]
    CSS_PATH = STYLES

    def __init__(self, table: Table, heading: str, curves: list[views_goods.Curve],
                 styles: Mapping[str, Style], empty: str) -> None:
        super().__init__()
        self.table, self.heading, self.curves = table, heading, curves
        self.colours, self.empty = styles, empty

    @classmethod
    def of_hex(cls, table: Table, seat: str, place: Hex) -> InfluenceChartScreen:
        """Every faction's influence on `place`, each in its map colour."""
        game = table.game
        state = game.state
        node = state.nodes.get(place)
        where = place.label + (f" {node.name}" if node else "")
        styles = {k: Style(color=PALETTE[i % len(PALETTE)], bold=True)
                  for i, k in enumerate(state.factions)}
        return cls(table, phrase("Influence on {hex}, turn by turn", hex=where),
                   views_goods.hex_curves(state, place, game.turn - 1), styles,
                   phrase("No faction has ever had influence on {hex}.", hex=place.label))

    @classmethod
    def of_faction(cls, table: Table, seat: str) -> InfluenceChartScreen:
        """The seat's faction's influence on each hex where it has or had some."""
        game = table.game
        state = game.state
        faction = game.seat(seat).faction
        colour = PALETTE[list(state.factions).index(faction) % len(PALETTE)]
        curves = views_goods.faction_curves(state, faction, game.turn - 1)
        return cls(table, phrase("Influence of {faction}, turn by turn",
                            faction=state.factions[faction].name), curves,
                   {c.key: Style(color=colour, bold=True) for c in curves},
                   phrase("{faction} has never had influence on any hex.",
                     faction=state.factions[faction].name))

    def compose(self) -> ComposeResult:
        yield Static(self.heading, id="chart-heading", markup=False)
        yield Static(phrase("Influence 0 to 6 at the end of each turn; digits mark the changes."),
                     id="chart-legend")
        yield Static("", id="chart-axis")
        with VerticalScroll(id="chart-scroll"):
            yield Static("", id="chart")
        yield Footer()

    def on_mount(self) -> None:
        self.draw(self.app.size.width, self.app.size.height)
        self.query_one("#chart-scroll").focus()

    def on_resize(self, event: events.Resize) -> None:
        self.draw(event.size.width, event.size.height)

    def draw(self, columns: int, rows: int) -> None:
        axis_box = self.query_one("#chart-axis", Static)
        body = self.query_one("#chart", Static)
        if not self.curves:
            axis_box.display = False
            body.update(self.empty)
            return
        layout = lay_out(self.curves, columns, rows)
        axis_box.update(axis(layout, self.table.game.state.turns_per_session))
        body.update(chart(self.curves, layout, self.colours))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("influence_chart"))
