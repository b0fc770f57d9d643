"""The world editor's forms (issue 30) with the pilot: `F` opens the chosen faction's
form; a value set is written in the file (only that key changes, comments kept), a
renamed faction is renamed where its nodes and units name it, a bad value is refused in
one sentence in the form and changes nothing, ctrl+z undoes the form's edit; and the
pictures of the form."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Label, Static

from hexterm.editor.document import Document
from hexterm.screens.shared.editor import EditorApp, EditorScreen
from hexterm.screens.shared.editor_forms import FormScreen
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.waits import until
from tests.screens.test_editor import SMALL, drive, opened, plain


@pytest.fixture
def world(tmp_path: Path) -> Path:
    path = tmp_path / "petit.toml"
    path.write_text(SMALL, encoding="utf-8")
    return path


async def form_of(pilot: Pilot[Any], key: str) -> FormScreen:
    """The form `key` opens over the editor."""
    await pilot.press(key)
    await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")
    screen = pilot.app.screen
    assert isinstance(screen, FormScreen)
    return screen


async def faction_form(pilot: Pilot[Any]) -> FormScreen:
    await opened(pilot)
    return await form_of(pilot, "F")


async def refusal(pilot: Pilot[Any], form: FormScreen) -> str:
    """Enter pressed in `form`: the sentence it refuses the values with."""
    await pilot.press("enter")
    error = form.query_one("#form-error", Label)
    await until(pilot, lambda: str(error.content) != "", "the refusal")
    return str(error.content)


def set_field(form: FormScreen, name: str, value: str) -> None:
    form.query_one(f"#form-{name}", Input).value = value


def test_a_faction_set_in_its_form_is_written_and_undone(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        form = await faction_form(pilot)
        assert form.query_one("#form-key", Input).value == "nord"
        assert form.query_one("#form-catalogue", Input).value == "recrue"
        set_field(form, "name", "Royaume du Nord")
        set_field(form, "reserve", "recrue=3")
        set_field(form, "da", "40")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, EditorScreen), "the editor")
        await pilot.press("ctrl+s")
        editor = pilot.app.screen
        assert isinstance(editor, EditorScreen)
        await until(pilot, lambda: not editor.document.changed, "the save")

    drive(Document.open(world), run)
    text = world.read_text("utf-8")
    assert text.startswith("# A small world for the editor's tests.\n")  # comments kept
    nord = plain(world)["faction"][0]
    assert nord == {"key": "nord", "name": "Royaume du Nord", "prefix": "NOR",
                    "catalogue": ["recrue"], "da": 40, "reserve": {"recrue": 3}}
    assert plain(world)["faction"][1]["name"] == "Sud"  # the other faction untouched

    async def undo(pilot: Pilot[Any]) -> None:
        form = await faction_form(pilot)
        set_field(form, "name", "Autre nom")
        await pilot.press("enter")
        editor = pilot.app.screen
        assert isinstance(editor, EditorScreen)
        await until(pilot, lambda: editor.document.changed, "the edit")
        await pilot.press("ctrl+z")
        assert editor.document.text() == world.read_text("utf-8")  # as it was

    drive(Document.open(world), undo)


def test_a_renamed_faction_is_renamed_where_its_node_stands(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        await opened(pilot)
        await pilot.press("n")  # a node of nord on A01
        form = await faction_form(pilot)
        set_field(form, "key", "glaces")
        await pilot.press("enter")
        await pilot.press("ctrl+s")
        editor = pilot.app.screen
        assert isinstance(editor, EditorScreen)
        await until(pilot, lambda: not editor.document.changed, "the save")

    drive(Document.open(world), run)
    data = plain(world)
    assert [f["key"] for f in data["faction"]] == ["glaces", "sud"]
    assert [(n["hex"], n["faction"]) for n in data["node"]] == [("A01", "glaces")]


@pytest.mark.parametrize(("field", "value", "said"), [
    ("da", "beaucoup", "Deniers d'argent: 'beaucoup' is not a whole number from 0 to "
                       "1000000000."),
    ("reserve", "recrue", "Reserve: 'recrue' is not a unit type and a number of cards, "
                          "such as recrue=10."),
    ("key", "sud", "Key: another faction is 'sud'."),
    ("key", "Nord Est", "Key: 'Nord Est' is not a key: lower-case letters, digits and "
                        "hyphens."),
])
def test_a_bad_value_is_refused_in_the_form(world: Path, field: str, value: str,
                                            said: str) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        form = await faction_form(pilot)
        set_field(form, "name", "Nord changé")
        set_field(form, field, value)
        assert await refusal(pilot, form) == said
        assert pilot.app.screen is form  # the form stays, nothing made
        await pilot.press("escape")
        editor = pilot.app.screen
        assert isinstance(editor, EditorScreen)
        assert editor.document.text() == SMALL  # nothing changed
        assert not editor.document.undone

    drive(Document.open(world), run)


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_faction_form(world: Path, speak: None, size: tuple[int, int],
                               snap_compare: Any) -> None:
    async def shown(pilot: Pilot[Any]) -> None:
        await opened(pilot)
        await pilot.press("n", "F")  # a node of nord, then its form (its reserve limit)
        await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")

    assert snap_compare(EditorApp(Document.open(world)), terminal_size=size,
                        run_before=shown)


async def unit_type_form(pilot: Pilot[Any]) -> FormScreen:
    await opened(pilot)
    return await form_of(pilot, "T")


def test_a_new_unit_type_set_in_its_form_is_written_and_undone(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        form = await unit_type_form(pilot)  # recrue is built in: a new type
        assert form.query_one("#form-key", Input).value == ""
        for name, value in [("key", "cavalier"), ("name", "Cavalier"), ("move", "3"),
                            ("combat", "2"), ("terrains", "plaine, route"),
                            ("capabilities", "rapide")]:
            set_field(form, name, value)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, EditorScreen), "the editor")
        editor = pilot.app.screen
        assert isinstance(editor, EditorScreen)
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not editor.document.changed, "the save")
        await pilot.press("F")  # and the faction may field it: its catalogue
        await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")
        faction = pilot.app.screen
        assert isinstance(faction, FormScreen)
        set_field(faction, "catalogue", "recrue, cavalier")
        await pilot.press("enter")
        await until(pilot, lambda: editor.document.changed, "the edit")
        await pilot.press("ctrl+z")  # the catalogue's edit undone: as saved
        assert editor.document.text() == world.read_text("utf-8")

    drive(Document.open(world), run)
    data = plain(world)
    assert data["unit_type"] == [{"key": "cavalier", "name": "Cavalier", "move": 3,
                                  "combat": 2, "terrains": ["plaine", "route"],
                                  "capabilities": ["rapide"]}]
    assert data["faction"][0]["catalogue"] == ["recrue"]


@pytest.mark.parametrize(("field", "value", "said"), [
    ("move", "7", "Movement: '7' is not a whole number from 0 to 6."),
    ("key", "", "Key: '' is not a key: lower-case letters, digits and hyphens."),
    ("recruits", "-1", "Recruits: '-1' is not a whole number from 0 to 99."),
])
def test_a_bad_unit_type_value_is_refused_in_the_form(world: Path, field: str, value: str,
                                                      said: str) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        form = await unit_type_form(pilot)
        set_field(form, "key", "cavalier")
        set_field(form, field, value)
        assert await refusal(pilot, form) == said
        await pilot.press("escape")
        editor = pilot.app.screen
        assert isinstance(editor, EditorScreen)
        assert editor.document.text() == SMALL  # nothing changed

    drive(Document.open(world), run)


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_unit_type_form(world: Path, speak: None, size: tuple[int, int],
                                 snap_compare: Any) -> None:
    async def shown(pilot: Pilot[Any]) -> None:
        form = await unit_type_form(pilot)
        set_field(form, "key", "cavalier")
        set_field(form, "move", "9")
        await refusal(pilot, form)  # refused: the sentence in the form

    assert snap_compare(EditorApp(Document.open(world)), terminal_size=size,
                        run_before=shown)


async def market_form(pilot: Pilot[Any]) -> FormScreen:
    return await form_of(pilot, "M")


def test_a_market_listing_added_taken_out_and_undone(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        editor = await opened(pilot)
        await pilot.press("M")  # no node on A01 yet: said, no form
        said = editor.query_one("#editor-said", Static)
        assert str(said.content) == "There is no node on A01: a market is a node's."
        assert pilot.app.screen is editor
        await pilot.press("n")  # a camp of nord on A01
        form = await market_form(pilot)
        for name, value in [("good", "sel"), ("price", "5"), ("quantity", "10")]:
            set_field(form, name, value)  # the side is "sells" at first
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is editor, "the editor")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not editor.document.changed, "the save")
        form = await market_form(pilot)
        set_field(form, "good", "sel")  # no quantity: the listing taken out
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is editor, "the editor")
        assert "market" not in editor.document.data()["node"][0]
        await pilot.press("ctrl+z")
        assert editor.document.text() == world.read_text("utf-8")

    drive(Document.open(world), run)
    assert plain(world)["node"][0]["market"] == [
        {"good": "sel", "side": "sells", "price": 5, "quantity": 10}]


def test_a_market_listing_the_world_refuses_is_said_once_at_its_node(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        editor = await opened(pilot)
        await pilot.press("n")  # a camp of nord on A01
        form = await market_form(pilot)
        for name, value in [("good", "sel"), ("price", "5"), ("quantity", "10")]:
            set_field(form, name, value)  # sel: no resource of this world
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is editor, "the editor")
        about_sel = [line for line in editor.mistakes if "'sel'" in line]
        # the check's mistake placed on the node's hex; the loader's refusal of the same
        # listing not said a second time
        assert about_sel == ["A01: good 'sel' is not a resource of this scenario (declare "
                             "it in [[resource]] or put it on a hex)"]

    drive(Document.open(world), run)


@pytest.mark.parametrize(("field", "value", "said"), [
    ("side", "vend", "Sells or buys: 'vend' is neither sells nor buys."),
    ("price", "cher", "Price: 'cher' is not a whole number from 0 to 1000000000."),
    ("quantity", "0", "Quantity: '0' is not a whole number from 1 to 1000000000."),
])
def test_a_bad_market_value_is_refused_in_the_form(world: Path, field: str, value: str,
                                                   said: str) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        editor = await opened(pilot)
        await pilot.press("n")
        text = editor.document.text()
        form = await market_form(pilot)
        for name, given in [("good", "sel"), ("price", "5"), ("quantity", "10")]:
            set_field(form, name, given)
        set_field(form, field, value)
        assert await refusal(pilot, form) == said
        await pilot.press("escape")
        assert editor.document.text() == text  # nothing changed

    drive(Document.open(world), run)


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_market_form(world: Path, speak: None, size: tuple[int, int],
                              snap_compare: Any) -> None:
    async def shown(pilot: Pilot[Any]) -> None:
        await opened(pilot)
        await pilot.press("n")
        form = await market_form(pilot)
        for name, value in [("good", "sel"), ("price", "5"), ("quantity", "10")]:
            set_field(form, name, value)
        await pilot.press("enter")  # listed: the form's title shows it next time
        await until(pilot, lambda: not isinstance(pilot.app.screen, FormScreen), "done")
        await market_form(pilot)

    assert snap_compare(EditorApp(Document.open(world)), terminal_size=size,
                        run_before=shown)


async def accord_form(pilot: Pilot[Any]) -> FormScreen:
    return await form_of(pilot, "G")


def test_a_grand_accord_added_then_replaced_by_its_name(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        editor = await opened(pilot)
        form = await accord_form(pilot)
        assert form.query_one("#form-factions", Input).value == "nord"  # the chosen one
        for name, value in [("name", "Vieille alliance"), ("factions", "nord, sud"),
                            ("clauses", "passage, alliance")]:
            set_field(form, name, value)
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is editor, "the editor")
        form = await accord_form(pilot)
        for name, value in [("name", "Vieille alliance"), ("factions", "sud, nord"),
                            ("status", "signed"), ("proposer", "sud")]:
            set_field(form, name, value)
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is editor, "the editor")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not editor.document.changed, "the save")
        await pilot.press("ctrl+z")  # the second form's edit undone
        assert editor.document.data()["accord"][0]["factions"] == ["nord", "sud"]

    drive(Document.open(world), run)
    assert plain(world)["accord"] == [{"name": "Vieille alliance", "factions": ["sud", "nord"],
                                       "status": "signed", "proposer": "sud"}]


@pytest.mark.parametrize(("field", "value", "said"), [
    ("clauses", "amitie", "Clauses: 'amitie' is no clause; a clause is passage, "
                          "non-aggression or alliance."),
    ("factions", "nord", "Factions: an accord binds at least two different factions."),
    ("proposer", "ouest", "Proposer: 'ouest' is not one of the accord's factions."),
    ("status", "conclu", "Status: 'conclu' is not proposed, signed, ratified, refused or "
                         "ended."),
])
def test_a_bad_accord_value_is_refused_in_the_form(world: Path, field: str, value: str,
                                                   said: str) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        editor = await opened(pilot)
        form = await accord_form(pilot)
        for name, given in [("name", "Pacte"), ("factions", "nord, sud")]:
            set_field(form, name, given)
        set_field(form, field, value)
        assert await refusal(pilot, form) == said
        await pilot.press("escape")
        assert editor.document.text() == SMALL  # nothing changed

    drive(Document.open(world), run)


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_accord_form(world: Path, speak: None, size: tuple[int, int],
                              snap_compare: Any) -> None:
    async def shown(pilot: Pilot[Any]) -> None:
        await opened(pilot)
        form = await accord_form(pilot)
        set_field(form, "name", "Pacte")
        set_field(form, "factions", "nord, sud")
        set_field(form, "clauses", "amitie")
        await refusal(pilot, form)

    assert snap_compare(EditorApp(Document.open(world)), terminal_size=size,
                        run_before=shown)


QUEST = """
[[quest]]   # a tomb, its outcomes written by hand
key = "tombeau"
hex = "A01"
title = "Un ancien tombeau"
text = "Une dalle gravée."

