"""Reading the seat's own lines about papers: diplomacy, annotations and loyalty.

These lines are written before any unit, like the reserve orders. Stage one (syntax)
only; the diplomacy modules check them against the state. English or French verbs:

    safe-conduct to SEAT for unit CODE|faction KEY|bearer [session|turns N,M]
                                           sauf-conduit (diplomat)
    mercenary-contract to SEAT kind TYPE [items KEY,KEY] [until TURN]
                                           contrat-mercenariat (diplomat)
    master-contract to SEAT master CODE    contrat-maitre-arme (diplomat)
    hire DOC at HEX [DIRECTION]            engager: deploy under a mercenary contract
    present DOC                            présenter: a weapon-master contract
    accord propose NAME with KEY[,KEY…] [clauses CLAUSE[,CLAUSE…]] [: TEXT]
                                           grand accord (diplomat); a clause is
                                           passage, non-aggression or alliance
    accord accept|refuse|leave CODE
    reveal CODE [full]                     révéler an annotation (cartographer)
    secede KEY NAME PREFIX                 faire-sécession: found a daughter faction
    join KEY                               rejoindre a daughter faction

Every syntax error is an OrderSyntaxError naming the line. A paper order is written back
as its line's words by `papers_written.py`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.hexgrid import Direction, DirectionError, Hex, LabelError
from hexterm.engine.messages import Message
from hexterm.engine.orderfile import ActionText
from hexterm.engine.planisphere.bonds import ALL_CLAUSES, Clause, read_clauses
from hexterm.engine.planisphere.words import WORDS, verb_word

SAFE_CONDUCT = "safe-conduct"
MERCENARY = "mercenary-contract"
MASTER = "master-contract"
HIRE = "hire"
PRESENT = "present"
ACCORD = "accord"
REVEAL = "reveal"
SECEDE = "secede"
JOIN = "join"

PAPER_VERBS: dict[str, str] = {
    "safe-conduct": SAFE_CONDUCT, "sauf-conduit": SAFE_CONDUCT,
    "mercenary-contract": MERCENARY, "contrat-mercenariat": MERCENARY,
    "contrat-de-mercenariat": MERCENARY,
    "master-contract": MASTER, "contrat-maitre-arme": MASTER, "contrat-maître-arme": MASTER,
    "contrat-maitre-d-arme": MASTER, "contrat-maître-d-arme": MASTER,
    "hire": HIRE, "engager": HIRE,
    "present": PRESENT, "présenter": PRESENT, "presenter": PRESENT,
    "accord": ACCORD, "grand-accord": ACCORD,
    "reveal": REVEAL, "révéler": REVEAL, "reveler": REVEAL,
    "secede": SECEDE, "faire-secession": SECEDE, "faire-sécession": SECEDE,
    "secession": SECEDE, "sécession": SECEDE,
    "join": JOIN, "rejoindre": JOIN,
}
"""Written verb (English or French) -> the canonical verb."""

DIPLOMAT_VERBS = frozenset({SAFE_CONDUCT, MERCENARY, MASTER, ACCORD})
ISSUING_VERBS = frozenset({SAFE_CONDUCT, MERCENARY, MASTER})

SCOPES = {"unit": "unit", "unité": "unit", "unite": "unit", "faction": "faction",
          "bearer": "bearer", "porteur": "bearer", "au-porteur": "bearer"}
ACCORD_ACTIONS = {"propose": "propose", "proposer": "propose", "accept": "accept",
                  "accepter": "accept", "refuse": "refuse", "refuser": "refuse",
                  "leave": "leave", "quitter": "leave"}
_TO = frozenset({"to", "à", "a", "pour"})
_FOR = frozenset({"for", "pour"})
_AT = frozenset({"at", "à", "a", "on", "sur"})
_WITH = frozenset({"with", "avec"})
_CLAUSES = frozenset({"clauses"})
_SESSION = frozenset({"session"})
_TURNS = frozenset({"turns", "turn", "tours", "tour"})
_KIND = frozenset({"kind", "type"})
_ITEMS = frozenset({"items", "item", "objets", "objet", "equipment", "équipement",
                    "equipement"})
_UNTIL = frozenset({"until", "jusqu-à", "jusqu-a", "jusqua", "jusqu'à", "jusqu'a"})
_MASTER = frozenset({"master", "maître", "maitre", "maître-d-arme", "maitre-d-arme"})
_FULL = frozenset({"full", "complet", "complete", "complète", "description"})
KEY = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
PREFIX = re.compile(r"^[A-Z]{1,6}$")
MAX_TURN = 10_000


@dataclass(frozen=True, slots=True)
class PaperOrder:
    """One seat line about papers: its canonical verb, its line, and its fields.

    Only the fields of its verb are filled in: `holder` (the seat a document is given
    to), `scope`, `subject`, `limit` ('', 'session' or 'turns') and `turns` of a
    safe-conduct; `kind`, `items`, `until` of a mercenary contract; `master` of a master
    contract; `doc`, `place`, `direction` of a hire; `doc` of present, reveal and the
    accord actions (`action`: propose, accept, refuse, leave); `name`, `factions`,
    `clauses` (all three when none is written) and `text` of a proposal; `full` of a
    reveal; `faction` (KEY), `name` and `prefix` of a secession, `faction` of a join.
    """

    verb: str
    line: int = 0
    holder: str = ""
    scope: str = ""
    subject: str = ""
    limit: str = ""
    turns: tuple[int, ...] = ()
    kind: str = ""
    items: tuple[str, ...] = ()
    until: int = 0
    master: str = ""
    doc: str = ""
    place: Hex | None = None
    direction: Direction | None = None
    action: str = ""
    name: str = ""
    factions: tuple[str, ...] = ()
    clauses: tuple[Clause, ...] = ALL_CLAUSES
    text: str = ""
    full: bool = False
    faction: str = ""
    prefix: str = ""


def _fail(verb: str, message: str | Message, line: int) -> OrderSyntaxError:
    return OrderSyntaxError(WORDS.phrase("{verb}: {message}", verb=verb_word(verb),
                                         message=message),
                            line=line)


def _list(words: Sequence[str]) -> list[str]:
    """Words written 'A,B', 'A, B' or 'A B', as one list without empty parts."""
    return [part for word in words for part in word.split(",") if part]


def _number(word: str, verb: str, what: str, line: int) -> int:
    if not word.isdigit() or not 0 < int(word) <= MAX_TURN:
        raise _fail(verb, WORDS.phrase("{what} must be a whole number from 1 to {max_turn}, not "
                                       "{word!r}", what=what, max_turn=MAX_TURN, word=word),
                    line)
    return int(word)


def _key(word: str, verb: str, line: int) -> str:
    key = word.lower()
    if not KEY.match(key):
        raise _fail(verb, WORDS.phrase("{word!r} is not a faction key (lower-case letters, "
                                       "digits, '-' and '_')", word=word), line)
    return key


def _holder(words: list[str], verb: str, example: Message, line: int) -> tuple[str, list[str]]:
    if len(words) < 2 or words[0].lower() not in _TO:
        raise _fail(verb, WORDS.phrase("name the seat it is given to, like '{example}'",
                                       example=example), line)
    return words[1].lower(), words[2:]


def _safe_conduct(words: list[str], line: int) -> PaperOrder:
    example = WORDS.phrase("safe-conduct to bob for unit LIB3")
    holder, rest = _holder(words, SAFE_CONDUCT, example, line)
    if len(rest) < 2 or rest[0].lower() not in _FOR or rest[1].lower() not in SCOPES:
        raise _fail(SAFE_CONDUCT, WORDS.phrase("say whom it covers: 'for unit CODE', 'for "
                                               "faction KEY' or 'for bearer'"), line)
    scope = SCOPES[rest[1].lower()]
    rest = rest[2:]
    subject = ""
    if scope != "bearer":
        if not rest:
            raise _fail(SAFE_CONDUCT, WORDS.phrase("'for {scope}' must name the {scope}",
                                                   scope=scope), line)
        subject = rest[0].upper() if scope == "unit" else _key(rest[0], SAFE_CONDUCT, line)
        rest = rest[1:]
    limit = ""
    turns: tuple[int, ...] = ()
    if rest and rest[0].lower() in _SESSION and len(rest) == 1:
        limit = "session"
    elif rest and rest[0].lower() in _TURNS:
        numbers = _list(rest[1:])
        if not numbers:
            raise _fail(SAFE_CONDUCT, WORDS.phrase("'turns' must list turn numbers, like 'turns "
                                                   "3,4'"), line)
        turns = tuple(sorted({_number(n, SAFE_CONDUCT, "a turn", line) for n in numbers}))
        limit = "turns"
    elif rest:
        raise _fail(SAFE_CONDUCT, WORDS.phrase("{names!r} is not a limit; write 'session' or "
                                               "'turns N,M' (or nothing: no limit)",
                                               names=' '.join(rest)), line)
    return PaperOrder(SAFE_CONDUCT, line, holder=holder, scope=scope, subject=subject,
                      limit=limit, turns=turns)


def _mercenary(words: list[str], line: int) -> PaperOrder:
    example = WORDS.phrase("mercenary-contract to bob kind condottiere")
    holder, rest = _holder(words, MERCENARY, example, line)
    if len(rest) < 2 or rest[0].lower() not in _KIND:
        raise _fail(MERCENARY, WORDS.phrase("name the unit type lent, like '{example}'",
                                            example=example), line)
    kind, rest = rest[1].lower(), rest[2:]
    items: tuple[str, ...] = ()
    until = 0
    while rest:
        word = rest[0].lower()
        if word in _UNTIL and len(rest) >= 2 and not until:
            until = _number(rest[1], MERCENARY, "'until'", line)
            rest = rest[2:]
        elif word in _ITEMS and not items:
            end = next((i for i, w in enumerate(rest[1:], 1) if w.lower() in _UNTIL),
                       len(rest))
            items = tuple(k.lower() for k in _list(rest[1:end]))
            if not items:
                raise _fail(MERCENARY, WORDS.phrase("'items' must name item keys, like 'items "
                                                    "lance'"),
                            line)
            rest = rest[end:]
        else:
            raise _fail(MERCENARY, WORDS.phrase("{rest!r} is out of place; write '{example} "
                                                "[items KEY,KEY] [until TURN]'", rest=rest[0],
                                                example=example), line)
    return PaperOrder(MERCENARY, line, holder=holder, kind=kind, items=items, until=until)


def _master(words: list[str], line: int) -> PaperOrder:
    example = WORDS.phrase("master-contract to bob master M1")
    holder, rest = _holder(words, MASTER, example, line)
    if len(rest) != 2 or rest[0].lower() not in _MASTER:
        raise _fail(MASTER, WORDS.phrase("name one weapon master, like '{example}'",
                                         example=example), line)
    return PaperOrder(MASTER, line, holder=holder, master=rest[1].upper())


def _hire(words: list[str], line: int) -> PaperOrder:
    example = WORDS.phrase("hire D2 at B02 S")
    rest = [w for w in words if w.lower() not in _AT]
    if len(rest) not in (2, 3):
        raise _fail(HIRE, WORDS.phrase("name the contract and your node's hex, like '{example}'",
                                       example=example), line)
    try:
        place = Hex.parse(rest[1])
        direction = Direction.parse(rest[2]) if len(rest) == 3 else None
    except (LabelError, DirectionError) as exc:
        raise _fail(HIRE, str(exc), line) from None
    return PaperOrder(HIRE, line, doc=rest[0].upper(), place=place, direction=direction)


def _accord(words: list[str], line: int) -> PaperOrder:
    action = ACCORD_ACTIONS.get(words[0].lower()) if words else None
    if action is None:
        raise _fail(ACCORD, WORDS.phrase("write 'accord propose NAME with KEY[,KEY] [clauses "
                                         "CLAUSE[,CLAUSE]] [: TEXT]' or 'accord "
                                         "accept|refuse|leave CODE'"), line)
    if action != "propose":
        if len(words) != 2:
            raise _fail(ACCORD, WORDS.phrase("'accord {action}' names one accord, like 'accord "
                                             "{action} A2'", action=action),
                        line)
        return PaperOrder(ACCORD, line, action=action, doc=words[1].upper())
    head, colon, text = " ".join(words[1:]).partition(":")
    parts = head.split()
    at = next((i for i, w in enumerate(parts) if w.lower() in _WITH), None)
    if at is None or at == 0 or at == len(parts) - 1:
        raise _fail(ACCORD, WORDS.phrase("write 'accord propose NAME with KEY[,KEY] [clauses "
                                         "CLAUSE[,CLAUSE]] [: TEXT]', like 'accord propose "
                                         "Paix-du-Nord with liberia clauses non-aggression'"), line)
    rest = parts[at + 1:]
    cut = next((i for i, w in enumerate(rest) if w.lower() in _CLAUSES), len(rest))
    keys = tuple(_key(k, ACCORD, line) for k in _list(rest[:cut]))
    if not keys:
        raise _fail(ACCORD, WORDS.phrase("name the factions after 'with', like 'with liberia'"),
                            line)
    if len(set(keys)) < len(keys):
        raise _fail(ACCORD, WORDS.phrase("a faction is named twice"), line)
    clauses = ALL_CLAUSES
    if cut < len(rest):
        clauses, wrong = read_clauses(_list(rest[cut + 1:]))
        if wrong or not clauses:
            what = (WORDS.phrase("{word!r} is no clause", word=wrong) if wrong else
                    WORDS.phrase("'clauses' names none"))
            raise _fail(ACCORD, WORDS.phrase("{what}: write 'clauses' and one or more of "
                                             "passage, non-aggression, alliance", what=what), line)
    return PaperOrder(ACCORD, line, action=action, name=" ".join(parts[:at]),
                      factions=keys, clauses=clauses,
                      text=" ".join(text.split()) if colon else "")


def _reveal(words: list[str], line: int) -> PaperOrder:
    if not words or len(words) > 2 or (len(words) == 2 and words[1].lower() not in _FULL):
        raise _fail(REVEAL, WORDS.phrase("write 'reveal CODE' (1 DA) or 'reveal CODE full' (with "
                                         "its description, 1 DO)"), line)
    return PaperOrder(REVEAL, line, doc=words[0].upper(), full=len(words) == 2)


def _secede(words: list[str], line: int) -> PaperOrder:
    if len(words) < 3:
        raise _fail(SECEDE, WORDS.phrase("write 'secede KEY NAME PREFIX', like 'secede "
                                         "glaces-libres Glaces Libres GLL'"), line)
    prefix = words[-1].upper()
    if not PREFIX.match(prefix):
        raise _fail(SECEDE, WORDS.phrase("the unit code prefix {words!r} must be 1 to 6 letters",
                                         words=words[-1]), line)
    return PaperOrder(SECEDE, line, faction=_key(words[0], SECEDE, line),
                      name=" ".join(words[1:-1]), prefix=prefix)


def _join(words: list[str], line: int) -> PaperOrder:
    if len(words) != 1:
        raise _fail(JOIN, WORDS.phrase("name one faction, like 'join glaces-libres'"), line)
    return PaperOrder(JOIN, line, faction=_key(words[0], JOIN, line))


def _present(words: list[str], line: int) -> PaperOrder:
    if len(words) != 1:
        raise _fail(PRESENT, WORDS.phrase("name one contract, like 'present D4'"), line)
    return PaperOrder(PRESENT, line, doc=words[0].upper())


_PARSERS = {SAFE_CONDUCT: _safe_conduct, MERCENARY: _mercenary, MASTER: _master,
            HIRE: _hire, PRESENT: _present, ACCORD: _accord, REVEAL: _reveal,
            SECEDE: _secede, JOIN: _join}


def parse_paper_order(text: ActionText) -> PaperOrder | None:
    """The paper order written on `text`, or None when its verb is not a paper verb."""
    verb = PAPER_VERBS.get(text.verb)
    if verb is None:
        return None
    return _PARSERS[verb](list(text.args), text.line)
