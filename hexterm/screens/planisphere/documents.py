"""The seat's papers: documents, grand accords, annotations and loyalty, in four tabs.

Each tab lists what the seat may see (the engine's view, `rules.view`) and what its
draft adds this turn; the row chosen is described beside or under the list, with the
keys that act on it. Every action writes a seat line (or a unit's `with D3`) into the
draft, checked by the rules, and the draft's lines are shown at the bottom:

- Documents: `n` a diplomat issues a safe-conduct, a mercenary or weapon-master
  contract (`issue_form`); `u` or enter uses a document held (attach a safe-conduct
  to a unit's order, hire with a mercenary contract, present a master contract).
- Accords: `a` accept or `r` refuse an accord proposed to your faction, `l` leave a
  ratified one, `n` (diplomats) propose one.
- Annotations: a cartographer's own and the public ones; `v` reveals one's title
  (+1 DA), `f` with its text (+1 DO).
- Loyalty: `s` secede, `j` join another faction (both asked twice: it is serious).

`x` takes back the line about the chosen row, `left`/`right` change tabs, escape
goes back to the map with the draft (the screen dismisses with it).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import DataTable, Footer, Label, Static, TabbedContent, TabPane

from hexterm.engine.errors import HextermError
from hexterm.engine.planisphere.orders.papers import ACCORD, ISSUING_VERBS
from hexterm.i18n import t
from hexterm.screens.planisphere import documents_text as text
from hexterm.screens.planisphere.issue import (
    attach_form,
    hire_form,
    issue_form,
    join_form,
    secede_form,
)
from hexterm.screens.planisphere.issuing import (
    carried_by,
    detach,
    line_about,
    loyalty_line,
    paper_lines,
    parse,
    with_line,
    without_line,
)
from hexterm.screens.planisphere.notes import plain
from hexterm.screens.planisphere.order_words import line_said
from hexterm.screens.planisphere.words import phrase
from hexterm.table import Table
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""

TABS = ("documents", "accords", "annotations", "loyalty")
WIDE = 130  # from this many columns on, the description stands beside the list


class DocumentsScreen(Localised, ModalScreen[str]):
    """The papers of one seat; dismisses with the draft (changed or not)."""

    CSS_PATH = STYLES
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("n", "issue", "Issue"),
        Binding("u", "use", "Use"),
        Binding("a", "answer('accept')", "Accept"),
        Binding("r", "answer('refuse')", "Refuse"),
        Binding("l", "answer('leave')", "Leave"),
        Binding("v", "reveal(False)", "Reveal (1 DA)"),
        Binding("f", "reveal(True)", "With text (1 DO)"),
        Binding("s", "secede", "Secede"),
        Binding("j", "join", "Join"),
        Binding("x", "take_back", "Take back"),
        Binding("left", "tab(-1)", "Tab", show=False, priority=True),
        Binding("right", "tab(1)", "Tab", show=False, priority=True),
        Binding("question_mark", "help", "Help"),
    ]

    def __init__(self, table: Table, seat: str, draft: str, tab: str = "documents") -> None:
        super().__init__()
        game = table.game
        self.table, self.seat, self.draft, self.first_tab = table, seat, draft, tab
        self.who = game.seat(seat)
        self.view: dict[str, Any] = game.rules.view(game.state, self.who)
        self.me = self.view.get("me", {})
        self.wide: bool | None = None
        self.noted: tuple[str | None, dict[str, str]] = (None, {})

    # --- layout --------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        roles = "".join(f" · {t(role)}" for role in self.who.roles if role != "commander")
        faction = self.me.get("name", self.who.faction)
        yield Label(phrase("Papers") + f" · {self.seat} ({faction}){roles}", id="papers-heading")
        with Container(id="papers-body"):
            with TabbedContent(initial=self.first_tab, id="papers-tabs"):
                for name, title in (("documents", phrase("Documents")),
                                    ("accords", phrase("Accords")),
                                    ("annotations", phrase("Annotations"))):
                    with TabPane(title, id=name):
                        yield DataTable(cursor_type="row", zebra_stripes=True,
                                        id=f"{name}-table")
                with TabPane(phrase("Loyalty"), id="loyalty"):
                    yield Static("", id="loyalty-text")
            with VerticalScroll(id="papers-detail"):
                yield Static("", id="detail")
        yield Label("", id="papers-problem", markup=False)
        yield Static("", id="papers-draft", markup=False)
        yield Footer()

    @staticmethod
    def columns(name: str) -> tuple[str, ...]:
        """A table's column titles; the last one is shown on wide terminals only."""
        return {"documents": (phrase("Code"), phrase("Kind"), phrase("From"), phrase("To"),
                              phrase("State"), phrase("About")),
                "accords": (phrase("Code"), t("Name"), phrase("Factions"), phrase("State"),
                            phrase("Clauses")),
                "annotations": (phrase("Code"), phrase("Hex"), phrase("Title"), phrase("By"),
                                phrase("State"), phrase("Text"))}[name]

    def on_mount(self) -> None:
        self.say("")
        self.lay_out(self.app.size.width)
        self.focus_tab()

    def on_resize(self, event: events.Resize) -> None:
        self.lay_out(event.size.width)

    def lay_out(self, width: int) -> None:
        """On a wide terminal the description stands beside the list, and the tables
        have one more column."""
        wide = width >= WIDE
        if wide == self.wide:
            return
        self.wide = wide
        self.query_one("#papers-body").set_class(wide, "wide")
        for name in TABS[:3]:
            table = self.query_one(f"#{name}-table", DataTable)
            table.clear(columns=True)
            table.add_columns(*self.columns(name)[:None if wide else -1])
        self.fill()

    # --- what is shown -------------------------------------------------------------

    @property
    def tab(self) -> str:
        return self.query_one(TabbedContent).active or "documents"

    def lines(self) -> list[str]:
        return paper_lines(self.table, self.seat, self.draft)

    def notes(self) -> dict[str, str]:
        """Paper code -> what the draft does with it (the line, or the unit carrying it),
        worked out again when the draft changes."""
        if self.noted[0] == self.draft:
            return self.noted[1]
        out = {}
        for kind in ("documents", "accords", "annotations"):
            for code in self.view.get(kind, {}):
                line = line_about(self.table, self.seat, self.draft, code)
                unit = carried_by(self.table, self.seat, self.draft, code) \
                    if kind == "documents" else ""
                if line or unit:
                    out[code] = line_said(line) if line else phrase("carried by {unit}",
                                                                    unit=unit)
        self.noted = (self.draft, out)
        return out

    def fill(self) -> None:
        """Every table from the view and the draft, the cursors kept where they were."""
        notes, papers = self.notes(), parse(self.table, self.seat, self.draft).papers
        rows = {
            "documents": text.document_rows(self.view, notes,
                                            [p for p in papers if p.verb in ISSUING_VERBS]),
            "accords": text.accord_rows(self.view, notes, [p for p in papers if p.verb ==
                                                           ACCORD and p.action == "propose"]),
            "annotations": text.annotation_rows(self.view, notes),
        }
        for name, found in rows.items():
            table = self.query_one(f"#{name}-table", DataTable)
            at = table.cursor_row
            table.clear()
            for key, cells in found:
                table.add_row(*cells[:None if self.wide else -1], key=key)
            if found:
                table.move_cursor(row=min(at, len(found) - 1))
        self.query_one("#loyalty-text", Static).update(text.describe_loyalty(
            self.view, self.seat, [label for label, _ in self.daughters()],
            loyalty_line(self.table, self.seat, self.draft)))
        self.show_draft()
        self.show_detail()

    def show_draft(self) -> None:
        lines = [line_said(line) for line in self.lines()]
        carried = [(code, carried_by(self.table, self.seat, self.draft, code))
                   for code in self.view.get("documents", {})]
        lines += [phrase("{unit} carries {code}", unit=unit, code=code)
                  for code, unit in carried if unit]
        self.query_one("#papers-draft", Static).update(
            phrase("In your draft: {lines}", lines=" · ".join(lines)) if lines
            else phrase("No paper in your draft this turn."))

    def selected(self) -> str:
        """The key of the row chosen in the tab shown ('' when there is none)."""
        if self.tab == "loyalty":
            return ""
        table = self.query_one(f"#{self.tab}-table", DataTable)
        if not table.row_count:
            return ""
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def show_detail(self) -> None:
        tab, key, notes = self.tab, self.selected(), self.notes()
        detail = self.query_one("#papers-detail")
        detail.display = tab != "loyalty"
        out = ""
        if key.startswith(text.NEW):
            line = key[len(text.NEW):]
            out = text.describe_new_accord(line) if tab == "accords" else \
                text.describe_new(line)
        elif tab == "documents" and key:
            out = text.describe_document(self.view, key, self.view["documents"][key],
                                         notes.get(key, ""))
        elif tab == "accords" and key:
            out = text.describe_accord(self.view, key, self.view["accords"][key],
                                       self.diplomat, notes.get(key, ""))
        elif tab == "annotations" and key:
            out = text.describe_annotation(self.view, key, self.view["annotations"][key],
                                           self.cartographer, notes.get(key, ""))
        elif tab == "documents":
            out = phrase("You hold no document and have issued none.")
        elif tab == "accords":
            out = phrase("No grand accord concerns your faction.")
        elif tab == "annotations":
            out = phrase("No annotation is yours or public.")
        if tab in ("documents", "accords"):
            issue = phrase("n: propose a grand accord (diplomat)") if tab == "accords" else \
                phrase("n: issue a paper (diplomat)")
            out += "\n" + (issue if self.diplomat else
                           phrase("Only a diplomat issues documents and proposes accords; {seat} "
                             "is not one.", seat=self.seat))
        self.query_one("#detail", Static).update(out)
        self.refresh_bindings()

    @property
    def diplomat(self) -> bool:
        return "diplomat" in self.who.roles

    @property
    def cartographer(self) -> bool:
        return "cartographer" in self.who.roles

    def focus_tab(self) -> None:
        if self.tab != "loyalty":
            self.query_one(f"#{self.tab}-table", DataTable).focus()
        self.show_detail()

    def on_tabbed_content_tab_activated(self) -> None:
        self.focus_tab()

    def on_data_table_row_highlighted(self) -> None:
        self.show_detail()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.data_table.id == "documents-table" and self.check_action("use", ()):
            self.action_use()

    # --- which keys apply ----------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        tab, key = self.tab if self.is_mounted else "", ""
        if action in ("issue", "use", "answer", "reveal", "secede", "join", "take_back"):
            key = self.selected() if self.is_mounted else ""
        if action == "issue":
            return self.diplomat and tab in ("documents", "accords")
        if action == "use":
            doc = self.view.get("documents", {}).get(key)
            return (tab == "documents" and doc is not None and not doc.get("used")
                    and doc["holder"] == self.seat and key not in self.notes())
        if action == "answer":
            accord = self.view.get("accords", {}).get(key)
            return (tab == "accords" and self.diplomat and accord is not None
                    and key not in self.notes()
                    and parameters[0] in text.accord_choices(accord, self.who.faction))
        if action == "reveal":
            note = self.view.get("annotations", {}).get(key)
            return (tab == "annotations" and self.cartographer and note is not None and
                    note["seat"] == self.seat and not note.get("revealed")
                    and key not in self.notes())
        if action == "secede":
            return tab == "loyalty"
        if action == "join":
            return tab == "loyalty" and bool(self.daughters())
        if action == "take_back":
            if tab == "loyalty":
                return bool(loyalty_line(self.table, self.seat, self.draft))
            return key.startswith(text.NEW) or key in self.notes()
        return True

    # --- the actions ---------------------------------------------------------------

    def take(self, draft: str | None) -> None:
        """A new draft from a form or a key (None: unchanged)."""
        if draft is not None and draft != self.draft:
            self.draft = draft
            self.fill()
        self.say("")

    def say(self, problem: str) -> None:
        label = self.query_one("#papers-problem", Label)
        label.update(problem)
        label.display = bool(problem)

    def write(self, line: str) -> None:
        """Add one seat line to the draft, or say why the rules refuse it."""
        try:
            self.take(with_line(self.table, self.seat, self.draft, line))
        except HextermError as exc:
            self.say(plain(exc))

    def action_issue(self) -> None:
        kind = "accord" if self.tab == "accords" else "safe-conduct"
        self.app.push_screen(issue_form(self.table, self.seat, self.draft, self.view, kind),
                             self.take)

    def action_use(self) -> None:
        code = self.selected()
        doc = self.view["documents"][code]
        if doc["kind"] == "safe-conduct":
            self.app.push_screen(attach_form(self.table, self.seat, self.draft, code),
                                 self.take)
        elif doc["kind"] == "mercenary":
            kind = self.view.get("types", {}).get(doc.get("unit_kind"), {}).get(
                "name", doc.get("unit_kind", ""))
            self.app.push_screen(hire_form(self.table, self.seat, self.draft, code, kind),
                                 self.take)
        else:
            self.write(f"present {code}")

    def action_answer(self, answer: str) -> None:
        self.write(f"accord {answer} {self.selected()}")

    def action_reveal(self, full: bool) -> None:
        self.write(f"reveal {self.selected()}" + (" full" if full else ""))

    def action_secede(self) -> None:
        name = text.faction_name(self.view, self.who.faction)
        self.app.push_screen(secede_form(self.table, self.seat, self.draft, name), self.take)

    def daughters(self) -> tuple[tuple[str, str], ...]:
        """The factions that split from the seat's (the ones it may join), for a choice.
        Who split from whom is public: the new faction stands on the map."""
        return tuple((f"{f.name} ({key})", key)
                     for key, f in sorted(self.table.game.state.factions.items())
                     if f.mother == self.who.faction)

    def action_join(self) -> None:
        name = text.faction_name(self.view, self.who.faction)
        self.app.push_screen(join_form(self.table, self.seat, self.draft, name,
                                       self.daughters()), self.take)

    def action_take_back(self) -> None:
        key = self.selected()
        if self.tab == "loyalty":
            line = loyalty_line(self.table, self.seat, self.draft)
        elif key.startswith(text.NEW):
            line = key[len(text.NEW):]
        else:
            line = line_about(self.table, self.seat, self.draft, key)
        draft = without_line(self.table, self.seat, self.draft, line) if line else \
            detach(self.table, self.seat, self.draft, key)
        self.take(draft)

    def action_tab(self, step: int) -> None:
        tabs = self.query_one(TabbedContent)
        tabs.active = TABS[(TABS.index(self.tab) + step) % len(TABS)]

    def action_back(self) -> None:
        self.dismiss(self.draft)

    def action_help(self) -> None:
        from hexterm.screens.shared.help import HelpScreen

        self.app.push_screen(HelpScreen("papers"))
