"""Planisphère orders: the paper order form (Modèle d'Ordre) as data, read and checked.

One order per unit per turn, at most two different actions, each once; a unit without
an order defends (Défendre). Reading is two-stage: `parse_orders` turns the orders file
into `Orders` (OrderSyntaxError naming the line), `verify_orders` checks them against
the state (IllegalOrderError naming the unit and the field). Verbs may be written in
English or French.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.hexgrid import Direction, DirectionError, Hex, LabelError
from hexterm.engine.messages import Listing, message_of
from hexterm.engine.orderfile import ActionText, Section, format_sections, parse_sections
from hexterm.engine.planisphere.orders.actions import ALIASES as ALIASES
from hexterm.engine.planisphere.orders.actions import Action as Action
from hexterm.engine.planisphere.orders.actions import Verb as Verb
from hexterm.engine.planisphere.orders.goods import (
    GOODS_VERBS,
    goods_words,
    parse_goods_action,
    split_papers,
)
from hexterm.engine.planisphere.orders.papers import PaperOrder, parse_paper_order
from hexterm.engine.planisphere.orders.papers_written import paper_words
from hexterm.engine.planisphere.words import WORDS, verb_word

MAX_ACTIONS = 2
MAX_SEQUENCE = 12


TO_DEATH = frozenset({"to-death", "à-mort", "a-mort", "amort"})
SCORES = {
    "combat": "combat", "defence": "defence", "défense": "defence", "defense": "defence",
    "recon": "recon", "reconnaissance": "recon", "equipment": "equipment",
    "équipement": "equipment", "equipement": "equipment", "inventory": "inventory",
    "inventaire": "inventory", "recruits": "recruits", "recrues": "recruits",
}


@dataclass(frozen=True, slots=True)
class UnitOrder:
    """The order of one unit: its code and one or two actions."""

    unit: str
    actions: tuple[Action, ...]
    line: int = 0

    def action(self, verb: Verb) -> Action | None:
        return next((a for a in self.actions if a.verb is verb), None)


class ReserveVerb(Enum):
    """What a commander asks of the faction's reserve (the lines before any unit)."""

    CONVERT = "convert"
    SACRIFICE = "sacrifice"
    TRAIN = "train"


RESERVE_ALIASES: dict[str, ReserveVerb] = {
    "convert": ReserveVerb.CONVERT, "convertir": ReserveVerb.CONVERT,
    "sacrifice": ReserveVerb.SACRIFICE, "sacrifier": ReserveVerb.SACRIFICE,
    "train": ReserveVerb.TRAIN, "former": ReserveVerb.TRAIN,
}


@dataclass(frozen=True, slots=True)
class ReserveOrder:
    """Convert recruits into a catalogue card, sacrifice a card to a weapon master, or
    train a card with weapon masters into a new catalogue entry."""

    verb: ReserveVerb
    line: int = 0
    kind: str = ""  # convert: the catalogue entry; train: the new entry's key
    card: str = ""  # sacrifice, train: the reserve card used
    lessons: tuple[tuple[str, str], ...] = ()  # train: (master code, what it teaches)


@dataclass(frozen=True, slots=True)
class Orders:
    """All the orders of one seat for one turn."""

    units: tuple[UnitOrder, ...] = ()
    reserve: tuple[ReserveOrder, ...] = ()
    papers: tuple[PaperOrder, ...] = ()

    def of(self, code: str) -> UnitOrder | None:
        return next((o for o in self.units if o.unit == code), None)


def _directions(words: Sequence[str], line: int, field: str) -> tuple[Direction, ...]:
    out = []
    for word in words:
        for part in word.strip("[],").split(","):
            if part:
                try:
                    out.append(Direction.parse(part))
                except DirectionError as exc:
                    raise OrderSyntaxError(WORDS.phrase("{field}: {exc}", field=verb_word(field),
                                                        exc=message_of(exc)), line=line) from None
    return tuple(out)


def _place(word: str, line: int, field: str) -> Hex:
    try:
        return Hex.parse(word)
    except LabelError as exc:
        raise OrderSyntaxError(WORDS.phrase("{field}: {exc}", field=verb_word(field),
                                            exc=message_of(exc)),
                               line=line) from None


def _score(word: str, line: int, field: str) -> str:
    try:
        return SCORES[word.lower()]
    except KeyError:
        known = ", ".join(sorted(set(SCORES.values())))
        raise OrderSyntaxError(WORDS.phrase("{field}: {word!r} is not a score ({known})",
                                            field=verb_word(field), word=word, known=known),
                               line=line) from None


