"""A seat's go on the tactical board: the board (`board.TacticalMap`), beside it the unit
under the cursor and the activation typed so far, traced step by step with its costs
(or the condition of the sheet that refuses it), and the log's last lines; below, the
input, checked at each key and kept as the seat's draft, given with ctrl+s.

The selected unit (the one typed, or the seat's own under the cursor) shows its
movement envelope on the board: each hex it reaches this activation, with the fewest
PMvt. Enter on the board picks: a unit of the seat starts `UNIT: `, a hex is added to
the path. ctrl+b takes back the last activation before anyone else acts, after a
question (`take_back.TakeBack`): only the player who made it, or the organiser. When
a test is asked (a test step), the same screen asks it.
On a wide terminal the side panel is wider. The hex panel keeps the room of its tallest
hex, and the activation typed and the line under the input take another room only when
their lines change (`hexterm.widgets.steady`): a cursor move lays nothing out.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.widgets import Footer, Label, Static, TextArea

from hexterm.engine.errors import HextermError, SeatError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.steps import ORGANISER
from hexterm.engine.tactical.model import Battle
from hexterm.engine.tactical.play import last_move, take_back_for
from hexterm.engine.tactical.views import card, cheapest, example, preview, reach
from hexterm.engine.tactical.words import WORDS
from hexterm.i18n import said, t, title_said
from hexterm.screens.shared.common import Widening, sentence
from hexterm.screens.shared.screen_sets import ScreenSet
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.screens.shared.watching import SaveWatch
from hexterm.screens.tactical import help as tactical_help
from hexterm.screens.tactical.board import TacticalMap
from hexterm.screens.tactical.panels import (
    TRIALS,
    card_text,
    event_text,
    hex_text,
    preview_text,
    reach_text,
    trial_text,
)
from hexterm.screens.tactical.take_back import TakeBack
from hexterm.table import Table
from hexterm.widgets.steady import Steady

STYLES = Path(__file__).with_suffix(".tcss")
POLL = 0.5  # seconds between two looks at the save, served
LOG_LINES = 6


class TacticalScreen(Widening, StepEntryScreen):
    """One seat's activation, or its test, on the tactical board."""

    CSS_PATH = STYLES
    BINDINGS = [*StepEntryScreen.BINDINGS, ("ctrl+b", "take_back", "Take back")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__(table, seat)
        self.battle: Battle = table.game.state.battle
        self.following = ""  # the unit the input names, once the cursor went to it
        self.reached: dict[Hex, dict[str, int]] = {}  # the selected unit's envelope
        self.reaches: dict[str, dict[Hex, dict[str, int]]] = {}
        """Each unit's envelope once worked out: the battle stays as it is while the
        screen is up, and a cursor move selects a unit again."""
        self.examples: dict[str, str] = {}  # the prompt's example, by unit selected

    def compose(self) -> ComposeResult:
        game = self.table.game
        battle = self.battle
        step = title_said(game.step.title, "tactical") or t("Orders")
        if game.state.pending:
            trial = game.state.pending[0]
            step = said(WORDS.phrase("Test: {test} of {unit}", test=t(TRIALS[trial.kind.value]),
                     unit=trial.unit))
        with Vertical(id="step-entry"):
            yield Label(said(WORDS.phrase("Turn {turn} of {turns} · {step} · {who}",
                                          turn=battle.turn, turns=battle.turns, step=step,
                                          who=self.who())), id="step-title")
            yield self.deadline_line(self.given_and_awaited(game.orders))
            with Horizontal(id="tac-main"):
                yield TacticalMap(battle, game.state.seats, id="tac-map")
                with VerticalScroll(id="tac-side"):
                    yield Steady("", id="tac-here", markup=False)
                    yield Steady("", id="tac-typed", markup=False, shrinks=True)
                    yield Static("", id="tac-log", markup=False)
            yield TextArea(self.draft, id="step-text")
            yield Steady("", id="step-problem", markup=False, shrinks=True)
        yield Footer()

    def on_mount(self) -> None:  # StepEntryScreen's runs after it (Textual calls both)
        self.fit(self.app.size.width)
        board = self.query_one(TacticalMap)
        first = self.first_hex()
        if first is not None:
            board.go(*first.to_offset())
        self.show_log()
        if getattr(self.app, "only_seat", None) is not None:  # served: others may undo
            self.save_watch = SaveWatch(self.table.path)
            self.save_watch.changed()
            self.set_interval(POLL, self.poll)

    def on_resize(self, event: Resize) -> None:  # Widening's runs too (Textual calls both)
        self.fit(event.size.width)

    def fit(self, columns: int) -> None:
        """The board's hexes as large as the terminal allows; the side panel takes the
        rest of the width."""
        board = self.query_one(TacticalMap)
        board.fit(columns)
        board.styles.max_width = board.virtual_size.width + 2

    def poll(self) -> None:
        """Served, one seat a terminal: leave when the game is no longer at this step
        (the player before took their move back)."""
        header = self.save_watch.changed()
        game = self.table.game
        if header is None or not self.is_active:
            return
        if SaveWatch.step_of(header) != (game.turn, game.steps_done):
            self.table.reload()
            self.notify(said(WORDS.phrase("The game has moved: the last move was taken back.")))
            self.dismiss()

    def first_hex(self) -> Hex | None:
        """Where the cursor starts: the unit tested, or the seat's first unit to go."""
        state = self.table.game.state
        if state.pending:
            return self.battle.unit(state.pending[0].unit).hex
        for unit in self.battle.on_board():
            if unit.seat == self.seat and unit.name not in self.battle.activated:
                return unit.hex
        return None

    # --- what the side panel and the board show ------------------------------------

    def testing(self) -> bool:
        return bool(self.table.game.state.pending)

    def show_problem(self) -> None:
        if self.testing() or self.draft.strip() or self.seat == ORGANISER:
            super().show_problem()  # else the prompt, below: one text a key, no layout
        typed = self.query_one("#tac-typed", Steady)
        board = self.query_one(TacticalMap)
        if self.testing():
            typed.show(trial_text(self.battle, self.table.game.state.pending[0]))
            board.show({}, {})
            self.show_here(board.here())
            return
        found = preview(self.battle, self.seat, self.draft) if self.seat != ORGANISER \
            else preview(self.battle, "", "")
        typed.show(preview_text(found))
        on_board = {u.name: u for u in self.battle.on_board()}
        if found.unit in on_board and found.unit != self.following:
            self.following = found.unit  # the unit typed: the cursor goes to it
            hex = on_board[found.unit].hex
            if hex is not None and hex != board.here():
                board.go(*hex.to_offset())  # its Moved message shows the rest
                return
        unit = found.unit if found.unit in on_board else self.own_unit_at(board.here())
        selected = self.battle.unit(unit) if unit else None
        if selected is not None and selected.name not in self.reaches:
            self.reaches[selected.name] = reach(self.battle, selected)
        self.reached = self.reaches[selected.name] if selected is not None else {}
        board.show(cheapest(self.reached, selected.hex if selected else None), found.hexes)
        self.show_here(board.here(), unit)
        if not self.draft.strip() and self.seat != ORGANISER:
            if unit not in self.examples:
                self.examples[unit] = example(self.battle, self.seat, unit)
            self.query_one("#step-problem", Steady).show(prompt(self.examples[unit]))

    def own_unit_at(self, hex: Hex) -> str:
        for unit in self.battle.stack_at(hex):
            if unit.seat == self.seat:
                return unit.name
        return ""

    def show_here(self, hex: Hex, selected: str = "") -> None:
        """The hex under the cursor: its ground, what the selected unit may reach it
        facing each way, the units there."""
        units = self.battle.stack_at(hex)
        lines = [hex_text(self.battle, hex)]
        if selected and hex in self.reached:
            lines.append(reach_text(selected, self.reached[hex]))
        lines += [card_text(card(self.battle, u)) for u in units]
        self.query_one("#tac-here", Steady).show("\n".join(lines))

    def show_log(self) -> None:
        events = [e for e in self.table.game.log if e.key.startswith(("tactical.", "taken"))]
        lines = [event_text(e) for e in reversed(events[-LOG_LINES:])]
        self.query_one("#tac-log", Static).update(
            said(WORDS.phrase("The log, latest first:")) + "\n"
            + ("\n".join(lines) if lines else said(WORDS.phrase("(nothing yet)"))))

    def on_tactical_map_moved(self, message: TacticalMap.Moved) -> None:
        self.show_problem()

    def on_tactical_map_picked(self, message: TacticalMap.Picked) -> None:
        """Enter on the board: a unit of the seat starts the input, a hex extends it."""
        if self.testing():
            return
        text = self.draft.rstrip()
        mine = self.own_unit_at(message.hex)
        if not text and mine:
            text = f"{mine}: "
        elif text.endswith(":"):
            text = f"{text} {message.hex.label}"
        elif text:
            text = f"{text} → {message.hex.label}"
        else:
            return
        area = self.query_one(TextArea)
        area.text = text
        area.move_cursor(area.document.end)

    # --- actions ------------------------------------------------------------------

    def action_take_back(self) -> None:
        """The last activation taken back, after a question (`TakeBack`): by the player
        who made it, before anyone else acts, or by the organiser. At one keyboard
        another player's screen passes the keyboard back to them; at one's own
        terminal only one's own move is taken back."""
        game = self.table.game
        served = getattr(self.app, "only_seat", None) is not None  # one seat a terminal
        try:
            mover, refusal = take_back_for(game.undo, self.seat), ""
        except SeatError as exc:
            if game.undo is None or served:
                self.notify(sentence(exc), title=said(WORDS.phrase("Nothing was taken back")),
                            severity="warning")
                return
            mover, refusal = str(game.undo["seat"]), sentence(exc)
        event = last_move(game.log, mover)
        move = said(WORDS.phrase("The move: {move}", move=event_text(event))) if event else ""
        self.app.push_screen(TakeBack(self.table, mover, move, self.seat, refusal),
                             lambda yes: self.take_back(mover) if yes else None)

    def take_back(self, mover: str) -> None:
        try:
            self.table.take_back(mover)
        except HextermError as exc:
            self.notify(sentence(exc), title=said(WORDS.phrase("Nothing was taken back")),
                        severity="error")
            return
        self.dismiss()


def prompt(found: str) -> str:
    """What to type, with `found`, an activation the seat could give now (the engine's
    `example`, the unit selected first)."""
    return said(WORDS.phrase("Type UNIT: PATH, the steps apart by spaces, commas or -> (the "
                             "unit's own hex may come first), as in {example}; or UNIT hold, "
                             "or pass.", example=found or "Spears: B04 -> C04, D04"))


SCREENS = ScreenSet(play=TacticalScreen, entry=TacticalScreen, help=tactical_help.GUIDE,
                    turn_label=lambda game: said(WORDS.phrase(
                        "Turn {turn} of {turns}", turn=game.state.battle.turn,
                        turns=game.state.battle.turns)),
                    whole="hexterm.screens.tactical.whole:whole_game")
