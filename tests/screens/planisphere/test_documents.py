"""The documents screen: the papers a seat holds and has issued, grand accords,
annotations and loyalty, each action writing the seat's line into the draft.

The world is the built-in Marches, seed 3: alice (Royaume des Glaces) is a commander,
diplomat and cartographer, bob (Empire de Libéria) a commander only; carol (Coelion)
and dan (Guilde) are bots. The papers are put into the state by hand (`papers_game`):

- D1, a safe-conduct carol issued to alice for unit GLA12, good for turns 1 and 2
  of session 1; D2, a mercenary contract carol issued to alice (one Gardiens
  de la Sylve card, with at least a 'bouclier', until turn 12); D4, a safe-conduct
  alice issued to bob for every unit of Libéria, used on turn 1; D5, a weapon-master
  contract carol issued to alice for carol's master M1.
- A3, "Pacte-du-Col", proposed by Libéria to Libéria and Glaces, accepted by
  Libéria so far; A6, "Traité-des-Marches", ratified by Glaces and Coelion.
- N7, alice's own annotation on E14 ("Filon d'argent"), private; N8, carol's
  annotation on K09, revealed with its text.
- Glaces holds one weapon master, M9 (a Chasseurs des Cimes); alice founded Fort du
  Col-Blanc (D11), so that she may secede.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Label, Select, SelectionList, Static, TabbedContent

from hexterm.cli import main
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.bonds import Clause
from hexterm.engine.planisphere.diplomacy.papers import (
    AccordStatus,
    Annotation,
    DocKind,
    Document,
    GrandAccord,
    Scope,
)
from hexterm.engine.planisphere.model import Faction
from hexterm.save import savegame
from hexterm.screens.dialogs.confirm import ConfirmSerious as Confirm
from hexterm.screens.planisphere.documents import DocumentsScreen
from hexterm.screens.planisphere.documents_text import accord_choices, describe_accord, limit_text
from hexterm.screens.planisphere.issue import issue_line
from hexterm.screens.planisphere.issuing import attach, paper_lines, with_line, without_line
from hexterm.screens.planisphere.line_form import Incomplete, LineForm
from hexterm.table import Table

SEATS = ("alice:glaces:diplomat,cartographer", "bob:liberia", "carol:coelion:bot",
         "dan:guilde:bot")


def papers_game(tmp_path: Path) -> Path:
    """The Marches with the papers of the module's docstring, at turn 1."""
    path = tmp_path / "g.hexsave"
    args = ["new", str(path), "--seed", "3"]
    for seat in SEATS:
        args += ["--seat", seat]
    assert main(args) == 0
    game = savegame.load(path)
    state = game.state
    state.documents = {
        "D1": Document("D1", DocKind.SAFE_CONDUCT, "carol", "coelion", "alice", 1,
                       scope=Scope.UNIT, subject="GLA12", limited=True, session=1,
                       turns=(1, 2)),
        "D2": Document("D2", DocKind.MERCENARY, "carol", "coelion", "alice", 1,
                       unit_kind="gardiens-de-la-sylve", items=("bouclier",), until=12),
        "D4": Document("D4", DocKind.SAFE_CONDUCT, "alice", "glaces", "bob", 1,
                       scope=Scope.FACTION, subject="liberia", used=1),
        "D5": Document("D5", DocKind.MASTER, "carol", "coelion", "alice", 1, master="M1"),
    }
    state.accords = {
        "A3": GrandAccord("A3", "Pacte-du-Col", "liberia", ("liberia", "glaces"),
                          "Free passage through the Col-Blanc", ("liberia",)),
        "A6": GrandAccord("A6", "Traité-des-Marches", "glaces", ("glaces", "coelion"),
                          "", ("glaces", "coelion"), AccordStatus.RATIFIED,
                          (Clause.NON_AGGRESSION, Clause.ALLIANCE)),
    }
    state.annotations = {
        "N7": Annotation("N7", "alice", "E14", "Filon d'argent",
                         "A silver vein under the old mine"),
        "N8": Annotation("N8", "carol", "K09", "Gué caché", "A ford at low water",
                         revealed=True, with_text=True),
    }
    state.factions["glaces"].masters = {"M9": "chasseurs-des-cimes"}
    state.nodes[Hex.parse("D11")].founder = "alice"  # Fort du Col-Blanc: a base to secede
    state.next_paper = 10
    savegame.save(path, dataclasses.replace(game, state=state))
    return path


Steps = Callable[[App[str], Pilot[None]], Awaitable[None]]


