"""The Modèle d'Ordre of one unit, as a form beside the map.

Up to two actions, each chosen from what the card allows (`forms.card_of`), with their
fields (`action_row`): a move is drawn by pressing directions (the map shows the
path, each step's cost and where it would stop), an attack picks any enemy unit the
seat knows of and says whether its extra step can be paid after the move, a defence
may be à mort, a reconnaissance names its extra hexes, a deployment its node and side.
Each change is written as the unit's line of the orders file and checked by the rules; a
problem shows under the action it concerns. The economy's actions (Équiper,
Déséquiper, Charger, Décharger, Acheter / Vendre, Exploiter, Résoudre une quête) have
their fields in `goods_fields`, and any action may carry a document the seat holds (a
safe-conduct on a unit that does not move is pointed out). A reserve card's form also
opens the reserve orders (convert, sacrifice, train: `issue.reserve_form`, which the
screen opens when the form posts `Reserve`).
Saving puts the line into the seat's draft orders (`put_order`); the turn is submitted
from the map screen.
"""

from __future__ import annotations

from dataclasses import replace

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from hexterm.engine.errors import HextermError, IllegalOrderError
from hexterm.engine.planisphere.diplomacy.checks import idle_safe_conducts
from hexterm.engine.planisphere.orders import attacks, forms
from hexterm.engine.planisphere.orders.lines import Action, Orders, Verb, action_text
from hexterm.i18n import direction, said, said_or_name, t
from hexterm.screens.planisphere.issuing import rules_of
from hexterm.screens.planisphere.notes import idle_note, plain
from hexterm.screens.planisphere.widgets import goods_fields
from hexterm.screens.planisphere.widgets.action_row import SCORES as SCORES
from hexterm.screens.planisphere.widgets.action_row import VERB_NAMES as VERB_NAMES
from hexterm.screens.planisphere.widgets.action_row import ActionRow, PathField, attack_note
from hexterm.screens.planisphere.words import phrase
from hexterm.screens.shared.drafting import as_written, keep
from hexterm.table import Table
from hexterm.widgets import keyboard
from hexterm.widgets.localised import Localised


def put_order(table: Table, seat: str, draft: str, code: str, line: str) -> str:
    """The draft orders text with unit `code`'s order replaced by the one written in
    `line` (none when empty: the unit defends); HextermError if the rules refuse it."""
    game = table.game
    who = game.seat(seat)
    rules = rules_of(table)
    current = rules.parse_orders(game.state, who, draft)
    new = rules.parse_orders(game.state, who, line).of(code) if line else None
    text = rules.format_orders(forms.with_order(current, new, code))
    table.check(seat, text)
    return as_written(table, seat, draft, code, text)  # the player's comments kept


