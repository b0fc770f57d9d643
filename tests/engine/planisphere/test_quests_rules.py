"""Quests: the scenario tables and their errors, what each seat sees, the reveal event,
the weapon master codes, market listings, and byte-identical saves after quests."""

from __future__ import annotations

import copy
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from hexterm.engine import game as games
from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.economy.goods import Listing, Side
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.quests import phase as quests
from hexterm.engine.planisphere.quests.book import NewListing
from hexterm.engine.planisphere.quests.outcome import choose_outcome, master_code, open_listing
from hexterm.engine.planisphere.turn import PHASES
from hexterm.engine.seats import Seat
from hexterm.save import savegame

CASES = Path(__file__).parents[2] / "cases" / "planisphere"
TOMB: dict[str, Any] = tomllib.loads((CASES / "quest_tomb.toml").read_text())["scenario"]
SEATS = [Seat("alice", "glaces"), Seat("bob", "liberia")]


def tomb(**changes: Any) -> dict[str, Any]:
    """The tomb case's world, with its first quest's fields changed."""
    data = copy.deepcopy(TOMB)
    data["quest"][0].update(changes)
    return data


def new(data: dict[str, Any] | None = None) -> games.Game:
    return games.new_game("planisphere", data or TOMB, SEATS, 1)


def play(game: games.Game, **orders: str) -> games.Game:
    for seat, text in orders.items():
        game = games.submit_orders(game, seat, text)
    return games.resolve(game, force=True)


def state_of(game: games.Game) -> PlanState:
    state = game.state
    assert isinstance(state, PlanState)
    return state


def test_the_phase_names_are_the_resolutions() -> None:
    assert PHASES[5] == quests.PHASE_RECON
    assert PHASES[9] == quests.PHASE_QUESTS


def test_the_tomb_is_read_with_its_choices_in_letter_order() -> None:
    quest = state_of(new()).quests["tombeau"]
    assert quest.hex == Hex.parse("B02")
    assert [c.letter for c in quest.choices] == ["A", "B", "C", "D"]
    b = quest.choice("b")
    assert b is not None and [o.needs for o in b.outcomes] == [("arme-de-lumiere",), ()]
    assert dict(b.outcomes[0].goods) == {"diamant": 1, "emeraude": 1, "saphir": 1}
    assert b.outcomes[0].do == 10 and b.outcomes[1].unit == "destroyed"


def _choice(letter: str, **outcome: Any) -> dict[str, Any]:
    return {"letter": letter, "text": f"choice {letter}",
            "outcome": [{"text": "it happens", **outcome}]}


TWO = [_choice("A"), _choice("B")]


