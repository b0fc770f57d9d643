"""The organiser's acts on who plays a game, from the command line (issue 30): a player
replaced (`hexterm seat replace`), a late player's input given for them (`orders
submit --organiser-for`), the last input taken back whoever gave it (`undo
--organiser`). Each is in the log every seat reads, and a refused act writes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.seats import hash_pin
from hexterm.save import savegame
from hexterm.table import Table
from tests.helpers.tiny_cli import TINY, orders, tiny_save

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return tiny_save(tmp_path)


def with_pin_and_key(save: Path, seat: str) -> None:
    Table(save, catch_up=False).change_seat(seat, lambda s: s.__class__(
        s.name, s.faction, s.roles, hash_pin("1234", b"salt5678"), s.bot,
        ("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPQ bob@home",)))


def test_a_player_replaced_by_another_has_no_pin_nor_key_and_the_log_says_why(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with_pin_and_key(save, "bob")
    capsys.readouterr()
    assert main(["seat", "replace", str(save), "bob", "--by", "Carol",
                 "--reason", "bob moved abroad"]) == 0
    assert capsys.readouterr().out == "bob's seat is now played by carol: bob moved abroad\n"
    seat = savegame.load(save).seat("bob")
    assert (seat.pin_hash, seat.keys, seat.bot) == (None, (), False)
    # the next turn's report of every seat says it
    assert main(["orders", "submit", str(save), "--as", "alice",
                 orders(tmp_path, "unit GLA4\n  move SE S\n")]) == 0
    assert main(["orders", "submit", str(save), "--as", "bob",
                 orders(tmp_path, "unit LIB1: defend\n")]) == 0
    capsys.readouterr()
    assert main(["report", str(save), "--as", "alice"]) == 0
    assert "bob's seat is now played by carol: bob moved abroad" in capsys.readouterr().out


def test_a_seat_given_to_the_program_plays_at_once_when_only_it_is_awaited(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """alice has given her orders: bob's seat given to a bot, nothing awaits a human and
    the turn is resolved (bots never hold a game up)."""
    assert main(["orders", "submit", str(save), "--as", "alice",
                 orders(tmp_path, "unit GLA4\n  move SE S\n")]) == 0
    assert main(["seat", "replace", str(save), "bob", "--bot", "--reason", "gone"]) == 0
    game = savegame.load(save)
    assert game.seat("bob").bot and game.turn == 2
    assert [e.key for e in game.log if e.subject == "bob"][:2] == ["seat.replaced",
                                                                   "bot-orders"]


@pytest.mark.parametrize(("extra", "said"), [
    ([], "seat replace needs --by NAME or --bot (one of them)"),
    (["--by", "carol", "--bot"], "seat replace needs --by NAME or --bot (one of them)"),
    (["--by", "carol"], "say why, in a few words (--reason)"),
    (["--by", "9carol", "--reason", "x"], "'9carol' cannot name a seat"),
])
def test_a_refused_replacement_says_why_and_writes_nothing(
        save: Path, capsys: pytest.CaptureFixture[str], extra: list[str], said: str) -> None:
    before = save.read_bytes()
    assert main(["seat", "replace", str(save), "bob", *extra]) == 1
    assert said in capsys.readouterr().err
    assert save.read_bytes() == before


def test_the_organiser_gives_a_late_players_input_without_their_pin(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with_pin_and_key(save, "bob")
    assert main(["orders", "submit", str(save), "--as", "alice",
                 orders(tmp_path, "unit GLA4\n  move SE S\n")]) == 0
    assert main(["orders", "submit", str(save), "--organiser-for", "bob",
                 orders(tmp_path, "unit LIB1: defend\n")]) == 0
    game = savegame.load(save)
    assert game.turn == 2  # bob's was the last input: the turn is resolved
    capsys.readouterr()
    assert main(["report", str(save), "--as", "alice"]) == 0
    assert "the organiser gives bob's input for them" in capsys.readouterr().out


def test_an_input_given_for_a_seat_is_checked_as_the_seats_own(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = save.read_bytes()
    assert main(["orders", "submit", str(save), "--organiser-for", "bob",
                 orders(tmp_path, "unit GLA4: defend\n")]) == 1  # alice's unit
    assert "GLA4" in capsys.readouterr().err
    assert save.read_bytes() == before


def test_the_organisers_undo_withdraws_the_one_input_given(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Before: `there is no input to take back` though alice had given hers."""
    assert main(["orders", "submit", str(save), "--as", "alice",
                 orders(tmp_path, "unit GLA4\n  move SE S\n")]) == 0
    capsys.readouterr()
    assert main(["undo", str(save), "--organiser"]) == 0
    assert capsys.readouterr().out == (
        "alice's last input is taken back by the organiser; waiting for alice, bob\n")
    assert savegame.load(save).orders == {}


def test_the_organisers_undo_asks_whose_when_several_gave_theirs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seat", "cid:liberia", "--seed", "5"]) == 0
    assert main(["orders", "submit", str(path), "--as", "alice",
                 orders(tmp_path, "unit GLA4\n  move SE S\n")]) == 0
    assert main(["orders", "submit", str(path), "--as", "bob",
                 orders(tmp_path, "\n")]) == 0
    capsys.readouterr()
    before = path.read_bytes()
    assert main(["undo", str(path), "--organiser"]) == 1
    assert ("alice, bob have given their inputs: say whose to take back "
            "(--organiser-for SEAT)") in capsys.readouterr().err
    assert path.read_bytes() == before
    assert main(["undo", str(path), "--organiser-for", "bob"]) == 0
    assert list(savegame.load(path).orders) == ["alice"]


def test_the_organisers_screen_is_one_games_without_a_seat(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`hexterm play SAVE --organiser` opens one game's organiser's screen: not with
    --as (a seat's own), not without a save (the title has its own ways to it)."""
    assert main(["play", str(save), "--organiser", "--as", "alice"]) == 1
    assert capsys.readouterr().err == ("hexterm: --organiser opens one game's organiser's "
                                       "screen: give the save, without --as\n")


def test_the_same_acts_on_the_same_game_give_the_same_save(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Byte for byte, and each save loads back (its integrity checked)."""
    made = []
    for name in ("one", "two"):
        path = tmp_path / f"{name}.hexsave"
        assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                     "--seat", "bob:liberia", "--seed", "5"]) == 0
        assert main(["seat", "replace", str(path), "alice", "--by", "dan",
                     "--reason", "alice left"]) == 0
        assert main(["orders", "submit", str(path), "--organiser-for", "alice",
                     orders(tmp_path, "unit GLA4\n  move SE S\n")]) == 0
        assert main(["seat", "replace", str(path), "bob", "--bot", "--reason", "gone"]) == 0
        made.append(path)
    assert made[0].read_bytes() == made[1].read_bytes()
    game = savegame.load(made[0])
    assert game.turn == 2 and game.seat("bob").bot
