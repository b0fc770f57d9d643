"""What a Novlémia seat sees, the action planner's preview, the bots, and the command
line playing a Novlémia game from start to end."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.dice import ScriptedDice, SeededDice
from hexterm.engine.novlemia.orders import parse_orders
from hexterm.engine.novlemia.ruleset import NOVLEMIA
from hexterm.engine.novlemia.views import preview
from hexterm.engine.seats import Seat
from hexterm.save import savegame

SEATS = [Seat("alice", "scanthenie"), Seat("bob", "karvenie"), Seat("carol", "valdorie")]
EXAMPLE: dict[str, Any] = {
    "ruleset": "novlemia", "turns": 6,
    "faction": [{"key": "scanthenie", "name": "Scanthénie", "latitude": 63.4},
                {"key": "karvenie", "name": "Karvénie", "latitude": 55.7},
                {"key": "valdorie", "name": "Valdorie", "latitude": 48.2}]}


def example_game() -> games.Game:
    """The rulebook's example after its two turns (tests/cases/novlemia/worked_example)."""
    game = games.new_game("novlemia", EXAMPLE, SEATS, 1)
    game = games.submit_orders(game, "alice", "explore D02 E02\nmove D02\nexplore D03 C02 E03")
    game = games.resolve(game, force=True, dice=ScriptedDice([5, 4, 3, 6, 5, 2, 2]))
    game = games.submit_orders(game, "alice", "prospect\ncolonise Jörnvik")
    return games.resolve(game, force=True, dice=ScriptedDice([1, 3, 2, 6, 4, 5, 2]))


def test_a_seat_sees_the_public_map_and_its_own_stock() -> None:
    game = example_game()
    alice = NOVLEMIA.view(game.state, game.seat("alice"))
    bob = NOVLEMIA.view(game.state, game.seat("bob"))
    organiser = NOVLEMIA.view(game.state, None)
    assert alice["me"]["stock"] == {"A": 1, "B": 1, "E": 1, "M": 0}
    assert bob["me"]["stock"] == {"A": 0, "B": 0, "E": 0, "M": 0}
    assert "stock" not in bob["nations"]["scanthenie"] and "me" not in organiser
    assert organiser["nations"]["scanthenie"]["stock"] == {"A": 1, "B": 1, "E": 1, "M": 0}
    # The map is public: bob sees Jörnvik, its cells and their resources.
    assert bob["cells"] == alice["cells"] == organiser["cells"]
    assert bob["cells"]["E02"] == {"terrain": "eau", "owner": "scanthenie", "resource": "A",
                                   "name": "", "city": "D02", "found_by": "scanthenie",
                                   "found_turn": 1}
    # Unexplored cells are absent: column 01 (26 cells) and the five found.
    assert len(bob["cells"]) == 31 and "D04" not in bob["cells"]
    assert bob["cities"]["D02"]["upkeep"] == {"A": 1, "B": 1, "E": 1, "M": 1}
    assert bob["market"] == {"rates": {"A": 2, "B": 2, "E": 2, "M": 3}, "rare": ["M"],
                             "produced_last_turn": {"A": 2, "B": 2, "E": 2, "M": 1}}
    assert [r["total"] for r in bob["history"]["scanthenie"]] == [0, 7]
    assert bob["next_order"] == ["valdorie", "scanthenie", "karvenie"]
    assert json.loads(json.dumps(bob)) == bob  # plain JSON


def test_the_planner_previews_each_action_from_where_the_explorer_will_be() -> None:
    game = example_game()
    choices = NOVLEMIA.view(game.state, game.seat("alice"))["me"]["choices"]
    assert choices["move"] == ["D01", "E01", "C02", "E02", "D03", "E03"]
    assert choices["explore"] == [] and choices["prospect"] == []
    assert choices["colonise"] == "D02 already has the city Jörnvik"
    # E03 touches D03, F03, D02, E02, D04, E04: F03, D04 and E04 are unexplored.
    lines = parse_orders("move E03\nexplore\nmove E04\ncolonise Sud").lines
    steps = preview(game.state, game.seat("alice"), lines)
    assert [(s["verb"], s["at"], s["to"]) for s in steps] == [
        ("move", "D02", "E03"), ("explore", "E03", "E03"), ("move", "E03", "E04"),
        ("colonise", "E04", "E04")]
    assert steps[1]["cells"] == ["F03", "D04", "E04"]
    assert steps[2]["unsure"] == ["E04"] and steps[3]["unsure"] == ["E04"]
    assert not any(s["problem"] for s in steps)
    blocked = preview(game.state, game.seat("bob"), parse_orders("move M02").lines)
    assert str(blocked[0]["problem"]) == "M02 has not been explored yet"


def test_bots_write_legal_orders_every_turn() -> None:
    for seed in range(8):
        seats = [Seat(f"s{i}", f"n{i}", bot=True) for i in range(3)]
        game = games.new_game("novlemia", {"turns": 15, "map": {"cols": 10, "rows": 9}},
                              seats, seed)
        while game.outcome is None:
            for seat in game.seats:
                orders = NOVLEMIA.bot_orders(game.state, seat, SeededDice(seed, game.turn))
                NOVLEMIA.verify_orders(game.state, seat, orders)
            game = games.resolve(game)
        assert sum(len(n.history) for n in game.state.nations.values()) == 45
        assert any(c.owner for c in game.state.cells.values()), f"seed {seed}: no owner"


def test_the_summary_names_every_nation() -> None:
    text = str(NOVLEMIA.summary(example_game().state, Seat("alice", "scanthenie")))
    assert "Scanthénie (alice): explorer at D02, 7 cells, 1 city, stock 1A+1B+1E+0M" in text
    assert "Karvénie (bob): explorer at M01, 0 cells, 0 cities\n" in text
    assert "market: A 2:1, B 2:1, E 2:1, M 3:1" in text


def test_the_command_line_plays_a_game_to_its_end(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    save = str(tmp_path / "n.hxs")
    orders = tmp_path / "orders.txt"
    orders.write_text("explore\nprospect\n")
    assert main(["new", save, "--ruleset", "novlemia", "--scenario", "novlemia",
                 "--seat", "a:scanthenie", "--seat", "b:Ruritanie:bot", "--seed", "5"]) == 0
    assert main(["orders", "submit", save, str(orders), "--as", "a"]) == 0
    assert savegame.load(save).turn == 2  # the last human orders: resolved at once
    assert main(["show", save, "--json", "--as", "a"]) == 0
    capsys.readouterr()
    assert main(["report", save, "--as", "a", "--json"]) == 0
    events = json.loads(capsys.readouterr().out)
    assert {e["key"] for e in events} >= {"order.explore", "order.prospect", "turn.order"}
    assert main(["autoplay", save, "--turns", "30", "--force"]) == 0
    game = savegame.load(save)
    assert game.outcome is not None and game.turn == 25
    assert sorted(game.outcome.ranking) == ["Ruritanie", "scanthenie"]
    orders.write_text("move Z99\n")
    assert main(["orders", "check", save, str(orders), "--as", "a"]) == 1
    assert "the game is over" in capsys.readouterr().err
