"""The new-game form: ruleset, scenario, seats, seed and file name, checked field by field.

Every mistake is one sentence under the field concerned, and nothing is written until
the whole form is right. The game is made by `hexterm.worlds.create_game`, as `hexterm
new` makes it; PINs are stored salted (`worlds.new_pin_hash`). When no seed is given the
screen draws one with `secrets`: the screen is an edge, the engine never draws.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select

from hexterm.engine.errors import HextermError, ScenarioError, SeatError
from hexterm.engine.rulesets import DEFAULT_RULESET, all_rulesets, get_ruleset, names
from hexterm.engine.seats import Seat, check_seat_name
from hexterm.i18n import t
from hexterm.save import savegame
from hexterm.save.errors import SaveError
from hexterm.screens.shared.common import Localised
from hexterm.screens.shared.game_options import GameOptions
from hexterm.screens.shared.help import HelpScreen
from hexterm.worlds import builtin_names, create_game, load_scenario, new_pin_hash

SEED_DIGITS = 18
"""A seed has at most 18 digits: a save stores it as a 64-bit integer."""
NEW_SEED_BELOW = 10**9
"""A seed drawn for the player has at most nine digits, easy to note and type again."""
HUMAN, BOT = "human", "bot"


def scenario_factions(scenario: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(display name, key) of each faction table of a parsed scenario, in its order."""
    found = []
    for spec in scenario.get("faction", ()):
        if isinstance(spec, Mapping) and isinstance(spec.get("key"), str):
            found.append((str(spec.get("name") or spec["key"]), spec["key"]))
    return found


def builtin_worlds(ruleset: str) -> list[tuple[str, str]]:
    """(title, name) of the built-in worlds of `ruleset`, its default world first."""
    worlds = []
    for name in builtin_names():
        scenario, _ = load_scenario(ruleset, name)
        if scenario.get("ruleset", ruleset) == ruleset:
            worlds.append((str(scenario.get("title") or name), name))
    default = get_ruleset(ruleset).default_scenario
    worlds.sort(key=lambda world: world[1] != default)
    return worlds


def free_stem(folder: Path, stem: str) -> str:
    """`stem`, or `stem-2`, `stem-3`…: the first with no save of that name in `folder`."""
    number, candidate = 1, stem
    while (folder / (candidate + savegame.SUFFIX)).exists():
        number += 1
        candidate = f"{stem}-{number}"
    return candidate


class SeatRow(Vertical):
    """One seat of the form: name, faction, PIN (empty: none), human or bot."""

    def __init__(self, name: str, factions: list[tuple[str, str]], faction: str) -> None:
        super().__init__(classes="seat")
        self.seat_name, self.factions, self.faction = name, factions, faction

    def compose(self) -> ComposeResult:
        with Horizontal(classes="seat-fields"):
            yield Input(self.seat_name, placeholder=t("name"), max_length=32,
                        classes="seat-name", compact=True)
            yield Select(self.factions, value=self.faction, allow_blank=False,
                         classes="seat-faction", compact=True)
            yield Input(placeholder=t("no PIN"), password=True, classes="seat-pin",
                        compact=True)
            yield Select([(t("human"), HUMAN), (t("bot"), BOT)], value=HUMAN,
                         allow_blank=False, classes="seat-kind", compact=True)
        yield Label("", classes="field-error")

    def values(self) -> tuple[str, str, str, bool]:
        """(name, faction, PIN, bot) as the player left them."""
        name = self.query_one(".seat-name", Input).value
        faction = self.query_one(".seat-faction", Select).value
        pin = self.query_one(".seat-pin", Input).value
        return name, str(faction), pin, self.query_one(".seat-kind", Select).value == BOT

    def offer(self, factions: list[tuple[str, str]], fallback: str) -> None:
        """Offer `factions`, keeping the chosen one when it is still there."""
        select: Select[str] = self.query_one(".seat-faction", Select)
        keep = select.value if select.value in {key for _, key in factions} else fallback
        select.set_options(factions)
        select.value = keep

    @on(Select.Changed, ".seat-kind")
    def kind_changed(self, event: Select.Changed) -> None:
        pin = self.query_one(".seat-pin", Input)
        pin.disabled = event.value == BOT
        if pin.disabled:
            pin.value = ""


