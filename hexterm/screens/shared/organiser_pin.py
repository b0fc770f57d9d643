"""The organiser's PIN, asked at one keyboard before the organiser's screen opens
(issue 30): once the organiser set one (`hexterm organiser pin SAVE`), the folder's
overview's `o`, the hand-off's "Organiser" and `hexterm play SAVE --organiser` ask it
here first; a game whose organiser has no PIN opens at once, as before. A served
organiser logged in with it already (`hexterm serve`): never asked again. The
overview's `p` (pause) and `d` (deadline), organiser's acts too, ask it the same way,
and so does the organiser's entry a step awaits at one keyboard (`app`).

The question is `dialogs.confirm.Confirm`'s, with a hidden field for the PIN: enter
or "Open" tries it; a wrong PIN says so and the screen stays; escape or "Back" gives
up.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.app import App, ComposeResult
from textual.widget import Widget
from textual.widgets import Input, Label

from hexterm.engine.seats import ORGANISER_LOGIN, OrganiserLogin
from hexterm.i18n import t
from hexterm.save.savefile import read_header
from hexterm.screens.dialogs.confirm import Confirm


class OrganiserPin(Confirm):
    """Ask the organiser's PIN of `login`; dismisses True once it opens, False when the
    organiser gives up."""

    def __init__(self, login: OrganiserLogin, title: str, act: str = "") -> None:
        self.login = login
        if act:  # an organiser's act asked elsewhere (the overview's pause, deadline)
            super().__init__(act, [t("It is the organiser's to do: type the organiser's "
                                     "PIN.")], t("Do it"), t("Back"))
            return
        super().__init__(t("The organiser's screen of {title}", title=title),
                         [t("It shows the whole game, every seat's units and orders: "
                            "type the organiser's PIN.")], t("Open"), t("Back"))

    def more(self) -> ComposeResult:
        yield Input(placeholder=t("The organiser's PIN"), password=True, id="pin")

    def first(self) -> Widget:
        return self.query_one("#pin", Input)

    def on_input_submitted(self) -> None:
        self.action_answer(True)

    def action_answer(self, yes: bool) -> None:
        field = self.query_one("#pin", Input)
        if yes and not self.login.opens(field.value):
            self.query_one("#confirm-error", Label).update(t("wrong PIN"))
            field.value = ""
            field.focus()
            return
        self.dismiss(yes)


def login_of(path: Path) -> OrganiserLogin:
    """The organiser's login of the save at `path`, from its header (SaveError,
    SeatError: the save cannot be read)."""
    return OrganiserLogin.from_data(read_header(path).get(ORGANISER_LOGIN))


def with_organiser_pin(app: App[Any], login: OrganiserLogin, title: str,
                       then: Callable[[], object],
                       otherwise: Callable[[], object] | None = None, *,
                       act: str = "") -> None:
    """`then()` once the organiser's PIN is given (at once when the organiser has none);
    `otherwise()`, if given, when the organiser gives up. `act`: the organiser's act the
    PIN is asked for, as its question's heading (none: the organiser's screen)."""
    if not login.has_pin:
        then()
        return

    def answered(yes: bool | None) -> None:
        if yes:
            then()
        elif otherwise is not None:
            otherwise()

    app.push_screen(OrganiserPin(login, title, act), answered)

