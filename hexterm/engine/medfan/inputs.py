"""What the players and the organiser of a Med-Fan campaign type at each step, read
(syntax only: an `OrderSyntaxError` naming the line; the rules check the rest).

    army        the roster (see `roster`), with the generous option `keep 1` or
                `keep 2` (which of the two first territories to keep), and
                `name NAME` to name the first territory (else its name is drawn)
    pairing     (the organiser) battle ATTACKER DEFENDER, and optionally
                scenario N (1-12) or scenario roll, length 6 or length rolled, and
                (the organiser only) agree SEAT UNIT: an agreement between players
    objectives  objective N (1-6), or roll
    battle      winner SEAT or draw, then lost SEAT UNIT FIGURES (the figures lost) or
                left SEAT UNIT FIGURES (the figures left) for each unit that lost
                figures (`battle_entry`, the words both campaigns share), and turns N
                when the length was rolled (5, 6 or 7); or auto for the dice helper
    after       dice D D D… (the survival dice as rolled at the table, in order; those
                missing are rolled), target N (the territory a Pillage or Destruction
                strikes), name N NAME (a found territory's name), fifth council or
                fifth academy (the choice on a 5 of the unique table)
    spending    roster lines of what is bought, and upgrade UNIT CHARACTERISTIC VALUE COST
                (the characteristic, or the upgrade table's die rolled at the table; the
                value, or a named ability: lance, effrayant, perforant-1),
                and spells MAGE A,B,C (the spells the Council of Archmages teaches a
                mage already in the army); a player who joined with the generous option,
                keep 1 or keep 2

The army and the spending may also be a TOML document (`imported`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from hexterm.engine import battle_entry
from hexterm.engine.battle_entry import Loss
from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.medfan import imported
from hexterm.engine.medfan.roster import Unit, format_roster, read_roster
from hexterm.engine.medfan.shop import Upgrade
from hexterm.engine.medfan.synonyms import canonical
from hexterm.engine.medfan.tables import UPGRADES
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Message
from hexterm.engine.typed import lines as text_lines
from hexterm.engine.typed import whole

T = TypeVar("T")


MOST = 10**6
"""The largest count an input takes."""

ABILITY = re.compile(r"[A-Za-zÀ-ÿ][\w'-]{0,30}")
"""A named ability an upgrade gives (one word: lance, effrayant, perforant-1)."""


def _roster_part(text: str, keyword: str) -> tuple[str, list[tuple[int, list[str]]]]:
    """The lines that are not `keyword` lines (kept in place as blank lines, so that a
    roster error names the right line), and the `keyword` lines."""
    kept, special = [], []
    for number, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if words and words[0].lower() == keyword:
            special.append((number, words))
            kept.append("")
        else:
            kept.append(raw)
    return "\n".join(kept), special


def _said(text: str, keyword: str, usage: Message, default: T,
          read: Callable[[list[str], int], T], *, exact: bool = True) -> tuple[str, T]:
    """The text without its `keyword` lines (kept as blank lines), and the value the
    last of them says (`read` of its words and line number; `default` when none):
    `keyword VALUE`, or with `exact` false `keyword WORDS…`."""
    rest, found = _roster_part(text, keyword)
    value = default
    for number, words in found:
        if len(words) < 2 or (exact and len(words) != 2):
            raise OrderSyntaxError(usage, line=number)
        value = read(words, number)
    return rest, value


@dataclass(frozen=True, slots=True)
class Army:
    """The army bought, the first territory's try kept (generous start) and the name
    the player gives that territory ("": the name drawn)."""

    units: tuple[Unit, ...]
    keep: int = 1
    name: str = ""


def _from_toml(read: Callable[[str], T], text: str, *, army: bool) -> T:
    """`read` of the lines a TOML document makes, its errors naming the entry."""
    lines, entries = imported.as_lines(text, army=army)
    try:
        return read(lines)
    except OrderSyntaxError as exc:
        raise imported.relabelled(exc, entries) from None


def read_army(text: str) -> Army:
    if imported.is_toml(text):
        return _from_toml(read_army, text, army=True)
    text = canonical("army", text)
    roster, keep = _said(text, "keep", WORDS.phrase("write keep 1 or keep 2"), 1,
                         lambda words, n: whole(words[1], n, WORDS.phrase("keep"), 1, 2))
    roster, name = _said(roster, "name",
                         WORDS.phrase("write name NAME (your first territory's)"), "",
                         lambda words, n: " ".join(words[1:]), exact=False)
    return Army(read_roster(roster), keep, name)


def format_army(army: Army) -> str:
    return (format_roster(army.units) + (f"keep {army.keep}\n" if army.keep != 1 else "")
            + (f"name {army.name}\n" if army.name else ""))


@dataclass(frozen=True, slots=True)
class Pairing:
    attacker: str
    defender: str
    scenario: int = 0  # 0: rolled
    rolled_length: bool = False
    agreements: tuple[tuple[str, str], ...] = ()  # (seat, unit): the organiser's, M23


def read_pairing(text: str) -> Pairing:
    text = canonical("pairing", text)
    found: dict[str, list[str]] = {}
    agreements: list[tuple[str, str]] = []
    for number, words in text_lines(text):
        verb = words[0].lower()
        if verb == "agree":
            if len(words) != 3:
                raise OrderSyntaxError(WORDS.phrase(
                    "write agree SEAT UNIT (the players agree that unit may pass the "
                    "upgrades' limits)"), line=number)
            agreements.append((words[1], words[2]))
        elif verb == "battle" and len(words) == 3:
            found["battle"] = words[1:]
        elif verb == "scenario" and len(words) == 2:
            found["scenario"] = ["0" if words[1].lower() == "roll" else
                                 str(whole(words[1], number, WORDS.phrase("the scenario"),
                                           1, 12))]
        elif verb == "length" and len(words) == 2 and words[1].lower() in ("6", "rolled"):
            found["length"] = [words[1].lower()]
        else:
            raise OrderSyntaxError(WORDS.phrase(
                "write battle ATTACKER DEFENDER, scenario N or roll, length 6 or rolled, and "
                "the organiser's agree SEAT UNIT"), line=number)
    if "battle" not in found:
        raise OrderSyntaxError(WORDS.phrase("say who fights: battle ATTACKER DEFENDER"))
    attacker, defender = found["battle"]
    return Pairing(attacker, defender, int(found.get("scenario", ["0"])[0]),
                   found.get("length", ["6"])[0] == "rolled", tuple(agreements))


def format_pairing(p: Pairing) -> str:
    return (f"battle {p.attacker} {p.defender}\n"
            + (f"scenario {p.scenario}\n" if p.scenario else "scenario roll\n")
            + ("length rolled\n" if p.rolled_length else "length 6\n")
            + "".join(f"agree {seat} {unit}\n" for seat, unit in p.agreements))


def read_objective(text: str) -> int:
    """The objective's number, or 0 to roll it."""
    text = canonical("objectives", text)
    lines = text_lines(text)
    if not lines or (len(lines) == 1 and [w.lower() for w in lines[0][1]] == ["roll"]):
        return 0
    if len(lines) != 1 or len(lines[0][1]) != 2 or lines[0][1][0].lower() != "objective":
        raise OrderSyntaxError(WORDS.phrase("write objective N (1 to 6), or roll"))
    return whole(lines[0][1][1], lines[0][0], WORDS.phrase("the objective"), 1, 6)


