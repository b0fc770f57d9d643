"""Quests in play (Résoudre une quête): revealed by reconnaissance, resolved in phase 10.

A reconnaissance that explores a quest's hex reveals the quest to the unit's faction:
its commander's report gives the title, the text and the choices (`reveal`). A unit of
that faction standing on the hex may then be ordered `quest B` (`verify_orders`). In
phase 10 the choice's first outcome whose needs the unit meets is carried out: rewards
into the faction chest, influence on the quest's hex, the unit destroyed or dissolved,
a market listing opened, a weapon master gained, and the quest ends unless the outcome
says it goes on (`quest_phase`, `quest_outcome.carry_out`). The scenario's quest tables
are read by `quests.scenario`. Readings Q1-Q17: docs/rules/quests-influence.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Listing, Message
from hexterm.engine.planisphere.economy.rules import ledger, planned_hex
from hexterm.engine.planisphere.kept import KEPT, keep
from hexterm.engine.planisphere.model import PlanState, Status, Unit
from hexterm.engine.planisphere.orders.actions import Action, Verb
from hexterm.engine.planisphere.orders.lines import Orders, UnitOrder
from hexterm.engine.planisphere.quests.book import Quest
from hexterm.engine.planisphere.quests.outcome import carry_out, choose_outcome
from hexterm.engine.planisphere.quests.scenario import read_quests
from hexterm.engine.planisphere.turn import Phase, Turn
from hexterm.engine.planisphere.words import STATUSES, WORDS, joined
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.seats import Seat

PHASE_RECON = Phase.RECON
PHASE_QUESTS = Phase.QUESTS


def quest_at(state: PlanState, place: Hex) -> Quest | None:
    """The open quest on `place`, if any (a hex holds one at most)."""
    return next((q for q in state.quests.values() if q.hex == place), None)


def known_to(state: PlanState, faction: str) -> tuple[str, ...]:
    """The keys of the open quests `faction`'s reconnaissances have revealed."""
    return state.quests_known.get(faction, ())


def choices_of(quest: Quest) -> dict[str, str]:
    """The quest's choices as the screens show them: letter -> text."""
    return {c.letter: c.text for c in quest.choices}


def reveal(turn: Turn, seat: Seat, unit: Unit, action: Action) -> None:
    """A reconnaissance reveals the open quests of the hexes it explored (the unit's
    hex and the extra directions on the map, as `works.recon` sees them) to the unit's
    faction; the commanding seat's report gets each newly revealed quest (Q3)."""
    state = turn.state
    if unit.status is not Status.DEPLOYED or unit.hex is None:
        return
    places = [unit.hex] + [unit.hex.neighbour(d) for d in action.directions]
    known = set(known_to(state, unit.faction))
    for place in places:
        quest = quest_at(state, place) if state.size.contains(place) else None
        if quest is None or quest.key in known:
            continue
        known.add(quest.key)
        state.quests_known[unit.faction] = tuple(sorted(known))
        listed = [WORDS.phrase("{letter}: {text};", letter=c.letter, text=c.text)
                  for c in quest.choices[:-1]]
        if quest.choices:
            last = quest.choices[-1]
            listed.append(WORDS.phrase("{letter}: {text}", letter=last.letter, text=last.text))
        turn.tell(PHASE_RECON, unit.code, WORDS.phrase(
            "{unit} found a quest at {hex}, '{title}': {text} Choices: {choices}",
            unit=unit.code, hex=place.label, title=quest.title, text=quest.text,
            choices=Listing(tuple(listed), " ")), (seat.name,), "quest.revealed",
            {"unit": unit.code, "quest": quest.key, "hex": place.label, "title": quest.title,
             "text": quest.text, "hint": quest.hint, "choices": choices_of(quest)})


def quest_phase(turn: Turn) -> None:
    """Phase 10: Résoudre une quête, in the order of unit codes (Q8)."""
    state = turn.state
    ended: dict[Hex, str] = {}  # hex -> title of a quest ended earlier in this phase
    for seat, order, action in turn.with_verb(Verb.QUEST):
        unit = state.units[order.unit]
        why, quest = _refusal(state, unit, action, ended)
        if why is not None or quest is None:
            _result(turn, seat, order, action, Result.FAILED, why or "")
            continue
        choice = quest.choice(action.letter)
        assert choice is not None
        outcome = choose_outcome(state, unit, choice)
        if outcome is None:
            _result(turn, seat, order, action, Result.FAILED,
                    WORDS.phrase("nothing comes of choice {letter} of '{title}': the unit "
                                 "lacks what it needs; the quest stays open",
                                 letter=choice.letter, title=quest.title),
                    quest=quest.key, letter=choice.letter)
            continue
        faction = unit.faction
        effects = carry_out(state, turn.turn, unit, quest, outcome)
        if outcome.da or outcome.do or outcome.goods or outcome.items:
            turn.events.append(ledger(turn.turn, PHASE_QUESTS, unit.code, "quest", faction,
                                      outcome.goods, outcome.items, outcome.da, outcome.do))
        if outcome.ends:
            _end(state, quest)
            ended[quest.hex] = quest.title
        text = WORDS.phrase("'{title}', choice {letter}: {text}", title=quest.title,
                            letter=choice.letter, text=outcome.text)
        _result(turn, seat, order, action, Result.DONE,
                WORDS.phrase("{done} ({effects})", done=text, effects=joined(effects))
                if effects else text,
                quest=quest.key, letter=choice.letter, text=outcome.text,
                effects=[str(effect) for effect in effects])


