"""A battle's result as a seat types it, the same words in every campaign, the entries
a battle step's inputs make for the one settlement (`entries_of`), and the
disagreement a battle step is opened again with when the entries differ.

    winner SEAT  or  draw
    left OWNER UNIT N      N figures of the unit still standing at the end
    lost OWNER UNIT N      N figures of the unit lost in the fight
    from board             (a line) handed back by a board game
    auto                   (alone) the dice helper draws the result

A French player types the same in French, a campaign rulebook's words: `vainqueur`
or `nul`, `reste` (`restent`), `perdu` (`perdus`), read with or without accents, in any
case (`TYPED`); the input is kept in the English words (`format_result`), so that saves
are the same in every language, and a refusal is a shared message.

A unit is named by its owner and its name: its band or its player, and the unit (a
band's lord is the unit "lord"). A unit not named lost nothing.
`left` and `lost` say the same thing two ways: of a unit of 12, `left Morg warriors1
10` and `lost Morg warriors1 2` are one entry (`Loss.left_of`). The entry is kept as
the seat wrote it, so that an entry to be edited again comes back in the seat's words.

When the entries of a battle differ, the campaign applies nothing, logs an event keyed
``<ruleset>.entries-differ`` whose args are `disagreement_args` (what differs,
`battle.Differing`, and each seat's entry as given), and the battle step opens again:
`reopened` finds it at the end of the log, for the screens to show both players what
differs and to give each their earlier entry back to edit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from hexterm.engine.battle import BattleError, BattleResult, Differing, Entry, Source
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.messages import Listing, Message, phrase
from hexterm.engine.steps import ORGANISER
from hexterm.engine.typed import folded, lines, whole

LEFT, LOST = "left", "lost"
TYPED: dict[str, str] = {"vainqueur": "winner", "nul": "draw", "reste": LEFT,
                         "restent": LEFT, "perdu": LOST, "perdus": LOST}
"""The French words of a result (folded: no accents, lower case), by the English word
the input is kept in."""
TYPED_IN: dict[str, dict[str, str]] = {
    "fr": {"winner": "vainqueur", "draw": "nul", LEFT: "reste", LOST: "perdu"}}
"""A result's English words in the words a player of each language types (`TYPED`
reads them back): how an entry kept in the English words is shown again."""
OWNERS: dict[str, Message] = {"SEAT": phrase("SEAT"), "BAND": phrase("BAND")}
"""What owns a unit, as the usage names it."""
DIFFER = "entries-differ"  # the last part of the key of the event of differing entries


@dataclass(frozen=True, slots=True)
class Loss:
    """One unit's losses as typed: the figures left standing, or (`lost`) those lost."""

    owner: str
    unit: str
    count: int
    lost: bool = False

    def text(self) -> str:
        """As `read_result` reads it back, in the English words the saves keep."""
        return str(self.message())

    def message(self) -> Message:
        """The line, its word in the player's language (`reste`, `perdu` in French)."""
        if self.lost:
            return phrase("lost {owner} {unit} {n}", owner=self.owner, unit=self.unit,
                          n=self.count)
        return phrase("left {owner} {unit} {n}", owner=self.owner, unit=self.unit,
                      n=self.count)

    def left_of(self, figures: int, where: str) -> int:
        """The figures left of the unit's `figures` before the battle; an
        IllegalOrderError naming the unit (`where`) when there cannot be so many."""
        if self.count > figures:
            raise IllegalOrderError(phrase("{where} fights with {n} figures, not {count}",
                                           where=where, n=figures, count=self.count))
        return figures - self.count if self.lost else self.count


@dataclass(frozen=True, slots=True)
class TypedResult:
    """A battle's result as typed: the winner (None: a draw), the units' losses, or
    auto; and whether a board game handed it back."""

    winner: str | None = None
    losses: tuple[Loss, ...] = ()
    auto: bool = False
    board: bool = False


def usage(owner: str) -> str:
    """How a result is written, `owner` the word for a unit's owner (BAND, SEAT)."""
    return str(usage_message(owner))


def usage_message(owner: str) -> Message:
    """How a result is written, as a message (the owner's word in the player's
    language too)."""
    return phrase("write winner SEAT or draw, then left {owner} UNIT N (the figures left) "
                  "or lost {owner} UNIT N (the figures lost), or auto",
                  owner=OWNERS.get(owner, owner))


def _word(word: str) -> str:
    """A result's keyword typed in English or French, as its English word."""
    return TYPED.get(folded(word), word.lower())


