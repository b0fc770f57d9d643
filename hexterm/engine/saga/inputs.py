"""What the players of a SAGA campaign type at each step, read and written back.

Every input is lines of words; ``#`` starts a comment. The syntax is checked here
(an `OrderSyntaxError` naming the line); the rules check the rest when they apply it.

    bid        a whole number of PP:                 3
    favour     the tied players, best first:          order carol alice
    prepare    band LORD at VILLAGE                   a new band and its lord
               recruit BAND KIND POINTS               a unit for a band in a village
               take BAND UNIT                         a unit of the village's reserve
               reinforce BAND UNIT                    a unit at half back to whole
               transfer UNIT from BAND to BAND        on the same terrain
    declare    move BAND TERRAIN [TERRAIN]  or  pass
    battle     at TERRAIN  (which battle; may be left out by a player in one battle
               only), then its muster first (`muster`: keep, or nothing | transfer
               UNIT from BAND to BAND | take BAND UNIT | reserve UNIT… or reserve
               none), then its result:  winner SEAT  or  draw, then  left BAND UNIT FIGURES  (the
               figures left) or  lost BAND UNIT FIGURES  (the figures lost) per unit
               that lost figures (the lord is the unit "lord"; a reserve's band is
               "reserve"); or  auto: the dice helper settles the battle
               (`battle_entry`, the words both campaigns share); several battles, each
               after its own  at TERRAIN
    manage     demobilise BAND UNIT [VILLAGE] | village TERRAIN | sacred TERRAIN |
               invade TERRAIN LORD KIND POINTS [KIND POINTS…] | rally BAND VILLAGE
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hexterm.engine import battle_entry
from hexterm.engine.battle_entry import Loss
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.messages import Listing, Message
from hexterm.engine.saga.model import Phase
from hexterm.engine.saga.synonyms import canonical
from hexterm.engine.saga.words import WORDS
from hexterm.engine.typed import lines as text_lines
from hexterm.engine.typed import whole

NAME = re.compile(r"[A-Za-zÀ-ÿ][\w'-]{0,23}")

GRAMMAR: dict[Phase, dict[str, tuple[str, ...]]] = {
    Phase.PREPARE: {
        "band": ("NAME", "at", "NAME"),
        "recruit": ("NAME", "NAME", "INT"),
        "take": ("NAME", "NAME"),
        "reinforce": ("NAME", "NAME"),
        "transfer": ("NAME", "from", "NAME", "to", "NAME"),
    },
    Phase.BATTLE: {  # the muster before a battle's result (`muster`)
        "keep": (),
        "transfer": ("NAME", "from", "NAME", "to", "NAME"),
        "take": ("NAME", "NAME"),
        "reserve": ("NAME", "*"),
    },
    Phase.MANAGE: {
        "demobilise": ("NAME", "NAME", "[NAME]"),
        "village": ("NAME",),
        "sacred": ("NAME",),
        "invade": ("NAME", "NAME", "NAME", "INT", "..."),
        "rally": ("NAME", "NAME"),
    },
}


USAGE: dict[str, Message] = {
    "band": WORDS.phrase("band LORD at VILLAGE"),
    "recruit": WORDS.phrase("recruit BAND KIND POINTS"),
    "take": WORDS.phrase("take BAND UNIT"), "reinforce": WORDS.phrase("reinforce BAND UNIT"),
    "transfer": WORDS.phrase("transfer UNIT from BAND to BAND"),
    "demobilise": WORDS.phrase("demobilise BAND UNIT [VILLAGE]"),
    "village": WORDS.phrase("village TERRAIN"), "sacred": WORDS.phrase("sacred TERRAIN"),
    "keep": WORDS.phrase("keep"),
    "reserve": WORDS.phrase("reserve UNIT [UNIT…] or reserve none"),
    "invade": WORDS.phrase("invade TERRAIN LORD KIND POINTS [KIND POINTS…]"),
    "rally": WORDS.phrase("rally BAND VILLAGE"),
}


VERBS: dict[str, Message] = {
    "band": WORDS.phrase("band"), "recruit": WORDS.phrase("recruit"),
    "take": WORDS.phrase("take"), "reinforce": WORDS.phrase("reinforce"),
    "transfer": WORDS.phrase("transfer"), "keep": WORDS.phrase("keep"),
    "reserve": WORDS.phrase("reserve"), "demobilise": WORDS.phrase("demobilise"),
    "village": WORDS.phrase("village"), "sacred": WORDS.phrase("sacred"),
    "invade": WORDS.phrase("invade"), "rally": WORDS.phrase("rally"),
}
"""A line's first words as a refusal lists them (in French, the French words)."""


