"""Taking back a resolved step (issue 30, the organiser's act): the game as it was
before its last resolution, everyone told why, the inputs that were given kept.

Every resolution (`hexterm.engine.game.resolve`) keeps a record of the game just before
it (`Game.before`, saved in the body as `"before"`): the turn, the steps done, the
seats' factions and roles (their PINs, keys and whether the program plays them are not
the rules': they stay as they are now; a deadline's resolution plays a late seat by its
bot for that step alone), the inputs given, the state, the player's take-back record and how many
events the log held. The bots' steps played at once after it (`play_bots`) keep the
record of the step a human played, so that taking back goes back to where a person
acted. A seat joining, a change of roles or a player's own take-back forget the
record (the game they leave is no longer the one the record follows). The record's
state is saved packed (JSON compressed by zlib, as the log's blocks: a fifth of its
plain size on a big world) and unpacked only when the step is taken back.

`take_back_step` puts the game back as the record says: the log cut to the events it
held then (the resolution's events, the bots' orders and the default inputs go), then
an event of the organiser's reason, seen by every seat, in the turn taken back; the
inputs that were given are given again, awaiting the resolution (`Game.held`: the step
waits for the organiser's `resolve`, or a seat's changed input, even where only bots
are left to give theirs). The dice are the game's seed, keyed by the turn and the step:
resolved again with the same inputs, the step gives the same state, and the save the
same bytes but for the take-back's event.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from hexterm.engine import core_events, notices
from hexterm.engine.errors import HextermError, StateError
from hexterm.engine.log import Log, extended, pack, unpack
from hexterm.engine.messages import phrase
from hexterm.engine.notices import Notice
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.seats import check_roles
from hexterm.engine.steps import ORGANISER

if TYPE_CHECKING:
    from hexterm.engine.game import Game

KEY = "turn.taken-back"
"""The key of the take-back's event in the log."""


class TakeBackError(HextermError):
    """A take-back the game cannot make (nothing to take back, the game over, a turn
    that is not the last resolved)."""


def record(game: Game) -> dict[str, Any]:
    """What a resolution of `game` keeps so that it can be taken back."""
    kept: dict[str, Any] = {
        "turn": game.turn,
        "steps_done": game.steps_done,
        "seats": [[s.name, s.faction, list(s.roles)] for s in game.seats],
        "orders": dict(sorted(game.orders.items())),
        "state": game.rules.dump_state(game.state),
        "events": len(game.log),
    }
    if game.undo is not None:
        kept["undo"] = dict(game.undo)
    return kept


def record_data(kept: Mapping[str, Any]) -> dict[str, Any]:
    """The record as the save keeps it: its state packed."""
    state = kept["state"]
    if not isinstance(state, bytes):
        state = pack(state)
    return {**kept, "state": state}


def _state(kept: Mapping[str, Any]) -> dict[str, Any]:
    """The record's state as plain data, unpacked if it is packed (StateError when it
    does not read back)."""
    state = kept["state"]
    if not isinstance(state, bytes):
        return dict(state)
    try:
        data = unpack(state)
        if not isinstance(data, dict):
            raise ValueError("not a state")
        return data
    except (zlib.error, ValueError, RecursionError):
        raise StateError(phrase("the save's record of the turn before is damaged")) from None


def record_from_data(data: Any, migrate: Callable[[dict[str, Any]], dict[str, Any]] | None
                     = None) -> Mapping[str, Any] | None:
    """A save's record of the game before its last resolution, checked for its shape
    (StateError when damaged); None when the save holds none. `migrate`, when given,
    takes its state (unpacked) to the ruleset's current version."""
    if data is None:
        return None
    try:
        seats = [[str(name), str(faction), [str(r) for r in roles]]
                 for name, faction, roles in data["seats"]]
        orders = {str(k): str(v) for k, v in data["orders"].items()}
        if not isinstance(data["state"], bytes) or not isinstance(data.get("undo", {}),
                                                                   Mapping):
            raise TypeError
        kept: dict[str, Any] = {"turn": _whole(data["turn"]),
                                "steps_done": _whole(data["steps_done"]), "seats": seats,
                                "orders": orders, "state": data["state"],
                                "events": _whole(data["events"])}
        if "undo" in data:
            kept["undo"] = dict(data["undo"])
        if migrate is not None:  # its state as old as the save's
            kept["state"] = migrate(_state(kept))
        return kept
    except (KeyError, TypeError, ValueError, AttributeError):
        raise StateError(phrase("the save's record of the turn before is damaged")) from None


