"""The seat's draft orders on a play screen, kept on disk as they change, and a turn
sent or taken back with any failure said in one sentence.

`KeptDraft` is mixed into each ruleset's play screen: setting `draft` writes it
through the table (`Table.keep_draft`, `hexterm.drafts`); `starting_draft` gives the
text a seat starts its turn with (its submitted orders, else the draft kept from an
earlier run, else nothing); `send` submits and tells the player when it could not.
"""

from __future__ import annotations

from textual.screen import Screen

from hexterm.engine.errors import HextermError
from hexterm.i18n import t
from hexterm.table import Submission, Table


def starting_draft(table: Table, seat: str) -> tuple[str, bool]:
    """The seat's orders to start from, and whether they are a draft kept on disk."""
    submitted = table.game.orders.get(seat)
    if submitted is not None:
        return submitted, False
    kept = table.kept_draft(seat)
    return (kept, True) if kept is not None else ("", False)


def keep(screen: Screen[object], table: Table, seat: str, text: str) -> None:
    """Write the seat's draft; say once per screen when the disk refuses it."""
    try:
        table.keep_draft(seat, text)
    except OSError as exc:
        if not getattr(screen, "draft_trouble", False):
            screen.draft_trouble = True  # type: ignore[attr-defined]
            screen.notify(t("Your orders cannot be kept on disk ({why}): submit them before "
                            "you quit.", why=exc.strerror or exc), severity="warning",
                          timeout=20)


def send(screen: Screen[object], table: Table, seat: str, text: str) -> Submission | None:
    """Submit the seat's orders; None, after saying why in one sentence, when the save
    could not take them (the draft stays, on screen and on disk)."""
    try:
        return table.submit(seat, text)
    except HextermError as exc:
        screen.notify(str(exc), title=t("Your orders were not sent"), severity="error",
                      timeout=30)
        return None


class KeptDraft:
    """A play screen's `draft`: the seat's orders as written so far, kept on disk."""

    table: Table
    _draft: str = ""
    restored: bool = False

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
            keep(self, self.table, self.seat_name(), text)

    def start_draft(self) -> None:
        """Start from the seat's submitted orders, else from the draft kept on disk."""
        self._draft, self.restored = starting_draft(self.table, self.seat_name())

    def say_restored(self) -> None:
        if self.restored:
            assert isinstance(self, Screen)
            self.notify(t("Your unsent orders were restored."))