class Host(App[str]):
    """The documents screen of `seat` on its own; `result` is the draft it gave back."""

    def __init__(self, save: Path, seat: str = "alice", draft: str = "",
                 tab: str = "documents") -> None:
        super().__init__()
        self.table = Table(save)
        self.seat, self.draft, self.tab = seat, draft, tab
        self.result: str | None = None

    def on_mount(self) -> None:
        def done(draft: str | None) -> None:
            self.result = draft

        self.push_screen(DocumentsScreen(self.table, self.seat, self.draft, self.tab), done)


def run(host: Host, steps: Steps, size: tuple[int, int] = (80, 24)) -> None:
    async def go() -> None:
        async with host.run_test(size=size) as pilot:
            await pilot.pause()
            await steps(host, pilot)

    asyncio.run(go())


def shown(app: App[str], selector: str) -> str:
    widget = app.screen.query_one(selector)
    assert isinstance(widget, Static | Label)
    return str(widget.render())


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return papers_game(tmp_path)


# --- the draft ---------------------------------------------------------------------


def test_a_seat_line_goes_before_the_units_and_replaces_the_one_about_the_same_paper(
        save: Path) -> None:
    table = Table(save)
    draft = "unit GLA12: move S\n"
    draft = with_line(table, "alice", draft, "accord accept A3")
    assert draft == "accord accept A3\nunit GLA12\n  move S\n"
    # Refusing the same accord replaces accepting it; revealing N7 is another line.
    draft = with_line(table, "alice", draft, "accord refuse A3")
    draft = with_line(table, "alice", draft, "reveal N7 full")
    assert paper_lines(table, "alice", draft) == ["accord refuse A3", "reveal N7 full"]
    assert without_line(table, "alice", draft, "accord refuse A3") == \
        "reveal N7 full\nunit GLA12\n  move S\n"


def test_a_safe_conduct_rides_on_the_units_move(save: Path) -> None:
    table = Table(save)
    draft = attach(table, "alice", "unit GLA12: recon N; move S\n", "GLA12", "D1")
    assert draft == "unit GLA12\n  recon N\n  move S with D1\n"
    # D1 covers GLA12 only: the rules refuse it on GLA14, in one sentence.
    with pytest.raises(IllegalOrderError, match="unit GLA14: defend: with D1: D1 covers "
                       "the unit GLA12 only"):
        attach(table, "alice", draft, "GLA14", "D1")
    # A unit without an order defends with it.
    assert attach(table, "alice", "", "GLA12", "D1") == "unit GLA12\n  defend with D1\n"


def test_the_issue_form_writes_each_kind_of_paper() -> None:
    safe = {"kind": "safe-conduct", "holder": "bob", "scope": "unit", "unit": "lib14",
            "faction": "", "limit": "turns", "turns": "2 3"}
    assert issue_line(safe) == "safe-conduct to bob for unit LIB14 turns 2,3"
    assert issue_line({**safe, "scope": "faction", "faction": "liberia", "limit": "session"}) \
        == "safe-conduct to bob for faction liberia session"
    assert issue_line({**safe, "scope": "bearer", "limit": ""}) == \
        "safe-conduct to bob for bearer"
    mercenary = {"kind": "mercenary-contract", "holder": "bob", "type": "recrue",
                 "items": "epee, bouclier", "until": "9"}
    assert issue_line(mercenary) == \
        "mercenary-contract to bob kind recrue items epee,bouclier until 9"
    assert issue_line({"kind": "master-contract", "holder": "bob", "master": "M9"}) == \
        "master-contract to bob master M9"
    accord = {"kind": "accord", "name": "Pacte du Nord", "factions": "liberia,coelion",
              "clauses": "non-aggression,passage", "text": "no war before spring"}
    assert issue_line(accord) == "accord propose Pacte du Nord with liberia,coelion " \
        "clauses non-aggression,passage : no war before spring"
    with pytest.raises(Incomplete, match="Choose at least one clause"):
        issue_line({**accord, "clauses": ""})


# --- on screen: every flow with the keyboard -----------------------------------------


