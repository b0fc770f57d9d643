"""The help screen: the keys, and where the rules are explained."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from hexterm.i18n import t
from hexterm.screens.common import Localised

KEYS = """\
arrows, q w e a s d   move the cursor (N S, NW N NE, SW S SE)
mouse click           pick a hex
l                     next map layer (terrain, owner, units, influence, population)
o                     orders of this turn (ctrl+s submits)
r                     reports of earlier turns (left/right: turn)
?                     this help
ctrl+q                save and quit (every submission is already saved)

Orders are written as in the orders file (docs/orders.md):
  unit GLA4: move NW N; recon N
  unit GLA7: deploy at B02 S
Before any unit: convert KIND, sacrifice CARD, train CARD as KEY with MASTER:WHAT.
The rules as hexterm plays them: docs/rules/planisphere.md."""


class HelpScreen(Localised, ModalScreen[None]):
    BINDINGS = [("escape,question_mark", "dismiss", "Back")]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Static(t(KEYS), markup=False)