class NewGameScreen(Localised, Screen[Path | None]):
    """Dismisses with the path of the new save, or None (escape)."""

    BINDINGS = [("escape", "back", "Back"), ("ctrl+s", "start", "Start"),
                ("ctrl+n", "add_seat", "Seat +"), ("ctrl+r", "remove_seat", "Seat −"),
                ("question_mark,f1", "help", "Help")]

    def __init__(self, saves: Path, seed: int | None = None) -> None:
        super().__init__()
        self.saves = saves
        self.seed = seed if seed is not None else secrets.randbelow(NEW_SEED_BELOW)
        self.ruleset = DEFAULT_RULESET if DEFAULT_RULESET in names() else min(names())
        self.worlds = builtin_worlds(self.ruleset)
        self.scenario_name = ""
        self.factions: list[tuple[str, str]] = []
        self.scenario_data: dict[str, Any] = {}
        self.default_stem = ""
        self.use_scenario(self.worlds[0][1] if self.worlds else None)

    # --- the form ---------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        rules = [(r.title, r.name) for r in sorted(all_rulesets(), key=lambda r: r.title)]
        with VerticalScroll(id="new-game") as form:
            form.border_title = t("New game")
            with Horizontal(classes="field", id="ruleset-field"):
                yield Label(t("Ruleset"), classes="field-label")
                yield Select(rules, value=self.ruleset, allow_blank=False, id="ruleset",
                             compact=True)
            with Horizontal(classes="field"):
                yield Label(t("Scenario"), classes="field-label")
                yield Select(self.worlds, value=self.scenario_name, allow_blank=False,
                             id="scenario", compact=True)
            with Horizontal(classes="field"):
                yield Label("", classes="field-label")
                yield Input(placeholder=t("or a scenario file (its path)"),
                            id="scenario-file", compact=True)
            yield Label("", id="scenario-error", classes="field-error")
            yield GameOptions(get_ruleset(self.ruleset).options, self.scenario_data,
                              id="options")
            yield Label(t("Seats"), id="seats-title")
            with Horizontal(id="seat-heads"):
                for text, cls in (("Name", "seat-name"), ("Faction", "seat-faction"),
                                  ("PIN", "seat-pin"), ("Played by", "seat-kind")):
                    yield Label(t(text), classes=cls)
            with Vertical(id="seats"):
                first = self.new_row(1, set(), set())
                yield first
                yield self.new_row(2, {first.faction}, {first.seat_name})
            yield Label("", id="seats-error", classes="field-error")
            yield Label(t("An empty PIN means none. A faction may have several seats."),
                        id="seat-hint")
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

    def new_row(self, number: int, taken: set[str], names: set[str]) -> SeatRow:
        """Seat `number`: a name not in `names`, the first faction not `taken`."""
        keys = [key for _, key in self.factions]
        faction = next((k for k in keys if k not in taken), keys[(number - 1) % len(keys)])
        while t("player{number}", number=number) in names:
            number += 1
        return SeatRow(t("player{number}", number=number), self.factions, faction)

    def rows(self) -> list[SeatRow]:
        return list(self.query(SeatRow))

    def on_mount(self) -> None:
        for label in self.query(".field-error"):
            label.display = False
        self.query_one("#replace").display = False
        self.query_one("#seats .seat-name", Input).focus()

    def say(self, where: Widget, text: str) -> None:
        """Show `text` under a field (empty: hide the line)."""
        assert isinstance(where, Label)
        where.update(text)
        where.display = bool(text)

    # --- scenario and ruleset ---------------------------------------------------------

    def use_scenario(self, ref: str | None) -> None:
        """Read the scenario `ref` (built-in name or path): its factions and file name."""
        if ref is not None and ref not in builtin_names() and not Path(ref).is_file():
            raise ScenarioError(t("There is no scenario file {path}.", path=ref))
        scenario, name = load_scenario(self.ruleset, ref)
        factions = scenario_factions(scenario)
        if len(factions) < 2:
            raise ScenarioError(t("{scenario} has fewer than two factions.", scenario=name))
        old_default, old_factions = self.default_stem, self.factions
        self.scenario_name, self.factions = name, factions
        changed, self.scenario_data = scenario != self.scenario_data, dict(scenario)
        self.default_stem = free_stem(self.saves, name)
        if self.is_mounted:
            keys = [key for _, key in factions]
            for number, row in enumerate(self.rows()):
                if factions != old_factions:
                    row.offer(factions, keys[number % len(keys)])
            file = self.query_one("#file", Input)
            if file.value == old_default:
                file.value = self.default_stem
            if changed:
                self.query_one(GameOptions).offer(get_ruleset(self.ruleset).options, scenario)

    def scenario_ref(self) -> str | None:
        """What the player chose: the file typed in, else the world selected."""
        typed = self.query_one("#scenario-file", Input).value.strip()
        chosen = self.query_one("#scenario", Select).value
        return typed or (chosen if isinstance(chosen, str) else None)

    def refresh_scenario(self) -> None:
        error = self.query_one("#scenario-error")
        try:
            self.use_scenario(self.scenario_ref())
        except HextermError as exc:
            self.say(error, str(exc))
        else:
            self.say(error, "")

    @on(Select.Changed, "#ruleset")
    def ruleset_changed(self, event: Select.Changed) -> None:
        if event.value == self.ruleset or not isinstance(event.value, str):
            return
        self.ruleset = event.value
        self.worlds = builtin_worlds(self.ruleset)
        self.query_one("#scenario", Select).set_options(self.worlds)
        self.refresh_scenario()

    @on(Select.Changed, "#scenario")
    @on(Input.Submitted, "#scenario-file")
    @on(Input.Blurred, "#scenario-file")
    def scenario_changed(self) -> None:
        self.refresh_scenario()

    @on(Input.Changed, "#file")
    def file_changed(self) -> None:
        confirm = self.query_one("#replace", Checkbox)
        confirm.value, confirm.display = False, False

    # --- seats ------------------------------------------------------------------------

    async def action_add_seat(self) -> None:
        rows, rules = self.rows(), get_ruleset(self.ruleset)
        if len(rows) >= rules.max_seats:
            self.say(self.query_one("#seats-error"), self.seats_sentence())
            return
        values = [row.values() for row in rows]
        row = self.new_row(len(rows) + 1, {v[1] for v in values}, {v[0] for v in values})
        await self.query_one("#seats").mount(row)
        self.check_seat_count()
        row.query_one(".seat-name", Input).focus()
        row.scroll_visible()

    async def action_remove_seat(self) -> None:
        rows = self.rows()
        if len(rows) <= 1:
            self.say(self.query_one("#seats-error"), self.seats_sentence())
            return
        node = self.focused
        while node is not None and not isinstance(node, SeatRow):
            node = node.parent  # type: ignore[assignment]
        row = node if isinstance(node, SeatRow) else rows[-1]
        await row.remove()
        self.check_seat_count()
        self.query_one("#seats").query(".seat-name").last(Input).focus()

    def seats_sentence(self) -> str:
        rules = get_ruleset(self.ruleset)
        return t("{ruleset} is played by {low} to {high} seats.", ruleset=rules.title,
                 low=rules.min_seats, high=rules.max_seats)

    def check_seat_count(self) -> bool:
        rules = get_ruleset(self.ruleset)
        fits = rules.min_seats <= len(self.rows()) <= rules.max_seats
        self.say(self.query_one("#seats-error"), "" if fits else self.seats_sentence())
        return fits

    @on(Button.Pressed, "#add-seat")
    async def add_pressed(self) -> None:
        await self.action_add_seat()

    @on(Button.Pressed, "#remove-seat")
    async def remove_pressed(self) -> None:
        await self.action_remove_seat()

    def read_seats(self) -> list[tuple[Seat, str]] | None:
        """(seat, PIN) of each row, or None after saying under the rows what is wrong."""
        seats: list[tuple[Seat, str]] = []
        seen: set[str] = set()
        ok = self.check_seat_count()
        for row in self.rows():
            name, faction, pin, bot = row.values()
            problem = ""
            try:
                name = check_seat_name(name)
            except SeatError:
                problem = (t("Give this seat a name.") if not name.strip() else
                           t("A seat's name has 1 to 32 letters (a to z), digits, - or _ and "
                             "starts with a letter."))
            if not problem and name in seen:
                problem = t("Two seats are called {name}.", name=name)
            seen.add(name)
            self.say(row.query_one(".field-error"), problem)
            ok = ok and not problem
            seats.append((Seat(name, faction, bot=bot), "" if bot else pin))
        return seats if ok else None

    # --- seed, file and start ---------------------------------------------------------

    def read_seed(self) -> int | None:
        text = self.query_one("#seed", Input).value.strip()
        ok = text.isascii() and text.isdigit() and len(text) <= SEED_DIGITS
        self.say(self.query_one("#seed-error"), "" if ok else
                 t("The seed is a whole number of at most {digits} digits.",
                   digits=SEED_DIGITS))
        return int(text) if ok else None

    def read_path(self) -> Path | None:
        stem = self.query_one("#file", Input).value.strip()
        stem = stem.removesuffix(savegame.SUFFIX)
        problem = ""
        if not stem:
            problem = t("Give the save a file name.")
        elif any(c in stem for c in "/\\\0:") or stem.startswith("."):
            problem = t("A file name has no /, \\ or : and does not start with a dot.")
        path = self.saves / (stem + savegame.SUFFIX)
        confirm = self.query_one("#replace", Checkbox)
        if not problem and path.exists() and not confirm.value:
            problem = t("{file} already exists: tick “Replace it” to write over it.",
                        file=path.name)
            confirm.display = True
        self.say(self.query_one("#file-error"), problem)
        return None if problem else path

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        self.say(self.query_one("#start-error"), "")
        self.refresh_scenario()
        scenario_ok = not self.query_one("#scenario-error").display
        chosen, seed, path = self.read_seats(), self.read_seed(), self.read_path()
        options = self.query_one(GameOptions).values()
        if not scenario_ok or chosen is None or seed is None or path is None or options is None:
            return
        seats = [replace(seat, pin_hash=new_pin_hash(pin)) for seat, pin in chosen]
        try:
            create_game(path, self.ruleset, self.scenario_ref(), seats, seed, options)
        except ScenarioError as exc:
            self.say(self.query_one("#scenario-error"), str(exc))
        except SeatError as exc:
            self.say(self.query_one("#seats-error"), str(exc))
        except (HextermError, SaveError, OSError) as exc:
            self.say(self.query_one("#start-error"), str(exc))
        else:
            self.dismiss(path)

    @on(Button.Pressed, "#new-seed")
    def new_seed(self) -> None:
        self.query_one("#seed", Input).value = str(secrets.randbelow(NEW_SEED_BELOW))

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("new_game"))
