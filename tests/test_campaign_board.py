"""A campaign's battle fought on the tactical board and handed back (`hexterm board`):
a SAGA battle deployed on the board (each band's units, lords as characters), played
by bots to its last turn, one unit destroyed in a flight; both players hand back the
result (the winner, figures lost in the fight) and the campaign takes it, its log
saying it came from the board. Med-Fan's battle deploys the same way."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets import Static

from hexterm.app import HextermApp
from hexterm.campaign_board import board_path
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.battle import BattleResult, Side, UnitResult
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import HextermError
from hexterm.engine.tactical.campaign import board_scenario
from hexterm.save import savegame
from hexterm.screens.saga.play import SagaScreen
from hexterm.table import Table
from tests.helpers.medfan_world import advance_to as advance_medfan
from tests.helpers.medfan_world import build_campaign as build_medfan
from tests.helpers.saga_world import advance_to, build_campaign
from tests.helpers.waits import until


def test_a_saga_battle_on_the_board_handed_back(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    campaign, board = tmp_path / "saga.hexsave", tmp_path / "board.hexsave"
    build_campaign(campaign)
    at_battle = advance_to(campaign, "battle")
    forces = at_battle.rules.battle_forces(at_battle.state)
    assert forces is not None and forces.place == "Cromlech"
    assert main(["board", str(campaign), str(board), "--turns", "3", "--at", "cromlech"]) == 0
    game = savegame.load(board)
    battle = game.state.battle
    names = [u.name for u in battle.units]
    assert names == [u.name for side in forces.sides for u in side.units]
    assert [u.kind.value for u in battle.units if u.name.endswith("/lord")] == \
        ["character", "character"]
    assert {u.seat for u in battle.units} == {"carol", "bob"}
    # the board battle, played by bots to its end; carol3/warriors1 is destroyed in it
    game = replace(game, seats=tuple(replace(s, bot=True) for s in game.seats))
    while game.outcome is None:
        game = games.resolve(game)
    moved = sum(1 for e in game.log if e.key == "tactical.move" and e.args["path"])
    assert moved
    gone = replace(game.state.battle.unit("carol3/warriors1"), hex=None, destroyed=True)
    game = replace(game, state=replace(game.state, battle=game.state.battle.with_unit(gone)))
    savegame.save(board, game)
    capsys.readouterr()
    # handed back through the table, as `orders submit` gives an input: carol's entry
    # waits for bob's, and bob's, the last, resolves the battle step at once
    hand_back = ["board", str(campaign), str(board), "--hand-back", "--winner", "bob",
                 "--lost", "carol3/hearthguards1=3"]
    assert main([*hand_back, "--as", "carol"]) == 0
    said = capsys.readouterr().out
    assert "from board\nwinner bob\nleft carol3 hearthguards1 1\nleft carol3 warriors1 0" \
        in said
    # every battle of the turn is open at once: the hand-back names its own (Cromlech)
    assert said.startswith("the battle's result from the tactical board, for carol:\n"
                           "at Cromlech\n")
    assert "waiting for bob (Battle at Cromlech); " in said
    assert savegame.load(campaign).step.key == "battle"
    assert main([*hand_back, "--as", "bob"]) == 0
    assert "Battle at Cromlech resolved" in capsys.readouterr().out
    after = savegame.load(campaign)
    result = next(e for e in after.log if e.key == "saga.result")
    assert result.args["source"] == "board" and result.args["winner"] == "bob"
    band = after.state.band("carol3")
    figures = {u.name: u.figures for u in band.units} if band else {}
    # SAGA's losses (004, "Les pertes"): 1 of 4 left is half or less, back to half (2);
    # warriors1, destroyed on the board, is gone
    assert figures.get("hearthguards1") == 2 and "warriors1" not in figures


def test_hand_back_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    campaign, board = tmp_path / "saga.hexsave", tmp_path / "board.hexsave"
    build_campaign(campaign)

    def refused(*args: str) -> str:
        assert main(["board", str(campaign), str(board), *args]) == 1
        return capsys.readouterr().err

    assert "awaits no battle now" in refused()
    advance_to(campaign, "battle")
    # two battles open at once (Cromlech, Pyramid): by default the first, the other
    # named by its place
    assert "awaits no battle at Varn now" in refused("--at", "Varn")
    assert main(["board", str(campaign), str(board)]) == 0
    assert capsys.readouterr().out.endswith(
        "the battle of Cromlech on the tactical board (carol against bob, 6 turns); play "
        f"it with hexterm play {board}\nother battles may be fought on the board: Pyramid "
        "(--at PLACE)\n")
    assert "is not over yet" in refused("--hand-back", "--as", "bob", "--draw")
    assert "say who won" in refused("--hand-back", "--as", "bob")
    assert "already exists" in refused()
    # the Table's checks, as for `orders submit`: a seat with a PIN gives it
    assert main(["seat", "pin", str(campaign), "bob", "--pin", "4321"]) == 0
    assert "PIN" in refused("--hand-back", "--as", "bob", "--draw")
    assert "PIN" in refused("--hand-back", "--as", "bob", "--pin", "1111", "--draw")
    assert "is not over yet" in refused("--hand-back", "--as", "bob", "--pin", "4321",
                                        "--draw")


def test_the_board_fights_two_sides() -> None:
    side = Side(("a",), (UnitResult("U", 3, 3),))
    three = BattleResult("Here", (side, replace(side, seats=("b",)),
                                  replace(side, seats=("c",))))
    with pytest.raises(HextermError, match="two sides"):
        board_scenario(three, SeededDice(1))
    two = BattleResult("Here", (side, replace(side, seats=("b",))))
    scenario = board_scenario(two, SeededDice(1))
    assert [u["name"] for u in scenario["unit"]] == ["U", "U-2"]  # one word, unique
    assert [(u["at"], u["facing"]) for u in scenario["unit"]] == [("B02", "S"), ("K02", "N")]


def test_a_medfan_battle_deploys_and_hands_back(tmp_path: Path) -> None:
    """Med-Fan: the two fighters' armies on the board, heroes as characters; the result
    handed back says the figures each unit lost, `from board`."""
    path = tmp_path / "medfan.hexsave"
    build_medfan(path)
    game = advance_medfan(path, "battle")
    forces = game.rules.battle_forces(game.state)
    assert forces is not None
    scenario = board_scenario(forces, SeededDice(2))
    heroes = [u.name for side in forces.sides for u in side.units if u.leader]
    assert [u["name"] for u in scenario["unit"] if u["kind"] == "character"] == heroes
    lost = replace(forces, winner=0, sides=(replace(forces.sides[0], units=tuple(
        replace(u, left=u.figures - 1) if not u.leader else u
        for u in forces.sides[0].units)), forces.sides[1]))
    text = game.rules.board_input(game.state, lost)
    seat = forces.sides[0].seats[0]
    assert text.startswith(f"from board\nwinner {seat}\nlost {seat} ")
    games.check_orders(game, seat, text)  # the campaign reads it back


def test_from_the_battle_screen_to_the_board_and_back(tmp_path: Path) -> None:
    """At the SAGA battle step, the command palette's "Fight it on the tactical board"
    saves the board game beside the campaign; once it is over, "Take the board's result"
    makes it the player's input, which the rules accept."""
    campaign = tmp_path / "saga.hexsave"
    build_campaign(campaign)
    advance_to(campaign, "battle")
    board = board_path(campaign, "Cromlech")
    # The battles at Cromlech (carol, bob) and the Pyramid (carol, alice) are open at
    # once; the board fights the first, Cromlech: alice, who does not fight there,
    # gives hers first, and the keyboard goes on to bob.
    Table(campaign).submit("alice", "auto")

    async def go() -> None:
        app = HextermApp(tmp_path, campaign)
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, SagaScreen), "the step screen")
            screen = app.screen
            assert isinstance(screen, SagaScreen)
            titles = [title for title, _, _ in screen.commands()]
            assert "Fight it on the tactical board" in titles
            screen.action_to_board()
            assert board.exists()
            game = savegame.load(board)
            game = replace(game, seats=tuple(replace(s, bot=True) for s in game.seats))
            while game.outcome is None:
                game = games.resolve(game)
            savegame.save(board, game)
            screen.action_from_board()
            await until(pilot, lambda: "The rules accept it" in str(
                screen.query_one("#step-problem", Static).render()), "the input accepted")
            assert screen.seat == "bob"
            assert screen.draft.startswith("at Cromlech\nfrom board\ndraw\n")
    asyncio.run(go())