def parse_action(text: ActionText) -> Action:
    """One action from its written words (a trailing 'with D3 …' attaches documents)."""
    verb = ALIASES.get(text.verb)
    line = text.line
    if verb is None:
        known = Listing(tuple(verb_word(v.value) for v in Verb))
        raise OrderSyntaxError(WORDS.phrase("{verb!r} is not an action (actions: {known})",
                                            verb=text.verb, known=known), line=line)
    words, papers = split_papers(text.args, line)
    action = _parse_action(verb, words, line)
    return replace(action, papers=papers) if papers else action


def _parse_action(verb: Verb, given: Sequence[str], line: int) -> Action:
    if verb in GOODS_VERBS:
        return parse_goods_action(verb, given, line)
    args = [a for a in given if a.lower() not in TO_DEATH]
    to_death = len(args) != len(given)
    if to_death and verb not in (Verb.ATTACK, Verb.DEFEND):
        raise OrderSyntaxError(WORDS.phrase("only attack and defend can be 'to-death', not {verb}",
                                            verb=verb_word(verb.value)),
                               line=line)
    if verb is Verb.DEPLOY:
        words = [a for a in args if a.lower() not in ("at", "à", "a", "on", "sur")]
        if not words:
            raise OrderSyntaxError(WORDS.phrase("deploy: name the node's hex, like 'deploy at "
                                                "D02 N'"),
                                   line=line)
        place = _place(words[0], line, "deploy")
        sides = _directions(words[1:], line, "deploy")
        if len(sides) > 1:
            raise OrderSyntaxError(WORDS.phrase("deploy: give at most one direction"), line=line)
        return Action(verb, line, sides, place)
    if verb is Verb.MOVE:
        path = _directions(args, line, "move")
        if not path:
            raise OrderSyntaxError(WORDS.phrase("move: give a sequence of directions, like 'move "
                                                "NW N'"),
                                   line=line)
        if len(path) > MAX_SEQUENCE:
            raise OrderSyntaxError(WORDS.phrase("move: the sequence has {n} steps; at most "
                                                "{max_sequence}", n=len(path),
                                                max_sequence=MAX_SEQUENCE), line=line)
        return Action(verb, line, path)
    if verb is Verb.ATTACK:
        if len(args) != 1:
            raise OrderSyntaxError(WORDS.phrase("attack: name one target unit, like 'attack LIB4'"),
                                   line=line)
        return Action(verb, line, target=args[0].upper(), to_death=to_death)
    if verb is Verb.RECON:
        return Action(verb, line, _directions(args, line, "recon"))
    if verb is Verb.BUILD and len(args) > 1:
        raise OrderSyntaxError(WORDS.phrase("build: a unit builds on its own hex; write 'build' "
                                            "(a camp) or 'build SCORE' (on your node)"), line=line)
    if verb in (Verb.BUILD, Verb.SAP):
        score = _score(args[-1], line, verb.value) if args else ""
        spot: Hex | None = _place(args[0], line, verb.value) if len(args) == 2 else None
        if len(args) > 2 or (verb is Verb.SAP and not score):
            raise OrderSyntaxError(WORDS.phrase("{verb}: write '{verb} [HEX] SCORE'",
                                                verb=verb_word(verb.value)), line=line)
        return Action(verb, line, place=spot, score=score)
    if args:
        raise OrderSyntaxError(WORDS.phrase("{verb} takes no words, not {names!r}",
                                            verb=verb_word(verb.value), names=' '.join(args)),
                                                line=line)
    return Action(verb, line, to_death=to_death)


_KEY = re.compile(r"^[a-z0-9][a-z0-9_-]*$")


