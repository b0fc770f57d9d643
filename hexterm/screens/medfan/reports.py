"""A Med-Fan campaign's log and ranking: the standing (territories held, then the
treasury) above each campaign turn's events, every die with what it did (survival,
objectives, territories found, the gains phase), the turn in progress included; left
and right change the battle. Each event is said again in the player's language from its
key and values. The end of the campaign shows the final ranking (`RankingScreen`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hexterm.engine.medfan.tables import BATTLES, CAPABILITIES, Survival
from hexterm.engine.medfan.views import ROLLED_LENGTH
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Message
from hexterm.engine.ruleset import Event
from hexterm.i18n import t
from hexterm.screens.medfan.panels import FATES, objective
from hexterm.screens.medfan.words import filled, phrase
from hexterm.screens.shared.reports import Ending, TurnLog
from hexterm.table import Table
from hexterm.widgets.battle_entries import said_all, source_label

SAID: dict[str, Message] = {
    "medfan.army": WORDS.phrase("{seat} buys an army of {units} units for {cost} #"),
    "medfan.pairing": WORDS.phrase(
        "{attacker} attacks {defender}: {scenario} ({how}), {length}"),
    "medfan.objective": WORDS.phrase("{seat}'s objective: {objective}{rolled}"),
    "medfan.entries-differ": WORDS.phrase(
        "The results entered differ; nothing is applied: {differences}"),
    "medfan.result": WORDS.phrase("The battle (result {source}): {winner}{lasted}"),
    "medfan.after": WORDS.phrase("{seat} gains {gain} # from the battle; survival: {fates}"),
    "medfan.found": WORDS.phrase(
        "Territory {territory} is found by {seat}: {name}, {capability} (dice {dice})"),
    "medfan.spent": WORDS.phrase("{seat} spends {cost} #: {bought}"),
    "medfan.agreed": WORDS.phrase(
        "The players agree: {seat}'s {unit} may pass the upgrades' limits"),
    "medfan.learned": WORDS.phrase(
        "{seat}'s mage {unit} learns {spells} (the Council of Archmages)"),
}
"""The log's sentence of each kind of event, by its key (the screen's own words, said
again from the event's args)."""
DONE: dict[str, Message] = {
    "expansion": WORDS.phrase("Territory {territory} goes to {seat}"),
    "taken": WORDS.phrase("Territory {territory} is taken from {adversary} by {seat}"),
    "given": WORDS.phrase("Territory {territory} is given by {seat} to {adversary}"),
    "raided": WORDS.phrase("Territory {territory} of {adversary} is left unoccupied"),
    "pillaged": WORDS.phrase("{seat} pillages {amount} # from {adversary} (dice {dice})"),
    "unusable": WORDS.phrase("Territory {territory} of {adversary} is unusable this turn"),
    "destroyed": WORDS.phrase("Territory {territory} of {adversary} becomes a Refugee Camp"),
}
"""What an objective did, by its kind."""
GAINS: dict[str, Message] = {
    "yields": WORDS.phrase("{seat}: territory {territory} yields {amount} #{dice}"),
    "casino-won": WORDS.phrase(
        "{seat}: the Casino of territory {territory} wins {amount} #{dice}"),
    "casino-lost": WORDS.phrase(
        "{seat}: the Casino of territory {territory} rolls a double and loses {amount} #{dice}"),
    "double": WORDS.phrase(
        "{seat}: territory {territory} rolls a double{dice}: nothing, it becomes {other}"),
    "guild": WORDS.phrase(
        "{seat}: the Thieves' Guild of territory {territory} takes {amount} # from {other}"),
    "refugees": WORDS.phrase(
        "{seat}: the Refugee Camp of territory {territory} costs {amount} #"),
    "camp-lost": WORDS.phrase(
        "{seat} cannot pay the Refugee Camp of territory {territory}: it is lost"),
}
"""What a territory did in the gains phase, by its kind."""


def _dice(dice: list[int]) -> str:
    return " ".join(map(str, dice)) or "-"


def _capability(key: str) -> str:
    return t(CAPABILITIES[key].name) if key in CAPABILITIES else key