def test_any_open_battle_goes_to_the_board_and_comes_back_to_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every battle of a SAGA turn is open at once: the second in the map's order (the
    Pyramid: carol against alice) goes to the board by its place, and its result comes
    back to it, the first (Cromlech) still open."""
    campaign, board = tmp_path / "saga.hexsave", tmp_path / "pyramid.hexsave"
    build_campaign(campaign)
    advance_to(campaign, "battle")
    assert main(["board", str(campaign), str(board), "--turns", "2", "--at", "Pyramid"]) == 0
    assert "the battle of Pyramid on the tactical board" in capsys.readouterr().out
    game = savegame.load(board)
    assert {u.seat for u in game.state.battle.units} == {"carol", "alice"}
    game = replace(game, seats=tuple(replace(s, bot=True) for s in game.seats))
    while game.outcome is None:
        game = games.resolve(game)
    savegame.save(board, game)
    for seat in ("alice", "carol"):
        assert main(["board", str(campaign), str(board), "--hand-back", "--draw",
                     "--as", seat]) == 0
    said = capsys.readouterr().out
    assert "for alice:\nat Pyramid\nfrom board\ndraw\n" in said
    assert "Battle at Pyramid resolved" in said
    after = savegame.load(campaign)
    result = next(e for e in after.log if e.key == "saga.result")
    assert result.args["source"] == "board" and result.args["terrain"] == "Pyramid"
    assert [p.key for p in after.step.parts] == ["Cromlech"]


def test_the_screen_offers_the_board_for_the_battle_the_player_is_on(tmp_path: Path) -> None:
    """alice fights only at the Pyramid, the second battle open: her screen offers
    the board for it, saved beside the campaign under its place."""
    campaign = tmp_path / "saga.hexsave"
    build_campaign(campaign)
    advance_to(campaign, "battle")

    async def go() -> None:
        app = HextermApp(tmp_path, campaign)
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, SagaScreen), "the step screen")
            screen = app.screen
            assert isinstance(screen, SagaScreen) and screen.seat == "alice"
            assert "Fight it on the tactical board" in [t for t, _, _ in screen.commands()]
            screen.action_to_board()
            board = savegame.load(board_path(campaign, "Pyramid"))
            assert {u.seat for u in board.state.battle.units} == {"carol", "alice"}
            assert not board_path(campaign, "Cromlech").exists()
    asyncio.run(go())
