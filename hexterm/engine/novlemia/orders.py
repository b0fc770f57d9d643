"""Novlémia orders: a nation's actions and free lines for one turn, read and written.

Every line is a seat line of the generic orders file (hexterm/engine/orderfile.py); a
nation has no units. Up to three actions (move, explore, prospect, colonise, repeats
allowed) in the order they are played, and free lines: market purchases, trades with
another nation, consents and resource names. Verbs are English or French:

    explore D02 E02          # explorer: every unexplored neighbour, these first
    move D02                 # déplacer / aller: one step, to a label or a direction (NE)
    prospect                 # prospecter
    colonise Jörnvik         # coloniser / fonder: found a city named Jörnvik here
    buy 1E for 2M            # acheter 1E contre 1M+1A
    trade bob give 1A take 1E    # échanger bob donne 1A reçoit 1E
    allow bob                # autoriser: bob's explorer may enter our cells; forbid / interdire
    name E02 champ pétrolier offshore    # nommer: our name for E02's resource

This module reads the syntax only (OrderSyntaxError naming the line); `legality` checks
the orders against the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.hexgrid import Direction, DirectionError, Hex, LabelError
from hexterm.engine.messages import Listing, Message, message_of
from hexterm.engine.novlemia.tables import NOTHING, Goods, Resource, parse_goods
from hexterm.engine.novlemia.words import KEYWORDS, VERBS, WORDS
from hexterm.engine.orderfile import ActionText, parse_sections

MAX_NAME = 60


class Verb(Enum):
    MOVE = "move"
    EXPLORE = "explore"
    PROSPECT = "prospect"
    COLONISE = "colonise"
    BUY = "buy"
    TRADE = "trade"
    ALLOW = "allow"
    FORBID = "forbid"
    NAME = "name"

    @property
    def is_action(self) -> bool:
        """Whether the line is one of the turn's actions (commerce and the rest are free)."""
        return self in ACTIONS


ACTIONS = frozenset({Verb.MOVE, Verb.EXPLORE, Verb.PROSPECT, Verb.COLONISE})
ALIASES: dict[str, Verb] = {
    "move": Verb.MOVE, "déplacer": Verb.MOVE, "deplacer": Verb.MOVE, "aller": Verb.MOVE,
    "explore": Verb.EXPLORE, "explorer": Verb.EXPLORE,
    "prospect": Verb.PROSPECT, "prospecter": Verb.PROSPECT,
    "colonise": Verb.COLONISE, "colonize": Verb.COLONISE, "coloniser": Verb.COLONISE,
    "fonder": Verb.COLONISE, "found": Verb.COLONISE,
    "buy": Verb.BUY, "acheter": Verb.BUY,
    "trade": Verb.TRADE, "échanger": Verb.TRADE, "echanger": Verb.TRADE,
    "allow": Verb.ALLOW, "autoriser": Verb.ALLOW,
    "forbid": Verb.FORBID, "interdire": Verb.FORBID,
    "name": Verb.NAME, "nommer": Verb.NAME,
}
_FOR = frozenset({"for", "contre", "with", "avec"})
_GIVE = frozenset({"give", "donne", "donner"})
_TAKE = frozenset({"take", "reçoit", "recoit", "recevoir", "prend", "prendre"})
_WITHIN = {"for": _FOR, "give": _GIVE, "take": _TAKE}

Target = Hex | Direction
"""Where a move goes, or which cell an exploration takes first: a label or a direction."""


@dataclass(frozen=True, slots=True)
class Line:
    """One line of orders; the fields its verb uses are set, the others keep defaults."""

    verb: Verb
    line: int = field(default=0, compare=False)
    targets: tuple[Target, ...] = ()  # move: one; explore: the cells to take first
    text: str = ""  # colonise: the city's name; name: the resource's name
    cell: Hex | None = None  # name: the cell
    who: str = ""  # trade, allow, forbid: a seat name or nation key (lower case)
    give: Goods = NOTHING  # buy, trade: what the nation gives
    take: Goods = NOTHING  # buy, trade: what it receives