class LineRefused(IllegalOrderError):
    """A rule refuses a line of a preparation or management (`line`, its number), or
    the band it leaves out of bounds (`band`, its name)."""

    def __init__(self, said: str | Message, *, line: int = 0, band: str = "") -> None:
        super().__init__(said)
        self.line = line
        self.band = band


@dataclass(frozen=True, slots=True)
class Line:
    """One action of a preparation or management input: its verb, its words (the
    keywords dropped) and its line number."""

    verb: str
    args: tuple[str, ...]
    number: int = 0

    def text(self, phase: Phase) -> str:
        pattern = GRAMMAR[phase][self.verb]
        words: list[str] = [self.verb]
        args = list(self.args)
        for token in pattern:
            if token == "...":
                words.extend(args)
                break
            if token == "[NAME]":
                words += args[:1]
                del args[:1]
                continue
            if token == "*":  # the other names
                words.extend(args)
                break
            words.append(args.pop(0) if token in ("NAME", "INT") else token)
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class Move:
    """A declaration: a band and the terrains it goes through, or a pass (no band)."""

    band: str = ""
    path: tuple[str, ...] = ()

    @property
    def passes(self) -> bool:
        return not self.band


@dataclass(frozen=True, slots=True)
class BattleEntry:
    """A battle's result as one seat typed it: the winner (None for a draw), the
    losses of each unit that lost figures (its figures left, or lost), or `auto` for
    the dice helper."""

    winner: str | None = None
    losses: tuple[Loss, ...] = ()
    auto: bool = False
    board: bool = False  # handed back by the tactical board ("from board")


def _name(word: str, number: int) -> str:
    if not NAME.fullmatch(word):
        raise OrderSyntaxError(WORDS.phrase("{word!r} is not a name (a word of letters, digits, "
                                            "- or ')", word=word), line=number)
    return word


def read_actions(phase: Phase, text: str) -> tuple[Line, ...]:
    """The lines of a preparation or management input."""
    text = canonical(text)
    grammar = GRAMMAR[phase]
    actions = []
    for number, words in text_lines(text):
        verb = words[0].lower()
        pattern = grammar.get(verb)
        if pattern is None:
            raise OrderSyntaxError(WORDS.phrase("{word!r} is not one of {verbs}",
                                                word=words[0],
                                                verbs=Listing(tuple(VERBS[v] for v in grammar))),
                                   line=number)
        args: list[str] = []
        rest = words[1:]
        for place, token in enumerate(pattern):
            if token == "...":
                extra = rest[place:]
                if len(extra) % 2:
                    raise OrderSyntaxError(WORDS.phrase("units go in pairs KIND POINTS"),
                                           line=number)
                for kind, points in zip(extra[::2], extra[1::2], strict=True):
                    args += [_name(kind, number),
                             str(whole(points, number, WORDS.phrase("POINTS")))]
                break
            if token == "[NAME]":  # an optional last word
                args += [_name(word, number) for word in rest[place:place + 1]]
                continue
            if token == "*":  # any number of other names
                args += [_name(word, number) for word in rest[place:]]
                break
            if place >= len(rest):
                raise OrderSyntaxError(WORDS.phrase("write {usage}", usage=USAGE[verb]),
                                       line=number)
            word = rest[place]
            if token == "NAME":
                args.append(_name(word, number))
            elif token == "INT":
                args.append(str(whole(word, number, WORDS.phrase("POINTS"))))
            elif word.lower() != token:
                raise OrderSyntaxError(WORDS.phrase("expected {token!r}, not {word!r}",
                                                    token=token, word=word),
                                       line=number)
        else:
            if len(rest) > len(pattern):
                raise OrderSyntaxError(WORDS.phrase("too many words; write {usage}",
                                                    usage=USAGE[verb]), line=number)
        actions.append(Line(verb, tuple(args), number))
    return tuple(actions)


def format_actions(phase: Phase, actions: tuple[Line, ...]) -> str:
    return "".join(action.text(phase) + "\n" for action in actions)


def read_bid(text: str) -> int:
    lines = text_lines(text)
    if len(lines) != 1 or len(lines[0][1]) != 1:
        raise OrderSyntaxError(WORDS.phrase("a bid is one whole number of PP"))
    number, [word] = lines[0]
    return whole(word, number, WORDS.phrase("a bid"))


