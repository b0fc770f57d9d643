"""The order form says at once what the rules say of an order: the reserve orders have
their form, the attack offers every enemy unit alice knows of and whether its extra step
can be paid, a camp next to a node is refused when written, and a safe-conduct on a
unit that stays is pointed out.

The world is the built-in Marches, seed 3 (its values read from the scenario):

- GLA12, Chasseurs des Cimes (move 2, Montagnard) on C11; S of it D11 and E11
  (Montagne+Route: 1 each for a Montagnard), then F11 (Plaine, 1), G11.
- Glaces' reserve: GLA1 to GLA8 Recrue, GLA9 Chasseurs des Cimes, GLA10 Bâtisseurs du
  Givre; its catalogue holds Chasseurs des Cimes: move 2 + combat 2 + defence 1 +
  recon 2 + equipment 1 + inventory 0 = 8, and 2 capabilities: 10 DA, so 1 + 10 // 4
  = 3 recruits to convert one.
- The Citadelle de Givrebrume, Glaces' node, stands on D19; E19 is its S neighbour.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable, Label, Select, SelectionList, Static

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.diplomacy.papers import DocKind, Document, Scope
from hexterm.engine.planisphere.model import Status
from hexterm.save import savegame
from hexterm.screens.planisphere.line_form import LineForm
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.planisphere.widgets.action_row import PathField
from hexterm.screens.planisphere.widgets.order_form import OrderForm
from hexterm.table import Table
from tests.screens.planisphere.test_order_form import choose, open_form, play
from tests.screens.planisphere.test_order_form import text_of as text

Scenario = Callable[[HextermApp, Pilot[None]], Awaitable[None]]


def new_save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    return path


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """Bob's LIB14 on E11, LIB15 on F11, LIB16 on G11; GLA10 deployed on E19 by alice;
    alice holds D1, a safe-conduct of Libéria for Glaces' units."""
    path = new_save(tmp_path)
    game = savegame.load(path)
    state = game.state
    for code, label in (("LIB14", "E11"), ("LIB15", "F11"), ("LIB16", "G11")):
        state.units[code].hex = Hex.parse(label)
    builder = state.units["GLA10"]
    builder.status, builder.hex, builder.commander = Status.DEPLOYED, Hex.parse("E19"), "alice"
    state.documents = {"D1": Document("D1", DocKind.SAFE_CONDUCT, "bob", "liberia", "alice",
                                      0, Scope.FACTION, "glaces")}
    savegame.save(path, game)
    return path


async def open_reserve_card(app: HextermApp, pilot: Pilot[None], code: str) -> None:
    """From the units list, the form of reserve card `code`, then ctrl+r."""
    await pilot.press("u")
    await pilot.pause()
    table = app.screen.query_one(DataTable)
    table.move_cursor(row=[str(k.value) for k in table.rows].index(code))
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press("ctrl+r")
    await pilot.pause()