@dataclass(frozen=True, slots=True)
class Result:
    """A battle's result as typed: the winner (None: a draw), the losses of each unit
    that lost figures (its figures lost, or left), and the turns it lasted when its
    length was rolled (0: not said)."""

    winner: str | None = None
    losses: tuple[Loss, ...] = ()
    auto: bool = False
    turns: int = 0
    board: bool = False  # handed back by the tactical board ("from board")


def read_result(text: str) -> Result:
    text = canonical("battle", text)
    rest, turns = _said(text, "turns", WORDS.phrase("write turns N (5, 6 or 7)"), 0,
                        lambda words, n: whole(words[1], n, WORDS.phrase("the turns"), 5, 7))
    try:
        typed = battle_entry.read_result(rest, "SEAT", lambda word, n: word)
    except OrderSyntaxError as refused:
        raise _in_words(refused) from None
    return Result(typed.winner, typed.losses, typed.auto, turns, typed.board)


def _in_words(refused: OrderSyntaxError) -> OrderSyntaxError:
    """A refusal of the shared reader of results that says how a result is written,
    as the campaign's message (its words, English or French, in the player's
    language); any other as it is."""
    said = str(refused)
    line = re.match(r"line (\d+): ", said)
    if said.endswith(battle_entry.usage("SEAT")):
        return OrderSyntaxError(WORDS.phrase(
            "write winner SEAT or draw, then left SEAT UNIT N (the figures left) or lost "
            "SEAT UNIT N (the figures lost), or auto"), line=int(line[1]) if line else None)
    if said == "a battle's result says 'winner SEAT' or 'draw'":
        return OrderSyntaxError(WORDS.phrase("a battle's result says 'winner SEAT' or 'draw'"))
    return refused


