"""The economy screens driven by Pilot: the chest (c), the market of a node (m) and a
trade order written from it, the influence charts (h), and the order form's economy
fields (equip, load, trade, quest, a document attached).

The world is the built-in Marches, seed 3, alice (Royaume des Glaces) and bob (Empire
de Libéria), after five turns (game turn 6, session 2 turn 2), with goods, items,
markets, a quest, a safe-conduct and an influence history written in by `build_world`
(the economy's phases are not what is tested here). What alice's units can reach:
GLA11 (Berserkers du Nord, move 1, Équipement 1) on D18, next to the Cité D19;
GLA12 (Chasseurs des Cimes, move 2) on C11, next to the Camp D11; GLA14 (a Recrue,
move 1, Équipement 1, Inventaire 0) on G13, next to the Camp G14.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Label, Select, SelectionList, Static

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.diplomacy.papers import DocKind, Document, Scope
from hexterm.engine.planisphere.economy.goods import Item, Lasting, Listing, Resource, Side
from hexterm.engine.planisphere.influence import change_influence
from hexterm.engine.planisphere.quests.book import Choice, Quest, QuestOutcome
from hexterm.engine.planisphere.views import goods as views_goods
from hexterm.save import savegame
from hexterm.screens.planisphere.chest import ChestScreen
from hexterm.screens.planisphere.influence_chart import InfluenceChartScreen
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.market import MarketScreen
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.planisphere.widgets.order_form import ActionRow, OrderForm, PathField

TOMB = Quest("tombeau", Hex.parse("D18"), "Un ancien tombeau",
             "Un ancien tombeau a été découvert. Une inscription couvre sa façade.",
             tuple(Choice(letter, text, (QuestOutcome(),)) for letter, text in (
                 ("A", "L'explorer prudemment."),
                 ("B", "Prendre possession du tombeau quoi qu'il en coûte."),
                 ("C", "Laisser tomber, cela semble trop dangereux."),
                 ("D", "Attendre des renforts."))))


def build_world(path: Path) -> None:
    """The Marches after five turns, with the economy's goods written in."""
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    game = savegame.load(path)
    state = game.state
    state.session, state.turn_in_session = 2, 2
    # Whatever the built-in world starts with, these pictures hold only what is below.
    for faction in state.factions.values():
        faction.goods, faction.items = {}, {}
    for unit in state.units.values():
        unit.cargo, unit.gear = {}, ()
    for node in state.nodes.values():
        node.market, node.trades = [], {}
    state.quests, state.quests_known, state.documents = {}, {}, {}
    state.accords, state.annotations = {}, {}
    state.influence_log, state.boosts = [], []
    state.resources = {r.key: r for r in (
        Resource("bois", "Bois"), Resource("fer", "Fer"), Resource("sel", "Sel"),
        Resource("glace-pure", "Glace pure", "rare"),
        Resource("cristal", "Cristal de givre", "mythic"))}
    state.items = {i.key: i for i in (
        Item("arme-de-lumiere", "Arme de Lumière", combat=2, tags=frozenset({"lumiere"}),
             text="Un sortilège qui éclaire les tombeaux."),
        Item("pioche", "Pioche de mineur", exploit=1, capabilities=frozenset({"exploitant"})),
        Item("rhum", "Rhum de la Côte", influence=1, lasting=Lasting.SESSION),
        Item("sacoches", "Sacoches de cuir", inventory=1))}
    glaces = state.factions["glaces"]
    glaces.goods = {"bois": 30, "cristal": 1, "fer": 12, "glace-pure": 3, "sel": 4}
    glaces.items = {"arme-de-lumiere": 1, "pioche": 1, "rhum": 2}
    state.units["GLA11"].gear = ("sacoches",)
    state.units["GLA11"].cargo = {"bois": 6, "sel": 2}
    markets = {
        "D19": [Listing("bois", Side.SELLS, 2, 40), Listing("fer", Side.BUYS, 5, 30),
                Listing("sel", Side.SELLS, 1, 0), Listing("glace-pure", Side.BUYS, 25, 5)],
        "D11": [Listing("bois", Side.BUYS, 3, 20)],
        "G14": [Listing("sel", Side.SELLS, 1, 60), Listing("fer", Side.BUYS, 4, 0)],
        "H06": [Listing("fer", Side.SELLS, 6, 50), Listing("sel", Side.BUYS, 2, 100)],
    }
    for label, listings in markets.items():
        state.nodes[Hex.parse(label)].market = listings
    state.nodes[Hex.parse("D19")].trades = {"glaces": 2, "liberia": 1}
    state.quests = {TOMB.key: TOMB}
    state.quests_known = {"glaces": (TOMB.key,)}
    state.documents = {"D1": Document("D1", DocKind.SAFE_CONDUCT, "bob", "liberia", "alice",
                                      3, Scope.FACTION, "glaces")}
    # H12, the Duché de la Famille Pontié: glaces 3, liberia 2, coelion 5 at the start.
    duche, d11 = Hex.parse("H12"), Hex.parse("D11")
    for turn, place, faction, delta in ((2, duche, "glaces", 1), (3, duche, "liberia", 1),
                                        (4, duche, "glaces", -1), (4, duche, "coelion", -1),
                                        (5, duche, "coelion", 1), (1, d11, "glaces", 1),
                                        (3, d11, "glaces", 1)):
        change_influence(state, place, faction, delta, turn)
    savegame.save(path, replace(game, turn=6))


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    build_world(path)
    return path


