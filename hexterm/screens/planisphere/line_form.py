"""A form that writes one line into the seat's draft orders, checked as you type.

`LineForm` shows fields (a choice, several choices, or typed words), the line they
make as it will stand in the orders file, and the engine's one-sentence problem with
it (or, when the rules allow it, a `remark` on what it would do); `ctrl+s` (or the
button) puts it into the draft through `apply` (by default `issuing.with_line`, a seat
line). A serious line asks first (`dialogs.confirm.ConfirmSerious`). The forms
themselves (what to issue, hire, attach, secede, join) are built in `issue`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, Label, Select, SelectionList, Static

from hexterm.engine.errors import HextermError
from hexterm.i18n import t
from hexterm.screens.dialogs.confirm import ConfirmSerious
from hexterm.screens.planisphere.issuing import with_line
from hexterm.screens.planisphere.notes import plain
from hexterm.screens.planisphere.order_words import line_said
from hexterm.screens.planisphere.words import phrase
from hexterm.table import Table
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""

Values = Mapping[str, str]


class Incomplete(Exception):
    """A field the line needs is still empty (the message says which)."""


@dataclass(frozen=True, slots=True)
class Field:
    """One field of a `LineForm`: a choice (`options`), several (`many`), or words."""

    name: str
    label: str
    options: tuple[tuple[str, str], ...] | None = None
    many: bool = False
    placeholder: str = ""
    value: str = ""


class LineForm(Localised, ModalScreen[str | None]):
    """One seat line made from fields, checked as you type; dismisses with the new
    draft (None: the draft is left as it was)."""

    CSS_PATH = STYLES
    BINDINGS = [Binding("ctrl+s", "keep", "Add to the draft", priority=True),
                Binding("escape", "leave", "Back"),
                Binding("question_mark", "help", "Help", show=False)]

    def __init__(self, table: Table, seat: str, draft: str, *, title: str, intro: str,
                 fields: list[Field], build: Callable[[Values], str],
                 shown: Callable[[Values], set[str]] | None = None,
                 apply: Callable[[str, str], str] | None = None,
                 confirm: Callable[[Values], str] | None = None,
                 preview: Callable[[str, str], str] | None = None,
                 remark: Callable[[str], str] | None = None,
                 topic: str = "papers") -> None:
        super().__init__()
        self.table, self.seat, self.draft = table, seat, draft
        self.title_text, self.intro, self.fields = title, intro, fields
        self.build, self.shown, self.confirm, self.topic = build, shown, confirm, topic
        self.preview = preview or (lambda draft, line: line_said(line))
        self.remark = remark or (lambda draft: "")
        self.apply = apply or (lambda draft, line: with_line(table, seat, draft, line))

    def compose(self) -> ComposeResult:
        with Vertical(id="line-form"):
            yield Label(self.title_text, id="line-form-title")
            with VerticalScroll(id="line-form-body"):
                yield Static(self.intro, id="line-form-intro")
                for field in self.fields:
                    with Horizontal(classes="field", id=f"field-{field.name}"):
                        yield Label(field.label, classes="field-label")
                        yield self.widget(field)
                yield Static("", id="line-form-line", markup=False)
                yield Label("", id="line-form-problem", markup=False)
            with Horizontal(id="line-form-buttons"):
                yield Button(phrase("Add to the draft"), variant="primary", compact=True, id="keep")
                yield Button(t("Back"), compact=True, id="leave")
        yield Footer()

    @staticmethod
    def widget(field: Field) -> Select[str] | SelectionList[str] | Input:
        if field.many:
            chosen = set(field.value.split(","))
            return SelectionList[str](*((label, value, value in chosen)
                                        for label, value in field.options or ()),
                                      compact=True, id=field.name)
        if field.options is not None:
            known = any(v == field.value for _, v in field.options)
            return Select[str](field.options, prompt=field.placeholder or "-", compact=True,
                               id=field.name, value=field.value if known else Select.NULL)
        return Input(field.value, placeholder=field.placeholder, compact=True, id=field.name)

    def on_mount(self) -> None:
        self.refresh_form()
        values = self.values()
        shown = [f for f in self.fields if self.query_one(f"#field-{f.name}").display]
        first = next((f for f in shown if not values[f.name]), shown[0] if shown else None)
        if first is not None:
            self.query_one(f"#{first.name}").focus()

    def values(self) -> dict[str, str]:
        out = {}
        for field in self.fields:
            widget = self.query_one(f"#{field.name}")
            if isinstance(widget, SelectionList):
                out[field.name] = ",".join(str(v) for v in widget.selected)
            elif isinstance(widget, Select):
                out[field.name] = widget.value if isinstance(widget.value, str) else ""
            else:
                assert isinstance(widget, Input)
                out[field.name] = widget.value.strip()
        return out

    def line(self) -> str:
        """The line the fields make ('' and the reason shown while one is missing)."""
        try:
            return self.build(self.values())
        except Incomplete as missing:
            self.say(str(missing))
            return ""

    def say(self, problem: str) -> None:
        label = self.query_one("#line-form-problem", Label)
        label.update(problem)
        label.display = bool(problem)

    def check(self) -> str | None:
        """The new draft if the rules accept the line, else None (the reason shown)."""
        line = self.line()
        shown = self.query_one("#line-form-line", Static)
        shown.display = False
        if not line:
            return None
        try:
            draft = self.apply(self.draft, line)
        except HextermError as exc:
            self.say(plain(exc))
            return None
        shown.update(phrase("In the orders: {line}", line=self.preview(draft, line)) + " ✓")
        shown.display = True
        self.say(self.remark(draft))  # allowed, but worth saying (a paper that does nothing)
        return draft

    def refresh_form(self) -> None:
        wanted = self.shown(self.values()) if self.shown else {f.name for f in self.fields}
        for field in self.fields:
            self.query_one(f"#field-{field.name}").display = field.name in wanted
        self.check()

    def on_select_changed(self) -> None:
        self.refresh_form()

    def on_selection_list_selected_changed(self) -> None:
        self.refresh_form()

    def on_input_changed(self) -> None:
        self.refresh_form()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_keep()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "keep":
            self.action_keep()
        else:
            self.action_leave()

    def action_keep(self) -> None:
        draft = self.check()
        if draft is None:
            return
        if self.confirm is None:
            self.dismiss(draft)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss(draft)

        self.app.push_screen(ConfirmSerious(self.confirm(self.values())), answered)

    def action_leave(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        from hexterm.screens.shared.help import HelpScreen

        self.app.push_screen(HelpScreen(self.topic))