def test_a_diplomat_issues_a_safe_conduct_into_the_draft(save: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("n")  # the issue form, on a safe-conduct for a unit
        await pilot.pause()
        form = app.screen
        assert isinstance(form, LineForm)
        assert "Choose the seat that will hold it." in shown(app, "#line-form-problem")
        await pilot.press("enter")  # Held by, the first empty field: open the seats
        await pilot.pause()
        await pilot.press("down", "enter")  # under the blank line: bob (Empire de Libéria)
        await pilot.pause()
        assert form.query_one("#holder", Select).value == "bob"
        form.query_one("#unit", Input).focus()
        await pilot.press(*"lib14")
        await pilot.pause()
        assert "safe-conduct to bob for unit LIB14" in shown(app, "#line-form-line")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, DocumentsScreen)
        assert "safe-conduct to bob for unit LIB14" in shown(app, "#papers-draft")
        rows = app.screen.query_one("#documents-table", DataTable)
        assert rows.row_count == 5  # D1, D2, D4, D5, and the new one
        assert rows.get_row_at(4)[1:] == ["Safe-conduct", "alice", "bob", "issued this turn"]
        await pilot.press("escape")
        await pilot.pause()

    host = Host(save, draft="unit GLA12: move S\n")
    run(host, steps)
    assert host.result == "safe-conduct to bob for unit LIB14\nunit GLA12\n  move S\n"


