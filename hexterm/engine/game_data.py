"""A game as the header and body of a save, and back (`hexterm.save.savegame` writes
and reads them; file I/O lives outside the engine).

The header is what a list of saves shows without reading the body (a folder's overview
reads headers only): the ruleset, the turn, the seats, who submitted, whether the game
is over, and, only when set, the step within the turn, the language, the deadline
(`"deadline"`: `hexterm.engine.timing.Timing.to_data`) and the organiser's login
(`"organiser"`: `hexterm.engine.seats.OrganiserLogin`, in the header so that the
folder's overview knows whether to ask the organiser's PIN). A game without them writes the
very same bytes as before they existed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine import takeback
from hexterm.engine.errors import StateError
from hexterm.engine.game import FORMAT, Game
from hexterm.engine.log import Log
from hexterm.engine.messages import phrase
from hexterm.engine.ruleset import Event
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import ORGANISER_LOGIN, OrganiserLogin, Seat
from hexterm.engine.timing import Timing

DEADLINE = "deadline"
"""The header's key of a game's deadline, present only when the game has one."""
LOG = "log"
"""The body's key of the game's log: its last, which a save keeps sealed (its bytes read
only when the log is asked for: `hexterm.save.snapshot`)."""


def header(game: Game) -> dict[str, Any]:
    """The save header: what a list of saves shows without reading the body."""
    return {
        "format": FORMAT,
        "ruleset": game.ruleset,
        "state_version": game.rules.state_version,
        "game_id": game.game_id,
        "title": game.title,
        "turn": game.turn,
        "seats": [[s.name, s.faction, s.bot] for s in game.seats],
        "submitted": sorted(game.orders),
        "over": game.outcome is not None,
        **({"step": game.steps_done} if game.steps_done else {}),
        **({"lang": game.lang} if game.lang else {}),
        **({DEADLINE: game.timing.to_data()} if game.timing is not None else {}),
        **({ORGANISER_LOGIN: game.organiser.to_data()} if game.organiser.is_set else {}),
    }


def to_data(game: Game) -> dict[str, Any]:
    """The save body of `game`, with keys in a fixed order."""
    return {
        "seed": game.seed,
        "seats": [s.to_data() for s in game.seats],
        "orders": dict(sorted(game.orders.items())),
        "state": game.rules.dump_state(game.state),
        **({"steps_done": game.steps_done} if game.steps_done else {}),
        **({"undo": dict(game.undo)} if game.undo is not None else {}),
        **({"before": takeback.record_data(game.before)} if game.before is not None else {}),
        **({"held": True} if game.held else {}),
        LOG: Log.of(game.log).data(),  # last: the save's sealed part (format 3)
    }


def from_data(head: Mapping[str, Any], body: Mapping[str, Any]) -> Game:
    """The game back from a save's header and body of the current format."""
    rules = get_ruleset(str(head["ruleset"]))
    state_data = dict(body["state"])
    version = int(head.get("state_version", 1))
    state_data = rules.migrate_state(state_data, version)
    before = takeback.record_from_data(body.get("before"), None if version ==
                                       rules.state_version else
                                       lambda state: rules.migrate_state(state, version))
    return Game(
        ruleset=rules.name,
        game_id=str(head["game_id"]),
        seed=int(body["seed"]),
        turn=int(head["turn"]),
        seats=tuple(Seat.from_data(s) for s in body["seats"]),
        state=rules.load_state(state_data),
        orders={str(k): str(v) for k, v in body.get("orders", {}).items()},
        log=Log.from_data(body.get(LOG, [])),
        title=str(head.get("title", "")),
        steps_done=int(body.get("steps_done", 0)),
        undo=_undo(body.get("undo")),
        before=before,
        held=body.get("held") is True,
        lang=str(head.get("lang", "")),
        timing=Timing.from_data(head[DEADLINE]) if DEADLINE in head else None,
        organiser=OrganiserLogin.from_data(head.get(ORGANISER_LOGIN)),
    )


def log_blocks(events: list[Any]) -> bytes:
    """A format 1 save's log (every event's plain data) packed in blocks by turn, as
    `Log.data` gives them (`hexterm.engine.log`); StateError when it is damaged."""
    try:
        return Log.of([Event.from_data(e) for e in events]).data()
    except (KeyError, TypeError, ValueError, AttributeError):
        raise StateError(phrase("the save's log is damaged")) from None


def _undo(data: Any) -> Mapping[str, Any] | None:
    """A save's undo record, checked for its shape (StateError when damaged)."""
    if data is None:
        return None
    try:
        if not isinstance(data["seat"], str) or not isinstance(data["state"], Mapping):
            raise TypeError
        return {"seat": data["seat"], "turn": int(data["turn"]),
                "steps_done": int(data.get("steps_done", 0)), "state": dict(data["state"])}
    except (KeyError, TypeError, ValueError):
        raise StateError(phrase("the save's undo record is damaged")) from None
