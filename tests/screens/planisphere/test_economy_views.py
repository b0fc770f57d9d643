"""What the economy screens are given by the engine (`views.goods`, `forms`): the chest
grouped by rarity, the markets with their limits, the influence curves turn by turn,
and what the order form offers a unit from where it stands.

The world is `test_economy.build_world`: the Marches after five turns, with goods,
markets, a quest, a safe-conduct and an influence history written in.
"""

from __future__ import annotations

from pathlib import Path

from hexterm.engine.game import Game
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.orders import forms
from hexterm.engine.planisphere.orders.actions import Action, Verb
from hexterm.engine.planisphere.views import goods as views_goods
from hexterm.save import savegame
from hexterm.screens.planisphere.widgets.goods_fields import with_proposed
from tests.screens.planisphere.test_economy import build_world


def world(tmp_path: Path) -> Game:
    path = tmp_path / "g.hexsave"
    build_world(path)
    return savegame.load(path)


def test_the_chest_groups_resources_by_rarity(tmp_path: Path) -> None:
    game = world(tmp_path)
    chest = views_goods.chest(game.state, game.seat("alice"))
    assert (chest.da, chest.do) == (120, 12)
    assert [(r, [(g.name, g.count) for g in lines]) for r, lines in chest.goods] == [
        ("common", [("Bois", 30), ("Fer", 12), ("Sel", 4)]),
        ("rare", [("Glace pure", 3)]), ("mythic", [("Cristal de givre", 1)])]
    assert [(i.key, i.count, dict(i.effects)) for i in chest.items] == [
        ("arme-de-lumiere", 1, {"combat": 2, "tags": ["lumiere"],
                                "text": "Un sortilège qui éclaire les tombeaux."}),
        ("pioche", 1, {"exploit": 1, "capabilities": ["exploitant"]}),
        ("rhum", 2, {"influence": 1, "lasting": "session"})]
    gla11 = chest.carriers[0]
    # Berserkers du Nord: Inventaire 0, +1 from the Sacoches: 10 resources of room.
    assert (gla11.code, gla11.room, gla11.slots) == ("GLA11", 10, 1)
    assert [(g.name, g.count) for g in gla11.cargo] == [("Bois", 6), ("Sel", 2)]
    assert [g.name for g in gla11.gear] == ["Sacoches de cuir"]


def test_the_markets_with_their_limits_and_traders(tmp_path: Path) -> None:
    game = world(tmp_path)
    state, alice = game.state, game.seat("alice")
    shown = {m.place.label: m for m in views_goods.markets(state, alice)}
    assert len(shown) == len(state.nodes)  # every node, market or not
    d19, d11, g14 = shown["D19"], shown["D11"], shown["G14"]
    assert d19.lots is None and d19.quality == "cite"  # a Cité trades without limit
    assert d11.lots == 2  # a Camp with Inventaire 2: 2 lots of up to 10 a turn
    assert g14.lots == 4  # a Camp with Inventaire 4: 4 lots
    assert [(o.good, o.side, o.price, o.left, o.open) for o in d19.offers] == [
        ("bois", "sells", 2, 40, True), ("fer", "buys", 5, 30, True),
        ("sel", "sells", 1, 0, False), ("glace-pure", "buys", 25, 5, True)]
    assert (d19.open_count, d19.trades) == (3, 2)  # alice's faction traded twice there
    assert (d19.traders, d11.traders, g14.traders) == (("GLA11",), ("GLA12",), ("GLA14",))
    opened = {p.label: n for p, n in views_goods.open_listings(state).items()}
    assert opened == {"D19": (3, 4), "D11": (1, 1), "G14": (1, 2), "H06": (2, 2)}


