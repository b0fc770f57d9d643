"""The battle step of a SAGA turn, above the map: every battle open at once (each with
whom its muster or its result still awaits, its sides and their units), the one the
entry being written is for marked ›, how a muster is written when that battle awaits
one (the village's reserve beside it), how to say which battle an entry is for (its first line ``at
TERRAIN``; ctrl+n writes the next of the seat's), and how a result is written, with a
unit of that battle as the example. Everything comes from the engine's view and the
game's inputs."""

from __future__ import annotations

from typing import Any

from hexterm.engine.game import Game
from hexterm.engine.saga.synonyms import FRENCH, OWNERS, TYPED_IN, VERBS, unit_in
from hexterm.engine.typed import word_in
from hexterm.i18n import language, t, typeset
from hexterm.widgets.battle_entries import losses_prompt


def own_battles(view: dict[str, Any], seat: str | None) -> list[str]:
    """The terrains of the open battles `seat` may enter (every one for the organiser,
    None), in the map's order."""
    return [b["key"] for b in view["fighting"]
            if seat is None or seat in [side["seat"] for side in b["sides"]]]


def battle_lines(game: Game, view: dict[str, Any], seat: str | None,
                 named: str | None) -> list[str]:
    """The lines of the battle step's help; `named`: the battle the entry is for."""
    awaited = {part.key: names for part, names in game.waiting_in_parts()}
    lines: list[str] = []
    for battle in view["fighting"]:
        terrain = battle["key"]  # TERRAIN/2: the latecomers' battle after the first
        lines.append(("› " if terrain == named else "")
                     + (t("Muster at {terrain} · awaited: {names}", terrain=terrain,
                          names=", ".join(awaited.get(terrain, [])) or "-") if battle["muster"]
                        else t("Battle at {terrain} · awaited: {names}", terrain=terrain,
                               names=", ".join(awaited.get(terrain, [])) or "-")))
        for side in battle["sides"]:
            bands: dict[str, list[str]] = {}
            for band, unit, figures in side["units"]:
                # a lord and a reserve as the player types them (seigneur, réserve)
                owner = TYPED_IN.get(language(), {}).get(band, band) if band in OWNERS else band
                bands.setdefault(owner, []).append(f"{unit_in(unit, language())} {figures}")
            said = "; ".join(f"{band}: {', '.join(units)}" for band, units in bands.items())
            lines.append(typeset(f"  {side['seat']} · {said}"))
    mustering = next((b for b in view["fighting"] if b["key"] == named
                      and b["muster"]), None)
    if mustering is not None:
        return lines + muster_lines(view, mustering["terrain"], seat)
    mine = own_battles(view, seat)
    if len(mine) > 1:
        lines.append(t("You may enter {count} battles ({battles}), in any order: begin "
                       "the entry with at TERRAIN (ctrl+n writes the next).",
                       count=len(mine), battles=", ".join(mine)))
    example = next((b["example"] for b in view["fighting"] if b["key"] == named), None)
    return lines + losses_prompt(example, "BAND")


def muster_lines(view: dict[str, Any], terrain: str, seat: str | None) -> list[str]:
    """How a muster is written, with the village's reserve at `terrain` when it is the
    seat's."""
    village = view["villages"].get(terrain)
    lines = []
    if village is not None and (seat is None or village["seat"] == seat):
        units = ", ".join(f"{name} {figures}/{full}"
                          for name, figures, full in view["reserves"][terrain]) or "-"
        lines.append(t("Reserve at {village}: {units}", village=terrain, units=units))
    return [
        *lines,
        t("Before the result, muster: transfer UNIT from BAND to BAND (your bands there, "
          "each 4 to 10 points) · take BAND UNIT (from the village's reserve, 10 points a "
          "band at most) · reserve UNIT… or reserve none (a reserve defending alone, 4 to "
          "10 points)"),
        t("Nothing, or keep, keeps things as they are: ctrl+s on the empty box.")]


def with_battle(text: str, terrain: str) -> str:
    """`text` whose first line says ``at TERRAIN`` in the player's words (French: ``à
    TERRAIN``, the word SAGA's inputs read as ``at``), replacing the one it had (in
    either language)."""
    said = f"{FRENCH['at'] if language() == 'fr' else 'at'} {terrain}"
    rows = text.splitlines()
    first = next((n for n, row in enumerate(rows) if row.split("#", 1)[0].strip()), None)
    if first is not None and word_in(rows[first].split()[0], VERBS) == "at":
        rows[first] = said
        return "\n".join(rows) + ("\n" if text.endswith("\n") else "")
    return f"{said}\n" + text