Scenario = Callable[[HextermApp, Pilot[None]], Awaitable[None]]


def play(save: Path, scenario: Scenario, size: tuple[int, int] = (80, 24)) -> None:
    """Run `scenario` on alice's map, past the hand-off and the reports of turn 5."""

    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=size) as pilot:
            await pilot.press("enter", "escape")
            await pilot.pause()
            assert isinstance(app.screen, PlayScreen)
            await scenario(app, pilot)

    asyncio.run(run())


def text_of(app: HextermApp, selector: str) -> str:
    return "\n".join(str(w.render()) for w in app.screen.query(selector))


async def go(app: HextermApp, pilot: Pilot[None], label: str) -> None:
    app.screen.query_one(HexMap).go(*Hex.parse(label).to_offset())
    await pilot.pause()


async def choose(app: HextermApp, pilot: Pilot[None], n: int, verb: str) -> ActionRow:
    row = list(app.screen.query(ActionRow))[n - 1]
    row.query_one("#verb", Select).value = verb
    await pilot.pause()
    return row


def problem(row: ActionRow) -> str:
    label = row.query_one("#problem", Label)
    return str(label.render()) if label.display else ""


# --- the chest ------------------------------------------------------------------------


def test_the_chest_shows_money_resources_items_and_what_units_carry(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ChestScreen)
        left, right = text_of(app, "#chest-left"), text_of(app, "#chest-right")
        assert "120 DA · 12 DO" in left
        assert "Common  Bois 30 · Fer 12 · Sel 4" in left
        assert "Rare    Glace pure 3" in left
        assert "Mythic  Cristal de givre 1" in left
        assert "Arme de Lumière ×1\n   combat +2 · counts as lumiere\n" in left
        assert "Pioche de mineur ×1\n   Exploiter yield +1 · Exploitant" in left
        assert "Rhum de la Côte ×2\n   influence +1 on the hex, for the session" in left
        # GLA11 carries 6 + 2 = 8; Sacoches (+1 Inventaire) make room for 1 × 10.
        assert ("GLA11 Berserkers du Nord · D18\n   inventory 8/10: Bois 6 · Sel 2\n"
                "   equipped 1/1: Sacoches de cuir") in right
        assert "GLA13 Bastion de Givre · E12\n   carries nothing, equips nothing" in right
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)

    play(save, scenario)


def test_the_chest_is_only_the_seat_s_own_faction_s(save: Path) -> None:
    game = savegame.load(save)
    bob = views_goods.chest(game.state, game.seat("bob"))
    assert bob.name == "Empire de Libéria" and (bob.da, bob.do) == (200, 20)
    assert all(not lines for _, lines in bob.goods) and not bob.items
    assert [c.code for c in bob.carriers] == ["LIB14", "LIB15", "LIB16", "LIB17"]


# --- the markets ----------------------------------------------------------------------