def test_an_accord_proposed_to_my_faction_is_accepted_then_taken_back(save: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("right")  # the accords tab; A3 is chosen
        await pilot.pause()
        assert app.screen.query_one(TabbedContent).active == "accords"
        assert "a: accept it · r: refuse it" in shown(app, "#detail")
        await pilot.press("a")
        await pilot.pause()
        assert "In your draft: accord accept A3" in shown(app, "#papers-draft")
        assert "accord accept A3" in shown(app, "#detail")
        await pilot.press("r")  # no longer offered: the draft answers A3 already
        await pilot.pause()
        assert shown(app, "#papers-draft") == "In your draft: accord accept A3"
        await pilot.press("x")
        await pilot.pause()
        assert shown(app, "#papers-draft") == "No paper in your draft this turn."
        await pilot.press("r", "escape")
        await pilot.pause()

    host = Host(save)
    run(host, steps)
    assert host.result == "accord refuse A3\n"


def test_a_cartographer_reveals_an_annotation_with_its_text(save: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("left", "left")  # documents -> loyalty -> annotations
        await pilot.pause()
        assert app.screen.query_one(TabbedContent).active == "annotations"
        assert "f: reveal it with its text (+1 DO)" in shown(app, "#detail")
        await pilot.press("f", "escape")
        await pilot.pause()

    host = Host(save)
    run(host, steps)
    assert host.result == "reveal N7 full\n"


def test_documents_held_are_used_from_the_list(save: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        # D1 (first row): attach it to GLA12's order.
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LineForm)
        app.screen.query_one("#unit", Select).value = "GLA12"
        await pilot.pause()
        assert "unit GLA12: move S with D1" in shown(app, "#line-form-line")
        await pilot.press("ctrl+s")
        await pilot.pause()
        # D2: hire the Gardiens de la Sylve at Givrebrume (D19), on its N side.
        await pilot.press("down", "u")
        await pilot.pause()
        form = app.screen
        assert "one Gardiens de la Sylve card" in shown(app, "#line-form-intro")
        form.query_one("#node", Select).value = "D19"
        form.query_one("#side", Select).value = "N"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        # D4 was used on turn 1: nothing to do; D5 is presented at once.
        await pilot.press("down", "u", "down", "u")
        await pilot.pause()
        assert shown(app, "#papers-draft") == (
            "In your draft: hire D2 at D19 N · present D5 · GLA12 carries D1")
        await pilot.press("escape")

    host = Host(save, draft="unit GLA12: move S\n")
    run(host, steps)
    assert host.result == "hire D2 at D19 N\npresent D5\nunit GLA12\n  move S with D1\n"


def test_a_seat_without_the_diplomat_role_is_told_why_it_cannot_issue(save: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        assert "Only a diplomat issues documents and proposes accords; bob is not one." \
            in shown(app, "#detail")
        # bob sees the safe-conduct alice issued him (used), nothing else of alice's.
        rows = app.screen.query_one("#documents-table", DataTable)
        assert [rows.get_row_at(i)[0] for i in range(rows.row_count)] == ["D4"]
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, DocumentsScreen)
        await pilot.press("escape")

    host = Host(save, seat="bob")
    run(host, steps)
    assert host.result == ""


def test_seceding_is_asked_twice(save: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("left", "s")  # the loyalty tab, secede
        await pilot.pause()
        form = app.screen
        assert isinstance(form, LineForm)
        await pilot.press(*"glaces-libres", "tab", *"Glaces-Libres", "tab", *"gll")
        await pilot.pause()
        assert "secede glaces-libres Glaces-Libres GLL" in shown(app, "#line-form-line")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        await pilot.press("n")  # not now: back on the form
        await pilot.pause()
        assert app.screen is form
        await pilot.press("ctrl+s", "y")
        await pilot.pause()
        assert "In your draft: secede glaces-libres Glaces-Libres GLL" in shown(
            app, "#loyalty-text")
        await pilot.press("escape")

    host = Host(save)
    run(host, steps)
    assert host.result == "secede glaces-libres Glaces-Libres GLL\n"


def test_a_grand_accord_is_proposed_from_the_accords_tab(save: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("right", "n")
        await pilot.pause()
        form = app.screen
        assert form.query_one("#kind", Select).value == "accord"
        await pilot.press(*"Pacte", "space", *"du", "space", *"Nord")  # the name, focused
        form.query_one("#factions", SelectionList).select("coelion")
        # The three clauses are chosen to begin with: this accord gives no alliance.
        assert form.query_one("#clauses", SelectionList).selected == [
            "passage", "non-aggression", "alliance"]
        form.query_one("#clauses", SelectionList).deselect("alliance")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        rows = app.screen.query_one("#accords-table", DataTable)
        assert rows.get_row_at(2) == ["-", "Pacte du Nord", "coelion", "proposed this turn"]
        await pilot.press("escape")

    host = Host(save)
    run(host, steps)
    assert host.result == \
        "accord propose Pacte du Nord with coelion clauses passage,non-aggression\n"


def test_a_safe_conducts_limit_reads_as_a_sentence() -> None:
    # The view writes the limit as papers.limit_text does: 'session N', 'turn(s) … of
    # session N', or '' for none.
    assert limit_text({"limit": ""}) == "No limit in time: it may be used at any turn."
    assert limit_text({"limit": "session 2"}) == "Good for session 2 only."
    assert limit_text({"limit": "turn 3 of session 1"}) == \
        "Good for turn 3 of session 1 only."
    assert limit_text({"limit": "turns 3, 4 of session 1"}) == \
        "Good for turns 3, 4 of session 1 only."


def test_what_a_seat_may_answer_follows_its_role(save: Path) -> None:
    table = Table(save)
    game = table.game
    view = game.rules.view(game.state, game.seat("alice"))
    accord = view["accords"]["A3"]
    assert accord_choices(accord, "glaces") == ["accept", "refuse"]
    assert accord_choices(view["accords"]["A6"], "glaces") == ["leave"]
    assert accord_choices(accord, "coelion") == []  # not a party
    assert "a: accept it · r: refuse it" in describe_accord(view, "A3", accord, True)
    # Each accord says its clauses, and what each binds its factions to.
    marches = describe_accord(view, "A6", view["accords"]["A6"], True)
    assert "Clauses: non-aggression, alliance" in marches
    assert "alliance: they fight as one party in a conflict" in marches
    assert "passage:" not in marches
    assert "Clauses: passage, non-aggression, alliance" in describe_accord(
        view, "A3", accord, True)
    assert "Only a diplomat answers grand accords for Royaume des Glaces." in \
        describe_accord(view, "A3", accord, False)


def test_a_hire_is_taken_back_with_x(save: Path) -> None:
    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("down")  # D2, hired in the draft
        await pilot.pause()
        assert "In your draft: hire D2 at D19" in shown(app, "#detail")
        await pilot.press("x", "escape")

    host = Host(save, draft="hire D2 at D19\nunit GLA12: recon\n")
    run(host, steps)
    assert host.result == "unit GLA12\n  recon\n"


def test_joining_a_daughter_faction_is_asked_twice(tmp_path: Path) -> None:
    save = papers_game(tmp_path)
    game = savegame.load(save)
    # Glaces Libres split from Royaume des Glaces (by hand here): alice may join it.
    game.state.factions["glaces-libres"] = Faction("glaces-libres", "Glaces Libres", "GLL",
                                                   mother="glaces")
    savegame.save(save, game)

    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("left")
        await pilot.pause()
        assert "j: join Glaces Libres (glaces-libres)" in shown(app, "#loyalty-text")
        await pilot.press("j", "enter", "down", "enter")  # the one faction there is
        await pilot.pause()
        assert "join glaces-libres" in shown(app, "#line-form-line")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Leave Royaume des Glaces for Glaces Libres (glaces-libres)?" in shown(
            app, "#confirm-paper-question")
        await pilot.press("y")
        await pilot.pause()
        await pilot.press("escape")

    host = Host(save)
    run(host, steps)
    assert host.result == "join glaces-libres\n"
