"""Diplomacy: the paper lines' syntax, who sees which paper, contracts that cannot apply,
secession and the seats, the scenario's papers, and byte-identical replays.

The world: a 3 × 5 plain map (column 01 read downwards A01 … E01); Glaces owns the
camp Pontié at A01 (founded by alice) and lends Condottieri (Mercenaire: move 1,
combat 2, equipment 1, so 1 + 2 + 1 + 1 capability = 5 DA); Libéria owns a camp at
C02 and has 20 DA.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

import pytest

from hexterm.engine import game as games
from hexterm.engine import game_data, organiser
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError, ScenarioError
from hexterm.engine.planisphere.orders.lines import format_orders, parse_orders
from hexterm.engine.planisphere.orders.papers import PAPER_VERBS
from hexterm.engine.seats import Seat
from hexterm.export import export

SEATS = [Seat("alice", "glaces", ("commander", "diplomat", "cartographer")),
         Seat("bob", "liberia"), Seat("carol", "coelion"), Seat("dave", "glaces")]

WORLD: dict[str, Any] = {
    "map": {"cols": 3, "rows": 5, "terrain": ["..."] * 5, "legend": {".": ["plaine"]}},
    "item": [{"key": "lance", "name": "Lance", "combat": 1}],
    "unit_type": [{"key": "condottiere", "name": "Condottiere", "move": 1, "combat": 2,
                   "equipment": 1, "terrains": ["plaine"], "capabilities": ["mercenaire"]}],
    "faction": [
        {"key": "glaces", "name": "Royaume des Glaces", "prefix": "GLA",
         "catalogue": ["recrue", "condottiere"], "reserve": {"condottiere": 1}},
        {"key": "liberia", "name": "Empire de Libéria", "prefix": "LIB", "da": 20},
        {"key": "coelion", "name": "Coelion", "prefix": "COE"},
    ],
    "node": [{"hex": "A01", "name": "Pontié", "faction": "glaces", "founder": "alice"},
             {"hex": "C02", "name": "Camp de Libéria", "faction": "liberia"}],
    "annotation": [{"code": "N1", "seat": "alice", "hex": "C02", "title": "Ruines",
                    "text": "Un trésor."},
                   {"code": "N2", "seat": "alice", "hex": "B01", "title": "Gué",
                    "text": "Praticable."}],
}


def new(world: dict[str, Any] | None = None) -> games.Game:
    return games.new_game("planisphere", world or WORLD, SEATS, 1)


def play(game: games.Game, **orders: str) -> games.Game:
    for seat, text in orders.items():
        game = games.submit_orders(game, seat, text)
    return games.resolve(game, force=True)


def seen(game: games.Game, seat: str | None) -> dict[str, Any]:
    state: dict[str, Any] = export(game, game.seat(seat) if seat else None)["state"]
    return state


def test_every_paper_verb_reads_back_in_canonical_form() -> None:
    text = """
