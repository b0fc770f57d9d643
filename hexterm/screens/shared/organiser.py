"""The organiser's screen (issue 30): the whole game without fog, every seat at once, and
the organiser's acts on it.

Reached from the title (Load game → the game → "Organiser" on the hand-off; "Games of
this folder" → `o` on a game), and by `hexterm play SAVE --organiser`, the organiser's
PIN asked first once one is set (`organiser_pin`); served, by the organiser's login
(`hexterm serve`, docs/ssh.md).

What is drawn is the ruleset's: its screen set's `whole` (a map with every unit and
node and each faction's dashboard), else the ruleset's summary of the whole game
(`Ruleset.summary(state, None)`); above it, the game, its turn, who has given their
input and who is awaited. The save is looked at each second, and the game drawn afresh
when another program changed it; each act is done on the game as the save holds it.

The acts are the entries of `ACTS`, shown in the acts panel (`o`) and each on its own
key: a new act is one more entry (its key, its title, the text it asks for if any, and
what it does through the Table, returning the sentence said). Each goes through the
Table (`OrganiserTable`: an input the organiser gives for a seat is logged as such);
a refused act says its one sentence under the acts and changes nothing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from hexterm import overview
from hexterm.engine import core_events, organiser_acts
from hexterm.engine.errors import HextermError, SeatError
from hexterm.engine.messages import Message, phrase, titled
from hexterm.engine.seats import ORGANISER_NAMES
from hexterm.engine.steps import ORGANISER
from hexterm.i18n import said, said_or_name, t, title_said
from hexterm.notify import deliver_later
from hexterm.save.errors import SaveError
from hexterm.screens.dialogs.confirm import ConfirmSerious
from hexterm.screens.shared.common import sentence
from hexterm.screens.shared.help import HelpScreen
from hexterm.screens.shared.screen_sets import screens_for
from hexterm.screens.shared.watching import SaveWatch, step_status
from hexterm.table import OrganiserTable, Table
from hexterm.table_deadline import wall_clock
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screen's styles, beside it."""

DESK = "@desk"
"""What the hand-off dismisses with when the organiser's screen is asked for."""


@dataclass(frozen=True)
class Act:
    """One act of the organiser: its key, its title in the acts panel, the text it asks
    for (a placeholder; None: it asks for none), the question it asks first if any, and
    what it does, given the screen and the text typed: the sentence said once done."""

    key: str
    title: str
    does: Callable[[OrganiserScreen, str], str]
    asks: str | None = None
    confirm: str | None = None
    """The question asked first (y: do it; n or escape: not), for an act that cannot be
    taken back; None: none."""
    offers: Callable[[OrganiserScreen], str] | None = None
    """What the act may be done for now, said beside the text it asks for (the seats
    awaited); None: nothing."""


def resolve_now(desk: OrganiserScreen, _: str) -> str:
    """The step resolved now, the seats awaited given their default input."""
    table = desk.table
    if not table.resolve(force=True) and table.stale is not None:
        raise table.stale
    if table.game.outcome is not None:
        return t("The game is over.")
    return t("Resolved: {turn} is open.", turn=screens_for(table.game.ruleset).turn_name(
        table.game))


def pause(desk: OrganiserScreen, _: str) -> str:
    overview.pause_or_deadline(desk.table, "pause")
    return t("The game is paused.") if desk.table.paused else t("The game is resumed.")


def deadline(desk: OrganiserScreen, text: str) -> str:
    overview.pause_or_deadline(desk.table, text)
    return t("The deadline of each step is now {length}.", length=text.strip())


def organiser_entry(desk: OrganiserScreen, _: str) -> str:
    """The organiser's own entry for the step (a score, a battle's result: a step that
    awaits the organiser, or that the organiser's entry settles), on the screen a seat
    gives its input on; the save keeps it as the organiser's."""
    game = desk.table.game
    organiser_acts.entry_open(game)  # else the one sentence of why not
    desk.app.push_screen(screens_for(game.ruleset).turn(desk.table, ORGANISER),
                         lambda _: desk.refresh_game())
    return t("You give the organiser's entry for {step}.",
             step=title_said(game.step.title, game.rules.name) or t("Orders"))


def awaited(desk: OrganiserScreen) -> str:
    """Whose input may be given now: the seats awaited, and the organiser where the
    step takes the organiser's entry (`organiser_acts.entry_open`)."""
    game = desk.table.game
    names = list(game.waiting_for())
    with contextlib.suppress(SeatError):  # else the organiser's entry is not taken now
        organiser_acts.entry_open(game)
        names.append(t("organiser"))
    return t("awaited: {names}", names=", ".join(names)) if names else t("no one is awaited")


def give_for(desk: OrganiserScreen, text: str) -> str:
    """The seat's own screen for the step, its input given by the organiser for it (the
    organiser named: the organiser's own entry)."""
    game = desk.table.game
    if text.strip().lower() in ORGANISER_NAMES:  # the organiser's own name
        return organiser_entry(desk, text)
    seat = game.seat(text.strip())
    if seat.name not in game.waiting_for():
        raise SeatError(phrase("{seat} is not awaited now: there is no input to give for "
                               "them", seat=seat.name))
    desk.app.push_screen(screens_for(desk.table.game.ruleset).turn(desk.table, seat.name),
                         lambda _: desk.refresh_game())
    return t("You give {seat}'s input for them.", seat=seat.name)


