"""The seats of the new-game form, as the chosen ruleset asks for them (`SeatForm`).

Each row is one seat: its name (fixed when the scenario names its seats), its faction
(chosen from the scenario's list, or named by the players: a nation, an army, a side,
as the rules call it), its roles when the rules have more than one (a diplomat, a
cartographer beside the commander), its PIN (typed twice) and whether a person or the
program plays it. The rows are built from the ruleset's answer alone: nothing of
another ruleset shows.
"""

from __future__ import annotations

from itertools import combinations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Input, Label, Select

from hexterm.engine.messages import titled
from hexterm.engine.ruleset import SeatForm
from hexterm.i18n import t

HUMAN, BOT = "human", "bot"


def role_choices(roles: tuple[str, ...]) -> list[tuple[str, str]]:
    """(label, value) of every set of `roles` a seat may take on: none first, then each
    role alone, then together (joined by +: a label that does not wrap); the value is
    the roles joined by commas."""
    sets = [c for size in range(len(roles) + 1) for c in combinations(roles, size)]
    return [("+".join(t(r) for r in chosen) or "—", ",".join(chosen)) for chosen in sets]


class SeatRow(Vertical):
    """One seat of the form: name, faction, roles (when the rules have some), PIN, and
    human or bot."""

    def __init__(self, form: SeatForm, name: str, faction: str, *, fixed: bool = False
                 ) -> None:
        super().__init__(classes="seat")
        self.form, self.seat_name, self.faction, self.fixed = form, name, faction, fixed

    def compose(self) -> ComposeResult:
        with Horizontal(classes="seat-fields"):
            yield Input(self.seat_name, placeholder=t("name"), max_length=32,
                        classes="seat-name", compact=True, disabled=self.fixed)
            if self.form.factions:
                yield Select([(name, key) for key, name in self.form.factions],
                             value=self.faction, allow_blank=False, classes="seat-faction",
                             compact=True)
            else:
                yield Input(self.faction, placeholder=t(self.form.faction), max_length=40,
                            classes="seat-faction", compact=True)
            if self.form.roles:
                yield Select(role_choices(self.form.roles), value="", allow_blank=False,
                             classes="seat-roles", compact=True)
            yield Input(placeholder=t("no PIN"), password=True, classes="seat-pin",
                        compact=True)
            yield Input(placeholder=t("retype"), password=True, classes="seat-pin-again",
                        compact=True)
            yield Select([(t("human"), HUMAN), (t("bot"), BOT)], value=HUMAN,
                         allow_blank=False, classes="seat-kind", compact=True)
        yield Label("", classes="field-error")

    def on_mount(self) -> None:
        self.query_one(".field-error").display = False

    def values(self) -> tuple[str, str, tuple[str, ...], str, bool]:
        """(name, faction, roles beyond the first, PIN, bot) as the player left them
        (the PIN as typed the first time: `pin_again` has the second)."""
        name = self.query_one(".seat-name", Input).value
        field = self.query_one(".seat-faction")
        faction = str(field.value) if isinstance(field, Select | Input) else ""
        roles: tuple[str, ...] = ()
        if self.form.roles:
            chosen = str(self.query_one(".seat-roles", Select).value)
            roles = tuple(r for r in chosen.split(",") if r)
        pin = self.query_one(".seat-pin", Input).value
        bot = self.query_one(".seat-kind", Select).value == BOT
        return name, faction.strip(), roles, "" if bot else pin, bot

    def pin_again(self) -> str:
        """The PIN as typed the second time."""
        return self.query_one(".seat-pin-again", Input).value

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.has_class("seat-kind"):
            for pin in self.query(".seat-pin, .seat-pin-again").results(Input):
                pin.disabled = event.value == BOT
                if pin.disabled:
                    pin.value = ""


class SeatTable(Vertical):
    """The heads of the seat columns and a row a seat, for one `SeatForm`."""

    DEFAULT_CSS = """
    SeatTable { height: auto; }
    """

    def __init__(self, form: SeatForm | None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.form = form

    def compose(self) -> ComposeResult:
        yield from self._widgets(self.form, [])

    def _widgets(self, form: SeatForm | None, kept: list[str]) -> list[Widget]:
        if form is None:
            return []
        heads = [(titled("Name"), "seat-name"), (form.faction, "seat-faction"),
                 *([(titled("Roles"), "seat-roles")] if form.roles else []),
                 (titled("PIN"), "seat-pin"), (titled("again"), "seat-pin-again"),
                 (titled("Played by"), "seat-kind")]
        widgets: list[Widget] = [Horizontal(*[Label(t(text), classes=cls)
                                              for text, cls in heads], id="seat-heads")]
        if form.names:
            names = list(form.names)
        else:
            count = min(max(len(kept), form.min_seats, 2 if form.max_seats >= 2 else 1),
                        form.max_seats)
            names = kept[:count]
            while len(names) < count:
                names.append(self.free_name(names))
        factions: list[str] = []
        for number, name in enumerate(names):
            factions.append(self.faction_for(form, number, factions))
            widgets.append(SeatRow(form, name, factions[-1], fixed=bool(form.names)))
        return widgets

    async def offer(self, form: SeatForm | None) -> None:
        """Show the seats `form` asks for, keeping the names typed so far (as many as
        the rules take); None: no seats (the scenario cannot be played)."""
        kept = [] if self.form is None or self.form.names else [
            row.values()[0] for row in self.rows()]
        self.form = form
        await self.remove_children()
        await self.mount_all(self._widgets(form, kept))

    def rows(self) -> list[SeatRow]:
        return list(self.query(SeatRow))

    def free_name(self, taken: list[str]) -> str:
        number = len(taken) + 1
        while t("player{number}", number=number) in taken:
            number += 1
        return t("player{number}", number=number)

    @staticmethod
    def faction_for(form: SeatForm, number: int, taken: list[str]) -> str:
        """The faction offered to seat `number` (from 0): the first of the list no
        other seat has, else the list's in turn; a suggested name for a named one."""
        keys = [key for key, _ in form.factions] or list(form.suggested)
        if not keys:
            return ""
        return next((k for k in keys if k not in taken), keys[number % len(keys)])

    async def add(self) -> SeatRow | None:
        """A new seat at the end (None when the rules take no more)."""
        rows = self.rows()
        if self.form is None or self.form.names or len(rows) >= self.form.max_seats:
            return None
        values = [row.values() for row in rows]
        row = SeatRow(self.form, self.free_name([v[0] for v in values]),
                      self.faction_for(self.form, len(rows), [v[1] for v in values]))
        await self.mount(row)
        return row

    async def remove_seat(self, row: SeatRow | None) -> bool:
        """`row` (else the last) taken away; False when the rules take no fewer seats."""
        rows = self.rows()
        if self.form is None or self.form.names or len(rows) <= max(1, self.form.min_seats):
            return False
        await (row if row in rows else rows[-1]).remove()
        return True