@pytest.mark.parametrize(("changes", "message"), [
    ({"colour": "red"}, "quest 'tombeau': unknown field 'colour'"),
    ({"choice": TWO[:1]}, "quest 'tombeau': a quest has 2 to 4 choices ([[quest.choice]]), "
                          "not 1"),
    ({"choice": TWO * 2 + [_choice("A")]}, "2 to 4 choices ([[quest.choice]]), not 5"),
    ({"choice": [_choice("A"), _choice("E")]}, "quest 'tombeau' choice: letter must be A, B, "
                                               "C or D, not 'E'"),
    ({"choice": [_choice("A"), _choice("a")]}, "quest 'tombeau': choice A is written twice"),
    ({"choice": [_choice("A"), {"letter": "B", "text": "b", "outcome": [
        {"text": "first"}, {"text": "second"}]}]},
     "quest 'tombeau' choice B: outcome 2 can never happen: outcome 1 needs nothing"),
    ({"choice": [_choice("A", needs=["torche"]), _choice("B")]},
     "quest 'tombeau' choice A outcome 1: needs 'torche', which is neither an item key nor "
     "an item tag"),
    ({"choice": [_choice("A", goods={"or": 1}), _choice("B")]},
     "quest 'tombeau' choice A outcome 1: goods names unknown resource 'or'"),
    ({"choice": [_choice("A", goods={"diamant": 0}), _choice("B")]},
     "goods 'diamant' must be a whole number from 1 to 1000000000, not 0"),
    ({"choice": [_choice("A", items={"couronne": 1}), _choice("B")]},
     "items names unknown item 'couronne'"),
    ({"choice": [_choice("A", master="golem"), _choice("B")]},
     "master names unknown unit type 'golem'"),
    ({"choice": [_choice("A", unit="eaten"), _choice("B")]},
     "unit must be \"\", \"destroyed\" or \"dissolved\", not 'eaten'"),
    ({"choice": [_choice("A", ends="yes"), _choice("B")]}, "ends must be true or false"),
    ({"choice": [_choice("A", influence=7), _choice("B")]},
     "influence must be a whole number from -6 to 6, not 7"),
    ({"choice": [_choice("A", listing={"hex": "B02", "good": "diamant", "side": "gives",
                                       "price": 1, "quantity": 1}), _choice("B")]},
     "choice A outcome 1 listing: side must be 'buys' or 'sells', not 'gives'"),
    ({"choice": [_choice("A", listing={"hex": "Z09", "good": "diamant", "side": "buys",
                                       "price": 1, "quantity": 1}), _choice("B")]},
     "listing: hex Z09 is off the 3×4 map"),
    ({"choice": [_choice("A", text=""), _choice("B")]},
     "quest 'tombeau' choice A outcome 1: text must be a non-empty text"),
    ({"hex": "D04"}, "quest 'tombeau': hex D04 is off the 3×4 map"),
    ({"title": ""}, "quest 'tombeau': title must be a non-empty text"),
])
def test_scenario_errors_name_the_quest_choice_and_field(changes: dict[str, Any],
                                                        message: str) -> None:
    with pytest.raises(ScenarioError, match=re.escape(message)):
        new(tomb(**changes))


def test_one_quest_per_hex_and_one_key_per_quest() -> None:
    data = copy.deepcopy(TOMB)
    data["quest"].append({**copy.deepcopy(data["quest"][0]), "key": "crypte"})
    with pytest.raises(ScenarioError, match="quest 'crypte': hex B02 already holds quest "
                                            "'tombeau'; a hex holds one quest at most"):
        new(data)
    data["quest"][1].update(key="tombeau", hex="A01")
    with pytest.raises(ScenarioError, match="quest 'tombeau': the key is used by another"):
        new(data)


def test_a_choice_may_have_no_outcome_and_needs_may_be_tags() -> None:
    data = tomb(choice=[{"letter": "A", "text": "Regarder"},
                        _choice("B", needs=["sortilege"])])
    quest = state_of(new(data)).quests["tombeau"]
    a, b = quest.choices
    assert a.outcomes == () and b.outcomes[0].needs == ("sortilege",)


def test_each_seat_sees_the_quests_its_faction_knows_and_the_organiser_all() -> None:
    game = new()
    assert game.rules.view(game.state, SEATS[0])["quests"] == {}
    organiser = game.rules.view(game.state, None)
    assert list(organiser["quests"]) == ["tombeau"] and organiser["quests_known"] == {}
    game = play(game, alice="unit GLA1: recon S")
    seen = game.rules.view(game.state, SEATS[0])
    assert seen["quests"] == {"tombeau": {
        "hex": "B02", "title": "Un ancien tombeau",
        "text": "Un ancien tombeau a été découvert. Une inscription est écrite en façade.",
        "hint": "Traduit, le texte ancien dit qu'un sortilège d'Arme de Lumière est "
                "nécessaire.",
        "choices": {"A": "L'explorer prudemment. L'unité rebrousse chemin en cas de problème.",
                    "B": "Prendre possession du tombeau quoi qu'il en coûte.",
                    "C": "Laisser tomber, ça semble trop dangereux.",
                    "D": "Attendre des renforts pour y aller."}}}
    assert "quests_known" not in seen
    assert game.rules.view(game.state, SEATS[1])["quests"] == {}
    assert game.rules.view(game.state, None)["quests_known"] == {"glaces": ["tombeau"]}


