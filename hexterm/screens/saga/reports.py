"""The SAGA campaign's reports: every step of a turn as a seat reads it (the bids and
the initiative, recruiting, each declaration, the battles with their losses and
retreats, the management), the turn in progress included (the one before when nothing
of it is resolved yet: the hot-seat cycle shows it as a new turn opens); left and right
change the turn. Each event is said in the player's language by the ruleset's own
messages (`hexterm.engine.saga.told`), from what the save keeps."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hexterm.engine.game import Game
from hexterm.engine.ruleset import Event
from hexterm.i18n import event_said, t
from hexterm.screens.saga.map import points
from hexterm.screens.shared.reports import Ending, TurnLog
from hexterm.table import Table


def event_text(event: Event, game: Game) -> str:
    """One line of the report, in the player's language: the event's message from the
    SAGA ruleset (`told`), made from what `game` saved."""
    return event_said(event, game.rules, game.state, game.log)


class SagaReportsScreen(TurnLog):
    """A seat's reports, the turn in progress first."""

    def report(self) -> str:
        events = self.table.report(self.seat, self.turn)
        lines = [*ranking(self.table), t("Report of turn {turn}", turn=self.turn)
                 + f" · {self.table.game.seat(self.seat).played_by}"]
        lines += [f" {event_text(e, self.table.game)}" for e in events
                  if not e.key.startswith("bot")]
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
