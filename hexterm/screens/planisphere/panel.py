"""The side panel beside the Planisphère map: the hex under the cursor (`describe_hex`)
and the seat's dashboard (`describe_faction`, `describe_influence`), each said from the
engine's view of the seat; the play screen (`play.py`) and the organiser's whole game
(`whole.py`) lay them out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.hexgrid import format_label
from hexterm.engine.messages import titled
from hexterm.engine.planisphere.orders.lines import Orders
from hexterm.engine.planisphere.views.board import Board
from hexterm.i18n import language, number, t
from hexterm.screens.planisphere.order_words import actions_said
from hexterm.screens.planisphere.words import phrase

QUALITY_NAMES = {"c": "Camp", "V": "Ville", "C": "Cité"}
QUALITY_BY_KEY = {"camp": "Camp", "ville": "Ville", "cite": "Cité"}  # the rulebook's words


def grouped(people: int) -> str:
    """A number of inhabitants as the player's language writes it: 205,200 in English,
    205 200 in French (`hexterm.i18n.number`)."""
    return f"{people:,}" if language() == "en" else number(people)


def describe_hex(data: Board, col: int, row: int,
                 markets: Mapping[int, tuple[int, int]] | None = None) -> str:
    """The side panel's text for one hex: only what the seat's board holds, and the
    state of its node's market (`markets`: listings open and in all, by hex index)."""
    i = data.index(col, row)
    lines = [f"[b]{format_label(col, row)}[/b] {data.labels[i]}",
             phrase("{people} inhabitants", people=grouped(data.population[i]))]
    node = data.nodes.get(i)
    if node is not None:
        lines.append(f"{QUALITY_NAMES[node.quality]} {node.name} ({data.names[node.faction]})")
    if markets and i in markets:
        opened, total = markets[i]
        lines.append(phrase("market: {open}/{total} open (m)", open=opened, total=total)
                     if opened else phrase("market: closed (m)"))
    for key, values in data.influence.items():
        if values[i]:
            lines.append(phrase("influence {faction}: {value}", faction=data.names[key],
                                value=values[i]))
    for unit in data.units.get(i, []):
        who = data.names[unit.faction] if unit.faction else "?"
        hidden = " (" + phrase("hidden") + ")" if unit.hidden else ""
        lines.append(f"{unit.code} {who}{hidden}")
    return "\n".join(lines)


SCORE_MARKS = {"combat": titled("cmb"), "defence": titled("def"), "recon": titled("rec"),
               "equipment": titled("eqp"), "inventory": titled("inv"),
               "recruits": titled("rcr")}


MOST_UNITS = 40  # the dashboard lists this many units; the units list (u) has them all


def describe_faction(view: dict[str, Any], orders: Orders) -> str:
    """The dashboard: population, chest, reserve, capacity, nodes with their scores,
    units with their position and order, and where the faction has influence."""
    me = view["me"]
    mine = {label: node for label, node in view["nodes"].items()
            if node["faction"] == me["faction"]}
    reserve = ", ".join(f"{k} {v}" for k, v in me["reserve"].items()) or "-"
    people = sum(node["population"] for node in mine.values())
    lines = [f"[b]{me['name']}[/b]",
             phrase("Population: {people}", people=grouped(people)),
             phrase("Chest: {da} DA, {do} DO", da=me["da"], do=me["do"]),
             *([phrase("  {goods} resources, {items} items (c)", goods=sum(me["goods"].values()),
                  items=sum(me["items"].values()))] if me["goods"] or me["items"] else []),
             phrase("Reserve: {size}/{limit} ({reserve})", size=me["reserve_size"],
                    limit=me["reserve_limit"], reserve=reserve),
             phrase("Deployment capacity: {n}", n=me["deploy_capacity"]),
             "[b]" + phrase("Nodes") + "[/b]"]
    for label, node in mine.items():
        scores = " ".join(f"{t(mark)}{node[score]}" for score, mark in SCORE_MARKS.items())
        lines.append(f" {label} {QUALITY_BY_KEY[node['quality']]} {node['name']} "
                     f"{grouped(node['population'])}\n   {scores}")
    lines.append("[b]" + phrase("Units") + "[/b]")
    units = [(code, unit) for code, unit in view["units"].items()
             if unit.get("status") == "deployed" and unit["faction"] == me["faction"]]
    deployed = view.get("deployed", len(units))
    for code, unit in units[:MOST_UNITS]:
        order = orders.of(code)
        state = actions_said(order.actions) if order else \
            phrase("no order: defends")
        lines.append(f" {code} {unit['hex']} {state}")
    if deployed > MOST_UNITS:
        lines.append(" " + phrase("… and {more} more (u lists them all)",
                             more=deployed - MOST_UNITS))
    return "\n".join(lines)


def describe_influence(data: Board, faction: str, most: int = 8) -> str:
    """The hexes where `faction` has the most influence, highest first."""
    values = data.influence.get(faction)
    top = values.strongest(most) if values is not None else []
    if not top:
        return ""
    spots = ", ".join(f"{format_label(i % data.cols, i // data.cols)} {v}" for i, v in top)
    return "[b]" + phrase("Influence") + f"[/b]\n {spots}"