[[quest.choice]]
letter = "A"
text = "Ouvrir"

[[quest.choice.outcome]]
text = "Des pièces."
da = 5

[[quest.choice]]
letter = "B"
text = "Partir"
"""


async def quest_form(pilot: Pilot[Any]) -> FormScreen:
    return await form_of(pilot, "Q")


def test_a_quest_edited_in_its_form_keeps_the_outcomes_of_its_choices(
        world: Path) -> None:
    world.write_text(SMALL + QUEST, encoding="utf-8")

    async def run(pilot: Pilot[Any]) -> None:
        editor = await opened(pilot)
        form = await quest_form(pilot)
        choices = form.query_one("#form-choices", Input)
        assert choices.value == "A: Ouvrir | B: Partir"
        choices.value = "A: Ouvrir la dalle | C: Prier"
        set_field(form, "hint", "Une écriture ancienne.")
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is editor, "the editor")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not editor.document.changed, "the save")

    drive(Document.open(world), run)
    quest = plain(world)["quest"][0]
    assert quest["hint"] == "Une écriture ancienne."
    assert quest["choice"] == [
        {"letter": "A", "text": "Ouvrir la dalle",
         "outcome": [{"text": "Des pièces.", "da": 5}]},
        {"letter": "C", "text": "Prier"}]
    assert "# a tomb, its outcomes written by hand" in world.read_text("utf-8")


def test_a_new_quest_made_in_its_form_and_undone(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        editor = await opened(pilot)
        await pilot.press("down")  # B01
        form = await quest_form(pilot)
        for name, value in [("key", "source"), ("title", "Une source"),
                            ("text", "De l'eau claire."), ("choices", "A: Boire | B: Partir")]:
            set_field(form, name, value)
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is editor, "the editor")
        assert editor.document.data()["quest"] == [
            {"key": "source", "title": "Une source", "text": "De l'eau claire.",
             "hex": "B01", "choice": [{"letter": "A", "text": "Boire"},
                                      {"letter": "B", "text": "Partir"}]}]
        await pilot.press("ctrl+z")
        assert editor.document.text() == SMALL

    drive(Document.open(world), run)


@pytest.mark.parametrize(("value", "said"), [
    ("A: Boire", "Choices: a quest has 2 to 4 choices, written A: … | B: …."),
    ("A: Boire | A: Partir", "Choices: 'A: Partir' is not a choice: a letter A to D (each "
                             "once), a colon and its text."),
    ("A: Boire | E: Nager", "Choices: 'E: Nager' is not a choice: a letter A to D (each "
                            "once), a colon and its text."),
])
def test_bad_quest_choices_are_refused_in_the_form(world: Path, value: str,
                                                   said: str) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        editor = await opened(pilot)
        form = await quest_form(pilot)
        for name, given in [("key", "source"), ("title", "Une source"),
                            ("text", "De l'eau."), ("choices", value)]:
            set_field(form, name, given)
        assert await refusal(pilot, form) == said
        await pilot.press("escape")
        assert editor.document.text() == SMALL  # nothing changed

    drive(Document.open(world), run)


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_quest_form(world: Path, speak: None, size: tuple[int, int],
                             snap_compare: Any) -> None:
    world.write_text(SMALL + QUEST, encoding="utf-8")

    async def shown(pilot: Pilot[Any]) -> None:
        await opened(pilot)
        await quest_form(pilot)

    assert snap_compare(EditorApp(Document.open(world)), terminal_size=size,
                        run_before=shown)


def test_a_market_listing_in_french_words(world: Path) -> None:
    """A French organiser reads and types the side in French (vend, achète); the file
    keeps the format's words (sells, buys)."""
    from hexterm import i18n

    async def run(pilot: Pilot[Any]) -> None:
        editor = await opened(pilot)
        await pilot.press("n")
        form = await market_form(pilot)
        shown = [str(w.value) for w in form.query(Input)]
        assert "vend" in shown and "sells" not in shown  # the side at first, in French
        for name, value in [("good", "sel"), ("side", "achète"), ("price", "5"),
                            ("quantity", "10")]:
            set_field(form, name, value)
        await pilot.press("enter")
        await until(pilot, lambda: not isinstance(pilot.app.screen, FormScreen), "the editor")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not editor.document.changed, "the save")

    i18n.set_language("fr")
    try:
        drive(Document.open(world), run)
    finally:
        i18n.set_language("en")
    assert plain(world)["node"][0]["market"] == [
        {"good": "sel", "side": "buys", "price": 5, "quantity": 10}]
