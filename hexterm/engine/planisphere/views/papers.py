"""What a seat sees of the papers: documents, grand accords and annotations.

- A document is seen by its issuer and its holder; once used, also by every seat of
  the issuer's faction (the faction it bound: a unit crossed its lines, one of its
  cards or masters left). The organiser sees them all.
- A ratified or ended accord is public; a proposed, signed or refused one is seen by the
  seats of the factions it names. Which factions' authorities accepted it (`ratified`):
  a seat sees its own faction's answer only ("chaque diplomate concerné recevra la
  réponse des autorités de sa Faction"); the organiser sees every faction's.
- An annotation is seen by its owner, with its text; a revealed one by everyone, with
  its text only when it was revealed with its description.
"""

from __future__ import annotations

from typing import Any

from hexterm.engine.planisphere.diplomacy.papers import (
    AccordStatus,
    Annotation,
    DocKind,
    Document,
    GrandAccord,
    limit_text,
)
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.seats import Seat


def order_of(code: str) -> tuple[str, int, str]:
    """Paper codes in number order: D2 before D10."""
    digits = code.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return code[: len(code) - len(digits)], int(digits) if digits.isdigit() else 0, code


def _document(doc: Document) -> dict[str, Any]:
    safe = doc.kind is DocKind.SAFE_CONDUCT
    return {"kind": doc.kind.value, "issuer": doc.issuer, "faction": doc.faction,
            "holder": doc.holder, "issued": doc.issued, "used": doc.used,
            "scope": doc.scope.value if safe else "", "subject": doc.subject,
            "limit": limit_text(doc), "unit_kind": doc.unit_kind, "items": list(doc.items),
            "until": doc.until, "master": doc.master}


def _accord(accord: GrandAccord, seat: Seat | None) -> dict[str, Any]:
    return {"name": accord.name, "proposer": accord.proposer,
            "factions": list(accord.factions), "text": accord.text,
            "accepted": list(accord.accepted), "status": accord.status.value,
            "clauses": [c.value for c in accord.clauses],
            "ratified": [f for f in accord.ratified if seat is None or f == seat.faction]}


def _annotation(note: Annotation, with_text: bool) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": note.seat, "hex": note.hex_label, "title": note.title}
    if with_text:
        data["text"] = note.text
    data["revealed"] = note.revealed
    return data


def sees_document(doc: Document, seat: Seat | None) -> bool:
    if seat is None or seat.name in (doc.issuer, doc.holder):
        return True
    return bool(doc.used) and seat.faction == doc.faction


def sees_accord(accord: GrandAccord, seat: Seat | None) -> bool:
    public = accord.status in (AccordStatus.RATIFIED, AccordStatus.ENDED)
    return seat is None or public or seat.faction in accord.factions


def view_part(state: PlanState, seat: Seat | None) -> dict[str, Any]:
    """Documents, accords and annotations as `seat` may see them (all: the organiser)."""
    documents = {code: _document(doc) for code, doc in
                 sorted(state.documents.items(), key=lambda kv: order_of(kv[0]))
                 if sees_document(doc, seat)}
    accords = {code: _accord(a, seat) for code, a in
               sorted(state.accords.items(), key=lambda kv: order_of(kv[0]))
               if sees_accord(a, seat)}
    annotations = {}
    for code, note in sorted(state.annotations.items(), key=lambda kv: order_of(kv[0])):
        own = seat is None or note.seat == seat.name
        if own or note.revealed:
            annotations[code] = _annotation(note, own or note.with_text)
    return {"documents": documents, "accords": accords, "annotations": annotations}
