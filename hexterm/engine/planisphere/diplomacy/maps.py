"""Cartographers' annotations, the scenario's papers, and the papers at a session's end.

An annotation (annotation de cartographe) is a note on a hex that a seat's mapping
skills gave it at the start of the game: the scenario's ``[[annotation]]`` tables. It is
private to that seat until a cartographer reveals it with ``reveal N1`` (1 DA to its
faction's chest, the title only) or ``reveal N1 full`` (1 DO, with its description),
when the turn is resolved. It is then public until the session ends, when it becomes
private to its owner again; it may be revealed again in a later session. The
scenario's ``[[accord]]`` tables are grand accords in force (or proposed, refused,
ended) from the start.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.hexgrid import Hex, LabelError
from hexterm.engine.messages import Message
from hexterm.engine.mistakes import nearest
from hexterm.engine.mistakes_found import said_of
from hexterm.engine.planisphere.bonds import ALL_CLAUSES, Clause, read_clauses
from hexterm.engine.planisphere.diplomacy.base import PHASE, new_code, paper_result, refused
from hexterm.engine.planisphere.diplomacy.papers import (
    AccordStatus,
    Annotation,
    DocKind,
    GrandAccord,
    limit_said,
)
from hexterm.engine.planisphere.economy.rules import ledger
from hexterm.engine.planisphere.io.scenario_fields import entry, field_error, text
from hexterm.engine.planisphere.kept import kept_event
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.orders.papers import PaperOrder
from hexterm.engine.planisphere.turn import Phase, Turn
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import PUBLIC, Event, Result
from hexterm.engine.seats import Seat

SESSION_PHASE = Phase.SESSION


def reveal_why(state: PlanState, seat: Seat, paper: PaperOrder) -> Message | str:
    if "cartographer" not in seat.roles:
        return WORDS.phrase("{seat} is no cartographer: only a cartographer reveals annotations",
                            seat=seat.name)
    note = state.annotations.get(paper.doc)
    if note is None or note.seat != seat.name:
        return WORDS.phrase("{doc} is not one of your annotations", doc=paper.doc)
    if note.revealed:
        return WORDS.phrase("{doc} is already public this session", doc=paper.doc)
    return ""


def reveal(turn: Turn, seat: Seat, paper: PaperOrder) -> None:
    state = turn.state
    if refused(turn, seat, paper, paper.doc, reveal_why(state, seat, paper)):
        return
    note = state.annotations[paper.doc]
    note.revealed, note.with_text = True, paper.full
    chest = state.factions[seat.faction]
    if paper.full:
        chest.do += 1
    else:
        chest.da += 1
    reward = "1 DO" if paper.full else "1 DA"  # the money's names, the same in French
    turn.events.append(ledger(turn.turn, PHASE, note.code, "annotation", chest.key,
                              da=0 if paper.full else 1, do=1 if paper.full else 0))
    paper_result(turn, seat, paper, note.code, Result.DONE,
                 WORDS.phrase("{code} is public until the end of session {session}; the Bourse "
                              "pays {reward} to {faction}", code=note.code,
                              session=state.session, reward=reward, faction=chest.name))
    revealed = {"seat": seat.name, "hex": note.hex_label, "title": note.title}
    turn.tell(PHASE, note.hex_label, WORDS.phrase(
        "{seat} reveals an annotation at {hex}, '{title}': {text}", text=note.text, **revealed)
        if paper.full and note.text else WORDS.phrase(
        "{seat} reveals an annotation at {hex}, '{title}'", **revealed), (PUBLIC,),
        "annotation.revealed", {"code": note.code, "seat": seat.name})


def session_end(state: PlanState, turn: int) -> list[Event]:
    """Revealed annotations turn private again; safe-conducts of the session expire."""
    events = []
    for note in state.annotations.values():
        if note.revealed:
            note.revealed = note.with_text = False
            events.append(kept_event(turn, SESSION_PHASE, note.code, WORDS.phrase(
                "the annotation {code} is private again", code=note.code), (note.seat,),
                "annotation.private", {"code": note.code}))
    for doc in state.documents.values():
        if (doc.kind is DocKind.SAFE_CONDUCT and doc.limited and not doc.used
                and doc.session == state.session):
            events.append(kept_event(turn, SESSION_PHASE, doc.code, WORDS.phrase(
                "the safe-conduct {code} ({limit}) has expired", code=doc.code,
                limit=limit_said(doc)), (doc.holder,), "paper.expired",
                {"document": doc.code}))
    return events


def _annotations(data: Mapping[str, Any], state: PlanState) -> None:
    for i, spec in enumerate(data.get("annotation", ())):
        with entry("annotation", i):
            _annotation(spec, state)


def _annotation(spec: Mapping[str, Any], state: PlanState) -> None:
    """An annotation of the scenario, private to the seat it names (a seat not in the
    game: it stays with the organiser, D27)."""
    code = text(spec, "code", "annotation").upper()
    where = WORDS.phrase("annotation {code!r}", code=code)
    if code in state.annotations:
        raise field_error(where, WORDS.phrase("the code is used twice"), "code")
    try:
        place = Hex.parse(str(spec.get("hex", "")))
    except LabelError as exc:
        raise field_error(where, said_of(exc), "hex") from None
    if not state.size.contains(place):
        raise field_error(where, WORDS.phrase("hex {place} is off the map", place=place.label),
                          "hex")
    state.annotations[code] = Annotation(code, text(spec, "seat", where).lower(),
                                         place.label, text(spec, "title", where),
                                         text(spec, "text", where, required=False))


def _accords(data: Mapping[str, Any], state: PlanState) -> None:
    for i, spec in enumerate(data.get("accord", ())):
        with entry("accord", i):
            _accord(spec, state)


def _accord(spec: Mapping[str, Any], state: PlanState) -> None:
    name = text(spec, "name", "accord")
    where = WORDS.phrase("accord {name!r}", name=name)
    given = spec.get("factions", ())
    factions = tuple(str(f) for f in given) if isinstance(given, list) else ()
    if len(set(factions)) < 2 or len(set(factions)) < len(factions):
        raise field_error(where, WORDS.phrase("factions must name at least 2 different "
                                              "factions"), "factions")
    for n, key in enumerate(factions):
        if key not in state.factions:
            guess = nearest(key, state.factions)
            raise field_error(where, WORDS.phrase(
                "unknown faction {key!r}: did you mean {guess!r}?", key=key, guess=guess)
                if guess is not None else WORDS.phrase("unknown faction {key!r}", key=key),
                "factions", n)
    try:
        status = AccordStatus(spec.get("status", "ratified"))
    except ValueError:
        raise field_error(where, WORDS.phrase("status must be one of {names}",
                                              names=', '.join(s.value for s in AccordStatus)),
                          "status") from None
    proposer = str(spec.get("proposer", factions[0]))
    if proposer not in factions:
        raise field_error(where, WORDS.phrase("the proposer {proposer!r} is not one of its "
                                              "factions", proposer=proposer), "proposer")
    code = str(spec["code"]).upper() if "code" in spec else new_code(state, "A")
    if code in state.accords:
        raise field_error(where, WORDS.phrase("the code {code} is used twice", code=code),
                          "code")
    accepted = factions if status in (AccordStatus.SIGNED, AccordStatus.RATIFIED,
                                      AccordStatus.ENDED) else (proposer,)
    state.accords[code] = GrandAccord(code, name, proposer, factions,
                                      text(spec, "text", where, required=False),
                                      accepted, status, _clauses(spec, where))


def _clauses(spec: Mapping[str, Any], where: str | Message) -> tuple[Clause, ...]:
    """The accord's `clauses` (all three when the scenario names none)."""
    words = spec.get("clauses", [c.value for c in ALL_CLAUSES])
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        raise field_error(where, WORDS.phrase('clauses must be a list of words, like '
                                              '["passage", "non-aggression", "alliance"]'),
                          "clauses")
    clauses, wrong = read_clauses(words)
    if wrong:
        raise field_error(where, WORDS.phrase("{wrong!r} is no clause; a clause is passage, "
                                              "non-aggression or alliance", wrong=wrong),
                          "clauses")
    if not clauses:
        raise field_error(where, WORDS.phrase("clauses names none; a clause is passage, "
                                              "non-aggression or alliance"), "clauses")
    return clauses


def read_scenario(data: Mapping[str, Any], state: PlanState, seats: Sequence[Seat]) -> None:
    """The annotations and accords the scenario starts with; every seat's faction."""
    for seat in seats:
        state.allegiance.setdefault(seat.name, seat.faction)
    _annotations(data, state)
    _accords(data, state)
