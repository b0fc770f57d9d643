"""What a Med-Fan campaign's events say, as messages (`words.WORDS`).

The campaign's steps (`campaign`, `objectives`) write each event's text with these
functions (`str(message)`: the English the saves always held), and the ruleset says
an event again from what it saves (`event_message`: its key and args, the turn's log
for the figures eliminated), so a report is said in the player's language. The words
of the rules an event holds by their key (a capability, an objective, a battle, a
characteristic) are said by `KEYS` and `BATTLE_NAMES`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.medfan.tables import BATTLES
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Listing, Message
from hexterm.engine.ruleset import Event

KEYS: dict[str, Message] = {
    # the capabilities, by their keys as an event saves them
    "mercenary-camp": WORDS.phrase("mercenary-camp"), "tavern": WORDS.phrase("tavern"),
    "training-ground": WORDS.phrase("training-ground"),
    "labyrinth": WORDS.phrase("labyrinth"),
    "archmage-council": WORDS.phrase("archmage-council"),
    "military-academy": WORDS.phrase("military-academy"),
    "healers-house": WORDS.phrase("healers-house"),
    "blood-altar": WORDS.phrase("blood-altar"), "thieves-guild": WORDS.phrase("thieves-guild"),
    "treasure-cache": WORDS.phrase("treasure-cache"),
    "smugglers-den": WORDS.phrase("smugglers-den"),
    "volcanic-mine": WORDS.phrase("volcanic-mine"),
    "refugee-camp": WORDS.phrase("refugee-camp"), "casino": WORDS.phrase("casino"),
    "rich-exploitation": WORDS.phrase("rich-exploitation"),
    "exploitation": WORDS.phrase("exploitation"),
    "poor-exploitation": WORDS.phrase("poor-exploitation"),
    "devastated-lands": WORDS.phrase("devastated-lands"),
    # the objectives
    "expansion": WORDS.phrase("expansion"), "invasion": WORDS.phrase("invasion"),
    "all-or-nothing": WORDS.phrase("all-or-nothing"), "raid": WORDS.phrase("raid"),
    "pillage": WORDS.phrase("pillage"), "destruction": WORDS.phrase("destruction"),
    # the characteristics an upgrade raises
    "movement": WORDS.phrase("movement"), "melee": WORDS.phrase("melee"),
    "shooting": WORDS.phrase("shooting"), "defence": WORDS.phrase("defence"),
    "mental": WORDS.phrase("mental"), "life": WORDS.phrase("life"),
}
"""The words of the rules an event names by their key."""

BATTLE_NAMES: dict[str, Message] = {
    "Pitched battle": WORDS.phrase("Pitched battle"),
    "Holding the ground": WORDS.phrase("Holding the ground"),
    "King of the hill": WORDS.phrase("King of the hill"), "Rescue": WORDS.phrase("Rescue"),
    "The cursed gem": WORDS.phrase("The cursed gem"),
    "Assassination": WORDS.phrase("Assassination"),
    "Breakthrough": WORDS.phrase("Breakthrough"), "Witch hunt": WORDS.phrase("Witch hunt"),
    "Behead the command": WORDS.phrase("Behead the command"),
    "Sabotage": WORDS.phrase("Sabotage"), "Terror": WORDS.phrase("Terror"),
    "Loot": WORDS.phrase("Loot"),
}
"""The battle table's scenarios (`tables.BATTLES`), by name."""

SOURCES: dict[str, Message] = {
    "entered at the table": WORDS.phrase("entered at the table"),
    "drawn by the dice helper": WORDS.phrase("drawn by the dice helper"),
}
"""How a battle's result was entered (`battle.Source.said`), a board's aside."""

PHASES: dict[str, Message] = {
    "1 armies": WORDS.phrase("1 armies"), "2 pairing": WORDS.phrase("2 pairing"),
    "3 objectives": WORDS.phrase("3 objectives"), "4 battle": WORDS.phrase("4 battle"),
    "5 after": WORDS.phrase("5 after"), "6 gains": WORDS.phrase("6 gains"),
    "7 spending": WORDS.phrase("7 spending"),
}
"""The phases of a campaign turn's events."""
BATTLE_SUBJECT = WORDS.phrase("battle")
"""The subject of the events of the battle itself."""