@dataclass(frozen=True, slots=True)
class Orders:
    """All the lines of one nation for one turn, in the order written."""

    lines: tuple[Line, ...] = ()

    @property
    def actions(self) -> list[Line]:
        return [line for line in self.lines if line.verb.is_action]


def _target(word: str, line: int, verb: Message) -> Target:
    try:
        return Hex.parse(word)
    except LabelError:
        pass
    try:
        return Direction.parse(word)
    except DirectionError:
        raise OrderSyntaxError(WORDS.phrase(
            "{verb}: {word!r} is neither a cell (like D02) nor a direction (N, NE, SE, S, "
            "SW/SO, NW/NO)", verb=verb, word=word), line=line) from None


def _name(words: tuple[str, ...], line: int, what: Message) -> str:
    text = " ".join(words).strip()
    if len(text) >= 2 and text[0] == text[-1] == '"':
        text = text[1:-1].strip()
    if not text:
        raise OrderSyntaxError(WORDS.phrase("{what} is missing", what=what), line=line)
    if len(text) > MAX_NAME:
        raise OrderSyntaxError(WORDS.phrase("{what} is {n} characters long; at most {hi}",
                                            what=what, n=len(text), hi=MAX_NAME), line=line)
    if '"' in text:
        raise OrderSyntaxError(WORDS.phrase("{what} may not hold a double quote", what=what),
                               line=line)
    return text


def _goods(words: list[str], line: int, what: Message) -> Goods:
    try:
        return parse_goods("+".join(words))
    except ValueError as exc:
        raise OrderSyntaxError(WORDS.phrase("{what}: {said}", what=what, said=message_of(exc)),
                               line=line) from None


def _buy(args: tuple[str, ...], line: int) -> Line:
    cut = next((i for i, w in enumerate(args) if w.lower() in _FOR), None)
    if cut is None or cut == 0 or cut == len(args) - 1:
        raise OrderSyntaxError(WORDS.phrase("buy: write what you buy and what you pay, like "
                                            "'buy 1E for 2M'"), line=line)
    take = _goods(list(args[:cut]), line, WORDS.phrase("buy"))
    give = _goods(list(args[cut + 1:]), line, WORDS.phrase("buy: the price"))
    return Line(Verb.BUY, line, take=take, give=give)


def _trade(args: tuple[str, ...], line: int) -> Line:
    lowered = [w.lower() for w in args]
    gives = [i for i, w in enumerate(lowered) if w in _GIVE]
    takes = [i for i, w in enumerate(lowered) if w in _TAKE]
    if len(args) < 5 or len(gives) != 1 or len(takes) != 1 or gives[0] != 1 or \
            takes[0] < 3:
        raise OrderSyntaxError(WORDS.phrase("trade: write the partner then what you give and "
                                            "take, like 'trade bob give 1A take 1E'"),
                               line=line)
    give = _goods(list(args[2:takes[0]]), line, WORDS.phrase("trade: what you give"))
    take = _goods(list(args[takes[0] + 1:]), line, WORDS.phrase("trade: what you take"))
    return Line(Verb.TRADE, line, who=args[0].lower(), give=give, take=take)


