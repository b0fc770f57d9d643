"""The world editor's forms (issue 30): a table of the scenario (a faction, a unit
type…) edited in a form over the map, each field an Input, the file changed through
the Document (`Document.change`: undo and redo, comments kept) and the world checked
again, as by every edit of the map.

A ruleset gives its forms (`WorldEditing.form` returns an `editor_kit.Form`): its
title, its fields and what makes them an edit. A value it refuses raises `EditRefused` with one
sentence, said in the form, and nothing is changed; enter makes the edit and closes
the form, escape closes it and changes nothing.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from hexterm.i18n import error_said, t
from hexterm.screens.shared.editor_kit import Edit, EditRefused, Form
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")


class FormScreen(Localised, ModalScreen[Edit | None]):
    """A form over the editor: dismisses with the edit made of its values, or None."""

    BINDINGS = [("escape", "cancel", "Cancel")]
    CSS_PATH = STYLES

    def __init__(self, form: Form) -> None:
        super().__init__()
        self.form = form

    def compose(self) -> ComposeResult:
        with Vertical(id="form"):
            yield Label(self.form.title, id="form-heading")
            for field in self.form.fields:
                with Horizontal(classes="form-field"):
                    yield Label(field.label, classes="form-label")
                    yield Input(field.value, id=f"form-{field.name}",
                                placeholder=field.hint)
            yield Label("", id="form-error")
            yield Label(t("enter: done · escape: cancel"), id="form-keys")

    def values(self) -> dict[str, str]:
        return {field.name: self.query_one(f"#form-{field.name}", Input).value.strip()
                for field in self.form.fields}

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            edit = self.form.make(self.values())
        except EditRefused as exc:
            self.query_one("#form-error", Label).update(error_said(exc))
            return
        self.dismiss(edit)

    def action_cancel(self) -> None:
        self.dismiss(None)
