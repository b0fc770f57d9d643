"""The Textual application: the turn cycle of hand-off, orders and resolution.

`hexterm` opens the title screen; `hexterm play SAVE` goes straight to the game. At one
keyboard (hot-seat) each human seat that still owes orders is called in turn through
the hand-off screen; when none is left the turn is resolved (bots write theirs then)
and the cycle starts again, each player reading their reports first.

`hexterm play SAVE --as SEAT` plays one seat from its own terminal while the others
play theirs from their own, on the same save: the hand-off asks the PIN once, the map
follows, and after submitting the waiting screen lists who is awaited until the turn
is resolved, by whichever program submits last (`Table.resolve_on_last`), then the
next turn opens with its reports. The program ends only when the player quits.

A served session (`HEXTERM_SERVED=1`: `hexterm serve` starts one per connection) is
that, for a seat the server has already let in: no PIN, no title screen nor any other
save or seat, nothing of Textual's that writes files (screenshots) or runs programs
(opening a URL, suspending: `screens/shared/served_app.py`), and quitting ends the
session. `HEXTERM_IDLE=SECONDS` ends the program after that long without a key or a
mouse event (exit status 0, one line said): by default never, except in a served
session (`SERVED_IDLE`).

A game's deadline is timed by the clock `now` (the wall clock; a test gives its own),
which the app's Table and every deadline line read. When the seat's go opens while the
program is on, the terminal is told once (the bell and a desktop notification,
`screens/shared/alerts.py`, written through Textual's driver: `write_alert`).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events
from textual.actions import SkipAction
from textual.app import SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from hexterm.engine import timing
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.steps import ORGANISER
from hexterm.i18n import said_or_name, t, title_said, typeset
from hexterm.notify import deliver_later
from hexterm.save.errors import SaveError
from hexterm.screens.dialogs.working import WorkingScreen
from hexterm.screens.shared import collector, textual_once
from hexterm.screens.shared.alerts import Alerts
from hexterm.screens.shared.app_parts import SERVED_IDLE, duration, idle_limit  # noqa: F401
from hexterm.screens.shared.common import sentence
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.help import HelpScreen
from hexterm.screens.shared.language import Speaks
from hexterm.screens.shared.organiser import DESK, OrganiserScreen
from hexterm.screens.shared.organiser_pin import with_organiser_pin
from hexterm.screens.shared.parsed_css import share
from hexterm.screens.shared.screen_sets import is_turn_screen, screens_for
from hexterm.screens.shared.served_app import ServedLimits
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.screens.shared.title import TitleScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.table import Stamp, Submission, Table
from hexterm.table_deadline import wall_clock
from hexterm.widgets.localised import localise_select_lists, translate_bindings
from hexterm.widgets.too_small import SizeGuard

NOTICE_SEEN = 2.0  # seconds after which a notification has been seen on its screen
class HextermApp(Speaks, SizeGuard, ServedLimits):
    """hexterm in the terminal."""

    TITLE = "hexterm"
    CSS_PATH = "app.tcss"
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = [Binding("f1", "game_help", "Help", key_display="?", priority=True)]
    """The game's help on a game's step typed as text (screens with a help of their own
    bind `?` themselves); `?` itself, which the input box would take, is caught before
    it (`on_event`), and f1 does the same."""

    def __init__(self, saves: Path, game: Path | None = None, seat: str | None = None, *,
                 served: bool | None = None, idle: float | None = None,
                 now: Callable[[], int] = wall_clock, organiser: bool = False,
                 loaded: Game | None = None, loaded_stamp: Stamp | None = None) -> None:
        # Under NO_COLOR, ANSI mode makes Textual drop every colour (not turn it grey).
        super().__init__(ansi_color=True if "NO_COLOR" in os.environ else None)
        share()  # the styles parsed once a process (parsed_css)
        textual_once.install()  # footers composed, frames written without repeats
        localise_select_lists()  # the keys of the list a Select opens, translated
        self.saves = saves
        self.start_game = game
        self.loaded = loaded  # the game `hexterm play` read from it: its Table's, once
        self.loaded_stamp = loaded_stamp  # the version of the file it read (`file_stamp`)
        self.only_seat = seat
        self.organiser = organiser  # `play SAVE --organiser`: the organiser's screen alone
        self.served = os.environ.get("HEXTERM_SERVED") == "1" if served is None else served
        self.idle_seconds = idle_limit(self.served) if idle is None else (idle or None)
        self.last_input = time.monotonic()
        self.unlocked = self.served  # the server let the seat in: no PIN
        self.table: Table | None = None
        self.now = now  # the deadlines' clock (a test gives its own)
        self.alerts = Alerts(self.write_alert)
        self.handed = False  # a hand-off shown already at this keyboard
        self.screen_since = time.time()  # when the screen at hand was last changed
        translate_bindings(self)  # the app's own keys in the player's language
        self.init_languages()

    # --- what a served session may not do ---------------------------------------------

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's commands (but the screenshot in a served session) in the player's
        language, on the map screen the game's own, and the player's language and
        keyboard (`language_commands`)."""
        for command in super().get_system_commands(screen):
            if not (self.served and command.title == "Screenshot"):
                yield command._replace(title=t(command.title), help=t(command.help))
        if is_turn_screen(screen):
            for title, help_text, action in screen.commands():  # type: ignore[attr-defined]
                yield SystemCommand(title, help_text, action)
        yield from self.language_commands()

    # --- the help of the game at hand ------------------------------------------------

    def game_screen(self) -> bool:
        """Whether the screen at hand is a game's step typed as text (a ruleset of steps,
        any ruleset without screens): `?` there is the game's help."""
        return isinstance(self.screen, StepEntryScreen) and self.table is not None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "game_help":
            return self.game_screen()
        return True

    def action_game_help(self) -> None:
        if not self.game_screen():
            raise SkipAction()  # the key goes on to the screen (its own help, a field)
        self.push_screen(HelpScreen(None))

    # --- what changes with the screen at hand ---------------------------------------

    def screen_changed(self, screen: Screen[Any]) -> None:
        """A notification is shown with the screen it was raised for, not again on every
        screen after (over a report's last lines): at each change to a screen a player
        reads, those raised before the last such change, or seen for `NOTICE_SEEN`
        seconds already, go. The empty base screen and the work in a thread, shown in
        passing, do not count. Then the size guard."""
        self.call_after_refresh(self.guard_size)
        if screen is self.screen_stack[0] or isinstance(screen, WorkingScreen):
            return
        self.redraw_if_stale(screen)  # under the screen where the language changed
        now = time.time()  # Textual's clock for `raised_at`
        since, self.screen_since = self.screen_since, now
        for notification in list(self._notifications):
            if notification.raised_at < since or now - notification.raised_at > NOTICE_SEEN:
                self._unnotify(notification, refresh=False)
        self._refresh_notifications()

    # --- the idle limit ---------------------------------------------------------------

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent):  # a key, a click, the mouse moved
            self.last_input = time.monotonic()
        if isinstance(event, events.Resize):
            self.call_after_refresh(self.guard_size)
        elif self.swallows(event):  # the terminal is too small: the screen is hidden
            return
        if isinstance(event, events.Key):
            self.found_keyboard(event.key)  # z or w on a map: the player's keyboard
        if isinstance(event, events.Key) and event.key == "question_mark" and self.game_screen():
            self.action_game_help()  # no input of a game's step is written with a ?
            return
        await super().on_event(event)

    def on_unmount(self) -> None:
        collector.release()

    def end_if_idle(self) -> None:
        limit = self.idle_seconds
        if limit is not None and time.monotonic() - self.last_input >= limit:
            self.exit(message=Text(t("hexterm: the session ended after {time} without a "
                                     "key pressed.", time=duration(limit))))

    # --- the turn cycle ---------------------------------------------------------------

    def on_mount(self) -> None:
        self.screen_change_signal.subscribe(self, self.screen_changed)
        collector.hold()  # the collector's full passes made at rest, not in a frame
        self.set_interval(1.0, lambda: collector.collect_if_rested(
            time.monotonic() - self.last_input))
        if self.idle_seconds is not None:
            self.set_interval(min(1.0, self.idle_seconds / 4), self.end_if_idle)
        if self.served and (self.start_game is None
                            or (self.only_seat is None) == (not self.organiser)):
            self.exit(return_code=1, message=Text(t(
                "hexterm: a served session plays one seat of one game (play SAVE --as "
                "SEAT).")))
        elif self.start_game is not None:
            self.open_game(self.start_game)
        else:
            self.push_screen(TitleScreen(self.saves), self.open_game)

    def open_game(self, path: Path | None) -> None:
        if path is None:
            self.exit()
            return
        loaded, self.loaded = self.loaded, None
        ours = path == self.start_game and loaded is not None
        try:
            self.table = Table(path, resolve_on_last=self.only_seat is not None, now=self.now,
                               notify=deliver_later, game=loaded if ours else None,
                               stamp=self.loaded_stamp if ours else None)
            if self.only_seat is not None:
                self.only_seat = self.table.game.seat(self.only_seat).name
        except (SaveError, HextermError) as exc:  # a damaged save: say so, back to the title
            if self.served or self.only_seat is not None:
                self.exit(return_code=1, message=Text(typeset(f"hexterm: {sentence(exc)}")))
                return
            self.notify(sentence(exc), title=t("This save cannot be opened"), severity="error",
                        timeout=20)
            self.push_screen(TitleScreen(self.saves), self.open_game)
            return
        self.speak_for(self.only_seat)  # the game's language, unless a player said theirs
        if self.organiser:  # the organiser's screen alone: leaving it ends the program
            def desk() -> None:
                self.push_screen(OrganiserScreen(path, now=self.now), lambda _: self.exit())

            game = self.table.game  # its PIN asked first, but of a served organiser
            if self.served:
                desk()
            else:
                with_organiser_pin(self, game.organiser, game.title or path.name, desk,
                                   self.exit)
        else:
            self.call_next_player()

    def call_next_player(self) -> None:
        table = self.table
        assert table is not None
        if self.only_seat is not None:
            self.open_own_turn()
            return
        over = table.game.outcome
        if over is not None:
            ending = screens_for(table.game.ruleset).ending
            if ending is not None:
                self.push_screen(ending(table))
            else:
                self.notify(typeset(f"{said_or_name(over.reason)}: {', '.join(over.ranking)}"),
                            timeout=30)
            return
        seat = table.next_seat()
        if seat is None and table.game.awaits_organiser():
            game = table.game  # the organiser's entry: no hand-off; its PIN, once set
            with_organiser_pin(self, game.organiser, game.title or table.path.name,
                               lambda: self.start_turn(ORGANISER),
                               lambda: self.push_screen(TitleScreen(self.saves),
                                                        self.open_game),
                               act=t("The organiser's entry: {step}", step=title_said(
                                   game.step.title, game.rules.name)))
        elif seat is None:
            turn = table.game.turn
            named = screens_for(table.game.ruleset).turn_name(table.game)

            def resolve() -> bool:
                table.resolve()
                return True

            self.push_screen(WorkingScreen(resolve,
                                           t("{turn}: resolving…", turn=named),
                                           t("The turn could not be resolved")),
                             lambda done: self.after_resolution(done, turn))
        elif table.game.step.hand_off or seat.has_pin:
            self.speak_for(seat.name)
            if self.handed:  # the keyboard passes on: its bell (not as the program opens)
                self.alerts.tell([timing.your_go(table.game, seat.name)], seat.name)
            self.handed = True
            self.push_screen(HandOffScreen(table, seat.name), self.start_turn)
        else:  # an open step: what the seat gives is public, the keyboard just moves on
            self.start_turn(seat.name)

    def after_resolution(self, done: bool | None, turn: int) -> None:
        """The step resolved (in a thread), or the player left it after a failure: then
        back to the title, the inputs kept in the save for the next try."""
        table = self.table
        if done is None or table is None:
            self.push_screen(TitleScreen(self.saves), self.open_game)
            return
        if table.game.turn != turn:
            self.notify(t("Every seat has given its orders: the turn is resolved."))
        if table.next_seat() is not None or table.game.awaits_organiser():
            self.call_next_player()

    def start_turn(self, seat: str | None, draft: str | None = None) -> None:
        """The seat's map; its reports first after turn 1, unless it goes on with a
        `draft` (orders taken back from the waiting screen)."""
        table = self.table
        if seat is None or table is None:
            return
        if seat == DESK:  # the hand-off's "Organiser": then the keyboard passes on again
            self.push_screen(OrganiserScreen(table.path, now=self.now), self.after_desk)
            return
        self.speak_for(seat)
        screens = screens_for(table.game.ruleset)
        play = screens.turn(table, seat)
        if draft is not None:
            play.draft = draft  # type: ignore[attr-defined]
        self.push_screen(play, lambda _: self.after_turn())
        first_step = table.game.turn > 1 and table.game.steps_done == 0
        if first_step and draft is None and screens.reports and seat != ORGANISER:
            self.push_screen(*screens.reports(table, seat, play))  # it may write the draft

    def after_desk(self, _: None = None) -> None:
        assert self.table is not None
        self.table.reload()  # the organiser's acts changed the save
        self.call_next_player()

    def after_turn(self) -> None:
        table = self.table
        assert table is not None
        if table.last_submission is Submission.LATE:
            self.notify(t("The turn was resolved before your orders arrived: they were not "
                          "used."), severity="warning", timeout=20)
        if self.only_seat is None:
            self.call_next_player()
        elif (table.last_submission in (Submission.STORED, Submission.PART)
              and self.only_seat not in table.game.waiting_for()):  # nothing more of it
            self.push_screen(WaitingScreen(table, self.only_seat), self.after_waiting)
        else:  # resolved, or a step in parts that still awaits it in another part
            if table.last_submission is Submission.RESOLVED:
                self.notify(t("Every seat has given its orders: the turn is resolved."))
            self.open_own_turn()

    # --- what the terminal tells its player --------------------------------------------

    def write_alert(self, text: str) -> None:
        """The bell and a desktop notification (`hexterm.notify.alert`), written to the
        terminal through Textual's driver, as Textual writes its own sequences."""
        if not self.is_headless and self._driver is not None:
            self._driver.write(text)

    def bell(self) -> None:
        """The bell a screen rings itself (a campaign's declaration), unless the alert
        of the same go rang it a moment ago: one event, one bell."""
        if not self.alerts.just_rung():
            super().bell()

    def tell_change(self, before: Game, after: Game) -> None:
        """This terminal's seat told (once) when the change from `before` to `after`,
        seen in the save, asks for it: the step opened, its go (`timing.after_change`'s
        notices, with or without a deadline)."""
        if self.only_seat is not None:
            self.alerts.tell(timing.after_change(before, after, self.now())[1], self.only_seat)

    # --- one seat at its own terminal ------------------------------------------------

    def open_own_turn(self) -> None:
        """The hand-off of this terminal's seat to the turn open in the save; the next
        step of the same turn follows at once (nobody else is at this keyboard)."""
        table = self.table
        assert table is not None and self.only_seat is not None
        if self.unlocked and table.game.steps_done > 0 and table.game.outcome is None:
            self.own_seat_in(self.only_seat)
            return
        self.push_screen(HandOffScreen(table, self.only_seat, own=True,
                                       ask_pin=not self.unlocked), self.own_seat_in)

    def own_seat_in(self, seat: str | None) -> None:
        table = self.table
        if seat is None or table is None:
            return
        self.unlocked = True
        game = table.refresh()  # others may have submitted while the hand-off was shown
        if game.outcome is not None:
            self.push_screen(WaitingScreen(table, seat), self.after_waiting)
            if game.turn > 1:
                reports = screens_for(game.ruleset).reports
                if reports is not None:
                    self.push_screen(*reports(table, seat, None))
        elif seat not in game.waiting_for():  # given (in every part), or not asked
            self.push_screen(WaitingScreen(table, seat), self.after_waiting)
        else:
            self.start_turn(seat)

    def after_waiting(self, draft: str | None) -> None:
        """Orders taken back go on as the draft; otherwise the turn moved on."""
        table = self.table
        assert table is not None and self.only_seat is not None
        if draft is not None:
            self.start_turn(self.only_seat, draft)
            return
        before = table.game
        self.tell_change(before, table.reload())
        self.open_own_turn()