def _refusal(state: PlanState, unit: Unit, action: Action,
             ended: Mapping[Hex, str]) -> tuple[Message | None, Quest | None]:
    """Why the unit cannot resolve a quest now (None if it can), and the quest."""
    if unit.status is not Status.DEPLOYED or unit.hex is None:
        return WORDS.phrase("the unit is no longer on the map ({status})",
                            status=STATUSES[unit.status.value]), None
    quest = quest_at(state, unit.hex)
    if quest is None and unit.hex in ended:
        return WORDS.phrase("the quest '{title}' at {hex} was ended earlier in this phase by "
                            "another unit", title=ended[unit.hex], hex=unit.hex.label), None
    if quest is None or quest.key not in known_to(state, unit.faction):
        return WORDS.phrase("there is no quest known to its faction at {hex}",
                            hex=unit.hex.label), None
    if quest.choice(action.letter) is None:
        return WORDS.phrase("'{title}' has no choice {letter} (choices: {choices})",
                            title=quest.title, letter=action.letter,
                            choices=", ".join(choices_of(quest))), None
    return None, quest


def _result(turn: Turn, seat: Seat, order: UnitOrder, action: Action, result: Result,
            reason: Message | str, **more: Any) -> None:
    """The quest order's one result event (as `Turn.result`, with the quest's args)."""
    kept = {KEPT: keep(reason)} if isinstance(reason, Message) else {}
    turn.events.append(Event(turn.turn, PHASE_QUESTS, order.unit,
                             f"{action.verb.value}: {result.value}: {reason}", (seat.name,),
                             result, key=f"order.{action.verb.value}",
                             args={"unit": order.unit, "reason": str(reason), **more, **kept}))


def _end(state: PlanState, quest: Quest) -> None:
    """The quest is over: off the map and out of every faction's knowledge."""
    del state.quests[quest.key]
    for faction, keys in sorted(state.quests_known.items()):
        left = tuple(k for k in keys if k != quest.key)
        if left:
            state.quests_known[faction] = left
        else:
            del state.quests_known[faction]


def session_end(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """Quests outlast sessions: nothing happens to them when a session ends (Q12)."""
    return []


def read_scenario(data: Mapping[str, Any], state: PlanState) -> None:
    """The scenario's `[[quest]]` tables, checked (`quests.scenario`), into `state`."""
    state.quests = read_quests(data, state)
    state.quests_known = {}


def view_part(state: PlanState, seat: Seat | None) -> dict[str, Any]:
    """The quests `seat` knows of (every open quest for the organiser), for the JSON
    view: ``{"quests": {key: {"hex", "title", "text", "hint", "choices"}}}``; the
    organiser's also has ``"quests_known": {faction: [quest keys]}``."""
    if seat is None:
        keys = set(state.quests)
    else:
        keys = set(known_to(state, state.faction_of(seat.name, seat.faction)))
    part: dict[str, Any] = {"quests": {
        key: {"hex": q.hex.label, "title": q.title, "text": q.text, "hint": q.hint,
              "choices": choices_of(q)}
        for key, q in sorted(state.quests.items()) if key in keys}}
    if seat is None:  # the organiser also sees which faction knows which quest
        part["quests_known"] = {f: list(k) for f, k in sorted(state.quests_known.items())}
    return part


def verify_orders(state: PlanState, seat: Seat, orders: Orders) -> None:
    """Raise IllegalOrderError for the first `quest X` that cannot be given: the unit
    will not stand on a quest its faction knows of, or the quest has no such choice."""
    for order in orders.units:
        action = order.action(Verb.QUEST)
        unit = state.units.get(order.unit)
        if action is None or unit is None:
            continue
        place = planned_hex(state, unit, order)
        if place is None:
            continue
        quest = quest_at(state, place)
        if quest is None or quest.key not in known_to(state, seat.faction):
            raise _fail(order, action, WORDS.phrase("there is no quest known to your faction at "
                                                    "{place}", place=place.label))
        if quest.choice(action.letter) is None:
            raise _fail(order, action, WORDS.phrase("'{title}' has no choice {letter} (choices: "
                                                    "{names})", title=quest.title,
                                                    letter=action.letter,
                                                    names=', '.join(choices_of(quest))))


def _fail(order: UnitOrder, action: Action, message: str | Message) -> IllegalOrderError:
    return IllegalOrderError(WORDS.phrase("unit {unit}: quest: {message}", unit=order.unit,
                                          message=message), line=action.line or None,
                             field="quest")
