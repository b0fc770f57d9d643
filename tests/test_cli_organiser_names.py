"""No seat, nor a seat's new player, may be called `organiser` or `organisateur` (issue
30): served, those login names are the organiser's (docs/ssh.md). `hexterm new`, `seat
join` and `seat replace --by` refuse them in one sentence, in English and French, and
write nothing; the engine refuses them too (a game made or joined otherwise). The
title's New game: tests/screens/test_organiser_names.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine import game_seats, rulesets
from hexterm.engine.errors import SeatError
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from tests.helpers.tiny_cli import tiny_save

REFUSED = ("{name!r} cannot name a seat or a player: organiser and organisateur are the "
           "organiser's login names")
NBSP = "\u00a0"


@pytest.fixture
def tiny() -> Iterator[None]:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    yield
    rulesets.forget("tinysteps")


@pytest.mark.parametrize("name", ["organiser", "organisateur", "Organiser"])
def test_new_refuses_the_organisers_login_names(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--seat", "alice:glaces", "--seat",
                 f"{name}:liberia"]) == 1
    assert REFUSED.format(name=name.lower()) in capsys.readouterr().err
    assert not path.exists()


def test_new_refuses_them_in_french(tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.hexsave"
    try:
        assert main(["--lang", "fr", "new", str(path), "--seat", "organisateur:glaces",
                     "--seat", "bob:liberia"]) == 1
    finally:
        i18n.set_language("en")
    said = " ".join(capsys.readouterr().err.replace(NBSP, " ").split())
    assert said == ("hexterm: « organisateur » ne peut nommer ni un joueur ni la personne "
                    "qui le joue : organiser et organisateur sont les noms de connexion de "
                    "l'organisateur"), said
    assert not path.exists()


def test_seat_join_refuses_them(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                tiny: None) -> None:
    path = tmp_path / "t.hexsave"
    savegame.save(path, games.new_game("tinysteps", {}, [Seat("ana", "a"), Seat("bob", "b")],
                                       1))
    before = path.read_bytes()
    assert main(["seat", "join", str(path), "organisateur:c"]) == 1
    assert REFUSED.format(name="organisateur") in capsys.readouterr().err
    assert path.read_bytes() == before


def test_seat_replace_refuses_them_as_the_new_player(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tiny_save(tmp_path)
    before = save.read_bytes()
    assert main(["seat", "replace", str(save), "bob", "--by", "organiser",
                 "--reason", "bob left"]) == 1
    assert REFUSED.format(name="organiser") in capsys.readouterr().err
    assert save.read_bytes() == before
    assert main(["seat", "replace", str(save), "bob", "--by", "carol",
                 "--reason", "bob left"]) == 0  # any other name is taken


def test_the_engine_refuses_them_whoever_makes_the_game(tiny: None) -> None:
    with pytest.raises(SeatError, match="organiser's login names"):
        games.new_game("tinysteps", {}, [Seat("ana", "a"), Seat("organiser", "b")], 1)
    game = games.new_game("tinysteps", {}, [Seat("ana", "a"), Seat("bob", "b")], 1)
    with pytest.raises(SeatError, match="organiser's login names"):
        game_seats.join_seat(game, Seat("organisateur", "c"))
