"""A step's title in the command line's lines (`hexterm show`, `orders submit`), in the
player's language for every ruleset (issue 27): the shared code says `Step.title` through
`i18n.title_said`, which takes the ruleset's catalogue's translation (its domain, a title
marked `titled(...)`) when it has one, else the older French."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import catalogues, i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.messages import phrase
from hexterm.engine.ruleset import Outcome
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from tests.engine.test_battle_entry import MEDFAN


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture
def medfan(tmp_path: Path) -> Path:
    """A Med-Fan campaign at its first step, the pairing ("Name the battle")."""
    path = tmp_path / "m.hexsave"
    game = games.new_game("medfan", MEDFAN, [Seat("alice", "Elves"), Seat("bob", "Orcs")], 7)
    assert game.step.key == "pairing"
    savegame.save(path, game)
    return path


def test_show_says_the_step_in_the_players_language(medfan: Path,
                                                    capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    assert main(["show", str(medfan)]) == 0
    assert "Step: Name the battle (open)" in capsys.readouterr().out.splitlines()
    # the rulebook's French (001, "Désigner la bataille"), with a space before ':'
    assert main(["--lang", "fr", "show", str(medfan)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Étape : Désigner la bataille (ouverte)" in lines
    assert not any("Name the battle" in line for line in lines)


def test_orders_submit_says_the_step_in_french(medfan: Path, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    given = tmp_path / "pairing.txt"
    given.write_text("bataille alice bob\nscénario 4\ndurée 6\n", encoding="utf-8")
    assert main(["--lang", "fr", "orders", "submit", str(medfan), "--as", "alice",
                 str(given)]) == 0
    out = capsys.readouterr().out
    assert "Désigner la bataille" in out and "Name the battle" not in out


def test_a_rulesets_catalogue_translates_its_step_titles(tmp_path: Path) -> None:
    """A translator's catalogue of the ruleset's domain is the one its titles are said
    from (the older French dictionaries are gone)."""
    folder = tmp_path / "locale"
    po = folder / "fr" / "LC_MESSAGES" / "medfan.po"
    po.parent.mkdir(parents=True)
    po.write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'
                  'msgid "Name the battle"\nmsgstr "Nommer la bataille"\n', encoding="utf-8")
    catalogues.use_folder(folder)
    try:
        i18n.set_language("fr")
        assert i18n.title_said("Name the battle", "medfan") == "Nommer la bataille"
        # a title this catalogue lacks is said in English, as gettext does
        assert i18n.title_said("Buy your army", "medfan") == "Buy your army"
        i18n.set_language("en")
        assert i18n.title_said("Name the battle", "medfan") == "Name the battle"
    finally:
        catalogues.forget_folder(folder)


def test_the_reason_of_the_end_may_be_a_message(medfan: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """An `Outcome.reason` a ruleset gives as a message is said in the player's language
    (a shared one here: "turn {turn} resolved")."""
    ended = Outcome(("bob", "alice"), phrase("turn {turn} resolved", turn=12))
    monkeypatch.setattr(games.Game, "outcome", property(lambda game: ended))
    assert main(["show", str(medfan)]) == 0
    assert "The game is over (turn 12 resolved): bob, alice" in capsys.readouterr().out
    assert main(["--lang", "fr", "show", str(medfan)]) == 0
    assert "La partie est finie (tour 12 résolu) : bob, alice" in capsys.readouterr().out
