"""The game options of the new-game form: what the ruleset lets the players choose.

A ruleset lists its `GameOption`s (say, the number of turns and the victory score);
each is shown as a list or a number field, filled with the scenario's own value (a
number the scenario does not give is left empty: the rules decide it, as a campaign may
decide its turns from the number of players), and `values` gives the choices checked,
or the sentence saying what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Input, Label, Select

from hexterm.engine.ruleset import GameOption
from hexterm.i18n import t

LABEL_WIDTH = 14
"""The width of the form's labels (new_game.tcss): a longer option label widens its own."""


class GameOptions(Vertical):
    """The option fields of one ruleset (nothing at all for a ruleset without options)."""

    DEFAULT_CSS = """
    GameOptions { height: auto; }
    """

    def __init__(self, options: Sequence[GameOption] = (),
                 defaults: Mapping[str, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.options = tuple(options)
        self.defaults = dict(defaults or {})
        self.fields: dict[str, Select[str] | Input] = {}

    def _field(self, option: GameOption) -> Select[str] | Input:
        value = self.defaults.get(option.key)
        if option.choices:
            chosen = str(value) if value in option.choices else option.choices[0]
            return Select([(t(c), c) for c in option.choices], value=chosen,
                          allow_blank=False, compact=True)
        return Input("" if value is None else str(value), compact=True, type="integer",
                     placeholder=t("as the rules say"))

    def _rows(self) -> list[Widget]:
        self.fields = {o.key: self._field(o) for o in self.options}
        labels = [Label(t(o.label), classes="field-label") for o in self.options]
        widest = max((len(str(label.render())) + 1 for label in labels), default=0)
        for label in labels:  # the fields in one column, after the longest label
            label.styles.width = max(LABEL_WIDTH, widest)
        rows: list[Widget] = [Horizontal(label, self.fields[o.key], classes="field")
                              for label, o in zip(labels, self.options, strict=True)]
        error = Label("", classes="field-error")
        error.display = False
        return [*rows, error]

    def compose(self) -> ComposeResult:
        yield from self._rows()

    def offer(self, options: Sequence[GameOption], defaults: Mapping[str, Any]) -> None:
        """Show `options` (a new ruleset or scenario) with the scenario's values."""
        self.options, self.defaults = tuple(options), dict(defaults)
        self.remove_children()
        self.mount_all(self._rows())

    def values(self) -> dict[str, Any] | None:
        """The options chosen, or None after saying under the fields what is wrong."""
        out: dict[str, Any] = {}
        error = self.query(".field-error").last(Label)
        for option in self.options:
            field = self.fields[option.key]
            text = str(field.value) if isinstance(field, Select) else field.value
            if not text.strip():  # left empty: the scenario's or the rules' own value
                continue
            try:
                out[option.key] = option.read(text)
            except ValueError:
                error.update(t("{option} must be a whole number from {lo} to {hi}.",
                               option=t(option.label), lo=option.lo, hi=option.hi))
                error.display = True
                return None
        error.update("")
        error.display = False
        return out
