"""The authorities of each faction answer a grand accord its diplomats signed: the
organiser's acts ``ratify A2 FACTION`` and ``refuse A2 FACTION`` (issue 30).

The rulebook (Grands Accords): the document is "signé en jeu par des diplomates des
factions concernés et transmis à l'Organisation", and "un Grand Accord doit être accepté
par les autorités de chaque faction concerné pour être ratifié"; "chaque diplomate
concerné recevra la réponse des autorités de sa Faction". So the diplomats' answers
(`accords`: propose, accept) sign an accord; the authorities of a faction, whom the
organiser plays, answer once that faction's diplomats signed it: an accord is ratified
when every faction's authorities accepted it, and refused as soon as one faction's
authorities refuse it. An acceptance is told to the seats of the faction whose
authorities answered; the accord ratified or refused, to the seats of every faction
concerned.
"""

from __future__ import annotations

from hexterm.engine.acts import ActError
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.diplomacy.base import faction_name
from hexterm.engine.planisphere.diplomacy.papers import AccordStatus, GrandAccord
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.words import WORDS

OPEN = (AccordStatus.PROPOSED, AccordStatus.SIGNED)
"""The accords the authorities may still answer."""
STATUSES: dict[AccordStatus, Message] = {
    AccordStatus.PROPOSED: WORDS.phrase("proposed"), AccordStatus.SIGNED: WORDS.phrase("signed"),
    AccordStatus.RATIFIED: WORDS.phrase("ratified"), AccordStatus.REFUSED: WORDS.phrase("refused"),
    AccordStatus.ENDED: WORDS.phrase("ended"),
}
"""An accord's status as a sentence says it."""


def answerable(state: PlanState, code: str, faction: str, ratify: bool) -> str:
    """The accord `code` (its code as saved) whose authorities of `faction` may answer
    it now (ActError in one sentence naming the accord and the faction, when not)."""
    accord = state.accords.get(code.upper())
    if accord is None:
        raise ActError(WORDS.phrase("there is no grand accord {code!r} in this game",
                                    code=code))
    what = WORDS.phrase("{code} ('{accord}')", code=accord.code, accord=accord.name)
    if faction not in accord.factions:
        raise ActError(WORDS.phrase("faction {faction} is not a party to {what}",
                                    faction=faction, what=what))
    if accord.status not in OPEN:
        raise ActError(WORDS.phrase("{what} is {status}: there is nothing left to answer",
                                    what=what, status=STATUSES[accord.status]))
    if faction not in accord.accepted:
        raise ActError(WORDS.phrase("the diplomats of {faction} have not signed {what}: "
                                    "its authorities answer an accord their diplomats "
                                    "signed", faction=faction, what=what))
    if ratify and faction in accord.ratified:
        raise ActError(WORDS.phrase("the authorities of {faction} have accepted {what} "
                                    "already", faction=faction, what=what))
    return accord.code


def answered(state: PlanState, code: str, faction: str, ratify: bool
             ) -> tuple[Message, tuple[str, ...], str]:
    """The authorities of `faction` accept (`ratify`) or refuse the accord `code` in
    `state`: what is said, to whom, and its subject."""
    accord = state.accords[code]
    name = faction_name(state, faction)
    if not ratify:
        accord.status = AccordStatus.REFUSED
        return (WORDS.phrase("the authorities of {faction} refuse the grand accord '{accord}' "
                             "({code}): it is refused", faction=name, accord=accord.name,
                             code=code), parties(state, accord), code)
    accord.ratified = tuple(f for f in accord.factions
                            if f in accord.ratified or f == faction)
    if accord.status is AccordStatus.SIGNED and set(accord.ratified) >= set(accord.factions):
        accord.status = AccordStatus.RATIFIED
        return (WORDS.phrase("the authorities of {faction} accept the grand accord "
                             "'{accord}' ({code}); the authorities of every faction "
                             "concerned have accepted it: it is ratified", faction=name,
                             accord=accord.name, code=code), parties(state, accord), code)
    return (WORDS.phrase("the authorities of {faction} accept the grand accord '{accord}' "
                         "({code})", faction=name, accord=accord.name, code=code),
            state.seats_serving(faction), code)


def parties(state: PlanState, accord: GrandAccord) -> tuple[str, ...]:
    """The seats of every faction concerned by `accord`."""
    return tuple(sorted(s for f in accord.factions for s in state.seats_serving(f)))
