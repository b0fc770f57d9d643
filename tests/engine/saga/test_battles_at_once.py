"""Every battle of a SAGA turn open at once (004, "Les combats sont résolus en fonction
des disponibilités des joueurs"; docs/rules/saga.md S34), through the step machinery's
parts (`hexterm.engine.parts`) and the Table: a battle resolved as soon as its players
gave it while another waits, an input for one battle not stale when another was
resolved meanwhile, the refusals naming the battle, the organiser settling one battle,
a bot's battle never holding the game up, and the steps after it unchanged."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hexterm.engine import game as games
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.game import Game, NotReadyError
from hexterm.engine.steps import ORGANISER
from hexterm.engine.takeback import record_data
from hexterm.save import savegame
from hexterm.table import Submission, Table
from tests.helpers.saga_battles import at_battles


def four() -> Game:
    """alice and bob at C, carol and dave at D (battle_while_others_absent.toml)."""
    return at_battles("battle_while_others_absent.toml")


def test_the_battle_step_has_a_part_a_battle_in_the_maps_order() -> None:
    step = four().step
    assert [(p.key, p.seats, str(p.title)) for p in step.parts] == [
        ("C", ("bob", "alice"), "Battle at C"), ("D", ("dave", "carol"), "Battle at D")]
    assert step.seats == ("bob", "alice", "dave", "carol")


def test_a_battle_is_resolved_while_the_other_waits_and_keeps_its_entries() -> None:
    game = games.submit_orders(four(), "carol", "winner carol")
    assert game.ready_parts() == ()
    with pytest.raises(NotReadyError, match="dave"):
        games.resolve(game)
    game = games.submit_orders(games.submit_orders(game, "alice", "winner alice"),
                               "bob", "winner alice")
    assert game.ready_parts() == ("C",)
    done = game.steps_done
    game = games.resolve(game)
    assert [b.terrain for b in game.state.battles] == ["D"]
    assert game.steps_done == done  # the same step: an input for D is not stale
    assert game.orders == {"carol": "at D\nwinner carol\n"} and game.waiting_for() == ["dave"]
    game = games.resolve(games.submit_orders(game, "dave", "winner carol"))
    assert game.state.owners["D"] == "carol" and game.step.key == "manage"
    assert game.steps_done == done + 1


def test_an_entry_for_one_battle_typed_while_another_was_resolved_is_stored(
        tmp_path: Path) -> None:
    path = tmp_path / "saga.json"
    savegame.save(path, four())
    carol = Table(path, resolve_on_last=True)  # carol's terminal reads the save now
    alice = Table(path, resolve_on_last=True)
    assert alice.submit("alice", "winner alice") is Submission.STORED
    assert Table(path, resolve_on_last=True).submit("bob", "winner alice") is Submission.PART
    # carol's table still shows C open; her entry for D is not refused as stale.
    assert [b.terrain for b in carol.game.state.battles] == ["C", "D"]
    assert carol.submit("carol", "winner carol") is Submission.STORED
    saved = savegame.load(path)
    assert saved.state.owners["C"] == "alice" and saved.orders == {"carol": "at D\nwinner carol\n"}
    assert Table(path, resolve_on_last=True).submit("dave", "winner carol") \
        is Submission.RESOLVED
    assert savegame.load(path).step.key == "manage"


def test_at_one_keyboard_a_battle_is_resolved_when_its_last_entry_comes(
        tmp_path: Path) -> None:
    path = tmp_path / "saga.json"
    savegame.save(path, four())
    table = Table(path)  # hot-seat: resolve_on_last is not set
    table.submit("dave", "winner dave")
    assert table.submit("carol", "winner dave") is Submission.PART
    assert [b.terrain for b in table.game.state.battles] == ["C"]
    assert [s.name for s in table.waiting()] == ["alice", "bob"]


def test_a_seat_in_two_battles_names_each_and_enters_them_one_by_one() -> None:
    game = at_battles("battles_any_order.toml")
    with pytest.raises(IllegalOrderError, match=r"alice may enter several battles \(C, D\): "
                                                r"begin with at TERRAIN"):
        games.submit_orders(game, "alice", "winner alice")
    game = games.submit_orders(game, "alice", "at d\nwinner alice")  # any case
    game = games.submit_orders(game, "alice", "at C\nwinner bob")
    assert game.orders["alice"] == "at D\nwinner alice\nat C\nwinner bob\n"  # as given
    assert game.waiting_for() == ["bob"]
    game = games.resolve(games.submit_orders(game, "bob", "at C\nwinner bob\nat D\n"
                                                          "winner alice"))
    assert game.step.key == "manage"
    assert (game.state.owners["C"], game.state.owners["D"]) == ("bob", "alice")


def test_the_refusals_name_the_battle() -> None:
    game = four()
    with pytest.raises(IllegalOrderError, match=r"carol does not fight at C \(bob, alice\)"):
        games.check_orders(game, "carol", "at C\nwinner carol")
    with pytest.raises(IllegalOrderError, match=r"no battle is open at G \(open: C, D\)"):
        games.check_orders(game, "carol", "at G\nwinner carol")
    with pytest.raises(IllegalOrderError, match="begin with at TERRAIN"):
        games.check_orders(game, ORGANISER, "winner carol")


def test_the_organiser_settles_one_battle_and_the_others_stay_open() -> None:
    game = games.submit_orders(four(), "dave", "winner dave")
    game = games.resolve(games.submit_orders(game, ORGANISER, "at C\nwinner bob"))
    assert game.state.owners["C"] == "bob"
    assert [b.terrain for b in game.state.battles] == ["D"]
    assert game.orders == {"dave": "at D\nwinner dave\n"}


def test_a_bots_battle_never_holds_the_game_up() -> None:
    game = at_battles("battle_while_others_absent.toml", bots=("carol", "dave"))
    assert game.awaits_only_bots() and game.ready_parts() == ("D",)
    game = games.play_bots(game)
    assert [b.terrain for b in game.state.battles] == ["C"]
    assert game.waiting_for() == ["alice", "bob"]  # in the seats' order
    assert any(e.key == "bot-orders" and e.subject == "carol" for e in game.log)


def test_force_resolves_every_battle_with_the_default_of_the_absent() -> None:
    before = four()
    game = games.resolve(before, force=True)
    assert game.step.key == "manage"
    assert sorted(e.subject for e in game.log[len(before.log):] if e.key == "no-orders") \
        == ["alice", "bob", "carol", "dave"]


def test_a_save_holds_the_entries_kept_between_two_battles(tmp_path: Path) -> None:
    game = games.submit_orders(four(), "carol", "winner carol")
    game = games.resolve(games.submit_orders(games.submit_orders(
        game, "alice", "winner alice"), "bob", "winner alice"))
    path = tmp_path / "saga.json"
    savegame.save(path, game)
    back = savegame.load(path)
    assert back.orders == game.orders and back.steps_done == game.steps_done
    # the record of the turn before (a take-back's) comes back packed, as the save keeps it
    assert game.before is not None and back.before is not None
    assert record_data(back.before) == record_data(game.before)
    assert replace(back, log=(), before=None) == replace(game, log=(), before=None)


def test_the_command_line_names_each_open_battle_and_whom_it_awaits(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from hexterm.cli import main

    path = tmp_path / "saga.hexsave"
    savegame.save(path, four())
    entry = tmp_path / "entry.txt"
    entry.write_text("winner carol\n")
    assert main(["orders", "submit", str(path), str(entry), "--as", "carol"]) == 0
    said = capsys.readouterr().out
    # in the seats' order
    assert said.rstrip().endswith("waiting for alice, bob (Battle at C); dave (Battle at D)")
    entry.write_text("winner alice\n")
    assert main(["orders", "submit", str(path), str(entry), "--as", "alice"]) == 0
    assert main(["orders", "submit", str(path), str(entry), "--as", "bob"]) == 0
    said = capsys.readouterr().out
    assert "turn 1: Battle at C resolved; waiting for dave (Battle at D)" in said
    assert main(["show", str(path)]) == 0
    assert "Orders submitted: carol; waiting for dave (Battle at D)" in capsys.readouterr().out


def test_taking_back_one_battles_entry_keeps_the_others(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A seat in two battles takes back one entry: the one named, else the last it
    gave; its entry for the other battle stays given (the waiting screen's `w`, the
    Table, `hexterm undo --part`)."""
    from hexterm.cli import main

    game = at_battles("battles_any_order.toml")
    game = games.submit_orders(game, "alice", "at D\nwinner alice")
    game = games.submit_orders(game, "alice", "at C\nwinner bob")
    game = games.submit_orders(game, "alice", "at D\nwinner bob")  # D given again: last
    assert games.withdraw_orders(game, "alice").orders == {"alice": "at C\nwinner bob\n"}
    assert games.withdraw_orders(game, "alice", "c").orders == {
        "alice": "at D\nwinner bob\n"}
    with pytest.raises(IllegalOrderError, match=r"alice gave no input for G \(C, D\)"):
        games.withdraw_orders(game, "alice", "G")
    path = tmp_path / "saga.hexsave"
    savegame.save(path, game)
    assert Table(path).withdraw("alice") == "at D\nwinner bob\n"
    assert savegame.load(path).orders == {"alice": "at C\nwinner bob\n"}
    assert main(["undo", str(path), "--as", "alice"]) == 0
    assert capsys.readouterr().out.startswith("alice's input for C is taken back; ")
    assert savegame.load(path).orders == {}
    savegame.save(path, game)
    assert main(["undo", str(path), "--as", "alice", "--part", "c"]) == 0
    assert capsys.readouterr().out.startswith("alice's input for C is taken back; ")
    assert savegame.load(path).orders == {"alice": "at D\nwinner bob\n"}
    assert main(["undo", str(path), "--as", "alice", "--part", "C"]) == 1
    assert "alice gave no input for C (D)" in capsys.readouterr().err