def format_result(r: Result) -> str:
    return battle_entry.format_result(battle_entry.TypedResult(
        r.winner, r.losses, r.auto, r.board)) + (f"turns {r.turns}\n" if r.turns and not r.auto
                                                  else "")


@dataclass(frozen=True, slots=True)
class After:
    """A fighter's survival dice and choices after the battle."""

    dice: tuple[int, ...] = ()
    target: int = 0
    names: dict[int, str] = field(default_factory=dict)
    fifth: str = ""


def read_after(text: str) -> After:
    text = canonical("after", text)
    dice: list[int] = []
    target, fifth, names = 0, "", {}
    for number, words in text_lines(text):
        verb = words[0].lower()
        if verb == "dice" and len(words) > 1:
            dice += [whole(w, number, WORDS.phrase("a die"), 1, 6) for w in words[1:]]
        elif verb == "target" and len(words) == 2:
            target = whole(words[1], number, WORDS.phrase("the territory"), 1, MOST)
        elif verb == "name" and len(words) >= 3:
            names[whole(words[1], number, WORDS.phrase("the territory"), 1, MOST)] = \
                " ".join(words[2:])
        elif verb == "fifth" and len(words) == 2 and words[1].lower() in ("council", "academy"):
            fifth = words[1].lower()
        else:
            raise OrderSyntaxError(WORDS.phrase(
                "write dice D…, target N, name N NAME, or fifth council/academy"), line=number)
    return After(tuple(dice), target, names, fifth)


def format_after(a: After) -> str:
    return ((f"dice {' '.join(map(str, a.dice))}\n" if a.dice else "")
            + (f"target {a.target}\n" if a.target else "")
            + "".join(f"name {n} {name}\n" for n, name in sorted(a.names.items()))
            + (f"fifth {a.fifth}\n" if a.fifth else ""))


@dataclass(frozen=True, slots=True)
class Spending:
    units: tuple[Unit, ...] = ()
    upgrades: tuple[Upgrade, ...] = ()
    spells: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (mage, spells learned)
    keep: int = 1  # a player who joined with the generous option: the try kept


def read_spending(text: str) -> Spending:
    if imported.is_toml(text):
        return _from_toml(read_spending, text, army=False)
    text = canonical("spending", text)
    text, keep = _said(text, "keep", WORDS.phrase("write keep 1 or keep 2"), 1,
                       lambda words, n: whole(words[1], n, WORDS.phrase("keep"), 1, 2))
    roster, lines = _roster_part(text, "upgrade")
    upgrades = []
    for number, words in lines:
        if len(words) != 5:
            raise OrderSyntaxError(WORDS.phrase(
                "write upgrade UNIT CHARACTERISTIC VALUE COST, the value a number or an "
                "ability (upgrade Aldric melee lance 20; the upgrade table's die for the "
                "characteristic)"), line=number)
        die = whole(words[2], number, WORDS.phrase("the die"), 1, 6) if words[2].isdigit() else 0
        ability = "" if words[3].isdigit() else words[3]
        if ability and not ABILITY.fullmatch(ability):
            raise OrderSyntaxError(WORDS.phrase(
                "the value is a number or an ability (one word: lance, effrayant, "
                "perforant-1), not {ability!r}", ability=ability), line=number)
        upgrades.append(Upgrade(words[1], UPGRADES[die] if die else words[2].lower(),
                                0 if ability else
                                whole(words[3], number, WORDS.phrase("the value"), 0, 99),
                                whole(words[4], number, WORDS.phrase("the cost"), 0, MOST),
                                die, ability))
    roster, taught = _roster_part(roster, "spells")
    spells = []
    for number, words in taught:
        learned = tuple(words[2].split(",")) if len(words) == 3 else ()
        if not learned or not all(learned):
            raise OrderSyntaxError(WORDS.phrase(
                "write spells MAGE A,B,C (the spells the Council of Archmages teaches a mage "
                "of the army)"), line=number)
        spells.append((words[1], learned))
    return Spending(read_roster(roster), tuple(upgrades), tuple(spells), keep)


def format_spending(s: Spending) -> str:
    return format_roster(s.units) + "".join(
        f"upgrade {g.unit} {g.die or g.characteristic} {g.said} {g.cost}\n"
        for g in s.upgrades) + "".join(
        f"spells {mage} {','.join(learned)}\n" for mage, learned in s.spells) + (
        f"keep {s.keep}\n" if s.keep != 1 else "")
