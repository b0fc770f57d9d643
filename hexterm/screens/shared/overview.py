"""The organiser's overview: every game of the folder in a table (issue 28), reached from
the title screen ("Games of this folder").

A row a save (`hexterm.overview`, the rows `hexterm show FOLDER` prints): the file, the
turn and step, the time left before the deadline (counting down each second), who is
awaited; on a wide terminal also the title, the ruleset, who has given and the misses
used. Below the table, the whole of the row under the cursor. The folder is looked at
each second: when a save was replaced (another program, a player, `hexterm tick`), the
rows are read again.

Enter opens the game under the cursor, as Load game does (a damaged save says why
instead); `o` opens its organiser's screen (`hexterm.screens.shared.organiser`; the
organiser's PIN asked first once one is set: `organiser_pin`). `p`
pauses or resumes it, `d` changes its deadline (a duration such as 24h, read by
`hexterm.engine.deadlines.parse_duration`; the current step is timed afresh from now),
both through the Table (`hexterm.overview.pause_or_deadline`), organiser's acts: the
organiser's PIN is asked first as `o` asks it, once one is set; what cannot be done is
one sentence under the table. The players are told of a pause or a resumption through
the folder's notification commands (`hexterm.notify`, run in a thread).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Input, Label, Static

from hexterm import overview
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import titled
from hexterm.engine.notices import Notice
from hexterm.i18n import t
from hexterm.notify import deliver
from hexterm.overview import GameRow
from hexterm.save.errors import SaveError
from hexterm.save.savefile import read_header
from hexterm.save.savegame import SUFFIX
from hexterm.screens.shared.common import sentence
from hexterm.screens.shared.help import HelpScreen
from hexterm.table import Table
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screen's styles, beside it."""
WIDE = 120
"""From this many columns, the table shows every column."""

NARROW = ((titled("File"), 16), (titled("Step"), 0), (titled("Deadline"), 24),
          (titled("Awaited"), 14))
"""The columns at 80 columns and their widths (0: what the others leave)."""
EVERY = ((titled("File"), 16), (titled("Step"), 0), (titled("Deadline"), 24),
         (titled("Title"), 18), (titled("Ruleset"), 16), (titled("Given"), 10),
         (titled("Awaited"), 12), (titled("Misses used"), 26))
"""The columns of a wide terminal."""

Stamps = dict[str, tuple[int, int, int]]


def stamps(folder: Path) -> Stamps:
    """What tells that a save of `folder` was made, replaced or removed."""
    found: Stamps = {}
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return found
    for name in names:
        if name.endswith(SUFFIX):
            try:
                info = os.stat(folder / name)
            except OSError:
                continue
            found[name] = (info.st_ino, info.st_mtime_ns, info.st_size)
    return found