def test_the_latecomers_battle_has_its_own_key_and_a_stale_entry_is_refused(
        tmp_path: Path) -> None:
    """Five on T (five_on_a_terrain.toml): once the first four's battle is resolved,
    p1 meets the winner p4 in the battle T/2; p4's entry typed for T at a terminal that
    read the save before, given after, is refused in one sentence, not taken for T/2."""
    from tests.engine.saga.test_saga import in_french

    path = tmp_path / "saga.json"
    savegame.save(path, at_battles("five_on_a_terrain.toml"))
    late = Table(path, resolve_on_last=True)  # p4's terminal, before the resolution
    assert [p.key for p in late.game.step.parts] == ["T"]
    for seat in ("p2", "p3", "p5", "p4"):
        Table(path, resolve_on_last=True).submit(seat, "winner p4")
    saved = savegame.load(path)
    assert [(p.key, p.seats, str(p.title)) for p in saved.step.parts] == [
        ("T/2", ("p4", "p1"), "Battle at T/2")]
    with pytest.raises(IllegalOrderError) as refused:
        late.submit("p4", "at T\nwinner p4")
    said = str(refused.value)
    assert said == "the battle at T is over: begin with at T/2, the one open there now"
    assert in_french(refused.value) == ("le combat à T est fini : commencez par à T/2, "
                                        "celui qui y est ouvert maintenant")
    assert savegame.load(path).orders == {}
    assert Table(path, resolve_on_last=True).submit("p4", "at t/2\nwinner p1") \
        is Submission.STORED
    assert savegame.load(path).orders == {"p4": "at T/2\nwinner p1\n"}
    with pytest.raises(OrderSyntaxError, match=r"'T/x' is not a battle"):
        games.check_orders(saved, "p4", "at T/x\nwinner p1")
