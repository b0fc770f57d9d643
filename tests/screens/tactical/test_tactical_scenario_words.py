"""A scenario's own words on the tactical board: the unit panel names a class by its name
(the sheet's, translated; the one a scenario's `[classes.KEY]` gives, as given; "class
KEY" for a new class given no name), on the board's screen as a player sees it; the
scenario's refusals (the class table's and the others) said in French; and the refused
flight of a troop on top of a character (reading T30) in French."""

from __future__ import annotations

import asyncio
import tomllib
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Static

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.engine.errors import ScenarioError
from hexterm.engine.seats import Seat
from hexterm.engine.tactical.scenario import read_battle
from hexterm.engine.tactical.views import card
from hexterm.save import savegame
from hexterm.screens.shared.common import sentence
from hexterm.screens.tactical.panels import card_text
from hexterm.screens.tactical.play import TacticalScreen
from tests.helpers.waits import until

# The ford with a class of its own for the Spears (W, given no name) and the sheet's
# mounted row renamed for the Riders.
CLASSES = {"S": {"name": "knights"}, "W": {"base": 2, "ground": {"clear": 1, "road": 1}}}


def the_ford_with_classes() -> dict[str, Any]:
    scenario = tomllib.loads((files("hexterm") / "scenarios" / "tactical.toml").read_text())
    scenario["classes"] = CLASSES
    scenario["unit"] = [{**u, "movement": "W"} if u["name"] == "Spears" else u
                        for u in scenario["unit"]]
    return scenario


@pytest.mark.parametrize(("lang", "spears", "riders", "axes"), [
    ("en", "formation of 8 · class W", "troop of 4 · knights", "formation of 8 · foot"),
    ("fr", "formation de 8 · classe W", "troupe de 4 · knights", "formation de 8 · infanterie"),
])
def test_the_unit_panel_names_a_scenarios_classes(lang: str, spears: str, riders: str,
                                                   axes: str) -> None:
    battle = read_battle(the_ford_with_classes(), ["alice", "bob"])
    i18n.set_language(lang)
    try:
        said = {u.name: card_text(card(battle, u)).splitlines()[0] for u in battle.units}
    finally:
        i18n.set_language("en")
    assert said["Spears"].endswith(spears) and said["Riders"].endswith(riders)
    assert said["Axes"].endswith(axes)


@pytest.mark.parametrize(("speak", "said"), [("en", "Spears (alice) · formation of 8 · class W"),
                                             ("fr", "Spears (alice) · formation de 8 · classe W")],
                         indirect=["speak"])
def test_the_board_shows_the_class_of_the_unit_under_the_cursor(tmp_path: Path, speak: None,
                                                                said: str) -> None:
    game = games.new_game("tactical", the_ford_with_classes(),
                          [Seat("alice", "North"), Seat("bob", "South")], 1)
    save = tmp_path / "ford.hexsave"
    savegame.save(save, game)

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TacticalScreen), "the board")
            await until(pilot, lambda: said in str(
                app.screen.query_one("#tac-here", Static).render()), "Spears' card")

    asyncio.run(go())


def test_a_new_class_is_named_by_the_scenario_or_class_key() -> None:
    battle = read_battle({**the_ford_with_classes(), "classes": {
        **CLASSES, "K": {"name": " Knights ", "base": 3, "ground": {"clear": 1}}}},
        ["alice", "bob"])
    assert (battle.classes["W"].name, battle.classes["K"].name,
            battle.classes["S"].name, battle.classes["1"].name) == (
        "class W", "Knights", "knights", "foot")
    with pytest.raises(ScenarioError, match="class S: name is the class's name, not 3"):
        read_battle({**the_ford_with_classes(), "classes": {"S": {"name": 3}}},
                    ["alice", "bob"])


BOARD: dict[str, Any] = {"size": [3, 2]}
UNIT = {"name": "X", "seat": "alice", "at": "A01"}


