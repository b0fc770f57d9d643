"""The SAGA part of the editor (`screens/saga/editing.py`), played with the pilot on
the documented map of six terrains (docs/scenarios/saga.toml): a terrain's kind
painted, a terrain added where there was none, a road drawn between two terrains and
taken away, a home given and taken back, villages of two seats, a terrain moved,
renamed and taken away with its roads and homes, undo and redo, the checks marking the
terrains at fault; the built-in and documented maps written back byte for byte; a new
map of a size, plain or from a seed; the map drawn as the play screen draws it."""

from __future__ import annotations

import asyncio
import tomllib
from collections.abc import Awaitable, Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, ListView, Select, Static

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.editor.document import Document
from hexterm.engine.dice import SeededDice
from hexterm.engine.mistakes_found import Found
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.saga.scenario import named_seats, opening
from hexterm.engine.saga.views import view
from hexterm.engine.seats import Seat
from hexterm.screens.saga.editing import SagaEditing
from hexterm.screens.saga.editing_map import EditedSagaMap, organiser_view
from hexterm.screens.saga.map import cells
from hexterm.screens.shared.editor import EditorApp, EditorScreen
from hexterm.screens.shared.editor_forms import FormScreen
from hexterm.screens.shared.screen_sets import editing_for
from tests.editor.test_editor_start import start_form
from tests.helpers.waits import until

DOCS = Path(__file__).parents[2] / "docs" / "scenarios"
MAP = (DOCS / "saga.toml").read_text("utf-8")


@pytest.fixture
def world(tmp_path: Path) -> Path:
    path = tmp_path / "fjords.toml"
    path.write_text(MAP, encoding="utf-8")
    return path


def drive(path: Path, script: Callable[[Pilot[Any]], Awaitable[None]]) -> None:
    async def go() -> None:
        async with EditorApp(Document.open(path)).run_test(size=(120, 30)) as pilot:
            await until(pilot, lambda: isinstance(pilot.app.screen, EditorScreen), "editor")
            await script(pilot)
    asyncio.run(go())


def shown(pilot: Pilot[Any], id: str) -> str:
    return str(pilot.app.screen.query_one(f"#{id}", Static).render())


def editor(pilot: Pilot[Any]) -> EditorScreen:
    screen = pilot.app.screen
    assert isinstance(screen, EditorScreen)
    return screen


def data(pilot: Pilot[Any]) -> dict[str, Any]:
    return editor(pilot).document.data()