def read_result(text: str, owner: str, name: Callable[[str, int], str]) -> TypedResult:
    """`winner SEAT` or `draw`, `left`/`lost` lines, `from board`; or `auto` alone.
    `name` reads a name (with its line number), `owner` says what owns a unit."""
    found = lines(text)
    if [words for _, words in found] == [["auto"]]:
        return TypedResult(auto=True)
    winner: str | None = None
    decided = board = False
    losses: list[Loss] = []
    seen: set[tuple[str, str]] = set()
    for number, words in found:
        first = _word(words[0])
        if [w.lower() for w in words] == ["from", "board"]:
            board = True
            continue
        if first in ("winner", "draw") and decided:
            raise OrderSyntaxError(phrase("the winner is already given"), line=number)
        if first == "winner" and len(words) == 2:
            winner, decided = name(words[1], number), True
        elif first == "draw" and len(words) == 1:
            decided = True
        elif first in (LEFT, LOST) and len(words) == 4:
            what = phrase("the figures lost") if first == LOST else phrase("the figures left")
            loss = Loss(name(words[1], number), name(words[2], number),
                        whole(words[3], number, what), first == LOST)
            key = (loss.owner.casefold(), loss.unit.casefold())
            if key in seen:
                raise OrderSyntaxError(phrase("the unit {unit} of {owner} is given twice",
                                              unit=loss.unit, owner=loss.owner), line=number)
            seen.add(key)
            losses.append(loss)
        else:
            raise OrderSyntaxError(usage_message(owner), line=number)
    if not decided:
        raise OrderSyntaxError(phrase("a battle's result says 'winner SEAT' or 'draw'"))
    return TypedResult(winner, tuple(losses), board=board)


def format_result(typed: TypedResult) -> str:
    """The result's text as `read_result` reads it back (the losses in the seat's
    words)."""
    if typed.auto:
        return "auto\n"
    head = ("from board\n" if typed.board else "") + \
        (f"winner {typed.winner}\n" if typed.winner else "draw\n")
    return head + "".join(loss.text() + "\n" for loss in typed.losses)


def losses_by_unit(losses: Sequence[Loss]) -> dict[tuple[str, str], Loss]:
    """The losses by (owner, unit), both casefolded, for a campaign to take them unit by
    unit (those left over name no unit of the battle)."""
    return {(loss.owner.casefold(), loss.unit.casefold()): loss for loss in losses}


def example(owner: str, unit: str, figures: int) -> tuple[Loss, Loss]:
    """The two ways of saying a unit of `figures` lost a third of them (at least one):
    its figures left, and its figures lost, for a prompt to show."""
    gone = max(1, figures // 3)
    return Loss(owner, unit, figures - gone), Loss(owner, unit, gone, lost=True)


def example_of(units: Sequence[tuple[str, str, int]]) -> dict[str, Any] | None:
    """The example a prompt shows for a battle's units (owner, unit, figures before the
    battle): the first unit of more than one figure (else the first), its figures, and
    its losses written both ways; None for no unit."""
    if not units:
        return None
    owner, unit, figures = next((u for u in units if u[2] > 1), units[0])
    left, lost = example(owner, unit, figures)
    return {"owner": owner, "unit": unit, "figures": figures, "left": left.text(),
            "lost": lost.text()}


# --- the entries of a battle step ------------------------------------------------------


class Typed(Protocol):
    """A campaign's battle result as typed, as far as its source goes."""

    @property
    def auto(self) -> bool: ...

    @property
    def board(self) -> bool: ...


TypedT = TypeVar("TypedT", bound=Typed)


def entries_of(given: Mapping[str, TypedT], record: Callable[[TypedT], BattleResult]
               ) -> list[Entry]:
    """The entries of a battle step's inputs for `battle.settlement` (the organiser's
    alone, when the organiser gave it), each read against the battle by `record`
    (IllegalOrderError naming what does not fit); one left to the dice helper holds no
    result."""
    chosen = {ORGANISER: given[ORGANISER]} if ORGANISER in given else given
    return [Entry(None, by, Source.HELPER) if typed.auto else
            Entry(record(typed), by, Source.BOARD if typed.board else Source.TABLE)
            for by, typed in chosen.items()]


# --- entries that differ -----------------------------------------------------------------


class Logged(Protocol):
    """An event of the log, as far as this module reads it."""

    @property
    def key(self) -> str: ...

    @property
    def args(self) -> Mapping[str, Any]: ...

    def visible_to(self, seat: str | None) -> bool: ...


@dataclass(frozen=True, slots=True)
class Disagreement:
    """What the entries of a battle said differently (`differing`), where, and each
    seat's entry as it gave it, to be edited again."""

    place: str
    differing: tuple[Differing, ...]
    entries: Mapping[str, str]

    def text(self) -> str:
        """In English: each thing that differs, with the seats' names."""
        return str(self.message())

    def message(self) -> Listing:
        """Each thing that differs, said in the player's language."""
        return Listing(tuple(d.message() for d in self.differing), "; ")


def disagreement_args(place: str, found: Sequence[Differing], entries: Mapping[str, str]
                      ) -> dict[str, Any]:
    """The args of the event of differing entries (`differences`: the same in English
    sentences, as older saves hold them)."""
    return {"terrain": place, "differences": [d.text() for d in found],
            "differing": [d.to_data() for d in found], "entries": dict(entries)}


def reopened(log: Sequence[Logged], seat: str | None) -> Disagreement | None:
    """The disagreement the battle step at hand was opened again with, as `seat` (None:
    the organiser) may see it: the log's last event, when it says the entries differed;
    None otherwise (or from a save older than the differences kept as data)."""
    if not log or not log[-1].key.endswith("." + DIFFER) or not log[-1].visible_to(seat):
        return None
    args = log[-1].args
    try:
        found = tuple(Differing.from_data(d) for d in args["differing"])
        entries = {str(k): str(v) for k, v in dict(args["entries"]).items()}
    except (KeyError, TypeError, ValueError, BattleError):
        return None
    return Disagreement(str(args.get("terrain", "")), found, entries)
