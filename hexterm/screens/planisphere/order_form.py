"""The Modèle d'Ordre of one unit, as a form beside the map.

Up to two actions, each chosen from what the card allows (`forms.card_of`), with their
fields: a move is drawn by pressing directions (the map shows the path, each step's
cost and where it would stop), an attack picks a target in reach, a defence may be à
mort, a reconnaissance names its extra hexes, a deployment its node and side. Each
change is written as the unit's line of the orders file and checked by the rules; a
problem shows under the action it concerns. The economy's actions (Équiper,
Déséquiper, Charger, Décharger, Acheter / Vendre, Exploiter, Résoudre une quête) have
their fields in `goods_fields`, and any action may carry a document the seat holds.
Saving puts the line into the seat's draft orders (`put_order`); the turn is submitted
from the map screen.
"""

from __future__ import annotations

import re
from dataclasses import replace

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, SelectionList, Static

from hexterm.engine.errors import HextermError, IllegalOrderError
from hexterm.engine.hexgrid import Direction
from hexterm.engine.planisphere.orders import forms
from hexterm.engine.planisphere.orders.lines import Action, Verb, action_text
from hexterm.i18n import t
from hexterm.screens.planisphere import goods_fields
from hexterm.screens.planisphere.goods_fields import ECONOMY_FIELDS, EconomyChoices, GoodsField
from hexterm.screens.shared.common import Localised
from hexterm.screens.shared.drafting import as_written, keep
from hexterm.table import Table
from hexterm.widgets.hexgrid import step_bindings

VERB_NAMES = {Verb.DEPLOY: "Deploy", Verb.MOVE: "Move", Verb.ATTACK: "Attack",
              Verb.DEFEND: "Defend", Verb.HIDE: "Hide", Verb.RECON: "Recon",
              Verb.BUILD: "Build", Verb.SAP: "Sap", Verb.EQUIP: "Equip",
              Verb.UNEQUIP: "Unequip", Verb.LOAD: "Load", Verb.UNLOAD: "Unload",
              Verb.TRADE: "Buy / sell", Verb.EXPLOIT: "Exploit", Verb.QUEST: "Resolve a quest"}
FIELDS: dict[Verb, tuple[str, ...]] = {
    Verb.MOVE: ("path",), Verb.ATTACK: ("target", "to_death"), Verb.DEFEND: ("to_death",),
    Verb.RECON: ("recon",), Verb.BUILD: ("score",), Verb.SAP: ("place", "score"),
    Verb.DEPLOY: ("node", "side"), Verb.HIDE: (), **ECONOMY_FIELDS,
}
ALL_FIELDS = ("path", "target", "to_death", "recon", "score", "place", "node", "side",
              "equip", "unequip", "load", "unload", "trade_node", "letter", "hint")
SCORES = ("combat", "defence", "recon", "equipment", "inventory", "recruits")
_LINE = re.compile(r"^line \d+: ")


def put_order(table: Table, seat: str, draft: str, code: str, line: str) -> str:
    """The draft orders text with unit `code`'s order replaced by the one written in
    `line` (none when empty: the unit defends); HextermError if the rules refuse it."""
    game = table.game
    who = game.seat(seat)
    current = game.rules.parse_orders(game.state, who, draft)
    new = game.rules.parse_orders(game.state, who, line).of(code) if line else None
    text = game.rules.format_orders(forms.with_order(current, new, code))
    table.check(seat, text)
    return as_written(table, seat, draft, code, text)  # the player's comments kept


def plain(error: HextermError) -> str:
    """An error as the form shows it: without the line number of the orders file."""
    return _LINE.sub("", str(error))


class PathField(Localised, Static, can_focus=True):
    """A move drawn by pressing directions; backspace takes the last step back."""

    BINDINGS = [*step_bindings({"SE": "right", "SW": "left"}),
                Binding("backspace", "undo", "Undo step")]

    path: reactive[tuple[Direction, ...]] = reactive(())

    class Changed(Message):
        def __init__(self, field: PathField) -> None:
            self.field = field
            super().__init__()

    def action_step(self, name: str) -> None:
        if len(self.path) < 12:
            self.path = (*self.path, Direction[name])

    def action_undo(self) -> None:
        self.path = self.path[:-1]

    def watch_path(self) -> None:
        self.post_message(self.Changed(self))


