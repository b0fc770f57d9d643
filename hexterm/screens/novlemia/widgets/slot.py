"""One action slot of the Novlémia planner: a verb (move, explore, prospect, colonise)
and what it takes, with the engine's preview under them (the planner fills it in). Its
line is written in the player's words (déplacer E02 in French).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Select, Static

from hexterm.engine.messages import titled
from hexterm.engine.novlemia.words import WORDS
from hexterm.i18n import said, t
from hexterm.screens.novlemia.typed import word

phrase = WORDS.phrase
"""A Novlémia message (`hexterm.engine.novlemia.words`), said with `hexterm.i18n.said`."""

ACTION_VERBS = ("move", "explore", "prospect", "colonise")
VERB_NAMES = {"move": titled("Move"), "explore": titled("Explore"), "prospect": titled("Prospect"),
              "colonise": titled("Colonise")}
HINTS = {"move": titled("a cell or a direction: E02, SE"),
         "explore": titled("cells to explore first (optional)"),
         "prospect": titled("nothing to add"), "colonise": titled("the city's name")}


class Slot(Vertical):
    """One action: its verb, its argument, and the preview under them."""

    def __init__(self, number: int, verb: str | None, rest: str) -> None:
        super().__init__(classes="slot")
        self.number, self.verb, self.rest = number, verb, rest

    def compose(self) -> ComposeResult:
        with Horizontal(classes="slot-row"):
            yield Select([(t(VERB_NAMES[v]), v) for v in ACTION_VERBS],
                         prompt=said(phrase("Action {n}", n=self.number)), compact=True,
                         value=self.verb or Select.NULL, id=f"verb{self.number}")
            yield Input(self.rest, placeholder=t(HINTS.get(self.verb or "move", "")),
                        compact=True, id=f"arg{self.number}")
        yield Static("", id=f"preview{self.number}", classes="preview")

    def line(self) -> str:
        verb = self.query_one(Select).value
        if verb is Select.NULL or not isinstance(verb, str):
            return ""
        return f"{word(verb)} {self.query_one(Input).value.strip()}".strip()
