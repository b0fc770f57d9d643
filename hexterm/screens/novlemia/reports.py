"""Novlémia's reports, the cities and the market, and the ranking with its chart.

`NovReportsScreen` lists what a seat's report holds for one resolved turn: the acting
order, every cell explored and prospected with its dice, each order's result, the
cities' production and upkeep, the market's rare resources (left and right change the
turn). `SheetScreen` shows each of the nation's cities (cells, production, upkeep,
net, idle) and the stock, and the market's rates with the rare resources.
`RankingScreen` shows the ranking by the game's victory score and, per nation, the
production of each turn as a bar chart (from the view's `history`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from hexterm.engine.game import Game
from hexterm.engine.messages import Message, titled
from hexterm.engine.novlemia import told
from hexterm.engine.novlemia.words import VERBS, WORDS, semicolons
from hexterm.engine.ruleset import RESULT_WORDS, Event
from hexterm.i18n import event_said, language, said, t
from hexterm.screens.novlemia.map import TERRAIN_NAMES
from hexterm.screens.shared.reports import ReportsFrame
from hexterm.widgets.localised import Localised

phrase = WORDS.phrase
"""A Novlémia message (`hexterm.engine.novlemia.words`), said with `hexterm.i18n.said`."""

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""


def goods(data: dict[str, int]) -> str:
    return " ".join(f"{n}{r}" for r, n in data.items() if n) or "-"


def terrain(key: str) -> str:
    """The rulebook's name of a terrain (Eau, Plaine…), in either language."""
    return t(TERRAIN_NAMES.get(key, key))


def roll_text(roll: dict[str, Any]) -> Message:
    if roll["table"] == "random":
        return WORDS.phrase("random die {die}: {terrain}", die=roll["die"],
                            terrain=terrain(roll["terrain"]))
    if roll["copies"]:
        return WORDS.phrase("die {die}: as {cell}, {terrain}", die=roll["die"],
                            cell=roll["copies"], terrain=terrain(roll["terrain"]))
    return WORDS.phrase("die {die}: random", die=roll["die"])


def event_message(event: Event, game: Game) -> Message | None:
    """One line of the report as a message, with the dice where there were some (None
    for an event said as the engine tells it)."""
    a = event.args
    if event.key == "explore.cell":
        return WORDS.phrase_n(
            "Explored {cell} ({n} known neighbour): {rolls} → {terrain}",
            "Explored {cell} ({n} known neighbours): {rolls} → {terrain}", len(a["known"]),
            cell=a["cell"], rolls=semicolons([roll_text(r) for r in a["rolls"]]),
            terrain=terrain(a["terrain"]))
    if event.key == "prospect.cell":
        return WORDS.phrase("Prospected {cell} ({terrain}): die {die} → {resource}",
                            cell=a["cell"], terrain=terrain(a["terrain"]), die=a["die"],
                            resource=a["resource"])
    verb = event.key.removeprefix("order.")
    if event.result is not None and verb in VERBS:
        saved = str(a.get(told.UNSAID, ""))  # the English reason, as the save keeps it
        reason = told.reason(event, game.state, game.log) if language() != "en" else None
        return WORDS.phrase("Line {line}, {verb}: {result} — {said}",
                            line=a.get("line", event.subject), verb=VERBS[verb],
                            result=RESULT_WORDS[event.result],
                            said=reason if reason is not None else saved)
    return None


def event_text(event: Event, game: Game) -> str:
    """One line of the report in the player's language."""
    found = event_message(event, game)
    return said(found) if found is not None else event_said(event, game.rules, game.state,
                                                             game.log)


class NovReportsScreen(ReportsFrame[None]):
    """A seat's reports, one resolved turn at a time."""

    CSS_PATH = STYLES

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="body"):
            yield Static(self.report(), id="report")
        yield Footer()

    def report(self) -> str:
        if self.turn < 1:
            return said(phrase("No turn has been resolved yet."))
        heading = said(phrase("Report of turn {turn}", turn=self.turn))
        game = self.table.game
        lines = [f"[b]{heading} · {game.seat(self.seat).played_by}[/b]"]
        lines += [f" {event_text(e, game)}" for e in self.table.report(self.seat, self.turn)]
        return "\n".join(lines)