@pytest.mark.parametrize(("scenario", "french"), [
    ({"classes": {"S": {"speed": 4}}},
     "classe S : champ inconnu «\u00a0speed\u00a0» (les champs d'une classe : name, base, "
     "reorient, about, ground, cave, rough_side, changes, hex_or_place, hex_and_place)"),
    ({"classes": {"K": {"base": 2}}},
     "classe K : une nouvelle classe demande son champ ground"),
    ({"classes": {"1": {"base": 1.25}}},
     "classe 1 : base est un nombre de PMvt par demi-points, \"-\", \"minimal\" ou \"all\", "
     "pas 1.25"),
    ({"classes": {"1": {"ground": {"road": 0.3}}}},
     "classe 1 : ground.road est un nombre de PMvt par demi-points, \"-\", \"minimal\" ou "
     "\"all\", pas 0.3"),
    ({"classes": {"1": {"ground": {"lava": 1}}}},
     "classe 1 : ground n'a pas de terrain «\u00a0lava\u00a0»"),
    ({"classes": {"1": {"ground": 2}}},
     "classe 1 : ground est une table de terrains (road, clear, rough, difficult, water)"),
    ({"classes": {"1": {"reorient": 1}}},
     "classe 1 : reorient est [PREMIER SOMMET, CHAQUE SUIVANT]"),
    ({"classes": {"1": {"reorient": [0, "-"]}}},
     "classe 1 : reorient est deux nombres de PMvt"),
    ({"classes": {"1": {"changes": ["swim"]}}},
     "classe 1 : changes énumère des placements parmi deep-infiltration, "
     "close-infiltration, ground, close-flight, flight"),
    ({"classes": {"1": 3}}, "classe 1 n'est pas une table"),
    ({"classes": [1]}, "les [classes.CLÉ] doivent être des tables"),
    ({"classes": {"1": {"name": ""}}},
     "classe 1 : name est le nom de la classe, pas «\u00a0\u00a0»"),
    ({"size": [3]}, "size est [COLONNES, RANGÉES], pas [3]"),
    ({"size": [3, "x"]}, "le nombre de rangées de size est un nombre entier de 2 à 128, "
                         "pas «\u00a0x\u00a0»"),
    ({"ground": ["..."]}, "ground est une liste de 2 rangées de lettres"),
    ({"ground": ["...", ".."]},
     "la rangée 2 de ground fait 3 lettres, pas «\u00a0..\u00a0»"),
    ({"ground": ["...", "..x"]},
     "rangée 2 de ground : une lettre est parmi ., =, r, d, ~, C, pas «\u00a0x\u00a0»"),
    ({"side": [{"between": ["A01"]}]}, "côté 1 : between est [HEX, HEX]"),
    ({"side": [{"between": ["A01", "C02"]}]}, "côté 1 : C02 est hors du plateau de 3×2"),
    ({"size": [4, 3], "side": [{"between": ["A01", "C01"]}]},
     "côté 1 : A01 et C01 ne sont pas voisins"),
    ({"side": [{"between": ["A01", "B01"], "kind": "wall"}]},
     "côté 1 : kind est parmi rough, road, pas «\u00a0wall\u00a0»"),
    ({"unit": [3]}, "unité 1 n'est pas une table"),
    ({"unit": {"x": 1}}, "les [[unit]] doivent être des tables"),
    ({"unit": [{**UNIT, "name": "a b"}]},
     "unité 1 : son nom est d'un seul mot, pas «\u00a0a b\u00a0»"),
    ({"unit": [UNIT, UNIT]}, "unité 2 : deux unités s'appellent X"),
    ({"unit": [{**UNIT, "at": "?"}]},
     "unité 1 : «\u00a0?\u00a0» n'est pas une étiquette d'hex (la lettre d'une rangée, puis "
     "le numéro d'une colonne, comme B04)"),
    ({"unit": [{**UNIT, "at": "Z01"}]}, "unité 1 : Z01 est hors du plateau de 3×2"),
    ({"unit": [{**UNIT, "facing": "Q"}]},
     "unité 1 : facing est N, NE, SE, S, SW ou NW, pas «\u00a0Q\u00a0»"),
    ({"unit": [{**UNIT, "movement": "W"}]},
     "unité 1 : movement est parmi 1, S, LL, C, V, A, pas «\u00a0W\u00a0»"),
    ({"unit": [{**UNIT, "shaken": 2}]}, "unité 1 : shaken est true ou false, pas 2"),
    ({"unit": [{**UNIT, "seat": "carol"}]},
     "les camps du scénario (carol) sont chacun à un joueur : il se joue à 1 joueur, pas 2"),
    ({"origin": 3},
     "origin est {place = …, units = [[NOM SUR LE PLATEAU, CAMP, NOM], …]}"),
])
def test_a_scenarios_refusals_in_french(scenario: dict[str, Any], french: str) -> None:
    with pytest.raises(ScenarioError) as refused:
        read_battle({**BOARD, **scenario}, ["alice", "bob"])
    i18n.set_language("fr")
    try:
        assert sentence(refused.value) == french
    finally:
        i18n.set_language("en")


def test_a_troop_on_top_of_a_character_is_refused_its_flight_in_french() -> None:
    """Reading T30, as the board says it: "Guard flee with Hero" refused, in French."""
    from hexterm.engine.errors import IllegalOrderError
    from hexterm.engine.tactical.activation import checked, read_activation

    battle = read_battle({"size": [8, 8], "unit": [
        {"name": "Guard", "seat": "alice", "at": "D05", "rout": True},
        {"name": "Hero", "seat": "alice", "kind": "character", "at": "D05"},
        {"name": "Far", "seat": "bob", "at": "H05"}]}, ["alice", "bob"])
    with pytest.raises(IllegalOrderError) as refused:
        checked(battle, "alice", read_activation("Guard flee with Hero: C05 → B05"))
    i18n.set_language("fr")
    try:
        assert sentence(refused.value) == (
            "Guard est devant Hero : une unité devant dans une pile ne fuit pas, même en "
            "portant les personnages derrière elle")
    finally:
        i18n.set_language("en")


def test_a_campaign_battles_board_refusals_in_french() -> None:
    """The board made of a campaign's battle, and handed back (engine/tactical/campaign.py):
    its refusals, raised by the engine, said in French."""
    from dataclasses import replace

    from hexterm.engine.battle import BattleResult, Side, UnitResult
    from hexterm.engine.dice import SeededDice
    from hexterm.engine.errors import HextermError
    from hexterm.engine.tactical.campaign import board_scenario, handed_back

    side = Side(("alice",), (UnitResult("Grak", 3, 3),))
    two = BattleResult("Here", (side, replace(side, seats=("bob",))))
    battle = read_battle(board_scenario(two, SeededDice(1)), ["alice", "bob"])
    refusals = []
    for refused in (lambda: board_scenario(replace(two, sides=(side,)), SeededDice(1)),
                    lambda: handed_back(battle, two, "alice", {"Wolves": 1}),
                    lambda: handed_back(battle, two, "carol")):
        with pytest.raises(HextermError) as said:
            refused()
        refusals.append(said.value)
    i18n.set_language("fr")
    try:
        assert [sentence(r) for r in refusals] == [
            "le plateau tactique oppose deux camps d'un seul joueur chacun",
            "Wolves n'est pas une unité de cette bataille",
            "carol ne livre pas cette bataille (alice, bob)"]
    finally:
        i18n.set_language("en")
