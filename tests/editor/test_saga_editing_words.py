"""The SAGA editor's words (`screens/saga/editing.py`), in English and French: a
mistake in the side panel names its place once (a terrain's own table is the terrain;
a band's or a village's is named after its terrain, as `hexterm check` names the
table); the line under the map says whose home a terrain is once, the players and
their numbers gathered; the home list of the side panel is the file's, in seat order,
and says when the file's villages and bands leave it unread (docs/scenarios/saga.md:
"`[homes]` is not read")."""

from __future__ import annotations

from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from hexterm import i18n
from hexterm.screens.saga.editing_words import counts_said
from tests.editor.test_saga_editing import DOCS, MAP, drive, editor
from tests.editor.test_saga_editing import shown as shown_as_is

SET = (DOCS / "saga_set.toml").read_text("utf-8")
BUILT_IN = resources.files("hexterm.scenarios").joinpath("saga.toml").read_text("utf-8")


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def shown(pilot: Pilot[Any], id: str) -> str:
    """What a line shows, its no-break spaces (French typography) as spaces."""
    return shown_as_is(pilot, id).replace("\u00a0", " ").replace("\u202f", " ")


def written(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "world.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_terrain_s_mistake_names_the_terrain_once(tmp_path: Path, lang: str) -> None:
    """Menhir of no kind the format knows, a misspelt key on Rask: each said after the
    terrain's name alone (was "Menhir: terrain Menhir: kind…", "Rask: terrain 6: …")."""
    text = MAP.replace('name = "Menhir"\nkind = "developed"',
                       'name = "Menhir"\nkind = "mountain"') \
        .replace('name = "Rask"\nkind = "normal"', 'name = "Rask"\nkind = "normal"\nknid = 1')

    async def run(pilot: Pilot[Any]) -> None:
        lines = shown(pilot, "editor-mistakes").splitlines()
        if lang == "en":
            assert lines == ["• Menhir: kind is normal, developed or prestigious, not "
                             "'mountain'",
                             "• Rask: unknown key 'knid': did you mean 'kind'?"]
        else:
            assert lines[0].startswith("• Menhir : kind est normal, developed ou "
                                       "prestigious, pas ")
            assert lines[1] == "• Rask : clé inconnue « knid » : vouliez-vous dire « kind » ?"
        assert lines[0].count("Menhir") == 1 and lines[1].count("Rask") == 1
    drive(written(tmp_path, text), run)


def test_a_band_s_and_a_village_s_mistakes_name_them_on_their_terrain(
        tmp_path: Path, lang: str) -> None:
    """The campaign set at its third turn: Ragnar's hearthguards of 9 points (a unit has
    1 to 4, the SAGA rulebook's), a misspelt key in bob's village on Rask."""
    text = SET.replace("hearthguards = [1]", "hearthguards = [9]") \
        .replace('terrain = "Rask"\nseat = "bob"', 'terrain = "Rask"\nseat = "bob"\nreserv = 3')

    async def run(pilot: Pilot[Any]) -> None:
        lines = shown(pilot, "editor-mistakes").splitlines()
        assert lines == ([
            "• Ask, band Ragnar: a unit has 1 to 4 points",
            "• Rask, village of bob: unknown key 'reserv': did you mean 'reserve'?"]
            if lang == "en" else [
            "• Ask, bande Ragnar : une unité a de 1 à 4 points",
            "• Rask, village de bob : clé inconnue « reserv » : vouliez-vous dire "
            "« reserve » ?"])
    drive(written(tmp_path, text), run)


def test_a_village_s_reserve_mistake_is_said_once_in_its_village(tmp_path: Path) -> None:
    """A mistake said in two tables (the village, then its reserve): the village named by
    the side panel, the reserve kept, as the check's sentence says it within them."""
    text = SET.replace("reserve = { levies = [2] }", "reserve = { levies = [7] }")

    async def run(pilot: Pilot[Any]) -> None:
        assert shown(pilot, "editor-mistakes") == ("• Varn, village of alice: reserve: a "
                                                   "unit has 1 to 4 points")
    drive(written(tmp_path, text), run)


def test_whose_home_a_terrain_is_is_said_once(tmp_path: Path, lang: str) -> None:
    """The built-in map's homes ([homes] 2 to 6): Varn is the first player's in every
    list; Brede the second player's for 3 or 4 players, the third's for 5 or 6."""
    english = lang == "en"

    async def run(pilot: Pilot[Any]) -> None:
        assert shown(pilot, "editor-hex") == (
            "Varn · normal · roads to Ask, Zara · home of player 1 of 2 to 6"
            if english else
            "Varn · normal · routes vers Ask, Zara · foyer du joueur 1 sur 2 à 6")
        await pilot.press(*["right"] * 6)  # Brede, at the end of the first row
        assert shown(pilot, "editor-hex") == (
            "Brede · normal · roads to Lind, Tamar · home of player 2 of 3 or 4; 3 of 5 or 6"
            if english else
            "Brede · normal · routes vers Lind, Tamar · foyer du joueur 2 sur 3 ou 4 ; 3 sur 5 "
            "ou 6")
    drive(written(tmp_path, BUILT_IN), run)


def test_a_home_listed_twice_says_both_players(tmp_path: Path) -> None:
    text = MAP.replace('2 = ["Varn", "Rask"]', '2 = ["Varn", "Varn"]')

    async def run(pilot: Pilot[Any]) -> None:
        assert shown(pilot, "editor-hex").endswith(
            "home of player 1 of 2 or 3; 2 of 2")
        assert shown(pilot, "editor-mistakes") == (
            "• Varn: for 2 players, Varn is the home of two players: one of them starts "
            "with no village")
    drive(written(tmp_path, text), run)


def test_numbers_of_players_in_a_few_words() -> None:
    assert [counts_said(n) for n in ([2], [2, 3], [2, 3, 4, 5, 6], [2, 4, 6],
                                     [2, 3, 4, 6], [6, 2])] == [
        "2", "2 or 3", "2 to 6", "2, 4 or 6", "2 to 4 or 6", "2 or 6"]


def test_the_home_list_is_the_file_s_in_seat_order(tmp_path: Path, lang: str) -> None:
    """The built-in map: for 2 players Varn and Rask, for 3 Varn, Brede and Keld, as its
    [homes] lists them (the first player's home first)."""
    async def run(pilot: Pilot[Any]) -> None:
        tools = shown(pilot, "editor-tools").replace("\n", " ")
        assert ("Homes for 2 players: Varn, Rask" if lang == "en" else
                "Foyers pour 2 joueurs : Varn, Rask") in tools
        await pilot.press("f")
        tools = shown(pilot, "editor-tools").replace("\n", " ")
        assert ("Homes for 3 players: Varn, Brede, Keld" if lang == "en" else
                "Foyers pour 3 joueurs : Varn, Brede, Keld") in tools
        assert "not read" not in tools and "non lus" not in tools
    drive(written(tmp_path, BUILT_IN), run)


def test_the_home_list_of_a_campaign_set_is_said_not_read(tmp_path: Path, lang: str) -> None:
    """Villages and bands set the campaign: its seats are theirs, [homes] is not read."""
    async def run(pilot: Pilot[Any]) -> None:
        tools = shown(pilot, "editor-tools").replace("\n", " ")
        assert ("Homes for 2 players: none (not read: the villages and bands set the "
                "campaign)" if lang == "en" else
                "Foyers pour 2 joueurs : aucun (non lus : les villages et les bandes fixent "
                "la campagne)") in tools
        await pilot.press("x")  # Varn's village taken away: still a campaign set (Rask's)
        assert "Varn" not in str(editor(pilot).document.data().get("village"))
        assert ("not read" if lang == "en" else "non lus") in \
            shown(pilot, "editor-tools").replace("\n", " ")
    drive(written(tmp_path, SET), run)


def test_the_place_of_a_mistake_of_no_band_or_village_is_its_terrain(tmp_path: Path) -> None:
    """The kit's `mistake_place`: a band's and a village's named on their terrain, any
    other mistake's place the terrain alone."""
    async def run(pilot: Pilot[Any]) -> None:
        kit, scenario = editor(pilot).kit, editor(pilot).document.data()
        assert kit.mistake_place(scenario, ("terrain", 4, "kind"), (1, 1)) == "Menhir"
        assert kit.mistake_place(scenario, ("band", 1, "units"), (1, 1)) == \
            "Menhir, band Rollo"
        assert kit.mistake_place(scenario, ("village", 1), (2, 1)) == "Rask, village of bob"
        assert kit.mistake_place(scenario, ("homes", "2", 0), (0, 0)) == "Varn"
    drive(written(tmp_path, SET), run)