def test_the_reveal_event_goes_to_the_commander_once() -> None:
    game = play(new(), alice="unit GLA1: recon S")
    revealed = [e for e in game.log if e.key == "quest.revealed"]
    assert len(revealed) == 1
    event = revealed[0]
    assert event.seen_by == ("alice",) and event.phase == "6 recon"
    assert event.args["quest"] == "tombeau" and event.args["hex"] == "B02"
    assert event.args["title"] == "Un ancien tombeau" and event.args["unit"] == "GLA1"
    assert list(event.args["choices"]) == ["A", "B", "C", "D"]
    assert not [e for e in games.report(game, "bob") if e.key == "quest.revealed"]
    # GLA2 stands on the tomb: its recon finds a quest Glaces already knows.
    game = play(game, alice="unit GLA2: recon")
    assert not [e for e in game.log if e.key == "quest.revealed" and e.turn == 2]


def test_no_outcome_when_every_outcome_needs_what_the_unit_lacks() -> None:
    state = state_of(new(tomb(choice=[_choice("A", needs=["sortilege"]), _choice("B")])))
    unit = state.units["GLA2"]
    choice = state.quests["tombeau"].choice("A")
    assert choice is not None and choose_outcome(state, unit, choice) is None
    unit.gear = ("arme-de-lumiere",)  # tagged 'sortilege'
    assert choose_outcome(state, unit, choice) is choice.outcomes[0]


def test_weapon_master_codes_skip_every_factions_numbers() -> None:
    state = state_of(new())
    glaces, liberia = state.factions["glaces"], state.factions["liberia"]
    assert master_code(state, glaces) == "GLAM1"
    glaces.masters.update({"GLAM1": "eclaireurs", "GLA7": "eclaireurs"})
    liberia.masters["GLAM4"] = "eclaireurs"  # given away by a contract, kept its code
    assert master_code(state, glaces) == "GLAM5"
    assert master_code(state, liberia) == "LIBM1"


def test_a_listing_replaces_the_same_good_and_side_and_needs_a_node() -> None:
    data = copy.deepcopy(TOMB)
    data["node"] = [{"hex": "D01", "name": "Camp", "faction": "glaces"}]
    state = state_of(new(data))
    node = state.nodes[Hex.parse("D01")]
    node.market = [Listing("diamant", Side.BUYS, 9, 1), Listing("diamant", Side.SELLS, 3, 4)]
    text = open_listing(state, NewListing(Hex.parse("D01"), "diamant", Side.SELLS, 5, 7))
    assert str(text) == "Camp now sells 7 diamant at 5 DA"
    assert node.market == [Listing("diamant", Side.BUYS, 9, 1),
                           Listing("diamant", Side.SELLS, 5, 7)]
    open_listing(state, NewListing(Hex.parse("D01"), "saphir", Side.BUYS, 2, 3))
    assert node.market[-1] == Listing("saphir", Side.BUYS, 2, 3)
    assert str(open_listing(state, NewListing(Hex.parse("A01"), "saphir", Side.BUYS, 2, 3))) \
        == "no node stands at A01: no listing is opened"


def test_an_attack_and_a_quest_are_checked_at_resolution() -> None:
    game = play(new(), alice="unit GLA1: recon S")
    # GLA1 attacks LIB1 at C02: where it ends depends on the battle, so the order passes.
    games.check_orders(game, "alice", "unit GLA1\n  attack LIB1\n  quest A")


def test_the_same_orders_give_the_same_save_bytes_and_quests_survive_a_save(
        tmp_path: Path) -> None:
    def run() -> games.Game:
        game = play(new(), alice="unit GLA1: recon S")
        return play(game, alice="unit GLA2\n  equip arme-de-lumiere\n  quest B\n"
                                "unit GLA3: quest A")
    first, second = run(), run()
    assert savegame.encode(first) == savegame.encode(second)
    path = tmp_path / "q.json"
    game = play(new(), alice="unit GLA1: recon S")
    savegame.save(path, game)
    loaded = savegame.load(path)
    assert savegame.encode(loaded) == savegame.encode(game)
    assert state_of(loaded).quests == state_of(game).quests
    assert state_of(loaded).quests_known == {"glaces": ("tombeau",)}
