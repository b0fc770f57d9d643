"""A step in parts (`Step.parts`: the battles of a turn, open at once): what each seat
gave, which parts are ready, an input merged into what a seat gave before, and the
ready parts resolved (`hexterm.engine.game` calls these; "A step in parts" there).

A part is ready when every human seat it awaits, or the organiser, has given it; the
bots' inputs are written when it is resolved. A seat's input to such a step is a
mapping of a part's key to its input, the key "" meaning the one part that awaits the
seat; an input merges into what the seat gave before (`merged`). While parts are left
the game stays at the same step, so an input for another part is not stale.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from hexterm.engine import step_inputs
from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.log import extended
from hexterm.engine.messages import Listing, Message, phrase
from hexterm.engine.ruleset import Event
from hexterm.engine.steps import ORGANISER, Part

if TYPE_CHECKING:
    from hexterm.engine.game import Game


def given(game: Game) -> dict[str, Mapping[str, Any]]:
    """Each input given to the step in parts (a seat's, the organiser's under
    `ORGANISER`) read back: a part's key → its value."""
    step, rules = game.step, game.rules
    return {name: rules.read_input(game.state, None if name == ORGANISER else
                                   game.seat(name), step, text, check=False)
            for name, text in game.orders.items()}


def waiting(game: Game) -> list[tuple[Part, list[str]]]:
    """Each open part and the human seats it still awaits (none once the organiser gave
    it), in the parts' order."""
    inputs = given(game)
    settled = inputs.get(ORGANISER, {})
    humans = [s.name for s in game.seats if not s.bot]
    return [(part, [] if part.key in settled else
             [n for n in humans if n in part.seats and part.key not in inputs.get(n, {})])
            for part in game.step.parts]


def awaited_in_parts(game: Game) -> Listing:
    """Each open part of a step in parts and whom it awaits ("alice, bob (Battle at C);
    dave (Battle at D)")."""
    return Listing(tuple(_part_awaits(part.title or part.key, names)
                         for part, names in waiting(game)), "; ")


def _part_awaits(part: str | Message, names: list[str]) -> Message:
    who = ", ".join(names) if names else phrase("the bots")
    return phrase("{seats} ({part})", seats=who, part=part)


def merged(game: Game, name: str, value: Mapping[str, Any]) -> dict[str, Any]:
    """The input of `name` to a step in parts once it gives `value` (a part's key → its
    input; "" for the one part that awaits it): the parts it names given anew, the
    others as it gave them before."""
    step = game.step
    own = step.parts_of(name)
    merged = dict(given(game).get(name, {}))
    for key, part_value in value.items():
        if key == "" and len(own) != 1:
            raise IllegalOrderError(phrase(
                "{who} is awaited in {n} parts of this step ({parts}): say which one",
                who=_who(name), n=len(own), parts=", ".join(p.key for p in own)))
        found = own[:1] if key == "" else [p for p in own
                                             if p.key.casefold() == key.casefold()]
        if not found:
            raise IllegalOrderError(phrase("{part} is not a part of this step that awaits {who}",
                                           part=key, who=_who(name)))
        merged.pop(found[0].key, None)  # the last given last (`taken_back`)
        merged[found[0].key] = part_value
    return merged


def taken_back(game: Game, name: str, key: str = "") -> tuple[str, dict[str, Any]]:
    """The part whose input `name` takes back (the one `key` names, else the last it
    gave) and what it gave to the others, kept (IllegalOrderError when it gave none)."""
    held = dict(given(game).get(name, {}))
    found = [k for k in held if k.casefold() == key.casefold()] if key else list(held)[-1:]
    if not found:
        raise IllegalOrderError(
            phrase("{who} gave no input for {part} ({given})", who=_who(name), part=key,
                   given=", ".join(held) or "-") if key else
            phrase("{who} gave no input to take back", who=_who(name)))
    held.pop(found[-1])
    return found[-1], held


def _who(name: str) -> Message | str:
    """A seat's name, or the organiser."""
    return phrase("the organiser") if name == ORGANISER else name


def resolve(game: Game, ready: set[str], dice: Dice) -> Game:
    """The game once the parts `ready` of its step are resolved, the bots' inputs
    written for them and the humans' defaults for those who gave none (the organiser's
    `force`); the game stays at the step while parts are left, the inputs given for
    them kept."""
    step, rules = game.step, game.rules
    inputs_given = given(game)
    inputs: dict[str, dict[str, Any]] = {}
    events: list[Event] = []
    settled = inputs_given.get(ORGANISER, {})
    for seat in game.seats:
        wanted = [p.key for p in step.parts_of(seat.name)
                  if p.key in ready and p.key not in settled]
        if not wanted:
            continue
        own = dict(inputs_given.get(seat.name, {}))
        lacking = [key for key in wanted if key not in own]
        if lacking and seat.bot:
            own.update(rules.bot_input(game.state, seat, step, dice.stream("bot", seat.name)))
            written = {key: own[key] for key in lacking if key in own}
            events.append(step_inputs.bot_orders_event(game.turn, seat.name,
                                                       rules.format_input(step, written)))
        elif lacking:
            own.update(rules.default_input(game.state, seat, step))
            events.append(step_inputs.no_orders_event(game.turn, seat.name))
        inputs[seat.name] = {key: own[key] for key in wanted if key in own}
    if settled:
        inputs[ORGANISER] = {key: v for key, v in settled.items() if key in ready}
    state, resolved, turn_over = rules.resolve_step(game.state, inputs, game.seats, dice,
                                                    game.turn, step)
    seats = step_inputs.seats_after(rules, state, game.seats)
    turn, done, kept = game.turn + 1, 0, {}
    if not turn_over:
        after = rules.step(state, seats, game.turn, game.steps_done)
        if after.key == step.key and after.parts:  # parts left: the same step
            done = game.steps_done
            for name, held in inputs_given.items():
                left = {key: v for key, v in held.items() if key not in ready
                        and any(p.key == key for p in after.parts_of(name))}
                if left:
                    kept[name] = rules.format_input(after, left)
        else:
            done = game.steps_done + 1
        turn = game.turn
    return replace(game, turn=turn, steps_done=done, seats=seats, state=state, orders=kept,
                   log=extended(game.log, *events, *resolved), undo=None)