def test_influence_curves_turn_by_turn(tmp_path: Path) -> None:
    game = world(tmp_path)
    state = game.state
    assert game.turn - 1 == 5  # five turns resolved: the curves run from 0 to 5
    curves = views_goods.hex_curves(state, Hex.parse("H12"), 5)
    # H12 starts at coelion 5, glaces 3, liberia 2; glaces +1 at turn 2 and -1 at 4;
    # liberia +1 at 3; coelion -1 at 4 and +1 at 5.
    assert [(c.key, c.values) for c in curves] == [
        ("coelion", (5, 5, 5, 5, 4, 5)), ("glaces", (3, 3, 4, 4, 3, 3)),
        ("liberia", (2, 2, 2, 3, 3, 3))]
    mine = {c.key: (c.name, c.values) for c in views_goods.faction_curves(state, "glaces", 5)}
    # D11: 4 at the start, +1 at turn 1, +1 at turn 3; E14 never changed.
    assert mine["D11"] == ("D11 Fort du Col-Blanc", (4, 5, 5, 6, 6, 6))
    assert mine["E14"] == ("E14", (2, 2, 2, 2, 2, 2))
    assert views_goods.at_each_turn([(0, 1), (2, 3)], 4) == (1, 1, 3, 3, 3)
    assert views_goods.at_each_turn([(0, 1), (6, 0)], 4) == (1, 1, 1, 1, 1, 1, 0)


def test_the_form_offers_the_economy_actions_that_can_be_done(tmp_path: Path) -> None:
    game = world(tmp_path)
    state, alice = game.state, game.seat("alice")
    verbs = {c.code: [v.value for v in c.verbs] for c in forms.commanded(state, alice)
             if c.place is not None}
    # GLA11 carries goods and has an item, the Cité D19 is next to it, the tomb is on
    # its hex; it is no Exploitant.
    assert verbs["GLA11"] == ["move", "attack", "defend", "recon", "equip", "unequip",
                              "load", "unload", "trade", "quest"]
    # GLA12, Inventaire 0, carries nothing: no load or unload; D11 is next to it.
    assert verbs["GLA12"] == ["move", "attack", "defend", "hide", "recon", "equip", "trade"]
    assert verbs["GLA13"] == ["defend", "recon"]  # Immobile, Équipement 0, no node near
    refused = {verb: str(why) for verb, why in forms.card_of(state, alice, "GLA13").refused}
    assert refused[Verb.EQUIP] == "Bastion de Givre has Équipement 0"
    assert refused[Verb.TRADE] == "no node within reach"
    assert forms.trade_nodes(state, alice, "GLA11") == [Hex.parse("D19")]
    # GLA12 moves 2: within 2 + 1 hexes of C11 stands only D11, next to it.
    assert forms.trade_nodes(state, alice, "GLA12") == [Hex.parse("D11")]
    assert [q.key for q in forms.quests_in_reach(state, alice, "GLA11")] == ["tombeau"]
    assert forms.quests_in_reach(state, alice, "GLA14") == []
    assert forms.carry_room(state, alice, "GLA11") == (8, 10)
    held = forms.documents_held(state, alice)
    assert [(d.code, d.kind, d.about, d.issuer) for d in held] == [
        ("D1", "safe-conduct", "Royaume des Glaces", "Empire de Libéria")]
    assert forms.documents_held(state, game.seat("bob")) == []
    # The Pioche de mineur makes its bearer Exploitant: Exploiter is offered then.
    assert Verb.EXPLOIT not in forms.card_of(state, alice, "GLA14").verbs
    state.units["GLA14"].gear = ("pioche",)
    assert Verb.EXPLOIT in forms.card_of(state, alice, "GLA14").verbs


def test_a_trade_from_the_market_takes_its_place_in_the_order() -> None:
    trade = Action(Verb.TRADE, place=Hex.parse("D19"), goods=(("bois", 10),))
    move, recon = Action(Verb.MOVE), Action(Verb.RECON)
    old_trade = Action(Verb.TRADE, sells=(("fer", 1),))
    assert with_proposed((), trade) == ((trade,), None)
    assert with_proposed((move,), trade) == ((move, trade), None)
    assert with_proposed((old_trade, move), trade) == ((trade, move), None)
    assert with_proposed((move, recon), trade) == ((move, trade), recon)  # said on the form