def parse_line(action: ActionText) -> Line:
    """One line of orders (OrderSyntaxError naming the line when it cannot be read)."""
    verb = ALIASES.get(action.verb)
    n, args = action.line, action.args
    if verb is None:
        raise OrderSyntaxError(WORDS.phrase("{verb!r} is not a Novlémia order ({known})",
                                            verb=action.verb,
                                            known=Listing(tuple(VERBS.values()))), line=n)
    if verb is Verb.MOVE:
        if len(args) != 1:
            raise OrderSyntaxError(
                WORDS.phrase("move takes one cell or direction (one step a move)"), line=n)
        return Line(verb, n, targets=(_target(args[0], n, VERBS["move"]),))
    if verb is Verb.EXPLORE:
        return Line(verb, n, targets=tuple(_target(w, n, VERBS["explore"]) for w in args))
    if verb is Verb.PROSPECT:
        if args:
            raise OrderSyntaxError(WORDS.phrase(
                "prospect takes no words: it prospects the explorer's cell and the nation's "
                "cells around it"), line=n)
        return Line(verb, n)
    if verb is Verb.COLONISE:
        return Line(verb, n, text=_name(args, n, WORDS.phrase("the city's name")))
    if verb is Verb.BUY:
        return _buy(args, n)
    if verb is Verb.TRADE:
        return _trade(args, n)
    if verb is Verb.NAME:
        if not args:
            raise OrderSyntaxError(WORDS.phrase("name takes a cell and the resource's name"),
                                   line=n)
        try:
            cell = Hex.parse(args[0])
        except LabelError as exc:
            raise OrderSyntaxError(WORDS.phrase("name: {said}", said=message_of(exc)),
                                   line=n) from None
        return Line(verb, n, cell=cell,
                    text=_name(args[1:], n, WORDS.phrase("the resource's name")))
    if len(args) != 1:
        raise OrderSyntaxError(WORDS.phrase("{verb} takes one seat or nation",
                                            verb=VERBS[verb.value]), line=n)
    return Line(verb, n, who=args[0].lower())


def parse_orders(text: str) -> Orders:
    """The orders of `text`; a unit section is refused (a nation has no units)."""
    lines: list[Line] = []
    for section in parse_sections(text):
        if section.subject is not None:
            raise OrderSyntaxError(WORDS.phrase("Novlémia orders have no unit sections: write "
                                                "one order a line"), line=section.line)
        lines.extend(parse_line(a) for a in section.actions)
    return Orders(tuple(lines))


def _word(target: Target, said: Mapping[str, str]) -> str:
    if isinstance(target, Hex):
        return target.label
    return said.get(str(target.name), str(target.name))


def format_line(line: Line, words: Mapping[str, str] | None = None) -> str:
    """The canonical text of one line; with `words`, written with those words for its
    keywords instead (a player's language: `KEYWORDS`' keys to the words to write)."""
    said = {key: key for key in KEYWORDS} | dict(words or {})
    verb = line.verb
    head = said[verb.value]
    if verb in (Verb.MOVE, Verb.EXPLORE):
        return " ".join((head, *(_word(t, said) for t in line.targets)))
    if verb is Verb.PROSPECT:
        return head
    if verb is Verb.COLONISE:
        return f"{head} {line.text}"
    if verb is Verb.BUY:
        return f"{head} {line.take.text()} {said['for']} {line.give.text()}"
    if verb is Verb.TRADE:
        return (f"{head} {line.who} {said['give']} {line.give.text()} {said['take']} "
                f"{line.take.text()}")
    if verb is Verb.NAME:
        assert line.cell is not None
        return f"{head} {line.cell.label} {line.text}"
    return f"{head} {line.who}"


def format_orders(orders: Orders, words: Mapping[str, str] | None = None) -> str:
    """The canonical orders text, which `parse_orders` reads back to the same orders
    (with `words`, in a player's words: `format_line`)."""
    return "".join(format_line(line, words) + "\n" for line in orders.lines)


def reads_as(key: str, word: str) -> bool:
    """Whether `word`, written for the keyword `key`, is read back as that keyword (a
    language's word the orders know)."""
    found = word.lower()
    if key in _WITHIN:
        return found in _WITHIN[key]
    if key in ("SW", "NW"):
        try:
            return Direction.parse(word) is Direction.parse(key)
        except DirectionError:
            return False
    verb = ALIASES.get(found)
    return verb is not None and verb.value == key


def bought(line: Line) -> Resource | None:
    """The one resource a market line buys (None when it names several)."""
    kinds = [r for r in (Resource.A, Resource.B, Resource.E, Resource.M) if line.take.of(r)]
    return kinds[0] if len(kinds) == 1 else None