class OrderForm(Localised, Vertical):
    """The form of one unit; posts `Done` when saved or left."""

    DEFAULT_CSS = """
    OrderForm { height: auto; }
    OrderForm .action { height: auto; margin-top: 1; }
    OrderForm Select, OrderForm Input, OrderForm Checkbox { width: 100%; }
    OrderForm PathField { background: $boost; height: auto; }
    OrderForm PathField:focus { background: $accent 30%; }
    OrderForm .problem { color: $warning; height: auto; width: 100%; }
    OrderForm .trade-panel { height: auto; }
    OrderForm .hint { color: $text-muted; height: auto; width: 100%; }
    OrderForm SelectionList { max-height: 8; }
    OrderForm #route-text { margin-top: 1; height: auto; }
    OrderForm #form-buttons { height: auto; margin-top: 1; }
    OrderForm #form-buttons Button { margin-right: 1; }
    """

    BINDINGS = [Binding("ctrl+s", "keep", "Keep", priority=True),
                Binding("escape", "leave", "Back"),
                Binding("ctrl+r", "reserve", "Reserve orders", show=False)]

    class Done(Message):
        """The form is closed; `draft` is the new draft text, or None when left."""

        def __init__(self, draft: str | None) -> None:
            self.draft = draft
            super().__init__()

    class Reserve(Message):
        """Open the reserve orders' form on `draft` (the screen opens it: a widget opens
        no screen); its result comes back to `reserve_written`."""

        def __init__(self, draft: str) -> None:
            self.draft = draft
            super().__init__()

    class Route(Message):
        """The move being drawn changed (None: no move on the form)."""

        def __init__(self, preview: forms.MarchPreview | None) -> None:
            self.preview = preview
            super().__init__()

    def __init__(self, table: Table, seat: str, code: str, draft: str,
                 proposed: Action | None = None) -> None:
        super().__init__(id="order-form")
        game = table.game
        self.table, self.seat, self.code, self.draft = table, seat, code, draft
        who = game.seat(seat)
        card = forms.card_of(game.state, who, code)
        given = rules_of(table).parse_orders(game.state, who, draft).of(code)
        self.given, self.replaced = goods_fields.with_proposed(
            given.actions if given else (), proposed)
        extra = tuple(a.verb for a in self.given if a.verb not in card.verbs)
        self.card = replace(card, verbs=card.verbs + extra) if extra else card
        self.economy = goods_fields.economy_choices(game.state, who, code, self.given)
        self.choices: dict[str, list[tuple[str, str]]] = {
            "target": [(f"{c.code} {c.place.label} · " + (c.faction or phrase("unknown faction")),
                        c.code)
                       for c in attacks.targets(game.state, who, code)]
            if self.card.place else [],
            "node": [(p.label, p.label) for p in forms.deploy_places(game.state, who)],
        }

    def compose(self) -> ComposeResult:
        yield Static(card_heading(self.card), id="card")
        for n in (1, 2):
            yield ActionRow(n, self.card, self.choices,
                            self.given[n - 1] if len(self.given) >= n else None, self.economy)
        yield Static("", id="route-text")
        if self.replaced is not None:
            yield Label(phrase("the trade replaces: {action}", action=action_text(self.replaced)),
                        classes="problem", id="form-note")
        yield Label("", classes="problem", id="form-problem")
        with Horizontal(id="form-buttons"):
            yield Button(t("Keep"), variant="primary", compact=True, id="keep")
            yield Button(t("Back"), compact=True, id="leave")
        if self.card.place is None:
            yield Button(phrase("Reserve orders (ctrl+r)"), compact=True, id="reserve")

    def on_mount(self) -> None:
        self.query_one("#verb", Select).focus()
        self.check()

    # --- the order as written, checked ---------------------------------------------------

    def line(self) -> str:
        actions = [w for w in (row.written() for row in self.query(ActionRow)) if w]
        return f"unit {self.code}: {'; '.join(actions)}\n" if actions else ""

    def check(self) -> str | None:
        """The new draft if the rules accept this form, else None (problems shown)."""
        rows = list(self.query(ActionRow))
        for row in rows:
            row.say("")
        self.say("")
        self.show_route()
        self.show_attack()
        verbs = [row.verb for row in rows if row.verb]
        if len(verbs) == 2 and verbs[0] is verbs[1]:
            rows[1].say(phrase("an action is done once a turn"))
            return None
        if {Verb.LOAD, Verb.UNLOAD} <= set(verbs):
            rows[1].say(phrase("a unit cannot load and unload in one turn: choose one"))
            return None
        for row in rows:
            if row.verb is None:
                continue
            missing = goods_fields.missing(row.verb, row.written())
            if missing:
                row.say(missing)
                return None
            try:
                rules_of(self.table).parse_orders(
                    self.table.game.state, self.table.game.seat(self.seat),
                    f"unit {self.code}: {row.written()}\n")
            except HextermError as exc:
                row.say(plain(exc))
                return None
        try:
            draft = put_order(self.table, self.seat, self.draft, self.code, self.line())
            assert isinstance(self.screen, Screen)
            keep(self.screen, self.table, self.seat, draft)  # the form's order, kept at once
            self.show_idle_papers(draft)
            return draft
        except IllegalOrderError as exc:
            where = next((r for r in rows if r.verb and r.verb.value == exc.field), None)
            (where or self).say(plain(exc))
        except HextermError as exc:
            self.say(plain(exc))
        return None

    def say(self, problem: str) -> None:
        """A problem of the whole order (not of one action)."""
        label = self.query_one("#form-problem", Label)
        label.update(problem)
        label.display = bool(problem)

    def show_attack(self) -> None:
        """Under an attack with a target: whether its extra step, after the move drawn on
        the form, can be taken and paid as the map stands (`attacks.attack_step`)."""
        row = next((r for r in self.query(ActionRow) if r.verb is Verb.ATTACK), None)
        if row is None:
            return
        target = row.value("target")
        move = next((r for r in self.query(ActionRow) if r.verb is Verb.MOVE), None)
        path = move.query_one(PathField).path if move else ()
        game = self.table.game
        note = row.query_one("#attack-note", Static)
        note.update(attack_note(attacks.attack_step(game.state, game.seat(self.seat),
                                                    self.code, path, target), target)
                    if target else "")

    def show_idle_papers(self, draft: str) -> None:
        """Point out a safe-conduct carried by this unit when it does not move."""
        game = self.table.game
        orders = rules_of(self.table).parse_orders(game.state, game.seat(self.seat), draft)
        mine = forms.with_order(Orders(), orders.of(self.code), self.code)
        for unit, code in idle_safe_conducts(game.state, mine):
            row = next((r for r in self.query(ActionRow) if code in r.value("papers").split()),
                       None)
            (row or self).say(idle_note(code, unit))

    def show_route(self) -> None:
        row = next((r for r in self.query(ActionRow) if r.verb is Verb.MOVE), None)
        text = self.query_one("#route-text", Static)
        if row is None:
            text.update("")
            self.post_message(self.Route(None))
            return
        path = row.query_one(PathField).path
        game = self.table.game
        preview = forms.preview_march(game.state, game.seat(self.seat), self.code, path)
        row.query_one(PathField).update(  # the letters of the keyboard layout in use
            " ".join(direction(d.name) for d in path)
            or keyboard.in_layout(phrase("press q w e a s d to draw the move")))
        lines = [phrase("{spent}/{budget} movement spent, ends at {end}", spent=preview.spent,
                   budget=preview.budget, end=preview.end.label)]
        if preview.stop:
            lines.append(phrase("stops: {why}", why=said_or_name(preview.stop)))
        lines.extend(said(warning) for warning in preview.warnings)
        text.update("\n".join(lines))
        self.post_message(self.Route(preview))

    # --- events ------------------------------------------------------------------------

    def on_select_changed(self, event: Select.Changed) -> None:
        row = next(a for a in event.select.ancestors if isinstance(a, ActionRow))
        if event.select.id in ("verb", "trade_node"):
            row.show_fields()
        self.check()
        if event.select.id == "target":  # the note on the attack's step, in sight
            self.call_after_refresh(row.query_one("#attack-note").scroll_visible,
                                    animate=False)

    def on_selection_list_selected_changed(self) -> None:
        self.check()

    def on_checkbox_changed(self) -> None:
        self.check()

    def on_input_changed(self) -> None:
        self.check()

    def on_path_field_changed(self) -> None:
        self.check()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "keep":
            self.action_keep()
        elif event.button.id == "reserve":
            self.action_reserve()
        else:
            self.action_leave()

    def action_reserve(self) -> None:
        """A reserve card's form: asks the screen for the reserve orders (convert,
        sacrifice, train), on the draft with this form's order if the rules accept it;
        the form closes with the new draft (`reserve_written`)."""
        if self.card.place is not None:
            return
        self.post_message(self.Reserve(self.check() or self.draft))

    def reserve_written(self, draft: str | None) -> None:
        """The reserve orders' form closed: with the new draft, this form closes too."""
        if draft is not None:
            self.post_message(self.Done(draft))

    def action_keep(self) -> None:
        draft = self.check()
        if draft is not None:
            self.post_message(self.Done(draft))

    def action_leave(self) -> None:
        self.post_message(self.Done(None))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_keep()


def card_heading(card: forms.Card) -> str:
    """The form's first lines: the card, where it stands, its movement and recon."""
    where = card.place.label if card.place else phrase("in the reserve")
    return ("[b]" + phrase("Order form") + f" · {card.code}[/b]\n{card.name} · {where}\n"
            f"{t('movement')} {card.move} · " + phrase("recon") + f" {card.recon}")