def parse_reserve_order(text: ActionText) -> ReserveOrder:
    """One line written before any unit: convert, sacrifice or train."""
    verb = RESERVE_ALIASES.get(text.verb)
    line, args = text.line, text.args
    if verb is None:
        known = Listing(tuple(verb_word(v.value) for v in ReserveVerb))
        raise OrderSyntaxError(WORDS.phrase("{verb!r} is not a reserve order ({known}); unit "
                                            "orders go under a 'unit CODE' line", verb=text.verb,
                                            known=known), line=line)
    if verb is ReserveVerb.CONVERT:
        if len(args) != 1:
            raise OrderSyntaxError(WORDS.phrase("convert: name one catalogue entry, like "
                                                "'convert cavalerie'"), line=line)
        return ReserveOrder(verb, line, kind=args[0].lower())
    if verb is ReserveVerb.SACRIFICE:
        if len(args) != 1:
            raise OrderSyntaxError(WORDS.phrase("sacrifice: name one reserve card, like "
                                                "'sacrifice GLA5'"),
                                   line=line)
        return ReserveOrder(verb, line, card=args[0].upper())
    words = [a for a in args if a.lower() not in ("as", "en", "with", "avec")]
    if len(words) < 3:
        raise OrderSyntaxError(WORDS.phrase("train: write 'train CARD as NEW-KEY with "
                                            "MASTER:WHAT ...', like 'train GLA3 as cavalerie-est "
                                            "with GLA5:combat'"), line=line)
    key = words[1].lower()
    if not _KEY.match(key) or len(key) > 40:
        raise OrderSyntaxError(WORDS.phrase("train: {words!r} is not a catalogue key (lower-case "
                                            "letters, digits and '-')", words=words[1]), line=line)
    lessons = []
    for word in words[2:]:
        master, sep, what = word.partition(":")
        if not sep or not master or not what:
            raise OrderSyntaxError(WORDS.phrase("train: {word!r} should be MASTER:WHAT, like "
                                                "GLA5:combat", word=word),
                                   line=line)
        lessons.append((master.upper(), what.lower()))
    return ReserveOrder(verb, line, kind=key, card=words[0].upper(), lessons=tuple(lessons))


def parse_orders(text: str) -> Orders:
    """The orders written in `text` (stage one: syntax only)."""
    units = []
    reserve: list[ReserveOrder] = []
    papers: list[PaperOrder] = []
    for section in parse_sections(text):
        if section.subject is None:
            for line in section.actions:
                paper = parse_paper_order(line)
                if paper is not None:
                    papers.append(paper)
                else:
                    reserve.append(parse_reserve_order(line))
            continue
        actions = [parse_action(a) for a in section.actions]
        verbs = [a.verb for a in actions]
        for verb in verbs:
            if verbs.count(verb) > 1:
                raise OrderSyntaxError(WORDS.phrase("unit {subject}: {verb} appears twice; an "
                                                    "action is done once a turn",
                                                    subject=section.subject,
                                                        verb=verb_word(verb.value)),
                                       line=section.line)
        if Verb.LOAD in verbs and Verb.UNLOAD in verbs:
            raise OrderSyntaxError(WORDS.phrase("unit {subject}: a unit cannot load and unload "
                                                "in one turn; choose one",
                                                subject=section.subject), line=section.line)
        if len(actions) > MAX_ACTIONS:
            raise OrderSyntaxError(WORDS.phrase("unit {subject}: {n} actions; an order holds at "
                                                "most {max_actions}", subject=section.subject,
                                                n=len(actions), max_actions=MAX_ACTIONS),
                                   line=section.line)
        units.append(UnitOrder(section.subject.upper(), tuple(actions), section.line))
    return Orders(tuple(units), tuple(reserve), tuple(papers))


def _words(action: Action) -> tuple[str, ...]:
    if action.verb is Verb.DEPLOY:
        assert action.place is not None
        return ("at", action.place.label, *(d.name for d in action.directions))
    words: list[str] = [d.name for d in action.directions]
    if action.verb in GOODS_VERBS:
        words = goods_words(action)
    if action.target:
        words.append(action.target)
    if action.place is not None and action.verb not in GOODS_VERBS:
        words.append(action.place.label)
    if action.score:
        words.append(action.score)
    if action.to_death:
        words.append("to-death")
    if action.papers:
        words.extend(("with", *action.papers))
    return tuple(words)


def action_text(action: Action) -> str:
    """One action as the orders file writes it, like ``move NW N`` or ``attack LIB4``."""
    return " ".join((action.verb.value, *_words(action)))


def _reserve_words(order: ReserveOrder) -> tuple[str, ...]:
    if order.verb is ReserveVerb.CONVERT:
        return (order.kind,)
    if order.verb is ReserveVerb.SACRIFICE:
        return (order.card,)
    return (order.card, "as", order.kind, "with", *(f"{m}:{w}" for m, w in order.lessons))


def format_orders(orders: Orders) -> str:
    """The canonical text of `orders`: the reserve orders first, then the units'."""
    sections = [
        Section(o.unit, tuple(ActionText(a.verb.value, _words(a), 0) for a in o.actions), 0)
        for o in orders.units
    ]
    if orders.reserve or orders.papers:
        lines = [ActionText(r.verb.value, _reserve_words(r), 0) for r in orders.reserve]
        lines += [ActionText(p.verb, paper_words(p), 0) for p in orders.papers]
        sections.insert(0, Section(None, tuple(lines), 0))
    return format_sections(sections)