def _whole(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(value)
    return value


def take_back_step(game: Game, reason: str, turn: int | None = None) -> Game:
    """`game` as it was before its last resolution (see the module's docstring);
    `turn`, when given, the turn the organiser means; TakeBackError says why not."""
    reason = " ".join(reason.split())
    if not reason:
        raise TakeBackError(phrase("say why the turn is taken back: the reason is told to "
                                   "every seat"))
    if game.outcome is not None:
        raise TakeBackError(phrase("the game is over: its turns can no longer be taken back"))
    kept = game.before
    if kept is None:
        raise TakeBackError(phrase("there is no resolved turn to take back: nothing was "
                                   "resolved since the game began, or since a seat joined, "
                                   "its roles changed or an input was taken back"))
    last = int(kept["turn"])
    if turn is not None and turn != last:
        raise TakeBackError(phrase("turn {turn} cannot be taken back: only the last "
                                   "resolved, turn {last}", turn=turn, last=last))
    rules = game.rules
    now = {s.name: s for s in game.seats}
    if sorted(now) != sorted(str(s[0]) for s in kept["seats"]):
        raise StateError(phrase("the save's record of the turn before is damaged"))
    seats = tuple(replace(now[str(name)], faction=str(faction), roles=tuple(roles))
                  for name, faction, roles in kept["seats"])
    events = int(kept["events"])
    log = Log.of(game.log).cut(events) if isinstance(game.log, Log) else game.log[:events]
    event = Event(last, "0 orders", ORGANISER, str(core_events.turn_taken_back(last, reason)),
                  (PUBLIC,), key=KEY, args={"turn": last, "reason": reason})
    undo = kept.get("undo")
    try:  # a save someone sent, or a hand-edited one: what comes back checked as a save's
        for seat in seats:
            check_roles(seat.roles, rules.roles)
        back = replace(game, turn=last, steps_done=int(kept["steps_done"]), seats=seats,
                       state=rules.load_state(_state(kept)), orders=dict(kept["orders"]),
                       log=extended(log, event),
                       undo=dict(undo) if undo is not None else None, before=None, held=True)
        rules.check_state(back.state, seats)
        _readable(back)
    except (HextermError, KeyError, TypeError, ValueError, AttributeError, IndexError):
        raise StateError(phrase("the save's record of the turn before is damaged")) from None
    return back


def _readable(game: Game) -> None:
    """Raise unless every input the game keeps is one of a seat the step awaits (or
    the organiser's) and reads as an input of the step."""
    step = game.step
    for name, text in game.orders.items():
        seat = None if name == ORGANISER else game.seat(name)
        if seat is not None and seat.name not in step.seats:
            raise ValueError(name)
        game.rules.read_input(game.state, seat, step, text, check=False)


def told(after: Game, reason: str, clock: tuple[Notice, ...]) -> tuple[Notice, ...]:
    """The notices of a take-back: every human seat told, with the organiser's reason,
    then those of the step's clock (`timing.after_change`) but its `resolved`, which
    would say the step given back was resolved."""
    turn = int(after.turn)
    said = core_events.turn_taken_back(turn, " ".join(reason.split()))
    step = after.step.key
    deadline = after.timing.clock.deadline if after.timing is not None else None
    return (*(Notice(kind=notices.TAKEN_BACK, seat=s.name, game_id=after.game_id,
                     title=after.title, ruleset=after.ruleset, turn=turn, step=step,
                     deadline=deadline, message=said)
              for s in after.seats if not s.bot),
            *(n for n in clock if n.kind != notices.RESOLVED))
