"""What a seat may see of a Novlémia game, as JSON-able data and as text.

The map is public (reading N17): every explored cell with its terrain, owner, resource
and the resource's name, every city and explorer, every nation's production history.
A nation's stock and consents are its own: a seat sees them under ``me``, the organiser
(no seat) sees every nation's. Unexplored cells are absent. The shape is documented in
docs/rules/novlemia.md ("The JSON view").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hexterm.engine.messages import Listing, Message
from hexterm.engine.novlemia.model import (
    Nation,
    NovState,
    Victory,
    attachments,
    city_cells,
    city_output,
    ranking,
    score,
    sorted_hexes,
)
from hexterm.engine.novlemia.orders import Line, Verb
from hexterm.engine.novlemia.plan import Step, entry_problem, plan
from hexterm.engine.novlemia.tables import TRADED, Goods
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.seats import Seat


def _signed(goods: Goods, minus: Goods) -> dict[str, int]:
    return {r.value: goods.of(r) - minus.of(r) for r in TRADED}


def _nation(state: NovState, nation: Nation, full: bool) -> dict[str, Any]:
    last = nation.history[-1].produced if nation.history else Goods()
    data: dict[str, Any] = {
        "name": nation.name, "seat": nation.seat, "latitude": nation.latitude,
        "explorer": nation.explorer.label,
        "cells": score(state, nation.key, Victory.CELLS),
        "cities": score(state, nation.key, Victory.CITIES),
        "production": score(state, nation.key, Victory.PRODUCTION),
        "last_production": last.to_data(),
        "score": score(state, nation.key, state.options.victory),
    }
    if full:
        data.update(stock=nation.stock.to_data(), allowed=list(nation.allowed))
    return data


def _cities(state: NovState) -> dict[str, dict[str, Any]]:
    links = attachments(state)
    upkeep = state.options.upkeep
    out = {}
    for place, city in sorted(state.cities.items(), key=lambda kv: kv[1].number):
        output = city_output(state, place, links)
        out[place.label] = {
            "name": city.name, "nation": city.nation, "founded": city.founded,
            "number": city.number, "idle": city.idle,
            "cells": [h.label for h in city_cells(state, place, links)],
            "production": output.to_data(), "upkeep": upkeep.to_data(),
            "net": _signed(output, upkeep),
        }
    return out


def _cells(state: NovState) -> dict[str, dict[str, Any]]:
    links = attachments(state)
    out = {}
    for place in sorted(state.cells, key=state.size.index):
        cell = state.cells[place]
        out[place.label] = {
            "terrain": cell.terrain.value, "owner": cell.owner,
            "resource": cell.resource.value if cell.resource else None, "name": cell.name,
            "city": links[place].label if place in links else None,
            "found_by": cell.found_by, "found_turn": cell.found_turn,
        }
    return out


def step_data(step: Step, number: int) -> dict[str, Any]:
    """One planned action as data: what the action planner previews (its problem and note
    as messages, "" when none)."""
    return {"line": number, "verb": step.line.verb.value, "at": step.at.label,
            "to": step.to.label, "cells": [h.label for h in step.cells],
            "unsure": [h.label for h in step.unsure], "problem": step.problem or "",
            "note": step.note or ""}


def preview(state: NovState, seat: Seat, lines: Sequence[Line]) -> list[dict[str, Any]]:
    """What each action of `lines` would do for `seat`'s nation, as far as the known map
    tells (the action planner's preview)."""
    nation = state.nation_of_seat(seat.name).key
    numbers = [i for i, line in enumerate(lines, start=1) if line.verb.is_action]
    return [step_data(s, n) for s, n in zip(plan(state, nation, lines), numbers, strict=True)]


def choices(state: NovState, nation: str) -> dict[str, Any]:
    """What the explorer could do from where it stands now, for each action."""
    at = state.nations[nation].explorer
    moves = [n for n in at.neighbours() if state.size.contains(n) and n in state.cells
             and not entry_problem(state, nation, n)]
    explore, prospect, colonise = (plan(state, nation, [Line(verb, text="?")])[0]
                                   for verb in (Verb.EXPLORE, Verb.PROSPECT, Verb.COLONISE))
    return {"move": [h.label for h in sorted_hexes(moves)],
            "explore": [h.label for h in explore.cells],
            "prospect": [h.label for h in prospect.cells], "colonise": str(colonise.problem or ""),
            "colonise_cells": [h.label for h in colonise.cells]}


def _me(state: NovState, seat: Seat) -> dict[str, Any]:
    nation = state.nation_of_seat(seat.name)
    return {"seat": seat.name, "nation": nation.key, "stock": nation.stock.to_data(),
            "allowed": list(nation.allowed),
            "allowed_by": [n.key for n in state.nations.values() if nation.key in n.allowed],
            "explorer": nation.explorer.label, "actions": state.options.actions,
            "choices": choices(state, nation.key)}


def view(state: NovState, seat: Seat | None) -> dict[str, Any]:
    """The JSON view of `state` for `seat` (everything when None)."""
    options = state.options
    data: dict[str, Any] = {
        "title": state.title, "turn": state.turn, "turns": options.turns,
        "victory": options.victory.value,
        "rules": {"actions": options.actions, "market_rate": options.market_rate,
                  "rare_rate": options.rare_rate, "city_factor": options.city_factor,
                  "upkeep": options.upkeep.to_data(),
                  "first_city_by_water": options.first_city_by_water},
        "map": {"cols": state.size.cols, "rows": state.size.rows},
        "next_order": state.acting_order(state.turn + 1),
        "nations": {k: _nation(state, n, seat is None) for k, n in state.nations.items()},
        "cells": _cells(state),
        "cities": _cities(state),
        "market": {"rates": {r.value: state.rate(r) for r in TRADED},
                   "rare": [r.value for r in state.rare()],
                   "produced_last_turn": state.produced.to_data()},
        "history": {k: [{"turn": r.turn, **r.produced.to_data(), "total": r.produced.total,
                         "cells": r.cells, "cities": r.cities} for r in n.history]
                    for k, n in state.nations.items()},
        "ranking": ranking(state),
    }
    if seat is not None:
        data["me"] = _me(state, seat)
    return data


VICTORIES: dict[Victory, Message] = {
    Victory.CELLS: WORDS.phrase("cells"), Victory.CITIES: WORDS.phrase("cities"),
    Victory.PRODUCTION: WORDS.phrase("production"),
}


def summary(state: NovState, seat: Seat | None) -> Message:
    """A few lines about the game: the turn, then each nation's standing."""
    options = state.options
    mine = state.nation_of_seat(seat.name).key if seat else None
    nations = []
    for key in ranking(state):
        nation = state.nations[key]
        cells = sum(1 for c in state.cells.values() if c.owner == key)
        cities = len(state.cities_of(key))
        fields = {"nation": nation.name, "seat": nation.seat, "at": nation.explorer.label,
                  "cells": WORDS.phrase_n("{n} cell", "{n} cells", cells),
                  "cities": WORDS.phrase_n("{n} city", "{n} cities", cities)}
        nations.append(
            WORDS.phrase("  {nation} ({seat}): explorer at {at}, {cells}, {cities}, stock "
                         "{stock}", stock=nation.stock.text(zeros=True), **fields)
            if seat is None or key == mine else
            WORDS.phrase("  {nation} ({seat}): explorer at {at}, {cells}, {cities}", **fields))
    rates = ", ".join(f"{r.value} {state.rate(r)}:1" for r in TRADED)
    return WORDS.phrase("Novlémia: {turn} of {turns} turns played; victory by {victory}\n"
                        "{nations}\n  market: {rates}", turn=state.turn, turns=options.turns,
                        victory=VICTORIES[options.victory],
                        nations=Listing(tuple(nations), "\n"), rates=rates)