def event_text(event: Event) -> str:
    """One line of the log, in the player's language."""
    a = dict(event.args)
    if event.key == "medfan.objective-done":
        if a.get("how") not in DONE:
            return event.text
        return filled(DONE[a["how"]], **{**a, "dice": _dice(a.get("dice", []))})
    if event.key == "medfan.gain":
        if a.get("how") not in GAINS:
            return event.text
        dice = phrase(" (dice {dice})", dice=_dice(a["dice"])) if a["dice"] else ""
        other = _capability(a["other"]) if a["how"] == "double" else a["other"]
        return filled(GAINS[a["how"]], **{**a, "amount": abs(a["amount"]), "dice": dice,
                                     "other": other})
    template = SAID.get(event.key)
    if template is None:
        return event.text
    if event.key == "medfan.pairing":
        a.update(scenario=t(BATTLES[a["scenario"]]),
                 how=phrase("rolled") if a["rolled"] else phrase("chosen"),
                 length=t(ROLLED_LENGTH) if a.get("rolled_length") else phrase("6 turns"))
    elif event.key == "medfan.objective":
        a.update(objective=objective(a["objective"]),
                 rolled=phrase(" (rolled {die})", die=a.get("die", "?")) if a["rolled"] else "")
    elif event.key == "medfan.entries-differ":
        a["differences"] = said_all(a["differing"]) if "differing" in a \
            else "; ".join(a["differences"])
    elif event.key == "medfan.result":
        a.update(source=source_label(a["source"]),
                 winner=phrase("{seat} wins", seat=a["winner"]) if a["winner"]
                 else phrase("a draw"),
                 lasted=phrase(", in {n} turns", n=a["turns"]) if a.get("turns") else "")
    elif event.key == "medfan.spent":
        a["bought"] = "; ".join(
            [f"{name} {figures}" for name, figures in a.get("units", [])]
            + [f"{unit} {t(what)} {value}" + (phrase(" (die {die})", die=die) if die else "")
               for unit, what, value, die in a.get("upgrades", [])]) or "-"
    elif event.key == "medfan.learned":
        a["spells"] = ", ".join(a["spells"])
    elif event.key == "medfan.after":
        a["fates"] = ", ".join(f"{unit} {die} {t(FATES[Survival(fate)])}" for die, (unit, fate)
                               in zip(a["dice"], a["fates"], strict=False)) or "-"
    elif event.key == "medfan.found":
        a.update(capability=_capability(a["capability"]), dice=_dice(a["dice"]))
    try:
        return filled(template, **a)
    except KeyError:  # an event logged before it carried every value
        return event.text


def standing(table: Table) -> list[str]:
    """The ranking as it stands (the final one once the campaign is over): territories
    held, then the treasury."""
    game = table.game
    view = game.rules.view(game.state, None)
    lines = [phrase("Final ranking (territories held, then the treasury):") if game.outcome
             else phrase("Ranking (territories held, then the treasury):")]
    for place, seat in enumerate(view["ranking"], 1):
        player = view["players_view"][seat]
        lines.append(phrase(" {place}. {seat}: {n} territories, {treasury} #", place=place,
                            seat=seat, n=player["territories"], treasury=player["treasury"]))
    return lines


def ending(table: Table) -> list[str]:
    """How the campaign ended: the battles fought, the winner, the final ranking."""
    game = table.game
    view = game.rules.view(game.state, None)
    first = view["ranking"][0]
    return [phrase("The campaign is over. Battles fought: {n}.", n=view["battles"]),
            phrase("{seat} wins the campaign with {n} territories.", seat=first,
                   n=view["holdings"][first]), "", *standing(table)]


class MedfanReportsScreen(TurnLog):
    """A seat's log, the turn in progress first, under the ranking."""

    def report(self) -> str:
        events = self.table.report(self.seat, self.turn)
        lines = [*standing(self.table), "",
                 phrase("Log of battle {n} (left, right: another battle)", n=self.turn)]
        lines += [f" {event_text(e)}" for e in events if not e.key.startswith("bot")]
        return "\n".join(lines)


class RankingScreen(Ending):
    """The end of the campaign: the final ranking."""

    def lines(self) -> list[str]:
        return ending(self.table)


def open_reports(table: Table, seat: str, _turn_screen: Any
                 ) -> tuple[MedfanReportsScreen, Callable[[Any], None] | None]:
    return MedfanReportsScreen(table, seat), None
