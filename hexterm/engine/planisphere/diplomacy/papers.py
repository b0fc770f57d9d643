"""Papers of the Planisphère: diplomatic documents, grand accords, map annotations.

A `Document` is issued by a seat with the diplomat role for its faction and held by one
seat: a safe-conduct (sauf-conduit), a mercenary contract (contrat de mercenariat) or a
weapon-master contract (contrat de maître d'arme). It is private to its issuer and its
holder until it is used, and it is used at most once. A `GrandAccord` is proposed by one
faction and ratified when every faction it names has accepted it; a ratified accord
binds its factions by its clauses (`bonds`). An `Annotation` is a cartographer's private
note on a hex, which can be revealed publicly for a reward and then stays public until
the session ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hexterm.engine.messages import Message
from hexterm.engine.planisphere.bonds import ALL_CLAUSES, Clause
from hexterm.engine.planisphere.words import WORDS


class DocKind(Enum):
    """The kinds of diplomatic documents."""

    SAFE_CONDUCT = "safe-conduct"
    MERCENARY = "mercenary"
    MASTER = "master"


DOC_NAMES: dict[DocKind, Message] = {
    DocKind.SAFE_CONDUCT: WORDS.phrase("safe-conduct"),
    DocKind.MERCENARY: WORDS.phrase("mercenary contract"),
    DocKind.MASTER: WORDS.phrase("weapon-master contract")}


class Scope(Enum):
    """Whom a safe-conduct covers."""

    UNIT = "unit"
    FACTION = "faction"
    BEARER = "bearer"  # au porteur: any unit of the holder's that carries it


@dataclass(slots=True)
class Document:
    """One document. Fields not of its kind stay empty.

    safe-conduct: `scope`, `subject` (a unit code or a faction key), `session` and
    `turns` (the turns of that session it is good for; none: the whole session) when
    `limited`; mercenary contract: `kind` (the unit type lent), `items` (the minimum
    equipment the lender provides), `until` (last game turn it can be used, 0: no
    limit); master contract: `master` (the weapon master's code).
    """

    code: str
    kind: DocKind
    issuer: str  # the diplomat's seat
    faction: str  # the diplomat's faction
    holder: str  # the seat that holds it
    issued: int  # the game turn it was issued (resolved)
    scope: Scope = Scope.BEARER
    subject: str = ""
    limited: bool = False
    session: int = 0
    turns: tuple[int, ...] = ()
    unit_kind: str = ""
    items: tuple[str, ...] = ()
    until: int = 0
    master: str = ""
    used: int = 0  # the game turn it was used, 0 while unused


def limit_said(doc: Document) -> Message | str:
    """A safe-conduct's limit as a message: 'session 2', 'turns 3, 4 of session 2', or ''."""
    if not doc.limited:
        return ""
    if not doc.turns:
        return WORDS.phrase("session {session}", session=doc.session)
    return WORDS.phrase_n("turn {turns} of session {session}",
                          "turns {turns} of session {session}", len(doc.turns),
                          turns=", ".join(str(t) for t in doc.turns), session=doc.session)


def limit_text(doc: Document) -> str:
    """A safe-conduct's limit in English words (`limit_said`)."""
    return str(limit_said(doc))


class AccordStatus(Enum):
    PROPOSED = "proposed"
    SIGNED = "signed"  # every faction's diplomats signed it: it awaits their authorities
    RATIFIED = "ratified"
    REFUSED = "refused"
    ENDED = "ended"


@dataclass(slots=True)
class GrandAccord:
    """A grand accord (Grand Accord): its factions, clauses, text and who has accepted
    it."""

    code: str
    name: str
    proposer: str  # faction key
    factions: tuple[str, ...]  # every faction concerned, the proposer's included
    text: str = ""
    accepted: tuple[str, ...] = ()
    status: AccordStatus = AccordStatus.PROPOSED
    clauses: tuple[Clause, ...] = ALL_CLAUSES  # what it binds its factions to
    ratified: tuple[str, ...] = ()
    """The factions whose authorities accepted it (the organiser's act `ratify`): it is
    ratified once every faction's diplomats signed it and every faction's authorities
    accepted it ("doit être accepté par les autorités de chaque faction concernée")."""


@dataclass(slots=True)
class Annotation:
    """A cartographer's note on a hex: private to `seat` until revealed."""

    code: str
    seat: str
    hex_label: str
    title: str
    text: str = ""
    revealed: bool = False  # public until the end of the session it was revealed in
    with_text: bool = False  # revealed with its description
