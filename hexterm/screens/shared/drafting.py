"""The seat's draft orders on a play screen, kept on disk as they change, and a turn
sent or taken back with any failure said in one sentence.

`KeptDraft` is mixed into each ruleset's play screen: setting `draft` writes it
through the table (`Table.keep_draft`, `hexterm.save.drafts`) for the step the screen was
opened at (a late key after the step resolved never files its text under the next
step); `starting_draft` gives the
text a seat starts its turn with (its submitted orders, else the draft kept from an
earlier run, else nothing); `send` submits in a thread and tells the player when the
save could not take the orders. `as_written` keeps the player's own text (comments,
words, layout) when a form rewrites one unit's order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.screen import Screen

from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.orderfile import replace_section
from hexterm.engine.ruleset import OrdersRuleset
from hexterm.i18n import language, t
from hexterm.screens.dialogs.working import WorkingScreen
from hexterm.table import Submission, Table


def input_said(game: Game, text: str) -> str:
    """A seat's input as the save keeps it (the English words) in the words a player of
    the screen's language types (`Ruleset.typed_in`), to be edited and given again."""
    return game.rules.typed_in(game.step, text, language())


def starting_draft(table: Table, seat: str) -> tuple[str, bool]:
    """The seat's orders to start from (its submitted ones in the player's words), and
    whether they are a draft kept on disk."""
    submitted = table.game.orders.get(seat)
    if submitted is not None:
        return input_said(table.game, submitted), False
    kept = table.kept_draft(seat)
    return (kept, True) if kept is not None else ("", False)


def as_written(table: Table, seat: str, draft: str, code: str, text: str) -> str:
    """`text`, the seat's orders as the rules rewrote them after a form changed unit
    `code`, in the player's `draft` as written: the draft itself when the orders mean
    the same, else the draft with that unit's lines alone replaced (every other line,
    comment and word kept). The rewritten `text` when the player's would not read the
    same (never a draft that says something else than the form)."""
    game = table.game
    who = game.seat(seat)
    rules = game.rules
    if not isinstance(rules, OrdersRuleset):  # a ruleset of steps: no orders file
        return text

    def reads_as_text(candidate: str) -> bool:
        try:
            return rules.format_orders(rules.parse_orders(game.state, who, candidate)) == text
        except HextermError:
            return False

    if reads_as_text(draft):
        return draft
    kept = replace_section(draft, code, text)
    return kept if reads_as_text(kept) else text


def keep(screen: Screen[Any], table: Table, seat: str, text: str,
         at: tuple[int, int] | None = None) -> None:
    """Write the seat's draft for the step `at` (default: the step the game is at); say
    once per screen when the disk refuses it."""
    try:
        table.keep_draft(seat, text, at)
    except OSError as exc:
        if not getattr(screen, "draft_trouble", False):
            screen.draft_trouble = True  # type: ignore[attr-defined]
            screen.notify(t("Your orders cannot be kept on disk ({why}): submit them before "
                            "you quit.", why=exc.strerror or exc), severity="warning",
                          timeout=20)


def send(screen: Screen[Any], table: Table, seat: str, text: str,
         then: Callable[[Submission], object]) -> None:
    """Submit the seat's orders in a thread, a line on screen meanwhile (the last orders
    resolve the turn); `then` once they are in. When the save cannot take them the
    sentence is shown and the player may try again or go back: the draft stays, on
    screen and on disk."""

    def done(result: Submission | None) -> None:
        if result is not None:
            then(result)

    screen.app.push_screen(WorkingScreen(lambda: table.submit(seat, text),
                                         t("Sending your orders…"),
                                         t("Your orders were not sent")), done)


class KeptDraft:
    """A play screen's `draft`: the seat's orders as written so far, kept on disk."""

    table: Table
    _draft: str = ""
    restored: bool = False
    draft_at: tuple[int, int] | None = None
    """The step the draft is written for: the one the screen started at."""

    def seat_name(self) -> str:
        raise NotImplementedError

    @property
    def draft(self) -> str:
        return self._draft

    @draft.setter
    def draft(self, text: str) -> None:
        if text != self._draft:
            self._draft = text
            assert isinstance(self, Screen)
            keep(self, self.table, self.seat_name(), text, self.draft_at)

    def start_draft(self) -> None:
        """Start from the seat's submitted orders, else from the draft kept on disk for
        this step."""
        self.draft_at = self.table.step_at()
        self._draft, self.restored = starting_draft(self.table, self.seat_name())

    def say_restored(self) -> None:
        if self.restored:
            assert isinstance(self, Screen)
            self.notify(t("Your unsent orders were restored."), timeout=10)
