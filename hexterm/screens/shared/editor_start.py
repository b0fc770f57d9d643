"""The world editor from the title (issue 30): "Edit a world" lists the scenario files
of the saves folder (opened as they are), the built-in worlds the editor can edit (a
copy of one, written to the saves folder when saved), and a new world of a ruleset
(chosen among those the editor edits, each offering its own size), of a size, made from
a seed when one is given; the choice opens the editor (`editor.EditorScreen`),
and leaving it comes back to the title.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, ListItem, ListView, Select

from hexterm.editor.document import Document
from hexterm.editor.sizes import world_size
from hexterm.engine.errors import HextermError
from hexterm.engine.rulesets import DEFAULT_RULESET, get_ruleset
from hexterm.i18n import error_said, t, title_said
from hexterm.screens.shared.editor import EditorScreen, ruleset_of
from hexterm.screens.shared.new_game_fields import free_stem
from hexterm.screens.shared.screen_sets import editable_rulesets, editing_for
from hexterm.widgets.localised import Localised
from hexterm.worlds import builtin_names

STYLES = Path(__file__).with_suffix(".tcss")
NEW = "new"  # the list's last item: a new world


def builtin_text(name: str) -> str:
    return (resources.files("hexterm.scenarios") / f"{name}.toml").read_text("utf-8")


def editable_builtins() -> list[tuple[str, str]]:
    """(name, title) of the built-in worlds whose ruleset the editor edits."""
    worlds = []
    for name in builtin_names():
        document = Document(Path(f"{name}.toml"), builtin_text(name), on_disk=False)
        ruleset = ruleset_of(document)
        if editing_for(ruleset) is not None:
            worlds.append((name, title_said(str(document.data().get("title") or name),
                                            ruleset)))
    return worlds


class EditStartScreen(Localised, Screen[None]):
    """Which world to edit: a file of the saves folder, a built-in copy, a new world."""

    BINDINGS = [("escape", "back", "Back")]
    CSS_PATH = STYLES

    def __init__(self, saves: Path) -> None:
        super().__init__()
        self.saves = saves
        files = sorted(saves.glob("*.toml")) if saves.is_dir() else []
        self.choices: list[tuple[str, str]] = [("file", str(path)) for path in files]
        self.builtins = editable_builtins()
        self.choices += [("builtin", name) for name, _ in self.builtins]
        self.choices.append((NEW, ""))

    def item(self, kind: str, ref: str) -> ListItem:
        if kind == "file":
            return ListItem(Label(t("Open {file}", file=Path(ref).name)))
        if kind == "builtin":
            title = dict(self.builtins)[ref]
            return ListItem(Label(t("A copy of the built-in world {title}", title=title)))
        return ListItem(Label(t("A new world (its size and seed below)")))

    def compose(self) -> ComposeResult:
        with Vertical(id="edit-start"):
            yield Label(t("Edit a world"), id="edit-start-title")
            yield Label(t("Scenario files in {folder}, the built-in worlds, or a new world",
                          folder=self.saves), id="edit-start-folder")
            yield ListView(*[self.item(*choice) for choice in self.choices],
                           id="edit-choices")
            with Horizontal(classes="field"):
                yield Label(t("File name"), classes="field-label")
                yield Input(free_stem(self.saves, "world") + ".toml", id="edit-file")
            with Horizontal(classes="field"):
                yield Label(t("Ruleset"), classes="field-label")
                yield Select(self.rulesets(), value=DEFAULT_RULESET, allow_blank=False,
                             id="edit-ruleset", compact=True)
            with Horizontal(classes="field"):
                yield Label(t("Size"), classes="field-label")
                yield Input(self.new_size(DEFAULT_RULESET), id="edit-size")
                yield Label(t("Seed"), classes="field-label")
                yield Input("", id="edit-seed", placeholder=t("no seed"))
            yield Label("", id="edit-error")
        yield Footer()

    @staticmethod
    def rulesets() -> list[tuple[str, str]]:
        """(title, name) of the rulesets whose worlds the editor makes."""
        return sorted((t(get_ruleset(name).title), name) for name in editable_rulesets())

    @staticmethod
    def new_size(ruleset: str) -> str:
        kit = editing_for(ruleset)
        return kit.NEW_SIZE if kit is not None else ""

    def on_select_changed(self, event: Select.Changed) -> None:
        """Another ruleset: its own size offered, unless the organiser wrote one."""
        size = self.query_one("#edit-size", Input)
        if size.value in {self.new_size(name) for name in editable_rulesets()}:
            size.value = self.new_size(str(event.value))

    def on_mount(self) -> None:
        self.query_one("#edit-choices").focus()

    def action_back(self) -> None:
        self.dismiss(None)

    def on_list_view_selected(self, event: ListView.Selected) -> None:
        kind, ref = self.choices[event.list_view.index or 0]
        try:
            document = self.document(kind, ref)
        except HextermError as exc:
            self.query_one("#edit-error", Label).update(error_said(exc))
            return
        self.app.push_screen(EditorScreen(document), self.left)

    def left(self, _: None) -> None:
        """The editor left: back to the title."""
        self.dismiss(None)

    def target(self) -> Path:
        """Where a copy or a new world is written: a file name in the saves folder."""
        name = self.query_one("#edit-file", Input).value.strip()
        if not name or Path(name).name != name:
            raise HextermError(t("The file name {name!r} is not a file name of the saves "
                                 "folder.", name=name))
        self.saves.mkdir(parents=True, exist_ok=True)
        return self.saves / (name if name.endswith(".toml") else name + ".toml")

    def document(self, kind: str, ref: str) -> Document:
        if kind == "file":
            return Document.open(Path(ref))
        if kind == "builtin":
            return Document.new(self.target(), builtin_text(ref))
        written = self.query_one("#edit-size", Input).value
        found = world_size(written)
        if found is None:
            raise HextermError(t("Size: {size!r} is not a size; write it WxH, such as 24x18.",
                                 size=written))
        cols, rows = found
        seed_text = self.query_one("#edit-seed", Input).value.strip()
        if seed_text and not seed_text.isdigit():
            raise HextermError(t("Seed: {seed!r} is not a whole number.", seed=seed_text))
        ruleset = str(self.query_one("#edit-ruleset", Select).value)
        kit = editing_for(ruleset)
        assert kit is not None  # the form offers only the rulesets the editor edits
        return Document.new(self.target(), kit.new_world(cols, rows,
                                                  int(seed_text) if seed_text else None))
