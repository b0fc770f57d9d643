"""Novlémia's tables, orders, scenarios, saves and errors (the rules themselves are
pinned by the case files in tests/cases/novlemia/)."""

from __future__ import annotations

from typing import Any

import pytest

from hexterm.engine import game as games
from hexterm.engine.errors import (
    HextermError,
    IllegalOrderError,
    OrderSyntaxError,
    RulesetError,
    ScenarioError,
    SeatError,
)
from hexterm.engine.hexgrid import Hex
from hexterm.engine.novlemia.orders import Verb, format_orders, parse_orders
from hexterm.engine.novlemia.ruleset import NOVLEMIA
from hexterm.engine.novlemia.tables import (
    NEIGHBOUR_TABLE,
    RANDOM_TERRAIN,
    RESOURCE_TABLE,
    Goods,
    Terrain,
    parse_goods,
)
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat

SEATS = [Seat("alice", "scanthenie"), Seat("bob", "valdorie")]


def world(**extra: Any) -> dict[str, Any]:
    return {"ruleset": "novlemia", "turns": 4, "map": {"cols": 6, "rows": 6},
            "faction": [{"key": "scanthenie", "name": "Scanthénie", "latitude": 63},
                        {"key": "valdorie", "name": "Valdorie", "latitude": 48}], **extra}


def one_sentence(exc: BaseException) -> str:
    text = str(exc)
    assert "\n" not in text and ". " not in text.rstrip("."), text
    return text


def test_the_tables_are_the_rulebooks() -> None:
    # Typed again from the rulebook's lines, letter by letter.
    rulebook = {"eau": "XEEAAA", "plaine": "XBEAAM", "foret": "XAEBBB", "collines": "XAEMBB",
                "montagnes": "XXBMMM", "desert": "XXMMEE"}
    for terrain, letters in rulebook.items():
        assert "".join(r.value for r in RESOURCE_TABLE[Terrain(terrain)]) == letters
    assert [RANDOM_TERRAIN[d].value for d in range(1, 7)] == [
        "eau", "plaine", "foret", "collines", "montagnes", "desert"]
    # "4 cases adjacentes connues: 1 idem case 1, 2 idem 2, 3 idem 3, 4 idem 4, 5-6 table".
    assert NEIGHBOUR_TABLE[4] == (1, 2, 3, 4, 0, 0)
    assert NEIGHBOUR_TABLE[1] == (1, 1, 0, 0, 0, 0)
    assert all(len(row) == 6 and max(row) <= known for known, row in NEIGHBOUR_TABLE.items())


def test_goods_are_read_and_written() -> None:
    assert parse_goods("2M") == Goods(M=2)
    assert parse_goods("1M+1A") == Goods(A=1, M=1)
    assert parse_goods("e+2b") == Goods(B=2, E=1)
    assert Goods(1, 2, 0, 1).text() == "1A+2B+1M"
    assert Goods().text() == "0"
    assert Goods(1, 0, 0, 0).text(zeros=True) == "1A+0B+0E+0M"
    for bad in ("", "2X", "0A", "A2", "2 M"):
        with pytest.raises(ValueError):
            parse_goods(bad)


def test_orders_read_back_the_same_in_english_and_french() -> None:
    text = """
    # a whole turn
    explorer D02 se
    déplacer NO
    prospecter
    fonder "Port Royal"
    acheter 1E contre 1M+1A
    échanger bob donne 1A reçoit 2E
    autoriser bob
    interdire carol
    nommer E02 champ pétrolier offshore
    """
    orders = parse_orders(text)
    assert [line.verb for line in orders.lines] == [
        Verb.EXPLORE, Verb.MOVE, Verb.PROSPECT, Verb.COLONISE, Verb.BUY, Verb.TRADE,
        Verb.ALLOW, Verb.FORBID, Verb.NAME]
    canonical = format_orders(orders)
    assert canonical.splitlines() == [
        "explore D02 SE", "move NW", "prospect", "colonise Port Royal", "buy 1E for 1A+1M",
        "trade bob give 1A take 2E", "allow bob", "forbid carol",
        "name E02 champ pétrolier offshore"]
    assert parse_orders(canonical) == orders
    assert len(orders.actions) == 4


@pytest.mark.parametrize(("text", "words"), [
    ("fly D02", "'fly' is not a Novlémia order"),
    ("move", "move takes one cell or direction"),
    ("move D02 D03", "move takes one cell or direction"),
    ("move Q", "'Q' is neither a cell"),
    ("prospect D02", "prospect takes no words"),
    ("colonise", "the city's name is missing"),
    ("buy 1E 2M", "buy: write what you buy and what you pay"),
    ("buy 1E for 2Z", "is not an amount of a resource"),
    ("trade bob 1A 1E", "trade: write the partner then what you give and take"),
    ("allow", "allow takes one seat or nation"),
    ("name Z", "name: 'Z' is not a hex label"),
    ("name D02", "the resource's name is missing"),
    ("unit R1\n  move N", "Novlémia orders have no unit sections"),
    ("colonise " + "x" * 70, "at most 60"),
])
def test_unreadable_orders_are_refused_in_one_sentence(text: str, words: str) -> None:
    with pytest.raises(OrderSyntaxError) as caught:
        parse_orders(text)
    assert words in one_sentence(caught.value)
    assert caught.value.line is not None