def test_kinds_painted_and_a_terrain_added_then_joined_by_a_road(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        # the cursor on the first terrain; its roads and homes as the file gives them
        assert shown(pilot, "editor-hex") == ("Varn · normal · roads to Ask, Kvern · home of "
                                              "player 1 of 2 or 3")
        assert "Terrain: normal" in shown(pilot, "editor-tools")
        await pilot.press("p", "p", "space")  # the third kind: prestigious
        assert data(pilot)["terrain"][0]["kind"] == "prestigious"
        assert "Terrain: prestigious *" in shown(pilot, "editor-tools")
        await pilot.press("right", "right", "right")  # beyond Harrow: no terrain
        assert shown(pilot, "editor-hex") == "[3, 0]: no terrain: space puts one here"
        await pilot.press("P", "space")  # a developed terrain there
        added = data(pilot)["terrain"][-1]
        assert added == {"name": "T1", "kind": "developed", "at": [3, 0]}
        # no road reaches it yet: the map does not hold together
        assert "no road leads from Varn to T1" in shown(pilot, "editor-mistakes")
        await pilot.press("r")  # its road begins here…
        assert shown(pilot, "editor-said") == ("Road from T1: press r on the terrain at its "
                                               "other end.")
        await pilot.press("left", "r")  # …and ends at Harrow
        assert data(pilot)["roads"][-1] == ["T1", "Harrow"]
        assert shown(pilot, "editor-mistakes") == "None found."
        assert shown(pilot, "editor-hex") == ("Harrow · prestigious · roads to Ask, Rask, "
                                              "Menhir, T1")
        await pilot.press("r", "right", "r")  # the same road again: taken away
        assert ["T1", "Harrow"] not in data(pilot)["roads"]
        # no rivers on a SAGA map: `v` is not shown, `r` is
        assert not editor(pilot).check_action("line", ("river",))
        assert editor(pilot).check_action("line", ("road",))
    drive(world, run)


def test_homes_given_and_taken_back_for_a_number_of_players(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        await pilot.press("f")  # homes for 3 players: Varn, Rask, Kvern
        assert "Homes for 3 players: Varn, Rask, Kvern" in shown(pilot, "editor-tools")
        await pilot.press("down", "n")  # Kvern no longer a home of theirs
        assert data(pilot)["homes"]["3"] == ["Varn", "Rask"]
        assert "[homes], for 3 players, ['Varn', 'Rask'] leaves a player with no village" \
            in shown(pilot, "editor-mistakes")
        await pilot.press("right", "n")  # Menhir the third player's home
        assert data(pilot)["homes"]["3"] == ["Varn", "Rask", "Menhir"]
        assert shown(pilot, "editor-mistakes") == "None found."
        assert shown(pilot, "editor-hex").endswith("home of player 3 of 3")
        await pilot.press("left", "n")  # all three given: refused, nothing changed
        assert shown(pilot, "editor-said") == ("The homes for 3 players are all given: n on "
                                               "one of them takes it away.")
        assert data(pilot)["homes"]["3"] == ["Varn", "Rask", "Menhir"]
        await pilot.press("f", "n")  # homes for 4 players: a new list, Kvern first
        assert data(pilot)["homes"]["4"] == ["Kvern"]
        await pilot.press("ctrl+z", "ctrl+z")
        assert editor(pilot).document.text() == MAP.replace(
            '3 = ["Varn", "Rask", "Kvern"]', '3 = ["Varn", "Rask"]')
    drive(world, run)


def test_villages_of_two_seats_set_the_campaign(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        await pilot.press("right", "right", "down", "u")  # a village of alice on Rask
        assert data(pilot)["village"] == [{"terrain": "Rask", "seat": "alice"}]
        # the seats are those the scenario names: one player is not a campaign
        assert "a SAGA campaign is played by 2 to 6 players, not 1" in \
            shown(pilot, "editor-mistakes")
        assert "Village of: alice" in shown(pilot, "editor-tools")
        await pilot.press("t")  # the next seat: one the scenario does not name yet
        assert "Village of: bob" in shown(pilot, "editor-tools")
        await pilot.press("left", "left", "up", "u")  # bob's on Varn
        assert data(pilot)["village"][-1] == {"terrain": "Varn", "seat": "bob"}
        assert shown(pilot, "editor-mistakes") == "None found."
        grid = editor(pilot).query_one("#editor-map", EditedSagaMap)
        assert [text for text, _ in grid.cells["Varn"].lines[1]] == ["bob", "V", "H"]
        await pilot.press("x")  # Varn's village taken away (the terrain stays)
        assert data(pilot)["village"] == [{"terrain": "Rask", "seat": "alice"}]
        assert data(pilot)["terrain"][0]["name"] == "Varn"
    drive(world, run)


def test_a_terrain_moved_renamed_and_taken_away_undone_and_redone(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = editor(pilot)
        await pilot.press("right", "right", "down", "m", "left", "m")  # onto Menhir
        assert shown(pilot, "editor-said") == ("Menhir is drawn at [1, 1]: a terrain moves "
                                               "to an empty place.")
        await pilot.press("right", "m", "right", "m")  # Rask to [3, 1]
        assert data(pilot)["terrain"][5]["at"] == [3, 1]
        await pilot.press("F")  # Rask's form: renamed Raskholm
        await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")
        pilot.app.screen.query_one("#form-name", Input).value = "Raskholm"
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is screen, "the editor again")
        assert data(pilot)["homes"] == {"2": ["Varn", "Raskholm"],
                                        "3": ["Varn", "Raskholm", "Kvern"]}
        assert ["Harrow", "Raskholm"] in data(pilot)["roads"]
        before = screen.document.text()
        await pilot.press("x")  # taken away with its two roads and its homes
        assert [t["name"] for t in data(pilot)["terrain"]] == ["Varn", "Ask", "Harrow",
                                                              "Kvern", "Menhir"]
        assert len(data(pilot)["roads"]) == 6
        assert data(pilot)["homes"] == {"2": ["Varn"], "3": ["Varn", "Kvern"]}
        await pilot.press("ctrl+z")
        assert screen.document.text() == before
        await pilot.press("ctrl+y")
        assert "Raskholm" not in screen.document.text()
        await pilot.press("ctrl+z", "ctrl+z", "ctrl+z")  # back to the file as it was
        assert screen.document.text() == MAP
        assert not screen.document.changed
    drive(world, run)


def test_shift_and_an_arrow_go_to_the_nearest_terrain_that_way(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        grid = editor(pilot).query_one("#editor-map", EditedSagaMap)
        await pilot.press("right", "right", "right", "down")  # [3, 1], beyond Rask
        await pilot.press("shift+up")  # above: Harrow is one row up, one column aside
        assert shown(pilot, "editor-hex").startswith("Harrow")
        await pilot.press("shift+up")  # no terrain above Harrow: the cursor stays
        assert grid.cursor == (2, 0)
        await pilot.press("shift+left", "shift+down")  # Ask, then Menhir below it
        assert grid.cursor == (1, 1)
    drive(world, run)


def test_the_checks_mark_the_terrains_at_fault(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = editor(pilot)

        def broken(doc: Any) -> None:
            doc["homes"]["2"][1] = "Varn"  # two players at home on Varn
            doc["terrain"][4]["kind"] = "mountain"  # Menhir, of no kind
        screen.document.change(broken)
        screen.check()
        grid = screen.query_one("#editor-map", EditedSagaMap)
        assert grid.faults == {(0, 0), (1, 1)}
        mistakes = shown(pilot, "editor-mistakes")
        assert ("Varn: for 2 players, Varn is the home of two players: one of them "
                "starts with no village") in mistakes
        assert "• Menhir: kind is normal, developed or prestigious" in mistakes
        assert tuple(text for text, _ in grid.cells["Varn"].lines[0][1:]) == ("!", )
        await pilot.press("ctrl+z")
        assert grid.faults == set()
        assert shown(pilot, "editor-mistakes") == "None found."
    drive(world, run)


@pytest.mark.parametrize("source", ["built-in", "saga.toml", "saga_set.toml"])
def test_a_map_is_written_back_byte_for_byte(tmp_path: Path, source: str) -> None:
    text = (resources.files("hexterm.scenarios").joinpath("saga.toml").read_text("utf-8")
            if source == "built-in" else (DOCS / source).read_text("utf-8"))
    path = tmp_path / "world.toml"
    path.write_text(text, encoding="utf-8")

    async def run(pilot: Pilot[Any]) -> None:
        assert shown(pilot, "editor-mistakes") == "None found."
        await pilot.press("ctrl+s")
        await until(pilot, lambda: "Saved to" in shown(pilot, "editor-said"), "the save")
    drive(path, run)
    assert path.read_bytes() == text.encode("utf-8")


def test_the_map_is_drawn_as_the_play_screen_draws_it() -> None:
    """A campaign set at its third turn: the editor's cells are the play map's."""
    scenario = tomllib.loads((DOCS / "saga_set.toml").read_text("utf-8"))
    state = opening(scenario, [Seat(s, s) for s in named_seats(scenario)],
                    SeededDice(0, "test"), Found())
    assert state is not None
    assert cells(organiser_view(scenario)) == cells(view(state, None))


def test_a_new_map_of_a_size_holds_together(tmp_path: Path) -> None:
    kind = editing_for("saga")
    assert kind is SagaEditing
    made = tomllib.loads(kind.new_world(3, 2, None))
    assert [(t["name"], t["at"]) for t in made["terrain"]] == [
        ("T1", [0, 0]), ("T2", [1, 0]), ("T3", [2, 0]),
        ("T4", [0, 1]), ("T5", [1, 1]), ("T6", [2, 1])]
    assert {t["kind"] for t in made["terrain"]} == {"normal"}
    # each terrain joined to its neighbours right and below: 2×2 + 3 roads
    assert sorted(map(sorted, made["roads"])) == sorted(map(sorted, [
        ["T1", "T2"], ["T2", "T3"], ["T4", "T5"], ["T5", "T6"],
        ["T1", "T4"], ["T2", "T5"], ["T3", "T6"]]))
    # homes for 2 to 6 players, one terrain each, spread from the first to the last
    assert made["homes"]["2"] == ["T1", "T6"]
    assert made["homes"]["6"] == ["T1", "T2", "T3", "T4", "T5", "T6"]
    assert all(len(set(made["homes"][str(n)])) == n for n in range(2, 7))
    assert get_ruleset("saga").scenario_mistakes(made) == []
    seeded = kind.new_world(5, 4, 7)
    assert seeded == kind.new_world(5, 4, 7)  # the same seed, the same map
    drawn = tomllib.loads(seeded)
    homes = {h for listed in drawn["homes"].values() for h in listed}
    assert {t["kind"] for t in drawn["terrain"] if t["name"] in homes} == {"normal"}
    assert {t["kind"] for t in drawn["terrain"]} > {"normal"}
    assert get_ruleset("saga").scenario_mistakes(drawn) == []


def test_a_size_too_big_for_a_saga_map_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "n.toml"
    assert main(["--lang", "en", "edit", str(path), "--new", "24x18",
                 "--ruleset", "saga"]) == 1
    assert capsys.readouterr().err == ("hexterm: A SAGA map is 1 to 12 terrains a side and "
                                       "two terrains or more, not 24x18.\n")
    assert not path.exists()


def test_the_map_exported_as_a_picture(tmp_path: Path) -> None:
    picture = tmp_path / "fjords.svg"
    assert main(["--lang", "en", "edit", str(DOCS / "saga_set.toml"), "--export",
                 str(picture)]) == 0
    svg = picture.read_text("utf-8").replace("&#160;", " ")
    assert "The two fjords, third turn" in svg
    for shown_there in ("Varn", "Harrow", "Ragnar", "Rollo"):
        assert shown_there in svg


async def _new_from_the_title(saves: Path) -> None:
    app = HextermApp(saves)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_form(pilot)
        form = app.screen
        form.query_one("#edit-ruleset", Select).value = "saga"
        await until(pilot, lambda: form.query_one("#edit-size", Input).value == "5x4",
                    "the SAGA's size offered")
        for field, value in (("edit-file", "fjords"), ("edit-size", "3x2")):
            form.query_one(f"#{field}", Input).value = value
        choices = form.query_one("#edit-choices", ListView)
        choices.index = len(choices.children) - 1  # A new world
        choices.action_select_cursor()
        await until(pilot, lambda: isinstance(app.screen, EditorScreen), "the editor")
        assert isinstance(editor(pilot).kit, SagaEditing)
        assert shown(pilot, "editor-hex").startswith("T1 · normal · roads to T2, T4")
        await pilot.press("ctrl+s")
        await until(pilot, (saves / "fjords.toml").exists, "the map written")


def test_a_new_saga_map_from_the_title(tmp_path: Path) -> None:
    asyncio.run(_new_from_the_title(tmp_path / "saves"))
    made = tomllib.loads((tmp_path / "saves" / "fjords.toml").read_text("utf-8"))
    assert made["ruleset"] == "saga" and len(made["terrain"]) == 6




def test_the_map_scrolls_to_keep_the_cursor_in_sight(tmp_path: Path) -> None:
    """The built-in map of 7 columns is wider than the room 80 columns leave it."""
    path = tmp_path / "saga.toml"
    path.write_text(resources.files("hexterm.scenarios").joinpath("saga.toml")
                    .read_text("utf-8"), encoding="utf-8")

    async def go() -> None:
        async with EditorApp(Document.open(path)).run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(pilot.app.screen, EditorScreen), "editor")
            board = pilot.app.screen.query_one("#editor-saga-board")
            assert board.scroll_x == 0 and board.virtual_size.width > board.size.width
            await pilot.press(*["right"] * 6)  # the last column
            await until(pilot, lambda: board.scroll_x > 0, "the map scrolled")
            grid = pilot.app.screen.query_one("#editor-map", EditedSagaMap)
            left, right = grid.span(str(grid.at(grid.cursor)))
            assert board.scroll_x <= left and right <= board.scroll_x + board.size.width
    asyncio.run(go())



def test_an_edit_on_tables_not_written_as_the_format_says_is_refused(tmp_path: Path) -> None:
    """`homes` that is not a table, a road that is not a pair: the edits that need them
    are refused in one sentence and change nothing; the checks name the mistakes; a
    road is still drawn in the list of roads."""
    path = tmp_path / "odd.toml"
    text = MAP.replace('[homes]\n2 = ["Varn", "Rask"]\n3 = ["Varn", "Rask", "Kvern"]\n', '') \
        .replace('turns = 8', 'turns = 8\nhomes = 3').replace('["Varn", "Ask"],', '"Varn",')
    path.write_text(text, encoding="utf-8")
    refused = ("This edit needs the file's tables written as docs/scenarios/saga.md says: "
               "put right the mistakes named first.")

    async def run(pilot: Pilot[Any]) -> None:
        screen = editor(pilot)
        assert "homes gives each player's home" in shown(pilot, "editor-mistakes")
        await pilot.press("n")  # a home on Varn: homes is no table
        assert shown(pilot, "editor-said") == refused
        await pilot.press("r", "right", "r")  # a road from Varn to Ask: roads is a list
        assert data(pilot)["roads"][-1] == ["Varn", "Ask"]
        await pilot.press("ctrl+z", "x")  # Ask taken away, with its roads and homes
        assert shown(pilot, "editor-said") == refused
        assert screen.document.text() == text
    drive(path, run)


def test_a_map_of_odd_shapes_opens_and_refuses_in_sentences(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Villages written on one line with seats that are lists, and a ruleset's check that
    stops on what it did not expect: the map is drawn as far as it can be, the check's
    stop said as `hexterm check` says it, a village refused in one sentence."""
    path = tmp_path / "odd.toml"
    text = MAP.replace('turns = 8', 'turns = 8\nvillage = [{terrain = ["Varn"], seat = '
                       '["a"]}, {terrain = "Ask", seat = ["b"]}]')
    path.write_text(text, encoding="utf-8")

    def stops(self: object, scenario: object) -> list[object]:
        raise TypeError("unexpected")
    monkeypatch.setattr(type(get_ruleset("saga")), "scenario_mistakes", stops)

    async def run(pilot: Pilot[Any]) -> None:
        assert shown(pilot, "editor-mistakes") == "• the check stopped (TypeError: unexpected)"
        grid = editor(pilot).query_one("#editor-map", EditedSagaMap)
        assert set(grid.places) == {"Varn", "Ask", "Harrow", "Kvern", "Menhir", "Rask"}
        await pilot.press("u")
        assert shown(pilot, "editor-said") == ("The file writes village on one line: write "
                                               "it as [[village]] tables for this edit.")
        assert editor(pilot).document.text() == text
    drive(path, run)


async def _open_from_the_title(saves: Path) -> None:
    app = HextermApp(saves)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_form(pilot)
        await pilot.press("enter")  # the first choice: the saves folder's file
        await until(pilot, lambda: isinstance(app.screen, EditorScreen), "the editor")
        assert isinstance(editor(pilot).kit, SagaEditing)
        assert shown(pilot, "editor-hex").startswith("Varn · normal · roads to Ask, Kvern")


def test_a_saga_map_of_the_saves_folder_opened_from_the_title(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "fjords.toml").write_text(MAP, encoding="utf-8")
    asyncio.run(_open_from_the_title(saves))
