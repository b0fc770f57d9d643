"""Seats as the rules have them: the roles a ruleset knows, and a seat joining a game.

The roles are the ruleset's (`Ruleset.roles`): the Planisphère's diplomat and
cartographer exist in no other game. A seat joins a running game only when its rules
take one (`Ruleset.join_seat`); the tiny test ruleset does, the Planisphère does not.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine import rulesets
from hexterm.engine.errors import SeatError
from hexterm.engine.seats import Seat, parse_seat_spec
from hexterm.save import savegame


@pytest.fixture(autouse=True)
def tiny() -> Iterator[None]:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    yield
    rulesets.forget("tinysteps")


def test_a_seat_takes_the_roles_its_ruleset_knows() -> None:
    planisphere = rulesets.get_ruleset("planisphere").roles
    seat = parse_seat_spec("ana:glaces:diplomat,cartographer", planisphere)
    assert seat.roles == ("commander", "diplomat", "cartographer")
    novlemia = rulesets.get_ruleset("novlemia").roles
    assert novlemia == ("commander",)
    with pytest.raises(SeatError, match="'diplomat' is not a role \\(known: commander\\)"):
        parse_seat_spec("ana:a:diplomat", novlemia)
    with pytest.raises(SeatError, match="'diplomat' is not a role"):
        games.new_game("tinysteps", {}, [Seat("ana", "a", ("commander", "diplomat")),
                                         Seat("bob", "b")], 1)


def test_the_command_line_checks_roles_against_the_ruleset(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "n.hexsave"
    assert main(["new", str(path), "--ruleset", "novlemia", "--seat", "ana:0:diplomat",
                 "--seat", "bob:1"]) == 1
    assert "'diplomat' is not a role (known: commander)" in capsys.readouterr().err
    assert not path.exists()
    assert main(["new", str(path), "--seat", "ana:glaces:diplomat",
                 "--seat", "bob:liberia"]) == 0
    assert savegame.load(path).seat("ana").roles == ("commander", "diplomat")


def test_a_seat_joins_a_game_whose_rules_take_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.hexsave"
    savegame.save(path, games.new_game("tinysteps", {}, [Seat("ana", "a"), Seat("bob", "b")],
                                       1))
    assert main(["seat", "join", str(path), "cyd:c"]) == 0
    assert capsys.readouterr().out == "seat cyd joined the game for c\n"
    game = savegame.load(path)
    assert [s.name for s in game.seats] == ["ana", "bob", "cyd"]
    assert game.waiting_for() == ["ana", "bob", "cyd"]  # cyd bids from this bid on
    joined = game.log[-1]
    assert (joined.key, joined.args, joined.seen_by) == (
        "seat.joined", {"seat": "cyd", "faction": "c"}, ("*",))
    before = path.read_bytes()
    assert main(["seat", "join", str(path), "cyd:d"]) == 1
    assert "there is already a seat 'cyd' in this game" in capsys.readouterr().err
    assert path.read_bytes() == before  # nothing written


def test_a_planisphere_game_takes_no_seat_once_started(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.hexsave"
    assert main(["new", str(path), "--seat", "ana:glaces", "--seat", "bob:liberia"]) == 0
    capsys.readouterr()
    before = path.read_bytes()
    assert main(["seat", "join", str(path), "cyd:glaces"]) == 1
    err = capsys.readouterr().err
    assert "Planisphère takes no new seat once the game has started" in err
    assert "Traceback" not in err
    assert path.read_bytes() == before


def test_the_rules_may_not_rename_the_seats_in_a_step() -> None:
    game = games.new_game("tinysteps", {}, [Seat("ana", "a"), Seat("bob", "b")], 1)
    rules = game.rules
    original = rules.seats_after
    try:
        rules.seats_after = lambda state, seats: tuple(reversed(seats))  # type: ignore[method-assign]
        with pytest.raises(Exception, match="changed the seats' names or order"):
            games.resolve(game, force=True)
    finally:
        rules.seats_after = original  # type: ignore[method-assign]