def read_order(text: str) -> tuple[str, ...]:
    text = canonical(text)
    lines = text_lines(text)
    if not lines:
        return ()
    if len(lines) != 1 or lines[0][1][0].lower() != "order":
        raise OrderSyntaxError(WORDS.phrase("write 'order' and the tied players, best first"))
    number, words = lines[0]
    return tuple(_name(w, number) for w in words[1:])


def read_move(text: str) -> Move:
    text = canonical(text)
    lines = text_lines(text)
    if len(lines) != 1:
        raise OrderSyntaxError(WORDS.phrase("a declaration is one line: move BAND TERRAIN "
                                            "[TERRAIN], or pass"))
    number, words = lines[0]
    verb = words[0].lower()
    if verb == "pass" and len(words) == 1:
        return Move()
    if verb != "move" or not 3 <= len(words) <= 4:
        raise OrderSyntaxError(WORDS.phrase("write move BAND TERRAIN [TERRAIN], or pass"),
                               line=number)
    return Move(_name(words[1], number), tuple(_name(w, number) for w in words[2:]))


def format_move(move: Move) -> str:
    return "pass\n" if move.passes else f"move {move.band} {' '.join(move.path)}\n"


def read_battle(text: str) -> BattleEntry:
    text = canonical(text)
    typed = battle_entry.read_result(text, "BAND", _name)
    return BattleEntry(typed.winner, typed.losses, typed.auto, typed.board)


def format_battle(entry: BattleEntry) -> str:
    return battle_entry.format_result(battle_entry.TypedResult(
        entry.winner, entry.losses, entry.auto, entry.board))


Muster = tuple[Line, ...]
"""A muster before a battle's result: its lines (none: keep things as they are)."""


def _muster_or_result(text: str) -> BattleEntry | Muster:
    """A section of a battle input: a muster when it is empty or its first word is a
    muster's verb (keep, transfer, take, reserve), else a result."""
    found = text_lines(text)
    if not found or found[0][1][0].lower() in GRAMMAR[Phase.BATTLE]:
        return tuple(line for line in read_actions(Phase.BATTLE, text) if line.verb != "keep")
    return read_battle(text)


def _battle_key(word: str, number: int) -> str:
    """A battle's key: its terrain, or TERRAIN/N for the latecomers' battle after it."""
    terrain, slash, count = word.partition("/")
    if slash and not count.isdigit():
        raise OrderSyntaxError(WORDS.phrase("{word!r} is not a battle (TERRAIN, or TERRAIN/2 for "
                                            "the latecomers' battle after the first)",
                                            word=word), line=number)
    return _name(terrain, number) + slash + count


def read_battles(text: str) -> dict[str, BattleEntry | Muster]:
    """The results (or musters) of one or more battles: each after its line ``at
    TERRAIN``; a text without it is the input of the seat's one battle (the key "")."""
    text = canonical(text)
    found = text_lines(text)
    if not found or found[0][1][0].lower() != "at":
        return {"": _muster_or_result(text)}
    rows = text.splitlines()
    starts = [(number, words) for number, words in found if words[0].lower() == "at"]
    entries: dict[str, BattleEntry | Muster] = {}
    for place, (number, words) in enumerate(starts):
        if len(words) != 2:
            raise OrderSyntaxError(WORDS.phrase("write at TERRAIN, the battle's place"),
                                   line=number)
        terrain = _battle_key(words[1], number)
        if terrain.casefold() in {k.casefold() for k in entries}:
            raise OrderSyntaxError(WORDS.phrase("the battle at {terrain} is given twice",
                                                terrain=terrain), line=number)
        end = starts[place + 1][0] - 1 if place + 1 < len(starts) else len(rows)
        section = ["" if not number < row <= end else line  # the line numbers kept
                   for row, line in enumerate(rows, 1)]
        entries[terrain] = _muster_or_result("\n".join(section))
    return entries


def format_muster(muster: Muster) -> str:
    return format_actions(Phase.BATTLE, muster) if muster else "keep\n"


def _format_entry(entry: BattleEntry | Muster) -> str:
    return format_battle(entry) if isinstance(entry, BattleEntry) else format_muster(entry)


def format_battles(entries: dict[str, BattleEntry | Muster]) -> str:
    """Each battle's result (or muster) after its ``at TERRAIN`` line, in the order
    given (the last given last; the one battle of a text that names none, as it
    was)."""
    if list(entries) == [""]:
        return _format_entry(entries[""])
    return "".join(f"at {terrain}\n" + _format_entry(entries[terrain])
                   for terrain in entries)
