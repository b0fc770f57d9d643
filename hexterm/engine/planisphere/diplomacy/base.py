"""What the diplomacy modules share: paper codes, game turns, who serves which faction,
whether a document can still be used, and the result events of the seat's paper lines.

A document can be used when the seat giving the order holds it, it is unused, and the
faction that issued it still exists (hexterm never removes a faction today, so this
holds until factions can disappear). A safe-conduct must also cover the unit (its
scope) and the current turn (its limits: the session it was issued in, or those turns
of that session, counted within the session as on the order form's "Numéro du Tour").
"""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.messages import Message
from hexterm.engine.planisphere.diplomacy.papers import (
    DOC_NAMES,
    DocKind,
    Document,
    Scope,
    limit_said,
)
from hexterm.engine.planisphere.kept import KEPT, keep
from hexterm.engine.planisphere.model import PlanState, Unit
from hexterm.engine.planisphere.orders.papers import PaperOrder
from hexterm.engine.planisphere.turn import Phase, Turn
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.seats import Seat

PHASE = Phase.DEPLOYMENT  # papers are carried out before deployments
MOVE_PHASE = Phase.MOVEMENT


def game_turn(state: PlanState) -> int:
    """The number of the game turn being ordered (1 for the first turn of the game)."""
    return (state.session - 1) * state.turns_per_session + state.turn_in_session


def new_code(state: PlanState, letter: str) -> str:
    """The next paper code with `letter` (D for documents, A for accords), numbered from
    the state's one counter, skipping codes a scenario already uses."""
    taken = set(state.documents) | set(state.accords) | set(state.annotations)
    while True:
        code = f"{letter}{state.next_paper}"
        state.next_paper += 1
        if code not in taken:
            return code


def faction_name(state: PlanState, key: str) -> str:
    faction = state.factions.get(key)
    return faction.name if faction else key


def document_why(state: PlanState, code: str, seat: str) -> tuple[Document | None, Message | str]:
    """(the document `code`, why `seat` cannot use it now: '' when it can)."""
    doc = state.documents.get(code)
    if doc is None:
        return None, WORDS.phrase("there is no document {code}", code=code)
    if doc.holder != seat:
        return doc, WORDS.phrase("you do not hold {code}", code=code)
    if doc.used:
        return doc, WORDS.phrase("{code} was already used on turn {used}", code=code,
                                 used=doc.used)
    if doc.faction not in state.factions:
        return doc, WORDS.phrase("the faction that issued {code} no longer exists", code=code)
    return doc, ""


def in_limits(state: PlanState, doc: Document) -> bool:
    """Whether the current turn is within a safe-conduct's limits."""
    if not doc.limited:
        return True
    return state.session == doc.session and (not doc.turns
                                             or state.turn_in_session in doc.turns)


def safe_conduct_why(state: PlanState, code: str, seat: str, unit: Unit) -> Message | str:
    """Why `seat` cannot attach the document `code` to `unit`'s order ('' when it can)."""
    doc, why = document_why(state, code, seat)
    if doc is None or why:
        return why
    if doc.kind is not DocKind.SAFE_CONDUCT:
        return WORDS.phrase("{code} is a {doc_names}, not a safe-conduct", code=code,
                            doc_names=DOC_NAMES[doc.kind])
    if doc.scope is Scope.UNIT and doc.subject != unit.code:
        return WORDS.phrase("{code} covers the unit {subject} only", code=code,
                            subject=doc.subject)
    if doc.scope is Scope.FACTION and doc.subject != unit.faction:
        return WORDS.phrase("{code} covers the units of {faction_name} only", code=code,
                            faction_name=faction_name(state, doc.subject))
    if not in_limits(state, doc):
        turn = WORDS.phrase_n("turn {turns} of session {session}",
                              "turns {turns} of session {session}", 1,
                              turns=str(state.turn_in_session), session=state.session)
        return WORDS.phrase("{code} is good for {limit_words} only, not for {turn}", code=code,
                            limit_words=limit_words(doc), turn=turn)
    return ""


def limit_words(doc: Document) -> Message:
    """A safe-conduct's limit as a message, 'any turn' when it has none."""
    limit = limit_said(doc)
    return limit if isinstance(limit, Message) else WORDS.phrase("any turn")


def paper_result(turn: Turn, seat: Seat, paper: PaperOrder, subject: str, result: Result,
                 text: Message | str, also: Sequence[str] = ()) -> None:
    """The one result event of a paper line, for the seat (and `also` these seats); a
    reason that is a message is kept beside its English (`kept`)."""
    seen = tuple(sorted({seat.name, *also}))
    kept = {KEPT: keep(text)} if isinstance(text, Message) else {}
    turn.events.append(Event(turn.turn, PHASE, subject,
                             f"{paper.verb} {subject}: {result.value}: {text}", seen, result,
                             key=f"reserve.{paper.verb}",
                             args={"seat": seat.name, "reason": str(text), **kept}))


def refused(turn: Turn, seat: Seat, paper: PaperOrder, subject: str, why: Message | str) -> bool:
    """Whether the rules refuse `paper` (`why` says why: then its failed result is told
    about `subject`)."""
    if why:
        paper_result(turn, seat, paper, subject, Result.FAILED, why)
    return bool(why)
