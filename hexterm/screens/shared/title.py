"""The title screen (new game, load game, the games of the folder, edit a world, quit)
and the list of saves to load.

Up and down (or tab) move between the title's buttons; `?` shows the title's help,
then, with left/right, the help of every game hexterm plays.

The new-game form lives in `hexterm.screens.shared.new_game`. The load screen lists every save
of the folder, newest first, with its ruleset, turn and seats, read from their headers;
then it reads each save whole in a thread (its checksum, its state) and marks those
found damaged. A damaged save is marked as such in the list, with the sentence that
says what is wrong, and choosing it shows that sentence instead of opening it.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Label, ListItem, ListView
from textual.worker import get_current_worker

from hexterm.engine.errors import HextermError, RulesetError
from hexterm.engine.messages import Message, message_of
from hexterm.engine.rulesets import get_ruleset
from hexterm.i18n import said_or_name, t
from hexterm.save import savegame
from hexterm.save.errors import SaveError
from hexterm.save.savegame import SaveEntry
from hexterm.screens.shared.help import HelpScreen, game_guides
from hexterm.screens.shared.new_game import NewGameScreen
from hexterm.screens.shared.overview import OverviewScreen
from hexterm.widgets.localised import Localised


class TitleScreen(Localised, Screen[Path | None]):
    """Dismisses with the save to play, or None to quit."""

    BINDINGS = [("escape", "quit_title", "Quit"), ("question_mark", "help", "Help"),
                Binding("up", "app.focus_previous", "Previous", show=False),
                Binding("down", "app.focus_next", "Next", show=False)]

    def __init__(self, saves: Path) -> None:
        super().__init__()
        self.saves = saves

    def compose(self) -> ComposeResult:
        with Vertical(id="title-menu"):
            yield Label("hexterm", id="logo")
            yield Button(t("New game"), id="new", variant="primary")
            yield Button(t("Load game"), id="load")
            yield Button(t("Games of this folder"), id="overview")
            yield Button(t("Edit a world"), id="edit")
            yield Button(t("Quit"), id="quit")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "new":
            self.app.push_screen(NewGameScreen(self.saves), self.chosen)
        elif event.button.id == "load":
            self.app.push_screen(LoadScreen(self.saves), self.chosen)
        elif event.button.id == "overview":  # the organiser's view (issue 28)
            self.app.push_screen(OverviewScreen(self.saves), self.chosen)
        elif event.button.id == "edit":  # the world editor (issue 30)
            from hexterm.screens.shared.editor_start import EditStartScreen

            self.app.push_screen(EditStartScreen(self.saves))
        else:
            self.dismiss(None)

    def chosen(self, path: Path | None) -> None:
        if path is not None:
            self.dismiss(path)

    def action_quit_title(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("title", games=game_guides))


class SavesScreen(Localised, Screen[Path | None]):
    """A screen about the saves folder that dismisses with a save, or None (escape)."""

    BINDINGS = [("escape", "back", "Back")]

    def __init__(self, saves: Path) -> None:
        super().__init__()
        self.saves = saves

    def action_back(self) -> None:
        self.dismiss(None)


def short(problem: Message | str, path: Path) -> str:
    """A save's problem in the player's language, naming the file alone: the screen
    already says which folder."""
    return said_or_name(problem).replace(str(path), path.name)


def describe(entry: SaveEntry) -> tuple[Text, Text]:
    """A save in two lines: file and title; then ruleset, turn and seats (or the damage)."""
    if entry.header is None:
        return (Text.assemble((entry.path.name, "bold"), "  ", (t("damaged"), "bold red")),
                Text(short(entry.problem, entry.path), "red"))
    head: dict[str, Any] = entry.header
    ruleset = str(head.get("ruleset", "?"))
    try:
        rules = get_ruleset(ruleset)
    except RulesetError:
        rules = None
    seats = []
    for seat in head.get("seats", []):
        name, faction, bot = [*seat, "?", "?", False][:3] if isinstance(seat, list) else [
            seat, "?", False]
        seats.append(f"{name} ({faction}, " + t("bot") + ")" if bot else f"{name} ({faction})")
    state = t("over") if head.get("over") else t("Turn {turn}", turn=head.get("turn", "?"))
    title = str(head.get("title", ""))
    return (Text.assemble((entry.path.name, "bold"), f"  {title}" if title else ""),
            Text(f"{rules.title if rules else ruleset} · {state} · {', '.join(seats)}"))


def save_item(entry: SaveEntry) -> ListItem:
    """A save as an item of the list: `describe`'s two lines, its date on the right."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.mtime))
    first, second = describe(entry)
    return ListItem(Horizontal(Label(first, classes="save-text"),
                               Label(when, classes="save-date")),
                    Label(second, classes="save-detail"),
                    classes="damaged" if entry.damaged else "")


def mark_damaged(item: ListItem, entry: SaveEntry) -> None:
    """Show `item` as the damaged save `entry` (found so when read whole)."""
    first, second = describe(entry)
    item.query_one(".save-text", Label).update(first)
    item.query_one(".save-detail", Label).update(second)
    item.add_class("damaged")


class LoadScreen(SavesScreen):
    """The saves of the folder, newest first, with their ruleset, turn and seats."""

    BINDINGS = [("question_mark", "help", "Help")]

    def __init__(self, saves: Path) -> None:
        super().__init__(saves)
        self.entries = savegame.scan_saves(saves) if saves.is_dir() else []

    def compose(self) -> ComposeResult:
        with Vertical(id="load"):
            yield Label(t("Load game"), id="load-title")
            if not self.saves.is_dir():
                yield Label(t("There is no folder {folder} yet: a new game creates it.",
                              folder=self.saves), id="load-empty")
            elif not self.entries:
                yield Label(t("No saves in {folder}", folder=self.saves), id="load-empty")
            else:
                yield Label(t("Saves in {folder}, newest first", folder=self.saves),
                            id="load-folder")
                yield ListView(*[save_item(entry) for entry in self.entries], id="saves")
            yield Label("", id="load-error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#load-error").display = False
        if any(not entry.damaged for entry in self.entries):
            self.read_whole()

    @work(thread=True, exclusive=True, group="load-check")
    def read_whole(self) -> None:
        """Read every save whose header was fine; mark those that are damaged."""
        for index, entry in enumerate(list(self.entries)):
            if entry.damaged:
                continue
            try:
                savegame.log_read(savegame.load(entry.path))  # its log too: all of it
            except HextermError as exc:
                if get_current_worker().is_cancelled:
                    return
                self.app.call_from_thread(self.found_damaged, index,
                                          replace(entry, header=None, problem=message_of(exc)))

    def found_damaged(self, index: int, entry: SaveEntry) -> None:
        self.entries[index] = entry
        item = self.query_one("#saves", ListView).children[index]
        if isinstance(item, ListItem):
            mark_damaged(item, entry)

    def on_list_view_selected(self, event: ListView.Selected) -> None:
        entry = self.entries[event.list_view.index or 0]
        problem = short(entry.problem, entry.path)
        if not entry.damaged:
            try:
                savegame.log_read(savegame.load(entry.path))  # the header was fine: the rest?
            except SaveError as exc:
                problem = short(message_of(exc), entry.path)
        if problem:
            error = self.query_one("#load-error", Label)
            error.update(problem)
            error.display = True
            return
        self.dismiss(entry.path)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("load"))
