"""The organiser's acts during a campaign, for a `hexterm.table.Table` (issue 30):
an act (`hexterm.engine.organiser`) applied between two steps in the Table's one
locked read-modify-write, refused whole (nothing written) when the ruleset or the
save's integrity refuses it, or when the save has moved on to another step since the
organiser read it (`StaleError`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from hexterm.engine import organiser
from hexterm.engine.acts import ActForm
from hexterm.engine.game import Game
from hexterm.engine.log import Log
from hexterm.engine.ruleset import Event


class ActsTable:
    """The organiser's acts, for `hexterm.table.Table` (which gives `game` and
    `_change`)."""

    if TYPE_CHECKING:
        game: Game

        def _change(self, change: Callable[[Game], Game], *, at_step: bool = True
                    ) -> Game: ...

    def act_forms(self) -> tuple[ActForm, ...]:
        """The acts the game's ruleset knows, with their forms and an example each (the
        organiser's screen lists them; none: the game has no acts)."""
        return organiser.forms(self.game)

    def act(self, text: str, reason: str) -> list[Event]:
        """The organiser's act `text`, done for `reason`, applied and saved at the step
        this table shows; the events it put in the log (ActError, one sentence, when it
        is refused; StaleError when the save moved on: nothing is written either way)."""
        before = self._change(lambda game: organiser.act(game, text, reason))
        return _added(before.log, self.game.log)


def _added(before: tuple[Event, ...] | Log, after: tuple[Event, ...] | Log) -> list[Event]:
    """The events `after` holds past the end of `before` (a `Log` unpacks only the
    blocks they are in)."""
    return list(after[len(before):])
