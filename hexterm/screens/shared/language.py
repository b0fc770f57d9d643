"""The language a player reads and the keyboard they type on, chosen again from the
command palette at any time.

The app speaks, for the seat at the keyboard, the first language said of (docs/ssh.md):
that seat's own choice in the palette (`Language: Français`), the choice made in the
palette before any seat was called (the title), the program's `--lang` or the
terminal's LANG/LC_* (`said_lang`), the game's (`hexterm new --lang`), the server's
(`hexterm serve --lang`, `server_lang`), and the language the program started in.
At one keyboard each seat keeps its own choice: the hand-off to a seat switches to it.
A choice lasts as long as the program; a served player's, as long as their session
(the server's menu and the next game they open speak it: `tell_the_server`).

A choice redraws the screen at hand in the new language: a seat's turn is opened
again on its draft (kept on disk at every key), any other screen is composed again (its
focus kept); the screens under it are redrawn when they come back on top; every key
description (the key bar) follows. Saves never hold a player's language.

The keyboard (`hexterm.widgets.keyboard`): QWERTY or AZERTY, chosen in the palette
(`Keyboard: AZERTY`) or found from the keys pressed on a map (`z` or `w`); every map
and path field then takes the letters of that layout, and the help says them.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from textual.app import App, SystemCommand
from textual.command import CommandPalette
from textual.dom import DOMNode
from textual.screen import Screen

from hexterm.i18n import (
    CHOSEN_LANG_FILE,
    LANGUAGES,
    direction,
    language,
    pick_language,
    set_language,
    t,
)
from hexterm.screens.shared.screen_sets import is_turn_screen
from hexterm.widgets import keyboard
from hexterm.widgets.localised import Localised, translate_bindings

NAMES = {"en": "English", "fr": "Français"}
"""Each language in its own words, as the palette offers it."""


class Speaks:
    """Mixed into the app before `App`: the language of the seat at the keyboard."""

    said_lang: str | None = None
    """The program's `--lang`, else the language the terminal's LANG/LC_* names."""
    server_lang: str | None = None
    """The server's `--lang` (HEXTERM_LANG), after the game's."""

    def init_languages(self) -> None:
        self.base_lang = language()  # what the program started in: the last resort
        self.chosen_langs: dict[str, str] = {}  # by seat; "": chosen before any seat
        self.stale_screens: list[Screen[Any]] = []  # under the one redrawn: theirs later
        self.speaking_for = ""

    def game_lang(self) -> str:
        table = getattr(self, "table", None)
        return table.game.lang if table is not None else ""

    def speak_for(self, seat: str | None) -> None:
        """Speak the language of `seat` (None: no seat at the keyboard yet)."""
        self.speaking_for = seat or ""
        wanted = pick_language(self.chosen_langs.get(self.speaking_for),
                               self.chosen_langs.get(""), self.said_lang, self.game_lang(),
                               self.server_lang, self.base_lang)
        if wanted != language():
            set_language(wanted)
            self.retranslate()

    def language_commands(self) -> list[SystemCommand]:
        """The palette's entries: every other language, every other keyboard."""
        languages = [SystemCommand(t("Language: {name}", name=NAMES[lang]),
                                   t("Every screen in this language, for you only; the "
                                     "save does not change"),
                                   lambda lang=lang: self.choose_language(lang))
                     for lang in LANGUAGES if lang != language()]
        keyboards = [SystemCommand(t("Keyboard: {name}", name=keyboard.NAMES[name]),
                                   t("the map's direction keys: {keys} ({directions})",
                                     keys=keyboard.letters(name),
                                     directions=" ".join(map(direction, (
                                         "NW", "N", "NE", "/", "SW", "S", "SE")))),
                                   lambda name=name: self.choose_keyboard(name))
                     for name in keyboard.LAYOUTS if name != keyboard.layout()]
        return languages + keyboards

    def action_command_palette(self) -> None:
        """Textual's command palette, its prompt in the player's language."""
        assert isinstance(self, App)
        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(CommandPalette(id="--command-palette",
                                            placeholder=t("Search for commands…")))

    def choose_keyboard(self, name: str) -> None:
        """The player's keyboard is `name`: every map takes its letters."""
        keyboard.set_layout(name)
        self.retranslate()

    def found_keyboard(self, key: str) -> None:
        """A key pressed: `z` or `w` on a map (a widget whose directions are keys) says
        the player's keyboard."""
        assert isinstance(self, App)
        found = keyboard.FOUND_BY.get(key)
        focused = self.focused
        if found is None or found == keyboard.layout() or focused is None:
            return
        if key in keyboard.step_keys(focused):
            self.choose_keyboard(found)

    def choose_language(self, lang: str) -> None:
        """The player at the keyboard chose `lang`: the screen at hand redrawn in it."""
        assert isinstance(self, App)
        self.chosen_langs[self.speaking_for] = lang
        tell_the_server(lang)
        set_language(lang)
        self.retranslate()
        self.stale_screens = list(self.screen_stack[1:-1])
        self.redraw()

    def redraw_if_stale(self, screen: Screen[Any]) -> None:
        """`screen`, back on top, redrawn if it was under the screen at hand when the
        player changed language."""
        assert isinstance(self, App)
        self.stale_screens = [s for s in self.stale_screens if s in self.screen_stack]
        if screen in self.stale_screens and screen is self.screen:
            self.stale_screens.remove(screen)
            self.redraw()

    def retranslate(self) -> None:
        """The key descriptions of the app and every screen in the current language."""
        assert isinstance(self, App)
        nodes: list[DOMNode] = [self]
        for screen in self.screen_stack:
            nodes += [screen, *(node for node in screen.walk_children()
                                if isinstance(node, Localised))]
        for node in nodes:
            translate_bindings(node)
        self.refresh_bindings()

    def redraw(self) -> None:
        """The screen at hand again, in the current language."""
        assert isinstance(self, App)
        screen: Any = self.screen
        table = getattr(self, "table", None)
        if is_turn_screen(screen) and table is not None:
            seat, draft = screen.seat_name(), screen.draft
            self.pop_screen()
            self.start_turn(seat, draft)  # type: ignore[attr-defined]
        else:
            self.call_later(recompose, screen)


def tell_the_server(lang: str) -> None:
    """A served program (`hexterm serve`) writes the player's chosen language where the
    server reads it when the program ends (CHOSEN_LANG_FILE): the menu it goes back to
    and the next game speak it."""
    path = os.environ.get(CHOSEN_LANG_FILE, "")
    if path:
        with contextlib.suppress(OSError):
            Path(path).write_text(lang, encoding="utf-8")


async def recompose(screen: Screen[Any]) -> None:
    """`screen` composed again, the focus back on the widget of the same id."""
    had = screen.focused.id if screen.focused is not None else None
    await screen.recompose()
    again = screen.query(f"#{had}") if had else None
    if again:
        again.first().focus()
    elif screen.focused is None:
        screen.focus_next()