def test_the_market_of_the_node_next_to_the_cursor(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await go(app, pilot, "D19")
        assert "market: 3/4 open (m)" in text_of(app, "#hex")  # the side panel says so
        await go(app, pilot, "D18")  # GLA11's hex: the Cité D19 is next to it
        await pilot.press("m")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MarketScreen) and screen.market.place.label == "D19"
        info = text_of(app, "#market-info")
        assert "Cité · Royaume des Glaces\nno limit per turn (a Cité)" in info
        assert "your transactions this session: 2" in info
        rows = [str(w.render()) for w in screen.query("#listings Label")]
        assert rows == ["Bois          sells    2 DA     40",
                        "Fer           buys     5 DA     30",
                        "Sel           sells    1 DA closed",
                        "Glace pure    buys    25 DA      5"]
        assert len(screen.query("#listings Input")) == 3  # none beside the closed listing
        # Up the list: the Camp D11, Inventaire 2, trades 2 lots a turn, a lot being up to
        # 10 of one commodity ("un camp avec 📦2 peut Vendre 10 Rose Impériale et Acheter
        # 10 Viandes").
        await pilot.press("up")
        await pilot.pause()
        assert screen.market.place.label == "D11"
        assert "2 lots a turn, each ≤10 of one commodity" in text_of(app, "#market-info")
        assert "None of your units" not in text_of(app, "#market-have")  # GLA12 is next to it
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)

    play(save, scenario)


def test_a_trade_order_is_written_from_the_market(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await go(app, pilot, "D18")
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("ctrl+s")  # nothing typed yet: it says what is missing
        await pilot.pause()
        assert isinstance(app.screen, MarketScreen)
        assert "Type an amount beside a listing" in text_of(app, "#market-problem")
        bois, fer, _glace = app.screen.query("#listings Input")
        bois.focus()
        await pilot.press("1", "0")
        fer.focus()
        await pilot.press("5")
        await pilot.pause()
        # 10 Bois at 2 DA = 20 DA paid; 5 Fer at 5 DA = 25 DA received.
        assert text_of(app, "#market-total") == "You pay 20 DA and receive 25 DA."
        assert app.screen.query_one("#trader", Select).value == "GLA11"
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayScreen)
        form = screen.query_one(OrderForm)
        assert form.code == "GLA11"
        assert form.line() == "unit GLA11: trade at D19 buy bois:10 sell fer:5\n"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not screen.query(OrderForm)
        assert screen.draft == "unit GLA11\n  trade at D19 buy bois:10 sell fer:5\n"

    play(save, scenario)


# --- the influence charts -------------------------------------------------------------


def test_the_chart_of_a_hex_shows_every_faction_turn_by_turn(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await go(app, pilot, "H12")
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, InfluenceChartScreen)
        assert "Influence on H12 Duché de la Famille Pontié" in text_of(app, "#chart-heading")
        chart = text_of(app, "#chart")
        # Coelion: 5 from the start, 4 after turn 4, 5 again after turn 5. At 80 columns
        # the names take 18, and the 6 turns (0 to 5) 6 columns each: the digits of the
        # changes stand 4 × 6 = 24 and 6 columns apart.
        assert "\n" + " " * 19 + "5" + " " * 23 + "4" + " " * 5 + "5" in chart
        lines = chart.split("\n")
        assert lines[0].startswith("Coelion ") and lines[3].endswith("  5")
        assert "Royaume des Glaces" in chart and "Empire de Libéria" in chart
        axis = text_of(app, "#chart-axis")
        assert "turn 0     1     2     3     4     5" in axis
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)

    play(save, scenario)


