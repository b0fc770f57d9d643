"""The SAGA campaign's reports: every step of a turn as a seat reads it (the bids and
the initiative, recruiting, each declaration, the battles with their losses and
retreats, the management), the turn in progress included (the one before when nothing
of it is resolved yet: the hot-seat cycle shows it as a new turn opens); left and right
change the turn. Each event is said again in the player's language from its key and values."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hexterm.engine.ruleset import Event
from hexterm.i18n import t
from hexterm.screens.saga.map import points
from hexterm.screens.shared.reports import Ending, TurnLog
from hexterm.table import Table
from hexterm.widgets.battle_entries import said_all, source_label

SAID: dict[str, str] = {
    "saga.bids": "The bids: {bids}",
    "saga.bid-unpaid": "{seat} cannot pay a bid of {bid} PP: it counts 0 and goes last",
    "saga.initiative": "Initiative: {order}; {first} has the favour of the gods",
    "saga.favour": "{seat}, favourite of the gods, orders the tied players: {order}",
    "saga.prepare-band": "{seat} raises the band of {w0} at {w1}",
    "saga.prepare-recruit": "{w0} recruits {w1} for {w2} PP",
    "saga.prepare-take": "{w0} takes {w1} from the reserve",
    "saga.prepare-reinforce": "{w0} brings {w1} back to full",
    "saga.prepare-transfer": "{w0} goes from {w1} to {w2}",
    "saga.move": "{seat} moves {band} from {from} to {path}",
    "saga.pass": "{seat} passes",
    "saga.battle-at": "Battle at {terrain}: {seats}",
    "saga.take": "{seat} takes {terrain}",
    "saga.razed": "{seat} plunders and razes the village of {owner} at {terrain}",
    "saga.memory": "{seat} takes the prestigious {terrain}: a point on the memory track",
    "saga.result": "Battle at {terrain} ({source}): {winner}",
    "saga.lord-dies": "The lord {lord} dies after {battles} battles",
    "saga.losses": "Band {band} after the battle: {units}",
    "saga.retreat": "Band {band} retreats",
    "saga.stands-back": "Band {band} stands back at {terrain}",
    "saga.latecomers": "At {terrain}, the latecomers meet the winner: {seats}",
    "saga.muster-reserve": "The reserve at {terrain} fights with {units}",
    "saga.reserve-stays": "The reserve at {terrain} does not defend: its units stay at the "
                          "tavern",
    "saga.entries-differ": "The results entered for the battle at {terrain} differ; "
                           "nothing is applied: {differences}",
    "saga.no-village": "{seat} has no village left: its bands vanish and it gets {pp} PP "
                       "back",
    "saga.to-reserve": "{units} of {seat} join the reserve at {terrain}",
    "saga.income": "{seat} collects {pp} PP",
    "saga.upkeep": "{seat} pays {pp} PP of upkeep",
    "saga.demobilise": "{unit} of band {band} is demobilised",
    "saga.falls-back": "Band {band} falls under 4 points and falls back to a village",
    "saga.village": "{seat} builds a village at {terrain}",
    "saga.sacred": "{seat} builds a sacred terrain at {terrain}",
    "saga.invade": "{seat} invades at {terrain} with the band of {band}",
    "saga.comes-back": "Band {band} comes back to {terrain}",
    "saga.memory-victory": "{seat} wins the campaign on the memory track",
    "saga.last-turn": "The last turn ({turn}) is over",
    "saga.line-refused": "Line {line} of {seat} is not carried out: {reason}",
}


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, list):
        return " → ".join(str(v) for v in value) if value else "-"
    return "-" if value is None else str(value)


def event_text(event: Event) -> str:
    """One line of the report, in the player's language."""
    template = SAID.get(event.key)
    if template is None:
        return event.text
    args = {k.replace("-", "_"): _value(v) for k, v in event.args.items()}
    if event.key == "saga.initiative":
        args["first"] = str(event.args["order"][0])
        args["order"] = ", ".join(event.args["order"])
    if event.key == "saga.result":
        args["source"] = source_label(event.args["source"])
        args["winner"] = (t("{seat} wins", seat=event.args["winner"]) if event.args["winner"]
                          else t("a draw"))
    if event.key == "saga.battle-at":
        args["seats"] = ", ".join(event.args["seats"])
    if event.key in ("saga.favour", "saga.latecomers"):
        args["order" if event.key == "saga.favour" else "seats"] = ", ".join(
            event.args["order" if event.key == "saga.favour" else "seats"])
    if event.key == "saga.entries-differ":
        args["differences"] = said_all(event.args["differing"]) if "differing" in event.args \
            else "; ".join(event.args["differences"])
    if event.key == "saga.to-reserve":
        args["units"] = ", ".join(event.args["units"])
    args.setdefault("from", "")
    return t(template, **args)


class SagaReportsScreen(TurnLog):
    """A seat's reports, the turn in progress first."""

    def report(self) -> str:
        events = self.table.report(self.seat, self.turn)
        lines = [*ranking(self.table), t("Report of turn {turn}", turn=self.turn)
                 + f" · {self.seat}"]
        lines += [f" {event_text(e)}" for e in events if not e.key.startswith("bot")]
        return "\n".join(lines)


def ranking(table: Table) -> list[str]:
    """The final ranking with each player's score, once the campaign is over."""
    game = table.game
    if game.outcome is None:
        return []
    view = game.rules.view(game.state, None)
    winner = view["winner"]
    lines = [t("{seat} wins the campaign on the memory track", seat=winner) if winner
             else t("The last turn ({turn}) is over", turn=view["turn"]),
             t("Final ranking (PP + the points of the bands + 3 a village):")]
    for place, seat in enumerate(game.outcome.ranking, 1):
        score = view["players_view"][seat]["score"] / 2
        lines.append(f" {place}. {seat} {points(score)}")
    return [*lines, ""]


class RankingScreen(Ending):
    """The end of the campaign: how it ended, and the players' final ranking."""

    def lines(self) -> list[str]:
        return ranking(self.table)


def open_reports(table: Table, seat: str, _turn_screen: Any
                 ) -> tuple[SagaReportsScreen, Callable[[Any], None] | None]:
    return SagaReportsScreen(table, seat), None
