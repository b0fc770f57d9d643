"""What a Planisphère turn tells, as messages made again from what each event saves
(`event_message`: its key, subject and args, the state for the names of units, nodes
and factions, and the turn's log), so that a report read from a save is said in the
player's language; `PHASES`, the phases of a turn as the report's headings say them.

An order's reason is saved as its English sentence (`args["reason"]`) and, since state
version 7, as its message too (`kept`): its line is said with the order's word, its
result and the kept reason, or the reason as it was written when the save keeps no
message (an older save) or one that does not say the saved English (`reason_of`). An
event whose args do not hold all it says (a battle, what a reconnaissance saw) keeps
its whole message the same way. The events listed in `UNTOLD` keep neither: their saved
English text is said as it is. A test holds the list (tests/engine/planisphere/
test_told.py), so that nothing else is left in English unnoticed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.diplomacy.base import faction_name
from hexterm.engine.planisphere.economy.rules import goods_words, ledger_change
from hexterm.engine.planisphere.kept import KEPT, kept_message
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.turn import Phase
from hexterm.engine.planisphere.words import WORDS, verb_word
from hexterm.engine.ruleset import RESULT_WORDS, Event, Result

PHASES: dict[str, Message] = {
    Phase.DEPLOYMENT: WORDS.phrase("1 deployment"), Phase.EQUIPMENT: WORDS.phrase("2 equipment"),
    Phase.LOADING: WORDS.phrase("3 loading"), Phase.MOVEMENT: WORDS.phrase("4 movement"),
    Phase.CONFLICTS: WORDS.phrase("5 conflicts"), Phase.RECON: WORDS.phrase("6 recon"),
    Phase.MARKET: WORDS.phrase("7 market"), Phase.CONSTRUCTION: WORDS.phrase("8 construction"),
    Phase.EXPLOITATION: WORDS.phrase("9 exploitation"), Phase.QUESTS: WORDS.phrase("10 quests"),
    Phase.GAINS: WORDS.phrase("11 gains"), Phase.REPORTS: WORDS.phrase("12 reports"),
    Phase.SESSION: WORDS.phrase("session"),
}
"""The phases of a turn (Les Phases de Jeu), as the events name them."""
LEDGER_WHY: dict[str, Message] = {
    "material": WORDS.phrase("material"), "rent": WORDS.phrase("rent"),
    "used": WORDS.phrase("used"), "lost": WORDS.phrase("lost"),
    "annotation": WORDS.phrase("annotation"), "buy": WORDS.phrase("buy"),
    "sell": WORDS.phrase("sell"),
}
"""Why a ledger line moves money or goods, besides an order's word (`verb_word`)."""
UNSAID = "reason"
"""The field of an order's result that a save keeps only as its English sentence."""
UNTOLD: frozenset[str] = frozenset()
"""The keys of the events said as their saved English text (their args hold too little,
and they keep no message): none since state version 7."""


def reason_of(args: Mapping[str, Any]) -> Message | str:
    """An order's reason: its kept message (`kept`, state version 7) when it says the
    saved English, else that English as it was written."""
    saved = str(args.get(UNSAID, ""))
    return kept_message(args, saved) or saved


REASONED = ("order.", "reserve.", "paper.refused")
"""The keys of the events whose kept message is their reason (the others keep their
whole text)."""


def nothing_or(parts: Sequence[str]) -> Message | str:
    """Goods, items or changes listed ('bois 3, fer 1'), or 'nothing' when there are none."""
    return ", ".join(parts) if parts else WORDS.phrase("nothing")


def _order(event: Event, args: Mapping[str, Any]) -> Message | None:
    if event.result is None:
        return None
    return WORDS.phrase("{verb}: {result}: {reason}", verb=verb_word(event.key[6:]),
                        result=RESULT_WORDS[event.result], reason=reason_of(args))


def _reserve(event: Event, args: Mapping[str, Any]) -> Message | None:
    if event.result is None:
        return None
    return WORDS.phrase("{verb} {subject}: {result}: {reason}", verb=verb_word(event.key[8:]),
                        subject=event.subject, result=RESULT_WORDS[event.result],
                        reason=reason_of(args))


def _repeat(event: Event, args: Mapping[str, Any]) -> Message:
    if event.result is Result.FAILED:
        return WORDS.phrase("{unit} cannot repeat its last order ({reason}); it defends",
                            unit=args["unit"], reason=reason_of(args))
    return WORDS.phrase("{unit} repeats its last order: {orders}", unit=args["unit"],
                        orders=reason_of(args))


def _influence(state: PlanState, event: Event, args: Mapping[str, Any]) -> Message | None:
    if event.key == "influence.boost_end":
        return WORDS.phrase("the session's influence of {faction} on {hex} ends: {change:+d}, "
                            "now {now}", faction=faction_name(state, str(args["faction"])),
                            hex=args["hex"], change=int(args["change"]),
                            now=args["influence"])
    refuge = state.nodes.get(Hex.parse(str(args["to"])))
    if refuge is None:
        return None
    return WORDS.phrase_n(
        "migration: {n} inhabitant of {node} ({hex}) leaves for {refuge} ({to}) of {faction}, "
        "whose influence on {hex} falls from {before} to {now}",
        "migration: {n} inhabitants of {node} ({hex}) leave for {refuge} ({to}) of {faction}, "
        "whose influence on {hex} falls from {before} to {now}", int(args["people"]),
        node=args["node"], hex=args["hex"], refuge=refuge.name, to=args["to"],
        faction=faction_name(state, str(args["faction"])), before=args["before"],
        now=args["influence"])


