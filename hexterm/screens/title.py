"""The title screen (new game, load game, quit) and the list of saves to load.

A new game here is started on the built-in world with the seats typed as
``name:faction`` (``:bot`` for a seat the program plays); `hexterm new` offers every
option from the command line.
"""

from __future__ import annotations

import time
from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, ListItem, ListView

from hexterm import savegame
from hexterm.engine.errors import HextermError
from hexterm.engine.seats import parse_seat_spec
from hexterm.i18n import t
from hexterm.screens.common import Localised
from hexterm.worlds import start_game


class TitleScreen(Localised, Screen[Path | None]):
    """Dismisses with the save to play, or None to quit."""

    BINDINGS = [("escape", "quit_title", "Quit")]

    def __init__(self, saves: Path) -> None:
        super().__init__()
        self.saves = saves

    def compose(self) -> ComposeResult:
        with Vertical(id="title-menu"):
            yield Label("hexterm", id="logo")
            yield Button(t("New game"), id="new", variant="primary")
            yield Button(t("Load game"), id="load")
            yield Button(t("Quit"), id="quit")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "new":
            self.app.push_screen(NewGameScreen(self.saves), self.chosen)
        elif event.button.id == "load":
            self.app.push_screen(LoadScreen(self.saves), self.chosen)
        else:
            self.dismiss(None)

    def chosen(self, path: Path | None) -> None:
        if path is not None:
            self.dismiss(path)

    def action_quit_title(self) -> None:
        self.dismiss(None)


class SavesScreen(Localised, Screen[Path | None]):
    """A screen about the saves folder that dismisses with a save, or None (escape)."""

    BINDINGS = [("escape", "back", "Back")]

    def __init__(self, saves: Path) -> None:
        super().__init__()
        self.saves = saves

    def action_back(self) -> None:
        self.dismiss(None)


class LoadScreen(SavesScreen):
    """The saves of the folder, newest first, with their ruleset, turn and seats."""

    def __init__(self, saves: Path) -> None:
        super().__init__(saves)
        self.found = savegame.list_saves(saves) if saves.is_dir() else []

    def compose(self) -> ComposeResult:
        if not self.found:
            yield Label(t("No saves in {folder}", folder=self.saves))
        items = []
        for path, head in self.found:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
            seats = ", ".join(str(s[0]) for s in head.get("seats", []))
            turn = t("Turn {turn}", turn=head.get("turn", "?"))
            items.append(ListItem(Label(f"{path.name}  {head.get('ruleset', '?')}  {turn}  "
                                        f"{seats}  {when}")))
        yield ListView(*items, id="saves")
        yield Footer()

    def on_list_view_selected(self, event: ListView.Selected) -> None:
        self.dismiss(self.found[event.list_view.index or 0][0])


class NewGameScreen(SavesScreen):
    """Seats, seed and file name of a new game on the built-in world."""

    def compose(self) -> ComposeResult:
        with Vertical(id="new-game"):
            yield Label(t("Seats") + " (name:faction[:bot], …)")
            yield Input("alice:glaces, bob:liberia, carol:coelion:bot, dan:guilde:bot",
                        id="seats")
            yield Label(t("Seed"))
            yield Input("1", id="seed")
            yield Label("file")
            yield Input("game", id="name")
            yield Label("", id="error")
            yield Button(t("Start"), variant="primary", id="start")
        yield Footer()

    def on_button_pressed(self) -> None:
        try:
            seats = [parse_seat_spec(spec)
                     for spec in self.query_one("#seats", Input).value.split(",")]
            seed = int(self.query_one("#seed", Input).value)
            game = start_game("planisphere", None, seats, seed)
        except (HextermError, ValueError) as exc:
            self.query_one("#error", Label).update(str(exc))
            return
        self.saves.mkdir(parents=True, exist_ok=True)
        path = self.saves / (self.query_one("#name", Input).value + savegame.SUFFIX)
        savegame.save(path, game)
        self.dismiss(path)