def test_illegal_orders_are_refused_in_one_sentence_naming_the_line() -> None:
    game = games.new_game("novlemia", world(), SEATS, 1)
    # Scanthénie (63) starts on row 6 // 2 // 2 = 1 (B01), Valdorie on row 4 (E01).
    assert game.state.nations["scanthenie"].explorer == Hex.parse("B01")
    cases = {
        "move C01\nmove D01\nmove E01\nmove F01": "line 4: 4 actions are written",
        "\nmove B02": "line 2: move: B02 has not been explored yet",
        "colonise Ici": "colonise: B01 is not Scanthénie's",
        "buy 1E for 2M": "1E costs 3 other resources",
        "buy 1E for 3M": "the commerce lines give 3M in all, and the stock holds 0M",
        "trade zed give 1A take 1E": "'zed' is neither a seat nor a nation",
        "allow alice": "'alice' is your own nation",
        "name B01 mer": "name: B01 is not Scanthénie's",
        "explore B01": "explore: B01 is not next to the explorer's cell B01",
        "explore A02 A02": "explore: A02 is named twice",
    }
    for text, words in cases.items():
        with pytest.raises(IllegalOrderError) as caught:
            games.check_orders(game, "alice", text)
        assert words in one_sentence(caught.value), text


def test_a_move_may_follow_the_exploration_that_finds_its_cell() -> None:
    game = games.new_game("novlemia", world(), SEATS, 1)
    games.check_orders(game, "alice", "explore\nmove B02\nmove A02")
    # B03 is not next to B01: the exploration from B01 does not reach it.
    with pytest.raises(IllegalOrderError, match="line 3: move: B03 has not been explored"):
        games.check_orders(game, "alice", "explore\nmove B02\nmove B03")
    with pytest.raises(IllegalOrderError, match="line 1: move: B02 has not been explored"):
        games.check_orders(game, "alice", "move B02\nexplore")


@pytest.mark.parametrize(("change", "words"), [
    ({"victory": "gold"}, "victory must be one of cells, cities or production"),
    ({"turns": 0}, "turns must be a whole number from 1 to 999"),
    ({"map": {"cols": 1, "rows": 6}}, "[map]: cols must be a whole number from 2 to 99"),
    ({"rules": {"actions": "3"}}, "[rules]: actions must be a whole number"),
    ({"rules": {"upkeep": {"Z": 1}}}, "[rules]: upkeep: 'Z' is not a resource"),
    ({"ruleset": "planisphere"}, "this scenario is for the planisphere rules"),
    ({"faction": [{"key": "scanthenie", "latitude": 100}]}, "latitude must be a number"),
    ({"faction": [{"key": "scanthenie", "start": "B02"}]}, "is not a cell of column 01"),
    ({"cell": {"B02": {"terrain": "lave"}}}, "[cell.B02]: terrain 'lave' is not one of"),
    ({"cell": {"B02": {"terrain": "eau", "owner": "zed"}}}, "owner 'zed' is not a nation"),
    ({"cell": {"B02": {"terrain": "eau", "owner": "valdorie", "city": "X"}}},
     "a city needs land with an owner"),
    ({"map": {"cols": 4, "rows": 1}}, "2 nations do not fit on the 1 cells of column 01"),
])
def test_wrong_scenarios_are_refused_in_one_sentence(change: dict[str, Any],
                                                     words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        games.new_game("novlemia", world(**change), SEATS, 1)
    assert words in one_sentence(caught.value)


def test_a_nation_has_one_seat_and_a_game_has_one_to_eight() -> None:
    with pytest.raises(ScenarioError, match="two seats play the nation 'valdorie'"):
        games.new_game("novlemia", world(), [Seat("a", "valdorie"), Seat("b", "valdorie")], 1)
    solo = games.new_game("novlemia", world(), [Seat("a", "Ruritanie")], 1)
    assert solo.state.nations["Ruritanie"].name == "Ruritanie"
    nine = [Seat(f"s{i}", f"n{i}") for i in range(9)]
    with pytest.raises(SeatError, match="1 to 8 seats"):
        games.new_game("novlemia", world(map={"cols": 9, "rows": 26}), nine, 1)
    assert get_ruleset("novlemia") is NOVLEMIA


def _played(turns: int = 6, seed: int = 3) -> games.Game:
    bots = [Seat("alice", "scanthenie", bot=True), Seat("bob", "valdorie", bot=True)]
    game = games.new_game("novlemia", world(turns=turns), bots, seed)
    while game.outcome is None:
        game = games.resolve(game)
    return game


def test_a_state_reads_back_from_its_save_data() -> None:
    game = _played()
    data = NOVLEMIA.dump_state(game.state)
    assert NOVLEMIA.load_state(data) == game.state
    assert NOVLEMIA.dump_state(NOVLEMIA.load_state(data)) == data
    assert list(data["cells"]) == sorted(data["cells"], key=lambda label: (
        Hex.parse(label).to_offset()[1], Hex.parse(label).to_offset()[0]))
    with pytest.raises(RulesetError, match="cannot read its state version 3"):
        NOVLEMIA.migrate_state(data, 3)
    with pytest.raises(RulesetError, match="the Novlémia state cannot be read"):
        NOVLEMIA.load_state({**data, "nations": [{"key": "x"}]})


def test_the_game_ends_with_a_ranking_by_the_chosen_score() -> None:
    game = _played(turns=5)
    assert game.turn == 6 and game.outcome is not None
    assert str(game.outcome.reason) == "5 turns played, ranked by cells"
    view = NOVLEMIA.view(game.state, None)
    scores = [view["nations"][k]["cells"] for k in game.outcome.ranking]
    assert scores == sorted(scores, reverse=True)
    with pytest.raises(HextermError, match="the game is over"):
        games.check_orders(game, "alice", "prospect")
