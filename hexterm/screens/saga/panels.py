"""The texts around the SAGA map: the initiative and memory tracks, the players, and
what the step at hand needs to be answered (the PP for a bid, whose go it is and where
the bands can go for a declaration, the units of a battle, the income and upkeep for
the management). Everything comes from the engine's view and the game's log.
"""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.table import Table
from rich.text import Text

from hexterm.engine.game import Game
from hexterm.i18n import t
from hexterm.screens.saga.fighting import battle_lines
from hexterm.screens.saga.map import colours, points


def tracks(view: dict[str, Any]) -> str:
    """Two lines: the initiative (the favourite first) and the memory track."""
    order = " › ".join(view["initiative"])
    slots = [*view["memory"], *["·"] * (8 - len(view["memory"]))]
    return "\n".join((
        t("Turn {turn}/{turns} · initiative: {order} (favour of the gods: {first})",
          turn=view["turn"], turns=view["row"]["turns"], order=order,
          first=view["initiative"][0]),
        t("Memory ({need} to win): {slots}", need=view["row"]["prestige"],
          slots=" ".join(slots))))


def players(view: dict[str, Any]) -> Table:
    """A row a player, in their map colour: PP, income and upkeep (with the points of
    all their bands), villages and lords (of the table's most), their bands."""
    headers = t("Player|PP|Income|Upkeep (points)|Villages|Lords|Bands").split("|")
    table = Table(*headers, box=None, padding=(0, 1, 0, 0), show_edge=False,
                  header_style=Style(bold=True), expand=False)
    colour = colours(view)
    for seat, player in view["players"].items():
        worked = view["players_view"][seat]
        retreat = t("retreat")
        bands = ", ".join(
            f"{b['name']} {points(b['points'])} {b['terrain'] or retreat}"
            for b in view["bands"].values() if b["seat"] == seat) or "-"
        table.add_row(Text(seat, colour[seat]), str(player["pp"]), f"+{worked['income']}",
                      f"−{worked['upkeep']} ({points(worked['points'] / 2)})",
                      f"{worked['villages']}/{view['row']['villages']}",
                      f"{worked['lords']}/{view['row']['lords']}", bands)
    return table


def forces(view: dict[str, Any], seat: str) -> list[str]:
    """The seat's bands and village reserves, a line each: every unit by the name an
    input gives it, with its figures now and whole ("warriors1 6/8")."""
    def units(listed: list[list[Any]]) -> str:
        return ", ".join(f"{name} {figures}/{full}" for name, figures, full in listed) or "-"

    lines = [t("{band} ({points} points) at {terrain}: {units}", band=name,
               points=points(band["points"]), terrain=band["terrain"],
               units=units(view["units"][name])) if band["terrain"] else
             t("{band} ({points} points) in retreat: {units}", band=name,
               points=points(band["points"]), units=units(view["units"][name]))
             for name, band in view["bands"].items() if band["seat"] == seat]
    lines += [t("Reserve at {village}: {units}", village=village,
                units=units(view["reserves"][village]))
              for village, held in view["villages"].items()
              if held["seat"] == seat and view["reserves"][village]]
    return lines


def declarations(game: Game) -> list[str]:
    """This turn's declarations so far, in order."""
    said = []
    for event in game.log:
        if event.turn != game.turn:
            continue
        if event.key == "saga.move":
            said.append(t("{seat}: {band} {start} → {path}", seat=event.args["seat"],
                          band=event.args["band"], start=event.args["from"],
                          path=" → ".join(event.args["path"])))
        elif event.key == "saga.pass":
            said.append(t("{seat} passes", seat=event.args["seat"]))
    return said


def step_help(game: Game, view: dict[str, Any], seat: str | None,
              hand: str | None = None) -> str:
    """What the step asks, and what the seat needs to answer it; `hand`: the band the
    declaration being written names (its line first, marked ›, and shown on the map),
    or the battle the entry being written is for (marked ›)."""
    key = game.step.key
    lines: list[str] = []
    if view["turn"] == 1 and view["rolls"]:
        rolled = "; ".join(f"{seat} {', '.join(str(r) for r in rolls)}"
                           for seat, rolls in view["rolls"])
        lines.append(t("The first initiative, by 3d6 (the tied rolling again): {rolled}",
                       rolled=rolled))
    if key == "bid" and seat:
        lines += [t("You have {pp} PP. The highest bid speaks last and moves best; a bid "
                    "you cannot pay counts 0 and goes last.", pp=view["players"][seat]["pp"]),
                  t("Write a whole number of PP.")]
    elif key == "favour":
        tied = [s for group in view["ties"] if len(group) > 1 for s in group]
        lines += [t("Tied: {tied}.", tied=", ".join(tied)),
                  t("Write: order NAME NAME… (best first)")]
    elif key == "prepare":
        if seat:
            villages = [name for name, v in view["villages"].items() if v["seat"] == seat]
            lines.append(t("You have {pp} PP; your villages: {villages}.",
                           pp=view["players"][seat]["pp"], villages=", ".join(villages) or "-"))
        if seat:
            lines += forces(view, seat)
        lines += [t("Write, one a line: band LORD at VILLAGE · recruit BAND KIND POINTS "
                    "(hearthguards, warriors, levies; 1 PP a point) · take BAND UNIT · "
                    "reinforce BAND UNIT · transfer UNIT from BAND to BAND"),
                  t("A band has 4 to 10 points, raised and recruited in your villages.")]
    elif key == "declare":
        lines.append(t("Whose go: {seat}", seat=view["speaker"]))
        lines += [t("This turn: {said}", said="; ".join(declarations(game)) or "-")]
        for band, reach in sorted(view["reachable"].items(), key=lambda b: b[0] != hand):
            near = " ".join(end for end, path in reach.items() if len(path) == 1)
            far = " ".join(f"{end}({path[0]})" for end, path in reach.items()
                           if len(path) > 1)
            lines.append(("› " if band == hand else "")
                         + t("{band} at {terrain}: {near}", band=band, near=near,
                             terrain=view["bands"][band]["terrain"])
                         + (t("; by two roads: {far}", far=far) if far else ""))
        if view["reachable"] and hand is None:
            lines.append(t("Type move BAND: the map shows where it can go (›)."))
        lines.append(t("Write: move BAND TERRAIN [TERRAIN], or pass (for the rest of "
                       "the turn)"))
    elif key == "battle":
        lines += battle_lines(game, view, seat, hand)
    elif key == "manage" and seat:
        worked = view["players_view"][seat]
        lines += [t("Income +{income} PP; upkeep of {points} points: −{upkeep} PP "
                    "(points → PP: {table}).", income=worked["income"],
                    points=points(worked["points"] / 2), upkeep=worked["upkeep"],
                    table=" ".join(f"{p}→{pp}" for p, pp in view["upkeep_table"])),
                  *forces(view, seat),
                  t("Write, one a line: village TERRAIN (2 PP) · sacred TERRAIN (1 PP) · "
                    "demobilise BAND UNIT [VILLAGE] · rally BAND VILLAGE · invade TERRAIN LORD "
                    "KIND POINTS… (outer factions, 5 PP and the band)")]
    return "\n".join(lines)