class OverviewScreen(Localised, Screen[Path | None]):
    """Every game of the folder; dismisses with the save to open, or None (escape)."""

    BINDINGS = [Binding("escape", "back", "Back"), Binding("enter", "open", "Open"),
                Binding("p", "pause", "Pause/resume"),
                Binding("d", "deadline", "Deadline"),
                Binding("o", "organiser", "Organiser"),
                Binding("question_mark", "help", "Help")]
    CSS_PATH = STYLES
    POLL = 1.0  # seconds between two looks at the folder (and the time left)

    def __init__(self, saves: Path) -> None:
        super().__init__()
        self.saves = saves
        self.rows: list[GameRow] = []
        self.seen: Stamps = {}
        self.wide = False

    def compose(self) -> ComposeResult:
        with Vertical(id="overview"):
            yield Label(t("Games of {folder}", folder=self.saves), id="overview-title")
            yield DataTable(id="games", cursor_type="row", zebra_stripes=True)
            yield Label("", id="overview-empty")
            yield Static("", id="overview-detail")
            yield Label(t("Enter opens the game under the cursor."), id="overview-note")
            yield Input(placeholder=t("The deadline of each step, such as 90s, 30m, 48h or 3d"),
                        id="deadline-input")
            yield Label("", id="overview-error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#deadline-input").display = False
        self.query_one("#overview-error").display = False
        self.wide = self.size.width >= WIDE
        self.read_folder()
        self.set_interval(self.POLL, self.tick)

    # --- the rows ----------------------------------------------------------------------

    def read_folder(self) -> None:
        """Read every save of the folder again and show its rows, the cursor kept on the
        same file."""
        self.seen = stamps(self.saves)
        self.rows = overview.folder_rows(self.saves) if self.saves.is_dir() else []
        self.show_rows()

    def show_rows(self) -> None:
        table = self.query_one("#games", DataTable)
        chosen = self.current
        table.clear(columns=True)
        for name, width in self.columns():
            table.add_column(name, width=width)
        for row in self.rows:
            table.add_row(*self.cells(row), key=row.path.name)
        empty = self.query_one("#overview-empty", Label)
        empty.display = not self.rows
        table.display = bool(self.rows)
        if not self.rows:
            empty.update(t("No saves in {folder}", folder=self.saves) if self.saves.is_dir()
                         else t("There is no folder {folder} yet: a new game creates it.",
                                folder=self.saves))
        names_now = [row.path.name for row in self.rows]
        if chosen is not None and chosen.path.name in names_now:
            table.move_cursor(row=names_now.index(chosen.path.name))
        self.show_detail()

    def columns(self) -> list[tuple[str, int]]:
        """The table's columns and their widths: those of `NARROW` or `EVERY`, the step
        given what the others leave of the screen's width."""
        chosen = EVERY if self.wide else NARROW
        fixed = sum(width for _, width in chosen)
        left = self.size.width - 2 - 2 * len(chosen) - fixed  # the padding of each cell
        return [(t(name), width or max(12, left)) for name, width in chosen]

    def cells(self, row: GameRow) -> list[str]:
        """A row's cells, as many as the table has columns."""
        if row.damaged:
            blank = ["", "", "", "", ""] if self.wide else [""]
            return [row.path.name, t("damaged"), "", *blank]
        first = [row.path.name, overview.step_said(row), overview.left_said(row)]
        awaited = overview.names_said(row.awaited, row.called) if not row.over else ""
        if not self.wide:
            return [*first, awaited]
        return [*first, row.title, row.ruleset,
                overview.names_said(row.given, row.called), awaited, overview.misses_said(row)]

    @property
    def current(self) -> GameRow | None:
        """The row under the cursor."""
        if not self.rows:
            return None
        try:  # from compose on (the table's cursor is read in on_mount already)
            index = self.query_one("#games", DataTable).cursor_row
        except NoMatches:
            return None
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def show_detail(self) -> None:
        row = self.current
        self.query_one("#overview-detail", Static).update(
            "\n".join(overview.detail_lines(row)) if row is not None else "")

    def tick(self) -> None:
        """Each second: the saves read again if one changed, else the time left counted
        down."""
        if stamps(self.saves) != self.seen:
            self.read_folder()
            return
        moment = overview.now()
        table = self.query_one("#games", DataTable)
        column = table.ordered_columns[2].key
        for index, row in enumerate(self.rows):
            later = row.at(moment)
            if later != row:
                self.rows[index] = later
                table.update_cell(row.path.name, column, overview.left_said(later))
        self.show_detail()

    def on_resize(self) -> None:
        if self.is_mounted and self.rows:
            self.wide = self.size.width >= WIDE
            self.show_rows()

    def on_data_table_row_highlighted(self, _: DataTable.RowHighlighted) -> None:
        self.show_detail()

    def on_data_table_row_selected(self, _: DataTable.RowSelected) -> None:
        self.action_open()

    def action_open(self) -> None:
        """Open the game under the cursor (a damaged save says why instead)."""
        row = self.current
        if row is None:
            return
        if row.damaged:
            self.say(row.problem)
            return
        self.dismiss(row.path)

    # --- the organiser's changes ---------------------------------------------------------

    def say(self, text: str) -> None:
        """One sentence under the table ("" to clear it)."""
        error = self.query_one("#overview-error", Label)
        error.update(text)
        error.display = bool(text)

    def change(self, what: str) -> bool:
        """Pause, resume or (a duration typed) set the deadline of the game under the
        cursor, through the Table; whether it was done (else its sentence is shown)."""
        row = self.current
        if row is None or row.damaged:
            return False
        try:
            overview.pause_or_deadline(Table(row.path, catch_up=False, now=overview.now,
                                    notify=self.told), what)
        except (HextermError, SaveError) as exc:
            self.say(sentence(exc))
            return False
        self.say("")
        self.read_folder()
        return True

    def told(self, path: Path, notices: Sequence[Notice]) -> None:
        """The players told of the organiser's change (`hexterm.notify`: the commands
        of notify.toml), in a thread: a slow command holds up no screen."""
        if notices:
            lang = str(read_header(path).get("lang", ""))  # the game's, as the players'
            self.run_worker(partial(deliver, path, list(notices), lang=lang), thread=True,
                            group="notify")

    def organiser_first(self, then: Callable[[Path], object], act: str = "") -> None:
        """`then(path)` of the game under the cursor, once the organiser's PIN is given
        (at once when its organiser has none): its acts are the organiser's."""
        row = self.current
        if row is None or row.damaged:
            if row is not None:
                self.say(row.problem)
            return
        from hexterm.screens.shared.organiser_pin import login_of, with_organiser_pin

        try:  # the organiser's PIN first, once one is set
            login = login_of(row.path)
        except (HextermError, SaveError) as exc:
            self.say(sentence(exc))
            return
        path = row.path
        with_organiser_pin(self.app, login, path.name, lambda: then(path), act=act)

    def action_organiser(self) -> None:
        """The organiser's screen of the game under the cursor (the whole game, the
        acts); the rows read again when it is left."""
        from hexterm.screens.shared.organiser import OrganiserScreen

        self.organiser_first(lambda path: self.app.push_screen(
            OrganiserScreen(path, now=overview.now), lambda _: self.read_folder()))

    def action_pause(self) -> None:
        row = self.current
        if row is not None and not row.damaged:  # a damaged save: nothing to pause
            self.organiser_first(lambda _: self.change("pause"), t(
                "Pause or resume {title}", title=row.path.name))

    def action_deadline(self) -> None:
        row = self.current
        if row is not None and not row.damaged:
            self.organiser_first(lambda _: self.ask_deadline(), t(
                "Change the deadline of {title}", title=row.path.name))

    def ask_deadline(self) -> None:
        field = self.query_one("#deadline-input", Input)
        field.value = ""
        field.display = True
        field.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            self.close_input()
            return
        if self.change(text):
            self.close_input()

    def close_input(self) -> None:
        self.query_one("#deadline-input").display = False
        self.query_one("#games").focus()

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("overview"))

    def action_back(self) -> None:
        if self.query_one("#deadline-input").display:
            self.close_input()
            return
        self.dismiss(None)
