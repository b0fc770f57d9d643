"""The SAGA editor's forms of a campaign set at some point
(`screens/saga/editing_campaign.py`, docs/scenarios/saga.md): `M` a village's seat and
reserve, `G` the campaign's turns, phase, initiative, power points and memory; each
checked live as the edits are, each refusal one sentence changing nothing, a form
left as it was writing nothing (the file byte for byte the same), undone to the same
bytes, saved, and the game made on the saved file holding what the forms set."""

from __future__ import annotations

import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input, Label

from hexterm import i18n
from hexterm.engine.dice import SeededDice
from hexterm.engine.mistakes_found import Found
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.saga.scenario import named_seats, opening
from hexterm.engine.seats import Seat
from hexterm.screens.shared.editor import EditorScreen
from hexterm.screens.shared.editor_forms import FormScreen
from tests.editor.test_saga_editing import DOCS, data, drive, editor, shown
from tests.editor.test_saga_editing_forms import filled
from tests.helpers.waits import until

SET = (DOCS / "saga_set.toml").read_text("utf-8")
BUILT_IN = resources.files("hexterm.scenarios").joinpath("saga.toml").read_text("utf-8")


def written(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "world.toml"
    path.write_text(text, encoding="utf-8")
    return path


async def saved(pilot: Pilot[Any]) -> None:
    await pilot.press("ctrl+s")
    await until(pilot, lambda: "Saved to" in shown(pilot, "editor-said"), "the save")


async def back(pilot: Pilot[Any]) -> None:
    await until(pilot, lambda: not isinstance(pilot.app.screen, FormScreen), "the editor")


def test_a_village_s_reserve_set_by_its_form(tmp_path: Path) -> None:
    """bob's village on Rask, no reserve in the file: a reserve of a warriors unit of 1
    point and a levies unit of 2 (the French edition's words understood); a kind that is
    none refused in one sentence; a unit of 7 points marked by the live check (a unit
    has 1 to 4, reading S2); a new village on Kvern."""
    path = written(tmp_path, SET)

    async def run(pilot: Pilot[Any]) -> None:
        screen = editor(pilot)
        await pilot.press("right", "right", "down")  # Rask
        assert "'knights 1' is not a kind" in await refused(pilot, "M", {"reserve": "knights 1"})
        await filled(pilot, "M", {"reserve": "guerriers 1, levies 2"})
        await back(pilot)
        assert data(pilot)["village"][1] == {"terrain": "Rask", "seat": "bob", "reserve": {
            "warriors": [1], "levies": [2]}}
        assert shown(pilot, "editor-mistakes") == "None found."
        await filled(pilot, "M", {"reserve": "levies 7"})
        await back(pilot)
        assert shown(pilot, "editor-mistakes") == ("• Rask, village of bob: reserve: a unit "
                                                   "has 1 to 4 points")
        await pilot.press("left", "left", "M")  # Kvern: no village yet
        await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")
        pilot.app.screen.query_one("#form-seat", Input).value = "alice"
        pilot.app.screen.query_one("#form-reserve", Input).value = "hearthguards 1"
        await pilot.press("enter")
        await back(pilot)
        assert data(pilot)["village"][-1] == {"terrain": "Kvern", "seat": "alice",
                                              "reserve": {"hearthguards": [1]}}
        await pilot.press("ctrl+z", "ctrl+z", "ctrl+z")
        assert screen.document.text() == SET
    drive(path, run)


def test_the_campaign_form_left_as_it_was_writes_nothing(tmp_path: Path) -> None:
    path = written(tmp_path, SET)

    async def run(pilot: Pilot[Any]) -> None:
        await pilot.press("G")
        await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")
        said = {i.id: i.value for i in pilot.app.screen.query(Input)}
        assert said == {"form-turns": "8", "form-phase": "bid",
                        "form-initiative": "bob alice", "form-pp": "alice=4, bob=7",
                        "form-memory": "alice bob alice"}
        await pilot.press("enter")  # as it was
        await back(pilot)
        assert editor(pilot).document.text() == SET
        await saved(pilot)
    drive(path, run)
    assert path.read_bytes() == SET.encode("utf-8")


def test_power_points_and_initiative_set_checked_and_played(tmp_path: Path) -> None:
    """alice 5 PP, bob 7, alice the favourite of the gods; an initiative naming one seat
    marked by the live check (every seat once); PP that are not a number refused."""
    path = written(tmp_path, SET)

    async def run(pilot: Pilot[Any]) -> None:
        assert await refused(pilot, "G", {"pp": "alice=five"}) == (
            "PP: 'alice=five' is not SEAT=PP, such as alice=6.")
        await filled(pilot, "G", {"initiative": "alice"})
        await back(pilot)
        assert "initiative lists every seat once" in shown(pilot, "editor-mistakes")
        await pilot.press("ctrl+z")
        await filled(pilot, "G", {"pp": "alice=5, bob=7", "initiative": "alice, bob"})
        await back(pilot)
        assert shown(pilot, "editor-mistakes") == "None found."
        await saved(pilot)
    drive(path, run)
    scenario = tomllib.loads(path.read_text("utf-8"))
    assert scenario["pp"] == {"alice": 5, "bob": 7}
    assert scenario["initiative"] == ["alice", "bob"]
    assert path.read_text("utf-8") == SET.replace('initiative = ["bob", "alice"]',
                                                  'initiative = ["alice", "bob"]') \
        .replace("alice = 4\n", "alice = 5\n")  # nothing else of the file changed
    state = opening(scenario, [Seat(s, s) for s in named_seats(scenario)],
                    SeededDice(0, "test"), Found())
    assert state is not None
    assert {p.seat: p.pp for p in state.players} == {"alice": 5, "bob": 7}
    assert state.initiative == ("alice", "bob")


def test_the_built_in_map_s_campaign_set_and_undone_byte_for_byte(tmp_path: Path) -> None:
    """The built-in map names no turns or phase: they are written after its last key of
    the top, before its first table; undone, the file is the same bytes again."""
    path = written(tmp_path, BUILT_IN)

    async def run(pilot: Pilot[Any]) -> None:
        screen = editor(pilot)
        assert await refused(pilot, "G", {"turns": "100"}) == (
            "Turns: a whole number from 1 to 99, not '100'.")
        await filled(pilot, "G", {"turns": "9", "phase": "bid"})
        await back(pilot)
        text = screen.document.text()
        assert text.index("turns = 9\nphase = \"bid\"\n") < text.index("[[terrain]]")
        assert tomllib.loads(text)["turns"] == 9
        assert shown(pilot, "editor-mistakes") == "None found."
        assert get_ruleset("saga").scenario_mistakes(tomllib.loads(text)) == []
        await pilot.press("ctrl+z")
        assert screen.document.text() == BUILT_IN
        await saved(pilot)
    drive(path, run)
    assert path.read_bytes() == BUILT_IN.encode("utf-8")


def test_the_forms_in_french(tmp_path: Path) -> None:
    """The campaign form's heading and a refusal, the village form's reserve refused,
    in French; the French edition's kinds in a reserve, shown in them when the form opens
    again, and in a band form's hints."""
    path = written(tmp_path, SET)

    async def run(pilot: Pilot[Any]) -> None:
        said = await refused(pilot, "G", {"turns": "100"}, "La campagne")
        assert said.startswith("Tours : un nombre entier de 1 à 99, pas ") and "100" in said
        said = await refused(pilot, "M", {"reserve": "chevaliers 1"},  # Varn: alice's
                             "Le village sur Varn")
        assert said.startswith("Réserve : ") and "chevaliers 1" in said
        assert "n'est pas un type (gardes, guerriers, levées)" in said
        await filled(pilot, "M", {"reserve": "levées 2, gardes 1"})
        await back(pilot)
        assert data(pilot)["village"][0]["reserve"] == {"levies": [2], "hearthguards": [1]}
        await pilot.press("M")  # the form again: the reserve in the French edition's words
        await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")
        form = pilot.app.screen
        assert form.query_one("#form-reserve", Input).value == "levées 2, gardes 1"
        await pilot.press("enter")  # given back as shown: the file's words stay English
        await back(pilot)
        assert data(pilot)["village"][0]["reserve"] == {"levies": [2], "hearthguards": [1]}
        await pilot.press("T")  # a band's form on Varn: its hints in French too
        await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")
        band = pilot.app.screen
        assert band.query_one("#form-units", Input).placeholder == "guerriers 2 1"
        assert band.query_one("#form-left", Input).placeholder == "guerriers1=6"
        await pilot.press("escape")
        await back(pilot)
    i18n.set_language("fr")
    try:
        drive(path, run)
    finally:
        i18n.set_language("en")


async def refused(pilot: Pilot[Any], key: str, values: dict[str, str],
                  heading: str | None = None) -> str:
    """The form of `key` given `values` it refuses: it stays, the file unchanged, and is
    left (escape); its sentence (no-break spaces as spaces), its heading checked."""
    before = editor(pilot).document.text()
    form = await filled(pilot, key, values)
    assert pilot.app.screen is form and editor_of(form).document.text() == before
    if heading is not None:
        assert str(form.query_one("#form-heading", Label).render()) == heading
    said = str(form.query_one("#form-error", Label).render())
    await pilot.press("escape")
    await back(pilot)
    return said.replace("\u00a0", " ").replace("\u202f", " ")


def editor_of(form: FormScreen) -> EditorScreen:
    """The editor under the form."""
    screen = form.app.screen_stack[-2]
    assert isinstance(screen, EditorScreen)
    return screen