BOT_WORDS = ("bot", "programme", "program")
"""The words that give a seat to the program, in both languages."""


def replace_player(desk: OrganiserScreen, text: str) -> str:
    """`SEAT NAME REASON…` (NAME `bot`: the program)."""
    words = text.split(maxsplit=2)
    if len(words) < 3:
        raise HextermError(phrase("write the seat, who plays it now (a name, or bot) and "
                                  "why: bob carol moved abroad"))
    name, player, reason = words
    by = None if player.lower() in BOT_WORDS else player
    seat = desk.table.replace_player(name, by, reason)
    return said(core_events.replaced(seat.name, "" if by is None else by.lower(),
                                     " ".join(reason.split())))


def undo(desk: OrganiserScreen, _: str) -> str:
    whose = desk.table.undo(ORGANISER)
    return t("{seat}'s last input is taken back.", seat=said_or_name(
        phrase("the organiser") if whose == ORGANISER else whose))


def take_back_turn(desk: OrganiserScreen, text: str) -> str:
    """The last resolved step taken back (`Table.take_back_turn`), `text` its reason."""
    reason = " ".join(text.split())
    desk.table.take_back_turn(reason)  # no reason: refused in one sentence
    return said(phrase("turn {turn} is taken back: {reason}", turn=desk.table.game.turn,
                       reason=reason))


def campaign_act(desk: OrganiserScreen, text: str) -> str:
    """An organiser's act of the ruleset (`Table.act`: `hexterm act`'s words, listed by
    `hexterm act SAVE --list` and the help), then a colon and why: "card glaces
    fantassin 2: a quest's reward"; what the log says of it."""
    act, colon, reason = text.partition(":")
    if not colon or not act.strip() or not reason.strip():
        raise HextermError(phrase("write the act, then a colon and why: card glaces "
                                  "fantassin 2: a quest's reward"))
    game = desk.table.game
    events = desk.table.act(act.strip(), " ".join(reason.split()))
    if not events:
        return t("Done.")
    message = events[0].message(game.rules, desk.table.game.state)
    return said(message) if message is not None else events[0].text


ACTS: list[Act] = [
    Act("r", titled("Resolve the step now"), resolve_now,
        confirm=titled("Resolve the step now? The seats awaited get their default input.")),
    Act("p", titled("Pause or resume"), pause),
    Act("t", titled("Change the deadline"), deadline,
        titled("The deadline of each step, such as 90s, 30m, 48h or 3d")),
    Act("g", titled("Give a seat's input"), give_for, titled("The seat, such as bob"),
        offers=awaited),
    Act("e", titled("Give the organiser's entry"), organiser_entry),
    Act("n", titled("Replace a player"), replace_player,
        titled("Seat, new player (or bot), why: bob carol moved abroad")),
    Act("u", titled("Take back the last input"), undo),
    Act("c", titled("An act on the campaign"), campaign_act,
        titled("The act, a colon, why: card glaces fantassin 2: a quest's reward")),
    Act("b", titled("Take back the resolved turn"), take_back_turn,
        titled("Why (every seat reads it)"),
        confirm=titled("Take back the last resolved turn? The inputs given are kept; "
                       "r resolves it again.")),
]
"""The organiser's acts, in the order the panel shows them (the lead adds the acts of
issue 30's other slices here: one entry each)."""


def summary_text(table: Table) -> str:
    """The ruleset's summary of the whole game (`Ruleset.summary(state, None)`)."""
    game = table.game
    summary = game.rules.summary(game.state, None)
    return said(summary) if isinstance(summary, Message) else summary


class MapAndSummary(Horizontal):
    """A ruleset's map or board of the whole game beside its summary of every side: the
    `whole` of a ruleset whose screens have a map and no dashboard of their own."""

    DEFAULT_CSS = """
    MapAndSummary { width: 1fr; height: 1fr; }
    MapAndSummary > #desk-map { width: 1fr; height: 1fr; }
    MapAndSummary > #desk-side { width: 36; height: 1fr; padding: 0 0 0 1; }
    """

    def __init__(self, table: Table, board: Widget) -> None:
        super().__init__(id="whole")
        self.table, self.board = table, board

    def compose(self) -> ComposeResult:
        yield self.board
        with VerticalScroll(id="desk-side"):
            yield Static(summary_text(self.table), id="desk-summary", markup=False)


