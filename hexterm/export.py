"""The JSON export of a game and the text of reports (docs/json-export.md).

The export is what `hexterm show --json` prints and what rules case files point into:
``game`` (header facts), ``seats``, and ``state`` (the ruleset's view for the seat, or
everything for the organiser).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hexterm.engine.game import Game
from hexterm.engine.messages import phrase
from hexterm.engine.ruleset import Event, Ruleset
from hexterm.engine.seats import Seat
from hexterm.i18n import event_said, phase_said, said


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
            # the deadline's policy and clock, as the save's header keeps them
            **({"deadline": game.timing.to_data()} if game.timing is not None else {}),
        },
        "seats": [{"name": s.name, "faction": s.faction, "roles": list(s.roles),
                   "bot": s.bot, "pin": s.has_pin} for s in game.seats],
        "state": game.rules.view(game.state, seat),
    }


def _subject(event: Event, rules: Ruleset[Any, Any] | None) -> str:
    found = rules.subject_message(event) if rules is not None else None
    return said(found) if found is not None else event.subject


def format_report(events: list[Event], turn: int, rules: Ruleset[Any, Any] | None = None,
                  state: Any = None, log: Sequence[Event] = ()) -> str:
    """A seat's report of a turn, in the current language: each event with its phase,
    its subject and its sentence (the message of the game's and the ruleset's events)."""
    if not events:
        return said(phrase("nothing to report for turn {turn}", turn=turn))
    lines = [said(phrase("Report of turn {turn}", turn=turn))]
    for event in events:
        lines.append(said(phrase("  [{phase}] {subject}: {said}",
                                 phase=phase_said(event.phase, rules),
                                 subject=_subject(event, rules),
                                 said=event_said(event, rules, state, log))))
    return "\n".join(lines)
