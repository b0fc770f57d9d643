"""A save whose game does not hold together is refused in the player's language: what
every game must hold (a turn number of 1 or more, a count of resolved steps that is not
negative, seats of different names, orders only for seats of the game) and the trial
(the game shown, its stored orders read, its turn resolved) are checked by
`hexterm.engine.trial.check_game`, whose refusals are shared messages. A Novlémia game
is saved, one value changed by hand, and `hexterm --lang fr show SAVE` refuses it in one
French sentence; in English the sentence is the one hexterm always said."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from hexterm.engine.seats import Seat
from hexterm.save import savefile, savegame
from hexterm.worlds import start_game

Edit = Callable[[dict[str, Any], dict[str, Any]], None]


def turn_zero(header: dict[str, Any], body: dict[str, Any]) -> None:
    header["turn"] = 0


def steps_below_zero(header: dict[str, Any], body: dict[str, Any]) -> None:
    body["steps_done"] = -1


def seats_of_one_name(header: dict[str, Any], body: dict[str, Any]) -> None:
    body["seats"] = [dict(seat) for seat in body["seats"]]
    body["seats"][1]["name"] = body["seats"][0]["name"]


def orders_of_nobody(header: dict[str, Any], body: dict[str, Any]) -> None:
    body["orders"] = {"zoe": "explore B02"}


def orders_unread(header: dict[str, Any], body: dict[str, Any]) -> None:
    body["orders"] = {"alice": "zzz"}  # "zzz" is no Novlémia order: the trial refuses it


# The edit, what the refusal says after "cannot be opened: " in English (as hexterm said
# it before its messages), and in French (French quotes hold no-break spaces).
EDITS: list[tuple[str, Edit, str, str]] = [
    ("turn", turn_zero, "its turn number is 0, not 1 or more",
     "son numéro de tour est 0, pas 1 ou plus"),
    ("steps", steps_below_zero, "it has resolved -1 steps of its turn",
     "il a résolu -1 étapes de son tour"),
    ("names", seats_of_one_name, "two of its seats have the same name",
     "deux de ses places ont le même nom"),
    ("orders", orders_of_nobody, "it keeps orders for 'zoe', who has no seat in the game",
     "il garde des ordres pour «\u00a0zoe\u00a0», qui n'a pas de place dans la partie"),
    ("trial", orders_unread, "its game fails when reading its stored orders: "
                             "OrderSyntaxError: line 1: 'zzz' is not",
     "sa partie échoue en lisant ses ordres gardés : OrderSyntaxError : ligne 1 : "
     "«\u00a0zzz\u00a0» n'est pas"),
]


def edited(folder: Path, edit: Edit) -> Path:
    """A Novlémia game of alice and bob (bots), saved, then edited by hand."""
    path = folder / "edited.hexsave"
    seats = [Seat("alice", "a", bot=True), Seat("bob", "b", bot=True)]
    savegame.save(path, start_game("novlemia", None, seats, 1))
    snap = savefile.read(path)
    header, body = dict(snap.header), dict(snap.body)
    edit(header, body)
    path.unlink()
    savefile.write(path, header, body)
    return path


def refusal(path: Path, lang: str, capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    assert main(["--lang", lang, "show", str(path)]) != 0
    said = capsys.readouterr().err.strip()
    assert len(said.splitlines()) == 1 and "Traceback" not in said, said
    return said


@pytest.mark.parametrize(("edit", "english", "french"), [e[1:] for e in EDITS],
                         ids=[e[0] for e in EDITS])
def test_a_game_that_does_not_hold_is_refused_in_french(edit: Edit, english: str,
                                                        french: str, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    path = edited(tmp_path, edit)
    said = refusal(path, "fr", capsys)
    assert said.startswith(f"hexterm: {path} ne peut pas être ouvert : {french}"), said
    for english_word in ("its ", "when ", "seat", "orders", "line"):
        assert english_word not in said, said
    assert refusal(path, "en", capsys).startswith(
        f"hexterm: {path} cannot be opened: {english}")
