"""A SAGA campaign's summary and an ended game's reason (`Outcome.reason`) in the
player's language (issue 27): `hexterm --lang fr show SAVE` says them in French, from
each ruleset's catalogue; in English they read as before."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.save import savegame
from tests.engine.novlemia.test_novlemia import _played
from tests.engine.tactical.test_tactical_game import battle
from tests.helpers.saga_world import build_campaign


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _shown(path: Path, capsys: pytest.CaptureFixture[str], *lang: str) -> str:
    assert main([*lang, "show", str(path)]) == 0
    return capsys.readouterr().out


def test_a_saga_campaigns_summary_in_french(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """At its first step (turn 1 of the built-in map's 8, the preparation) the summary
    says the turn, the tracks and each player's PP, villages and bands in French."""
    path = tmp_path / "s.hexsave"
    initiative = ", ".join(build_campaign(path, turns=0).state.initiative)
    english = _shown(path, capsys)
    assert f"turn 1 of 8, prepare; initiative: {initiative}; memory track: -" in english
    assert "no band" in english
    french = _shown(path, capsys, "--lang", "fr")
    assert (f"tour 1 sur 8, préparation ; initiative : {initiative} ; "
            "piste de mémoire : -") in french
    players = [line for line in french.splitlines() if line.startswith(("alice", "bob", "carol"))]
    assert len(players) == 3
    for line in players:
        assert " PP ; villages " in line and line.endswith("; aucune bande"), line
    for english_words in ("turn ", "memory track", "no band", "PP;", "initiative:"):
        assert english_words not in french


def test_a_novlemia_game_ended_says_why_in_french(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """Five turns played, ranked by the cells held (the scenario's victory score)."""
    game = _played(turns=5)
    assert game.outcome is not None
    path = tmp_path / "n.hexsave"
    savegame.save(path, game)
    ranking = ", ".join(game.outcome.ranking)
    assert f"The game is over (5 turns played, ranked by cells): {ranking}" in _shown(path, capsys)
    assert (f"La partie est finie (5 tours joués, classement par cases) : {ranking}"
            in _shown(path, capsys, "--lang", "fr"))


def test_a_tactical_battle_ended_says_why_in_french(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """The battle's two turns are played: the board names no winner, in French too."""
    game = battle(bots=True)
    while game.outcome is None:
        game = games.resolve(game)
    path = tmp_path / "t.hexsave"
    savegame.save(path, game)
    assert ("The game is over (the battle ends after turn 2: the players say who won "
            "(the board does not decide it)): alice, bob") in _shown(path, capsys)
    assert ("La partie est finie (la bataille s'achève après le tour 2 : les joueurs disent "
            "qui l'a emporté (le plateau n'en décide pas)) : alice, bob"
            in _shown(path, capsys, "--lang", "fr"))