def _paper(state: PlanState, event: Event, args: Mapping[str, Any]) -> Message | None:
    code, unit = args["document"], args["unit"]
    if event.key == "paper.refused":
        return WORDS.phrase("{code} is not honoured for {unit}: {reason}", code=code,
                            unit=unit, reason=reason_of(args))
    if event.key == "paper.unused":
        return WORDS.phrase("{code} was not used: {unit} is not on the map", code=code,
                            unit=unit)
    doc = state.documents.get(str(code))
    return None if doc is None else WORDS.phrase(
        "{unit} uses the safe-conduct {code} of {faction}", unit=unit, code=code,
        faction=faction_name(state, doc.faction))


def _session_end(event: Event, args: Mapping[str, Any], log: Sequence[Event]) -> Message:
    """The cards that return: the units on the map at the session's end, those that
    reported in its last phase (every unit on the map reports, to the organiser at least)."""
    count = sum(1 for e in log if e.turn == event.turn and e.key == "unit.report")
    return WORDS.phrase("session {session} ends: {n} unit cards return to their reserves",
                        session=args["session"], n=count)


def _tie(state: PlanState, args: Mapping[str, Any]) -> Message | None:
    """Factions that traded as much as each other at a node: nobody gains influence."""
    node = state.nodes.get(Hex.parse(str(args["hex"])))
    factions = [faction_name(state, str(f)) for f in args["factions"]]
    if node is None or len(factions) < 2:
        return None
    names: Message | str = factions[0]
    for name in factions[1:]:
        names = WORDS.phrase("{first} and {then}", first=names, then=name)
    return WORDS.phrase("{node}: {names} tie with {n} transactions; nobody gains influence",
                        node=node.name, names=names, n=args["count"])


def _report(state: PlanState, event: Event, args: Mapping[str, Any]) -> Message | None:
    unit = state.units.get(event.subject)
    if unit is None:
        return None
    kind = state.types[unit.type].name if unit.type in state.types else unit.type
    if args.get("hidden"):
        return WORDS.phrase("{unit} ({kind}) reports: hidden, at {hex}", unit=unit.code,
                            kind=kind, hex=args["hex"])
    return WORDS.phrase("{unit} ({kind}) reports: at {hex}", unit=unit.code, kind=kind,
                        hex=args["hex"])


def _recruits(event: Event, args: Mapping[str, Any], log: Sequence[Event],
              state: PlanState) -> Message | None:
    ended = [e for e in log if e.turn == event.turn and e.key == "session.end"]
    if not ended:
        return None
    # The save's English says "1 recruits": its singular is its plural; French has both.
    return WORDS.phrase_n("session {session} begins: {faction} gains {n} recruits",
                          "session {session} begins: {faction} gains {n} recruits",
                          int(args["count"]), session=int(ended[-1].args["session"]) + 1,
                          faction=faction_name(state, str(args["faction"])))


def event_message(event: Event, state: PlanState, log: Sequence[Event] = ()
                  ) -> Message | None:
    """The message of one of Planisphère's events, made from what it saves; None for
    an event said as its saved text (`UNTOLD`, or one of a state that lost its names)."""
    args = event.args
    if KEPT in args and not event.key.startswith(REASONED):
        return kept_message(args, event.text)
    try:
        if event.key.startswith("order.") and event.key != "order.repeat":
            return _order(event, args)
        if event.key == "session.end":
            return _session_end(event, args, log)
        if event.key == "economy.top_trader":
            return _tie(state, args)
        if event.key == "order.repeat":
            return _repeat(event, args)
        if event.key.startswith("reserve."):
            return _reserve(event, args)
        if event.key.startswith("influence."):
            return _influence(state, event, args)
        if event.key in ("paper.refused", "paper.unused", "paper.used"):
            return _paper(state, event, args)
        if event.key == "unit.report":
            return _report(state, event, args)
        if event.key == "session.recruits":
            return _recruits(event, args, log, state)
        if event.key == "economy.ledger":
            why = str(args["why"])
            change = ledger_change(args["goods"], args["items"], int(args["da"]),
                                   int(args["do"]))
            return WORDS.phrase("ledger: {why}: {change} ({faction})",
                                why=LEDGER_WHY.get(why) or verb_word(why),
                                change=nothing_or(change), faction=args["faction"])
        if event.key == "economy.return":
            return WORDS.phrase("{unit} brings {what} back to the chest of {faction}",
                                unit=args["unit"], faction=faction_name(state, str(args["to"])),
                                what=nothing_or(goods_words(args["goods"], args["items"])))
        if event.key == "economy.rent":
            node = state.nodes.get(Hex.parse(str(args["hex"])))
            return None if node is None else WORDS.phrase(
                "{node}: the founder's rent, {what}, goes to the chest of {faction}",
                node=node.name, what=nothing_or(goods_words(args["goods"])),
                faction=faction_name(state, str(args["faction"])))
    except (KeyError, TypeError, ValueError):
        return None  # an event of an older save, without what its message needs
    return None

