"""A step's input written as text: a bid, a declaration, a battle result, the
organiser's entry, for any ruleset whose screen set has no screen of its own for it.

The screen says the turn and the step (`Step.title`), who gives the input (a seat, or
the organiser), and whether the others will see it at once (an open step) or only when
every input is in (a sealed one), and, for a game with a deadline, the time left, who
has given and who is awaited (`FollowsDeadline`; the palette asks for a pause). The
text is checked by the rules as it is typed (`Table.check`), kept as the seat's draft at
every key (`KeptDraft`), and `ctrl+s` gives it; a failure to save is one sentence,
and the text stays. A screen may give its input the class `grows` (`GROWS`): the box is
then as tall as its lines (wrapped lines counted), from one line to 40% of the
terminal, so that an input of one order a line shows its lines.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, Static, TextArea

from hexterm.engine.boards import board_ruleset, campaign_of, forces_at
from hexterm.engine.errors import HextermError
from hexterm.engine.steps import ORGANISER, InputKind
from hexterm.i18n import t, title_said
from hexterm.save import savegame
from hexterm.screens.shared.common import faction_of, sentence
from hexterm.screens.shared.drafting import KeptDraft, input_said, send
from hexterm.screens.shared.watching import FollowsDeadline, one_line, step_status
from hexterm.table import Table
from hexterm.widgets.battle_entries import disagreement
from hexterm.widgets.localised import Localised

GROWS = "grows"
"""The class of a step's input whose box grows with its lines."""


class StepEntryScreen(FollowsDeadline, KeptDraft, Localised, Screen[None]):
    """One seat's (or the organiser's) input for the step the game is at."""

    DEFAULT_CSS = """
    StepEntryScreen #step-text.grows { height: auto; min-height: 3; max-height: 40vh; }
    """

    BINDINGS = [("ctrl+s", "give", "Give it"), ("ctrl+q", "app.quit", "Quit")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        self.start_draft()

    def seat_name(self) -> str:
        return self.seat

    def who(self) -> str:
        if self.seat == ORGANISER:
            return t("the organiser")
        game = self.table.game  # who plays the seat, as the hand-off names them
        return f"{game.seat(self.seat).played_by} ({faction_of(game, self.seat)})"

    def compose(self) -> ComposeResult:
        game, step = self.table.game, self.table.game.step
        with Vertical(id="step-entry"):
            yield Label(t("Turn {turn} · {step} · {who}", turn=game.turn,
                          step=title_said(step.title, game.rules.name) or t("Orders"),
                          who=self.who()), id="step-title")
            yield Static(t("Sealed: nobody sees it before every input is in.") if step.sealed
                         else t("Open: everyone sees it as soon as it is given."),
                         id="step-kind")
            yield self.deadline_line(self.given_and_awaited(self.table.game.orders))
            yield TextArea(self.draft, id="step-text")
            yield Static("", id="step-problem")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(TextArea).focus()
        self.show_problem()
        self.say_restored()
        self.follow_deadline(lambda header: self.given_and_awaited(header.get("submitted", [])))

    def given_and_awaited(self, submitted: Collection[str]) -> str:
        """Who has given their input to the step and who is awaited, in one line (a
        step in parts: nothing, its screen lists whom each part awaits)."""
        if self.table.game.step.parts:
            return ""
        return one_line(step_status(self.table.game, [str(name) for name in submitted]))

    def problem(self) -> str:
        try:
            self.table.check(self.seat, self.draft)
        except HextermError as exc:
            return sentence(exc)
        return ""

    def show_problem(self) -> None:
        problem = self.problem()
        self.query_one("#step-problem", Static).update(
            problem or t("The rules accept it: ctrl+s gives it."))

    def on_text_area_changed(self) -> None:
        self.draft = self.query_one(TextArea).text  # kept at every key
        self.show_problem()

    def action_give(self) -> None:
        problem = self.problem()
        if problem:
            self.notify(problem, title=t("This cannot be given"), severity="error")
            return
        send(self, self.table, self.seat, self.draft, lambda _: self.dismiss())

    def commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        """The command palette's entries for this screen: (title, help, action); a
        campaign's battle may be fought on a board game, its result taken back."""
        found: list[tuple[str, str, Callable[[], object]]] = [
            (t("Give it"), t("checked by the rules first"), self.action_give),
            *self.pause_commands(self.seat)]
        game = self.table.game
        fighting = campaign_of(game.rules)
        place = self.board_place()
        forces = None if fighting is None or place is None else forces_at(
            fighting, game.state, place)
        if forces is not None:
            found += [(t("Fight it on {board}", board=self.board_name()),
                       t("a board game of this battle, saved beside the campaign"),
                       self.action_to_board),
                      (t("Take the board's result"),
                       t("the battle on the board is over: its result as your input"),
                       self.action_from_board)]
        return found

    def board_place(self) -> str | None:
        """The place of the battle the input is for, among several open at once ("":
        the one the campaign awaits; None: none of them)."""
        return ""

    @staticmethod
    def board_name() -> str:
        """The board game a campaign's battle is fought on, as a sentence names it."""
        return t(board_ruleset()[1].board_name)

    def action_to_board(self) -> None:
        from hexterm.campaign_board import board_path, new_board  # not at every start-up

        place = self.board_place() or ""
        path = board_path(self.table.path, place)
        try:
            if not path.exists():
                new_board(self.table.game, path, place=place)
        except (HextermError, OSError) as exc:
            self.notify(sentence(exc), title=t("No board game"), severity="error")
            return
        self.notify(t("The battle is on {board}: hexterm play {path}. When it is over, take "
                      "its result here.", board=self.board_name(), path=path), timeout=30)

    def action_from_board(self) -> None:
        from hexterm.campaign_board import board_path, result_text  # not at every start-up

        try:
            text = result_text(self.table.game, savegame.load(
                board_path(self.table.path, self.board_place() or "")), None)
        except HextermError as exc:
            self.notify(sentence(exc), title=t("No result from the board"), severity="error")
            return
        self.query_one(TextArea).text = text
        self.notify(t("The board's result is your input: say the winner (winner SEAT "
                      "instead of draw) and the figures lost in the fight, then give it."),
                    timeout=30)


class EditsEarlierEntry:
    """Mixed into a campaign's step screen before `StepEntryScreen`: on the battle step
    opened again, the input starts with the seat's own earlier entry (unless it has
    given one since, or kept a draft for this step); never in another step."""

    table: Any
    seat: str
    _draft: str
    restored: bool

    def start_draft(self) -> None:
        super().start_draft()  # type: ignore[misc]
        if self._draft or self.restored or self.table.game.step.kind is not \
                InputKind.BATTLE_RESULT:  # the earlier entry only in its battle's step
            return
        found = disagreement(self.table.game, self.seat)
        if found is not None:  # in the player's words: the save keeps the English ones
            self._draft = input_said(self.table.game, found.entries.get(self.seat, ""))
