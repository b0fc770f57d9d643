"""One action of the order form (Modèle d'Ordre): its verb and the fields that verb takes.

`ActionRow` offers the actions the card allows and shows the fields of the one chosen:
a move drawn by pressing directions (`PathField`), an attack's target among every enemy
unit the seat knows of with a note on its extra step (`attack_note`), à mort, a
reconnaissance's extra hexes, a build's or a sap's score, a deployment's node and side,
and the economy's fields (`goods_fields`). It writes itself as the action's words of
the orders file (`written`); the form (`order_form`) checks them with the rules.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Checkbox, Input, Label, Select, SelectionList, Static

from hexterm.engine.hexgrid import Direction
from hexterm.engine.messages import titled
from hexterm.engine.planisphere.orders import attacks, forms
from hexterm.engine.planisphere.orders.attacks import Reach
from hexterm.engine.planisphere.orders.lines import Action, Verb
from hexterm.i18n import t
from hexterm.screens.planisphere.widgets import goods_fields
from hexterm.screens.planisphere.widgets.goods_fields import (
    ECONOMY_FIELDS,
    EconomyChoices,
    GoodsField,
)
from hexterm.screens.planisphere.words import phrase
from hexterm.widgets.hexgrid import step_bindings
from hexterm.widgets.localised import Localised

VERB_NAMES = {Verb.DEPLOY: titled("Deploy"), Verb.MOVE: titled("Move"),
              Verb.ATTACK: titled("Attack"), Verb.DEFEND: titled("Defend"),
              Verb.HIDE: titled("Hide"), Verb.RECON: titled("Recon"), Verb.BUILD: titled("Build"),
              Verb.SAP: titled("Sap"), Verb.EQUIP: titled("Equip"),
              Verb.UNEQUIP: titled("Unequip"), Verb.LOAD: titled("Load"),
              Verb.UNLOAD: titled("Unload"), Verb.TRADE: titled("Buy / sell"),
              Verb.EXPLOIT: titled("Exploit"), Verb.QUEST: titled("Resolve a quest")}
FIELDS: dict[Verb, tuple[str, ...]] = {
    Verb.MOVE: ("path",), Verb.ATTACK: ("target", "to_death"), Verb.DEFEND: ("to_death",),
    Verb.RECON: ("recon",), Verb.BUILD: ("score",), Verb.SAP: ("place", "score"),
    Verb.DEPLOY: ("node", "side"), Verb.HIDE: (), **ECONOMY_FIELDS,
}
ALL_FIELDS = ("path", "target", "to_death", "recon", "score", "place", "node", "side",
              "equip", "unequip", "load", "unload", "trade_node", "letter", "hint",
              "attack-note")
SCORES = (titled("combat"), titled("defence"), titled("recon"), titled("equipment"),
          titled("inventory"), titled("recruits"))


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
        yield Static("", classes="hint", id="attack-note")
        yield Checkbox(phrase("to the death (à mort)"), a.to_death if a else False, compact=True,
                       id="to_death")
        recon = " ".join(d.name for d in a.directions) if a and a.verb is Verb.RECON else ""
        yield Input(recon, placeholder=phrase("extra hexes, like N NE"), compact=True, id="recon")
        yield Select([(t(s), s) for s in SCORES], prompt=phrase("score (none: a camp)"),
                     compact=True, id="score", value=a.score if a and a.score else Select.NULL)
        yield Input(a.place.label if a and a.place and a.verb is Verb.SAP else "",
                    placeholder=phrase("hex (none: here)"), compact=True, id="place")
        node = a.place.label if a and a.place and a.verb is Verb.DEPLOY else Select.NULL
        yield Select(self.choices["node"], prompt=phrase("node"), compact=True, id="node",
                     value=node)
        side = a.directions[0].name if a and a.verb is Verb.DEPLOY and a.directions else ""
        yield Select([(phrase("on the node"), ""), *((d.name, d.name) for d in Direction)],
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
        self.query_one("#attack-note").display = verb is Verb.ATTACK
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


def attack_note(step: attacks.AttackStep, target: str) -> str:
    """What the form says of the attack's extra step (rulebook: "après un déplacement
    additionnel jusqu'à 1 case modulé par le terrain")."""
    where = step.target.label if step.target else ""
    return {
        Reach.SAME_HEX: phrase("{target} stands where the move ends: no step to pay.",
                          target=target),
        Reach.PAID: phrase("The step into {hex} costs {cost}, {left} movement left: it can be "
                      "paid.", hex=where, cost=step.cost, left=step.left),
        Reach.TOO_DEAR: phrase("The step into {hex} costs {cost}, only {left} movement left: it "
                          "cannot be paid.", hex=where, cost=step.cost, left=step.left),
        Reach.UNCROSSABLE: phrase("This unit cannot cross {hex}: the attack cannot step there.",
                             hex=where),
        Reach.TOO_FAR: phrase("{target} at {hex} is not next to {start}, where the move ends: the "
                         "attack fails unless it comes closer.", target=target, hex=where,
                         start=step.start.label),
        Reach.MOVE_CUT: phrase("The move stops before its end: an attack after it fails."),
        Reach.UNKNOWN: phrase("You know of no unit {target} on the map: the attack may find it "
                         "hidden next to the unit, or fail.", target=target),
    }[step.reach]
