"""The organiser's acts during a campaign, for a `hexterm.table.Table` (issue 30):
an act (`hexterm.engine.organiser`) applied between two steps in the Table's one
locked read-modify-write, refused whole (nothing written) when the ruleset or the
save's integrity refuses it, or when the save has moved on to another step since the
organiser read it (`StaleError`); the take-back of the last resolved step
(`hexterm.engine.takeback`); and the organiser's own PIN and keys (`change_organiser`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from hexterm.engine import organiser, takeback, timing
from hexterm.engine.acts import ActForm
from hexterm.engine.game import Game
from hexterm.engine.log import Log
from hexterm.engine.notices import Notice
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import OrganiserLogin
from hexterm.save import drafts
from hexterm.table_deadline import Change


class ActsTable:
    """The organiser's acts, for `hexterm.table.Table` (which gives `game` and
    `_change`)."""

    if TYPE_CHECKING:
        game: Game
        path: Path

        def _change(self, change: Callable[[Game], Game], *, at_step: bool = True
                    ) -> Game: ...

        def _change_told(self, change: Change, *, at_step: bool = True) -> Game: ...

        def now(self) -> int: ...

        def keep_draft(self, name: str, text: str, at: tuple[int, int] | None = None
                       ) -> None: ...

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

    def change_organiser(self, change: Callable[[OrganiserLogin], OrganiserLogin]
                         ) -> tuple[OrganiserLogin, OrganiserLogin]:
        """The organiser's PIN or SSH keys changed (`hexterm organiser`), at any step: a
        login belongs to no turn; the organiser's login before and after."""
        before = self._change(lambda game: replace(game, organiser=change(game.organiser)),
                              at_step=False)
        return before.organiser, self.game.organiser

    def take_back_turn(self, reason: str, turn: int | None = None) -> Game:
        """The organiser takes back the last resolved step (`hexterm takeback`, the
        organiser's screen): the game as it was before it, every seat told why, the
        inputs given then given again (`hexterm.engine.takeback`); inputs given since,
        for the step after, kept as their seats' drafts of it. TakeBackError says why
        not; the game as it was just before."""
        def back(game: Game) -> tuple[Game, tuple[Notice, ...]]:
            after = takeback.take_back_step(game, reason, turn)
            after, clock = timing.after_change(game, after, self.now())
            return after, takeback.told(after, reason, clock)

        before = self._change_told(back)
        for name, text in before.orders.items():  # given for a step that is gone for now
            if drafts.kept(self.path, before.game_id, before.turn, name,
                           before.steps_done) is None:
                self.keep_draft(name, text, (before.turn, before.steps_done))
        return before

def _added(before: tuple[Event, ...] | Log, after: tuple[Event, ...] | Log) -> list[Event]:
    """The events `after` holds past the end of `before` (a `Log` unpacks only the
    blocks they are in)."""
    return list(after[len(before):])