sauf-conduit à bob pour unité LIB1 tours 4, 3
contrat-mercenariat à bob type Condottiere objets lance jusqu'à 9
contrat-maître-arme a bob maître m1
engager d2 sur C02 SO
présenter d3
grand-accord proposer Paix du Nord avec liberia, coelion : Deux mots; pas trois
accord propose Trêve with coelion clauses alliance, Non-Agression
accord refuser a4
révéler n1 complet
faire-sécession glaces-libres Glaces Libres gll
rejoindre glaces-libres
"""
    # ';' separates actions: the accord's text stops at it, and 'pas trois' is read as
    # a line of its own, which is no verb at all.
    with pytest.raises(OrderSyntaxError, match="line 7: 'pas' is not a reserve order"):
        parse_orders(text)
    orders = parse_orders(text.replace("; pas trois", ", pas trois"))
    canonical = format_orders(orders)
    assert canonical.splitlines() == [
        "safe-conduct to bob for unit LIB1 turns 3,4",
        "mercenary-contract to bob kind condottiere items lance until 9",
        "master-contract to bob master M1",
        "hire D2 at C02 SW",
        "present D3",
        # No clause written: all three, written out.
        "accord propose Paix du Nord with liberia,coelion clauses "
        "passage,non-aggression,alliance : Deux mots, pas trois",
        # The clauses in their order, whatever the order and language they came in.
        "accord propose Trêve with coelion clauses non-aggression,alliance",
        "accord refuse A4",
        "reveal N1 full",
        "secede glaces-libres Glaces Libres GLL",
        "join glaces-libres",
    ]
    again = parse_orders(canonical)
    assert [replace(p, line=0) for p in again.papers] == [replace(p, line=0)
                                                          for p in orders.papers]
    assert {PAPER_VERBS[v] for v in PAPER_VERBS} == {
        "safe-conduct", "mercenary-contract", "master-contract", "hire", "present", "accord",
        "reveal", "secede", "join"}


@pytest.mark.parametrize(("text", "message"), [
    ("\nsafe-conduct to bob for bearer turns", "line 2: safe-conduct: 'turns' must list"),
    ("safe-conduct to bob for bearer turns 0", "a turn must be a whole number from 1"),
    ("mercenary-contract to bob kind x items", "'items' must name item keys"),
    ("mercenary-contract to bob kind x until soon", "'until' must be a whole number"),
    ("master-contract bob M1", "name the seat it is given to"),
    ("hire D2 at C02 S N", "name the contract and your node's hex"),
    ("accord propose Paix with liberia,liberia", "a faction is named twice"),
    ("accord quit A1", "write 'accord propose NAME"),
    ("accord propose Paix with liberia clauses paix", "'paix' is no clause: write 'clauses'"),
    ("accord propose Paix with liberia clauses", "'clauses' names none"),
    ("accord propose Paix with clauses passage", "name the factions after 'with'"),
    ("secede glaces-libres GLL", "write 'secede KEY NAME PREFIX'"),
])
def test_syntax_errors_name_the_line(text: str, message: str) -> None:
    with pytest.raises(OrderSyntaxError, match=message):
        parse_orders(text)


def test_documents_are_private_until_used_then_seen_by_the_issuers_faction() -> None:
    game = play(new(), alice="mercenary-contract to bob kind condottiere")
    for who, sees in (("alice", True), ("bob", True), ("carol", False), ("dave", False),
                      (None, True)):
        assert ("D1" in seen(game, who)["documents"]) is sees, who
    doc = seen(game, "bob")["documents"]["D1"]
    assert doc == {"kind": "mercenary", "issuer": "alice", "faction": "glaces",
                   "holder": "bob", "issued": 1, "used": 0, "scope": "", "subject": "",
                   "limit": "", "unit_kind": "condottiere", "items": [], "until": 0,
                   "master": ""}
    game = play(game, bob="hire D1 at C02")
    # Used: dave (Glaces, the faction it bound) sees it now; carol still does not.
    assert "D1" in seen(game, "dave")["documents"]
    assert "D1" not in seen(game, "carol")["documents"]
    assert seen(game, None)["units"]["GLA1"]["faction"] == "liberia"


def test_a_hire_whose_items_are_missing_keeps_the_contract() -> None:
    game = play(new(), alice="mercenary-contract to bob kind condottiere items lance")
    game = play(game, bob="hire D1 at C02")
    # Glaces' chest holds no lance: the contract cannot apply and stays with bob.
    result = next(e for e in game.log if e.turn == 2 and e.key == "reserve.hire")
    assert result.text == ("hire D1: failed: Royaume des Glaces's chest lacks the item lance; "
                           "the contract stays with you")
    assert game.state.documents["D1"].used == 0
    assert game.state.units["GLA1"].status.value == "reserve"
    assert game.state.factions["liberia"].da == 20


def test_accords_are_seen_by_their_parties_until_ratified() -> None:
    game = play(new(), alice="accord propose Pacte with liberia : secret")
    assert "A1" in seen(game, "bob")["accords"]
    assert "A1" not in seen(game, "carol")["accords"]
    assert seen(game, "alice")["accords"]["A1"] == {
        "name": "Pacte", "proposer": "glaces", "factions": ["glaces", "liberia"],
        "text": "secret", "accepted": ["glaces"], "status": "proposed",
        "clauses": ["passage", "non-aggression", "alliance"], "ratified": []}
    bob = Seat("bob", "liberia", ("commander", "diplomat"))
    game = replace(game, seats=(game.seats[0], bob, *game.seats[2:]))
    game = play(game, bob="accord accept A1")  # signed: it awaits the authorities
    assert seen(game, "bob")["accords"]["A1"]["status"] == "signed"
    assert "A1" not in seen(game, "carol")["accords"]
    for faction in ("glaces", "liberia"):  # each faction's authorities: the organiser
        game = organiser.act(game, f"ratify A1 {faction}", "it serves the crown")
    assert seen(game, "carol")["accords"]["A1"]["status"] == "ratified"


def test_annotations_are_private_until_revealed_and_the_text_only_in_full() -> None:
    game = new()
    assert set(seen(game, "alice")["annotations"]) == {"N1", "N2"}
    assert seen(game, "bob")["annotations"] == {}
    game = play(game, alice="reveal N1\nreveal N2 full")
    notes = seen(game, "bob")["annotations"]
    assert notes == {"N1": {"seat": "alice", "hex": "C02", "title": "Ruines", "revealed": True},
                     "N2": {"seat": "alice", "hex": "B01", "title": "Gué",
                            "text": "Praticable.", "revealed": True}}
    assert seen(game, "alice")["annotations"]["N1"]["text"] == "Un trésor."


def test_a_secession_moves_the_seat_and_later_cards_take_the_new_prefix() -> None:
    world = copy.deepcopy(WORLD)
    world["turns_per_session"] = 2
    world["unit"] = [{"type": "condottiere", "faction": "glaces", "hex": "B01",
                      "commander": "alice"}]
    game = play(new(world), alice="secede glaces-libres Glaces Libres GLL")
    assert game.seat("alice").faction == "glaces-libres"
    assert game.state.allegiance["alice"] == "glaces-libres"
    assert export(game, None)["seats"][0]["faction"] == "glaces-libres"
    # GLA2, the Condottiere on the map, joined the daughter's reserve, keeping its code.
    assert game.state.units["GLA2"].origin == "glaces-libres"
    # The orders of the new faction are checked as the new faction's: alice may not
    # order Glaces' cards any more.
    with pytest.raises(IllegalOrderError, match="the card is not in your faction's reserve"):
        games.submit_orders(game, "alice", "unit GLA1: deploy at A01")
    game = play(game)
    # Session 2 begins: the daughter's node Pontié makes 1 recruit + influence 1 = 2,
    # its reserve (1 card) is under its limit (10 × 2 = 20): two recruits, GLL1 and GLL2.
    new_cards = sorted(c for c, u in game.state.units.items() if u.origin == "glaces-libres")
    assert new_cards == ["GLA2", "GLL1", "GLL2"]


def test_scenario_papers_are_checked() -> None:
    for change, message in (
            ({"accord": [{"name": "X", "factions": ["glaces", "atlantis"]}]},
             "accord 'X': unknown faction 'atlantis'"),
            ({"accord": [{"name": "X", "factions": ["glaces"]}]},
             "accord 'X': factions must name at least 2 different factions"),
            ({"accord": [{"name": "X", "factions": ["glaces", "liberia"], "status": "maybe"}]},
             "accord 'X': status must be one of"),
            ({"accord": [{"name": "X", "factions": ["glaces", "liberia"],
                          "clauses": ["passage", "amitié"]}]},
             "accord 'X': 'amitié' is no clause; a clause is passage, non-aggression or "
             "alliance"),
            ({"accord": [{"name": "X", "factions": ["glaces", "liberia"], "clauses": []}]},
             "accord 'X': clauses names none"),
            ({"accord": [{"name": "X", "factions": ["glaces", "liberia"],
                          "clauses": "alliance"}]},
             "accord 'X': clauses must be a list of words"),
            ({"annotation": [{"code": "n9", "seat": "alice", "hex": "Z99", "title": "T"}]},
             "annotation 'N9': hex Z99 is off the map"),
            ({"annotation": [{"code": "N9", "seat": "alice", "hex": "A01"}]},
             "annotation 'N9': title must be a non-empty text")):
        with pytest.raises(ScenarioError, match=message):
            new({**WORLD, **change})


def test_the_same_papers_give_the_same_save() -> None:
    def run() -> dict[str, Any]:
        game = play(new(), alice="safe-conduct to bob for bearer session\n"
                                 "accord propose Pacte with liberia,coelion\nreveal N1")
        game = play(game, alice="mercenary-contract to bob kind condottiere")
        game = play(game, bob="hire D3 at C02 S")
        assert game.state.units["GLA1"].hex is not None
        return game_data.to_data(game)
    assert run() == run()


def test_an_autonome_unit_does_not_reuse_a_safe_conduct() -> None:
    world = copy.deepcopy(WORLD)
    world["unit_type"].append({"key": "eclaireur", "name": "Éclaireur", "move": 1,
                               "terrains": ["plaine"], "capabilities": ["autonome"]})
    world["unit"] = [{"type": "eclaireur", "faction": "liberia", "hex": "A03"}]
    game = play(new(world), alice="safe-conduct to bob for bearer")
    game = play(game, bob="unit LIB1: move S with D1")
    assert game.state.documents["D1"].used == 2
    # Turn 3: no new order; the last one is checked again and its safe-conduct is used.
    game = play(game)
    repeat = next(e for e in game.log if e.turn == 3 and e.key == "order.repeat")
    assert "with D1: D1 was already used on turn 2" in repeat.text
    assert game.state.units["LIB1"].hex is not None
    assert game.state.units["LIB1"].hex.label == "B03"


def test_the_papers_phases_are_the_resolutions() -> None:
    from hexterm.engine.planisphere.diplomacy.base import MOVE_PHASE, PHASE
    from hexterm.engine.planisphere.turn import PHASES
    assert (PHASES[0], PHASES[3]) == (PHASE, MOVE_PHASE)