class ActionRow(Vertical):
    """One of the two actions of the form: its verb and the fields that verb takes."""

    def __init__(self, n: int, card: forms.Card, choices: dict[str, list[tuple[str, str]]],
                 action: Action | None, economy: EconomyChoices) -> None:
        super().__init__(classes="action")
        self.n, self.card, self.choices, self.action = n, card, choices, action
        self.economy = economy

    def compose(self) -> ComposeResult:
        a = self.action
        verbs = [(t(VERB_NAMES[v]), v.value) for v in self.card.verbs]
        chosen = a.verb.value if a and a.verb in self.card.verbs else Select.NULL
        if self.n == 1 and len(verbs) == 1:  # a reserve card can only be deployed
            chosen = verbs[0][1]
        yield Select(verbs, prompt=t("Action {n}", n=self.n), compact=True, id="verb",
                     value=chosen)
        path = PathField(id="path")
        path.set_reactive(PathField.path, a.directions if a and a.verb is Verb.MOVE else ())
        yield path
        yield Select(self.choices["target"], prompt=t("target"), compact=True, id="target",
                     value=a.target if a and a.target else Select.NULL)
        yield Checkbox(t("to the death (à mort)"), a.to_death if a else False, compact=True,
                       id="to_death")
        recon = " ".join(d.name for d in a.directions) if a and a.verb is Verb.RECON else ""
        yield Input(recon, placeholder=t("extra hexes, like N NE"), compact=True, id="recon")
        yield Select([(t(s), s) for s in SCORES], prompt=t("score (none: a camp)"),
                     compact=True, id="score", value=a.score if a and a.score else Select.NULL)
        yield Input(a.place.label if a and a.place and a.verb is Verb.SAP else "",
                    placeholder=t("hex (none: here)"), compact=True, id="place")
        node = a.place.label if a and a.place and a.verb is Verb.DEPLOY else Select.NULL
        yield Select(self.choices["node"], prompt=t("node"), compact=True, id="node",
                     value=node)
        side = a.directions[0].name if a and a.verb is Verb.DEPLOY and a.directions else ""
        yield Select([(t("on the node"), ""), *((d.name, d.name) for d in Direction)],
                     allow_blank=False, compact=True, id="side", value=side)
        yield from goods_fields.compose_fields(self.economy, a)
        yield Label("", classes="problem", id="problem")

    def on_mount(self) -> None:
        self.show_fields()

    @property
    def verb(self) -> Verb | None:
        value = self.query_one("#verb", Select).value
        return Verb(value) if isinstance(value, str) else None

    def show_fields(self) -> None:
        verb = self.verb
        wanted = FIELDS.get(verb, ()) if verb else ()
        for name in ALL_FIELDS:
            self.query_one(f"#{name}").display = name in wanted
        node = self.value("trade_node") if verb is Verb.TRADE else ""
        if verb is Verb.TRADE and not node and self.economy.markets:
            node = goods_fields.nearest_market(self.economy)
            self.query_one("#trade_node", Select).value = node
        for panel in self.query(".trade-panel"):
            panel.display = panel.id == f"trade-{node}"
        papers = self.query_one("#papers", SelectionList)
        papers.display = bool(verb and papers.option_count)
        if verb in ECONOMY_FIELDS:
            self.query_one("#hint", Static).update(goods_fields.hint(verb, self.economy))

    def value(self, name: str) -> str:
        widget = self.query_one(f"#{name}")
        if isinstance(widget, Select):
            return widget.value if isinstance(widget.value, str) else ""
        if isinstance(widget, SelectionList):
            return " ".join(str(v) for v in widget.selected)
        if isinstance(widget, Checkbox):
            return "to-death" if widget.value else ""
        if isinstance(widget, PathField):
            return " ".join(d.name for d in widget.path)
        assert isinstance(widget, Input)
        return widget.value.strip()

    def written(self) -> str:
        """This action as the orders file writes it ('' when no action is chosen)."""
        verb = self.verb
        if verb is None:
            return ""
        if verb is Verb.DEPLOY:
            words = ["at", self.value("node"), self.value("side")]
        elif verb in (Verb.LOAD, Verb.UNLOAD):
            words = self.query_one(f"#{verb.value}", GoodsField).written()
        elif verb is Verb.TRADE:
            words = self.trade_words()
        elif verb is Verb.QUEST:
            words = [self.value("letter").rpartition(":")[2]]
        elif verb in (Verb.EQUIP, Verb.UNEQUIP):
            words = [self.value(verb.value)]
        else:
            words = [self.value(name) for name in FIELDS[verb]]
        papers = self.value("papers")
        words += ["with", papers] if papers else []
        return " ".join([verb.value, *(w for w in words if w)])

    def trade_words(self) -> list[str]:
        node = self.value("trade_node")
        if not node:
            return []
        panel = self.query_one(f"#trade-{node}")
        buys = panel.query_one(".buys", GoodsField).written()
        sells = panel.query_one(".sells", GoodsField).written()
        return ["at", node, *(["buy", *buys] if buys else []),
                *(["sell", *sells] if sells else [])]

    def say(self, problem: str) -> None:
        label = self.query_one("#problem", Label)
        label.update(problem)
        label.display = bool(problem)


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
                Binding("escape", "leave", "Back")]

    class Done(Message):
        """The form is closed; `draft` is the new draft text, or None when left."""

        def __init__(self, draft: str | None) -> None:
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
        given = game.rules.parse_orders(game.state, who, draft).of(code)
        self.given, self.replaced = goods_fields.with_proposed(
            given.actions if given else (), proposed)
        extra = tuple(a.verb for a in self.given if a.verb not in card.verbs)
        self.card = replace(card, verbs=card.verbs + extra) if extra else card
        self.economy = goods_fields.economy_choices(game.state, who, code, self.given)
        self.choices: dict[str, list[tuple[str, str]]] = {
            "target": [(f"{c} {where}", c) for c, where in forms.targets(game.state, who, code)]
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
            yield Label(t("the trade replaces: {action}", action=action_text(self.replaced)),
                        classes="problem", id="form-note")
        yield Label("", classes="problem", id="form-problem")
        with Horizontal(id="form-buttons"):
            yield Button(t("Keep"), variant="primary", compact=True, id="keep")
            yield Button(t("Back"), compact=True, id="leave")

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
        verbs = [row.verb for row in rows if row.verb]
        if len(verbs) == 2 and verbs[0] is verbs[1]:
            rows[1].say(t("an action is done once a turn"))
            return None
        if {Verb.LOAD, Verb.UNLOAD} <= set(verbs):
            rows[1].say(t("a unit cannot load and unload in one turn: choose one"))
            return None
        for row in rows:
            if row.verb is None:
                continue
            missing = goods_fields.missing(row.verb, row.written())
            if missing:
                row.say(missing)
                return None
            try:
                self.table.game.rules.parse_orders(
                    self.table.game.state, self.table.game.seat(self.seat),
                    f"unit {self.code}: {row.written()}\n")
            except HextermError as exc:
                row.say(plain(exc))
                return None
        try:
            draft = put_order(self.table, self.seat, self.draft, self.code, self.line())
            assert isinstance(self.screen, Screen)
            keep(self.screen, self.table, self.seat, draft)  # the form's order, kept at once
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
        row.query_one(PathField).update(
            " ".join(d.name for d in path) or t("press q w e a s d to draw the move"))
        lines = [t("{spent}/{budget} movement spent, ends at {end}", spent=preview.spent,
                   budget=preview.budget, end=preview.end.label)]
        if preview.stop:
            lines.append(t("stops: {why}", why=preview.stop))
        lines.extend(preview.warnings)
        text.update("\n".join(lines))
        self.post_message(self.Route(preview))

    # --- events ------------------------------------------------------------------------

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id in ("verb", "trade_node"):
            row = next(a for a in event.select.ancestors if isinstance(a, ActionRow))
            row.show_fields()
        self.check()

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
        else:
            self.action_leave()

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
    where = card.place.label if card.place else t("in the reserve")
    return (f"[b]{t('Order form')} · {card.code}[/b]\n{card.name} · {where}\n"
            f"{t('movement')} {card.move} · {t('recon')} {card.recon}")
