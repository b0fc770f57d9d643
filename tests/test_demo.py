"""The demo game: the built-in world played to its end by bots on every seat.

Commands as an organiser types them (`hexterm new`, `hexterm autoplay`): four factions,
five bot seats, diplomats and a cartographer among them, the world's three sessions of
four turns. The game must end without an error, and the economy, quests and papers must
have run in it: the checks below name what a player of the demo would see happen.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hexterm.cli import main
from hexterm.engine.ruleset import Result
from hexterm.save import savegame

SEATS = ("alice:glaces:bot:diplomat,cartographer", "anna:glaces:bot",
         "bob:liberia:bot:diplomat", "carol:coelion:bot:diplomat", "dan:guilde:bot:diplomat")


def test_the_demo_game_plays_to_its_end_with_the_economy_running(tmp_path: Path) -> None:
    path = tmp_path / "demo.hexsave"
    new = ["new", str(path), "--seed", "7"]
    for seat in SEATS:
        new += ["--seat", seat]
    assert main(new) == 0
    assert main(["autoplay", str(path), "--turns", "99"]) == 0
    game = savegame.load(path)
    # Les Marches de l'Ondrelle: 3 sessions of 4 turns, so 12 resolutions, then turn 13.
    assert game.outcome is not None and game.turn == 13
    assert sorted(game.outcome.ranking) == ["coelion", "glaces", "guilde", "liberia"]
    done = Counter(e.key for e in game.log if e.result is Result.DONE)
    for key in ("order.deploy", "order.equip", "order.load", "order.trade",
                "reserve.safe-conduct", "reserve.accord"):
        assert done[key] > 0, f"no {key} was carried out in the demo: {sorted(done)}"
    sessions = Counter(e.key for e in game.log)
    # Every node's founder is paid rent at the two session starts (2 and 3), and
    # migration is worked out at each of the three session ends.
    assert sessions["session.end"] == 3 and sessions["economy.rent"] > 0
    assert sessions["influence.migration"] > 0
    state = game.state
    assert not state.deployed(), "units are left on the map after the last session"
    assert all(0 <= v <= 6 for c in state.cells.values() for v in c.influence.values())


SAGA_SEATS = ("alice:Vikings:bot", "bob:Outremonde:bot", "carol:Normans:bot",
              "dan:Scots:bot", "erin:Souterrains:bot", "fred:Welsh:bot")


def test_a_saga_campaign_of_six_plays_its_six_turns(tmp_path: Path) -> None:
    path = tmp_path / "saga.hexsave"
    new = ["new", str(path), "--ruleset", "saga", "--seed", "1"]
    for seat in SAGA_SEATS:
        new += ["--seat", seat]
    assert main(new) == 0
    assert main(["autoplay", str(path), "--turns", "99"]) == 0
    game = savegame.load(path)
    # Six players: six turns (the players table), unless the memory track ends it.
    assert game.outcome is not None and game.turn == 7 and not game.state.winner
    assert sorted(game.outcome.ranking) == sorted(s.split(":")[0] for s in SAGA_SEATS)
    said = Counter(e.key for e in game.log)
    for key in ("saga.bids", "saga.prepare-band", "saga.move", "saga.battle-at", "saga.result",
                "saga.retreat", "saga.take", "saga.village", "saga.upkeep"):
        assert said[key] > 0, f"no {key} in the campaign: {sorted(said)}"
    assert all(e.args["source"] == "helper" for e in game.log if e.key == "saga.result")


def test_a_med_fan_campaign_of_four_plays_to_its_end(tmp_path: Path) -> None:
    path = tmp_path / "medfan.hexsave"
    new = ["new", str(path), "--ruleset", "medfan", "--seed", "2", "--option", "battles=6"]
    for name in ("alice", "bob", "carol", "dan"):
        new += ["--seat", f"{name}:Army:bot"]
    assert main(new) == 0
    assert main(["autoplay", str(path), "--turns", "99"]) == 0
    game = savegame.load(path)
    assert game.outcome is not None and 1 <= game.state.battles <= 6
    said = Counter(e.key for e in game.log)
    for key in ("medfan.army", "medfan.pairing", "medfan.objective", "medfan.result",
                "medfan.after", "medfan.gain"):
        assert said[key] > 0, f"no {key} in the campaign: {sorted(said)}"