class OrganiserScreen(Localised, Screen[None]):
    """The whole game of `path` and the organiser's acts; dismisses when left."""

    BINDINGS = [Binding("escape", "back", "Back"), Binding("o", "acts", "Acts"),
                Binding("question_mark", "help", "Help"),
                *[Binding(act.key, f"act('{act.key}')", act.title, show=False)
                  for act in ACTS]]
    CSS_PATH = STYLES

    def __init__(self, path: Path, *, now: Callable[[], int] = wall_clock) -> None:
        super().__init__()
        self.table = OrganiserTable(path, resolve_on_last=True, catch_up=False, now=now,
                                    notify=deliver_later)
        self.asking: Act | None = None
        self.save_watch = SaveWatch(path)

    def poll(self) -> None:
        """The game drawn afresh when its save changed (a player gave their input)."""
        if self.is_active and self.save_watch.changed() is not None:
            self.refresh_game()

    def compose(self) -> ComposeResult:
        with Vertical(id="desk"):
            yield Static(self.heading(), id="desk-title")
            with Horizontal(id="desk-body"):
                with Vertical(id="desk-view"):
                    yield self.whole()
                with Vertical(id="desk-acts"):
                    yield Label(t("Acts"), id="desk-acts-title")
                    yield OptionList(*[Option(f"{act.key}  {t(act.title)}", id=act.key)
                                       for act in ACTS], id="desk-act-list")
            yield Input(id="desk-input")
            yield Label("", id="desk-said")
        yield Footer()

    POLL = 1.0  # seconds between two looks at the save (the players give meanwhile)

    def on_mount(self) -> None:
        self.save_watch.changed()
        self.set_interval(self.POLL, self.poll)
        self.query_one("#desk-input").display = False
        self.query_one("#desk-said").display = False
        self.query_one("#desk-acts").display = self.size.width >= 100
        self.focus_game()

    def whole(self) -> Any:
        """The ruleset's whole game (`ScreenSet.whole`), else its summary as text."""
        shown = screens_for(self.table.game.ruleset).whole_game(self.table)
        if shown is not None:
            return shown
        return VerticalScroll(Static(summary_text(self.table), id="desk-summary",
                                     markup=False), id="whole")

    def heading(self) -> str:
        game = self.table.game
        turn = screens_for(game.ruleset).turn_name(game)
        status = (t("The game is over.") if game.outcome is not None else
                  step_status(game, list(game.orders)).replace("\n", " · "))
        awaits = (game.outcome is None and game.awaits_organiser()  # offered
                  and "\n" + t("The step awaits your entry: e gives it."))
        return t("Organiser · {title} · {turn}", title=game.title or game.game_id,
                 turn=turn) + "\n" + status + (awaits or "")

    def focus_game(self) -> None:
        for widget in self.query_one("#whole").query("*"):
            if widget.can_focus:
                widget.focus()
                return

    def refresh_game(self) -> None:
        """The game read again and drawn afresh (an act changed it, or another program)."""
        self.save_watch.changed()  # seen: an act's own change is not drawn twice
        try:
            self.table.reload()
        except (HextermError, SaveError) as exc:
            self.say(sentence(exc), error=True)
            return
        self.query_one("#desk-title", Static).update(self.heading())
        self.call_later(self.redraw)

    async def redraw(self) -> None:
        view = self.query_one("#desk-view")
        await view.remove_children()
        await view.mount(self.whole())
        if self.asking is None and self.focused is None:  # never away from a field
            self.focus_game()

    # --- the acts ----------------------------------------------------------------------

    def action_acts(self) -> None:
        panel = self.query_one("#desk-acts")
        panel.display = not panel.display
        if panel.display:
            self.query_one("#desk-act-list").focus()
        else:
            self.focus_game()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_act(str(event.option.id))

    def action_act(self, key: str, confirmed: bool = False) -> None:
        act = next(a for a in ACTS if a.key == key)
        if act.confirm is not None and not confirmed:
            self.app.push_screen(ConfirmSerious(t(act.confirm)),
                                 lambda yes: self.action_act(key, True) if yes else None)
            return
        if act.asks is None:
            self.run_act(act, "")
            return
        self.asking = act
        field = self.query_one("#desk-input", Input)
        offer = "" if act.offers is None else f" · {act.offers(self)}"
        field.placeholder, field.value, field.display = t(act.asks) + offer, "", True
        field.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        act, self.asking = self.asking, None
        self.query_one("#desk-input").display = False
        if act is not None and event.value.strip():
            self.run_act(act, event.value)
        else:
            self.focus_game()

    def run_act(self, act: Act, text: str) -> None:
        """Do the act on the game as the save holds it now; its sentence said, or the
        one sentence of its refusal."""
        try:
            self.table.reload()
            done = act.does(self, text)
        except (HextermError, SaveError) as exc:
            self.say(sentence(exc), error=True)
            return
        self.say(done)
        if self.app.screen is self:  # not an act that opened a screen of its own
            self.refresh_game()

    def say(self, text: str, *, error: bool = False) -> None:
        said_line = self.query_one("#desk-said", Label)
        said_line.update(text)
        said_line.display = bool(text)
        said_line.set_class(error, "error")

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("organiser"))

    def action_back(self) -> None:
        if self.asking is not None:
            self.asking = None
            self.query_one("#desk-input").display = False
            self.focus_game()
            return
        self.dismiss(None)