def sheet_text(view: dict[str, Any]) -> str:
    """The nation's stock and cities, and the market."""
    me = view["me"]
    stock = said(phrase("Stock: {goods}", goods=goods(me["stock"])))
    lines = [f"[b]{view['nations'][me['nation']]['name']}[/b] · {stock}", ""]
    cities = [(cell, c) for cell, c in view["cities"].items() if c["nation"] == me["nation"]]
    lines.append("[b]" + said(phrase("Cities")) + "[/b]")
    if not cities:
        lines.append(" " + said(phrase("No city yet: colonise founds one on the explorer's cell.")))
    for cell, city in cities:
        idle = " · " + said(phrase("idle next turn")) if city["idle"] else ""
        lines += [f" {city['name']} ({cell}){idle}",
                  "   " + said(phrase("works {cells}", cells=", ".join(city["cells"]))),
                  "   " + said(phrase("production {production} · upkeep {upkeep} · net {net}",
                                      production=goods(city["production"]),
                                      upkeep=goods(city["upkeep"]), net=goods(city["net"])))]
    market = view["market"]
    lines += ["", "[b]" + said(phrase("Market")) + "[/b]",
              " " + said(phrase("Price of one unit, paid in other resources:"))]
    for resource, rate in market["rates"].items():
        rare = " · " + said(phrase("rare")) if resource in market["rare"] else ""
        lines.append(f"   {resource} {rate}{rare}")
    lines.append(" " + said(phrase("Produced by all last turn: {goods}",
                         goods=goods(market["produced_last_turn"]))))
    return "\n".join(lines)


class ViewSheet(Localised, ModalScreen[None]):
    """A sheet of the seat's view in a scrolling box (`text`, shown as `#SHEET`); its
    key or escape closes it."""

    CSS_PATH = STYLES
    SHEET = ""

    def __init__(self, view: dict[str, Any]) -> None:
        super().__init__()
        self.view = view

    def text(self) -> str:
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="body"):
            yield Static(self.text(), id=self.SHEET)
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)


class SheetScreen(ViewSheet):
    """The nation's cities and stock, and the market."""

    BINDINGS = [("escape,c", "close", "Back")]
    SHEET = "sheet"

    def text(self) -> str:
        return sheet_text(self.view)


BAR = 30  # characters of the longest bar
VICTORY = {"cells": titled("cells owned"), "cities": titled("cities"),
           "production": titled("production")}
"""What the ranking counts, by the game's victory option."""


def ranking_text(view: dict[str, Any]) -> str:
    """The ranking by the victory score, then each nation's production turn by turn."""
    nations = view["nations"]
    victory = t(VICTORY.get(view["victory"], view["victory"]))
    ranking, by = said(phrase("Ranking")), said(phrase("by {score}", score=victory))
    turn = said(phrase("turn {turn} of {turns}", turn=view["turn"], turns=view["turns"]))
    lines = [f"[b]{ranking}[/b] · {by} · {turn}"]
    for place, key in enumerate(view["ranking"], 1):
        n = nations[key]
        detail = said(phrase("{cells} cells, {cities} cities, {production} produced",
                             cells=n["cells"], cities=n["cities"],
                             production=n["production"]))
        lines.append(f" {place}. {n['name']} ({n['seat']}) {n['score']} · {detail}")
    lines += ["", "[b]" + said(phrase("Production per turn")) + "[/b]"]
    top = max([r["total"] for h in view["history"].values() for r in h] + [1])
    for key, history in view["history"].items():
        lines.append(f" {nations[key]['name']}")
        if not history:
            lines.append("   " + said(phrase("nothing resolved yet")))
        for record in history:
            bar = "█" * round(BAR * record["total"] / top)
            lines.append(f"   {record['turn']:>3} {bar} {record['total']}")
    return "\n".join(lines)


class RankingScreen(ViewSheet):
    """The ranking and the production chart."""

    BINDINGS = [("escape,g", "close", "Back")]
    SHEET = "ranking"

    def text(self) -> str:
        return ranking_text(self.view)