def test_the_attack_offers_every_known_enemy_and_says_if_its_step_is_paid(
        save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await open_form(app, pilot, "C11")
        move = await choose(app, pilot, 1, "move")
        attack = await choose(app, pilot, 2, "attack")
        offered = [v for _, v in attack.query_one("#target", Select)._options
                   if isinstance(v, str)]
        # Nearest first: LIB14 2 hexes S, LIB15 3, LIB16 4 (beyond move 2 + 1: offered
        # all the same), then every other unit alice sees, of Libéria, Coelion, the Guilde.
        assert offered[:3] == ["LIB14", "LIB15", "LIB16"]
        assert {"COE11", "GMI12"} <= set(offered)
        assert not [c for c in offered if c.startswith("GLA")]
        note = attack.query_one("#attack-note", Static)
        move.query_one(PathField).focus()
        await pilot.press("s")  # D11: 1 of 2 spent
        attack.query_one("#target", Select).value = "LIB14"
        await pilot.pause()
        # E11 (Montagne+Route) costs a Montagnard 1, and 1 is left: paid.
        assert text(note) == "The step into E11 costs 1, 1 movement left: it can be paid."
        await pilot.press("s")  # E11, where LIB14 stands: nothing left to pay
        await pilot.pause()
        assert text(note) == "LIB14 stands where the move ends: no step to pay."
        attack.query_one("#target", Select).value = "LIB15"
        await pilot.pause()
        # F11 (Plaine) costs 1, and the move spent both points.
        assert text(note) == ("The step into F11 costs 1, only 0 movement left: it cannot "
                              "be paid.")
        attack.query_one("#target", Select).value = "LIB16"
        await pilot.pause()
        assert text(note) == ("LIB16 at G11 is not next to E11, where the move ends: the "
                              "attack fails unless it comes closer.")
        # The note is a guide: the order itself is kept (the target may come closer).
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        assert app.screen.draft == "unit GLA12\n  move S S\n  attack LIB16\n"

    play(save, scenario)


def test_a_camp_next_to_a_node_is_refused_on_the_form(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        form = await open_form(app, pilot, "E19")
        build = await choose(app, pilot, 1, "build")
        # GLA10 stands on E19, next to the Citadelle on D19: refused before anything is
        # kept, under the build.
        assert text(build.query_one("#problem", Label)) == (
            "unit GLA10: build: a camp cannot stand next to the node at D19 (the unit "
            "would build at E19)")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.query(OrderForm) and form.draft == ""
        assert not Table(app.screen.table.path).kept_draft("alice")  # nothing kept

    play(save, scenario)


def test_a_safe_conduct_on_a_unit_that_stays_is_pointed_out(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await open_form(app, pilot, "C11")
        row = await choose(app, pilot, 1, "defend")
        row.query_one("#papers", SelectionList).select("D1")
        await pilot.pause()
        problem = row.query_one("#problem", Label)
        assert text(problem) == ("D1 goes with GLA12, which does not move this turn: a "
                                 "safe-conduct only helps a unit that moves, and it is "
                                 "used up all the same.")
        # It is allowed all the same: the order is kept.
        assert Table(app.screen.table.path).kept_draft("alice") == \
            "unit GLA12\n  defend with D1\n"
        row.query_one("#papers", SelectionList).deselect("D1")
        move = await choose(app, pilot, 2, "move")
        move.query_one("#papers", SelectionList).select("D1")
        move.query_one(PathField).focus()
        await pilot.press("s")
        await pilot.pause()
        assert not move.query_one("#problem", Label).display  # it moves: nothing to say

    play(save, scenario)


def test_the_reserve_orders_have_their_form(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await open_reserve_card(app, pilot, "GLA1")
        form = app.screen
        assert isinstance(form, LineForm)
        # From GLA1's form: sacrifice GLA1, ready to add.
        assert form.values()["verb"] == "sacrifice" and form.values()["card"] == "GLA1"
        assert text(form.query_one("#line-form-line", Static)) == \
            "In the orders: sacrifice GLA1 ✓"
        intro = text(form.query_one("#line-form-intro", Static))
        assert "Your reserve holds 8 recruit cards to convert." in intro
        form.query_one("#verb", Select).value = "convert"
        await pilot.pause()
        kinds = dict((v, str(label)) for label, v in form.query_one("#kind", Select)._options
                     if isinstance(v, str))
        assert kinds["chasseurs-des-cimes"] == "Chasseurs des Cimes (chasseurs-des-cimes) · " \
            "3 recruits"
        assert not form.query_one("#field-card").display  # a conversion names no card
        form.query_one("#kind", Select).value = "chasseurs-des-cimes"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        # The draft takes the line; the order form closes with it.
        assert isinstance(app.screen, PlayScreen) and not app.screen.query(OrderForm)
        assert app.screen.draft == "convert chasseurs-des-cimes\n"

    play(save, scenario)


def test_the_reserve_form_says_what_the_rules_refuse(save: Path) -> None:
    # Two conversions already take 6 of the 8 recruits: a third needs 3, 2 are left.
    Table(save).keep_draft("alice", "convert chasseurs-des-cimes\n"
                           "convert chasseurs-des-cimes\n")

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await open_reserve_card(app, pilot, "GLA9")
        form = app.screen
        assert isinstance(form, LineForm)
        form.query_one("#verb", Select).value = "convert"
        form.query_one("#kind", Select).value = "chasseurs-des-cimes"
        await pilot.pause()
        assert text(form.query_one("#line-form-problem", Label)) == (
            "convert: Chasseurs des Cimes takes 3 recruits (1 + 1 per 4 DA of its 10 DA "
            "cost); the reserve has 2 to spare")
        # Training needs a new key and what the masters teach; Glaces has no master.
        form.query_one("#verb", Select).value = "train"
        await pilot.pause()
        assert "No weapon master yet" in text(form.query_one("#line-form-intro", Static))
        assert text(form.query_one("#line-form-problem", Label)) == \
            "Write the new entry's key, like cavalerie-est."
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is form  # nothing to add: the form stays

    play(save, scenario)


def test_a_safe_conduct_used_from_the_papers_on_a_unit_that_stays_is_pointed_out(
        tmp_path: Path) -> None:
    """The papers of tests/screens/planisphere/test_documents.py: alice holds D1, a safe-conduct of
    Coelion for GLA12."""
    from tests.screens.planisphere.test_documents import Host, papers_game, run, shown

    save = papers_game(tmp_path)

    async def steps(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # D1, the first row: use it
        await pilot.pause()
        assert isinstance(app.screen, LineForm)
        app.screen.query_one("#unit", Select).value = "GLA12"
        await pilot.pause()
        # GLA12 has no order: it defends with D1, and does not move.
        assert "unit GLA12: defend with D1" in shown(app, "#line-form-line")
        assert shown(app, "#line-form-problem") == (
            "D1 goes with GLA12, which does not move this turn: a safe-conduct only helps "
            "a unit that moves, and it is used up all the same.")
        await pilot.press("ctrl+s")  # allowed all the same
        await pilot.pause()
        await pilot.press("escape")

    host = Host(save)
    run(host, steps)
    assert host.result == "unit GLA12\n  defend with D1\n"

    async def moving(app: App[str], pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        await pilot.pause()
        app.screen.query_one("#unit", Select).value = "GLA12"
        await pilot.pause()
        assert "unit GLA12: move S with D1" in shown(app, "#line-form-line")
        assert not app.screen.query_one("#line-form-problem", Label).display

    run(Host(save, draft="unit GLA12: move S\n"), moving)


def test_a_reserve_order_of_the_draft_is_taken_back_on_the_form(save: Path) -> None:
    Table(save).keep_draft("alice", "convert chasseurs-des-cimes\nsacrifice GLA9\n")

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await open_reserve_card(app, pilot, "GLA1")
        form = app.screen
        assert isinstance(form, LineForm)
        assert "In your draft: convert chasseurs-des-cimes · sacrifice GLA9" in \
            text(form.query_one("#line-form-intro", Static))
        form.query_one("#verb", Select).value = "take-back"
        await pilot.pause()
        assert text(form.query_one("#line-form-problem", Label)) == \
            "Choose the order to take back."
        form.query_one("#drop", Select).value = "convert chasseurs-des-cimes"
        await pilot.pause()
        assert text(form.query_one("#line-form-line", Static)) == \
            "In the orders: sacrifice GLA9 ✓"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        assert app.screen.draft == "sacrifice GLA9\n"

    play(save, scenario)
