"""A save edited by hand is refused in the player's language: for each ruleset, a game
of its built-in scenario is saved, one value of its state changed by hand to one the
rules cannot hold, and `hexterm --lang fr show SAVE` refuses it in one French sentence
that says what is wrong (each ruleset's check of a state read from a save:
`<ruleset>/integrity.py`, its messages in the ruleset's catalogue)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat
from hexterm.save import savefile, savegame
from hexterm.worlds import load_scenario, start_game


def seats(name: str) -> list[Seat]:
    """Two bots, the factions the ruleset's built-in scenario offers first."""
    form = get_ruleset(name).seat_form(load_scenario(name, None)[0])
    factions = [key for key, _ in form.factions] or list(form.suggested) or ["a", "b"]
    count = max(form.min_seats, 2)
    names = list(form.names) or [f"p{n}" for n in range(count)]
    return [Seat(seat, factions[n % len(factions)], bot=True)
            for n, seat in enumerate(names[:count])]


def first_seat(state: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = state["players"][0]
    return found


def novlemia_turn(state: dict[str, Any]) -> None:
    state["turn"] = -1


def planisphere_da(state: dict[str, Any]) -> None:
    state["factions"][0][3] = -5  # the first faction's DA (its row: key, name, prefix, DA…)


def saga_pp(state: dict[str, Any]) -> None:
    first_seat(state)["pp"] = -3


def medfan_treasury(state: dict[str, Any]) -> None:
    first_seat(state)["treasury"] = -5


def tactical_seats(state: dict[str, Any]) -> None:
    state["seats"] = list(reversed(state["seats"]))


# Each ruleset, the hand's edit, and the French sentence (the rulebooks' words: PP, DA,
# the Med-Fan treasury's #) that must say what is wrong.
EDITS: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("planisphere", planisphere_da, "la faction glaces : DA vaut -5, moins que 0"),
    ("novlemia", novlemia_turn, "les tours résolus sont -1, moins que 0"),
    ("saga", saga_pp, "p0 a -3 PP, moins que 0"),
    ("medfan", medfan_treasury, "a -5 #, moins que 0"),
    ("tactical", tactical_seats, "les joueurs de la bataille ne sont pas les places de la "
                                 "partie"),
]


@pytest.mark.parametrize(("ruleset", "edit", "said"), EDITS, ids=[e[0] for e in EDITS])
def test_a_hand_edited_save_is_refused_in_french(ruleset: str,
                                                 edit: Callable[[dict[str, Any]], None],
                                                 said: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / f"{ruleset}.hexsave"
    savegame.save(path, start_game(ruleset, None, seats(ruleset), 1))
    assert main(["--lang", "fr", "show", str(path)]) == 0  # as written: it opens
    snap = savefile.read(path)
    header, body = dict(snap.header), dict(snap.body)
    edit(body["state"])
    path.unlink()
    savefile.write(path, header, body)
    capsys.readouterr()
    assert main(["--lang", "fr", "show", str(path)]) != 0
    out = capsys.readouterr()
    refusal = out.err.strip()
    assert refusal == f"hexterm: {path} ne peut pas être ouvert : " + refusal.split(
        " ne peut pas être ouvert : ", 1)[1]
    assert said in refusal, refusal
    assert "Traceback" not in refusal and "below" not in refusal and "has " not in refusal
    assert len(refusal.splitlines()) == 1