def test_the_chart_of_the_faction_from_the_chest(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await pilot.press("c", "h")
        await pilot.pause()
        assert isinstance(app.screen, InfluenceChartScreen)
        chart = text_of(app, "#chart")
        # D11: 4 at the start, 5 after turn 1, 6 after turn 3. The names take 20 columns
        # at most, the turns 6 each: the changes' digits stand 6 and 2 × 6 apart.
        assert chart.startswith("D11 Fort du Col-Bla… ")
        assert "\n" + " " * 21 + "4" + " " * 5 + "5" + " " * 11 + "6" in chart
        assert "E14" in chart and "K13" in chart

    play(save, scenario)


# --- the order form's economy fields ---------------------------------------------------


def test_equip_an_item_of_the_chest_from_the_form(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await go(app, pilot, "G13")
        await pilot.press("enter")
        await pilot.pause()
        form = app.screen.query_one(OrderForm)
        assert form.code == "GLA14"
        row = await choose(app, pilot, 1, "equip")
        assert problem(row) == "tick at least one item"
        items = row.query_one("#equip", SelectionList)
        assert [str(items.get_option_at_index(i).prompt) for i in range(items.option_count)] \
            == ["Arme de Lumière ×1", "Pioche de mineur ×1", "Rhum de la Côte ×2"]
        items.focus()
        await pilot.press("space")  # the first: Arme de Lumière
        await pilot.pause()
        assert problem(row) == ""
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.draft == "unit GLA14\n  equip arme-de-lumiere\n"

    play(save, scenario)


def test_a_refused_economy_action_shows_its_problem_under_it(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await go(app, pilot, "D18")
        await pilot.press("enter")
        await pilot.pause()
        # GLA11 has Équipement 1 and already has Sacoches equipped: a second item is
        # one too many for the rules.
        row = await choose(app, pilot, 1, "equip")
        assert "equipped now: Sacoches de cuir" in str(row.query_one("#hint", Static).render())
        row.query_one("#equip", SelectionList).select("pioche")
        await pilot.pause()
        assert problem(row).startswith("unit GLA11: equip:")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.query(OrderForm) and app.screen.draft == ""
        # Loading and unloading in one turn: the second row says it.
        await choose(app, pilot, 1, "load")
        second = await choose(app, pilot, 2, "unload")
        assert problem(second) == "a unit cannot load and unload in one turn: choose one"

    play(save, scenario)


def test_load_goods_and_resolve_a_quest(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await go(app, pilot, "D18")
        await pilot.press("enter")
        await pilot.pause()
        row = await choose(app, pilot, 1, "load")
        amounts = {box.name: box for box in row.query_one("#load").query(Input)}
        assert list(amounts) == ["bois", "cristal", "fer", "glace-pure", "sel"]
        amounts["bois"].value = "2"  # 8 carried + 2 = 10, the Inventaire's room
        second = await choose(app, pilot, 2, "quest")
        letters = second.query_one("#letter", Select)
        assert [v for _, v in letters._options if isinstance(v, str)] == [
            "tombeau:A", "tombeau:B", "tombeau:C", "tombeau:D"]
        assert "D18 · Un ancien tombeau" in str(second.query_one("#hint", Static).render())
        letters.value = "tombeau:B"
        await pilot.pause()
        assert app.screen.query_one(OrderForm).line() == "unit GLA11: load bois:2; quest B\n"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.draft == "unit GLA11\n  load bois:2\n  quest B\n"

    play(save, scenario)


def test_a_document_held_is_attached_to_a_move(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await go(app, pilot, "C11")
        await pilot.press("enter")
        await pilot.pause()
        row = await choose(app, pilot, 1, "move")
        row.query_one(PathField).focus()
        await pilot.press("w")
        papers = row.query_one("#papers", SelectionList)
        assert papers.display and str(papers.get_option_at_index(0).prompt) == (
            "attach D1 · a safe-conduct · Empire de Libéria")
        papers.select("D1")
        await pilot.pause()
        assert app.screen.query_one(OrderForm).line() == "unit GLA12: move N with D1\n"

    play(save, scenario)


def test_an_order_written_as_text_comes_back_whole_in_the_form(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        screen = app.screen
        assert isinstance(screen, PlayScreen)
        screen.draft = ("unit GLA11\n  trade at D19 buy bois:10 sell fer:5 glace-pure:1\n"
                        "  equip arme-de-lumiere with D1\n")
        await go(app, pilot, "D18")
        await pilot.press("enter")
        await pilot.pause()
        form = screen.query_one(OrderForm)
        assert form.line() == ("unit GLA11: trade at D19 buy bois:10 sell fer:5 glace-pure:1; "
                               "equip arme-de-lumiere with D1\n")

    play(save, scenario)