def key_said(key: str) -> Message | str:
    """A word of the rules by its key (as it is when it is none)."""
    return KEYS.get(key, key)


def army(seat: str, units: int, cost: int) -> Message:
    return WORDS.phrase_n("{seat} buys an army of {n} units for {cost} #",
                          "{seat} buys an army of {n} units for {cost} #", units, seat=seat,
                          cost=cost)


def pairing(attacker: str, defender: str, scenario: int, rolled: bool,
            rolled_length: bool) -> Message:
    name = BATTLES[scenario]
    return WORDS.phrase(
        "{attacker} attacks {defender}: {scenario} ({how}), {length}", attacker=attacker,
        defender=defender, scenario=BATTLE_NAMES.get(name, name),
        how=WORDS.phrase("rolled") if rolled else WORDS.phrase("chosen"),
        length=WORDS.phrase("its end rolled at turns 5 and 6") if rolled_length
        else WORDS.phrase("6 turns"))


def agreed(seat: str, unit: str) -> Message:
    return WORDS.phrase("the players agree: {seat}'s {unit} may pass the upgrades' limits",
                        seat=seat, unit=unit)


def objective(seat: str, chosen: str, rolled: bool, die: int) -> Message:
    if rolled:
        return WORDS.phrase("{seat}'s objective: {objective} (rolled {die})", seat=seat,
                            objective=key_said(chosen), die=die)
    return WORDS.phrase("{seat}'s objective: {objective}", seat=seat,
                        objective=key_said(chosen))


def differ(differences: Sequence[str]) -> Message:
    return WORDS.phrase("the results entered differ, nothing is applied: {differences}",
                        differences=Listing(tuple(differences), "; "))


def result(source: str, winner: str | None, turns: int) -> Message:
    said = SOURCES.get(source, source)
    if source.startswith("from "):
        said = WORDS.phrase("from {board}", board=source.removeprefix("from "))
    lasted: Message | str = WORDS.phrase(", in {n} turns", n=turns) if turns else ""
    if winner:
        return WORDS.phrase("the battle ({source}): {winner} wins{lasted}", source=said,
                            winner=winner, lasted=lasted)
    return WORDS.phrase("the battle ({source}): a draw{lasted}", source=said, lasted=lasted)


def after(seat: str, gain: int, lost: int) -> Message:
    return WORDS.phrase_n("{seat} gains {gain} # from the battle; {n} figures rolled for "
                          "survival", "{seat} gains {gain} # from the battle; {n} figures "
                          "rolled for survival", lost, seat=seat, gain=gain)


def done(how: str, args: Mapping[str, Any]) -> Message:
    """One change an objective made (`objectives.Said`), by its kind."""
    n, seat, adversary = args.get("territory"), args.get("seat"), args.get("adversary")
    if how == "expansion":
        return WORDS.phrase("territory {n} goes to {seat}", n=n, seat=seat)
    if how == "taken":
        return WORDS.phrase("territory {n} is taken from {adversary} by {seat}", n=n,
                            seat=seat, adversary=adversary)
    if how == "given":
        return WORDS.phrase("territory {n} is given by {seat} to {adversary}", n=n,
                            seat=seat, adversary=adversary)
    if how == "raided":
        return WORDS.phrase("territory {n} of {adversary} is left unoccupied", n=n,
                            adversary=adversary)
    if how == "pillaged":
        a, b = args["dice"]
        return WORDS.phrase("{seat} pillages {amount} # from {adversary} (dice {a} and {b})",
                            seat=seat, amount=args["amount"], adversary=adversary, a=a, b=b)
    if how == "unusable":
        return WORDS.phrase("territory {n} of {adversary} is unusable this turn", n=n,
                            adversary=adversary)
    if how == "destroyed":
        return WORDS.phrase("territory {n} of {adversary} becomes a Refugee Camp", n=n,
                            adversary=adversary)
    raise KeyError(how)


