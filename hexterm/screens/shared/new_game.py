"""The new-game form: ruleset, scenario, seats, options, seed and file name.

The form asks the chosen ruleset what a new game on the chosen scenario needs of its
seats (`Ruleset.seat_form`) and shows exactly that (`widgets.seats`): a faction from
the scenario's list or a name the players give, how many seats, the names a scenario
fixes, the roles, the game options. Every mistake is one sentence under the field
concerned (`new_game_fields`: what each field's text is checked for), said again beside
Start, and nothing is written until the whole form is right. The game is made by
`hexterm.table.create_game`, as `hexterm new` makes it; PINs are stored salted
(`worlds.new_pin_hash`); when no seed is given the form draws one (`worlds.new_seed`:
the screen is an edge, the engine never draws).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select

from hexterm.engine.errors import HextermError, ScenarioError, SeatError
from hexterm.engine.ruleset import SeatForm
from hexterm.engine.rulesets import DEFAULT_RULESET, all_rulesets, get_ruleset, names
from hexterm.engine.seats import Seat
from hexterm.i18n import t
from hexterm.save import savegame
from hexterm.save.errors import SaveError
from hexterm.screens.shared.common import sentence
from hexterm.screens.shared.help import HelpScreen
from hexterm.screens.shared.new_game_fields import (
    builtin_worlds,
    free_stem,
    pin_problem,
    seat_hint,
    seat_problem,
    seats_sentence,
    seed_problem,
    stem_problem,
)
from hexterm.table import create_game
from hexterm.widgets.game_options import GameOptions
from hexterm.widgets.localised import Localised
from hexterm.widgets.seats import SeatRow, SeatTable
from hexterm.worlds import builtin_names, load_scenario, new_pin_hash, new_seed

STYLES = Path(__file__).with_suffix(".tcss")
__all__ = ["NewGameScreen", "SeatRow"]


class NewGameScreen(Localised, Screen[Path | None]):
    """Dismisses with the path of the new save, or None (escape)."""

    CSS_PATH = STYLES
    BINDINGS = [("escape", "back", "Back"), ("ctrl+s", "start", "Start"),
                ("ctrl+n", "add_seat", "Seat +"), ("ctrl+r", "remove_seat", "Seat −"),
                ("question_mark,f1", "help", "Help")]

    def __init__(self, saves: Path, seed: int | None = None) -> None:
        super().__init__()
        self.saves = saves
        self.seed = seed if seed is not None else new_seed()
        self.ruleset = DEFAULT_RULESET if DEFAULT_RULESET in names() else min(names())
        self.worlds = builtin_worlds(self.ruleset)
        self.scenario_name = ""
        self.scenario_data: dict[str, Any] = {}
        self.form: SeatForm | None = None
        self.default_stem = ""
        self.problem = ""
        try:
            self.read_scenario(self.worlds[0][1] if self.worlds else None)
        except HextermError as exc:
            self.problem = sentence(exc)

    # --- the form ---------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        rules = sorted(all_rulesets(), key=lambda r: t(r.title))
        with VerticalScroll(id="new-game") as form:
            form.border_title = t("New game")
            with Horizontal(classes="field", id="ruleset-field"):
                yield Label(t("Ruleset"), classes="field-label")
                yield Select([(t(r.title), r.name) for r in rules], value=self.ruleset,
                             allow_blank=False, id="ruleset", compact=True)
            with Horizontal(classes="field"):
                yield Label(t("Scenario"), classes="field-label")
                yield Select(self.worlds, value=self.scenario_name, allow_blank=False,
                             id="scenario", compact=True)
            with Horizontal(classes="field"):
                yield Label("", classes="field-label")
                yield Input(placeholder=t("or a scenario file (its path)"),
                            id="scenario-file", compact=True)
            yield Label(self.problem, id="scenario-error", classes="field-error")
            yield GameOptions(self.form.options if self.form else (), self.scenario_data,
                              id="options")
            yield Label(t("Seats"), id="seats-title")
            yield SeatTable(self.form, id="seats")
            yield Label("", id="seats-error", classes="field-error")
            yield Label(seat_hint(self.form), id="seat-hint")
            with Horizontal(id="seat-buttons"):
                yield Button(t("Add a seat"), id="add-seat", compact=True)
                yield Button(t("Remove a seat"), id="remove-seat", compact=True)
            with Horizontal(classes="field"):
                yield Label(t("Seed"), classes="field-label")
                yield Input(str(self.seed), id="seed", compact=True)
                yield Button(t("New seed"), id="new-seed", compact=True)
            yield Label("", id="seed-error", classes="field-error")
            with Horizontal(classes="field"):
                yield Label(t("File name"), classes="field-label")
                yield Input(self.default_stem, id="file", compact=True)
                yield Label(savegame.SUFFIX, id="suffix")
                yield Checkbox(t("Replace it"), id="replace", compact=True)
            yield Label("", id="file-error", classes="field-error")
            with Horizontal(id="new-game-buttons"):
                yield Button(t("Start"), variant="primary", id="start", compact=True)
                yield Button(t("Back"), id="back", compact=True)
            yield Label("", id="start-error", classes="field-error")
        yield Footer()

    def seats(self) -> SeatTable:
        return self.query_one(SeatTable)

    def rows(self) -> list[SeatRow]:
        return self.seats().rows()

    def on_mount(self) -> None:
        for label in self.query(".field-error"):
            label.display = bool(label.id == "scenario-error" and self.problem)
        self.query_one("#replace").display = False
        self.show_seat_buttons()
        self.query_one("#ruleset", Select).focus()  # the first choice: which game

    def say(self, where: Widget | str, text: str) -> None:
        """Show `text` under a field (empty: hide the line)."""
        label = self.query_one(where, Label) if isinstance(where, str) else where
        assert isinstance(label, Label)
        label.update(text)
        label.display = bool(text)

    def show_seat_buttons(self) -> None:
        fixed = self.form is None or bool(self.form.names) or (
            self.form.min_seats == self.form.max_seats)
        self.query_one("#seat-buttons").display = not fixed
        self.say("#seat-hint", seat_hint(self.form))
        self.query_one("#seat-hint").set_class(False, "field-error")

    # --- scenario and ruleset ---------------------------------------------------------

    def read_scenario(self, ref: str | None) -> None:
        """Read the scenario `ref` (built-in name or path) and what its seats need."""
        self.form = None
        if ref is not None and ref not in builtin_names() and not Path(ref).is_file():
            raise ScenarioError(t("There is no scenario file {path}.", path=ref))
        scenario, name = load_scenario(self.ruleset, ref)
        self.form = get_ruleset(self.ruleset).seat_form(scenario)
        self.scenario_name, self.scenario_data = name, dict(scenario)
        self.default_stem = free_stem(self.saves, name)

    def scenario_ref(self) -> str | None:
        """What the player chose: the file typed in, else the world selected."""
        typed = self.query_one("#scenario-file", Input).value.strip()
        chosen = self.query_one("#scenario", Select).value
        return typed or (chosen if isinstance(chosen, str) else None)

    async def refresh_scenario(self) -> None:
        """The form again for the scenario chosen: its seats, its options, the file's
        default name; or the sentence saying why it cannot be played, and no seats."""
        before, old_stem = (self.form, self.scenario_data), self.default_stem
        try:
            self.read_scenario(self.scenario_ref())
            self.problem = ""
        except HextermError as exc:
            self.problem = sentence(exc)
        self.say("#scenario-error", self.problem)
        if (self.form, self.scenario_data) == before:
            return
        options = self.form.options if self.form else ()
        self.query_one(GameOptions).offer(options, self.scenario_data)
        await self.seats().offer(self.form)
        self.show_seat_buttons()
        self.say("#seats-error", "")
        file = self.query_one("#file", Input)
        if file.value == old_stem:
            file.value = self.default_stem

    @on(Select.Changed, "#ruleset")
    async def ruleset_changed(self, event: Select.Changed) -> None:
        if event.value == self.ruleset or not isinstance(event.value, str):
            return
        self.ruleset = event.value
        self.worlds = builtin_worlds(self.ruleset)
        self.query_one("#scenario-file", Input).value = ""  # a file is of one ruleset
        scenario = self.query_one("#scenario", Select)
        with scenario.prevent(Select.Changed):
            scenario.set_options(self.worlds)
            if self.worlds:
                scenario.value = self.worlds[0][1]
        await self.refresh_scenario()

    @on(Select.Changed, "#scenario")
    @on(Input.Submitted, "#scenario-file")
    @on(Input.Blurred, "#scenario-file")
    async def scenario_changed(self) -> None:
        await self.refresh_scenario()

    @on(Input.Changed, "#file")
    def file_changed(self) -> None:
        confirm = self.query_one("#replace", Checkbox)
        confirm.value, confirm.display = False, False

    # --- seats ------------------------------------------------------------------------

    async def action_add_seat(self) -> None:
        row = await self.seats().add()
        if row is None:
            self.say("#seats-error", seats_sentence(self.form, self.ruleset, self.problem))
            return
        self.say("#seats-error", "")
        row.query_one(".seat-name", Input).focus()
        row.scroll_visible()

    async def action_remove_seat(self) -> None:
        node = self.focused
        while node is not None and not isinstance(node, SeatRow):
            node = node.parent  # type: ignore[assignment]
        if not await self.seats().remove_seat(node if isinstance(node, SeatRow) else None):
            self.say("#seats-error", seats_sentence(self.form, self.ruleset, self.problem))
            return
        self.say("#seats-error", "")
        self.query("#seats .seat .seat-name").last(Input).focus()

    @on(Button.Pressed, "#add-seat")
    async def add_pressed(self) -> None:
        await self.action_add_seat()

    @on(Button.Pressed, "#remove-seat")
    async def remove_pressed(self) -> None:
        await self.action_remove_seat()

    def read_seats(self) -> list[tuple[Seat, str]] | None:
        """(seat, PIN) of each row, or None after saying under the rows what is wrong."""
        if self.form is None:
            return None
        seats: list[tuple[Seat, str]] = []
        seen: set[str] = set()
        first = get_ruleset(self.ruleset).roles[0]
        ok = True
        for row in self.rows():
            name, faction, roles, pin, bot = row.values()
            name, problem = seat_problem(name, faction, seen, self.form)
            if not problem:
                problem = pin_problem(pin, "" if bot else row.pin_again())
            seen.add(name)
            self.say(row.query_one(".field-error", Label), problem)
            ok = ok and not problem
            seats.append((Seat(name, faction, (first, *roles), bot=bot), pin))
        return seats if ok else None

    # --- seed, file and start ---------------------------------------------------------

    def read_seed(self) -> int | None:
        text = self.query_one("#seed", Input).value.strip()
        problem = seed_problem(text)
        self.say("#seed-error", problem)
        return None if problem else int(text)

    def read_path(self) -> Path | None:
        stem = self.query_one("#file", Input).value.strip()
        stem = stem.removesuffix(savegame.SUFFIX)
        problem = stem_problem(stem)
        path = self.saves / (stem + savegame.SUFFIX)
        confirm = self.query_one("#replace", Checkbox)
        if not problem and path.exists() and not confirm.value:
            problem = t("{file} already exists: tick “Replace it” to write over it.",
                        file=path.name)
            confirm.display = True
        self.say("#file-error", problem)
        return None if problem else path

    def say_why_not(self) -> None:
        """Say beside Start, and scroll there, the first sentence the form shows under
        a field, in the form's order (Start may be below the fields at 80×24)."""
        first = next((str(label.render()) for label in self.query(".field-error").results(Label)
                      if label.display and label.id != "start-error"), "")
        self.say("#start-error", first)
        self.query_one("#start-error").scroll_visible(animate=False)

    @on(Button.Pressed, "#start")
    async def action_start(self) -> None:
        self.say("#start-error", "")
        await self.refresh_scenario()
        chosen, options = self.read_seats(), self.query_one(GameOptions).values()
        seed, path = self.read_seed(), self.read_path()
        if self.form is None or None in (chosen, options, seed, path):
            self.say_why_not()
            return
        assert chosen is not None and seed is not None and path is not None
        seats = [Seat(s.name, s.faction, s.roles, new_pin_hash(pin), s.bot)
                 for s, pin in chosen]
        try:
            create_game(path, self.ruleset, self.scenario_ref(), seats, seed, options)
        except ScenarioError as exc:
            self.say("#scenario-error", sentence(exc))
        except SeatError as exc:
            self.say("#seats-error", sentence(exc))
        except (HextermError, SaveError, OSError) as exc:
            self.say("#start-error", sentence(exc))
            return
        else:
            self.dismiss(path)
            return
        self.say_why_not()

    @on(Button.Pressed, "#new-seed")
    def draw_seed(self) -> None:
        self.query_one("#seed", Input).value = str(new_seed())

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("new_game"))
