"""The JSON export of a game and the text of reports (docs/json-export.md).

The export is what `hexterm show --json` prints and what rules case files point into:
``game`` (header facts), ``seats``, and ``state`` (the ruleset's view for the seat, or
everything for the organiser).
"""

from __future__ import annotations

from typing import Any

from hexterm.engine.game import Game
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat


def export(game: Game, seat: Seat | None) -> dict[str, Any]:
    over = game.outcome
    return {
        "game": {
            "ruleset": game.ruleset,
            "game_id": game.game_id,
            "title": game.title,
            "turn": game.turn,
            "submitted": sorted(game.orders),
            "waiting_for": game.waiting_for(),
            "over": over is not None,
            "ranking": list(over.ranking) if over else [],
            **({"seed": game.seed} if seat is None else {}),
        },
        "seats": [{"name": s.name, "faction": s.faction, "roles": list(s.roles),
                   "bot": s.bot, "pin": s.has_pin} for s in game.seats],
        "state": game.rules.view(game.state, seat),
    }


def format_report(events: list[Event], turn: int) -> str:
    if not events:
        return f"nothing to report for turn {turn}"
    lines = [f"Report of turn {turn}"]
    for event in events:
        lines.append(f"  [{event.phase}] {event.subject}: {event.text}")
    return "\n".join(lines)