def found(territory: int, name: str, capability: str) -> Message:
    return WORDS.phrase("territory {n} is found: {name} ({capability})", n=territory,
                        name=name, capability=key_said(capability))


def _gain_said(how: str, other: str) -> Message:
    if how == "casino-won":
        return WORDS.phrase("wins")
    if how == "casino-lost":
        return WORDS.phrase("double: loses")
    if how == "double":
        return WORDS.phrase("double: becomes {other}", other=key_said(other))
    if how == "guild":
        return WORDS.phrase("taken from {other}", other=other) if other \
            else WORDS.phrase("taken from nobody")
    if how == "refugees":
        return WORDS.phrase("the refugees' keep")
    if how == "camp-lost":
        return WORDS.phrase("cannot pay: the camp is lost")
    return WORDS.phrase("yields")


def gain(seat: str, territory: int, amount: int, how: str, other: str) -> Message:
    """What one territory did in the gains phase (`gains.Gain`)."""
    return WORDS.phrase("{seat}: territory {n} {said} ({amount:+} #)", seat=seat, n=territory,
                        said=_gain_said(how, other), amount=amount)


def learned(seat: str, mage: str, spells: Sequence[str]) -> Message:
    return WORDS.phrase("{seat}'s mage {mage} learns {spells}", seat=seat, mage=mage,
                        spells=", ".join(spells))


def spent(seat: str, cost: int, units: Sequence[Sequence[Any]],
          upgrades: Sequence[Sequence[Any]]) -> Message:
    bought: list[object] = [f"{name} {figures}" for name, figures in units]
    for unit, characteristic, value, die in upgrades:
        what = key_said(characteristic)
        bought.append(WORDS.phrase("{unit} {characteristic} {value} (die {die})", unit=unit,
                                   characteristic=what, value=value, die=die) if die else
                      WORDS.phrase("{unit} {characteristic} {value}", unit=unit,
                                   characteristic=what, value=value))
    return WORDS.phrase("{seat} spends {cost} #: {bought}", seat=seat, cost=cost,
                        bought=Listing(tuple(bought), "; "))


def _lost(event: Event, log: Sequence[Event]) -> int:
    """The figures of the event's seat eliminated in the battle of its turn (the
    result's event before it in the log)."""
    before = log[:log.index(event)] if event in log else log
    for other in reversed(before):
        if other.key == "medfan.result" and other.turn == event.turn:
            return sum(dict(other.args["eliminated"]).get(event.args["seat"], {}).values())
    return len(event.args.get("fates", []))


def event_message(event: Event, log: Sequence[Event] = ()) -> Message | None:
    """An event of the campaign as a message, made again from its args (None for an
    event that saved too little to say it again: its text is said as it is)."""
    a = event.args
    kind = event.key.removeprefix("medfan.")
    try:
        if kind == "army":
            return army(a["seat"], a["units"], a["cost"])
        if kind == "pairing":
            return pairing(a["attacker"], a["defender"], a["scenario"], a["rolled"],
                           a.get("rolled_length", False))
        if kind == "agreed":
            return agreed(a["seat"], a["unit"])
        if kind == "objective":
            return objective(a["seat"], a["objective"], a["rolled"], a["die"])
        if kind == "entries-differ":
            return differ(a["differences"])
        if kind == "result":
            return result(a["source"], a["winner"], a.get("turns", 0))
        if kind == "after":
            return after(a["seat"], a["gain"], _lost(event, log))
        if kind == "objective-done":
            return done(a["how"], a)
        if kind == "found":
            return found(a["territory"], a["name"], a["capability"])
        if kind == "gain":
            return gain(a["seat"], a["territory"], a["amount"], a["how"], a["other"])
        if kind == "learned":
            return learned(a["seat"], a["unit"], a["spells"])
        if kind == "spent":
            return spent(a["seat"], a["cost"], a["units"], a["upgrades"])
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    return None
