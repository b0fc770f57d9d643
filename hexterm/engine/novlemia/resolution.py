"""One Novlémia turn: consents and names, commerce, the actions, production.

The nations act one after the other, in the fixed order turned by one seat each turn
(rules-notes): the first to explore a cell owns it. Each nation plays its actions in the
order written; each action draws its dice from its own stream, named by the nation and
the line, so that one action's rolls do not move another's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from hexterm.engine.dice import Dice
from hexterm.engine.novlemia import actions, told
from hexterm.engine.novlemia.economy import commerce, consents_and_names, production
from hexterm.engine.novlemia.model import NovState
from hexterm.engine.novlemia.orders import Orders, Verb
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.novlemia.work import Work
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.seats import Seat


def _actions(work: Work, order: list[str], orders: Mapping[str, Orders], dice: Dice) -> None:
    limit = work.base.options.actions
    for key in order:
        count = 0
        for number, line in enumerate(orders[key].lines, start=1):
            if not line.verb.is_action:
                continue
            count += 1
            if count > limit:  # verified orders never get here; read ones might
                work.result(actions.PHASE, key, number, line, Result.FAILED,
                            WORDS.phrase_n("a turn has {n} action", "a turn has {n} actions",
                                           limit))
                continue
            stream = dice.stream(line.verb.value, key, number)
            if line.verb is Verb.MOVE:
                outcome = actions.move(work, key, line)
            elif line.verb is Verb.EXPLORE:
                outcome = actions.explore(work, key, line, stream)
            elif line.verb is Verb.PROSPECT:
                outcome = actions.prospect(work, key, line, stream)
            else:
                outcome = actions.colonise(work, key, line)
            result, reason, args = outcome
            work.result(actions.PHASE, key, number, line, result, told.action(count, reason),
                        args)


def resolve(state: NovState, orders: Mapping[str, Orders], seats: Sequence[Seat], dice: Dice,
            turn: int) -> tuple[NovState, list[Event]]:
    """The next state and the events of `turn`; `state` itself is not changed."""
    work = Work(state, turn)
    by_nation = {key: Orders() for key in state.nations}
    for seat in seats:
        if seat.name in orders:
            by_nation[state.nation_of_seat(seat.name).key] = orders[seat.name]
    order = state.acting_order(turn)
    work.tell("0 order", "turn", told.turn_order(turn, [state.nations[k].name for k in order]),
              "turn.order", args={"order": order})
    consents_and_names(work, order, by_nation)
    commerce(work, order, by_nation)
    _actions(work, order, by_nation, dice)
    production(work)
    return replace(work.state, turn=turn), work.events
