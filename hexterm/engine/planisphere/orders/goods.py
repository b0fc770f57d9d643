"""Reading the economy's actions of an order: equip, unequip, load, unload, trade,
exploit and quest, and the documents attached to an action ('with D3').

    equip ITEM [ITEM …]            équiper: item keys from the chest
    unequip ITEM [ITEM …]          déséquiper
    load GOOD:N [GOOD:N …]         charger: from the chest into the unit's inventory
    unload [GOOD:N …]              décharger: into the chest (everything when bare)
    trade [at HEX] buy GOOD:N … sell GOOD:N …   acheter / vendre at a node's market
    exploit                        exploiter
    quest A|B|C|D                  résoudre une quête
"""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.hexgrid import Hex, LabelError
from hexterm.engine.messages import message_of
from hexterm.engine.planisphere.orders.actions import Action, Verb
from hexterm.engine.planisphere.words import WORDS, verb_word

GOODS_VERBS = frozenset({Verb.EQUIP, Verb.UNEQUIP, Verb.LOAD, Verb.UNLOAD, Verb.TRADE,
                         Verb.EXPLOIT, Verb.QUEST})
WITH = frozenset({"with", "avec"})
BUY = frozenset({"buy", "acheter", "achat"})
SELL = frozenset({"sell", "vendre", "vente"})
LETTERS = ("A", "B", "C", "D")
MAX_AMOUNT = 1_000_000


def split_papers(args: Sequence[str], line: int) -> tuple[list[str], tuple[str, ...]]:
    """The action's own words, and the document codes after 'with'."""
    words = list(args)
    for i, word in enumerate(words):
        if word.lower() in WITH:
            papers = tuple(w.upper() for w in words[i + 1:])
            if not papers:
                raise OrderSyntaxError(WORDS.phrase("'with' must name a document, like 'with D3'"),
                                       line=line)
            return words[:i], papers
    return words, ()


def _good(word: str, line: int, verb: str) -> tuple[str, int]:
    key, sep, amount = word.partition(":")
    if not sep or not key or not amount.isdigit() or not 0 < int(amount) <= MAX_AMOUNT:
        raise OrderSyntaxError(WORDS.phrase("{verb}: {word!r} should be GOOD:AMOUNT with a whole "
                                            "amount above 0, like wood:10", verb=verb_word(verb),
                                                word=word),
                               line=line)
    return key.lower(), int(amount)


def _goods(words: Sequence[str], line: int, verb: str) -> tuple[tuple[str, int], ...]:
    out: dict[str, int] = {}
    for word in words:
        key, amount = _good(word, line, verb)
        if key in out:
            raise OrderSyntaxError(WORDS.phrase("{verb}: {key} is named twice",
                                                verb=verb_word(verb),
                                                key=key), line=line)
        out[key] = amount
    return tuple(out.items())


def parse_goods_action(verb: Verb, args: Sequence[str], line: int) -> Action:
    """One of the economy's actions from its words."""
    if verb is Verb.EXPLOIT:
        if args:
            raise OrderSyntaxError(WORDS.phrase("exploit takes no words, not {names!r}",
                                                names=' '.join(args)), line=line)
        return Action(verb, line)
    if verb is Verb.QUEST:
        if len(args) != 1 or args[0].upper() not in LETTERS:
            raise OrderSyntaxError(WORDS.phrase("quest: give one choice, A, B, C or D, like "
                                                "'quest B'"),
                                   line=line)
        return Action(verb, line, letter=args[0].upper())
    if verb in (Verb.EQUIP, Verb.UNEQUIP):
        if not args:
            raise OrderSyntaxError(WORDS.phrase("{verb}: name the items, like '{verb} "
                                                "arme-de-lumiere'", verb=verb_word(verb.value)),
                                                    line=line)
        return Action(verb, line, items=tuple(a.lower() for a in args))
    if verb is Verb.LOAD and not args:
        raise OrderSyntaxError(WORDS.phrase("load: name the goods, like 'load wood:10'"), line=line)
    if verb in (Verb.LOAD, Verb.UNLOAD):
        return Action(verb, line, goods=_goods(args, line, verb.value))
    return _trade(args, line)


def _trade(args: Sequence[str], line: int) -> Action:
    words = list(args)
    place: Hex | None = None
    if words and words[0].lower() in ("at", "à", "a"):
        if len(words) < 2:
            raise OrderSyntaxError(WORDS.phrase("trade: 'at' must name the node's hex"), line=line)
        try:
            place = Hex.parse(words[1])
        except LabelError as exc:
            raise OrderSyntaxError(WORDS.phrase("trade: {exc}", exc=message_of(exc)),
                                   line=line) from None
        words = words[2:]
    buys: list[str] = []
    sells: list[str] = []
    into: list[str] | None = None
    for word in words:
        if word.lower() in BUY:
            into = buys
        elif word.lower() in SELL:
            into = sells
        elif into is None:
            raise OrderSyntaxError(WORDS.phrase("trade: write 'trade [at HEX] buy GOOD:N … sell "
                                                "GOOD:N …'"),
                                   line=line)
        else:
            into.append(word)
    if not buys and not sells:
        raise OrderSyntaxError(WORDS.phrase("trade: say what to buy or sell, like 'trade buy "
                                            "wood:10'"),
                               line=line)
    return Action(Verb.TRADE, line, place=place, goods=_goods(buys, line, "trade"),
                  sells=_goods(sells, line, "trade"))


def goods_words(action: Action) -> list[str]:
    """The words of the economy's fields, as the orders file writes them."""
    words: list[str] = list(action.items)
    if action.letter:
        words.append(action.letter)
    if action.verb is Verb.TRADE:
        words = [*(("at", action.place.label) if action.place else ()), *words]
        if action.goods:
            words += ["buy", *(f"{k}:{n}" for k, n in action.goods)]
        if action.sells:
            words += ["sell", *(f"{k}:{n}" for k, n in action.sells)]
    elif action.goods:
        words += [f"{k}:{n}" for k, n in action.goods]
    return words
